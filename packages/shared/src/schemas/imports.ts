import { z } from 'zod';

export const delimiters = [',', ';', '\t', '|'] as const;
export const encodings = ['utf-8', 'windows-1252', 'iso-8859-1', 'utf-16le', 'utf-16be'] as const;
// Four-digit-year formats first: detection takes the first format that reads every sample.
export const dateFormats = [
  'DD/MM/YYYY',
  'MM/DD/YYYY',
  'YYYY-MM-DD',
  'DD-MM-YYYY',
  'DD.MM.YYYY',
  'YYYY/MM/DD',
  'YYYYMMDD',
  'DD/MM/YY',
  'MM/DD/YY',
  'DD-MM-YY',
  'DD.MM.YY',
  'YYMMDD',
  /** The month by name, in Spanish or English: «9 Feb 2021», «09 feb. 2021», «9 de febrero de 2021». */
  'DD MMM YYYY',
] as const;
export type DateFormat = (typeof dateFormats)[number];
export const encodingLabels = {
  'utf-8': 'UTF-8',
  'windows-1252': 'Latin-1 (Windows-1252)',
  'iso-8859-1': 'Latin-1 (ISO-8859-1)',
  'utf-16le': 'UTF-16 LE',
  'utf-16be': 'UTF-16 BE',
} as const;

/** What an uploaded file was read as, detected from its content. */
// 'bank': movements a bank feed pulled (decision 034), booked as an import of their own.
// The apps a whole export is moved from (decision 047): one import per account it booked into.
export const importFormats = [
  'csv',
  'xlsx',
  'ofx',
  'n43',
  'camt',
  'qif',
  'bank',
  'ynab',
  'actual',
  'firefly',
  'fintonic',
  'wallet',
] as const;
export type ImportFormat = (typeof importFormats)[number];
export const importFormatLabels = {
  csv: 'CSV',
  xlsx: 'Excel (.xlsx)',
  ofx: 'OFX/QFX',
  n43: 'Norma 43',
  camt: 'ISO 20022 camt',
  qif: 'QIF',
  bank: 'Conexión bancaria',
  ynab: 'YNAB',
  actual: 'Actual Budget',
  firefly: 'Firefly III',
  fintonic: 'Fintonic',
  wallet: 'Wallet (BudgetBakers)',
} as const satisfies Record<ImportFormat, string>;

const columnIndex = z.number().int().min(0).max(200);

/** How to read a CSV: which column holds what, and in which formats. */
export const CsvOptionsSchema = z
  .object({
    delimiter: z.enum(delimiters),
    encoding: z.enum(encodings),
    has_header: z.boolean(),
    skip_rows: z.number().int().min(0).max(50).default(0),
    date_format: z.enum(dateFormats),
    decimal: z.enum([',', '.']),
    date_column: columnIndex,
    /** Either one signed amount column, or separate debit and credit columns. */
    amount_column: columnIndex.nullable().default(null),
    debit_column: columnIndex.nullable().default(null),
    credit_column: columnIndex.nullable().default(null),
    payee_column: columnIndex.nullable().default(null),
    notes_column: columnIndex.nullable().default(null),
    /** The bank's running balance ("Saldo"): read as the statement's balances, not imported. */
    balance_column: columnIndex.nullable().default(null),
    /** A D/H (Débito/Crédito, C/D, +/-) column that gives the sign of an unsigned amount. */
    sign_column: columnIndex.nullable().default(null),
    invert_sign: z.boolean().default(false),
    /**
     * A State/Estado column (Revolut, PayPal): rows it marks as not settled (pending, reverted,
     * declined, failed, cancelled) moved no money and are left out, not read as errors.
     */
    status_column: columnIndex.nullable().default(null),
  })
  .refine(
    (options) => options.amount_column !== null || options.debit_column !== null || options.credit_column !== null,
    {
      message: 'Elige la columna del importe (o las de cargo y abono)',
      path: ['amount_column'],
    },
  );
