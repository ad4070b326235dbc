/**
 * One CSV cell, safe to open in a spreadsheet: a value a spreadsheet would run as a formula
 * (= + - @, tab, CR) gets a leading quote (docs/architecture.md §6), and quoting follows RFC 4180.
 */
export function csvCell(value: string, delimiter = ';'): string {
  // A plain negative number ("-45,30") cannot run as a formula and stays a number.
  const plainNumber = /^-\d[\d.,]*$/.test(value);
  const safe = !plainNumber && /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return safe.includes(delimiter) || /["\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** Rows to a semicolon-separated CSV with a BOM, as Spanish-locale spreadsheets expect. */
export function toCsv(header: string[], rows: string[][], delimiter = ';'): string {
  const line = (cells: string[]) => cells.map((cell) => csvCell(cell, delimiter)).join(delimiter);
  return `\ufeff${[line(header), ...rows.map(line)].join('\n')}\n`;
}
