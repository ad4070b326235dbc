import { describe, expect, it } from 'vitest';
import { formatSignedMoney, moneyColor } from './money.tsx';

describe('money by its sign', () => {
  it('a balance is red only below zero', () => {
    expect([-1, 0, 1].map((amount) => moneyColor(amount, 'balance'))).toEqual(['red.7', undefined, undefined]);
  });

  it('a flow is red out and green in; income only marks money in', () => {
    expect([-1, 0, 1].map((amount) => moneyColor(amount, 'flow'))).toEqual(['red.7', undefined, 'teal.8']);
    expect([-1, 0, 1].map((amount) => moneyColor(amount, 'income'))).toEqual([undefined, undefined, 'teal.8']);
  });

  it('writes the sign as asked', () => {
    const euros = (amount: number, sign: 'native' | 'plus' | 'explicit') =>
      formatSignedMoney(amount, 'EUR', 'es-ES', sign).replace(/\s/g, ' ');
    expect(euros(123_45, 'plus')).toBe('+123,45 €');
    expect(euros(-123_45, 'explicit')).toBe('-123,45 €');
    expect(euros(123_45, 'explicit')).toBe('+123,45 €');
    expect(euros(-123_45, 'plus')).toBe(euros(-123_45, 'native'));
  });
});
