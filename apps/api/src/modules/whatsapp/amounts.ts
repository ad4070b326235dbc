import { minorDigits } from '@cuentas/shared/money';
import { numberWords } from './number-words.ts';

/** A number read from the message, before the account's currency says how many decimals it has. */
export type AmountCandidate = {
  start: number;
  end: number;
  /** Digits before the decimal separator, and after it (possibly empty). */
  integer: string;
  fraction: string;
  multiplier: number;
  /** A currency the message names next to the number ("US$ 20", "45,90 €", "20 dólares"). */
  currency?: string;
  /** Written with a currency, a multiplier ("mil", "k", "lucas") or in words: surely money. */
  marked: boolean;
  /** "+50.000": money in. */
  plus: boolean;
};

const PREFIX_CURRENCY: Record<string, string> = { 'us$': 'USD', 'u$s': 'USD', usd: 'USD', '€': 'EUR', eur: 'EUR', 's/': 'PEN', 's/.': 'PEN', cop: 'COP', mxn: 'MXN', ars: 'ARS', clp: 'CLP', pen: 'PEN' };
const SUFFIX_CURRENCY: Record<string, string> = {
  '€': 'EUR', eur: 'EUR', euro: 'EUR', euros: 'EUR', usd: 'USD', dolar: 'USD', dolares: 'USD', dls: 'USD', verdes: 'USD',
  cop: 'COP', mxn: 'MXN', ars: 'ARS', clp: 'CLP', pen: 'PEN', sol: 'PEN', soles: 'PEN',
};
const MULTIPLIERS: Record<string, number> = {
  k: 1_000, mil: 1_000, miles: 1_000, luca: 1_000, lucas: 1_000, lukas: 1_000, luka: 1_000, barras: 1_000,
  m: 1_000_000, mm: 1_000_000, millon: 1_000_000, millones: 1_000_000, mill: 1_000_000, palo: 1_000_000, palos: 1_000_000,
};

// prefix? number multiplier? suffix?  ("$" alone is the local currency's sign in all our countries.)
const AMOUNT = new RegExp(
  String.raw`(?<plus>\+\s?)?(?:(?<prefix>us\$|u\$s|usd|€|eur|s\/\.?|cop|mxn|ars|clp|pen|\$)\s?)?` +
    String.raw`(?<number>\d{1,3}(?:\.\d{3})+(?:,\d{1,2})?|\d{1,3}(?:,\d{3})+(?:\.\d{1,2})?|\d+(?:[.,]\d+)?)` +
    String.raw`(?:\s?(?<mult>k|mil|miles|lucas?|lukas?|barras|millones|millon|mill|mm|m|palos?)(?![a-z]))?` +
    String.raw`(?:\s?(?<suffix>€|eur(?:os?)?|euros?|usd|dolares|dolar|dls|verdes|pesos?|soles|sol|cop|mxn|ars|clp|pen)(?![a-z]))?`,
  'g',
);

function splitNumber(number: string): { integer: string; fraction: string } | 'ambiguous' {
  const dots = number.split('.').length - 1;
  const commas = number.split(',').length - 1;
  if (dots && commas) {
    const decimalAt = Math.max(number.lastIndexOf('.'), number.lastIndexOf(','));
    return { integer: number.slice(0, decimalAt).replace(/[.,]/g, ''), fraction: number.slice(decimalAt + 1) };
  }
  if (dots + commas === 0) return { integer: number, fraction: '' };
  const separator = dots ? '.' : ',';
  const parts = number.split(separator);
  // "12.500", "1,250", "1.250.000": groups of three are thousands in every country we serve.
  if (parts.length > 2 || parts[1]!.length === 3) return { integer: parts.join(''), fraction: '' };
  if (parts[1]!.length <= 2) return { integer: parts[0]!, fraction: parts[1]! };
  return 'ambiguous';
}

