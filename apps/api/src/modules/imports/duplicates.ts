import type { ParsedRow } from '@cuentas/shared/schemas/imports';
import { normalizeText } from '../kernel/rule-matcher.ts';

export type ExistingTransaction = { id: string; date: string; amount: number; payee: string; externalId: string | null };
export type IncomingRow = ParsedRow & { fitid?: string | null };
export type Duplicate = IncomingRow & { existing: { id: string; date: string; amount: number; payee: string } };

const keyOf = (row: { date: string; amount: number; payee: string }) => `${row.date}|${row.amount}|${normalizeText(row.payee)}`;

/**
 * Flags the rows already in the account. With a bank id (OFX FITID) the match is exact. Otherwise
 * date + amount + normalised payee is compared as a multiset: two identical coffees in the file and
 * one in the account flag one duplicate and import one, so genuine repeats are never dropped and
 * a re-imported file is never doubled. The user decides on each flagged row.
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
  for (const row of incoming) {
    const exact = row.fitid ? byFitid.get(row.fitid) : undefined;
    if (exact) {
      duplicates.push({ ...row, existing: { id: exact.id, date: exact.date, amount: exact.amount, payee: exact.payee } });
      const pool = byKey.get(keyOf(exact));
      if (pool) byKey.set(keyOf(exact), pool.filter((candidate) => candidate.id !== exact.id));
      continue;
    }
    const pool = byKey.get(keyOf(row));
    const match = pool?.find((candidate) => !row.fitid || !candidate.externalId);
    if (match && pool) {
      duplicates.push({ ...row, existing: { id: match.id, date: match.date, amount: match.amount, payee: match.payee } });
      byKey.set(keyOf(row), pool.filter((candidate) => candidate !== match));
    }
  }
  return duplicates;
}
