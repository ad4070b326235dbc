import { foldAccents } from '@cuentas/shared/text';
import type { UserContext } from '../whatsapp/service.ts';
import type { Fields } from './labels.ts';
import { bankOf, digitsOf, moneyOf } from './shapes.ts';

/*
 * Money the user put into the wallet or bank that writes, from a source the mail names: «Ingresaste
 * $500 a tu cuenta desde BBVA *8834» (Mercado Pago), «Dinero añadido / Desde Apple Pay» (Revolut).
 * It is never a purchase nor money earned: from one of the user's own accounts (its digits) it is the
 * transfer between the two; from a card or a phone wallet no account of the user's is known by, it is
 * asked, since which of their cards paid it (or whose it was) is not said.
 */

// «Ingresaste $500 …», «Has añadido 20,00 € …», «Cargaste $ 3.000 …»: the user adding money, then the source.
const ADDED_INLINE =
  /\b(?:ingresaste|has ingresado|anadiste|has anadido|agregaste|has agregado|cargaste|has cargado|recargaste|has recargado)\b\s+(?:(?:dinero|saldo|plata)\s+(?:por|de)\s+)?([^\n]{0,40}?\d[\d.,]*)[^\n]{0,80}?\bdesde\s+(?:tu\s+)?([^\n.]{2,60})/;
const ADDED_HEAD =
  /\b(?:dinero (?:anadido|agregado|ingresado|cargado)|has anadido|anadiste|has agregado|agregaste|ingresaste dinero)\b/;
// A phone's wallet or a card named with no digits: which of the user's cards paid is not said.
const PHONE_PAY = /\b(?:apple pay|google pay|samsung pay|garmin pay|tarjeta|card)\b/;

export type AddedFrom = { source: string; digits: string | undefined; amount: string; date: string | undefined };

/** The top-up the mail tells, with its source; undefined when the mail is no top-up with a source named. */
export function addedFrom(fields: Fields, subject: string, body: string): AddedFrom | undefined {
  const folded = foldAccents(body).toLowerCase();
  const inline = ADDED_INLINE.exec(folded);
  if (inline) {
    const amount = moneyOf(body.slice(inline.index, inline.index + inline[0].length));
    // The source as the bank wrote it: the same span of the body, accents kept.
    const at = folded.indexOf(inline[2]!, inline.index);
    // «… desde BBVA *8834 el 25/11/2026»: the day after the source is no part of it.
    const source = body
      .slice(at, at + inline[2]!.length)
      .replace(/\s+(?:el|a las|con fecha|por)\s+\d[^]*$/i, '')
      .replace(/\s*[,;(][^]*$/, '')
      .trim();
    // «… desde Galicia *4402 el 23/11/2026»: the day said after the source.
    const day = /\b\d{1,2}\/\d{1,2}\/\d{2,4}\b/.exec(body.slice(at))?.[0];
    if (amount) return { source, digits: digitsOf(source), amount, date: fields.date ?? day };
  }
  const head = foldAccents(`${fields.operation ?? ''} ${subject} ${body.slice(0, 300)}`).toLowerCase();
  // «Desde / Apple Pay»: a row the labels keep as a name when it has no digits.
  const named =
    fields.merchant && PHONE_PAY.test(foldAccents(fields.merchant).toLowerCase()) ? fields.merchant : undefined;
  const source = (fields.card ?? named)?.trim();
  const amount = fields.amount ? moneyOf(fields.amount) : undefined;
  if (!ADDED_HEAD.test(head) || !source || !amount) return undefined;
  return { source, digits: digitsOf(source), amount, date: fields.date };
}

type Read<R> = (message: { from: string; subject: string; body: string }) => R;

/**
 * The top-up read as the transfer from the user's own account it names; 'ask' when its source is no
 * account of theirs (a card or «Apple Pay» the mail gives no digits of, digits no account has) or the
 * reading is anything but that transfer. undefined when the mail is no top-up with a source named.
 */
export function addedFromReading<R>(
  message: { from: string; subject: string; body: string },
  fields: Fields,
  context: UserContext,
  reading: R,
  read: Read<R>,
  /** The account a reading moves money out of, when it is a transfer. */
  transferSource: (item: R) => string | undefined,
): R | 'ask' | undefined {
  const added = addedFrom(fields, message.subject, message.body);
  if (!added) return undefined;
  const owned = added.digits ? context.accounts.find((account) => account.digits?.includes(added.digits!)) : undefined;
  if (!owned) return 'ask';
  const fromOwned = (item: R) => transferSource(item) === owned.id;
  if (fromOwned(reading)) return reading;
  // Told again with the account of the bank that writes as where the money went.
  const bank = bankOf(message.from);
  const to = bank
    ? context.accounts.find((account) => foldAccents(account.name).toLowerCase() === foldAccents(bank).toLowerCase())
    : undefined;
  if (!to || to.id === owned.id) return 'ask';
  const date = added.date ? ` el ${added.date}` : '';
  const told = read({
    from: message.from,
    subject: '',
    body: `Has añadido ${added.amount} a tu cuenta de ${to.name} desde ${added.source}.${date}`,
  });
  return fromOwned(told) ? told : 'ask';
}
