import type { Permissions } from '@cuentas/shared/schemas/me';

/** Everything a plan can unlock. The free plan keeps the essentials of managing money. */
export const allPermissions = [
  'accounts.manage',
  'transactions.manage',
  'budget.manage',
  'categories.manage',
  'reminders.manage',
  'accounts.unlimited',
  'imports.files',
  'exports.csv',
  'reports.advanced',
  'forecast.view',
  'whatsapp.capture',
  'savings.unlimited',
] as const;

const freePermissions = allPermissions.filter(
  (permission) => !['accounts.unlimited', 'reports.advanced', 'forecast.view', 'whatsapp.capture', 'savings.unlimited'].includes(permission),
);

export function permissionsFor(plan: Permissions['plan']): Permissions {
  // Self-hosted (billing off) and premium unlock everything.
  return { plan, permissions: plan === 'free' ? [...freePermissions] : [...allPermissions] };
}
