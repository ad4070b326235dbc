import { eq } from 'drizzle-orm';
import { whatsappInbox } from '../../db/schema/index.ts';
import type { Deps } from '../../lib/deps.ts';
import { deleteTransaction } from '../transactions/service.ts';
import type { UserContext } from './context.ts';
import type { Handled } from './handled.ts';
import { splitMovements } from './multi.ts';
import { type Capture, parseCapture } from './parse-message.ts';
import { minorDigits } from '@cuentas/shared/money';
import { describe, record } from './record.ts';
import { money } from './replies.ts';

/**
 * «oye no, eran 2: 30 lucas con ripley y 15 en efectivo» after «supermercado 45.000 con ripley»:
 * the last capture was two payments. Both parts are read first; only when each is sure is the
 * old movement replaced by them, each keeping what the old one said of itself (its kind, day,
 * payee and category) and taking the amount and account its part says. Otherwise nothing changes
 * and the person is asked (a fix of the amount alone would leave a wrong account saved).
 */
type Movement = {
  id: string;
  kind: string;
  amount: number;
  currency: string;
  date: string;
  payee: string;
  category_id: string | null;
  origin: string;
};

export const splitReplies = {
  unclear: (said: string) =>
    `No entendí cómo separar tu último movimiento en «${said}». No cambié nada: escríbeme cada parte con su monto y su cuenta, por ejemplo «30 mil con la visa y 15 mil en efectivo».`,
  notSplit: 'Ese movimiento no lo puedo separar desde aquí. Bórralo con «deshacer» y escribe cada parte de nuevo.',
  split: (old: string, lines: string[]) =>
    `Listo, separé ${old} en ${lines.length}.\n✅ Anoté ${lines.length}:\n${lines.map((line) => `• ${line}`).join('\n')}`,
};

export async function splitLast(
  deps: Deps,
  context: UserContext,
  inboxId: string,
  transaction: Movement,
  said: string,
): Promise<Handled> {
  if (transaction.kind === 'transfer' || transaction.origin !== 'whatsapp') return { reply: splitReplies.notSplit };
  const parts = splitMovements(said, context.accounts);
  if (!parts || parts.length < 2) return { reply: splitReplies.unclear(said) };
  // «no, 30 con la visa y 20 en efectivo» after 50 mil: bare parts are in the old amount's thousands.
  const listInThousands = Math.abs(transaction.amount) / 10 ** minorDigits(transaction.currency) >= 1_000;
  const read = parts.map((part) => ({ part, outcome: parseCapture(part, { ...context, listInThousands }) }));
  if (read.some((item) => !item.outcome.ok)) return { reply: splitReplies.unclear(said) };
  const kind = transaction.kind === 'income' ? 'income' : 'expense';
  const captures: Capture[] = read.map((item) => {
    const capture = (item.outcome as { ok: true; capture: Capture }).capture;
    return {
      ...capture,
      kind,
      toAccount: null,
      date: transaction.date,
      payee: transaction.payee || capture.payee,
      categoryId: transaction.category_id ?? capture.categoryId,
    };
  });
  if (captures.some((capture) => capture.account.currency !== transaction.currency))
    return { reply: splitReplies.unclear(said) };
  const noun = kind === 'income' ? 'tu ingreso' : 'tu gasto';
  const old = `${noun} de ${money(Math.abs(transaction.amount), transaction.currency, context.locale)}${transaction.payee ? ` (${transaction.payee})` : ''}`;
  await deleteTransaction(deps, context.session, transaction.id);
  await deps.db.update(whatsappInbox).set({ transactionId: null }).where(eq(whatsappInbox.id, inboxId));
  let transactionId: string | null = null;
  for (const capture of captures) transactionId = await record(deps, context, capture, said);
  return {
    reply: splitReplies.split(
      old,
      captures.map((capture) => describe(context, capture)),
    ),
    transactionId,
  };
}
