import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { detectDelimiter, parseCsv } from './csv-parse.ts';

describe('parseCsv', () => {
  it('splits rows and fields, with CRLF, LF and a missing final line end', () => {
    expect(parseCsv('a;b\r\nc;d\ne;f', ';')).toEqual([
      ['a', 'b'],
      ['c', 'd'],
      ['e', 'f'],
    ]);
  });

  it('reads quoted fields with delimiters, line breaks and doubled quotes inside', () => {
    expect(parseCsv('"Pago; recibo","línea 1\nlínea 2","dijo ""hola"""\n', ',')).toEqual([
      ['Pago; recibo', 'línea 1\nlínea 2', 'dijo "hola"'],
    ]);
  });

  it('opens a quoted field only at its start, after blanks; elsewhere a quote is a character', () => {
    expect(parseCsv('  "a,b" ,5" pulgadas,"x"y', ',')).toEqual([['a,b', '5" pulgadas', 'xy']]);
  });

  it('drops blank rows, keeps empty fields and trims every cell', () => {
    expect(parseCsv('\n a ; ;c \n ; \n\r\nd;;\n', ';')).toEqual([
      ['a', '', 'c'],
      ['d', '', ''],
    ]);
  });

  it('reads back any table written with RFC 4180 quoting', () => {
    const cell = fc.string({ unit: fc.constantFrom('a', 'ñ', ' ', ';', ',', '"', '\n', '\r', '1') });
    fc.assert(
      fc.property(
        fc.array(fc.array(cell, { minLength: 1, maxLength: 5 }), { maxLength: 8 }),
        fc.constantFrom(';', ','),
        (table, delimiter) => {
          const text = table
            .map((row) => row.map((value) => `"${value.replaceAll('"', '""')}"`).join(delimiter))
            .join('\r\n');
          const expected = table
            .map((row) => row.map((value) => value.trim()))
            .filter((row) => row.some((value) => value !== ''));
          expect(parseCsv(text, delimiter)).toEqual(expected);
        },
      ),
    );
  });
});

describe('detectDelimiter', () => {
  it('picks the delimiter that splits every line into the same columns', () => {
    expect(detectDelimiter('Fecha;Concepto;Importe\n01/02/2026;Café, leche;-3,50\n')).toBe(';');
    expect(detectDelimiter('date,payee,amount\n2026-02-01,Coffee,-3.50\n')).toBe(',');
  });
});
