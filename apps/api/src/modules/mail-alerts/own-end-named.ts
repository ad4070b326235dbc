import { foldAccents } from '@cuentas/shared/text';
import type { Capture, UserContext } from '../whatsapp/service.ts';
import { digitMentions, digitsOf, labelledFields } from './shapes.ts';

/*
 * The other end of a movement the reader booked, named by the mail as one of the user's own
 * accounts (decision 035): by digits, by a wallet's name, by «otro banco» they have an account at,
 * or by the bank's words «mismo titular», «cuenta propia».
 */

/**
 * A spending or an income whose mail names another of the user's own accounts («Destino: DaviPlata
 * (propio)», «Origen: Banco Galicia - CC ****4402», a card's statement settled from the account) may
 * be money between their accounts: saving it as spent or earned would be wrong in silence, so it is
 * asked. An account with digits is known by them; one without (a wallet) by its name; cash never.
 */
export function namesAnotherOwnAccount(capture: Capture, body: string, context: UserContext): boolean {
  if (capture.kind === 'transfer') return false;
  const others = context.accounts.filter((account) => account.id !== capture.account.id);
  // Digits after a mark («*4402»), and a table's account numbers («Nº de cuenta: 00-801-00045-18»).
  const fields = labelledFields(body);
  const digits = [...digitMentions(body), digitsOf(fields.card), digitsOf(fields.toCard)].filter(
    (value): value is string => Boolean(value),
  );
  if (others.some((account) => account.digits?.some((own) => digits.includes(own)))) return true;
  // Words only, so «Mercado Pago» is found in «SOSA - Mercado Pago» and «DaviPlata 310***4421».
  const words = (text: string) =>
    ` ${foldAccents(text)
      .toLowerCase()
      .replace(/[^\p{L}\d]+/gu, ' ')
      .trim()} `;
  const text = words(body);
  return others.some((account) => {
    if (account.type === 'cash') return false;
    const name = words(account.name);
    // «Recibiste un abono … proveniente de otro banco (BCP)»: money in from another bank the user has
    // an account at, with no one named who sent it, may be their own: asked, never income in silence.
    if (capture.kind === 'income' && account.type !== 'credit_card' && fromOtherBank(text, name)) return true;
    if (account.digits?.length) return false;
    // «Recibiste S/ 40.00 por Plin de MARCO RUIZ en tu cuenta ****8127»: the wallet is the way a named
    // person sent it, not an end of the user's.
    if (capture.kind === 'income' && viaFromPerson(text, name)) return false;
    // «Plin enviado … Para KAREN VILCHEZ», «Envío de dinero con Yape a Ana Ruiz»: money sent to a person
    // with the wallet as its way, from the account the mail names, is no money into the user's wallet.
    if (capture.kind === 'expense' && capture.payee && !words(capture.payee).includes(name) && walletAsWay(text, name))
      return false;
    return name.trim().length >= 4 && text.includes(name);
  });
}

const viaFromPerson = (text: string, name: string) =>
  name.trim().length >= 3 &&
  text.split(name).length === 2 &&
  new RegExp(
    ` (?:por|via|mediante|a traves de) (?:un |una )?${name.trim()} de (?!tu |su |mi |otro |otra |la cuenta |una cuenta )\\p{L}{2,} \\p{L}{2,}`,
    'u',
  ).test(text);

/** Every time the wallet is named, it is the way money went («con Plin», «Plin enviado»), never where. */
const walletAsWay = (text: string, name: string) => {
  if (name.trim().length < 3) return false;
  const places = text.split(name).slice(0, -1);
  return (
    places.length > 0 &&
    places.every((before, index) => {
      const after = text.split(name)[index + 1]!;
      return (
        /(?:^| )(?:con|por|via|mediante|un|una)$/.test(before) ||
        /^(?:enviado|enviada|realizado|realizada)\b/.test(after)
      );
    })
  );
};

const fromOtherBank = (text: string, name: string) =>
  name.trim().length >= 3 &&
  new RegExp(` (?:proveniente|procedente) de (?:otro banco|otra entidad|tu cuenta(?: de| en)?) ${name.trim()} `).test(
    text,
  ) &&
  !/ de (?!otro |otra |tu )\p{L}+(?: \p{L}+){1,3} (?:proveniente|procedente) /u.test(text);

/**
 * The bank says the other end is the user's own («Beneficiario: (Mismo titular)», «Destinatario:
 * Cuenta propia - …», «Titular (mismo)», «entre tus cuentas») though it is none of their accounts
 * in Cuentas: neither spending nor income, and no transfer can be booked without that account.
 */
const OWN_END =
  /\b(?:mismo titular|titular \(?mism[oa]\)?|cuentas? propias?|entre (?:tus|mis|sus) cuentas|a (?:otra )?cuenta tuya)\b|\((?:cuenta )?propi[oa]\)/;
export const namesOwnEnd = (body: string) => OWN_END.test(foldAccents(body).toLowerCase().replace(/\s+/g, ' '));
