import { describe, expect, it } from 'vitest';
import { differenceWords } from './balance-words.ts';

const money = (minor: number) => `${(minor / 100).toFixed(2).replace('.', ',')} €`;

describe('differenceWords', () => {
  it('says which way the account is off, never «faltan o sobran» a negative amount', () => {
    // The difference is the bank's balance minus the account's.
    expect(differenceWords(17_411, money)).toBe('le faltan 174,11 € para llegar al saldo del banco');
    expect(differenceWords(-17_411, money)).toBe('le sobran 174,11 € respecto al saldo del banco');
  });
});
