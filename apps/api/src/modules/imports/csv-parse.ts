/**
 * RFC 4180 CSV parsing: quoted fields, doubled quotes, CR/LF line ends, any one-character delimiter.
 * Rows that are entirely empty are dropped.
 */
export function parseCsv(text: string, delimiter: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let index = 0; index < text.length; index++) {
    const char = text[index]!;
    if (quoted) {
      if (char === '"') {
        if (text[index + 1] === '"') {
          field += '"';
          index++;
        } else {
          quoted = false;
        }
      } else {
        field += char;
      }
      continue;
    }
    if (char === '"' && field.trim() === '') {
      quoted = true;
      field = '';
    } else if (char === delimiter) {
      row.push(field);
      field = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[index + 1] === '\n') index++;
      row.push(field);
      if (row.some((cell) => cell.trim() !== '')) rows.push(row);
      row = [];
      field = '';
    } else {
      field += char;
    }
  }
  row.push(field);
  if (row.some((cell) => cell.trim() !== '')) rows.push(row);
  return rows.map((cells) => cells.map((cell) => cell.trim()));
}

/** The delimiter that splits the first lines into the same, largest number of columns. */
export function detectDelimiter(text: string): string {
  const lines = text.split(/\r?\n/).filter((line) => line.trim() !== '').slice(0, 15);
  let best = ',';
  let bestScore = -1;
  for (const candidate of [';', ',', '\t', '|']) {
    const counts = lines.map((line) => parseCsv(line, candidate)[0]?.length ?? 0);
    const columns = counts[counts.length - 1] ?? 0;
    const consistent = counts.filter((count) => count === columns).length;
    const score = columns > 1 ? consistent * 100 + columns : 0;
    if (score > bestScore) {
      best = candidate;
      bestScore = score;
    }
  }
  return best;
}
