import { type AccountRef, findAccounts } from './account-words.ts';
import { type AmountCandidate, findAmounts } from './amounts.ts';
import { fold } from './text.ts';
import { APP_VERB_EXPENSE, APP_VERB_INCOME, EXPENSE, INCOME, INCOME_OTHER_TENSES } from './verbs.ts';

// A list counted and told with one verb and one account for all its parts: «entraron dos ventas por
// el banco: 230 mil y 415 mil», «me yapearon 20, 35 y 15», «cobré 2 encargos por la app, uno de 300 y
// otro de 450», «pagué 2 cosas por el banco: la luz 90 mil y el gas 40 mil». The verb (money in or
// out) and the account are said once and hold for every part; a part naming its own account keeps it.

const COUNT_WORDS: Record<string, number> = { dos: 2, tres: 3, cuatro: 4, cinco: 5, '2': 2, '3': 3, '4': 4, '5': 5 };
const COUNT = /\b(dos|tres|cuatro|cinco|[2-5])\s+([a-zñ]+s)\b/;
// Between two amounts of a run: a comma, «y», or both.
const JOIN = /^\s*(?:,\s*(?:y\s+)?|y\s+)$/;
// «uno de», «otro de», «la otra de»: what opens a part of a counted list.
const ONE_OF = /^(?:(?:y|e)\s+)?(?:el |la )?(?:uno|una|otro|otra|primero|primera|segundo|segunda)\s+(?:de|por)\s+/;

const moneyIn = (folded: string) => [INCOME, INCOME_OTHER_TENSES, APP_VERB_INCOME].some((verb) => verb.test(folded));
const clean = (text: string) =>
  text
    .replace(/\s*[,:]\s*(?=[,:]|$)/g, '')
    .replace(/\s+,/g, ',')
    .replace(/[\s,:]+$/g, '')
    .replace(/\s+/g, ' ')
    .trim();

/** The parts of a counted list told with one verb and one account, or undefined when it is not one. */
export function countedList(text: string, accounts: AccountRef[]): string[] | undefined {
  const folded = fold(text);
  if (folded.includes('\n')) return undefined;
  return runOfBareAmounts(folded, accounts) ?? countedParts(folded, accounts) ?? sameTransfers(folded, accounts);
}

/**
 * The accounts the text names for sure, one per place: «a galicia» names the account «Galicia», not
 * also «Visa Galicia», whose distinctive word it shares.
 */
function namedForSure(folded: string, accounts: AccountRef[]) {
  const sure = findAccounts(folded, accounts).filter((mention) => mention.score >= 2);
  return sure.filter(
    (mention) =>
      !sure.some(
        (other) =>
          other !== mention && other.score > mention.score && other.start < mention.end && mention.start < other.end,
      ),
  );
}

// What is sent or received as a whole, one at a time: «3 transferencias de 12 mil», «dos yapes de 20».
const SENT_TO = /\b(?:le|les)\s+(?:hice|hicimos|he hecho|hemos hecho|mande|envie|pase|transferi)\b/;
const SENDINGS =
  /\b(dos|tres|cuatro|cinco|[2-5])\s+(?:transferencias|transfers|yapes|plines|bizums|nequis|depositos|consignaciones|giros|envios)\s+(?:de|por)\s+$/;

/**
 * «me pagaron por nequi, 3 transferencias de 12 mil», «le hice dos bizums de 20 a mi hermana»: as
 * many movements of that amount as transfers counted, when that is the message's only amount and
 * it says which way the money went. «cada uno», or a second amount, leave it to be asked.
 */
function sameTransfers(folded: string, accounts: AccountRef[]): string[] | undefined {
  const amounts = findAmounts(folded);
  const each = amounts.find((amount) => SENDINGS.test(folded.slice(0, amount.start)));
  if (!each) return undefined;
  const match = SENDINGS.exec(folded.slice(0, each.start))!;
  const countAt = match.index + match[0].indexOf(match[1]!);
  // Only the count and the amount: «3 transferencias de 12 mil y una de 20» is asked.
  if (amounts.some((amount) => amount !== each && amount.start !== countAt)) return undefined;
  if (/\b(?:cada una?|c\/u|en total|total)\b/.test(folded)) return undefined;
  // Which way the money went, said once: a verb of money in, or one of paying or sending.
  const out = EXPENSE.test(folded) || APP_VERB_EXPENSE.test(folded) || SENT_TO.test(folded);
  if (moneyIn(folded) === out) return undefined;
  if (new Set(namedForSure(folded, accounts).map((mention) => mention.account.id)).size > 1) return undefined;
  const count = COUNT_WORDS[match[1]!]!;
  const part = clean(`${folded.slice(0, countAt)}${folded.slice(countAt + match[1]!.length)}`);
  return Array.from({ length: count }, () => part);
}

