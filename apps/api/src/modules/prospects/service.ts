import { changedColumns } from '../../db/changes.ts';
import { and, asc, eq } from 'drizzle-orm';
import { isCurrencyCode } from '@cuentas/shared/money';
import type {
  CreateProspectSchema,
  Prospect,
  ProspectTotals,
  RealizeProspectSchema,
  UpdateProspectSchema,
} from '@cuentas/shared/schemas/prospects';
import type { z } from 'zod';
import { categories, prospects, transactions } from '../../db/schema/index.ts';
import { type SessionInfo, todayFor } from '../../lib/auth.ts';
import type { Deps } from '../../lib/deps.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import { uuidv7 } from '../../lib/ids.ts';
import { requireAccount, requireCategories } from '../kernel/ownership.ts';

type ProspectRow = typeof prospects.$inferSelect;

export const prospectMessages = {
  notFound: 'No encontramos este prospecto',
  unknownCurrency: 'No reconocemos esta moneda',
  notOpen: 'Solo puedes concretar un prospecto abierto',
  currencyMismatch: 'La cuenta debe estar en la moneda del prospecto',
  deleted: 'Prospecto eliminado',
  categoryKind: 'Elige una categoría de ingreso o de gasto según el prospecto',
};

function toProspect(row: ProspectRow, todayIso: string): Prospect {
  return {
    id: row.id,
    title: row.title,
    kind: row.kind,
    amount: row.amount,
    currency: row.currency,
    expected_date: row.expectedDate,
    probability: row.probability,
    status: row.status,
    notes: row.notes,
    account_id: row.accountId,
    category_id: row.categoryId,
    transaction_id: row.transactionId,
    overdue: row.status === 'abierto' && row.expectedDate < todayIso,
    created_at: row.createdAt.toISOString(),
  };
}

async function requireProspect(deps: Deps, userId: string, id: string): Promise<ProspectRow> {
  const [row] = await deps.db
    .select()
    .from(prospects)
    .where(and(eq(prospects.id, id), eq(prospects.userId, userId)))
    .limit(1);
  if (!row) throw notFound(prospectMessages.notFound);
  return row;
}

export async function listProspects(
  deps: Deps,
  session: SessionInfo,
  status?: ProspectRow['status'],
): Promise<Prospect[]> {
  const conditions = [eq(prospects.userId, session.userId)];
  if (status) conditions.push(eq(prospects.status, status));
  const rows = await deps.db
    .select()
    .from(prospects)
    .where(and(...conditions))
    .orderBy(asc(prospects.expectedDate), asc(prospects.createdAt));
  return rows.map((row) => toProspect(row, todayFor(deps, session)));
}

async function checkReferences(
  deps: Deps,
  userId: string,
  input: { currency?: string; account_id?: string | null; category_id?: string | null },
) {
  if (input.currency !== undefined && !isCurrencyCode(input.currency))
    throw badRequest(prospectMessages.unknownCurrency, 'currency');
  if (input.account_id) await requireAccount(deps.db, userId, input.account_id);
  await requireCategories(deps.db, userId, [input.category_id]);
}

export async function createProspect(
  deps: Deps,
  session: SessionInfo,
  input: z.output<typeof CreateProspectSchema>,
): Promise<Prospect> {
  await checkReferences(deps, session.userId, input);
  const [row] = await deps.db
    .insert(prospects)
    .values({
      id: uuidv7(),
      userId: session.userId,
      title: input.title,
      kind: input.kind,
      amount: input.amount,
      currency: input.currency,
      expectedDate: input.expected_date,
      probability: input.probability,
      notes: input.notes,
      accountId: input.account_id ?? null,
      categoryId: input.category_id ?? null,
    })
    .returning();
  return toProspect(row!, todayFor(deps, session));
}

