import { and, eq, isNull } from 'drizzle-orm';
import type { Tx } from '../../../db/client.ts';
import { accounts, categories, imports, transactionSplits, transactions } from '../../../db/schema/index.ts';
import { uuidv7 } from '../../../lib/ids.ts';
import type { Categorizer } from '../../kernel/categorize.ts';
import { foldName } from './category-match.ts';
import type { AppCategory, AppFile, AppMovement } from './model.ts';
import { teachPayees } from './teach-payees.ts';

/** What the review decided: each account's target (null: create it), each category's, the movements not yet booked. */
export type Booking = {
  file: AppFile;
  targets: Map<string, { id: string | null; name: string | null }>;
  categories: Map<string, { category: AppCategory; categoryId: string | null; categoryName: string | null }>;
  fresh: AppMovement[];
  alreadyImported: number;
};

const BATCH = 1000;
// Text that does not come through a route's schema is cleaned where it enters (docs/architecture.md §4.11).
const clean = (text: string, max: number) =>
  text
    .replace(/\p{Cc}+/gu, ' ')
    .replace(/\p{Cs}/gu, '\uFFFD')
    .trim()
    .slice(0, max);
const categoryKey = (category: AppCategory) => `${category.kind}|${foldName(category.name)}`;

/**
 * Books a reviewed export inside the commit's transaction: the accounts to create, with the opening
 * balance that makes each one's balance the one the other app showed (dated no later than its first
 * movement, so every movement counts, docs/architecture.md §4.5); the categories the ledger lacks,
 * under a group of the app's name for them; then the movements, both legs of a transfer sharing one
 * transfer id and a split's lines adding up to it (§4.6).
 */
export async function bookAppFile(
  tx: Tx,
  context: {
    userId: string;
    now: Date;
    position: number;
    fileName: string;
    /** What the app left uncategorised goes through the user's rules, memory and dictionary (§4.9). */
    categorize: Categorizer;
  },
  booking: Booking,
) {
  const { userId, now, categorize } = context;
  const accountIds = new Map<string, string>();
  let created = 0;
  const firstDate = new Map<string, string>();
  for (const movement of booking.fresh) {
    const seen = firstDate.get(movement.account);
    if (!seen || movement.date < seen) firstDate.set(movement.account, movement.date);
  }
  for (const account of booking.file.accounts.values()) {
    const target = booking.targets.get(account.source)!;
    if (target.id) {
      accountIds.set(account.source, target.id);
      continue;
    }
    const first = firstDate.get(account.source) ?? account.opening?.date ?? now.toISOString().slice(0, 10);
    const openingDate = account.opening && account.opening.date < first ? account.opening.date : first;
    const id = uuidv7();
    await tx.insert(accounts).values({
      id,
      userId,
      name: clean(account.source, 100) || 'Cuenta importada',
      type: account.type,
      currency: account.currency,
      openingBalance: account.opening?.amount ?? 0,
      openingDate,
      position: context.position + created,
      createdAt: now,
      updatedAt: now,
    });
    accountIds.set(account.source, id);
    created++;
  }

  const categoryIds = await createCategories(tx, userId, now, booking);
  const categoryOf = (category: AppCategory | null) =>
    category ? (categoryIds.get(categoryKey(category)) ?? null) : null;
  const importIds = await recordImports(tx, context, booking, accountIds);
  const transferIds = new Map<string, string>();
  const rows: (typeof transactions.$inferInsert)[] = [];
  const lines: (typeof transactionSplits.$inferInsert)[] = [];
  const taught: { payee: string; categoryId: string }[] = [];
  for (const movement of booking.fresh) {
    const id = uuidv7();
    const accountId = accountIds.get(movement.account)!;
    let transferId: string | null = null;
    if (movement.pair) {
      transferId = transferIds.get(movement.pair) ?? uuidv7();
      transferIds.set(movement.pair, transferId);
    }
    const plain = !transferId && movement.lines.length === 0;
    const decided =
      plain && (movement.bankText || !movement.category)
        ? categorize({ text: movement.payee, amount: movement.amount, accountId })
        : null;
    const payee = clean(movement.bankText && decided ? decided.payee : movement.payee, 200);
    const fromApp = plain ? categoryOf(movement.category) : null;
    if (fromApp && payee) taught.push({ payee, categoryId: fromApp });
    rows.push({
      id,
      userId,
      accountId,
      date: movement.date,
      amount: movement.amount,
      payee,
      originalText: movement.bankText ? clean(movement.payee, 500) : '',
      notes: clean(movement.notes, 2000),
      categoryId: plain ? (fromApp ?? decided?.categoryId ?? null) : null,
      transferId,
      isSplit: movement.lines.length > 0,
      externalId: movement.externalId,
      importId: importIds.get(movement.account) ?? null,
      status: movement.status,
      origin: 'import',
      createdAt: now,
      updatedAt: now,
    });
    movement.lines.forEach((line, position) =>
      lines.push({
        id: uuidv7(),
        transactionId: id,
        userId,
        accountId,
        date: movement.date,
        categoryId: categoryOf(line.category),
        amount: line.amount,
        notes: clean(line.notes, 500),
        position,
      }),
    );
  }
  for (let start = 0; start < rows.length; start += BATCH)
    await tx.insert(transactions).values(rows.slice(start, start + BATCH));
  for (let start = 0; start < lines.length; start += BATCH)
    await tx.insert(transactionSplits).values(lines.slice(start, start + BATCH));
  await teachPayees(tx, userId, now, taught);
  return {
    accounts_created: created,
    accounts_used: booking.file.accounts.size - created,
    categories_created: [...booking.categories.values()].filter((item) => item.categoryId === null).length,
    movements: rows.length,
    transfers: transferIds.size,
    already_imported: booking.alreadyImported,
  };
}

