import { type SQL, and, eq, sql } from 'drizzle-orm';
import { transactions } from './schema/index.ts';

/**
 * A movement entered by someone other than its ledger's owner (a household member's entry). The
 * author index holds only these (decision 062); a query states this condition word for word so
 * the planner may use it, since it cannot infer it from `created_by = $1 and user_id = $2`.
 */
export const enteredByAnother: SQL = sql`${transactions.createdBy} <> ${transactions.userId}`;

/** Movements `personId` entered in the ledger `ledgerId` (theirs, or one they share). */
export function enteredBy(personId: string, ledgerId: string): SQL {
  if (personId === ledgerId) return eq(transactions.createdBy, personId);
  return and(eq(transactions.createdBy, personId), enteredByAnother)!;
}
