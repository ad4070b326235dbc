import { ComingSoon } from '../../components/ui/coming-soon.tsx';

// The finance areas the spec names but does not show yet: honest placeholders inside the shell.

export function ReportsPage() {
  return <ComingSoon title="Reportes" description="Gráficos de ingresos y gastos por categoría y por mes, y cuánto ahorras." />;
}

export function TransactionsPage() {
  return <ComingSoon title="Transacciones" description="Todos tus movimientos en un solo lugar, con transferencias, divisiones e importación de extractos." />;
}

export function SavingsPage() {
  return <ComingSoon title="Ahorros" description="Metas de ahorro con fecha y aporte mensual sugerido." />;
}

export function BudgetPage() {
  return <ComingSoon title="Presupuesto" description="Un presupuesto mensual por categoría que empieza el día que tú eliges." />;
}

export function SupportPage() {
  return <ComingSoon title="Soporte" description="Escríbenos desde aquí y sigue tus solicitudes. Mientras tanto, responde el correo de bienvenida y te ayudamos." />;
}

export function ProspectsPage() {
  return <ComingSoon title="Prospectos" description="El dinero que esperas recibir pero aún no es seguro, para prever tu flujo de caja." />;
}

export function CategoriesPage() {
  return <ComingSoon title="Categorías" description="Organiza tus gastos e ingresos con categorías y reglas automáticas." />;
}

export function RemindersPage() {
  return <ComingSoon title="Recordatorios" description="Avisos de tus pagos recurrentes por correo y WhatsApp, antes de que venzan." />;
}