/** Every number in the folded message that could be the amount, with what surrounds it. */
export function findAmounts(folded: string): AmountCandidate[] {
  const found: AmountCandidate[] = [];
  for (const match of folded.matchAll(AMOUNT)) {
    const groups = match.groups!;
    const start = match.index;
    // A number glued to letters ("4x1000", "iphone15", "b2") is not an amount.
    const before = folded[start - 1];
    if (before && /[a-z0-9ñ]/.test(before) && !groups.plus && !groups.prefix) continue;
    const split = splitNumber(groups.number!);
    if (split === 'ambiguous') continue;
    const currency = (groups.prefix && PREFIX_CURRENCY[groups.prefix]) || (groups.suffix && SUFFIX_CURRENCY[groups.suffix]) || undefined;
    const multiplier = groups.mult ? MULTIPLIERS[groups.mult]! : 1;
    found.push({
      start,
      end: start + match[0].length,
      ...split,
      multiplier,
      currency,
      marked: Boolean(groups.prefix || groups.suffix || groups.mult),
      plus: Boolean(groups.plus) && (start === 0 || /\s/.test(folded[start - 1]!)),
    });
  }
  for (const spoken of numberWords(folded)) {
    if (found.some((candidate) => candidate.start < spoken.end && spoken.start < candidate.end)) continue;
    const after = folded.slice(spoken.end).match(/^\s?(euros?|dolares|dolar|pesos?|soles|lucas?|palos?)(?![a-z])/);
    const tail = after?.[1];
    const tailMultiplier = tail && MULTIPLIERS[tail] ? MULTIPLIERS[tail] : 1;
    // Words count only when they clearly mean money: "dos millones", "una luca", "veinte dólares", "quinientos".
    if (!spoken.big && !tail && spoken.value < 100) continue;
    found.push({
      start: spoken.start,
      end: spoken.end + (after?.[0].length ?? 0),
      integer: String(spoken.value * tailMultiplier),
      fraction: '',
      multiplier: 1,
      currency: tail ? SUFFIX_CURRENCY[tail] : undefined,
      marked: true,
      plus: false,
    });
  }
  return found.sort((a, b) => a.start - b.start);
}

export type AmountChoice =
  | { ok: true; candidate: AmountCandidate }
  | { ok: false; reason: 'none' | 'several'; values: AmountCandidate[] };

/**
 * The one number that is the amount. A number written as money beats a bare one, and a bare small
 * number beside a bigger one is a quantity ("2 cafés 9.000"). Two equally likely amounts are
 * asked about, never guessed.
 */
export function chooseAmount(candidates: AmountCandidate[]): AmountChoice {
  if (candidates.length === 0) return { ok: false, reason: 'none', values: [] };
  if (candidates.length === 1) return { ok: true, candidate: candidates[0]! };
  const marked = candidates.filter((candidate) => candidate.marked);
  if (marked.length === 1) return { ok: true, candidate: marked[0]! };
  const pool = marked.length > 1 ? marked : candidates;
  const size = (candidate: AmountCandidate) => Number(`${candidate.integer}.${candidate.fraction || '0'}`) * candidate.multiplier;
  const sorted = [...pool].sort((a, b) => size(b) - size(a));
  const [largest, second] = sorted as [AmountCandidate, AmountCandidate];
  // Quantities and the like ("2 cafés", "3 empanadas", "x2"): small bare integers beside a real amount.
  if (!second.marked && !second.fraction && size(second) <= 12 && size(largest) > 12) return { ok: true, candidate: largest };
  if (size(largest) === size(second) && sorted.length === 2) return { ok: true, candidate: largest };
  return { ok: false, reason: 'several', values: sorted };
}

export type MinorResult = { ok: true; minor: number } | { ok: false; reason: 'decimals' | 'too_large' | 'zero' };

/**
 * Minor units in `currency`. Decimals the currency does not have ("4,50" in COP) are not rounded
 * away: the person is asked whether they meant 4.500 or 4,50.
 */
export function toMinor(candidate: AmountCandidate, currency: string): MinorResult {
  const digits = minorDigits(currency);
  const scale = 10n ** BigInt(candidate.fraction.length);
  const units = BigInt(candidate.integer || '0') * scale + BigInt(candidate.fraction || '0');
  let minor = units * BigInt(candidate.multiplier) * 10n ** BigInt(digits);
  if (minor % scale !== 0n) {
    if (candidate.multiplier === 1) return { ok: false, reason: 'decimals' };
    // "1,2345 M" and the like: a multiplier makes the last digits immaterial.
    minor = minor / scale;
  } else minor = minor / scale;
  if (minor === 0n) return { ok: false, reason: 'zero' };
  if (minor > BigInt(Number.MAX_SAFE_INTEGER)) return { ok: false, reason: 'too_large' };
  return { ok: true, minor: Number(minor) };
}
