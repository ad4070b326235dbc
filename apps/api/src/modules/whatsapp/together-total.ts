import { eq, isNotNull } from 'drizzle-orm';
import { whatsappInbox } from '../../db/schema/index.ts';
import type { Deps } from '../../lib/deps.ts';
import { deleteTransaction, getTransaction, updateTransaction } from '../transactions/service.ts';
import { type AmountCandidate, findAmounts, toMinor } from './amounts.ts';
import type { UserContext } from './context.ts';
import type { Handled } from './handled.ts';
import { inThousandsLike, latestAnswers, movementWords } from './apply-correction.ts';
import { money } from './replies.ts';
import { fold } from './text.ts';
import { FIX_WINDOW_MS } from './unread-fix.ts';

// «taxi 180» · «y la propina 20 aparte» · «no espera, todo junto eran 180 con propina»: the last two
// captures together came to one figure. That is a total of what is already there, never one more
// movement: it changes nothing when it is their sum, folds an extra (the tip, the delivery) into
// the movement it was paid with, and otherwise asks how it splits, saving nothing.

const OPENERS = String.raw`(?:(?:no+|nah|espera|perdon|ah|ay|uy|ups|bueno|mira|oye|o sea|osea|y|pero|mejor dicho)[,.!\s]+)*`;
const AMOUNT = String.raw`(?<amount>\$?\s*\d[\d.,]*(?:\s*(?:€|euros?|pesos|soles|mil|lucas|k|varos|pavos))?)`;
const VERB = String.raw`(?:(?:eran|fueron|fue|era|son|es|salio|salieron|costo|costaron|quedo en|quedaron en|dio|me salio)\s+)?`;
const EXTRA = String.raw`(?:propina|servicio|delivery|envio|domicilio|recargo|cubierto)`;
// «todo junto eran 180», «en total fueron 45 con el envío», «los dos juntos salieron 30».
const TOGETHER = new RegExp(
  String.raw`^${OPENERS}(?:todo junto|todo juntos?|juntos|en total|entre (?:los|las) dos|(?:los|las) dos junt[oa]s|ambos juntos|ambas juntas|sumando todo|con todo)\s+${VERB}${AMOUNT}(?:\s+(?:con (?:la |el )?${EXTRA}(?: incluid[oa])?|en total|total|con todo(?: incluido)?))?$`,
);
// «todo eran 180 con propina», «todo fue 64 con el envío y todo»: the extra named makes it a total.
const WITH_EXTRA = new RegExp(
  String.raw`^${OPENERS}todo\s+${VERB}${AMOUNT}\s+con (?:la |el )?${EXTRA}(?: incluid[oa])?(?: y todo)?$`,
);
// What a capture of an extra alone is called: «propina aparte», «el envío».
const EXTRA_WORDS = new RegExp(String.raw`\b${EXTRA}\b`);

/** The total a message says the last captures came to together, or undefined. */
export function togetherSaid(text: string): AmountCandidate | undefined {
  const folded = fold(text)
    .replace(/[¡!¿?]+/g, ' ')
    .replace(/[\s.,;:]+$/, '')
    .replace(/\s+/g, ' ')
    .trim();
  const said = TOGETHER.exec(folded) ?? WITH_EXTRA.exec(folded);
  if (!said) return undefined;
  const amounts = findAmounts(said.groups!.amount!);
  return amounts.length === 1 ? amounts[0] : undefined;
}

/**
 * The turn a «todo junto eran …» message makes when the chat's last two answers each saved one
 * movement, recently; undefined when it is no such message (other readers then take it).
 */
export async function togetherTurn(
  deps: Deps,
  context: UserContext,
  text: string,
): Promise<((writing: Deps) => Promise<Handled>) | Handled | undefined> {
  const said = togetherSaid(text);
  if (!said) return undefined;
  const rows = await latestAnswers(deps, context, isNotNull(whatsappInbox.reply), 2);
  // Both of the chat's last two answers saved one movement each («✅ Anotado:»), within the fix window.
  const recent = (row: (typeof rows)[number]) => deps.now().getTime() - row.receivedAt.getTime() <= FIX_WINDOW_MS;
  if (rows.length < 2 || !rows.every((row) => row.transactionId && recent(row) && /^✅ Anotado:/.test(row.reply ?? '')))
    return undefined;
  // One deleted in the app meanwhile leaves nothing to add up.
  const [later, earlier] = await Promise.all(
    rows.map((row) => getTransaction(deps, context.session, row.transactionId!).catch(() => undefined)),
  );
  if (!later || !earlier) return undefined;
  if (later.kind !== earlier.kind || later.kind === 'transfer' || later.currency !== earlier.currency) return undefined;
  const first = Math.abs(earlier.amount);
  const second = Math.abs(later.amount);
  const minor = toMinor(inThousandsLike(said, first, earlier.currency), earlier.currency);
  if (!minor.ok) return undefined;
  const whole = minor.minor;
  const shown = (value: number) => money(value, earlier.currency, context.locale);
  const both = `${movementWords(context, earlier)} y ${movementWords(context, later)}`;
  if (whole === first + second) return { reply: `Sí: ${both} suman ${shown(whole)}. No cambié nada.` };
  // The later one is an extra (the tip, the delivery) paid with the first, and the total holds at
  // least the first: one movement of the total, the extra inside it. Only movements the chat made:
  // one the bank brought is not the chat's to delete.
  const extra = EXTRA_WORDS.test(fold(`${later.payee ?? ''} ${rows[0]!.reply ?? ''}`));
  const ours = later.origin === 'whatsapp' && earlier.origin === 'whatsapp';
  if (extra && ours && whole >= first && whole < first + second)
    return async (writing) => {
      await deleteTransaction(writing, context.session, later.id);
      await writing.db.update(whatsappInbox).set({ transactionId: null }).where(eq(whatsappInbox.id, rows[0]!.id));
      if (whole !== first)
        await updateTransaction(writing, context.session, earlier.id, { amount: earlier.amount < 0 ? -whole : whole });
      return {
        reply: `Listo, lo dejé en uno: ${movementWords(context, earlier, false)} de ${shown(whole)} con todo incluido; borré ${movementWords(context, later)}.`,
      };
    };
  return {
    reply: `Entendí que ${both} fueron ${shown(whole)} en total, pero no suman eso y no sé cuál cambiar. No cambié nada: corrige el último con «eran 25» o bórralo con «borra eso».`,
  };
}
