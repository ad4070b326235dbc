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
import { amountOf, currencyOfSymbols, dateOrderOf, decimalOf, isoDate, keyMaker, readTable } from './table.ts';

/** The register's columns (YNAB's «Export budget»: `<budget> - Register.csv`). */
export const YNAB_COLUMNS = [
  'account',
  'date',
  'payee',
  'category group/category',
  'memo',
  'outflow',
  'inflow',
  'cleared',
];

const TRANSFER = /^Transfer : (.+)$/;
const SPLIT = /^Split \((\d+)\/(\d+)\)\s*/;
const STARTING = new Set(['Starting Balance', 'Saldo inicial']);
const READY_TO_ASSIGN = /^(Inflow: )?(Ready to Assign|To be Budgeted)$/i;

const statusOf = (text: string): TransactionStatus =>
  text === 'Reconciled' ? 'reconciled' : text === 'Cleared' ? 'cleared' : 'uncleared';

function categoryOf(group: string, name: string, joined: string): AppCategory | null {
  if (!name && !joined) return null;
  if (READY_TO_ASSIGN.test(joined) || READY_TO_ASSIGN.test(name) || group === 'Inflow')
    return { group: group || 'Inflow', name: name || 'Ready to Assign', kind: 'income' };
  return { group: group || 'YNAB', name: name || joined, kind: 'expense' };
}

/**
 * YNAB's register: one row per movement and per split line («Split (1/3) memo»), amounts as
 * Outflow and Inflow with the budget's currency symbol, dates in the budget's format, transfers as
 * the payee «Transfer : <account>» on both accounts, and the starting balance as a movement of its
 * own that becomes the account's opening balance here.
 */
export function readYnab(text: string, baseCurrency: string): AppFile {
  const file = newAppFile('ynab');
  const table = readTable(text);
  const order = dateOrderOf(table.rows.map((row) => row.get('date')));
  const amounts = table.rows.flatMap((row) => [row.get('outflow'), row.get('inflow')]);
  const decimal = decimalOf(amounts);
  // The register carries no currency code, only the budget's symbol on every amount.
  const currency = currencyOfSymbols(amounts, baseCurrency);
  const key = keyMaker('ynab');
  let split: { movement: AppMovement; count: number } | null = null;

  for (const row of table.rows) {
    const accountName = row.get('account');
    const date = isoDate(row.get('date'), order);
    if (!accountName || !date) {
      file.problems.push({ row: row.line, message: accountName ? 'La fecha no se entiende' : 'Falta la cuenta' });
      continue;
    }
    let amount: number;
    try {
      amount = amountOf(row.get('inflow'), decimal, currency) - amountOf(row.get('outflow'), decimal, currency);
    } catch (error) {
      file.problems.push({ row: row.line, message: (error as Error).message });
      continue;
    }
    const account = accountOf(file, accountName, currency, typeFromName(accountName));
    const payee = row.get('payee');
    const category = categoryOf(row.get('category group'), row.get('category'), row.get('category group/category'));
    if (STARTING.has(payee)) {
      addOpening(account, date, amount);
      continue;
    }
    const memo = row.get('memo');
    const splitMatch = SPLIT.exec(memo);
    const line = { amount, category, notes: memo.replace(SPLIT, '') };
    if (splitMatch && split && Number(splitMatch[1]) > 1 && split.movement.account === accountName) {
      split.movement.amount += amount;
      split.movement.lines.push(line);
      if (split.movement.lines.length === split.count) split = null;
      continue;
    }
    const transfer = splitMatch ? null : TRANSFER.exec(payee);
    const movement: AppMovement = {
      row: row.line,
      account: accountName,
      date,
      amount,
      payee: transfer ? '' : payee,
      notes: splitMatch ? '' : memo,
      category: transfer || splitMatch ? null : category,
      status: statusOf(row.get('cleared')),
      externalId: key([accountName, date, payee, row.get('outflow'), row.get('inflow'), memo]),
      transferTo: transfer ? transfer[1]!.trim() : null,
      pair: null,
      lines: splitMatch ? [line] : [],
    };
    split = splitMatch ? { movement, count: Number(splitMatch[2]) } : null;
    file.movements.push(movement);
  }
  pairLegs(file, true);
  return file;
}
