import { minorDigits } from '@cuentas/shared/money';
import { numberWords } from './number-words.ts';
import { currencyOfCountryNamed } from './pesos-of-country.ts';

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
  /** The multiplier as written ("lucas"): in Peru a luca is one sol, not a thousand. */
  multWord?: string;
};

const PREFIX_CURRENCY: Record<string, string> = {
  us$: 'USD',
  u$s: 'USD',
  usd: 'USD',
  '€': 'EUR',
  eur: 'EUR',
  's/': 'PEN',
  's/.': 'PEN',
  cop: 'COP',
  mxn: 'MXN',
  ars: 'ARS',
  clp: 'CLP',
  pen: 'PEN',
};
const SUFFIX_CURRENCY: Record<string, string> = {
  '€': 'EUR',
  eur: 'EUR',
  euro: 'EUR',
  euros: 'EUR',
  usd: 'USD',
  dolar: 'USD',
  dolares: 'USD',
  dls: 'USD',
  verdes: 'USD',
  // Slang for dollars: «50 cocos» (Peru), «100 lechugas», «20 gringos», «dolaritos».
  cocos: 'USD',
  lechugas: 'USD',
  gringos: 'USD',
  dolaritos: 'USD',
  cop: 'COP',
  mxn: 'MXN',
  ars: 'ARS',
  clp: 'CLP',
  pen: 'PEN',
  sol: 'PEN',
  soles: 'PEN',
};
// Slang for the local money, with no currency of its own: «veinte pavos», «50 varos» (also written
// «baros»), «mil mangos».
const MONEY_SLANG = new Set(['pavos', 'pavo', 'varos', 'baros', 'varitos', 'mangos', 'pesitos', 'bolos', 'morlacos']);
const MULTIPLIERS: Record<string, number> = {
  k: 1_000,
  mil: 1_000,
  miles: 1_000,
  luca: 1_000,
  lucas: 1_000,
  lukas: 1_000,
  luka: 1_000,
  // Diminutives scale the same: «12 luquitas», «2 palitos».
  luquita: 1_000,
  luquitas: 1_000,
  lukita: 1_000,
  lukitas: 1_000,
  barras: 1_000,
  m: 1_000_000,
  mm: 1_000_000,
  millon: 1_000_000,
  millones: 1_000_000,
  mill: 1_000_000,
  palo: 1_000_000,
  palos: 1_000_000,
  palito: 1_000_000,
  palitos: 1_000_000,
  // Argentina's and Chile's coins and notes by name: «una quina» is 500, «2 gambas» 200.
  quina: 500,
  quinas: 500,
  gamba: 100,
  gambas: 100,
};

// prefix? number multiplier? suffix?  ("$" alone is the local currency's sign in all our countries.)
const AMOUNT = new RegExp(
  String.raw`(?<plus>\+\s?)?(?:(?<prefix>us\$|u\$s|usd|€|eur|s\/\.?|cop|mxn|ars|clp|pen|\$)\s?)?` +
    String.raw`(?<number>\d{1,3}(?:\.\d{3})+(?:,\d{1,2})?|\d{1,3}(?:,\d{3})+(?:\.\d{1,2})?|\d+(?:[.,]\d+)?)` +
    String.raw`(?:\s?(?<mult>k|mil|miles|lu(?:ca|ka|quita|kita)s?|barras|quinas?|gambas?|millones|millon|mill|mm|m|pal(?:it)?os?)(?![a-z]))?` +
    String.raw`(?:\s?(?<suffix>€|eur(?:os?)?|euros?|usd|dolares|dolar|dls|verdes|cocos|lechugas|gringos|dolaritos|pesos?|soles|sol|cop|mxn|ars|clp|pen|pavos?|varos|baros|varitos|mangos|pesitos|bolos|morlacos)(?![a-z]))?`,
  'g',
);