/** The categories the ledger lacks, each under its group (the user's of that name, or a new one). */
async function createCategories(tx: Tx, userId: string, now: Date, booking: Booking): Promise<Map<string, string>> {
  const ids = new Map<string, string>();
  const missing = [...booking.categories.entries()].filter(([key, item]) => {
    if (item.categoryId) ids.set(key, item.categoryId);
    return item.categoryId === null;
  });
  if (missing.length === 0) return ids;
  const groups = await tx
    .select({ id: categories.id, name: categories.name, kind: categories.kind })
    .from(categories)
    .where(and(eq(categories.userId, userId), isNull(categories.parentId), isNull(categories.archivedAt)));
  const groupIds = new Map(groups.map((group) => [`${group.kind}|${foldName(group.name)}`, group.id]));
  let position = 1000;
  for (const [key, { category }] of missing) {
    const groupName = clean(category.group, 100) || 'Importadas';
    const groupKey = `${category.kind}|${foldName(groupName)}`;
    let parentId = groupIds.get(groupKey);
    if (!parentId) {
      parentId = uuidv7();
      await tx.insert(categories).values({
        id: parentId,
        userId,
        kind: category.kind,
        name: groupName,
        position: position++,
        createdAt: now,
        updatedAt: now,
      });
      groupIds.set(groupKey, parentId);
    }
    const id = uuidv7();
    await tx.insert(categories).values({
      id,
      userId,
      parentId,
      kind: category.kind,
      name: clean(category.name, 100) || 'Sin nombre',
      position: position++,
      createdAt: now,
      updatedAt: now,
    });
    ids.set(key, id);
  }
  return ids;
}

/**
 * One import per account the export books into, listed with that account's imports and undone
 * like a bank file's (its movements deleted, the other legs of its transfers left as plain
 * movements). Its opening balance is not the import's to put back: a new account keeps the one the
 * import gave it, an existing one was never changed.
 */
async function recordImports(
  tx: Tx,
  context: { userId: string; now: Date; fileName: string },
  booking: Booking,
  accountIds: Map<string, string>,
): Promise<Map<string, string>> {
  const booked = new Map<string, number>();
  for (const movement of booking.fresh) booked.set(movement.account, (booked.get(movement.account) ?? 0) + 1);
  const inFile = new Map<string, number>();
  for (const movement of booking.file.movements) inFile.set(movement.account, (inFile.get(movement.account) ?? 0) + 1);
  const ids = new Map<string, string>();
  for (const [source, count] of booked) {
    const id = uuidv7();
    await tx.insert(imports).values({
      id,
      userId: context.userId,
      accountId: accountIds.get(source)!,
      fileName: clean(`${context.fileName} · ${source}`, 200),
      format: booking.file.app,
      status: 'committed',
      content: null,
      options: null,
      totalRows: inFile.get(source) ?? count,
      importedCount: count,
      duplicateCount: (inFile.get(source) ?? count) - count,
      createdAt: context.now,
      committedAt: context.now,
    });
    ids.set(source, id);
  }
  return ids;
}
