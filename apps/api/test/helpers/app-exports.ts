import { DatabaseSync } from 'node:sqlite';
import { strToU8, zipSync } from 'fflate';
import ExcelJS from 'exceljs';

/**
 * Exports as YNAB, Actual, Firefly III, Fintonic and Wallet write them (decision 047), a few dozen
 * rows each with transfers, a split, a reconciled row, unicode payees and, where the app has it,
 * foreign currency. Each carries the balances the app itself shows, summed here from the rows.
 */
export type AppExport = { bytes: Buffer; balances: Record<string, number>; transfers: number; movements: number };

const months = ['01', '02', '03', '04', '05', '06', '07', '08', '09'];
const quote = (cells: (string | number)[]) => cells.map((cell) => `"${String(cell).replace(/"/g, '""')}"`).join(',');
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

const FIREFLY_HEADER = [
  'user_id',
  'group_id',
  'journal_id',
  'created_at',
  'updated_at',
  'group_title',
  'type',
  'currency_code',
  'amount',
  'foreign_currency_code',
  'foreign_amount',
  'native_currency_code',
  'native_amount',
  'native_foreign_amount',
  'description',
  'date',
  'source_name',
  'source_iban',
  'source_type',
  'destination_name',
  'destination_iban',
  'destination_type',
  'reconciled',
  'category',
  'budget',
  'bill',
  'tags',
  'notes',
];

export function fireflyExport(): AppExport {
  const rows: string[][] = [];
  const balances: Record<string, number> = { 'Cuenta corriente': 0, 'Cuenta ahorro': 0 };
  let movements = 0;
  let journal = 100;
  const row = (
    group: number,
    type: string,
    amount: string,
    description: string,
    date: string,
    source: [string, string],
    destination: [string, string],
    extra: Partial<Record<string, string>> = {},
  ) => {
    journal++;
    const cells: Record<string, string> = {
      user_id: '1',
      group_id: String(group),
      journal_id: String(journal),
      created_at: `${date}T10:00:00+01:00`,
      updated_at: `${date}T10:00:00+01:00`,
      group_title: extra.group_title ?? '',
      type,
      currency_code: 'EUR',
      amount,
      foreign_currency_code: extra.foreign_currency_code ?? '',
      foreign_amount: extra.foreign_amount ?? '',
      native_currency_code: 'EUR',
      native_amount: amount,
      native_foreign_amount: '',
      description,
      date: `${date}T00:00:00+01:00`,
      source_name: source[0],
      source_iban: '',
      source_type: source[1],
      destination_name: destination[0],
      destination_iban: '',
      destination_type: destination[1],
      reconciled: extra.reconciled ?? 'false',
      category: extra.category ?? '',
      budget: extra.budget ?? '',
      bill: '',
      tags: '',
      notes: extra.notes ?? '',
    };
    rows.push(FIREFLY_HEADER.map((name) => cells[name]!));
  };
  const ASSET = 'Asset account';
  row(
    1,
    'Opening balance',
    '2500.00',
    'Saldo inicial de Cuenta corriente',
    '2025-01-01',
    ['Cuenta corriente initial balance', 'Initial balance account'],
    ['Cuenta corriente', ASSET],
  );
  balances['Cuenta corriente']! += 250000;
  let group = 2;
  for (const month of months) {
    row(
      group++,
      'Deposit',
      '1950.00',
      'Nómina',
      `2025-${month}-27`,
      ['ACME Iberia', 'Revenue account'],
      ['Cuenta corriente', ASSET],
      { category: 'Salario' },
    );
    row(
      group++,
      'Withdrawal',
      '-64.30',
      'Compra semanal',
      `2025-${month}-04`,
      ['Cuenta corriente', ASSET],
      ['Mercadona', 'Expense account'],
      { category: 'Groceries', budget: 'Casa', reconciled: month < '04' ? 'true' : 'false' },
    );
    row(
      group++,
      'Transfer',
      '150.00',
      'Ahorro mensual',
      `2025-${month}-16`,
      ['Cuenta corriente', ASSET],
      ['Cuenta ahorro', ASSET],
    );
    balances['Cuenta corriente']! += 195000 - 6430 - 15000;
    balances['Cuenta ahorro']! += 15000;
    movements += 4;
  }
  // A split: one group, two journals.
  row(
    group,
    'Withdrawal',
    '-30.00',
    'Ikea: lámpara',
    '2025-09-20',
    ['Cuenta corriente', ASSET],
    ['IKEA Ibérica', 'Expense account'],
    { category: 'Hogar', group_title: 'IKEA' },
  );
  row(
    group++,
    'Withdrawal',
    '-12.50',
    'Ikea: comida',
    '2025-09-20',
    ['Cuenta corriente', ASSET],
    ['IKEA Ibérica', 'Expense account'],
    { category: 'Restaurantes', group_title: 'IKEA' },
  );
  balances['Cuenta corriente']! -= 4250;
  movements += 1;
  // Paid in dollars on a euro account.
  row(
    group,
    'Withdrawal',
    '-46.12',
    'Libro',
    '2025-09-22',
    ['Cuenta corriente', ASSET],
    ['Amazon.com', 'Expense account'],
    { category: 'Libros', foreign_currency_code: 'USD', foreign_amount: '-49.99' },
  );
  balances['Cuenta corriente']! -= 4612;
  movements += 1;
  const text = [FIREFLY_HEADER, ...rows].map(quote).join('\n') + '\n';
  return { bytes: Buffer.from(text), balances, transfers: months.length, movements };
}

