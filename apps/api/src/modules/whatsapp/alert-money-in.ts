import { type AccountRef, findAccounts } from './account-words.ts';
import { findCategoryWords } from './category-words.ts';
import { fold } from './text.ts';

/**
 * Alerts whose money comes in but is not earned, and money earned that reads like spending
 * (decision 031): a credit card's payment told from the card's side («Hemos recibido tu pago … en
 * tu Tarjeta … 7781», «Pago de $95.000 recibido en tu CMR», «Tu pago … a la tarjeta Visa … se
 * acreditó. Débito en cuenta 4402») is money moved from one own account to another, never income
 * on the card nor spending; interest or yield («Tu dinero rindió», «Hemos abonado … de intereses»)
 * is income, never spending. `folded` is the alert without accents, in lower case.
 */

// The card's issuer saying it received a payment, or the bank saying the card's payment was applied;
// «Pagaste tu tarjeta CMR» is the same payment told by the payer.
// An amount's decimal point («S/ 800.00») is no sentence's end.
const CARD_PAYMENT_RECEIVED =
  /\b(?:hemos recibido|recibimos|registramos|aplicamos|acreditamos|se (?:ha )?(?:recibido|recibio|registrado|registro|aplicado|aplico|acreditado|acredito))\s+(?:el |tu |su |un )?pago\b|\bpago\b(?:[^.\n]|\.(?=\d)){0,80}\b(?:recibido|acreditado|aplicado)\b|\b(?:tu|su) pago\b(?:[^.\n]|\.(?=\d)){0,90}\b(?:se acredito|se aplico|se ha acreditado|se ha aplicado|fue (?:acreditado|aplicado|recibido)|ha sido (?:acreditado|aplicado|recibido))\b|\bgracias por (?:tu|su) pago\b|\bpagaste (?:tu|su|la) (?:tarjeta|cmr|visa|mastercard|amex)\b/;
// What a card is called in these alerts, when no account with its digits says so.
const CARD_WORDS = /\b(?:tarjeta|cmr|visa|mastercard|amex|american express|tdc|t\.?\s?cred\w*)\b/;
// A purchase paid by card names a card too, but is spending.
const PURCHASE = /\b(?:compra|compraste|consumo|consumiste|pagaste en|pago en|pagaste con)\b/;

export function isCardPaymentReceived(folded: string): boolean {
  return CARD_PAYMENT_RECEIVED.test(folded) && CARD_WORDS.test(folded) && !PURCHASE.test(folded);
}

// Where a card's payment came from: the account named right after these words.
// «… Pagué con la CuentaRUT.»: the writer's own line after a card's «pago recibido» names the source too.
const SOURCE_WORDS =
  /\b(?:desde|debito en|debitado de|debitada de|con cargo a|cargo en|con debito (?:en|a)|pagado desde|lo pague desde|de tu cuenta|de su cuenta|(?:lo |la )?pague(?:\s+(?!con\b)[a-z]+){0,3}\s+con|pagado con)\s+(?:la |tu |su |mi |el )?/g;

/**
 * An own account by its name written in words, also when the name is written as one word
 * («cuenta rut» is the «CuentaRUT»).
 */
export function accountNamedIn(text: string, accounts: AccountRef[]): AccountRef | undefined {
  const found = findAccounts(fold(text), accounts).find((mention) => mention.score >= 2)?.account;
  if (found) return found;
  const compact = fold(text).replace(/[^\p{L}\d]+/gu, '');
  return accounts.find((account) => {
    const name = fold(account.name).replace(/[^\p{L}\d]+/gu, '');
    return name.length >= 5 && account.type !== 'cash' && compact.startsWith(name);
  });
}

type Mention = { digits: string; at: number; account: AccountRef | undefined };

/**
 * Both ends of a card's payment: the card (by its digits, else by its name) and the account that
 * paid (by its digits, else named after «desde» / «débito en»). Undefined when either is not known
 * beyond doubt: then it is asked.
 */