function countOf(folded: string, amounts: AmountCandidate[]) {
  const match = COUNT.exec(folded);
  if (!match) return undefined;
  const start = match.index;
  const end = start + match[1]!.length;
  return { count: COUNT_WORDS[match[1]!]!, start, end, amount: amounts.find((amount) => amount.start === start) };
}

/** «me yapearon 20, 35 y 15», «entraron dos ventas al banco: 230 mil y 415 mil»: money in, one per amount. */
function runOfBareAmounts(folded: string, accounts: AccountRef[]): string[] | undefined {
  if (!moneyIn(folded) || EXPENSE.test(folded)) return undefined;
  const amounts = findAmounts(folded);
  const count = countOf(folded, amounts);
  const run = amounts.filter((amount) => amount !== count?.amount);
  if (run.length < 2) return undefined;
  for (let index = 1; index < run.length; index++)
    if (!JOIN.test(folded.slice(run[index - 1]!.end, run[index]!.start))) return undefined;
  // The count, when said, is the number of amounts; otherwise which is which is asked.
  if (count && count.count !== run.length) return undefined;
  if (new Set(namedForSure(folded, accounts).map((mention) => mention.account.id)).size > 1) return undefined;
  const first = run[0]!;
  const last = run[run.length - 1]!;
  let head = `${folded.slice(0, first.start)} ${folded.slice(last.end)}`;
  if (count) head = `${folded.slice(0, count.start)}${folded.slice(count.end, first.start)} ${folded.slice(last.end)}`;
  head = clean(head);
  return run.map((amount) => `${head} ${folded.slice(amount.start, amount.end)}`);
}

/** «cobré 2 encargos por la app: uno de 300 y otro de 450»: the verb and the account hold for each part. */
function countedParts(folded: string, accounts: AccountRef[]): string[] | undefined {
  const amounts = findAmounts(folded);
  const count = countOf(folded, amounts);
  if (!count) return undefined;
  const verb = folded.slice(0, count.start).trim();
  const income = moneyIn(verb);
  if (!verb || income === EXPENSE.test(verb)) return undefined;
  const noun = COUNT.exec(folded)![2]!;
  let after = folded.slice(count.end).trim().slice(noun.length);
  // The account said of all: «por mercado pago», «con la visa», right after the counted noun.
  const said = findAccounts(after, accounts).filter((mention) => mention.score >= 2);
  let account = '';
  const opening = /^\s*(?:por|con|en|a|al|desde|de)\s+(?:(?:la|el|mi)\s+)?/.exec(after);
  if (said[0] && opening && said[0].start <= opening[0].length) {
    account = after.slice(0, said[0].end).trim();
    after = after.slice(said[0].end);
  }
  const open = /^\s*[:,]\s*/.exec(after) ?? (ONE_OF.test(after.trim()) ? /^\s*/.exec(after) : null);
  if (!open) return undefined;
  const parts = after
    .slice(open[0].length)
    .split(/\s*,\s+(?:y\s+)?|\s+y\s+/)
    .map((part) => part.trim())
    .filter(Boolean);
  if (parts.length !== count.count) return undefined;
  const read = parts.map((part) => {
    const own = part.replace(ONE_OF, '');
    const inPart = findAmounts(own);
    if (inPart.length !== 1) return undefined;
    const named = findAccounts(own, accounts).filter((mention) => mention.score >= 2);
    let words = own;
    for (const span of [inPart[0]!, ...named].sort((a, b) => b.start - a.start))
      words = `${words.slice(0, span.start)} ${words.slice(span.end)}`;
    const hasAccount = named.length > 0;
    // «uno de 300»: a part with nothing but its amount is one of the counted things.
    const bare =
      words.replace(/\b(?:mil|lucas?|k|pesos|soles|euros?|en|de|por|con|la|el|mi|a|al)\b/g, '').trim() === '';
    return clean(`${verb} ${bare ? `${noun} ` : ''}${own} ${hasAccount ? '' : account}`);
  });
  return read.every(Boolean) ? (read as string[]) : undefined;
}
