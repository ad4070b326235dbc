import type { Intent } from './intent-types.ts';
import { type ParseContext, parseCapture } from './parse-message.ts';
import { fold } from './text.ts';

/**
 * «almuerzo 20 mil» saved, then «almuerzo 20 mil con nequi»: the same thing at the same amount,
 * told again right after with how it was paid. Saved as it reads it would count one lunch twice
 * under a success reply: it is the last capture with its account said, and is fixed so. Told again
 * with another day («almuerzo 20 mil ayer»), it may be yesterday's lunch as well as the same one
 * dated: that is asked about, never guessed. «otro almuerzo…» is one more (read before this).
 */
export type Retold = { fix: Intent } | { ask: true } | undefined;

type Saved = {
  kind: string;
  amount: number;
  currency: string;
  date: string;
  account_id: string;
  payee: string;
  category_id: string | null;
};

/** What a message retelling the last capture changes of it, or undefined when it is no retelling. */
export function retoldCapture(text: string, context: ParseContext, last: Saved): Retold {
  const parsed = parseCapture(text, context);
  if (!parsed.ok) return undefined;
  const told = parsed.capture;
  const signed = told.kind === 'income' ? told.amount : -told.amount;
  if (told.kind === 'transfer' || told.kind !== last.kind || signed !== last.amount) return undefined;
  if (told.account.currency !== last.currency) return undefined;
  // The same thing: the same words for it («almuerzo»), and no other category; «cena» after
  // «almuerzo» is another meal of the same category.
  const sameThing =
    told.payee !== '' &&
    fold(told.payee) === fold(last.payee ?? '') &&
    (told.categoryId === null || last.category_id === null || told.categoryId === last.category_id);
  if (!sameThing) return undefined;
  const otherAccount = told.account.id !== last.account_id;
  if (told.date !== last.date) return { ask: true };
  return otherAccount ? { fix: { type: 'reaccount', target: told.account.name } } : undefined;
}

// Not «No anoté nada…»: that reply marks a message still to be answered (apply-correction.ts), and
// the «fue ayer» it asks for must fix the capture already saved.
export const retoldAsk = (what: string) =>
  `Ya tenía anotado ${what}, así que no lo anoté otra vez. Si es el mismo, corrígelo así: «fue ayer» o «con nequi». Si es otro, escríbelo empezando por «otro», por ejemplo «otro almuerzo 20 mil ayer».`;
