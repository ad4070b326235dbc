import {
  IconArrowsExchange,
  IconBell,
  IconBuildingBank,
  IconCategory,
  IconChartPie,
  IconHome,
  IconLifebuoy,
  IconPigMoney,
  IconReportAnalytics,
  IconTrendingUp,
  type Icon,
} from '@tabler/icons-react';

export type NavItem = { label: string; to: string; icon: Icon };

export const navItems: readonly NavItem[] = [
  { label: 'Inicio', to: '/', icon: IconHome },
  { label: 'Cuentas', to: '/accounts', icon: IconBuildingBank },
  { label: 'Transacciones', to: '/transactions', icon: IconArrowsExchange },
  { label: 'Categorías', to: '/categories', icon: IconCategory },
  { label: 'Presupuesto', to: '/budget', icon: IconChartPie },
  { label: 'Ahorros', to: '/savings', icon: IconPigMoney },
  { label: 'Recordatorios', to: '/reminders', icon: IconBell },
  { label: 'Prospectos', to: '/prospects', icon: IconTrendingUp },
  { label: 'Reportes', to: '/reports', icon: IconReportAnalytics },
  { label: 'Soporte', to: '/support', icon: IconLifebuoy },
];
