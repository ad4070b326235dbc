import { foldAccents } from '@cuentas/shared/text';
import type { Capture, UserContext } from '../whatsapp/service.ts';
import { mentionsOf } from './own-transfer.ts';
import { bankOf } from './shapes.ts';

/**
 * The account the reader booked a spending on is the one the mail says the money went to
 * («Transferiste $ 60.000 a Santander Río CBU ...2870 (tu cuenta)», «Cuenta destino: ****6012»):
 * spending on it would be wrong in silence. Said to be the user's own, the money left another of
 * their accounts — one the mail names as the paying one, else the bank or wallet that sent the mail
 * — and the movement is a transfer between the two. When the destination is not said to be the
 * user's, or the paying account is not known beyond doubt, it is asked.
 */

type Account = UserContext['accounts'][number];

const words = (text: string) =>
  ` ${foldAccents(text)
    .toLowerCase()
    .replace(/[^\p{L}\d]+/gu, ' ')
    .trim()} `;

/** Words of money sent or paid away (a purchase's own words, «pago con tu tarjeta», are not among them). */
const SENDING =
  /\b(transferiste|transferencia|transferido|enviaste|has enviado|enviado|envio|traspaso|traspasaste|pagaste|pago(?! con\b)|abonaste|giraste|depositaste|yapeaste|plineaste|pasaste)\b/;
// The last of these before an account, on its line, says which end of the money it is (the longer
// first: «con cargo a tu cuenta» is where the money left, not where it went; a card «asociada a la
// cuenta» is that account's, no end at all).
const CUES =
  /\b((?:asociad|vinculad|ligad|adscrit)[oa] a|con cargo a|cargo a|cargo en|debitad[oa] de|debito a|procedente de|proveniente de|cuenta de retiro|cuenta de cargo|de tu|de su|desde|origen|destino|hacia|para|con|en|al|a)\b/g;
const TARGET = new Set(['a', 'al', 'hacia', 'destino', 'para']);
const SOURCE =
  /^(desde|origen|de tu|de su|debitad[oa] de|debito a|procedente de|proveniente de|cuenta de retiro|cuenta de cargo|con cargo a|cargo a|cargo en)$/;
/** The bank saying an account is the user's («(tu cuenta)», «cuenta propia», «a tu nombre»). */
const OWN_AFTER =
  /^ (?:(?!desde |de |con |en |por )[a-z\d]+ ){0,3}(?:tu cuenta|cuenta propia|propi[oa]|a tu nombre|mismo titular)\b/;
const OWN_BEFORE = / (?:a|al|hacia) (?:tu|tus) [^\n]{0,30}$/;

const lineBefore = (text: string, at: number) => words(text.slice(0, at).split('\n').pop()!);
const lastCue = (text: string, at: number) => [...lineBefore(text, at).matchAll(CUES)].at(-1)?.[1];

function endOf(text: string, at: number): 'target' | 'source' | null {
  const last = lastCue(text, at);
  if (!last) return null;
  if (TARGET.has(last)) return 'target';
  return SOURCE.test(last) ? 'source' : null;
}

/** The account the money left: named as such in the mail, else the one of the bank that sent it. */
function payingAccount(text: string, from: string, destination: Account, context: UserContext): Account | undefined {
  const others = context.accounts.filter((account) => account.id !== destination.id && account.type !== 'cash');
  // Positions are the raw text's only for accounts known by their digits.
  const named = others.filter(
    (account) => account.digits?.length && mentionsOf(text, account).some((item) => endOf(text, item.at) === 'source'),
  );
  if (named.length > 0) return named.length === 1 ? named[0] : undefined;
  const bank = bankOf(from);
  if (!bank) return undefined;
  const squash = (value: string) => words(value).replace(/\s+/g, '');
  const ofBank = others.filter(
    (account) =>
      account.type !== 'credit_card' &&
      (squash(account.name).includes(squash(bank)) || squash(bank).includes(squash(account.name))),
  );
  return ofBank.length === 1 ? ofBank[0] : undefined;
}

export function sentToOwn(
  capture: Capture,
  message: { from: string; subject: string; body: string },
  context: UserContext,
): Capture | 'ask' | undefined {
  if (capture.kind !== 'expense') return undefined;
  const head = words(`${message.subject}\n${message.body.slice(0, 600)}`);
  // «00-105-05465-18»: an account number's groups read as one, so its last four digits are found.
  const text = message.body.replace(/(\d)[ -](?=\d)/g, '$1');
  const account = context.accounts.find((item) => item.id === capture.account.id);
  if (!account?.digits?.length) return undefined;
  // Money sent on the same line («Transferiste $ … a …»), or a receipt's «Cuenta destino» line.
  const mention = mentionsOf(text, account).find(
    (item) =>
      endOf(text, item.at) === 'target' &&
      (SENDING.test(lineBefore(text, item.at)) || (lastCue(text, item.at) === 'destino' && SENDING.test(head))),
  );
  if (!mention) return undefined;
  // What follows the account's digits in the same sentence («…2870 (tu cuenta).»).
  const after = text.slice(mention.at, mention.at + 80);
  const sentence = after.slice(after.search(/\d(?!\d)/) + 1).split(/[.\n;]/)[0]!;
  const own = OWN_AFTER.test(words(sentence)) || OWN_BEFORE.test(words(text.slice(0, mention.at).split('\n').pop()!));
  if (!own) return 'ask';
  const source = payingAccount(text, message.from, account, context);
  if (!source || source.currency !== account.currency) return 'ask';
  return { ...capture, kind: 'transfer', account: source, toAccount: capture.account, categoryId: null, payee: '' };
}