export function cardPaymentEnds(
  folded: string,
  mentions: Mention[],
  accounts: AccountRef[],
): { from: AccountRef; to: AccountRef } | undefined {
  const byDigits = mentions.map((mention) => mention.account).filter((account): account is AccountRef => !!account);
  const card =
    byDigits.find((account) => account.type === 'credit_card') ??
    findAccounts(fold(folded), accounts).find((mention) => mention.score >= 2 && mention.account.type === 'credit_card')
      ?.account;
  if (!card) return undefined;
  let from = byDigits.find((account) => account.id !== card.id && account.type !== 'cash');
  if (!from) {
    for (const match of folded.matchAll(SOURCE_WORDS)) {
      const after = folded.slice(match.index + match[0].length, match.index + match[0].length + 40);
      const named = accountNamedIn(after.split(/[.\n,]/)[0] ?? '', accounts);
      if (named && named.id !== card.id && named.type !== 'cash') {
        from = named;
        break;
      }
    }
  }
  return from ? { from, to: card } : undefined;
}

// Interest or yield paid to the user: the verb of money in, or the yield's own words.
const YIELD =
  /\b(?:tu dinero rindio|tus ahorros rindieron|rindio|rindieron|te generaron|generaste|ganaste|has ganado|hemos pagado)\b[^\n]{0,40}?(?:\$|€|s\/|\d)|\b(?:abono|abonado|abonamos|hemos abonado|acreditamos|acreditado|acreditados|se acredito|se acreditaron|se abono|se abonaron|te pagamos|liquidacion|liquidamos|vencimiento)\b[^.\n]{0,70}\b(?:intereses|rendimientos?)\b|\b(?:intereses|rendimientos?)\s+(?:ganados|generados|abonados|acreditados|pagados|a tu favor|del (?:mes|periodo|dia)|de tu (?:cuenta|ahorro|plazo|inversion)|de (?:hoy|ayer|esta semana|este mes|la semana))\b|\b(?:pago|abono) (?:de|por) (?:intereses|rendimientos?)\b|\b(?:se acredito|acreditamos|acreditacion|abonamos|hemos abonado|vencimiento)\b[^\n]{0,120}\b(?:intereses|rendimientos?)\s*:/;
// Interest charged: a card's or a loan's, which is spending.
const INTEREST_CHARGED =
  /\b(?:cargo|cobro|cobramos|comision|mora|moratorios?|financiacion|financiamiento|punitorios|adeudo)\b[^.\n]{0,30}\bintereses\b|\bintereses (?:moratorios|punitorios|de (?:mora|financiacion|financiamiento))\b/;

// Interest posted to a debt («abono de intereses a su tarjeta de crédito *4821», «intereses por
// $18.200 sobre tu préstamo»): the bank charging it, whatever the verb; paid into a savings or
// current account it is earned. An amount's decimal point is no sentence's end.
const INTEREST_ON_DEBT =
  /\bintereses\b(?:[^.\n]|\.(?=\d)){0,50}?\b(?:a|en|sobre|de) (?:tu|su|la|el) (?:credito|tarjeta(?! de debito)|prestamo|deuda|linea de credito|tdc|t\.? ?cred\w*)\b/;

/** Interest charged on the user's card or loan, told in words of money in. */
export const interestOnDebt = (folded: string) => INTEREST_ON_DEBT.test(folded);

export function isYield(folded: string): boolean {
  return YIELD.test(folded) && !INTEREST_CHARGED.test(folded) && !INTEREST_ON_DEBT.test(folded);
}

// «Recibiste $250.000 de Davivienda cta ***0932 en tu Nequi»: money from one own account into another.
const RECEIVED_FROM =
  /\b(?:recibiste|te llego|te llegaron|has recibido|ingresaron|ingreso)\b[^\n]*?\bde(?:sde)?\s+([^\n]{3,60}?)\s+(?:en|a)\s+(?:tu|su)\s+([^.\n]{3,40})/;

/**
 * The two own accounts of money received from another of the user's own accounts, when the one
 * it came from carries the user's digits (a bank's name alone may be anyone's account there), or
 * is a wallet of theirs said to be theirs («desde tu Yape en tu cuenta ****6012»). 'unclear' when
 * it came from their own wallet into an account the alert does not name beyond doubt.
 */