export type CsvOptions = z.output<typeof CsvOptionsSchema>;
export type CsvOptionsInput = z.input<typeof CsvOptionsSchema>;

export const UploadImportQuery = z.object({
  account_id: z.uuid(),
  file_name: z.string().trim().min(1).max(200),
  /** Information lines above the header, when the detected ones are wrong. */
  skip_rows: z.coerce.number().int().min(0).max(50).optional(),
});

export const ImportSummarySchema = z.object({
  id: z.uuid(),
  account_id: z.uuid(),
  file_name: z.string(),
  format: z.enum(importFormats),
  status: z.enum(['pending', 'committed', 'reverted']),
  total_rows: z.number().int(),
  imported_count: z.number().int(),
  duplicate_count: z.number().int(),
  created_at: z.string(),
  committed_at: z.string().nullable(),
});
export type ImportSummary = z.infer<typeof ImportSummarySchema>;

const DatedAmountSchema = z.object({ date: z.string(), amount: z.number().int() });

/** One account's statement in a file that holds several (a Norma 43 with several records 11). */
export const FileStatementSchema = z.object({
  index: z.number().int(),
  /** The account as the bank writes it (entity, office, number). */
  account: z.string(),
  name: z.string(),
  currency: z.string().nullable(),
  count: z.number().int(),
  opening: DatedAmountSchema.nullable(),
  closing: DatedAmountSchema.nullable(),
});
export type FileStatement = z.infer<typeof FileStatementSchema>;

/** The account a statement of the file goes to; null leaves that statement out. */
export const StatementAccountSchema = z.object({
  statement: z.number().int().min(0).max(99),
  account_id: z.uuid().nullable(),
});
export type StatementAccount = z.infer<typeof StatementAccountSchema>;

/** How a QIF's dates are written when the file leaves it open: day, month and year in this order. */
export const qifDateOrders = ['dmy', 'mdy', 'ymd'] as const;
export type QifDateOrder = (typeof qifDateOrders)[number];

export const UploadResultSchema = z.object({
  import: ImportSummarySchema,
  /** Detected (or the account's saved) options for CSV and Excel; null for formats that need none. */
  options: CsvOptionsSchema.nullable(),
  headers: z.array(z.string()),
  /** The first rows as raw cells, to show the mapping. */
  sample: z.array(z.array(z.string())),
  saved_mapping: z.boolean(),
  /** The accounts' statements of a file that holds several (each goes to an account the user picks); else empty. */
  statements: z.array(FileStatementSchema),
});
export type UploadResult = z.infer<typeof UploadResultSchema>;

export const ParsedRowSchema = z.object({
  row: z.number().int(),
  date: z.string(),
  amount: z.number().int(),
  payee: z.string(),
  notes: z.string(),
});
export type ParsedRow = z.infer<typeof ParsedRowSchema>;

/**
 * A preview row as it will be saved: the payee a person recognises (the bank's text stays in
 * `payee`) and the category the user's rules, what they taught us and the merchant dictionary give it.
 */
export const PreviewRowSchema = ParsedRowSchema.extend({
  clean_payee: z.string(),
  category_id: z.uuid().nullable(),
  category_name: z.string().nullable(),
});
export type PreviewRow = z.infer<typeof PreviewRowSchema>;

/** The balances a statement states (a Saldo column, N43 11/33, camt OPBD/CLBD, OFX LEDGERBAL). */
export const StatementSchema = z.object({
  opening: DatedAmountSchema.nullable(),
  closing: DatedAmountSchema.nullable(),
});
export type Statement = z.infer<typeof StatementSchema>;

/** The bank's closing balance beside the account's balance on that date once the file is imported. */
export const BalanceCheckSchema = z.object({
  date: z.string(),
  bank: z.number().int(),
  projected: z.number().int(),
  difference: z.number().int(),
  /** The account has no earlier movements: committing sets its opening balance so both agree. */
  sets_opening_balance: z.boolean(),
});
export type BalanceCheck = z.infer<typeof BalanceCheckSchema>;

