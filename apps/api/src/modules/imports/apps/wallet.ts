import type { AppFile } from './model.ts';
import { accountOf, newAppFile, pairLegs, typeFromName } from './model.ts';
import { amountOf, dateOrderOf, decimalOf, isoDate, keyMaker, readTable } from './table.ts';

/** Wallet by BudgetBakers' records export (web app → Records → Export, CSV with «;»). */
export const WALLET_COLUMNS = ['account', 'category', 'currency', 'amount', 'type', 'date', 'transfer'];

/**
 * One row per record, each account in its own currency (`ref_currency_amount` is the same money
 * in the user's main currency, not needed here). A transfer is a record in each account flagged
 * `transfer` = true, with opposite amounts on the same date; the other account is not named, so
 * the legs are paired by date and amount. The export has no starting balances: each account's
 * balance here is the sum of its records, which is what Wallet shows when the account was created
 * at zero (decision 047).
 */
export function readWallet(text: string): AppFile {
  const file = newAppFile('wallet');
  const table = readTable(text);
  const order = dateOrderOf(table.rows.map((row) => row.get('date')));
  const decimal = decimalOf(table.rows.map((row) => row.get('amount')));
  const key = keyMaker('wallet');
  for (const row of table.rows) {
    const accountName = row.get('account');
    const currency = row.get('currency').toUpperCase();
    const date = isoDate(row.get('date'), order);
    if (!accountName || !date || !/^[A-Z]{3}$/.test(currency)) {
      const message = !accountName ? 'Falta la cuenta' : !date ? 'La fecha no se entiende' : 'Falta la moneda';
      file.problems.push({ row: row.line, message });
      continue;
    }
    let amount: number;
    try {
      amount = Math.abs(amountOf(row.get('amount'), decimal, currency));
    } catch (error) {
      file.problems.push({ row: row.line, message: (error as Error).message });
      continue;
    }
    const income = /^income$/i.test(row.get('type'));
    if (!income) amount = -amount;
    accountOf(file, accountName, currency, typeFromName(accountName));
    const transfer = /^true$/i.test(row.get('transfer'));
    const category = row.get('category');
    const labels = row.get('labels');
    file.movements.push({
      row: row.line,
      account: accountName,
      date,
      amount,
      payee: row.get('payee'),
      notes: [row.get('note'), labels ? `Etiquetas: ${labels}` : ''].filter(Boolean).join(' · '),
      category: category && !transfer ? { group: 'Wallet', name: category, kind: income ? 'income' : 'expense' } : null,
      status: 'cleared',
      externalId: key([accountName, row.get('date'), row.get('amount'), row.get('payee'), row.get('note'), category]),
      transferTo: transfer ? '' : null,
      pair: null,
      lines: [],
    });
  }
  pairLegs(file, false);
  return file;
}
