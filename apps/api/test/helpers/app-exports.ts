import { DatabaseSync } from 'node:sqlite';
import { strToU8, zipSync } from 'fflate';

/**
 * Exports as YNAB, Actual, Firefly III, Fintonic and Wallet write them (decision 047), a few dozen
 * rows each with transfers, a split, a reconciled row, unicode payees and, where the app has it,
 * foreign currency. Each carries the balances the app itself shows, summed here from the rows.
 * Firefly III, Wallet and Fintonic are in app-exports-more.ts.
 */
export type AppExport = { bytes: Buffer; balances: Record<string, number>; transfers: number; movements: number };

export const months = ['01', '02', '03', '04', '05', '06', '07', '08', '09'];
export const quote = (cells: (string | number)[]) =>
  cells.map((cell) => `"${String(cell).replace(/"/g, '""')}"`).join(',');
/** 1234.5 → «1.234,50€», as a YNAB budget set to Spanish number format writes it. */
const ynabMoney = (minor: number) =>
  minor === 0
    ? '0,00€'
    : `${new Intl.NumberFormat('es-ES', { minimumFractionDigits: 2, useGrouping: 'always' }).format(minor / 100)}€`;

export function ynabExport(): AppExport {
  const rows: (string | number)[][] = [];
  const balances: Record<string, number> = { 'Cuenta BBVA': 0, 'Ahorro ING': 0, 'Tarjeta Visa': 0 };
  let movements = 0;
  const add = (
    account: string,
    date: string,
    payee: string,
    group: string,
    category: string,
    memo: string,
    amount: number,
    cleared = 'Cleared',
  ) => {
    balances[account]! += amount;
    if (payee !== 'Starting Balance') movements++;
    const joined = group ? `${group}: ${category}` : '';
    rows.push([
      account,
      '',
      date,
      payee,
      joined,
      group,
      category,
      memo,
      amount < 0 ? ynabMoney(-amount) : ynabMoney(0),
      amount > 0 ? ynabMoney(amount) : ynabMoney(0),
      cleared,
    ]);
  };
  add('Cuenta BBVA', '01/01/2025', 'Starting Balance', 'Inflow', 'Ready to Assign', '', 150000, 'Reconciled');
  add('Ahorro ING', '01/01/2025', 'Starting Balance', 'Inflow', 'Ready to Assign', '', 500000, 'Reconciled');
  add('Tarjeta Visa', '01/01/2025', 'Starting Balance', 'Inflow', 'Ready to Assign', '', 0, 'Reconciled');
  for (const month of months) {
    add('Cuenta BBVA', `28/${month}/2025`, 'Nómina ACME S.L.', 'Inflow', 'Ready to Assign', '', 210000);
    add('Cuenta BBVA', `03/${month}/2025`, 'Mercadona', 'Gastos diarios', 'Supermercados', '', -8540);
    add('Tarjeta Visa', `12/${month}/2025`, 'Café «Ñandú» ☕', 'Ocio', 'Cafés y caprichos', 'con Lucía', -320);
    add('Cuenta BBVA', `15/${month}/2025`, 'Transfer : Ahorro ING', '', '', 'ahorro del mes', -30000);
    add('Ahorro ING', `15/${month}/2025`, 'Transfer : Cuenta BBVA', '', '', 'ahorro del mes', 30000);
  }
  // The card paid from the current account: one transfer more.
  add('Cuenta BBVA', '20/09/2025', 'Transfer : Tarjeta Visa', '', '', '', -2880);
  add('Tarjeta Visa', '20/09/2025', 'Transfer : Cuenta BBVA', '', '', '', 2880);
  // A split: one purchase, two categories.
  add('Cuenta BBVA', '21/09/2025', 'Carrefour', 'Gastos diarios', 'Supermercados', 'Split (1/2) comida', -8000);
  add('Cuenta BBVA', '21/09/2025', 'Carrefour', 'Hogar', 'Limpieza', 'Split (2/2) detergente', -4000);
  movements -= 1; // the two split lines are one movement
  add('Cuenta BBVA', '22/09/2025', 'Farmacia Pérez', 'Salud', 'Farmacia', '', -1250, 'Uncleared');
  const header = quote([
    'Account',
    'Flag',
    'Date',
    'Payee',
    'Category Group/Category',
    'Category Group',
    'Category',
    'Memo',
    'Outflow',
    'Inflow',
    'Cleared',
  ]);
  const bad = quote(['Cuenta BBVA', '', '31/02/2025', 'Fecha imposible', '', '', '', '', '1,00€', '0,00€', 'Cleared']);
  const register = `\uFEFF${header}\n${rows.map(quote).join('\n')}\n${bad}\n`;
  const plan = `\uFEFF${quote(['Month', 'Category Group/Category', 'Category Group', 'Category', 'Assigned', 'Activity', 'Available'])}\n`;
  const bytes = Buffer.from(
    zipSync({
      'Mi presupuesto as of 2025-09-30 10-00 - Register.csv': strToU8(register),
      'Mi presupuesto as of 2025-09-30 10-00 - Plan.csv': strToU8(plan),
    }),
  );
  return { bytes, balances, transfers: months.length + 1, movements };
}

