import { describe, expect, it } from 'vitest';
import { fold, movementQuery } from './palette-query.ts';

describe('movementQuery', () => {
  it('reads an amount the way the country writes it, as an exact size in the base currency', () => {
    expect(movementQuery('45.000', 'COP')).toEqual({
      min_amount: 45_000,
      max_amount: 45_000,
      amount_currency: 'COP',
      limit: 6,
    });
    expect(movementQuery('12,50', 'EUR')).toMatchObject({ min_amount: 1_250, max_amount: 1_250 });
    expect(movementQuery('-30', 'EUR')).toMatchObject({ min_amount: 3_000, max_amount: 3_000 });
  });

  it('reads «>» and «<» as strict bounds', () => {
    expect(movementQuery('>100', 'EUR')).toEqual({ min_amount: 10_001, amount_currency: 'EUR', limit: 6 });
    expect(movementQuery('< 20,50', 'EUR')).toEqual({ max_amount: 2_049, amount_currency: 'EUR', limit: 6 });
  });

  it('searches text otherwise, and asks nothing for one letter or a bare sign', () => {
    expect(movementQuery('  Mercadona ', 'EUR')).toEqual({ q: 'Mercadona', limit: 6 });
    expect(movementQuery('m', 'EUR')).toBeNull();
    expect(movementQuery('>abc', 'EUR')).toBeNull();
    expect(movementQuery('', 'EUR')).toBeNull();
  });
});

describe('fold', () => {
  it('ignores case and accents', () => {
    expect(fold('Nómina ÁREA')).toBe('nomina area');
  });
});
