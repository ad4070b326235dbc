import { eq } from 'drizzle-orm';
import { formatMoney } from '@cuentas/shared/money';
import type { Tx } from '../../db/client.ts';
import { transactionSplits } from '../../db/schema/index.ts';
import { badRequest } from '../../lib/errors.ts';
import { uuidv7 } from '../../lib/ids.ts';

export type SplitLineInput = { category_id?: string | null; amount: number; notes?: string };

export const splitMessages = {
  tooFew: 'Una división necesita al menos dos partes',
  mismatch: (sum: string, total: string) => `La suma de las partes (${sum}) debe ser igual al total (${total})`,
};

/** The API refuses a split whose lines do not add up to the total, to the cent. */
export function checkSplitSum(lines: SplitLineInput[], total: number, currency: string): void {
  if (lines.length < 2) throw badRequest(splitMessages.tooFew, 'splits');
  const sum = lines.reduce((acc, line) => acc + line.amount, 0);
  if (sum !== total)
    throw badRequest(splitMessages.mismatch(formatMoney(sum, currency), formatMoney(total, currency)), 'splits');
}

export async function replaceSplitLines(
  tx: Tx,
  parent: { id: string; userId: string; accountId: string; date: string },
  lines: SplitLineInput[],
): Promise<void> {
  await tx.delete(transactionSplits).where(eq(transactionSplits.transactionId, parent.id));
  if (lines.length === 0) return;
  await tx.insert(transactionSplits).values(
    lines.map((line, position) => ({
      id: uuidv7(),
      transactionId: parent.id,
      userId: parent.userId,
      accountId: parent.accountId,
      date: parent.date,
      categoryId: line.category_id ?? null,
      amount: line.amount,
      notes: line.notes ?? '',
      position,
    })),
  );
}
