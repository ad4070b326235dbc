import ExcelJS from 'exceljs';

// Statement files of any size, shaped as the banks write them, for the import benchmark: the
// movements of bankCsv (a purchase every ~50 minutes from 2010 on) as a Norma 43 file and as a
// BBVA-style workbook with title rows above the table.

export type Movement = { date: Date; cents: number; concept: string };

export function movements(rows: number): Movement[] {
  const start = Date.UTC(2010, 0, 1);
  return Array.from({ length: rows }, (_, index) => ({
    date: new Date(start + index * 3_000_000),
    cents: 100 + ((index * 7919) % 90_000),
    concept: `COMPRA TARJ. 5402XXXXXXXX1234 COMERCIO ${index % 500}`,
  }));
}

const yymmdd = (date: Date) =>
  `${String(date.getUTCFullYear() % 100).padStart(2, '0')}${String(date.getUTCMonth() + 1).padStart(2, '0')}${String(date.getUTCDate()).padStart(2, '0')}`;
const digits = (value: number, width: number) => String(value).padStart(width, '0');
const text = (value: string, width: number) => value.slice(0, width).padEnd(width, ' ');

/** AEB/CSB Norma 43: records 11, 22 + 23 per movement, 33 and 88, 80 characters each, CRLF. */
export function norma43(rows: number, openingCents = 5_000_000_00): Buffer {
  const list = movements(rows);
  const account = '2100' + '0123' + '0200456789';
  const first = list[0]!.date;
  const last = list.at(-1)!.date;
  const lines = [
    `11${account}${yymmdd(first)}${yymmdd(last)}2${digits(openingCents, 14)}9783${text('NURIA SOLER VIDAL', 26)}   `,
  ];
  let debits = 0;
  for (const [index, movement] of list.entries()) {
    debits += movement.cents;
    lines.push(
      `22    0123${yymmdd(movement.date)}${yymmdd(movement.date)}12002${'1'}${digits(movement.cents, 14)}${digits(index % 10_000_000_000, 10)}${digits(index, 12)}${text('', 16)}`,
    );
    lines.push(`2301${text(movement.concept, 38)}${text('BARCELONA', 38)}`);
  }
  const closing = openingCents - debits;
  lines.push(
    `33${account}${digits(rows % 100_000, 5)}${digits(debits, 14)}${digits(0, 5)}${digits(0, 14)}${closing < 0 ? '1' : '2'}${digits(Math.abs(closing), 14)}978    `,
  );
  lines.push(`88${'9'.repeat(18)}${digits((lines.length + 1) % 1_000_000, 6)}${text('', 54)}`);
  return Buffer.from(`${lines.join('\r\n')}\r\n`, 'latin1');
}

/** A BBVA-style .xlsx: two title rows, then Fecha / Concepto / Importe / Saldo with real date and number cells. */
export async function bankWorkbook(rows: number, openingCents = 5_000_000_00): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Movimientos');
  sheet.addRow(['Últimos movimientos']);
  sheet.addRow(['Cuenta', 'ES12 0182 0123 4502 0045 6789']);
  sheet.addRow(['Fecha', 'Fecha valor', 'Concepto', 'Importe', 'Saldo', 'Divisa']);
  let balance = openingCents;
  for (const movement of movements(rows)) {
    balance -= movement.cents;
    sheet.addRow([movement.date, movement.date, movement.concept, -movement.cents / 100, balance / 100, 'EUR']);
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
