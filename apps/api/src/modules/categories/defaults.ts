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

/**
 * The stable key of each default category, by its Spanish default name. The name is the user's to
 * change (and follows the country); the key stays, so the merchant dictionary, reports and
 * WhatsApp find "the supermarket category" in every country. Migration 0019 backfilled it.
 */
export const defaultCategoryKeys: Readonly<Record<string, string>> = {
  Vivienda: 'housing', 'Alquiler o hipoteca': 'housing.rent', 'Administración y comunidad': 'housing.community',
  'Mantenimiento y reparaciones': 'housing.maintenance', 'Seguro del hogar': 'housing.insurance', 'Muebles y hogar': 'housing.furniture',
  Alimentación: 'food', Supermercado: 'food.groceries', Restaurantes: 'food.restaurants', Cafeterías: 'food.cafes', Domicilios: 'food.delivery',
  Transporte: 'transport', Combustible: 'transport.fuel', 'Transporte público': 'transport.public', 'Taxi y VTC': 'transport.taxi',
  'Mantenimiento del vehículo': 'transport.maintenance', 'Aparcamiento y peajes': 'transport.parking', 'Seguro del vehículo': 'transport.insurance',
  Salud: 'health', 'Médico y especialistas': 'health.doctor', Farmacia: 'health.pharmacy', 'Seguro médico': 'health.insurance', Dentista: 'health.dentist', Óptica: 'health.optician',
  Educación: 'education', 'Matrícula y pensión': 'education.tuition', 'Libros y material': 'education.books', Cursos: 'education.courses',
  Ocio: 'leisure', Viajes: 'leisure.travel', Suscripciones: 'leisure.subscriptions', 'Cine y eventos': 'leisure.events', Deporte: 'leisure.sport', Hobbies: 'leisure.hobbies',
  Servicios: 'utilities', Electricidad: 'utilities.electricity', Agua: 'utilities.water', Gas: 'utilities.gas', Internet: 'utilities.internet', 'Teléfono móvil': 'utilities.mobile',
  Personal: 'personal', 'Ropa y calzado': 'personal.clothing', 'Cuidado personal': 'personal.care', Regalos: 'personal.gifts', Mascotas: 'personal.pets', Donaciones: 'personal.donations',
  Deudas: 'debt', 'Pago de tarjeta de crédito': 'debt.card_payment', 'Cuota de préstamo': 'debt.loan', 'Intereses y comisiones': 'debt.fees',
  Impuestos: 'taxes', 'Impuesto sobre la renta': 'taxes.income', 'Otros impuestos': 'taxes.other',
  Ahorro: 'savings', 'Fondo de emergencia': 'savings.emergency', Inversiones: 'savings.investments', 'Metas de ahorro': 'savings.goals',
  'Otros gastos': 'other', Varios: 'other.misc',
  Ingresos: 'income', Salario: 'income.salary', Honorarios: 'income.fees', 'Primas y bonificaciones': 'income.bonus', 'Intereses y rendimientos': 'income.interest',
  'Arriendos cobrados': 'income.rent', Ventas: 'income.sales', Reembolsos: 'income.refunds', 'Otros ingresos': 'income.other',
};

export type CategoryKey = string;
