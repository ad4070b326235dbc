import { type AmountCandidate, amountValue, findAmounts } from './amounts.ts';
import { UNITS } from './number-words.ts';
import { fold } from './text.ts';

/**
 * An amount fix that does the sum aloud: «eran 2 entradas de 12 mil, o sea 24», «fueron tres
 * menús de 11,50», «2 x 15 mil = 30 mil». The unit price is not the amount meant: the count times
 * it is, and a total said after «o sea», «en total» or «=» must agree with it. When it does not,
 * nothing is guessed (`ask`); when the message holds no count times a price, undefined.
 */

// «2 entradas de», «tres menús a», «4 x», «dos cafés por»: a count, up to two words of what, then the price.
const COUNT_OF =
  /(?:^|\s)(?<count>\d{1,2}|un|una|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez)\s+(?:[a-z]+\s+){0,2}?(?:de|a|por|x)\s+$|(?:^|\s)(?<times>\d{1,2})\s*[x*]\s*$/;
// «o sea 24», «en total 30», «total: 30», «= 30», «serían 24», «son 24»: the total said after the sum.
const TOTAL_BEFORE = /(?:o sea|osea|en total|total|serian|seria|son|da|=)\s*:?\s*$/;

function asAmount(value: number): AmountCandidate {
  const [integer, fraction = ''] = (Math.round(value * 100) / 100).toFixed(2).split('.');
  return {
    start: 0,
    end: 0,
    integer: integer!,
    fraction: fraction.replace(/0+$/, ''),
    multiplier: 1,
    marked: true,
    plus: false,
  };
}

export function amountFromArithmetic(text: string): AmountCandidate | 'ask' | undefined {
  const folded = fold(text).replace(/[¡!]/g, ' ');
  const amounts = findAmounts(folded);
  for (const [index, price] of amounts.entries()) {
    const said = folded.slice(0, price.start).match(COUNT_OF);
    if (!said) continue;
    const countWord = said.groups!.count ?? said.groups!.times!;
    const count = UNITS[countWord] ?? Number(countWord);
    if (!Number.isInteger(count) || count < 2) continue;
    const product = count * amountValue(price);
    const after = amounts.slice(index + 1).filter((amount) => TOTAL_BEFORE.test(folded.slice(0, amount.start)));
    if (after.length === 0) return amounts.length - index - 1 === 0 ? asAmount(product) : 'ask';
    const total = after[after.length - 1]!;
    // «o sea 24» after «12 mil» is said in the price's thousands.
    const totals = [amountValue(total), total.multiplier === 1 ? amountValue(total) * price.multiplier : NaN];
    return totals.some((value) => Math.abs(value - product) < 0.005) ? asAmount(product) : 'ask';
  }
  return undefined;
}

/** The question when the sum and the total said do not agree: nothing is changed. */
export const sumNotClear =
  'No cambié nada: no me cuadra la cuenta del monto. Dime el total, por ejemplo «eran 24.000».';