export function walletExport(): AppExport {
  const header =
    'account;category;currency;amount;ref_currency_amount;type;payment_type;payment_type_local;note;date;gps_latitude;gps_longitude;gps_accuracy_in_meters;warranty_in_month;transfer;payee;labels;envelope_id;custom_category';
  const lines: string[] = [];
  const balances: Record<string, number> = { Efectivo: 0, 'Cuenta USD': 0 };
  let movements = 0;
  const add = (
    account: string,
    category: string,
    currency: string,
    amount: number,
    type: string,
    date: string,
    transfer: boolean,
    payee: string,
    note = '',
  ) => {
    const text = (amount / 100).toFixed(2);
    lines.push(
      [
        account,
        category,
        currency,
        text,
        text,
        type,
        'CASH',
        'Efectivo',
        note,
        date,
        '',
        '',
        '',
        '',
        String(transfer),
        payee,
        '',
        '',
        'false',
      ].join(';'),
    );
    balances[account]! += amount;
    movements++;
  };
  for (const month of months) {
    add('Efectivo', 'Groceries', 'EUR', -2315, 'Expenses', `2025-${month}-06 18:30:00`, false, 'Frutería Ñam');
    add(
      'Efectivo',
      'Restaurant, fast-food',
      'EUR',
      -1490,
      'Expenses',
      `2025-${month}-13 14:05:00`,
      false,
      'Döner König',
    );
    add('Cuenta USD', 'Wage, invoices', 'USD', 50000, 'Income', `2025-${month}-01 09:00:00`, false, 'Freelance client');
    add('Cuenta USD', 'Transfer, withdraw', 'USD', -10000, 'Expenses', `2025-${month}-02 10:00:00`, true, '');
    add('Efectivo', 'Transfer, withdraw', 'EUR', 9200, 'Income', `2025-${month}-02 10:00:00`, true, '');
  }
  // A record left without a category: the merchant dictionary files it.
  add('Efectivo', '', 'EUR', -4170, 'Expenses', '2025-09-27 11:00:00', false, 'Mercadona');
  return { bytes: Buffer.from(`${header}\n${lines.join('\n')}\n`), balances, transfers: months.length, movements };
}

/** Fintonic's Excel: a title block, then its Spanish headers and the balance after each movement, newest first. */
export async function fintonicExport(): Promise<AppExport> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Movimientos');
  sheet.addRow(['Fintonic - Movimientos']);
  sheet.addRow(['Exportado el 30/09/2025']);
  sheet.addRow([]);
  sheet.addRow(['Fecha', 'Concepto', 'Categoría', 'Subcategoría', 'Importe', 'Entidad', 'Cuenta', 'Saldo']);
  type Row = [string, string, string, string, number, string];
  const rows: Row[] = [];
  for (const month of months) {
    rows.push([`02/${month}/2025`, 'NOMINA EMPRESA SA', 'Ingresos', 'Nómina', 1800, 'Santander']);
    rows.push([`07/${month}/2025`, 'COMPRA MERCADONA VALENCIA', 'Alimentación', 'Supermercados', -73.15, 'Santander']);
    rows.push([`18/${month}/2025`, 'TRASPASO A CUENTA AHORRO', 'Transferencias', 'Traspasos', -200, 'Santander']);
    rows.push([`18/${month}/2025`, 'TRASPASO DESDE CUENTA NOMINA', 'Transferencias', 'Traspasos', 200, 'Openbank']);
    rows.push([`21/${month}/2025`, 'ENDESA ENERGIA', 'Hogar', 'Luz', -48.9, 'Santander']);
  }
  const opening: Record<string, number> = { Santander: 95012, Openbank: 10000 };
  const balances = { ...opening };
  const withBalance = rows.map((row) => {
    balances[row[5]]! += Math.round(row[4] * 100);
    return [...row, balances[row[5]]! / 100] as const;
  });
  for (const row of withBalance.reverse()) {
    const [d, m, y] = row[0].split('/');
    sheet.addRow([
      new Date(Date.UTC(Number(y), Number(m) - 1, Number(d))),
      row[1],
      row[2],
      row[3],
      row[4],
      row[5],
      'Cuenta',
      row[6],
    ]);
  }
  const bytes = Buffer.from(await book.xlsx.writeBuffer());
  return {
    bytes,
    balances: { 'Santander · Cuenta': balances.Santander!, 'Openbank · Cuenta': balances.Openbank! },
    transfers: months.length,
    movements: rows.length,
  };
}
