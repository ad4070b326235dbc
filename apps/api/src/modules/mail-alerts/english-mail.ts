import { foldAccents } from '@cuentas/shared/text';
import type { UserContext } from '../whatsapp/service.ts';

/**
 * Alert mails some banks and wallets send in English (Revolut, Nu, Wise, N26): «You paid €18.40 at
 * Cabify on 3 Dec 2026 with your card ending 4410», «You made a purchase of MXN $89.00 at OXXO with
 * your Nu card ending in 6621 on Dec 3, 2026», «You received a refund of €12.00 from Decathlon»,
 * «€50.00 was added to your Wise account from your Sabadell account ES** **** 7731». Each whole
 * shape is told again as the Spanish sentence the alert reader knows, with its day and the card's
 * digits, so the same rules decide the account, the currency and the category. A shape this does
 * not know is not told (the mail's own text is read as before).
 */

type Account = UserContext['accounts'][number];

const MONTHS = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];
const monthOf = (word: string) => MONTHS.findIndex((month) => month.startsWith(word.toLowerCase().slice(0, 3))) + 1;

/** «on 3 Dec 2026», «on Dec 3, 2026», «on December 3rd, 2026», «on 3/12/2026», told as «3/12/2026». */
function dayOf(text: string): string | undefined {
  const dayFirst = /\b(\d{1,2})(?:st|nd|rd|th)? ([A-Za-z]{3,9})\.?,? (\d{4})\b/.exec(text);
  if (dayFirst && monthOf(dayFirst[2]!) > 0 && MONTHS.some((m) => m.startsWith(dayFirst[2]!.toLowerCase())))
    return `${dayFirst[1]}/${monthOf(dayFirst[2]!)}/${dayFirst[3]}`;
  const monthFirst = /\b([A-Za-z]{3,9})\.? (\d{1,2})(?:st|nd|rd|th)?,? (\d{4})\b/.exec(text);
  if (monthFirst && monthOf(monthFirst[1]!) > 0 && MONTHS.some((m) => m.startsWith(monthFirst[1]!.toLowerCase())))
    return `${monthFirst[2]}/${monthOf(monthFirst[1]!)}/${monthFirst[3]}`;
  return /\b\d{1,2}\/\d{1,2}\/\d{4}\b/.exec(text)?.[0];
}

// «€34.20», «MXN $315.00», «$315.00 MXN», «US$ 20.00», «USD 20.00», «20.00 EUR», «£12.50».
const MONEY = String.raw`(?:(?:[A-Z]{3}\s?)?(?:US)?[$€£]\s?\d[\d,]*(?:\.\d{1,2})?(?:\s?[A-Z]{3}\b)?|[A-Z]{3}\s?\d[\d,]*(?:\.\d{1,2})?|\d[\d,]*(?:\.\d{1,2})?\s?(?:€|[A-Z]{3}\b))`;

/** English thousands commas dropped («€1,234.56» is «€1234.56»), so no reader takes the comma for cents. */
const moneyText = (money: string) => money.replace(/(\d),(?=\d{3}\b)/g, '$1').replace(/\s+/g, ' ');

// A shop or a person as the mail writes it, up to the words that follow it.
const NAME = String.raw`([\p{Lu}\d][\p{L}\d&'.*-]*(?:\s+(?!on\b|with\b|using\b|from\b|to\b|via\b|at\b)[\p{L}\d&'.*-]+){0,5}?)`;
const NAME_END = String.raw`(?=\s+(?:on|with|using|from|to|via|at|has|was|is)\b|\s*[.,;!]?\s*(?:\n|$)|[,;!]|\.\s)`;

/** The card's or account's last digits: «card ending 9012», «ending in 6621», «··9012», «ES** **** 2231». */
function digitsIn(text: string): string[] {
  const found = text.matchAll(
    /(?:\bending(?: in| with)?:?|\blast (?:four|4)(?: digits)?:?|[·•*]{2,}|\bno\.?)\s*[·•*\s]*(\d{4})\b/gi,
  );
  return [...found].map((match) => match[1]!);
}

const squash = (value: string) =>
  foldAccents(value)
    .toLowerCase()
    .replace(/[^\p{L}\d]+/gu, '');

