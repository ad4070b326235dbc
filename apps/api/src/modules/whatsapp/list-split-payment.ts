import { type AccountRef, findAccounts } from './account-words.ts';
import { type AmountCandidate, amountValue, findAmounts } from './amounts.ts';
import { fold } from './text.ts';

// One movement paid or received in two ways, told as a list (list-pieces.ts runs this first).

// «de eso», «de los cuales», «de ahí»: what opens the first of the ways the amount before was paid.
const OF_THAT = /^(?:(?:y|pero)\s+)?(?:de (?:eso|esto|esos|esa|ese|los cuales|las cuales)|del cual|de la cual)\s+/;
const THE_REST = /^(?:y\s+)?(?:el resto|lo demas|lo que falta|lo otro)\b/;
// What a way may say besides its amount and its account: «me yapearon», «fueron», «en efectivo».
const WAY_WORDS =
  /\b(?:me|nos|lo|los|la|las|el|mi|tu|su|le|fue|fueron|era|eran|pague|pagamos|pagaron|me pagaron|recibi|cobre|en|con|por|x|a|al|de|del|desde|mil|lucas?|k|pesos|soles|euros?|pavos|varos|mangos)\b|[$€]/g;

/** The account a way names, as said («en efectivo», «me yapearon»), when it names one for sure. */
function wayAccount(folded: string, accounts: AccountRef[]) {
  const named = findAccounts(folded, accounts).filter((mention) => mention.score >= 2);
  if (new Set(named.map((mention) => mention.account.id)).size !== 1) return undefined;
  return folded.slice(named[0]!.start, named[0]!.end).trim();
}

/** Whether the way says nothing but its amount (or «el resto») and its account. */
const blank = (text: string) => ' '.repeat(text.length);

function onlyAWay(folded: string, accounts: AccountRef[], amounts: AmountCandidate[]): boolean {
  let left = folded.replace(OF_THAT, blank).replace(THE_REST, blank);
  for (const cut of [...amounts, ...findAccounts(left, accounts)].sort((a, b) => b.start - a.start))
    left = `${left.slice(0, cut.start)} ${left.slice(cut.end)}`;
  return left.replace(WAY_WORDS, ' ').replace(/[^a-zñ]+/g, '') === '';
}

/**
 * «vendí 320 soles, de eso 200 en efectivo y 120 me yapearon», «la cena 80 mil, de eso 50 en
 * efectivo y el resto con nequi»: a part whose amount the next pieces share out among accounts,
 * opened with «de eso» and adding up to it («el resto» is what is left), is one movement per
 * account, each with the part's words. Anything else is left as it was (and asked about).
 */
export function paidInWays(pieces: string[], accounts: AccountRef[]): string[] {
  for (let start = 1; start < pieces.length; start++) {
    const colon = totalThenColon(pieces, start - 1);
    if (colon) {
      const shared = sharedOut(colon, start, accounts);
      if (shared) return shared;
    }
    if (findAmounts(fold(pieces[start - 1]!)).length !== 1) continue;
    const shared = sharedOut(pieces, start, accounts);
    if (shared) return shared;
  }
  return pieces;
}

/**
 * «compra en el súper 96.500: 60 con la visa y 36.500 con la app»: a total and a colon open the ways
 * it was paid as «de eso» does; the piece is cut at the colon.
 */
function totalThenColon(pieces: string[], index: number): string[] | undefined {
  const said = /^(.*\d[^:]*?)\s*:\s+(.*\d.*)$/.exec(pieces[index]!);
  if (!said || findAmounts(fold(said[1]!)).length !== 1 || findAmounts(fold(said[2]!)).length !== 1) return undefined;
  return [...pieces.slice(0, index), said[1]!, `de eso ${said[2]!}`, ...pieces.slice(index + 1)];
}

