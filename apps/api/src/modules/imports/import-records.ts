import { and, eq, getTableColumns } from 'drizzle-orm';
import type { FileStatement, ImportSummary } from '@cuentas/shared/schemas/imports';
import { imports } from '../../db/schema/index.ts';
import type { Deps } from '../../lib/deps.ts';
import { notFound } from '../../lib/errors.ts';
import type { StatementPart } from './parse-file.ts';
import { isoOrNull } from '../../lib/http.ts';

// An import's row as the API lists it (never its stored file), its Spanish messages, and reading
// it back for its owner only: another user's import is not found.

// Every column but the stored file, which only parsing needs (loadContent).
export const { content: _content, ...summaryColumns } = getTableColumns(imports);
export type ImportRow = Omit<typeof imports.$inferSelect, 'content'>;

export const importMessages = {
  notFound: 'No encontramos esta importación',
  empty: 'El archivo está vacío',
  notPending: 'Esta importación ya se procesó',
  hasErrors: (count: number) =>
    `El archivo tiene ${count} ${count === 1 ? 'fila con errores' : 'filas con errores'}. Corrige el archivo o la configuración de columnas; no se importó nada.`,
  reverted: 'Importación deshecha: eliminamos sus movimientos',
  chooseAccounts: (count: number) =>
    `Este archivo trae los extractos de ${count} cuentas: elige en qué cuenta va cada uno`,
  firstStatementOnly: (count: number) =>
    `Este archivo trae los extractos de ${count} cuentas. Sin elegir, solo vemos el primero en esta cuenta: elige la cuenta de cada extracto.`,
  noSuchStatement: (number: number, count: number) => `El archivo no tiene un extracto ${number}: trae ${count}`,
  statementTwice: (number: number) => `Elegiste dos veces la cuenta del extracto ${number}`,
  statementCurrency: (number: number, file: string, account: string) =>
    `El extracto ${number} está en ${file} y esa cuenta en ${account}: elige una cuenta en ${file}`,
  oneStatementPerAccount: 'Cada extracto va a una cuenta distinta: elegiste la misma cuenta para dos',
  noStatementChosen: 'Elige la cuenta de al menos un extracto',
  noSuchRow: (row: number) => `La fila ${row} no está entre los movimientos del archivo`,
  rowTwice: (row: number) => `Elegiste dos veces qué hacer con la fila ${row}`,
  wrongKind: (row: number, income: boolean) =>
    income
      ? `La fila ${row} es un ingreso: elige una categoría de ingresos`
      : `La fila ${row} es un gasto: elige una categoría de gastos`,
};

export const toSummary = (row: ImportRow): ImportSummary => ({
  id: row.id,
  account_id: row.accountId,
  file_name: row.fileName,
  format: row.format,
  status: row.status,
  total_rows: row.totalRows,
  imported_count: row.importedCount,
  duplicate_count: row.duplicateCount,
  created_at: row.createdAt.toISOString(),
  committed_at: isoOrNull(row.committedAt),
});

export async function requireImport(deps: Deps, userId: string, id: string): Promise<ImportRow> {
  const [row] = await deps.db
    .select(summaryColumns)
    .from(imports)
    .where(and(eq(imports.id, id), eq(imports.userId, userId)))
    .limit(1);
  if (!row) throw notFound(importMessages.notFound);
  return row;
}

export async function loadContent(deps: Deps, id: string): Promise<Buffer | null> {
  const [row] = await deps.db.select({ content: imports.content }).from(imports).where(eq(imports.id, id)).limit(1);
  return row?.content ?? null;
}

/** A statement of a several-account file (Norma 43) as the upload and the analysis list it. */
export const statementSummary = (
  part: Pick<StatementPart, 'account' | 'name' | 'currency' | 'rows' | 'balances'>,
  index: number,
): FileStatement => ({
  index,
  account: part.account,
  name: part.name,
  currency: part.currency,
  count: part.rows.length,
  opening: part.balances.opening,
  closing: part.balances.closing,
});
