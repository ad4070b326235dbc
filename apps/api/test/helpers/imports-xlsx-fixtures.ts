import ExcelJS from 'exceljs';

/** A row of a generated statement: a real date cell, the text cells, and number cells. */
type SheetRow = (string | number | Date | null)[];
const day = (iso: string) => new Date(`${iso}T00:00:00Z`);

async function book(
  title: string[][],
  header: string[],
  rows: SheetRow[],
  dateColumns: number[],
  moneyFormat: string,
  footer: SheetRow[] = [],
): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Movimientos');
  for (const line of title) sheet.addRow(line);
  sheet.addRow([]);
  sheet.addRow(header).font = { bold: true };
  for (const row of rows) {
    const added = sheet.addRow(row);
    added.eachCell((cell, column) => {
      if (dateColumns.includes(column - 1)) cell.numFmt = 'dd/mm/yyyy';
      else if (typeof cell.value === 'number') cell.numFmt = moneyFormat;
    });
  }
  for (const line of footer) sheet.addRow(line);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/**
 * BBVA España's "Movimientos" workbook: title lines above the table, newest first, real date
 * cells (F.Valor, Fecha), signed number cells for Importe and the running "Disponible".
 */
export const BBVA_XLSX = { rows: 6, sum: -49_322, closing: 255_678, opening: 305_000, closingDate: '2026-04-29' };
export function bbvaXlsx(): Promise<Buffer> {
  const moves: [string, string, string, number][] = [
    ['2026-04-01', 'RECIBO TELEFONICA DE ESPAÑA', 'Adeudo domiciliado', -4_599],
    ['2026-04-03', 'TRANSFERENCIA RECIBIDA DE ANA LÓPEZ', 'Transferencia recibida', 12_000],
    ['2026-04-08', 'PAGO CON TARJETA EN EL CORTE INGLÉS', 'Pago con tarjeta', -15_950],
    ['2026-04-15', 'SEGURO HOGAR MAPFRE', 'Adeudo domiciliado', -23_418],
    ['2026-04-22', 'DEVOLUCIÓN AMAZON EU', 'Abono por devolución', 2_995],
    ['2026-04-29', 'PAGO CON TARJETA EN REPSOL', 'Pago con tarjeta', -20_350],
  ];
  let balance = BBVA_XLSX.opening;
  const rows = moves.map(([date, concept, kind, amount]) => {
    balance += amount;
    return [day(date), day(date), concept, kind, amount / 100, 'EUR', balance / 100, 'EUR', ''] as SheetRow;
  });
  return book(
    [
      ['Últimos movimientos'],
      ['Cuenta', 'ES91 0182 3999 0201 2345 6789'],
      ['Titular', 'DIEGO MARTÍN SANZ'],
      ['Desde 01/04/2026 hasta 30/04/2026'],
    ],
    ['F.Valor', 'Fecha', 'Concepto', 'Movimiento', 'Importe', 'Divisa', 'Disponible', 'Divisa', 'Observaciones'],
    rows.reverse(),
    [0, 1],
    '#,##0.00',
  );
}

/**
 * Davivienda's workbook (COP): a title block, unsigned number cells with a Débito/Crédito column,
 * a running "Saldo", and a totals line under the table.
 */
export const DAVIVIENDA_XLSX = {
  rows: 5,
  sum: 2_164_100,
  closing: 4_014_100,
  opening: 1_850_000,
  closingDate: '2026-03-25',
};
export function daviviendaXlsx(): Promise<Buffer> {
  const moves: [string, string, 'Débito' | 'Crédito', number][] = [
    ['2026-03-02', 'PAGO PSE CODENSA', 'Débito', 98_700],
    ['2026-03-05', 'ABONO NÓMINA COMERCIALIZADORA DEL CARIBE', 'Crédito', 3_100_000],
    ['2026-03-11', 'COMPRA OLÍMPICA CALLE 72', 'Débito', 212_300],
    ['2026-03-18', 'TRANSFERENCIA A DAVIPLATA', 'Débito', 500_000],
    ['2026-03-25', 'RETIRO CAJERO DAVIVIENDA', 'Débito', 124_900],
  ];
  let balance = DAVIVIENDA_XLSX.opening;
  const rows = moves.map(([date, concept, nature, amount]) => {
    balance += nature === 'Débito' ? -amount : amount;
    return [day(date), concept, `REF${date.replaceAll('-', '')}`, nature, amount, balance] as SheetRow;
  });
  return book(
    [
      ['BANCO DAVIVIENDA S.A.'],
      ['Extracto de movimientos - Cuenta de Ahorros 0570 0012 3456'],
      ['Titular: LAURA VALENTINA GÓMEZ'],
    ],
    ['Fecha', 'Descripción', 'Referencia', 'Naturaleza', 'Valor', 'Saldo'],
    rows,
    [0],
    '#,##0',
    [[], ['Total débitos', '', '', '', 935_900], ['Total créditos', '', '', '', 3_100_000]],
  );
}

