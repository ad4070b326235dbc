// The server reads the format from the content; the extension only keeps photos and PDFs out early.
// .xls is let through so the server can explain how to get an .xlsx instead. Norma 43 files come
// as .n43, .aeb, .q43, .csb or .txt.
export const ACCEPTED_EXTENSIONS = [
  '.csv',
  '.tsv',
  '.txt',
  '.xlsx',
  '.xls',
  '.n43',
  '.aeb',
  '.q43',
  '.csb',
  '.ofx',
  '.qfx',
  '.qif',
  '.xml',
] as const;
export const ACCEPT_ATTRIBUTE = [
  ...ACCEPTED_EXTENSIONS,
  'text/csv',
  'text/plain',
  'application/x-ofx',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
].join(',');

/** The formats the server reads, in the words every place that lists them uses (zone, hint, error). */
export const ACCEPTED_FORMATS = 'CSV, Excel (.xlsx), Norma 43, OFX/QFX, QIF o camt.053 (XML)';

/** Why a chosen file cannot be uploaded, or null when it can. */
export function fileProblem(file: { name: string; size: number }, maxBytes: number): string | null {
  const name = file.name.toLowerCase();
  if (!ACCEPTED_EXTENSIONS.some((extension) => name.endsWith(extension))) {
    return `Elige el extracto que descargaste de tu banco: ${ACCEPTED_FORMATS}.`;
  }
  if (file.size === 0) return 'El archivo está vacío.';
  if (file.size > maxBytes) return `El archivo pesa más de ${Math.round(maxBytes / (1024 * 1024))} MB.`;
  return null;
}

/** "1,2 MB", "830 kB", "12 B" for the chosen file. */
export function formatBytes(bytes: number, locale = 'es-ES'): string {
  const units = ['B', 'kB', 'MB'] as const;
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${new Intl.NumberFormat(locale, { maximumFractionDigits: unit === 0 ? 0 : 1 }).format(value)} ${units[unit]}`;
}

/** Rows the import will add: valid rows minus the flagged duplicates the user did not keep. */
export function rowsToImport(valid: number, duplicateCount: number, keptDuplicates: number): number {
  return Math.max(0, valid - (duplicateCount - keptDuplicates));
}