function sharedOut(pieces: string[], start: number, accounts: AccountRef[]): string[] | undefined {
  const whole = fold(pieces[start - 1]!);
  const total = findAmounts(whole)[0]!;
  // «la cena 80 mil con nequi, de eso …» already says how it was paid: not read here.
  if (findAccounts(whole, accounts).some((mention) => mention.score >= 2)) return undefined;
  const ways: { amount?: AmountCandidate; text?: string; account: string }[] = [];
  let end = start;
  for (; end < pieces.length && ways.length < 3; end++) {
    const folded = fold(pieces[end]!);
    const amounts = findAmounts(folded);
    const rest = THE_REST.test(folded) && amounts.length === 0;
    if (!rest && amounts.length !== 1) break;
    const account = wayAccount(folded, accounts);
    if (!account || !onlyAWay(folded, accounts, amounts)) break;
    const said = amounts[0];
    // How it was paid, as said: the way without its amount and its opening («en efectivo», «me yapearon»).
    const how = (said ? `${folded.slice(0, said.start)} ${folded.slice(said.end)}` : folded)
      .replace(OF_THAT, '')
      .replace(THE_REST, '')
      .replace(/\b(?:mil|lucas?|k|pesos|soles|euros?)\b/g, ' ')
      .replace(/\s+/g, ' ')
      .trim();
    ways.push({ amount: said, text: said ? folded.slice(said.start, said.end) : undefined, account: how || account });
  }
  // Opened with «de eso», or closed with «el resto»: a total shared out, not more purchases.
  const opened = OF_THAT.test(fold(pieces[start]!));
  const rest = ways.filter((way) => !way.amount).length;
  if (ways.length < 2 || rest > 1 || (!opened && rest === 0)) return undefined;
  const cents = (value: number) => Math.round(value * 100);
  const wholeCents = cents(amountValue(total));
  // A way said without the total's thousands («80 mil, 50 en efectivo») is in them.
  const inTotals = (amount: AmountCandidate) => amount.multiplier === 1 && total.multiplier > 1 && !amount.currency;
  // «412.000, 300 con la visa y el resto con nequi»: a bare hundreds after a total of thousands is in
  // thousands too, but only when the ways then add up to the total (or leave a rest to share).
  const bareHundreds = (amount: AmountCandidate) =>
    total.multiplier === 1 &&
    amountValue(total) >= 10_000 &&
    !total.fraction &&
    amount.multiplier === 1 &&
    !amount.currency &&
    !amount.fraction &&
    amountValue(amount) < 1000;
  const sumOf = (thousands: boolean) =>
    ways.reduce((sum, way) => {
      if (!way.amount) return sum;
      const value = amountValue(way.amount);
      const scaled = inTotals(way.amount) || (thousands && bareHundreds(way.amount));
      return sum + cents(scaled ? (inTotals(way.amount) ? valueIn(way.amount) : value * 1000) : value);
    }, 0);
  const valueIn = (amount: AmountCandidate) => amountValue({ ...amount, multiplier: total.multiplier });
  const fits = (said: number) => (rest > 0 ? said < wholeCents : said === wholeCents);
  const thousands = ways.some((way) => way.amount && bareHundreds(way.amount)) && fits(sumOf(true));
  // A bare hundreds that fits neither way («412.000, 300 y 200») is asked about.
  if (!thousands && ways.some((way) => way.amount && bareHundreds(way.amount)) && rest > 0) return undefined;
  const said = sumOf(thousands);
  const left = wholeCents - said;
  // What is left is said in whole units, unless the total says its cents («386.40, 250 con la visa y
  // lo demás con el banco»): a rest with cents out of a total without them («el resto» of 45) is asked.
  const withCents = total.fraction.length === 2 && !thousands;
  if (left < 0 || (left % 100 !== 0 && !withCents) || left > 0 !== rest > 0) return undefined;
  // The rest written with the total's own decimal mark, so it reads back as the same amount.
  const mark = whole.slice(total.start, total.end).match(/[.,](?=\d{2}\b)/)?.[0] ?? ',';
  const restSaid = (cents: number) =>
    cents % 100 === 0 ? `${cents / 100}` : `${Math.floor(cents / 100)}${mark}${String(cents % 100).padStart(2, '0')}`;
  const unit = total.multWord && total.multiplier > 1 ? ` ${total.multWord}` : '';
  const asSaid = (way: (typeof ways)[number]) => {
    if (!way.amount) return `${total.multiplier > 1 ? left / 100 / total.multiplier : restSaid(left)}${unit}`;
    if (inTotals(way.amount)) return `${way.text}${unit}`;
    return thousands && bareHundreds(way.amount) ? `${amountValue(way.amount) * 1000}` : way.text!;
  };
  const parts = ways.map(
    (way) => `${whole.slice(0, total.start)}${asSaid(way)}${whole.slice(total.end)} ${way.account}`,
  );
  return [...pieces.slice(0, start - 1), ...parts, ...pieces.slice(end)];
}