/**
 * ING España's "Movimientos" workbook: the account lines above the table, newest first, F. VALOR
 * as a date cell, ING's own category and subcategory, IMPORTE (€) signed and SALDO (€) after each.
 */
export const ING_XLSX = { rows: 4, sum: 172_570, opening: 85_000, closing: 257_570, closingDate: '2026-03-20' };
export function ingXlsx(): Promise<Buffer> {
  const moves: [string, string, string, string, number][] = [
    ['2026-03-01', 'Alimentación', 'Supermercados y alimentación', 'Pago en CARREFOUR EXPRESS MADRID', -3_475],
    ['2026-03-05', 'Nómina y otras prestaciones', 'Nómina o Pensión', 'Nomina recibida TALLERES DEL NORTE SL', 185_000],
    ['2026-03-12', 'Vivienda', 'Luz y gas', 'Recibo IBERDROLA CLIENTES SAU', -6_255],
    ['2026-03-20', 'Ocio y viajes', 'Restaurantes', 'Pago en BAR CASA PACO', -2_700],
  ];
  let balance = ING_XLSX.opening;
  const rows = moves.map(([date, category, subcategory, text, amount]) => {
    balance += amount;
    return [day(date), category, subcategory, text, '', 'No', amount / 100, balance / 100] as SheetRow;
  });
  return book(
    [
      ['Número de cuenta:', 'ES66 1465 0100 9919 0012 3456'],
      ['Titular:', 'LUCÍA PRIETO GARCÍA'],
      ['Fecha exportación:', '21/03/2026'],
    ],
    ['F. VALOR', 'CATEGORÍA', 'SUBCATEGORÍA', 'DESCRIPCIÓN', 'COMENTARIO', 'IMAGEN', 'IMPORTE (€)', 'SALDO (€)'],
    rows.reverse(),
    [0],
    '#,##0.00',
  );
}

/**
 * Santander España's workbook: a title block (account, holder, period), newest first, the two
 * dates as date cells, Importe EUR signed and the balance after each movement.
 */
export const SANTANDER_XLSX = { rows: 3, sum: -13_689, opening: 240_000, closing: 226_311, closingDate: '2026-02-16' };
export function santanderXlsx(): Promise<Buffer> {
  const moves: [string, string, number][] = [
    ['2026-02-03', 'Pago Movil En Consum, Valencia, Tarj. :*402271', -4_389],
    ['2026-02-10', 'Bizum De Carmen Ruiz Concepto Cena', 2_200],
    ['2026-02-16', 'Recibo Endesa Energia Sau Nº Recibo 0049 5321', -11_500],
  ];
  let balance = SANTANDER_XLSX.opening;
  const rows = moves.map(([date, concept, amount]) => {
    balance += amount;
    return [day(date), day(date), concept, amount / 100, balance / 100] as SheetRow;
  });
  return book(
    [
      ['Consulta de movimientos'],
      ['Cuenta', 'ES21 0049 1500 0512 3456 7892'],
      ['Titular', 'MARTA GÓMEZ RUIZ'],
      ['Periodo', '01/02/2026 - 28/02/2026'],
    ],
    ['Fecha operación', 'Fecha valor', 'Concepto', 'Importe EUR', 'Saldo'],
    rows.reverse(),
    [0, 1],
    '#,##0.00',
  );
}