export function receivedFromOwn(
  folded: string,
  mentions: Mention[],
  accounts: AccountRef[],
): { from: AccountRef; to: AccountRef } | 'unclear' | undefined {
  const match = RECEIVED_FROM.exec(folded);
  if (!match) return fromOwnWallet(folded, mentions, accounts);
  const fromStart = match.index + match[0].indexOf(match[1]!, match[0].search(/\bde(?:sde)?\s/));
  const fromEnd = fromStart + match[1]!.length;
  const from =
    mentions.find((mention) => mention.at >= fromStart && mention.at < fromEnd && mention.account)?.account ??
    ownWalletNamed(match[1]!, accounts);
  if (!from) return undefined;
  const toStart = match.index + match[0].length - match[2]!.length;
  // «en tu cuenta corriente 4402»: the account's last digits with no mark before them.
  const bare = /(?<![\d.,])(\d{4,12})(?![\d.,])/.exec(match[2]!)?.[1];
  const to =
    mentions.find((mention) => mention.at >= toStart && mention.account)?.account ??
    (bare ? byLastDigits(bare, accounts) : undefined) ??
    accountNamedIn(match[2]!, accounts);
  if (to && to.id !== from.id && to.type !== 'cash') return { from, to };
  return from.type === 'other' ? 'unclear' : undefined;
}

// «Recibiste S/ 90.00 desde tu Yape» in the bank's alert: the wallet is where it came from.
const RECEIVED_FROM_OWN =
  /\b(?:recibiste|te llego|te llegaron|has recibido|ingresaron|ingreso)\b[^\n]*?\bdesde ((?:tu|su|mi) [^.,;\n]{3,40})/;

/**
 * Money in from the user's own wallet, the account it reached not said after «en tu»: the one other
 * account the alert names (the bank sending it), else 'unclear'.
 */
function fromOwnWallet(folded: string, mentions: Mention[], accounts: AccountRef[]) {
  const said = RECEIVED_FROM_OWN.exec(folded)?.[1];
  const from = said ? ownWalletNamed(said, accounts) : undefined;
  if (!from) return undefined;
  const others = new Map(
    [
      ...mentions.map((mention) => mention.account),
      ...findAccounts(fold(folded), accounts)
        .filter((mention) => mention.score >= 2)
        .map((mention) => mention.account),
    ]
      .filter((account): account is AccountRef => !!account && account.id !== from.id && account.type !== 'cash')
      .map((account) => [account.id, account]),
  );
  const [to, ...more] = [...others.values()];
  return to && more.length === 0 && to.type !== 'credit_card' ? { from, to } : ('unclear' as const);
}

/** «tu Yape», «tu cuenta de Mercado Pago»: a wallet, said to be the user's. */
function ownWalletNamed(said: string, accounts: AccountRef[]): AccountRef | undefined {
  const own = /^(?:tu|su|mi) (?:cuenta (?:de |en )?|billetera (?:de )?)?(.+)$/.exec(said.trim());
  if (!own) return undefined;
  const named = accountNamedIn(own[1]!, accounts);
  return named && named.type === 'other' ? named : undefined;
}

const byLastDigits = (digits: string, accounts: AccountRef[]) =>
  accounts.find((account) => account.digits?.includes(digits.slice(-4)));

// «… abonado en tu CuentaRUT», «depositado en tu cuenta *2288»: the own account a cash advance went to.
const CREDITED =
  /\b(?:abonad[oa]|depositad[oa]|acreditad[oa]|transferid[oa]|abonamos|depositamos)\s+(?:en|a)\s+(?:tu|su)\s+([^.,;\n]{3,40})/;

export function creditedTo(folded: string, accounts: AccountRef[]): AccountRef | undefined {
  const said = CREDITED.exec(folded)?.[1];
  if (!said) return undefined;
  const last = /(\d{4})\b/.exec(said)?.[1];
  const byDigits = last ? accounts.find((account) => account.digits?.includes(last)) : undefined;
  const found = byDigits ?? accountNamedIn(said, accounts);
  return found && found.type !== 'cash' ? found : undefined;
}

/**
 * Money in whose message (Concepto, Mensaje, Motivo) names something spent and no earnings or sale
 * («cena jueves», «la cuota del partido»): someone paying back their share, never income earned.
 * «por la torta que me vendiste» is a sale paid for.
 */
export function sharePaidBack(concept: string): boolean {
  const folded = fold(concept);
  return (
    findCategoryWords(folded, 'expense').length > 0 &&
    findCategoryWords(folded, 'income').length === 0 &&
    !/\b(?:vend\w*|venta)\b/.test(folded)
  );
}