export function splitNumber(number: string): { integer: string; fraction: string } | 'ambiguous' {
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
/** Fills the place of words read into a number («45 con 50» → «45,50»), so the spans still point into the message. */
const PAD = '\ue000';

// A phone, a console («la play 4») or a pitch («fútbol 5») named right before one or two digits: its model or size.
export const MODEL =
  /\b(?:iphone|ipad|galaxy(?: [sa])?|pixel|redmi(?: note)?|xiaomi|moto [eg]|playstation|play|ps|xbox|switch|futbol|fut)\s?$/;

export function findAmounts(text: string): AmountCandidate[] {
  // Same length, so spans still point into the message: «1'200.000» (Colombia's millions), «45 con 50» (45,50).
  const folded = text
    .replace(/(\d)'(\d{3})/g, '$1.$2')
    // «a las 22:10», «26/11/2026 12:02»: a time of day is no amount.
    .replace(/(?<![\d.,:$€/])\b(?:[01]?\d|2[0-3]):[0-5]\d(?::[0-5]\d)?\b(?![\d.,:])/g, (time: string) =>
      PAD.repeat(time.length),
    )
    // «15€50»: euros and cents around the sign.
    .replace(/\b(\d{1,4})€(\d{2})\b/g, '$1,$2')
    .replace(/\b(\d{1,5}) con (\d{2})\b(?!\s?(?:mil|lucas?|k)\b)/g, (_, units: string, cents: string) =>
      `${units},${cents}`.padEnd(units.length + 5 + cents.length, PAD),
    )
    // «12 euros con 50», «8 soles con 20»: the cents after the currency word.
    .replace(
      /\b(\d{1,5})(\s?(?:euros?|soles|pesos|dolares|€))( con )(\d{2})\b(?!\s?(?:mil|lucas?|k)\b)/g,
      (whole: string, units: string, word: string, _con: string, cents: string) =>
        `${units},${cents}${word}`.padEnd(whole.length, PAD),
    );
  const found: AmountCandidate[] = [];
  for (const match of folded.matchAll(AMOUNT)) {
    const groups = match.groups!;
    const start = match.index;
    // The «500» of «8 mil 500», already read with its thousands.
    if (found.length > 0 && start < found.at(-1)!.end) continue;
    // A number glued to letters ("4x1000", "iphone15", "b2") is not an amount.
    const before = folded[start - 1];
    if (before && /[a-z0-9ñ]/.test(before) && !groups.plus && !groups.prefix) continue;
    // «la AP-7», «la M-30», «ruta RN-40»: a road's (or line's) code, not an amount.
    if (!groups.prefix && !groups.plus && /\b[a-z]{1,3}-$/.test(folded.slice(0, start))) continue;
    const split = splitNumber(groups.number!);
    if (split === 'ambiguous') continue;
    // «un 2,5 % TAE», «30% de descuento»: a rate is never money paid.
    if (!groups.suffix && !groups.mult && /^\s?(?:%|por ?ciento\b)/.test(folded.slice(start + match[0].length)))
      continue;
    // «desde un iPhone 15», «el Galaxy S24», «un Pixel 8 Pro»: a phone's model number, not a price.
    if (
      !groups.prefix &&
      !groups.suffix &&
      !groups.mult &&
      groups.number!.length <= 2 &&
      MODEL.test(folded.slice(0, start))
    )
      continue;
    // «en 12 cuotas», «a 6 meses»: how many instalments, not money.
    if (
      !groups.prefix &&
      !groups.suffix &&
      !groups.mult &&
      !split.fraction &&
      Number(split.integer) <= 60 &&
      /^\s*(?:cuotas?|meses|msi|pagos|mensualidades)\b/.test(folded.slice(start + match[0].length))
    )
      continue;
    const currency =
      (groups.prefix && PREFIX_CURRENCY[groups.prefix]) ||
      (groups.suffix && SUFFIX_CURRENCY[groups.suffix]) ||
      undefined;
    const multiplier = groups.mult ? MULTIPLIERS[groups.mult]! : 1;
    let end = start + match[0].length;
    // What stands for « con 50» belongs to the amount.
    while (folded[end] === PAD) end += 1;
    let integer = split.integer;
    let fraction = split.fraction;
    // Coins by name («2 gambas») take no hundreds after them.
    if (multiplier >= 1_000 && !fraction) {
      // «8 mil 500», «2 palos 300» (mil): the hundreds after the thousands; «3 lucas y media»: half of one more.
      // Not «30 mil 2 boletas»: one or two digits before a noun count what was bought.
      const tail = folded
        .slice(end)
        .match(
          /^\s(\d{1,3})(?![\d.,]|\s?(?:mil|k|lucas?|palos?|millon|millones|m)\b)(?!(?<=\s\d{1,2})\s+(?!(?:pesos|soles|euros|dolares|con|del|para|por|que|los|las|una|uno|mas|nomas|total)\b)[a-zñ]{3,})/,
        );
      // «2 palos y medio» as well as «3 lucas y media».
      const half = folded.slice(end).match(/^\s?y medi[ao]\b/);
      // «8 mil quinientos»: the hundreds in words.
      const spoken = tail || half ? undefined : numberWords(folded.slice(end)).find((found) => found.start === 1);
      const words =
        spoken && !spoken.big && spoken.value < 1_000 && /^\s/.test(folded.slice(end))
          ? { value: String(spoken.value), length: spoken.end }
          : undefined;
      const extra = tail ? { value: tail[1]!, length: tail[0].length } : words;
      if (extra && (multiplier === 1_000 ? Number(extra.value) < 1_000 : true)) {
        const scaled =
          BigInt(integer) * BigInt(multiplier) + BigInt(extra.value) * BigInt(multiplier === 1_000 ? 1 : 1_000);
        integer = String(scaled / BigInt(multiplier));
        fraction = String(scaled % BigInt(multiplier))
          .padStart(String(multiplier).length - 1, '0')
          .replace(/0+$/, '');
        end += extra.length;
      } else if (half) {
        integer = `${integer}`;
        fraction = '5';
        end += half[0].length;
      }
    } else if (multiplier === 1 && !fraction && !groups.prefix && !/\blas?\s$/.test(folded.slice(0, start))) {
      // «35 y medio»: half a unit more, the cents of a currency that has them (never «las 3 y media»).
      const half = folded.slice(end).match(/^\s?y medio\b/);
      if (half) {
        fraction = '5';
        end += half[0].length;
      }
    }
    found.push({
      start,
      end,
      integer,
      fraction,
      multiplier,
      currency: currencyOfCountryNamed(folded.slice(end), groups.suffix ?? groups.mult) ?? currency,
      marked: Boolean(groups.prefix || groups.suffix || groups.mult),
      plus: Boolean(groups.plus) && (start === 0 || /\s/.test(folded[start - 1]!)),
      multWord: groups.mult,
    });
  }
  const spokenNumbers = numberWords(folded);
  const cents = new Set<number>();
  for (const spoken of spokenNumbers) {
    if (
      cents.has(spoken.start) ||
      found.some((candidate) => candidate.start < spoken.end && spoken.start < candidate.end) ||
      // «le pasé 12 mil a Lucas», «los palos de golf»: a plural scale word with no count before it is
      // a name or a thing; «lucas» alone never says how many thousands.
      /^(?:lucas|lukas|palos|quinas|gambas|millones)$/.test(folded.slice(spoken.start, spoken.end))
    )
      continue;
    // «tres con cuarenta»: units and cents, both in words, as «3,40».
    const joint = folded.slice(spoken.end).match(/^ con /);
    const centsWord = joint
      ? spokenNumbers.find((other) => other.start === spoken.end + joint[0].length && !other.big && other.value < 100)
      : undefined;
    if (
      centsWord &&
      !spoken.big &&
      spoken.value < 1_000 &&
      !/^\s?(?:mil|lucas?|palos?|k)\b/.test(folded.slice(centsWord.end))
    ) {
      cents.add(centsWord.start);
      found.push({
        start: spoken.start,
        end: centsWord.end,
        integer: String(spoken.value),
        fraction: String(centsWord.value).padStart(2, '0'),
        multiplier: 1,
        marked: true,
        plus: false,
      });
      continue;
    }
    const after = folded
      .slice(spoken.end)
      .match(/^\s?(euros?|dolares|dolar|pesos?|soles|lucas?|palos?|pavos?|varos|mangos|pesitos)(?![a-z])/);
    const tail = after?.[1];
    const tailMultiplier = tail && MULTIPLIERS[tail] ? MULTIPLIERS[tail] : 1;
    // Words count only when they clearly mean money: "dos millones", "una luca", "veinte dólares", "quinientos".
    if (!spoken.big && !tail && spoken.value < 100) continue;
    let value = spoken.value * tailMultiplier;
    let end = spoken.end + (after?.[0].length ?? 0);
    let fraction = '';
    // «una luca y media», «dos palos y medio»: half of the last scale more.
    const half = folded.slice(end).match(/^\s?y medi[ao]\b/);
    if (half && (spoken.big || tailMultiplier > 1)) {
      // «una gamba y media» is 150, «una quina y media» 750: half of the coin named, not of a thousand.
      const coin = spoken.scaleWord && !tail ? COIN_VALUES[spoken.scaleWord] : undefined;
      value += (coin ?? (value % 1_000_000 === 0 ? 1_000_000 : 1_000)) / 2;
      end += half[0].length;
    } else if (half && tail && !MONEY_SLANG.has(tail)) {
      // «dos euros y medio»: half a unit more.
      fraction = '5';
      end += half[0].length;
    } else if (tail && !MONEY_SLANG.has(tail) && !spoken.big && tailMultiplier === 1) {
      // «doce euros con cincuenta», «ocho soles con veinte»: the cents in words after the currency.
      const joined = folded.slice(end).match(/^ con /);
      const centsAfter = joined
        ? spokenNumbers.find((other) => other.start === end + joined[0].length && !other.big && other.value < 100)
        : undefined;
      if (centsAfter) {
        cents.add(centsAfter.start);
        fraction = String(centsAfter.value).padStart(2, '0');
        end = centsAfter.end;
      }
    }
    found.push({
      start: spoken.start,
      end,
      integer: String(value),
      fraction,
      multiplier: 1,
      currency:
        currencyOfCountryNamed(folded.slice(end), tail ?? spoken.scaleWord) ??
        (tail && !MONEY_SLANG.has(tail) ? SUFFIX_CURRENCY[tail] : undefined),
      marked: true,
      plus: false,
      multWord: tail && MULTIPLIERS[tail] ? tail : spoken.scaleWord,
    });
  }
  // «un euro y medio», «un dólar»: «un» is an article alone, but one unit of a currency is money
  // («ni un peso» is none).
  for (const match of folded.matchAll(/(?<!\bni )\b(?:un|una) (euros?|dolar|sol|peso)\b(\s?y medio\b)?/g)) {
    const start = match.index;
    const end = start + match[0].length;
    if (found.some((candidate) => candidate.start < end && start < candidate.end)) continue;
    found.push({
      start,
      end,
      integer: '1',
      fraction: match[2] ? '5' : '',
      multiplier: 1,
      currency: SUFFIX_CURRENCY[match[1]!],
      marked: true,
      plus: false,
    });
  }
  // «una china», «dos chinas»: in Peru the fifty-céntimo coin, so it is said in soles.
  for (const match of folded.matchAll(/(?<!\b(?:a|con|de|para|mi|su|la) )\b(una|dos|tres|cuatro) (chinas?)\b/g)) {
    const start = match.index;
    const end = start + match[0].length;
    if (found.some((candidate) => candidate.start < end && start < candidate.end)) continue;
    const halves = { una: 1, dos: 2, tres: 3, cuatro: 4 }[match[1] as 'una' | 'dos' | 'tres' | 'cuatro'];
    found.push({
      start,
      end,
      integer: String(Math.floor(halves / 2)),
      fraction: halves % 2 ? '5' : '',
      multiplier: 1,
      currency: 'PEN',
      marked: true,
      plus: false,
    });
  }
  return found.sort((a, b) => a.start - b.start);
}

export type AmountChoice =
  | { ok: true; candidate: AmountCandidate; parts?: AmountCandidate[] }
  | { ok: false; reason: 'none' | 'several'; values: AmountCandidate[] };

// Coins and notes named by slang, whose half is of their own value.
const COIN_VALUES: Record<string, number> = { gamba: 100, gambas: 100, quina: 500, quinas: 500 };

/** What a candidate is worth in currency units («12,5 mil» → 12500). */
export const amountValue = (candidate: Pick<AmountCandidate, 'integer' | 'fraction' | 'multiplier'>) =>
  Number(`${candidate.integer}.${candidate.fraction || '0'}`) * candidate.multiplier;

/**
 * The one number that is the amount. A number written as money beats a bare one, and a bare small
 * number beside a bigger one is a quantity ("2 cafés 9.000"). Two equally likely amounts are
 * asked about, never guessed.
 */
export function chooseAmount(candidates: AmountCandidate[]): AmountChoice {
  if (candidates.length === 0) return { ok: false, reason: 'none', values: [] };
  if (candidates.length === 1) return { ok: true, candidate: candidates[0]! };
  // «650 la consulta más 280 de medicina, todo junto 930»: the parts and the whole they add up to;
  // the whole is what was paid.
  const whole = [...candidates].sort((a, b) => amountValue(b) - amountValue(a));
  const parts = whole.slice(1).reduce((sum, candidate) => sum + Math.round(amountValue(candidate) * 100), 0);
  if (whole.length >= 3 && parts === Math.round(amountValue(whole[0]!) * 100))
    return { ok: true, candidate: whole[0]!, parts: whole.slice(1) };
  const marked = candidates.filter((candidate) => candidate.marked);
  if (marked.length === 1) return { ok: true, candidate: marked[0]! };
  const pool = marked.length > 1 ? marked : candidates;
  const sorted = [...pool].sort((a, b) => amountValue(b) - amountValue(a));
  const [largest, second] = sorted as [AmountCandidate, AmountCandidate];
  // Quantities and the like ("2 cafés", "3 empanadas", "x2"): small bare integers beside a real amount.
  if (!second.marked && !second.fraction && amountValue(second) <= 12 && amountValue(largest) > 12)
    return { ok: true, candidate: largest };
  if (amountValue(largest) === amountValue(second) && sorted.length === 2) return { ok: true, candidate: largest };
  return { ok: false, reason: 'several', values: sorted };
}

export type MinorResult = { ok: true; minor: number } | { ok: false; reason: 'decimals' | 'too_large' | 'zero' };

/**
 * Minor units in `currency`. Decimals the currency does not have ("4,50" in COP) are not rounded
 * away: the person is asked whether they meant 4.500 or 4,50.
 */
export function toMinor(input: AmountCandidate, currency: string): MinorResult {
  const digits = minorDigits(currency);
  // In Peru «25 lucas» is 25 soles.
  const candidate =
    currency === 'PEN' && input.multWord && /^lu(?:ca|ka|quita|kita)s?$/.test(input.multWord)
      ? peruvianLucas(input)
      : input;
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

/** «25 lucas» in soles: the number as written, without the thousand. */
function peruvianLucas(candidate: AmountCandidate): AmountCandidate {
  if (candidate.multiplier === 1_000) return { ...candidate, multiplier: 1 };
  // Spoken («una luca») carries the thousand in its value.
  const value = Number(candidate.integer);
  return value % 1_000 === 0 ? { ...candidate, integer: String(value / 1_000) } : candidate;
}
