import { amountFromNumber } from '../amounts.ts';
import type { Cell } from '../rows.ts';
import type { AppFile, AppMovement } from './model.ts';
import { accountOf, newAppFile, pairLegs, typeFromName } from './model.ts';
import { amountOf, dateOrderOf, decimalOf, isoDate, keyMaker } from './table.ts';

const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').trim().toLowerCase();

/** The columns Fintonic's movement export is found by (its headers are Spanish). */
const COLUMN = {
  date: /^fecha( (de )?operacion)?$/,
  concept: /^(concepto|descripcion)$/,
  amount: /^importe( \(eur\))?$/,
  category: /^categoria$/,
  subcategory: /^subcategoria$/,
  bank: /^(entidad|banco)$/,
  account: /^(cuenta|producto|tarjeta)$/,
  balance: /^saldo$/,
  notes: /^(nota|notas|comentario)$/,
};
type Column = keyof typeof COLUMN;

/** The header row of a Fintonic export among its first rows: one with a date, a concept and an amount. */
export function fintonicHeader(rows: string[][]): { at: number; columns: Partial<Record<Column, number>> } | null {
  for (const [at, row] of rows.slice(0, 15).entries()) {
    const columns: Partial<Record<Column, number>> = {};
    row.forEach((cell, index) => {
      const name = fold(cell);
      for (const [column, pattern] of Object.entries(COLUMN) as [Column, RegExp][])
        if (pattern.test(name) && columns[column] === undefined) columns[column] = index;
    });
    if (columns.date !== undefined && columns.concept !== undefined && columns.amount !== undefined)
      return { at, columns };
  }
  return null;
}

const cellText = (cell: Cell | undefined) =>
  cell instanceof Date ? cell.toISOString().slice(0, 10) : cell === undefined ? '' : String(cell).trim();

/**
 * Fintonic's export of movements (Excel or CSV): a few lines of title, then Fecha, Concepto,
 * Categoría (and Subcategoría), Importe with a decimal comma, and where the export has them the
 * bank, the account and the balance after each movement. Every row names its account by bank and
 * product; without them all rows go to one account, «Fintonic». The balance column, when present,
 * gives each account's opening balance (the oldest movement's balance less its amount).
 */
export function readFintonic(cells: Cell[][], currency: string): AppFile {
  const file = newAppFile('fintonic');
  const header = fintonicHeader(cells.slice(0, 15).map((row) => row.map(cellText)));
  if (!header) return file;
  const { at, columns } = header;
  const rows = cells.slice(at + 1);
  const get = (row: Cell[], column: Column) => (columns[column] === undefined ? '' : cellText(row[columns[column]!]));
  const order = dateOrderOf(rows.map((row) => get(row, 'date')));
  const decimal = decimalOf(rows.map((row) => get(row, 'amount')).filter((text) => !/^-?\d+(\.\d+)?$/.test(text)));
  const key = keyMaker('fintonic');
  const oldest = new Map<string, { movement: AppMovement; balance: number }>();
  for (const [index, row] of rows.entries()) {
    const line = at + index + 2;
    if (row.every((cell) => cellText(cell) === '')) continue;
    const date = isoDate(get(row, 'date'), order);
    const amountCell = row[columns.amount!];
    const accountName = [get(row, 'bank'), get(row, 'account')].filter(Boolean).join(' · ') || 'Fintonic';
    if (!date) {
      file.problems.push({ row: line, message: 'La fecha no se entiende' });
      continue;
    }
    let amount: number;
    let balance: number | null = null;
    try {
      amount = numberCell(amountCell, decimal, currency);
      if (columns.balance !== undefined && get(row, 'balance') !== '')
        balance = numberCell(row[columns.balance], decimal, currency);
    } catch (error) {
      file.problems.push({ row: line, message: (error as Error).message });
      continue;
    }
    accountOf(file, accountName, currency, typeFromName(accountName));
    const categoryName = get(row, 'subcategory') || get(row, 'category');
    const transfer = /transferencia|traspaso/i.test(get(row, 'category'));
    const movement: AppMovement = {
      row: line,
      account: accountName,
      date,
      amount,
      payee: get(row, 'concept'),
      notes: get(row, 'notes'),
      category:
        categoryName && !transfer
          ? { group: get(row, 'category') || 'Fintonic', name: categoryName, kind: amount > 0 ? 'income' : 'expense' }
          : null,
      status: 'cleared',
      externalId: key([accountName, date, get(row, 'concept'), amount]),
      transferTo: transfer ? '' : null,
      pair: null,
      lines: [],
      bankText: true,
    };
    file.movements.push(movement);
    // Exports list the newest first: the oldest is the last row of the earliest date.
    const seen = oldest.get(accountName);
    if (balance !== null && (!seen || date <= seen.movement.date)) oldest.set(accountName, { movement, balance });
  }
  for (const [name, { movement, balance }] of oldest)
    file.accounts.get(name)!.opening = { date: movement.date, amount: balance - movement.amount };
  pairLegs(file, false);
  return file;
}

function numberCell(cell: Cell | undefined, decimal: ',' | '.', currency: string): number {
  if (typeof cell === 'number') {
    const result = amountFromNumber(cell, currency);
    if (!result.ok) throw new Error(result.message);
    return result.minor;
  }
  return amountOf(cellText(cell), decimal, currency);
}
