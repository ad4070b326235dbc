/**
 * A PostgreSQL array literal ({"a","b",NULL}) for one column of a bulk insert: a whole column
 * travels as one parameter and `unnest` turns the columns back into rows. Every element is
 * quoted, with backslashes and double quotes escaped, so any text survives exactly.
 */
export function pgArray(values: readonly (string | number | null)[]): string {
  let out = '{';
  for (let index = 0; index < values.length; index++) {
    if (index > 0) out += ',';
    const value = values[index];
    out += value === null || value === undefined ? 'NULL' : `"${String(value).replace(/[\\"]/g, '\\$&')}"`;
  }
  return `${out}}`;
}
