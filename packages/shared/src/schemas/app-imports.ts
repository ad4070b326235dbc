import { z } from 'zod';
import { minorUnits, plainText } from './common.ts';

/** The apps a user can move from in one step (decision 047). */
export const sourceApps = ['ynab', 'actual', 'firefly', 'fintonic', 'wallet'] as const;
export type SourceApp = (typeof sourceApps)[number];

/** Each app's name and the one line that tells how to get its export. */
export const sourceAppGuides = {
  ynab: {
    name: 'YNAB',
    how: 'En YNAB: menú del presupuesto → «Export Budget». Sube el .zip tal cual (o su «Register.csv»).',
  },
  actual: {
    name: 'Actual Budget',
    how: 'En Actual: Ajustes → «Export data». Sube el .zip (trae db.sqlite), o el CSV de una cuenta.',
  },
  firefly: {
    name: 'Firefly III',
    how: 'En Firefly III: Opciones → «Exportar datos» → transacciones. Sube el CSV.',
  },
  fintonic: {
    name: 'Fintonic',
    how: 'En la web de Fintonic: Movimientos → «Descargar» en Excel. Sube el .xlsx o el CSV.',
  },
  wallet: {
    name: 'Wallet (BudgetBakers)',
    how: 'En la web de Wallet: Registros → «Exportar» en CSV. Sube el CSV.',
  },
} as const satisfies Record<SourceApp, { name: string; how: string }>;

/** Up to 25 MB of file as base64 (4/3 of it), with room for the choices. */
export const MAX_APP_FILE_BASE64 = 34 * 1024 * 1024;

const AccountChoiceSchema = z.object({
  /** The account as the other app names it (the analysis's `source`). */
  source: plainText(200).min(1),
  /** An account of the user's to book it into; null creates a new one. */
  account_id: z.uuid().nullable(),
});

/** The export, as base64 so the choices travel with it in one JSON body, and the review's choices. */
export const AppImportSchema = z.object({
  file_name: plainText(200).min(1),
  file_base64: z
    .string()
    .min(1, 'Elige el archivo que exportaste')
    .max(MAX_APP_FILE_BASE64, 'El archivo pasa de 25 MB')
    .regex(/^[A-Za-z0-9+/]*={0,2}$/, 'El archivo no llegó bien: vuelve a elegirlo'),
  /** Which app it came from; detected from the content when left out. */
  app: z.enum(sourceApps).optional(),
  accounts: z.array(AccountChoiceSchema).max(200).default([]),
});
export type AppImportInput = z.input<typeof AppImportSchema>;

const AppAccountSchema = z.object({
  source: z.string(),
  currency: z.string(),
  movements: z.number().int(),
  transfers: z.number().int(),
  /** The balance the other app showed, in the account's minor units. */
  balance: minorUnits,
  /** The user's account it goes to: one of the same name when there is one, else null (a new account). */
  account_id: z.uuid().nullable(),
  account_name: z.string().nullable(),
});

const AppCategorySchema = z.object({
  group: z.string(),
  name: z.string(),
  kind: z.enum(['expense', 'income']),
  /** The user's category it goes to when one matches; null when it will be created. */
  category_id: z.uuid().nullable(),
  category_name: z.string().nullable(),
});

const AppRowSchema = z.object({
  row: z.number().int(),
  account: z.string(),
  date: z.string(),
  amount: minorUnits,
  currency: z.string(),
  payee: z.string(),
  category: z.string().nullable(),
  transfer_to: z.string().nullable(),
  split_lines: z.number().int(),
});

const ProblemSchema = z.object({ row: z.number().int(), message: z.string() });

export const AppImportAnalysisSchema = z.object({
  app: z.enum(sourceApps),
  app_name: z.string(),
  accounts: z.array(AppAccountSchema),
  categories: z.array(AppCategorySchema),
  payees: z.number().int(),
  movements: z.number().int(),
  transfers: z.number().int(),
  splits: z.number().int(),
  /** Movements already in the ledger from an earlier import of this app: not booked again. */
  already_imported: z.number().int(),
  not_understood: z.array(ProblemSchema),
  /** The first movements, for the review. */
  rows: z.array(AppRowSchema),
});
export type AppImportAnalysis = z.infer<typeof AppImportAnalysisSchema>;

export const AppImportResultSchema = z.object({
  app: z.enum(sourceApps),
  accounts_created: z.number().int(),
  accounts_used: z.number().int(),
  categories_created: z.number().int(),
  movements: z.number().int(),
  transfers: z.number().int(),
  already_imported: z.number().int(),
  not_understood: z.array(ProblemSchema),
  /** The report in one sentence, as the screen shows it. */
  message: z.string(),
});
export type AppImportResult = z.infer<typeof AppImportResultSchema>;
