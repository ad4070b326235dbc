import { sql } from 'drizzle-orm';
import type { Database } from './client.ts';
import { statementTemplate } from './prepared.ts';

const ledgerVersionOf = statementTemplate<'user'>(
  (value) => sql`select ledger_version from users where id = ${value('user')}`,
);

/**
 * users.ledger_version as it is now. Triggers bump it in the same transaction as any change to
 * the user's transactions, split lines or accounts (migration 0007), so whatever was computed
 * from those at one version stays exact for as long as the version does.
 */
export async function ledgerVersion(database: Database, userId: string): Promise<string> {
  const [row] = await database.prepared(ledgerVersionOf({ user: userId }));
  return row?.[0] ?? '0';
}
