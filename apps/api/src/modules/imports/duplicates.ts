import type { ParsedRow } from '@cuentas/shared/schemas/imports';
import { normalizeText } from '../kernel/rule-matcher.ts';

export type ExistingTransaction = {
  id: string;
  date: string;
  amount: number;
  payee: string;
  externalId: string | null;
  origin?: string;
};

/** Days a typed movement (WhatsApp or by hand) may sit from the bank's date and still be the same one. */
export const TYPED_MATCH_DAYS = 4;
const dayNumber = (iso: string) => Date.parse(`${iso}T00:00:00Z`) / 86_400_000;
export type IncomingRow = ParsedRow & { fitid?: string | null };
export type Duplicate = IncomingRow & { existing: { id: string; date: string; amount: number; payee: string } };

const keyOf = (row: { date: string; amount: number; payee: string }) =>
  `${row.date}|${row.amount}|${normalizeText(row.payee)}`;

/**
 * Flags the rows already in the account. With a bank id (OFX FITID) the match is exact. Otherwise
 * date + amount + normalised payee is compared as a multiset: two identical coffees in the file and
 * one in the account flag one duplicate and import one, so genuine repeats are never dropped and
 * a re-imported file is never doubled. A movement the user typed (WhatsApp capture or by hand)
 * is met by the bank's row of the same amount within four days, whatever the text: one purchase is
 * never counted twice (decision 032). The user decides on each flagged row.
 */
export function findDuplicates(incoming: IncomingRow[], existing: ExistingTransaction[]): Duplicate[] {
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
      duplicates.push({
        ...row,
        existing: { id: exact.id, date: exact.date, amount: exact.amount, payee: exact.payee },
      });
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
      duplicates.push({
        ...row,
        existing: { id: match.id, date: match.date, amount: match.amount, payee: match.payee },
      });
      byKey.set(
        keyOf(row),
        pool.filter((candidate) => candidate !== match),
      );
      taken.add(match.id);
    } else {
      unmatched.push(row);
    }
  }
  // Typed movements: the same amount within four days, the nearest date first.
  const typed = existing.filter(
    (transaction) =>
      (transaction.origin === 'manual' || transaction.origin === 'whatsapp' || transaction.origin === 'mail') &&
      !taken.has(transaction.id),
  );
  const pairs: { row: IncomingRow; candidate: ExistingTransaction; gap: number }[] = [];
  for (const row of typed.length ? unmatched : []) {
    for (const candidate of typed) {
      const gap = Math.abs(dayNumber(candidate.date) - dayNumber(row.date));
      if (candidate.amount === row.amount && gap <= TYPED_MATCH_DAYS) pairs.push({ row, candidate, gap });
    }
  }
  const matchedRows = new Set<number>();
  for (const { row, candidate } of pairs.sort((a, b) => a.gap - b.gap || a.row.row - b.row.row)) {
    if (taken.has(candidate.id) || matchedRows.has(row.row)) continue;
    taken.add(candidate.id);
    matchedRows.add(row.row);
    duplicates.push({
      ...row,
      existing: { id: candidate.id, date: candidate.date, amount: candidate.amount, payee: candidate.payee },
    });
  }
  return duplicates.sort((a, b) => a.row - b.row);
}
