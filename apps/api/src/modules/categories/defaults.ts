import type { CategoryKind } from '@cuentas/shared/schemas/categories';

type DefaultGroup = { name: string; kind: CategoryKind; icon: string; color: string; children: string[] };

/** The Spanish starter set every new user gets; names work in Spain and Latin America alike. */
export const defaultCategories: readonly DefaultGroup[] = [
  { name: 'Vivienda', kind: 'expense', icon: 'home', color: '#1c7ed6', children: ['Alquiler o hipoteca', 'Administración y comunidad', 'Mantenimiento y reparaciones', 'Seguro del hogar', 'Muebles y hogar'] },
  { name: 'Alimentación', kind: 'expense', icon: 'shopping-cart', color: '#2f9e44', children: ['Supermercado', 'Restaurantes', 'Cafeterías', 'Domicilios'] },
  { name: 'Transporte', kind: 'expense', icon: 'car', color: '#f08c00', children: ['Combustible', 'Transporte público', 'Taxi y VTC', 'Mantenimiento del vehículo', 'Aparcamiento y peajes', 'Seguro del vehículo'] },
  { name: 'Salud', kind: 'expense', icon: 'heartbeat', color: '#e03131', children: ['Médico y especialistas', 'Farmacia', 'Seguro médico', 'Dentista', 'Óptica'] },
  { name: 'Educación', kind: 'expense', icon: 'school', color: '#7048e8', children: ['Matrícula y pensión', 'Libros y material', 'Cursos'] },
  { name: 'Ocio', kind: 'expense', icon: 'confetti', color: '#d6336c', children: ['Viajes', 'Suscripciones', 'Cine y eventos', 'Deporte', 'Hobbies'] },
  { name: 'Servicios', kind: 'expense', icon: 'bolt', color: '#0c8599', children: ['Electricidad', 'Agua', 'Gas', 'Internet', 'Teléfono móvil'] },
  { name: 'Personal', kind: 'expense', icon: 'user', color: '#ae3ec9', children: ['Ropa y calzado', 'Cuidado personal', 'Regalos', 'Mascotas', 'Donaciones'] },
  { name: 'Deudas', kind: 'expense', icon: 'credit-card', color: '#495057', children: ['Pago de tarjeta de crédito', 'Cuota de préstamo', 'Intereses y comisiones'] },
  { name: 'Impuestos', kind: 'expense', icon: 'receipt-tax', color: '#5c940d', children: ['Impuesto sobre la renta', 'Otros impuestos'] },
  { name: 'Ahorro', kind: 'expense', icon: 'pig-money', color: '#099268', children: ['Fondo de emergencia', 'Inversiones', 'Metas de ahorro'] },
  { name: 'Otros gastos', kind: 'expense', icon: 'dots', color: '#868e96', children: ['Varios'] },
  { name: 'Ingresos', kind: 'income', icon: 'cash', color: '#37b24d', children: ['Salario', 'Honorarios', 'Primas y bonificaciones', 'Intereses y rendimientos', 'Arriendos cobrados', 'Ventas', 'Reembolsos', 'Otros ingresos'] },
];
