import { foldAccents } from '@cuentas/shared/text';
import type { Capture, UserContext } from '../whatsapp/service.ts';

/**
 * Money between two of the user's own accounts that the reader took for spending or income
 * (decision 035's amendment): recorded as a transfer when the mail names the other account
 * beyond doubt — by the digits the user set on it, or a wallet with no digits (Mercado Pago,
 * DaviPlata) named as the user's own («a tu cuenta de Mercado Pago», «DaviPlata … (propio)», «a
 * MERCADO PAGO (…, a tu nombre)», «a tu Yape») — and
 * says money moved between accounts. Anything less (a wallet named without «tu» or «propio», a
 * purchase that also prints another account, two other accounts, two currencies) stays a question.
 */

type Account = UserContext['accounts'][number];

const words = (text: string) =>
  foldAccents(text)
    .toLowerCase()
    .replace(/[^\p{L}\d*]+/gu, ' ');

/** Words of money moving between accounts; a purchase's own words are not among them. */
const BETWEEN =
  /\b(transferencia|transferiste|traspaso|traspasaste|enviaste|has enviado|envio|ingresaste|recargaste|cargaste|recarga|abono|abonamos|deposito|depositaste|pago (?:a|de) (?:tu )?tarjeta|pagaste tu tarjeta|recibimos tu pago|gracias por tu pago|entre (?:tus|mis|sus) cuentas|propi[oa]|yapeaste|plineaste|has anadido|anadiste)\b/;
const PURCHASE = /\b(compra|compraste|consumo)\b/;
// The bank saying both ends are the user's.
const BOTH_OWN = /\bentre (?:mis|tus|sus) cuentas\b|\bcuenta propia\b/;
/** Words just before an account that make it the paying one, or the receiving one. */
const SOURCE =
  /\b(desde|origen|procedente de|proveniente de|de tu cuenta|debitad[oa] de|cuenta de (?:retiro|cargo)|con cargo a)\b[^*\d]{0,25}$/;
const TARGET = /\b(a|hacia|destino|para|en|abonad[oa] en|a tu cuenta de|a la cuenta)\b[^*\d]{0,25}$/;
// «a su DaviPlata»: the formal «su» of Colombian and Peruvian banks is the user's too.
const OWN_MARK = /\b(?:tu|tus|mi|su|sus)\s+(?:cuenta\s+(?:de\s+)?)?$/;

type Mention = { account: Account; at: number };

/** Where the mail names an account: its digits after a mark, or a wallet's name said to be the user's. */
export function mentionsOf(text: string, account: Account): Mention[] {
  const found: Mention[] = [];
  for (const digits of account.digits ?? []) {
    const mark = new RegExp(
      // «Banco Galicia CC 4402», «Cuenta Corriente en pesos 2870»: a current account's short name or its currency before the digits.
      // «Cuenta Única 2870», «cuenta sueldo 1234»: the product's name between the word and its digits.
      `(?:\\*|\\.{3}|\\b(?:(?:cuenta|cta)(?:\\s+(?!de\\b|a\\b|en\\b|desde\\b)[a-záéíóúñ]+){0,2}|tarjeta|caja de ahorros?|terminad[ao] en|terminaci[oó]n|clabe|n[°º]|cc|ca|pesos))[\\s\\d*:.]*?${digits}\\b`,
      'gi',
    );
    for (const match of text.matchAll(mark)) found.push({ account, at: match.index });
  }
  if (found.length > 0 || account.type === 'cash' || account.digits?.length) return found;
  const name = words(account.name).trim();
  if (name.length < 4) return found;
  const folded = words(text);
  for (let at = folded.indexOf(` ${name} `); at !== -1; at = folded.indexOf(` ${name} `, at + 1)) {
    const before = folded.slice(Math.max(0, at - 30), at + 1);
    const after = folded.slice(at + name.length + 1, at + name.length + 40);
    // «MERCADO PAGO (cuenta CLABE ****4567, a tu nombre)», «Mercado Pago - CVU …8812 (cuenta propia)»:
    // the bank saying the account is the user's.
    const ownAfter =
      /^\s*(?:[\d* ]+)?\s*propi[oa]\b/.test(after) || /^(?:\s+\S+){0,4}\s+(?:a tu nombre|cuenta propia)\b/.test(after);
    // «Transferencia entre mis cuentas … Cuenta destino: Yape»: an end the bank labels in a mail that
    // says both ends are the user's.
    const labelledOwn = /\b(?:destino|origen|hacia|desde)\s*$/.test(before) && BOTH_OWN.test(folded);
    if (OWN_MARK.test(before) || ownAfter || labelledOwn) found.push({ account, at });
  }
  return found;
}

const cueBefore = (text: string, at: number) => words(text.slice(Math.max(0, at - 40), at));

/**
 * The transfer the alert tells, or undefined when it does not tell one beyond doubt. `capture` is
 * what the reader understood (an expense or an income on one of the accounts).
 */
export function ownTransferOf(
  capture: Capture,
  message: { subject: string; body: string },
  context: UserContext,
): Capture | undefined {
  if (capture.kind === 'transfer') return undefined;
  const head = words(`${message.subject}\n${message.body.slice(0, 800)}`);
  if (!BETWEEN.test(head) || (PURCHASE.test(head) && !/\btransfer/.test(head))) return undefined;
  // «00-105-05465-18»: an account number's groups read as one, so its last four digits are found.
  const text = message.body.replace(/(\d)[ -](?=\d)/g, '$1');
  const others = context.accounts.filter(
    (account) => account.id !== capture.account.id && mentionsOf(text, account).length > 0,
  );
  if (others.length !== 1) return undefined;
  const other = others[0]!;
  const own = context.accounts.find((account) => account.id === capture.account.id);
  if (!own || own.currency !== other.currency) return undefined;
  // The folded text's positions differ from the raw text's: each side reads cues in its own text.
  const cue = (account: Account) => {
    const [mention] = mentionsOf(text, account);
    if (!mention) return null;
    const before = account.digits?.length
      ? cueBefore(text, mention.at)
      : words(text).slice(Math.max(0, mention.at - 40), mention.at + 1);
    if (SOURCE.test(before)) return 'source';
    if (TARGET.test(before) || OWN_MARK.test(before)) return 'target';
    return null;
  };
  const otherCue = cue(other);
  const ownCue = cue(own);
  let from: Account;
  if (otherCue === 'target' || ownCue === 'source') from = own;
  else if (otherCue === 'source' || ownCue === 'target') from = other;
  // Paying a card moves money from the account to the card.
  else if (
    /\b(?:pago (?:a|de) (?:tu )?tarjeta|pagaste tu tarjeta|recibimos tu pago|gracias por tu pago)\b/.test(head) &&
    (own.type === 'credit_card') !== (other.type === 'credit_card')
  )
    from = own.type === 'credit_card' ? other : own;
  else from = capture.kind === 'expense' ? own : other;
  const to = from.id === own.id ? other : own;
  return { ...capture, kind: 'transfer', account: from, toAccount: to, categoryId: null, payee: '' };
}