/** What the user chooses beyond the column mapping: a QIF's date order, each statement's account. */
const ImportChoices = {
  date_order: z.enum(qifDateOrders).nullable().default(null),
  statement_accounts: z.array(StatementAccountSchema).max(100).default([]),
};

export const AnalyzeImportSchema = z.object({
  options: CsvOptionsSchema.nullable().default(null),
  ...ImportChoices,
  /** Which rows `preview` holds: the review asks for the next ones to choose beyond the first 20. */
  preview_from: z.number().int().min(0).max(1_000_000).default(0),
  preview_limit: z.number().int().min(1).max(200).default(20),
});

export const ImportAnalysisSchema = z.object({
  total: z.number().int(),
  valid: z.number().int(),
  errors: z.array(z.object({ row: z.number().int(), message: z.string() })),
  error_count: z.number().int(),
  duplicates: z.array(
    ParsedRowSchema.extend({
      existing: z.object({ id: z.uuid(), date: z.string(), amount: z.number().int(), payee: z.string() }),
    }),
  ),
  duplicate_count: z.number().int(),
  preview: z.array(PreviewRowSchema),
  currency: z.string(),
  statement: StatementSchema,
  balance_check: BalanceCheckSchema.nullable(),
  /** What the user should know before importing that does not stop it (a file cut short). */
  warnings: z.array(z.string()),
  /** A file with several accounts' statements: each one, the account it goes to and its balance check. */
  statements: z.array(
    FileStatementSchema.extend({ account_id: z.uuid().nullable(), balance_check: BalanceCheckSchema.nullable() }),
  ),
  /**
   * Rows that look like money between the user's own accounts (decision 032): `linked` ones become
   * transfers on commit, the others are proposed for the user to confirm afterwards.
   */
  transfers: z
    .array(
      z.object({
        row: z.number().int(),
        date: z.string(),
        amount: z.number().int(),
        payee: z.string(),
        account_id: z.uuid(),
        account_name: z.string(),
        linked: z.boolean(),
      }),
    )
    .optional(),
});
export type ImportAnalysis = z.infer<typeof ImportAnalysisSchema>;

/**
 * One file row the user changed in the review: `category_id` (null: without category) wins over
 * rules and the automatic categoriser; `skip` leaves the row out of the import.
 */
export const RowChoiceSchema = z.object({
  row: z.number().int().min(1),
  category_id: z.uuid().nullable().optional(),
  skip: z.literal(true).optional(),
});
export type RowChoice = z.infer<typeof RowChoiceSchema>;

export const CommitImportSchema = z.object({
  options: CsvOptionsSchema.nullable().default(null),
  /** File rows flagged as duplicates that the user still wants imported. */
  include_duplicate_rows: z.array(z.number().int().min(1)).max(100_000).default([]),
  /** Import the valid rows and leave the rows in error out (the user said so in the review). */
  skip_error_rows: z.boolean().default(false),
  /** What the user chose for single rows in the review: the category they get, or leaving them out. */
  row_choices: z.array(RowChoiceSchema).max(100_000).default([]),
  ...ImportChoices,
});

/** A commit's answer: the import, and how the account compares with the bank afterwards. */
export const CommitResultSchema = ImportSummarySchema.extend({
  balance_check: BalanceCheckSchema.nullable(),
  /** The imports made for the file's other statements, each in the account chosen for it (several-account Norma 43). */
  related_imports: z.array(ImportSummarySchema),
});
export type CommitResult = z.infer<typeof CommitResultSchema>;

export const ImportProgressSchema = z.object({
  import: ImportSummarySchema,
  processed: z.number().int(),
  total: z.number().int(),
});
export type ImportProgress = z.infer<typeof ImportProgressSchema>;
