import { findAmounts } from './amounts.ts';
import type { UserContext } from './context.ts';
import { parseCapture } from './parse-message.ts';
import { fold } from './text.ts';

/**
 * «pagué 1000 a mercado pago» → «¿Con cuál cuenta?…» → «no era un gasto, es que pasé lana de
 * bbva a mercado pago»: the answer tells the unsaved message again as a move between one's own
 * accounts, without its amount. The two are read as that transfer with the asked message's one
 * amount; anything less sure (several amounts, not a transfer) gives undefined and the chat
 * answers as before, saving nothing.
 */
export function askedAmountRetold(asked: string | undefined, told: string, context: UserContext): string | undefined {
  if (!asked) return undefined;
  const folded = fold(asked);
  const amounts = findAmounts(folded);
  if (amounts.length !== 1) return undefined;
  const retold = `${told} ${folded.slice(amounts[0]!.start, amounts[0]!.end)}`;
  const parsed = parseCapture(retold, context);
  return parsed.ok && parsed.capture.kind === 'transfer' ? retold : undefined;
}
