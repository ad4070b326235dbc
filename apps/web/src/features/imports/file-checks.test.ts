import { describe, expect, it } from 'vitest';
import { fileProblem, formatBytes, rowsToImport } from './file-checks.ts';

describe('fileProblem', () => {
  it('accepts bank exports by extension, case-insensitively', () => {
    for (const name of [
      'a.csv',
      'B.CSV',
      'x.txt',
      'extracto.ofx',
      'y.QFX',
      'movimientos.xlsx',
      'cuenta.n43',
      'c.AEB',
      'camt053.xml',
      'banorte.qif',
      'viejo.xls',
    ])
      expect(fileProblem({ name, size: 10 }, 100)).toBeNull();
  });

  it('explains what is wrong with other files', () => {
    expect(fileProblem({ name: 'foto.jpg', size: 10 }, 100)).toMatch(
      /CSV, Excel \(\.xlsx\), Norma 43, OFX\/QFX, QIF o camt\.053/,
    );
    expect(fileProblem({ name: 'a.csv', size: 0 }, 100)).toBe('El archivo está vacío.');
    expect(fileProblem({ name: 'a.csv', size: 26 * 1024 * 1024 }, 25 * 1024 * 1024)).toBe(
      'El archivo pesa más de 25 MB.',
    );
  });
});

describe('formatBytes and rowsToImport', () => {
  it('formats sizes in Spanish', () => {
    expect(formatBytes(12)).toBe('12 B');
    expect(formatBytes(1536)).toBe('1,5 kB');
    expect(formatBytes(3 * 1024 * 1024)).toBe('3 MB');
  });

  it('counts kept duplicates in and the rest out', () => {
    expect(rowsToImport(10, 3, 1)).toBe(8);
    expect(rowsToImport(10, 0, 0)).toBe(10);
    expect(rowsToImport(2, 3, 0)).toBe(0);
  });
});
