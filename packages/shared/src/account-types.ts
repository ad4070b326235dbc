/**
 * The kinds of account and their Spanish names, in a module without zod: the web's home screen
 * names an account's kind without building the API's schemas (decision 059). The schemas re-export
 * them (schemas/accounts.ts).
 */
export const accountTypes = ['cash', 'checking', 'savings', 'credit_card', 'investment', 'loan', 'other'] as const;
export type AccountType = (typeof accountTypes)[number];

export const accountTypeLabels = {
  cash: 'Efectivo',
  checking: 'Cuenta corriente',
  savings: 'Ahorros',
  credit_card: 'Tarjeta de crédito',
  investment: 'Inversión',
  loan: 'Préstamo',
  other: 'Otro',
} as const satisfies Record<AccountType, string>;
