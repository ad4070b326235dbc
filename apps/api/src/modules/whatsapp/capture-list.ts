import type { Deps } from '../../lib/deps.ts';
import { findAmounts } from './amounts.ts';
import type { UserContext } from './context.ts';
import type { Handled, Writer } from './handled.ts';
import { type Capture, type ParseContext, parseCapture } from './parse-message.ts';
import { describe, record } from './record.ts';
import { replies } from './replies.ts';
import { fold } from './text.ts';
import type { ListParts } from './multi.ts';
import { accountUnplaced } from './list-account-ask.ts';
import { withLegsOfTheRide } from './list-legs.ts';

/** «9 mil», «30 lucas», «12k»: an amount said in thousands by its word, not by its digits. */
const THOUSANDS_WORD = /^(?:mil|miles|k|lu(?:ca|ka|quita|kita)s?|barras)$/;

/**
 * Each part of a list read for itself, with what the whole list says of its amounts: beside parts
 * said in thousands («uber 9 mil y almuerzo 15»), a bare amount in pesos is read in thousands too
 * (parse-message.ts).
 */
export function readParts(parts: string[], context: ParseContext) {
  const listInThousands = parts.some((part) =>
    findAmounts(fold(part)).some((amount) => amount.multiplier === 1_000 && THOUSANDS_WORD.test(amount.multWord ?? '')),
  );
  const outcomes = withLegsOfTheRide(
    parts,
    parts.map((part) => parseCapture(part, { ...context, listInThousands })),
    context.accounts,
    context.categories,
  );
  return parts.map((part, index) => ({ part, outcome: outcomes[index]! }));
}

/**
 * Several movements in one message: all are read first; if any cannot be read for sure, none is
 * saved and the person is asked (never a silent half). Otherwise all are saved together, and the
 * reply lists each one as saved («✅ Anoté 2: …»).
 */
export async function captureSeveral(
  deps: Deps,
  context: UserContext,
  text: string,
  parts: ListParts,
  write: Writer,
): Promise<Handled> {
  const parsed = readParts(parts, context);
  const failed = parsed.find((item) => !item.outcome.ok);
  if (failed) return { reply: replies.severalUnclear(failed.part.trim(), parts.length) };
  const captures = parsed.map((item) => (item.outcome as { ok: true; capture: Capture }).capture);
  // «…, almuerzo 9.900 y un café 2.800 con la santander»: the account may be the last part's only.
  const other = parts.unsure
    ? readParts(parts.unsure.other, context).map((item) => (item.outcome.ok ? item.outcome.capture : undefined))
    : [];
  const unplaced = parts.unsure ? accountUnplaced(parts.unsure, captures, other) : undefined;
  if (unplaced) return { reply: unplaced };
  const lines = captures.map((item) => `• ${describe(context, item)}`);
  const recorded = [`✅ Anoté ${captures.length}:`, ...lines].join('\n');
  return write(async (writing) => {
    let transactionId: string | null = null;
    for (const item of captures) transactionId = await record(writing, context, item, text);
    return { reply: recorded, transactionId };
  });
}
