import { type AmountCandidate, findAmounts, toMinor } from './amounts.ts';
import { inThousandsLike } from './apply-correction.ts';
import { fold } from './text.ts';

/** The one amount a message holds with nothing else («150», «18.», «$ 40»), else undefined. */
export function amountAlone(text: string): AmountCandidate | undefined {
  const folded = fold(text).replace(/[\s.,;:!?]+$/, '');
  const amounts = findAmounts(folded);
  if (amounts.length !== 1) return undefined;
  const rest = `${folded.slice(0, amounts[0]!.start)} ${folded.slice(amounts[0]!.end)}`.replace(/[$\s]+/g, '');
  return rest === '' ? amounts[0] : undefined;
}

/**
 * «taxi 15» then «18»: an amount alone, right after a capture, fixes that capture's amount when it
 * is of the same size (between half and double, read in the same thousands). Any other amount
 * says nothing of what it was, and is asked about.
 */
export function plausibleFix(amount: AmountCandidate, oldMinor: number, currency: string): boolean {
  const read = toMinor(inThousandsLike(amount, Math.abs(oldMinor), currency), currency);
  if (!read.ok || oldMinor === 0) return false;
  const ratio = read.minor / Math.abs(oldMinor);
  return ratio >= 0.5 && ratio <= 2 && ratio !== 1;
}
