import type { CsvOptions } from '@cuentas/shared/schemas/imports';

export const columnRoles = [
  'date',
  'amount',
  'sign',
  'debit',
  'credit',
  'payee',
  'notes',
  'balance',
  'ignore',
] as const;
export type ColumnRole = (typeof columnRoles)[number];

export const columnRoleLabels = {
  date: 'Fecha',
  amount: 'Importe',
  sign: 'Cargo o abono (D/H)',
  debit: 'Cargo',
  credit: 'Abono',
  payee: 'Beneficiario/Concepto',
  notes: 'Notas',
  balance: 'Saldo del banco',
  ignore: 'Ignorar',
} as const satisfies Record<ColumnRole, string>;

type MappedRole = Exclude<ColumnRole, 'ignore'>;
const optionKeys = {
  date: 'date_column',
  amount: 'amount_column',
  debit: 'debit_column',
  credit: 'credit_column',
  payee: 'payee_column',
  notes: 'notes_column',
  balance: 'balance_column',
  sign: 'sign_column',
} as const satisfies Record<MappedRole, keyof CsvOptions>;

/** How many columns the file has, from its header and its first rows. */
export function columnCount(headers: readonly string[], sample: readonly (readonly string[])[]): number {
  return Math.max(headers.length, ...sample.map((row) => row.length), 0);
}

/** One role per column, read from the options (a column the options do not use is "ignore"). */
export function rolesFromOptions(options: CsvOptions, count: number): ColumnRole[] {
  const roles: ColumnRole[] = Array.from({ length: count }, () => 'ignore');
  for (const role of ['balance', 'notes', 'payee', 'credit', 'debit', 'sign', 'amount', 'date'] as const) {
    const index = options[optionKeys[role]];
    if (index !== null && index >= 0 && index < count) roles[index] = role;
  }
  return roles;
}

/** Whether every column the options use exists in the file (a saved mapping may be for another layout). */
export function optionsFitColumns(options: CsvOptions, count: number): boolean {
  return Object.values(optionKeys).every((key) => {
    const index = options[key];
    return index === null || index < count;
  });
}

/**
 * Gives `column` the role, keeping the mapping valid: each role on one column only, and a
 * single amount column excludes separate debit/credit columns (and the other way round).
 */
export function assignRole(roles: readonly ColumnRole[], column: number, role: ColumnRole): ColumnRole[] {
  const conflicts = (other: ColumnRole) => {
    if (role === 'ignore') return false;
    if (other === role) return true;
    if (role === 'amount') return other === 'debit' || other === 'credit';
    if (role === 'debit' || role === 'credit') return other === 'amount' || other === 'sign';
    if (role === 'sign') return other === 'debit' || other === 'credit';
    return false;
  };
  return roles.map((current, index) => (index === column ? role : conflicts(current) ? 'ignore' : current));
}

/** What still keeps the mapping from working, in words the user can act on. */
export function mappingProblems(roles: readonly ColumnRole[]): string[] {
  const problems: string[] = [];
  if (!roles.includes('date')) problems.push('Elige qué columna tiene la fecha.');
  if (!roles.some((role) => role === 'amount' || role === 'debit' || role === 'credit')) {
    problems.push('Elige la columna del importe (o las de cargo y abono).');
  }
  return problems;
}

/** The options with the columns set from the roles; null while the mapping is not usable. */
export function optionsWithRoles(options: CsvOptions, roles: readonly ColumnRole[]): CsvOptions | null {
  if (mappingProblems(roles).length > 0) return null;
  const columnOf = (role: MappedRole) => {
    const index = roles.indexOf(role);
    return index === -1 ? null : index;
  };
  return {
    ...options,
    date_column: columnOf('date') ?? 0,
    amount_column: columnOf('amount'),
    debit_column: columnOf('debit'),
    credit_column: columnOf('credit'),
    payee_column: columnOf('payee'),
    notes_column: columnOf('notes'),
    balance_column: columnOf('balance'),
    // A D/H column signs a single amount column; with debit and credit columns it has nothing to sign.
    sign_column: columnOf('amount') === null ? null : columnOf('sign'),
  };
}

/**
 * The table the mapping step shows. The upload answered with the header row (when it saw one)
 * and the first data rows; when the user flips "has header", the first row moves between them.
 */
export function sampleTable(
  headers: readonly string[],
  sample: readonly (readonly string[])[],
  uploadedWithHeader: boolean,
  hasHeader: boolean,
): { headers: string[]; rows: string[][] } {
  const rows = [...(uploadedWithHeader ? [headers] : []), ...sample].map((row) => [...row]);
  if (!hasHeader) return { headers: [], rows };
  const [first = [], ...rest] = rows;
  return { headers: first, rows: rest };
}

export const delimiterLabels: Record<CsvOptions['delimiter'], string> = {
  ',': 'Coma (,)',
  ';': 'Punto y coma (;)',
  '\t': 'Tabulador',
  '|': 'Barra vertical (|)',
};

export const dateFormatExamples: Record<CsvOptions['date_format'], string> = {
  'DD/MM/YYYY': 'DD/MM/AAAA · 31/01/2026',
  'MM/DD/YYYY': 'MM/DD/AAAA · 01/31/2026',
  'YYYY-MM-DD': 'AAAA-MM-DD · 2026-01-31',
  'DD-MM-YYYY': 'DD-MM-AAAA · 31-01-2026',
  'DD.MM.YYYY': 'DD.MM.AAAA · 31.01.2026',
  'YYYY/MM/DD': 'AAAA/MM/DD · 2026/01/31',
  YYYYMMDD: 'AAAAMMDD · 20260131',
  'DD/MM/YY': 'DD/MM/AA · 31/01/26',
  'MM/DD/YY': 'MM/DD/AA · 01/31/26',
  'DD-MM-YY': 'DD-MM-AA · 31-01-26',
  'DD.MM.YY': 'DD.MM.AA · 31.01.26',
  YYMMDD: 'AAMMDD · 260131',
  'DD MMM YYYY': 'Día, mes en letras y año · 31 ene 2026',
};
