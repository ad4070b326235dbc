import { and, eq, sql } from 'drizzle-orm';
import { currentActor } from '../../db/actor.ts';
import type { Tx } from '../../db/client.ts';
import { pgArray } from '../../db/pg-array.ts';
import { accounts, imports, transactions } from '../../db/schema/index.ts';
import { uuidv7 } from '../../lib/ids.ts';
import type { Categorizer } from '../kernel/categorize.ts';
import type { Road } from '../kernel/purchase-match.ts';
import type { IncomingRow } from './duplicates.ts';
import { hasMovements, statementOpening, untypedOpening } from './opening.ts';
import type { ParsedFile } from './parse-file.ts';

// How a statement's rows are written into one account, for a file's commit and a bank feed's pull
// alike: the opening balance an empty account takes, and the batched INSERT with each row's payee
// and category already decided.

const BATCH = 5000;
/** The categoriser as the commit asks it: per file row, so a row's chosen category can win. */
export type RowCategorizer = (input: Parameters<Categorizer>[0], row: number) => ReturnType<Categorizer>;

/**
 * Books one statement's rows into one account inside the commit's transaction. An account with
 * no movements takes the statement's opening balance, dated at its first movement, so it agrees
 * with the bank to the cent; the import keeps the previous one for its undo.
 */
export async function bookStatement(
  tx: Tx,
  target: BookingTarget,
  file: ParsedFile,
  toInsert: IncomingRow[],
  categorize: RowCategorizer,
  onBatch: (count: number) => void,
): Promise<boolean> {
  const empty = toInsert.length > 0 && !(await hasMovements(tx, target.accountId));
  const [before] = empty
    ? await tx
        .select({ balance: accounts.openingBalance, date: accounts.openingDate })
        .from(accounts)
        .where(and(eq(accounts.id, target.accountId), eq(accounts.userId, target.userId)))
    : [];
  const opening = before ? (statementOpening(file, toInsert) ?? untypedOpening(before, toInsert)) : null;
  if (opening) {
    await tx
      .update(accounts)
      .set({ openingBalance: opening.amount, openingDate: opening.date, updatedAt: target.now })
      .where(and(eq(accounts.id, target.accountId), eq(accounts.userId, target.userId)));
    await tx
      .update(imports)
      .set({ previousOpeningBalance: before!.balance, previousOpeningDate: before!.date })
      .where(eq(imports.id, target.importId));
  }
  for (let start = 0; start < toInsert.length; start += BATCH) {
    const batch = toInsert.slice(start, start + BATCH);
    await insertImportedRows(tx, target, batch, categorize);
    onBatch(batch.length);
    // PGlite runs each batch on this thread: yield so progress polls (served from memory) get answered.
    await new Promise((resolve) => setImmediate(resolve));
  }
  return opening !== null;
}

/** Where a statement's rows go, and the road that brought them (decision 048). */
export type BookingTarget = { userId: string; accountId: string; importId: string; now: Date; road: Road };

/**
 * One batch as one INSERT … SELECT FROM unnest(column arrays): seven parameters whatever the row
 * count, where a VALUES list of 5,000 rows needs 60,000 that the driver serialises and the
 * server parses one by one (2.5× slower end to end on the 100k-row benchmark). Each row is
 * written with its road already in `arrivals`: marking them in an UPDATE afterwards rewrote
 * every row a second time and tripled the 100k-row commit (5.8 → 14–22 s).
 */
export async function insertImportedRows(
  tx: Tx,
  target: BookingTarget,
  batch: IncomingRow[],
  categorize: RowCategorizer,
) {
  // The clean payee and its category (rules, then the payee memory, then the merchant dictionary);
  // the bank's own text is kept in original_text when it differs.
  const decided = batch.map((item) =>
    categorize({ text: item.payee, amount: item.amount, accountId: target.accountId }, item.row),
  );
  const column = <T extends string | number | null>(pick: (item: IncomingRow, index: number) => T) =>
    pgArray(batch.map(pick));
  // Who entered the rows (decision 044): the person who imported a file; a bank feed's rows come
  // from no one (the ORM's default is skipped by this hand-written INSERT, so it is said here).
  const author = target.road === 'file' ? currentActor() : null;
  await tx.execute(sql`
    insert into ${transactions} (id, user_id, account_id, date, amount, payee, original_text, notes, category_id, import_id, external_id, status, origin, arrivals, created_by, created_at, updated_at)
    select r.id, ${target.userId}::uuid, ${target.accountId}::uuid, r.date, r.amount, r.payee, r.original_text, r.notes, r.category_id, ${target.importId}::uuid, r.external_id,
           'cleared', 'import', array[${target.road}]::text[], ${author}::uuid, ${target.now.toISOString()}::timestamptz, ${target.now.toISOString()}::timestamptz
      from unnest(${column(() => uuidv7())}::uuid[], ${column((item) => item.date)}::date[], ${column((item) => item.amount)}::bigint[],
                  ${column((_item, index) => decided[index]!.payee)}::text[],
                  ${column((item, index) => (decided[index]!.payee === item.payee ? '' : item.payee))}::text[], ${column((item) => item.notes)}::text[],
                  ${column((_item, index) => decided[index]!.categoryId)}::uuid[],
                  ${column((item) => item.fitid ?? null)}::text[])
        as r(id, date, amount, payee, original_text, notes, category_id, external_id)`);
}
