import { unzipSync } from 'fflate';
import { sourceAppGuides, type SourceApp } from '@cuentas/shared/schemas/app-imports';
import { badRequest } from '../../../lib/errors.ts';
import { parseCsv } from '../csv-parse.ts';
import { cellToText, eachXlsxRow } from '../xlsx.ts';
import type { Cell } from '../rows.ts';
import { ACTUAL_CSV_COLUMNS, readActualCsv, readActualDatabase } from './actual.ts';
import { fintonicHeader, readFintonic } from './fintonic.ts';
import { FIREFLY_COLUMNS, readFirefly } from './firefly.ts';
import type { AppFile } from './model.ts';
import { headerOf, textOf } from './table.ts';
import { readWallet, WALLET_COLUMNS } from './wallet.ts';
import { readYnab, YNAB_COLUMNS } from './ynab.ts';

export const appMessages = {
  unknown:
    'No reconocemos este archivo como una exportación de YNAB, Actual Budget, Firefly III, Fintonic o Wallet. Sube el archivo tal como lo descarga la app.',
  otherApp: (chosen: SourceApp, found: SourceApp) =>
    `Este archivo no es de ${sourceAppGuides[chosen].name}: parece una exportación de ${sourceAppGuides[found].name}`,
  damagedZip: 'No pudimos abrir este .zip: puede estar dañado. Descárgalo de nuevo de la app.',
  tooLarge: 'Lo que trae este .zip pasa de 200 MB: sube solo el archivo de movimientos',
  damagedDatabase: 'No pudimos leer la base de datos de Actual (db.sqlite): puede estar dañada.',
  nothing: 'El archivo no trae ningún movimiento que podamos leer',
};

const SQLITE = 'SQLite format 3\u0000';
const MAX_UNZIPPED = 200 * 1024 * 1024;
const isZip = (bytes: Uint8Array) => bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;
const has = (header: string[], names: readonly string[]) => names.every((name) => header.includes(name));

/** The files of a zip whose names pass `wanted`, refusing one that would unpack past the bound. */
function unzip(bytes: Uint8Array, wanted: (name: string) => boolean): Record<string, Uint8Array> {
  let total = 0;
  try {
    return unzipSync(bytes, {
      filter: (entry) => {
        if (!wanted(entry.name)) return false;
        total += entry.originalSize;
        if (total > MAX_UNZIPPED) throw new RangeError('too large');
        return true;
      },
    });
  } catch (error) {
    throw badRequest(error instanceof RangeError ? appMessages.tooLarge : appMessages.damagedZip, 'file_base64');
  }
}

function readTextExport(text: string, currency: string): AppFile | null {
  const header = headerOf(text);
  if (has(header, YNAB_COLUMNS)) return readYnab(text, currency);
  if (has(header, FIREFLY_COLUMNS)) return readFirefly(text);
  if (has(header, WALLET_COLUMNS)) return readWallet(text);
  if (has(header, ACTUAL_CSV_COLUMNS)) return readActualCsv(text, currency);
  const firstRows = text
    .slice(0, 8192)
    .split(/\r?\n/)
    .map((line) => line.split(/[;,\t]/).map((cell) => cell.replace(/^"|"$/g, '')));
  if (fintonicHeader(firstRows)) {
    const delimiter = text.includes(';') ? ';' : ',';
    return readFintonic(parseCsv(text, delimiter), currency);
  }
  return null;
}

async function readWorkbook(bytes: Uint8Array, currency: string): Promise<AppFile | null> {
  const cells: Cell[][] = [];
  try {
    await eachXlsxRow(Buffer.from(bytes), (row) => cells.push(row), 500_000);
  } catch {
    return null;
  }
  return fintonicHeader(cells.slice(0, 15).map((row) => row.map(cellToText))) ? readFintonic(cells, currency) : null;
}

/**
 * Reads another app's export, whichever it is: a zip (YNAB's budget, Actual's data, or an Excel
 * workbook from Fintonic), Actual's bare database, or a CSV told apart by its header. `currency` is
 * the user's base currency, for the apps whose exports do not say theirs.
 */
export async function readAppExport(bytes: Uint8Array, currency: string, chosen?: SourceApp): Promise<AppFile> {
  let file: AppFile | null = null;
  if (isZip(bytes)) {
    const entries = unzip(
      bytes,
      (name) => /(^|\/)(db\.sqlite|[^/]*Register\.csv)$/i.test(name) || name === 'xl/workbook.xml',
    );
    const database = Object.entries(entries).find(([name]) => /db\.sqlite$/i.test(name));
    const register = Object.entries(entries).find(([name]) => /Register\.csv$/i.test(name));
    if (database) file = readDatabase(database[1], currency);
    else if (register) file = readTextExport(textOf(register[1]), currency);
    else if (entries['xl/workbook.xml']) file = await readWorkbook(bytes, currency);
  } else if (Buffer.from(bytes.subarray(0, 16)).toString('latin1') === SQLITE) {
    file = readDatabase(bytes, currency);
  } else {
    file = readTextExport(textOf(bytes), currency);
  }
  if (!file) throw badRequest(appMessages.unknown, 'file_base64');
  if (chosen && file.app !== chosen) throw badRequest(appMessages.otherApp(chosen, file.app), 'app');
  if (file.movements.length === 0 && ![...file.accounts.values()].some((account) => account.opening))
    throw badRequest(appMessages.nothing, 'file_base64');
  return file;
}

function readDatabase(bytes: Uint8Array, currency: string): AppFile {
  try {
    return readActualDatabase(bytes, currency);
  } catch {
    throw badRequest(appMessages.damagedDatabase, 'file_base64');
  }
}