/** The account «your Revolut account» names: by its name, else the sender's bank when that is its name. */
function namedAccount(name: string, context: UserContext): Account | undefined {
  const wanted = squash(name);
  if (wanted.length < 2) return undefined;
  const found = context.accounts.filter((account) => account.type !== 'cash' && squash(account.name) === wanted);
  return found.length === 1 ? found[0] : undefined;
}

const ownOf = (digits: string | undefined, context: UserContext) =>
  digits ? context.accounts.find((account) => account.digits?.includes(digits)) : undefined;

/**
 * Money moved from one of the user's accounts into another (a top-up): «€300.00 was added to your
 * Revolut account from your BBVA account ES** **** 2231», «You've topped up €50.00 from your bank
 * account ending 1199 (ING)» (the account topped up is then the sender bank's). Told only when both
 * ends are accounts the user has, with the digits the reader knows them by.
 */
function topUp(text: string, context: UserContext, day: string, bank: string | undefined): string | undefined {
  // «to your Revolut account (··9012)»: the account's own digits in brackets after it.
  const into = String.raw`(?: to your ([\p{L}\d ]{2,30}?) (?:account|balance|wallet)(?:\s*\([^)\n]{0,20}\))?)?`;
  const source = String.raw`from your (?:([\p{L}\d ]{2,30}?) )??(?:bank )?(?:account|card)\b([^\n]{0,40})`;
  const added =
    new RegExp(String.raw`(${MONEY}) (?:was|has been) (?:added|moved|transferred|sent)${into} ${source}`, 'u').exec(
      text,
    ) ??
    new RegExp(
      String.raw`\b[Yy]ou(?:'ve| have)? (?:added|moved|transferred|topped up) (${MONEY})${into} ${source}`,
      'u',
    ).exec(text);
  if (!added) return undefined;
  const [, money, toName, fromName, after] = added;
  const to = toName ? namedAccount(toName, context) : bank ? namedAccount(bank, context) : undefined;
  const byDigits = ownOf(digitsIn(after!)[0], context);
  // «ending 2231 (BBVA)»: the bank named after the digits.
  const fromWords = fromName ?? /^[^(\n]{0,20}\(([\p{L}\d ]{2,30})\)/u.exec(after!)?.[1];
  const byName = fromWords ? namedAccount(fromWords, context) : undefined;
  const from = byDigits ?? byName;
  if (!to || !from || to.id === from.id || (byDigits && byName && byDigits.id !== byName.id)) return undefined;
  const toDigits = to.digits?.[0];
  const fromDigits = from.digits?.[0];
  if (!toDigits || !fromDigits) return undefined;
  return `Transferiste ${moneyText(money!)} de tu cuenta *${fromDigits} a tu cuenta *${toDigits} el ${day}.`;
}

/** An English mail of an operation that did not happen: «Your payment of €20.00 at X was declined». */
export const englishNotDone = (subject: string, body: string) =>
  /\b(?:declined|failed|rejected|unsuccessful|not (?:completed|approved|processed)|could ?n[o']t|cancel+ed|insufficient funds|was reversed)\b/i.test(
    `${subject}\n${body}`,
  ) && /\b(?:you|your|payment|purchase|transaction|transfer|card)\b/i.test(`${subject}\n${body}`);

/** The Spanish telling of an English alert mail, or undefined when it is none of the shapes known. */
export function englishSentence(
  subject: string,
  body: string,
  context: UserContext,
  bank?: string,
): string | undefined {
  const text = body.replace(/\r/g, '');
  if (!/\b(?:you|your|payment|purchase|refund|card|transaction)\b/i.test(text)) return undefined;
  const day = dayOf(text) ?? dayOf(subject);
  const on = day ? ` el ${day}` : '';
  const digits = digitsIn(text)[0];
  const card = digits ? ` con tu tarjeta *${digits}` : '';
  const inAccount = digits ? ` en tu cuenta *${digits}` : '';
  const moved = day ? topUp(text, context, day, bank) : undefined;
  if (moved) return moved;
  // A shop gave money back: «You received a refund of €45.99 from Zalando», «Refund of €9.99 from X», «X refunded you €5».
  const refund = new RegExp(
    String.raw`\b(?:[Yy]ou (?:have )?(?:received|got) )?(?:a )?[Rr]efund of (${MONEY}) from ${NAME}${NAME_END}`,
    'u',
  ).exec(text);
  const refunded = new RegExp(String.raw`${NAME} refunded (?:you )?(${MONEY})`, 'u').exec(text);
  if (refund || refunded) {
    const [money, shop] = refund ? [refund[1]!, refund[2]!] : [refunded![2]!, refunded![1]!];
    return `Devolución: has recibido un reembolso de ${moneyText(money)} de ${shop.toUpperCase()}${inAccount}${on}.`;
  }
  // A purchase: «You paid €34.20 at Glovo», «You made a purchase of MXN $315.00 at RAPPI», «Your card
  // ending 4410 was charged $12.00 at UBER».
  const purchase =
    new RegExp(String.raw`\b[Yy]ou (?:paid|spent) (${MONEY}) (?:at|in) ${NAME}${NAME_END}`, 'u').exec(text) ??
    new RegExp(
      String.raw`\b(?:[Yy]ou made an? |[Aa]n? )?(?:[Cc]ard )?(?:[Pp]urchase|[Pp]ayment|[Tt]ransaction) of (${MONEY}) (?:was made )?(?:at|in|to) ${NAME}${NAME_END}`,
      'u',
    ).exec(text) ??
    new RegExp(
      String.raw`\bwas (?:charged|used for) (?:a purchase of )?(${MONEY}) (?:at|in|by) ${NAME}${NAME_END}`,
      'u',
    ).exec(text);
  if (purchase) return `Compraste ${moneyText(purchase[1]!)} en ${purchase[2]!.toUpperCase()}${card}${on}.`;
  // Money from a person: «You received €45.00 from Daniel Ortega», «Ana Ruiz sent you $300.00».
  const received = new RegExp(
    String.raw`\b[Yy]ou(?:'ve| have)? received (?:a (?:payment|transfer) of )?(${MONEY}) from ${NAME}${NAME_END}`,
    'u',
  ).exec(text);
  const sentYou = new RegExp(String.raw`(?:^|[.!,]\s+)${NAME} (?:sent|transferred|paid) you (${MONEY})`, 'mu').exec(
    text,
  );
  if (received || sentYou) {
    const [money, who] = received ? [received[1]!, received[2]!] : [sentYou![2]!, sentYou![1]!];
    return `Recibiste ${moneyText(money)} de ${who}${inAccount}${on}.`;
  }
  // Money to a person: «You sent €20.00 to Marta Gil».
  const sent = new RegExp(String.raw`\b[Yy]ou (?:sent|transferred) (${MONEY}) to ${NAME}${NAME_END}`, 'u').exec(text);
  if (sent) return `Enviaste ${moneyText(sent[1]!)} a ${sent[2]}${digits ? ` desde tu cuenta *${digits}` : ''}${on}.`;
  // The bank's own fee: «Your monthly plan fee of €7.99 has been charged», «A fee of $35.00 was charged».
  const fee = new RegExp(
    String.raw`\b(?:[Mm]onthly |[Aa]nnual |[Yy]early )?(?:[Pp]lan |[Ss]ubscription |[Aa]ccount |[Mm]aintenance |[Cc]ard |[Ss]ervice |ATM )?[Ff]ee of (${MONEY}) (?:was |has been )?(?:charged|applied|deducted|debited|taken)`,
    'u',
  ).exec(text);
  if (fee) return `Se realizó un cargo de ${moneyText(fee[1]!)} por comisión de mantenimiento${inAccount}${on}.`;
  // Cash: «You withdrew €100.00 at an ATM», «Cash withdrawal of $500.00».
  const cash =
    new RegExp(String.raw`\b[Yy]ou withdrew (${MONEY})`, 'u').exec(text) ??
    new RegExp(String.raw`\b(?:[Cc]ash|ATM) withdrawal of (${MONEY})`, 'u').exec(text);
  if (cash) return `Retiraste ${moneyText(cash[1]!)} en cajero${card}${on}.`;
  return undefined;
}
