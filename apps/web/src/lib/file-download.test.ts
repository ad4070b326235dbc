import { describe, expect, it } from 'vitest';
import { fileNameFromDisposition } from './file-download.ts';

describe('file downloads', () => {
  it('reads the download name from Content-Disposition', () => {
    expect(fileNameFromDisposition('attachment; filename="movimientos-2025-01-02.csv"', 'x.csv')).toBe(
      'movimientos-2025-01-02.csv',
    );
    expect(fileNameFromDisposition("attachment; filename*=UTF-8''movimientos%20%C3%B1.csv", 'x.csv')).toBe(
      'movimientos ñ.csv',
    );
    expect(fileNameFromDisposition(undefined, 'x.csv')).toBe('x.csv');
  });
});
