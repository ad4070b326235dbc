import { describe, expect, it } from 'vitest';
import { chooseAmount, findAmounts } from './amounts.ts';

// One unit of a currency in words (decision 031), on examples written for this file.
const amountOf = (text: string) => {
  const choice = chooseAmount(findAmounts(text));
  return choice.ok
    ? `${choice.candidate.integer}${choice.candidate.fraction ? `,${choice.candidate.fraction}` : ''}`
    : null;
};

describe('one unit of a currency said in words', () => {
  it('reads «un euro y medio» as 1,5 and «un dolar» as 1', () => {
    expect(amountOf('churros un euro y medio')).toBe('1,5');
    expect(amountOf('propina un dolar')).toBe('1');
    expect(amountOf('chicle un sol')).toBe('1');
  });

  it('reads «dos euros y medio» as 2,5', () => {
    expect(amountOf('el metro dos euros y medio')).toBe('2,5');
  });

  it('reads no money in «ni un peso» or in an article alone', () => {
    expect(amountOf('no me queda ni un peso')).toBeNull();
    expect(amountOf('un cafe con leche')).toBeNull();
  });
});