export function actualExport(): AppExport {
  const db = new DatabaseSync(':memory:');
  db.exec(`
    create table accounts (id text primary key, name text, offbudget integer default 0, closed integer default 0, tombstone integer default 0);
    create table category_groups (id text primary key, name text, is_income integer default 0, tombstone integer default 0);
    create table categories (id text primary key, name text, is_income integer default 0, cat_group text, tombstone integer default 0);
    create table category_mapping (id text primary key, transferId text);
    create table payees (id text primary key, name text, category text, tombstone integer default 0, transfer_acct text);
    create table payee_mapping (id text primary key, targetId text);
    create table transactions (id text primary key, isParent integer default 0, isChild integer default 0, acct text, category text,
      amount integer, description text, notes text, date integer, starting_balance_flag integer default 0, transferred_id text,
      tombstone integer default 0, cleared integer default 1, reconciled integer default 0, parent_id text);
  `);
  const run = (sql: string, ...values: (string | number | null)[]) => db.prepare(sql).run(...values);
  run(
    "insert into accounts values ('a1', 'Cuenta nómina', 0, 0, 0), ('a2', 'Colchón 🛏️', 0, 0, 0), ('a3', 'Borrada', 0, 1, 1)",
  );
  run("insert into category_groups values ('g1', 'Usual Expenses', 0, 0), ('g2', 'Income', 1, 0)");
  run(
    "insert into categories values ('c1', 'Food', 0, 'g1', 0), ('c2', 'Restaurants', 0, 'g1', 0), ('c3', 'Income', 1, 'g2', 0), ('c4', 'Starting Balances', 1, 'g2', 0), ('c5', 'Comida vieja', 0, 'g1', 1)",
  );
  run("insert into category_mapping values ('c1','c1'), ('c2','c2'), ('c3','c3'), ('c4','c4'), ('c5','c1')");
  run(
    "insert into payees values ('p0', 'Starting Balance', null, 0, null), ('p1', 'Lidl', null, 0, null), ('p2', 'Bar Ñandú', null, 0, null), ('p3', 'Empresa', null, 0, null), ('t1', '', null, 0, 'a1'), ('t2', '', null, 0, 'a2')",
  );
  const balances: Record<string, number> = { 'Cuenta nómina': 0, 'Colchón 🛏️': 0 };
  let movements = 0;
  let n = 0;
  const tx = (
    acct: string,
    amount: number,
    payee: string,
    category: string | null,
    date: number,
    extra: Partial<Record<string, string | number>> = {},
  ) => {
    const id = (extra.id as string) ?? `x${++n}`;
    run(
      'insert into transactions (id, acct, amount, description, category, date, notes, starting_balance_flag, transferred_id, tombstone, reconciled, isParent, isChild, parent_id) values (?,?,?,?,?,?,?,?,?,?,?,?,?,?)',
      id,
      acct,
      amount,
      payee,
      category,
      date,
      (extra.notes as string) ?? '',
      extra.start ?? 0,
      (extra.transferred as string) ?? null,
      extra.tombstone ?? 0,
      extra.reconciled ?? 0,
      extra.parent ?? 0,
      extra.child ?? 0,
      (extra.parent_id as string) ?? null,
    );
    const name = acct === 'a1' ? 'Cuenta nómina' : 'Colchón 🛏️';
    if (!extra.tombstone && !extra.child) {
      balances[name]! += amount;
      if (!extra.start) movements++;
    }
  };
  tx('a1', 120000, 'p0', 'c4', 20250101, { start: 1 });
  tx('a2', 300000, 'p0', 'c4', 20250101, { start: 1 });
  for (const [index, month] of months.entries()) {
    tx('a1', 180000, 'p3', 'c3', Number(`2025${month}01`));
    tx('a1', -4235 - index, 'p1', 'c5', Number(`2025${month}05`), { reconciled: index < 3 ? 1 : 0 });
    tx('a1', -2500, 'p2', 'c2', Number(`2025${month}09`), { notes: 'cena' });
    tx('a1', -20000, 't2', null, Number(`2025${month}20`), { id: `out${month}`, transferred: `in${month}` });
    tx('a2', 20000, 't1', null, Number(`2025${month}20`), { id: `in${month}`, transferred: `out${month}` });
  }
  tx('a1', -6000, 'p1', null, 20250925, { id: 'split', parent: 1 });
  tx('a1', -4500, 'p1', 'c1', 20250925, { child: 1, parent_id: 'split' });
  tx('a1', -1500, 'p1', 'c2', 20250925, { child: 1, parent_id: 'split' });
  tx('a1', -99999, 'p1', 'c1', 20250926, { tombstone: 1 });
  const sqlite = db.serialize();
  db.close();
  const bytes = Buffer.from(
    zipSync({
      'db.sqlite': sqlite,
      'metadata.json': strToU8('{"id":"My-Finances-1a2b3c","budgetName":"My Finances"}'),
    }),
  );
  return { bytes, balances, transfers: months.length, movements };
}
