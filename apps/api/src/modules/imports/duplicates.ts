import type { ParsedRow } from '@cuentas/shared/schemas/imports';
import { MATCH_WINDOW_DAYS, matchPurchases, type Road, roadsOf } from '../kernel/purchase-match.ts';
import { normalizeText } from '../kernel/rule-matcher.ts';

export type ExistingTransaction = {
  id: string;
  date: string;
  amount: number;
  payee: string;
  externalId: string | null;
  origin?: string;
  /** The roads that already met it (decision 048); read from origin when not given. */
  roads?: readonly Road[];
};

/** Days a typed movement (WhatsApp or by hand) may sit from the bank's date and still be the same one. */
export const TYPED_MATCH_DAYS = MATCH_WINDOW_DAYS;
export type IncomingRow = ParsedRow & { fitid?: string | null };
/**
 * A row already in the account. `crossRoad`: it is another road's arrival of the same purchase
 * (the bank completes it); otherwise the same file or feed seen again. `certain` false: only the
 * amount and the dates agree, so it waits for the user's review.
 */
export type Duplicate = IncomingRow & {
  existing: { id: string; date: string; amount: number; payee: string };
  crossRoad: boolean;
  certain: boolean;
};

const brief = (transaction: ExistingTransaction) => ({
  id: transaction.id,
  date: transaction.date,
  amount: transaction.amount,
  payee: transaction.payee,
});
const roadsFor = (transaction: ExistingTransaction) =>
  transaction.roads ?? roadsOf({ origin: transaction.origin ?? 'import', externalId: transaction.externalId });

const keyOf = (row: { date: string; amount: number; payee: string }) =>
  `${row.date}|${row.amount}|${normalizeText(row.payee)}`;

/**
 * Flags the rows already in the account. With a bank id (OFX FITID) the match is exact. Otherwise
 * date + amount + normalised payee is compared as a multiset: two identical coffees in the file and
 * one in the account flag one duplicate and import one, so genuine repeats are never dropped and
 * a re-imported file is never doubled. What another road brought (a capture, an alert, the feed
 * or another file) is met through the one matcher of decision 048, whatever the text: one
 * purchase is never counted twice. The user decides on each flagged row of a file.
 */
export function findDuplicates(
  incoming: IncomingRow[],
  existing: ExistingTransaction[],
  road: Road = 'file',
): Duplicate[] {
  // A new or empty account (or dates it has nothing on): no row can be a duplicate, and the
  // normalised key of each of 100k rows would only be garbage.
  if (existing.length === 0) return [];
  const byFitid = new Map<string, ExistingTransaction>();
  const byKey = new Map<string, ExistingTransaction[]>();
  for (const transaction of existing) {
    if (transaction.externalId) byFitid.set(transaction.externalId, transaction);
    const key = keyOf(transaction);
    byKey.set(key, [...(byKey.get(key) ?? []), transaction]);
  }
  const duplicates: Duplicate[] = [];
  const taken = new Set<string>();
  const unmatched: IncomingRow[] = [];
  for (const row of incoming) {
    const exact = row.fitid ? byFitid.get(row.fitid) : undefined;
    if (exact) {
      const crossRoad = !roadsFor(exact).includes(road);
      duplicates.push({ ...row, existing: brief(exact), crossRoad, certain: true });
      taken.add(exact.id);
      const pool = byKey.get(keyOf(exact));
      if (pool)
        byKey.set(
          keyOf(exact),
          pool.filter((candidate) => candidate.id !== exact.id),
        );
      continue;
    }
    const pool = byKey.get(keyOf(row));
    const match = pool?.find((candidate) => !row.fitid || !candidate.externalId);
    if (match && pool) {
      duplicates.push({ ...row, existing: brief(match), crossRoad: !roadsFor(match).includes(road), certain: true });
      byKey.set(
        keyOf(row),
        pool.filter((candidate) => candidate !== match),
      );
      taken.add(match.id);
    } else {
      unmatched.push(row);
    }
  }
  // Another road's arrival of the same purchase (a capture, an alert, the feed, another file):
  // the one matcher of decision 048, each movement met once, the nearest first.
  const others = existing.filter((transaction) => !taken.has(transaction.id));
  const matches = matchPurchases(
    unmatched.map((row) => ({ date: row.date, amount: row.amount, text: `${row.payee} ${row.notes}`, road })),
    others.map((transaction) => ({
      id: transaction.id,
      date: transaction.date,
      amount: transaction.amount,
      text: transaction.payee,
      roads: roadsFor(transaction),
    })),
  );
  unmatched.forEach((row, index) => {
    const match = matches[index];
    const candidate = match && others.find((transaction) => transaction.id === match.id);
    if (!match || !candidate) return;
    duplicates.push({ ...row, existing: brief(candidate), crossRoad: true, certain: match.certain });
  });
  return duplicates.sort((a, b) => a.row - b.row);
}
