import { Readable } from 'node:stream';
import type ExcelJS from 'exceljs';
import type { Cell } from './rows.ts';

// exceljs and its dependencies are ~500 modules (~190 ms of every start): loaded with the first workbook.
let excel: Promise<typeof ExcelJS> | undefined;
const loadExcel = () => (excel ??= import('exceljs').then((module) => module.default));

export const isXlsx = (bytes: Uint8Array) =>
  bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;
/** OLE2 compound file: a legacy .xls workbook (or another old Office document). */
export const isOle2 = (bytes: Uint8Array) =>
  [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1].every((byte, index) => bytes[index] === byte);

export const xlsxMessages = {
  legacyXls:
    'Este archivo es un Excel antiguo (.xls), que no podemos leer con seguridad. Descarga de tu banco el extracto en Excel moderno (.xlsx) o en CSV, o ábrelo en Excel y guárdalo como .xlsx.',
  unreadable:
    'No pudimos leer este Excel (.xlsx): puede estar dañado o protegido con contraseña. Descárgalo de nuevo o guárdalo como CSV.',
  empty: 'La primera hoja de este Excel está vacía',
};

/** A cell as the table sees it: numbers and dates stay typed, rich text and formulas become their value. */
function cellOf(value: ExcelJS.CellValue): Cell {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string' || typeof value === 'number') return value;
  if (value instanceof Date) return value;
  if (typeof value === 'boolean') return value ? 'VERDADERO' : 'FALSO';
  if (typeof value === 'object') {
    if ('richText' in value) return value.richText.map((part) => part.text).join('');
    if ('result' in value) return cellOf((value.result ?? '') as ExcelJS.CellValue);
    if ('text' in value && typeof value.text === 'string') return value.text;
    if ('error' in value) return '';
  }
  return String(value);
}

/**
 * Streams the first worksheet of an .xlsx a row at a time (exceljs' WorkbookReader), so a
 * 100k-row book is mapped as it is read instead of loaded whole. Date cells arrive as dates
 * (styles are read for their number formats), number cells as numbers. Stops after `limit` rows.
 * The streaming reader needs xl/workbook.xml before the sheets in the zip; LibreOffice writes the
 * sheets first, and the reader then fails before its first row: such a book is read whole instead.
 */
export async function eachXlsxRow(
  bytes: Buffer,
  onRow: (cells: Cell[], number: number) => void,
  limit = Infinity,
): Promise<void> {
  let emitted = 0;
  try {
    await streamRows(bytes, (cells, number) => (emitted++, onRow(cells, number)), limit);
  } catch (error) {
    if (emitted > 0 || !sheetsBeforeWorkbook(bytes)) throw error;
    await loadedRows(bytes, onRow, limit);
  }
}

const emitRow = (row: ExcelJS.Row, onRow: (cells: Cell[], number: number) => void): boolean => {
  const read = row.values;
  const values = Array.isArray(read) ? read : [];
  const cells: Cell[] = [];
  // row.values is 1-based and sparse: column A is index 1.
  for (let index = 1; index < values.length; index++) cells.push(cellOf(values[index] as ExcelJS.CellValue));
  if (!cells.some((cell) => cell !== '' && !(typeof cell === 'string' && cell.trim() === ''))) return false;
  onRow(cells, row.number);
  return true;
};

async function streamRows(bytes: Buffer, onRow: (cells: Cell[], number: number) => void, limit: number): Promise<void> {
  const { stream } = await loadExcel();
  const input = Readable.from([bytes]);
  const reader = new stream.xlsx.WorkbookReader(input, {
    worksheets: 'emit',
    sharedStrings: 'cache',
    styles: 'cache',
    hyperlinks: 'ignore',
    entries: 'ignore',
  });
  let count = 0;
  try {
    for await (const worksheet of reader) {
      for await (const row of worksheet as AsyncIterable<ExcelJS.Row>) {
        if (emitRow(row, onRow) && ++count >= limit) return;
      }
      return; // the first sheet only: banks put the statement there
    }
  } finally {
    input.destroy();
  }
}

/** The whole book in memory (exceljs' Workbook), for the zips the streaming reader cannot follow. */
async function loadedRows(bytes: Buffer, onRow: (cells: Cell[], number: number) => void, limit: number): Promise<void> {
  const { Workbook } = await loadExcel();
  const book = new Workbook();
  await book.xlsx.load(bytes as unknown as ArrayBuffer);
  const sheet = book.worksheets[0];
  if (!sheet) return;
  let count = 0;
  for (let number = 1; number <= sheet.rowCount && count < limit; number++) {
    if (emitRow(sheet.getRow(number), onRow)) count++;
  }
}

/** Whether the zip lists a worksheet before xl/workbook.xml (its local file headers, in order). */
export function sheetsBeforeWorkbook(bytes: Buffer): boolean {
  const sheet = bytes.indexOf('xl/worksheets/');
  const workbook = bytes.indexOf('xl/workbook.xml');
  return sheet !== -1 && (workbook === -1 || sheet < workbook);
}

/** A typed cell as text for the mapping step's sample and the guess: dates as YYYY-MM-DD, numbers as written by JS. */
export const cellToText = (cell: Cell): string =>
  cell instanceof Date ? cell.toISOString().slice(0, 10) : typeof cell === 'number' ? String(cell) : cell.trim();
