import { foldAccents } from '@cuentas/shared/text';
import type { Capture, UserContext } from '../whatsapp/service.ts';
import { digitMentions, titleCase } from './shapes.ts';

/*
 * «Transferiste S/ 400.00 … a RICARDO FLORES (Interbank)»: the bank in brackets after a person's
 * name is where that person keeps their money, not an account of the user's of the same bank. The
 * reader, matching account names by their words, takes it for the user's «Interbank Visa» and books a
 * transfer between the user's accounts: wrong in silence. Such a transfer is undone here.
 */

type Account = UserContext['accounts'][number];

const fold = (text: string) => foldAccents(text).toLowerCase();
// A word matched whatever its case, in a pattern that must tell capitals from small letters.
const anyCase = (word: string) =>
  [...word].map((char) => (/\p{L}/u.test(char) ? `[${char}${char.toUpperCase()}]` : char)).join('');

// Words a bank's mail writes in capitals that name no person («CUENTA DE AHORROS», «TARJETA VISA»).
const NOT_A_PERSON =
  /\b(?:cuenta|cta|tarjeta|ahorros?|corriente|banco|bank|visa|mastercard|amex|credito|debito|saldo|transferencia|pago|spei|cci|cbu|clabe|interbancari[ao]|otros bancos|tu|su|mi)\b/;

/** A person's name of two to five words written right before the words of the bank (raw text). */
function personBefore(body: string, bankWords: string): string | undefined {
  // «a RICARDO FLORES (Interbank)», «a Ana Ruiz - BBVA», «a ANA RUIZ en Banamex», «para Ana Ruiz, Scotiabank»,
  // «a la cuenta de ANA RUIZ (Banorte)».
  const name = "\\p{Lu}[\\p{L}'.-]+(?:\\s+(?:de(?:l| la| los)?\\s+)?\\p{Lu}[\\p{L}'.-]+){1,4}";
  // «(Banco de Chile)», «- Banco Interbank»: the word «Banco» may come first.
  const bankPrefix = '(?:[Bb]anco\\s+(?:de\\s+(?:la\\s+)?)?)?';
  const shape = new RegExp(
    `(?:^|[\\s:])(?:a|al|para|hacia|[Bb]eneficiario:?|[Dd]estinatario:?|cuenta de|tarjeta de)\\s+(${name})\\s*(?:\\(\\s*${bankPrefix}${bankWords}\\b[^()\\n]{0,30}\\)|[-–,]\\s*${bankPrefix}${bankWords}\\b|\\s+(?:en|del?)\\s+${bankPrefix}${bankWords}\\b)`,
    'u',
  );
  // Accents dropped, capitals kept: a name is known by them.
  const plain = body.normalize('NFD').replace(/\p{M}/gu, '');
  const found = shape.exec(plain.replace(/\s+/g, ' '));
  const person = found?.[1];
  if (!person || NOT_A_PERSON.test(fold(person))) return undefined;
  return person;
}

/** The person's name as the mail writes it, accents kept («PEÑA» for the «PENA» matched). */
function asWritten(body: string, person: string): string {
  const plain = (word: string) => word.normalize('NFD').replace(/\p{M}/gu, '');
  const size = person.split(' ').length;
  const words = body.split(/\s+/).map((word) => word.replace(/^[(¡¿"«]+|[).,;:!?"»]+$/g, ''));
  for (let at = 0; at + size <= words.length; at++) {
    const run = words.slice(at, at + size);
    if (plain(run.join(' ')) === person) return run.join(' ');
  }
  return person;
}

/** The first word of an account's name that is a bank's («Interbank» of «Interbank Visa»). */
const bankWordsOf = (account: Account) =>
  fold(account.name)
    .split(/[^\p{L}\d]+/u)
    .filter((word) => /^[a-z\d]{3,}$/.test(word) && !NOT_A_PERSON.test(word))
    .map(anyCase);

/**
 * A transfer the reader booked to one of the user's accounts that the mail names only by the bank
 * written after another person's name: to a card (no one pays their own card by sending money to a
 * person) it is spending paid to that person, as it is when the bank calls the person a third party
 * («Transferencia a terceros»); to any other account it may be the user's own name, and it is asked. Undefined when the transfer is not of that shape.
 */
export function personAtOwnBank(
  capture: Capture,
  body: string,
  context: UserContext,
  subject = '',
): Capture | 'ask' | undefined {
  if (capture.kind !== 'transfer' || !capture.toAccount) return undefined;
  const destination = context.accounts.find((account) => account.id === capture.toAccount!.id);
  if (!destination) return undefined;
  // Named by its digits, the destination is the user's beyond the bank's name.
  const digits = digitMentions(body);
  if (destination.digits?.some((own) => digits.includes(own))) return undefined;
  // «a tu cuenta Interbank», «(tu cuenta)»: the bank says the destination is the user's.
  if (
    /\b(?:a|al|hacia|para) (?:tu|tus|mi|mis) (?:cuenta|tarjeta)|\(tu cuenta\)|cuenta propia|mismo titular|a tu nombre/.test(
      fold(body),
    )
  )
    return undefined;
  const person = bankWordsOf(destination)
    .map((word) => personBefore(body, word))
    .find(Boolean);
  if (!person) return undefined;
  // «Transferencia a terceros»: the bank says the person is someone else, not the user.
  const third = /\b(?:a|de|para) (?:un )?terceros?\b/.test(fold(`${subject}\n${body}`));
  if (destination.type !== 'credit_card' && !third) return 'ask';
  const written = asWritten(body, person);
  const payee = written === written.toUpperCase() ? titleCase(written) : written;
  return { ...capture, kind: 'expense', toAccount: null, categoryId: null, payee };
}
