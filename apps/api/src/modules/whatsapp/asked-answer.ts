import { findAccounts } from './account-words.ts';
import { looksLikeAlert, parseAlert } from './alerts.ts';
import type { UserContext } from './context.ts';
import { askedAmountRetold } from './retold-after-ask.ts';
import { fold } from './text.ts';

/**
 * The answer to the chat's own question about a message it did not save: «lo pagué desde bbva»
 * after «No sé de qué cuenta es esta alerta», «no, al revés, de mercado pago a galicia» after
 * «¿Con cuál cuenta?». The answer has no amount and names one of the person's accounts; read with
 * the asked message, it must make a whole movement, or nothing is read (the chat answers as before).
 * Returns the text to capture.
 */

// «no no, al revés», «perdón, me equivoqué»: the answer's opener says nothing of the movement.
const OPENER = /^(?:(?:no+|al reves|al contrario|perdon|perdona|me equivoque|digo|era|es|fue)\b[\s,.!:;]*)+/;

// «****4410», «*1047», «···2231», «terminada en 9915»: a card's or account's last digits.
const MASKED_DIGITS = /(?:\*{1,6}|·{2,6}|\.{3,6}|\bx{2,6})\s?\d{3,4}\b|\bterminad[ao] en \d{3,4}\b/gi;

export function answerToAsked(asked: string | undefined, text: string, context: UserContext): string | undefined {
  if (!asked || /\d/.test(text) || text.includes('?')) return undefined;
  const said = fold(text).replace(OPENER, '').trim();
  if (!said || said.split(/\s+/).length > 10) return undefined;
  const [top, ...others] = findAccounts(said, context.accounts).filter((mention) => mention.score >= 2);
  if (!top) return undefined;
  if (looksLikeAlert(asked)) {
    // The alert's own words and the one account it missed, said the way an alert names a source.
    if (others.some((other) => other.score === top.score && other.account.id !== top.account.id)) return undefined;
    // A card's last digits the ledger does not hold made the alert ask; with one card only, the
    // answer leaves no doubt which card it was, so the digits are left out of the reading.
    const cards = context.accounts.filter((account) => account.type === 'credit_card');
    const alert = cards.length === 1 ? asked.replace(MASKED_DIGITS, ' ') : asked;
    const answered = `${alert}\ndesde ${top.account.name}`;
    const parsed = parseAlert(answered, context);
    const ends = parsed?.ok ? [parsed.capture.account.id, parsed.capture.toAccount?.id] : [];
    return ends.includes(top.account.id) ? answered : undefined;
  }
  // «de mercado pago a galicia» after «¿Con cuál cuenta?»: from one own account to another, a move.
  const fromTo = /^(?:de|desde) .+ (?:a|al|hacia) .+$/.test(said) ? `pase ${said}` : undefined;
  return askedAmountRetold(asked, said, context) ?? (fromTo && askedAmountRetold(asked, fromTo, context));
}
