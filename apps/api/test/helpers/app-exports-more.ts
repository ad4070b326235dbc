import ExcelJS from 'exceljs';
import { type AppExport, months, quote } from './app-exports.ts';

// Firefly III, Wallet and Fintonic exports (decision 047), written as app-exports.ts describes.

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
