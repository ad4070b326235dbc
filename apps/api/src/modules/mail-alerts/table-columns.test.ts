import { describe, expect, it } from 'vitest';
import { labelledFields } from './labels.ts';

// A mail's HTML table read line by line: the header row, then its row of values (decision 035).
// Wording of our own.

describe('a table of labels and values', () => {
  it('gives each label the value in its column', () => {
    expect(
      labelledFields('Cuenta\nConcepto\nImporte\nCuenta ****4410\nABONO POR DEVOLUCION\n$ 1.250,00'),
    ).toMatchObject({
      card: 'Cuenta ****4410',
      concept: 'ABONO POR DEVOLUCION',
      amount: '$ 1.250,00',
    });
  });

  it('leaves a label alone with the line after it when no row of values follows', () => {
    expect(labelledFields('Comercio\nMonto\n$ 80,00\nGracias por usar tu tarjeta')).toMatchObject({
      amount: '$ 80,00',
    });
  });
});
