import { DatabaseSync } from 'node:sqlite';
import { minorDigits } from '@cuentas/shared/money';
import type { TransactionStatus } from '@cuentas/shared/schemas/transactions';
import {
  accountOf,
  addOpening,
  type AppCategory,
  type AppFile,
  type AppMovement,
  newAppFile,
  pairLegs,
  typeFromName,
} from './model.ts';
import { amountOf, dateOrderOf, decimalOf, isoDate, keyMaker, readTable } from './table.ts';

type Row = Record<string, unknown>;

/** Actual keeps every amount in hundredths, whatever the currency: scaled to its minor units. */
function scale(amount: number, currency: string): number {
  const digits = minorDigits(currency);
  return digits === 2 ? amount : Math.round(amount * 10 ** (digits - 2));
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
const flag = (value: unknown) => value === 1 || value === 1n || value === true;
const all = (db: DatabaseSync, table: string): Row[] => {
  const exists = db.prepare("select 1 from sqlite_master where type in ('table','view') and name = ?").get(table);
  return exists ? (db.prepare(`select * from "${table}"`).all() as Row[]) : [];
};
const idMap = (rows: Row[], target: string) => new Map(rows.map((row) => [text(row.id), text(row[target])]));

/**
 * Actual's «Export data» zip holds its database, `db.sqlite`. Deleted rows keep a tombstone;
 * splits are a parent (isParent) with child rows (isChild, parent_id); a transfer is two rows
 * pointing at each other (transferred_id) whose payee names the other account (transfer_acct);
 * the starting balance is a row flagged starting_balance_flag. Dates are YYYYMMDD integers and
 * amounts integer hundredths. Categories and payees may have been merged: the *_mapping tables
 * lead a merged id to the one it became.
 */
export function readActualDatabase(bytes: Uint8Array, currency: string): AppFile {
  const db = new DatabaseSync(':memory:');
  try {
    db.deserialize(bytes);
    return readOpened(db, currency);
  } finally {
    db.close();
  }
}

function readOpened(db: DatabaseSync, currency: string): AppFile {
  const file = newAppFile('actual');
  const live = (rows: Row[]) => rows.filter((row) => !flag(row.tombstone));
  const accounts = new Map(live(all(db, 'accounts')).map((row) => [text(row.id), text(row.name)]));
  const groups = new Map(live(all(db, 'category_groups')).map((row) => [text(row.id), text(row.name)]));
  const categories = new Map<string, AppCategory>(
    live(all(db, 'categories')).map((row) => [
      text(row.id),
      {
        group: groups.get(text(row.cat_group)) ?? 'Actual',
        name: text(row.name),
        kind: flag(row.is_income) ? 'income' : 'expense',
      },
    ]),
  );
  const payees = new Map(live(all(db, 'payees')).map((row) => [text(row.id), row]));
  const categoryMapping = idMap(all(db, 'category_mapping'), 'transferId');
  const payeeMapping = idMap(all(db, 'payee_mapping'), 'targetId');
  const categoryOf = (id: unknown) => categories.get(categoryMapping.get(text(id)) || text(id)) ?? null;
  const payeeOf = (id: unknown) => payees.get(payeeMapping.get(text(id)) || text(id));

  const rows = live(all(db, 'transactions'));
  const children = new Map<string, Row[]>();
  for (const row of rows) {
    if (!flag(row.isChild)) continue;
    const parent = text(row.parent_id);
    children.set(parent, [...(children.get(parent) ?? []), row]);
  }
  for (const [index, row] of rows.entries()) {
    if (flag(row.isChild)) continue;
    const accountName = accounts.get(text(row.acct));
    if (accountName === undefined) continue;
    const dateNumber = String(row.date ?? '');
    const date = /^\d{8}$/.test(dateNumber)
      ? `${dateNumber.slice(0, 4)}-${dateNumber.slice(4, 6)}-${dateNumber.slice(6)}`
      : null;
    const account = accountOf(
      file,
      accountName,
      currency,
      flag(row.offbudget) ? 'investment' : typeFromName(accountName),
    );
    if (!date) {
      file.problems.push({ row: index + 1, message: `La fecha «${dateNumber}» no se entiende` });
      continue;
    }
    const amount = scale(Number(row.amount ?? 0), currency);
    const payee = payeeOf(row.description);
    if (flag(row.starting_balance_flag)) {
      addOpening(account, date, amount);
      continue;
    }
    const transferAccount = payee?.transfer_acct ? accounts.get(text(payee.transfer_acct)) : undefined;
    const status: TransactionStatus = flag(row.reconciled) ? 'reconciled' : flag(row.cleared) ? 'cleared' : 'uncleared';
    const lines = flag(row.isParent)
      ? (children.get(text(row.id)) ?? []).map((child) => ({
          amount: scale(Number(child.amount ?? 0), currency),
          category: categoryOf(child.category),
          notes: text(child.notes),
        }))
      : [];
    const id = text(row.id);
    const other = text(row.transferred_id);
    const movement: AppMovement = {
      row: index + 1,
      account: accountName,
      date,
      amount,
      payee: transferAccount ? '' : text(payee?.name),
      notes: text(row.notes),
      category: transferAccount || lines.length ? null : categoryOf(row.category),
      status,
      externalId: `actual:${id}`,
      transferTo: transferAccount ?? null,
      pair: transferAccount && other ? `actual:${id < other ? id : other}` : null,
      lines,
    };
    file.movements.push(movement);
  }
  // A leg whose partner was deleted is found by date and amount, or reported.
  const lonely = file.movements.filter((leg) => leg.pair !== null);
  const count = new Map<string, number>();
  for (const leg of lonely) count.set(leg.pair!, (count.get(leg.pair!) ?? 0) + 1);
  for (const leg of lonely) if (count.get(leg.pair!) !== 2) leg.pair = null;
  pairLegs(file, true);
  return file;
}

/** Actual's per-account CSV: Account, Date, Payee, Notes, Category, Amount, Split_Amount, Cleared. */
export const ACTUAL_CSV_COLUMNS = ['account', 'date', 'payee', 'notes', 'category', 'amount', 'cleared'];

export function readActualCsv(csv: string, currency: string): AppFile {
  const file = newAppFile('actual');
  const table = readTable(csv);
  const order = dateOrderOf(table.rows.map((row) => row.get('date')));
  const decimal = decimalOf(table.rows.map((row) => row.get('amount')));
  const key = keyMaker('actual-csv');
  for (const row of table.rows) {
    const accountName = row.get('account');
    const date = isoDate(row.get('date'), order);
    if (!accountName || !date) {
      file.problems.push({ row: row.line, message: accountName ? 'La fecha no se entiende' : 'Falta la cuenta' });
      continue;
    }
    let amount: number;
    try {
      amount = amountOf(row.get('amount'), decimal, currency);
    } catch (error) {
      file.problems.push({ row: row.line, message: (error as Error).message });
      continue;
    }
    const account = accountOf(file, accountName, currency, typeFromName(accountName));
    const payee = row.get('payee');
    if (payee === 'Starting Balance') {
      addOpening(account, date, amount);
      continue;
    }
    const transfer = /^Transfer(?: to| from)?:? (.+)$/i.exec(payee);
    const category = row.get('category');
    const cleared = row.get('cleared').toLowerCase();
    file.movements.push({
      row: row.line,
      account: accountName,
      date,
      amount,
      payee: transfer ? '' : payee,
      notes: row.get('notes'),
      category:
        category && !transfer ? { group: 'Actual', name: category, kind: amount > 0 ? 'income' : 'expense' } : null,
      status: cleared === 'reconciled' ? 'reconciled' : cleared === 'cleared' ? 'cleared' : 'uncleared',
      externalId: key([accountName, date, payee, row.get('amount'), row.get('notes')]),
      transferTo: transfer ? transfer[1]!.trim() : null,
      pair: null,
      lines: [],
    });
  }
  pairLegs(file, true);
  return file;
}