export async function updateProspect(
  deps: Deps,
  session: SessionInfo,
  id: string,
  input: z.output<typeof UpdateProspectSchema>,
): Promise<Prospect> {
  const current = await requireProspect(deps, session.userId, id);
  if (current.status === 'concretado') throw conflict('Este prospecto ya se concretó; edita su movimiento');
  await checkReferences(deps, session.userId, input);
  const changes = changedColumns({
    title: input.title,
    kind: input.kind,
    amount: input.amount,
    currency: input.currency,
    expectedDate: input.expected_date,
    probability: input.probability,
    notes: input.notes,
    accountId: input.account_id,
    categoryId: input.category_id,
    status: input.status,
  });
  if (!changes) return toProspect(current, todayFor(deps, session));
  const [row] = await deps.db
    .update(prospects)
    .set(changes)
    .where(and(eq(prospects.id, id), eq(prospects.userId, session.userId)))
    .returning();
  return toProspect(row!, todayFor(deps, session));
}

export async function deleteProspect(deps: Deps, session: SessionInfo, id: string): Promise<{ message: string }> {
  await requireProspect(deps, session.userId, id);
  await deps.db.delete(prospects).where(and(eq(prospects.id, id), eq(prospects.userId, session.userId)));
  return { message: prospectMessages.deleted };
}

/** "Concretar": records the real transaction and marks the prospect as realised, together. */
export async function realizeProspect(
  deps: Deps,
  session: SessionInfo,
  id: string,
  input: z.output<typeof RealizeProspectSchema>,
): Promise<Prospect> {
  const current = await requireProspect(deps, session.userId, id);
  if (current.status !== 'abierto') throw conflict(prospectMessages.notOpen);
  const account = await requireAccount(deps.db, session.userId, input.account_id);
  if (account.currency !== current.currency) throw badRequest(prospectMessages.currencyMismatch, 'account_id');
  const categoryId = input.category_id === undefined ? current.categoryId : input.category_id;
  await requireCategories(deps.db, session.userId, [categoryId]);
  if (categoryId) {
    const [category] = await deps.db
      .select({ kind: categories.kind, parentId: categories.parentId })
      .from(categories)
      .where(eq(categories.id, categoryId));
    if (category?.kind !== current.kind || category.parentId === null)
      throw badRequest(prospectMessages.categoryKind, 'category_id');
  }
  const amount = input.amount ?? current.amount;
  const row = await deps.db.transaction(async (tx) => {
    const transactionId = uuidv7();
    await tx.insert(transactions).values({
      id: transactionId,
      userId: session.userId,
      accountId: account.id,
      date: input.date,
      amount: current.kind === 'income' ? amount : -amount,
      payee: current.title,
      notes: current.notes,
      categoryId,
    });
    const [updated] = await tx
      .update(prospects)
      .set({ status: 'concretado', transactionId, accountId: account.id, amount, categoryId })
      .where(and(eq(prospects.id, id), eq(prospects.userId, session.userId), eq(prospects.status, 'abierto')))
      .returning();
    if (!updated) throw conflict(prospectMessages.notOpen);
    return updated;
  });
  return toProspect(row, todayFor(deps, session));
}

/** Expected totals of the open prospects, plain and weighted by probability, per currency. */
export async function prospectTotals(deps: Deps, session: SessionInfo): Promise<ProspectTotals> {
  const open = await deps.db
    .select()
    .from(prospects)
    .where(and(eq(prospects.userId, session.userId), eq(prospects.status, 'abierto')));
  const byCurrency = new Map<string, ProspectTotals['by_currency'][number]>();
  for (const row of open) {
    const entry = byCurrency.get(row.currency) ?? {
      currency: row.currency,
      expected_income: 0,
      expected_expense: 0,
      weighted_income: 0,
      weighted_expense: 0,
    };
    const weighted = Math.round((row.amount * row.probability) / 100);
    if (row.kind === 'income') {
      entry.expected_income += row.amount;
      entry.weighted_income += weighted;
    } else {
      entry.expected_expense += row.amount;
      entry.weighted_expense += weighted;
    }
    byCurrency.set(row.currency, entry);
  }
  const todayIso = todayFor(deps, session);
  return {
    by_currency: [...byCurrency.values()].sort((a, b) => a.currency.localeCompare(b.currency)),
    open_count: open.length,
    overdue_count: open.filter((row) => row.expectedDate < todayIso).length,
  };
}
