import type { AppFile, AppMovement } from './model.ts';
import { accountOf, addOpening, newAppFile, typeFromName } from './model.ts';
import { amountOf, readTable } from './table.ts';

/** Firefly III's transaction export (Options → Export data), as its ExportDataGenerator writes it. */
export const FIREFLY_COLUMNS = [
  'group_id',
  'journal_id',
  'type',
  'amount',
  'currency_code',
  'source_name',
  'destination_name',
];

/** The account types that are the user's own; expense, revenue, cash and initial-balance accounts are not. */
const OWN = /^(asset account|default account|loan|debt|mortgage)$/i;

type Leg = { account: string; type: string };

/**
 * One row per journal: a withdrawal's amount is negative (money out of its source), a deposit's
 * and a transfer's positive; a transfer is one row naming both accounts, so both legs come from
 * it, paired by its journal id. A split is several journals of one group. The opening balance is
 * a journal from (or to) the «Initial balance account»; a reconciliation one with the
 * «Reconciliation account». Dates carry the time and zone of the user's Firefly: the calendar
 * date is the one written.
 */
export function readFirefly(text: string): AppFile {
  const file = newAppFile('firefly');
  const groups = new Map<string, AppMovement[]>();
  for (const row of readTable(text).rows) {
    const type = row.get('type').toLowerCase();
    const date = /^\d{4}-\d{2}-\d{2}/.exec(row.get('date'))?.[0] ?? null;
    const currency = row.get('currency_code').toUpperCase();
    const source: Leg = { account: row.get('source_name'), type: row.get('source_type') };
    const destination: Leg = { account: row.get('destination_name'), type: row.get('destination_type') };
    if (!date || !/^[A-Z]{3}$/.test(currency)) {
      file.problems.push({ row: row.line, message: date ? 'Falta la moneda' : 'La fecha no se entiende' });
      continue;
    }
    let amount: number;
    let foreign = 0;
    const foreignCurrency = row.get('foreign_currency_code').toUpperCase();
    try {
      amount = Math.abs(amountOf(row.get('amount'), '.', currency));
      if (foreignCurrency && row.get('foreign_amount'))
        foreign = Math.abs(amountOf(row.get('foreign_amount'), '.', foreignCurrency));
    } catch (error) {
      file.problems.push({ row: row.line, message: (error as Error).message });
      continue;
    }
    const journal = row.get('journal_id');
    const foreignNote = foreign
      ? `Importe original: ${row.get('foreign_amount').replace('-', '')} ${foreignCurrency}`
      : '';
    const notes = [row.get('notes'), foreignNote].filter(Boolean).join(' · ');
    const base = {
      row: row.line,
      date,
      notes,
      status: /^(1|true)$/i.test(row.get('reconciled')) ? ('reconciled' as const) : ('cleared' as const),
      pair: null,
      lines: [],
    };
    const own = (leg: Leg) => OWN.test(leg.type) || (!leg.type && leg.account !== '');

    if (type === 'opening balance' || type === 'reconciliation') {
      const into = own(destination);
      const leg = into ? destination : source;
      const account = accountOf(file, leg.account, currency, typeFromName(leg.account));
      const signed = into ? amount : -amount;
      if (type === 'opening balance') addOpening(account, date, signed);
      else
        file.movements.push({
          ...base,
          account: leg.account,
          amount: signed,
          payee: 'Conciliación',
          category: null,
          externalId: `firefly:${journal}`,
          transferTo: null,
        });
      continue;
    }
    // Paying a loan is a withdrawal into it, borrowing a deposit from it: both are own accounts.
    if (type === 'transfer' || (/^(withdrawal|deposit)$/.test(type) && own(source) && own(destination))) {
      accountOf(file, source.account, currency, typeFromName(source.account));
      const inCurrency = foreign ? foreignCurrency : currency;
      accountOf(file, destination.account, inCurrency, typeFromName(destination.account));
      const pair = `firefly:${journal}`;
      const legs: [Leg, number, Leg][] = [
        [source, -amount, destination],
        [destination, foreign || amount, source],
      ];
      for (const [leg, signed, other] of legs)
        file.movements.push({
          ...base,
          account: leg.account,
          amount: signed,
          payee: row.get('description'),
          category: null,
          externalId: `${pair}:${signed < 0 ? 'out' : 'in'}`,
          transferTo: other.account,
          pair,
        });
      continue;
    }
    const withdrawal = type === 'withdrawal';
    if (!withdrawal && type !== 'deposit') {
      file.problems.push({ row: row.line, message: `No sabemos qué es una transacción de tipo «${row.get('type')}»` });
      continue;
    }
    const [mine, them] = withdrawal ? [source, destination] : [destination, source];
    accountOf(file, mine.account, currency, typeFromName(mine.account));
    const category = row.get('category');
    const movement: AppMovement = {
      ...base,
      account: mine.account,
      amount: withdrawal ? -amount : amount,
      payee: /^\(cash\)$/i.test(them.account) ? row.get('description') : them.account || row.get('description'),
      notes: [row.get('description') !== them.account ? row.get('description') : '', notes].filter(Boolean).join(' · '),
      category: category
        ? { group: row.get('budget') || 'Firefly III', name: category, kind: withdrawal ? 'expense' : 'income' }
        : null,
      externalId: `firefly:${journal}`,
      transferTo: null,
    };
    const group = `${row.get('group_id')}|${mine.account}|${type}`;
    groups.set(group, [...(groups.get(group) ?? []), movement]);
  }
  for (const journals of groups.values()) file.movements.push(journals.length > 1 ? asSplit(journals) : journals[0]!);
  file.movements.sort((a, b) => a.row - b.row);
  return file;
}

/** The journals of one split group, in one account: one movement with a line per journal. */
function asSplit(journals: AppMovement[]): AppMovement {
  const first = journals[0]!;
  return {
    ...first,
    amount: journals.reduce((sum, journal) => sum + journal.amount, 0),
    category: null,
    notes: '',
    lines: journals.map((journal) => ({ amount: journal.amount, category: journal.category, notes: journal.notes })),
  };
}
