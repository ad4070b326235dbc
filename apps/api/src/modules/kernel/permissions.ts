import type { Permissions } from '@cuentas/shared/schemas/me';

/** Everything a plan can unlock (decision 014). The free plan keeps the essentials of managing money. */
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
export type Permission = (typeof allPermissions)[number];

/** What Premium adds to Gratis. Never the user's own data or its export: those stay in every plan. */
export const premiumOnly: readonly Permission[] = [
  'accounts.unlimited',
  'reports.advanced',
  'forecast.view',
  'whatsapp.capture',
  'savings.unlimited',
];

const freePermissions = allPermissions.filter((permission) => !premiumOnly.includes(permission));

export function permissionsFor(plan: Permissions['plan']): Permissions {
  // Self-hosted (billing off) and premium unlock everything.
  return { plan, permissions: plan === 'free' ? [...freePermissions] : [...allPermissions] };
}
