import { formatMoney } from '@cuentas/shared/money';
import type { Balances, SharedExpense, ShareExpenseInput } from '@cuentas/shared/schemas/households';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import {
  accounts,
  expenseShares,
  householdMembers,
  settlements,
  sharedExpenses,
  transactions,
  users,
} from '../../db/schema/index.ts';
import { readOnlyRole } from '../../lib/auth.ts';
import type { Db } from '../../db/client.ts';
import type { Deps } from '../../lib/deps.ts';
import { HttpError, badRequest, notFound } from '../../lib/errors.ts';
import { defaultSplitFor } from './category-splits.ts';
import { noticeShare } from './member-notices.ts';
import { householdMessages, roleIn } from './membership.ts';
import { debtsOf, netPositions, splitByWeights } from './split-math.ts';

export const splitMessages = {
  noExpense: 'No encontramos este movimiento en el hogar',
  onlyExpenses: 'Solo se reparten gastos: este movimiento no es una salida de dinero',
  notMember: 'Esa persona no forma parte del hogar',
  valuesNeeded: 'Indica la parte de cada persona',
  noIncome: 'Para repartir por ingresos, anota antes los ingresos de cada persona',
  sameMember: 'Quien paga y quien recibe tienen que ser personas distintas',
} as const;

export async function assertCanWrite(deps: Deps, ledgerId: string, actorId: string) {
  if ((await roleIn(deps, ledgerId, actorId)) === 'viewer') throw readOnlyRole();
}

export async function membersOf(deps: Deps, ledgerId: string) {
  return (
    deps.db
      .select({ id: users.id, name: users.name, income: householdMembers.income, role: householdMembers.role })
      .from(householdMembers)
      .innerJoin(users, eq(users.id, householdMembers.memberId))
      .where(eq(householdMembers.ledgerId, ledgerId))
      // The founder first, then by arrival: the order parts are given and remainders fall in.
      .orderBy(sql`${householdMembers.memberId} <> ${householdMembers.ledgerId}`, asc(householdMembers.joinedAt))
  );
}

type Member = Awaited<ReturnType<typeof membersOf>>[number];

/** Each member's part of `total` by the method asked for; field errors name what is wrong. */
function partsFor(total: number, input: ShareExpenseInput, members: Member[]): Map<string, number> {
  const known = new Set(members.map((member) => member.id));
  const method = input.method ?? 'equal';
  if (method === 'equal' || method === 'income') {
    // Without a list, those who take part in the spending: viewers only when named.
    const chosen = input.members ?? members.filter((member) => member.role !== 'viewer').map((member) => member.id);
    if (chosen.some((id) => !known.has(id))) throw badRequest(splitMessages.notMember, 'members');
    const ids = [...new Set(chosen)];
    const weights =
      method === 'equal' ? ids.map(() => 1) : ids.map((id) => members.find((m) => m.id === id)?.income ?? 0);
    if (weights.every((weight) => weight === 0)) throw badRequest(splitMessages.noIncome, 'method');
    const parts = splitByWeights(total, weights);
    return new Map(ids.map((id, index) => [id, parts[index]!]));
  }
  const values = input.values;
  if (!values) throw badRequest(splitMessages.valuesNeeded, 'values');
  if (values.some((value) => !known.has(value.member_id))) throw badRequest(splitMessages.notMember, 'values');
  if (new Set(values.map((value) => value.member_id)).size !== values.length)
    throw badRequest(splitMessages.valuesNeeded, 'values');
  if (method === 'amounts') {
    const sum = values.reduce((a, value) => a + value.value, 0);
    if (sum !== total)
      throw badRequest(`Las partes deben sumar el gasto entero (faltan o sobran ${total - sum})`, 'values');
    return new Map(values.map((value) => [value.member_id, value.value]));
  }
  if (values.every((value) => value.value === 0)) throw badRequest(splitMessages.valuesNeeded, 'values');
  const parts = splitByWeights(
    total,
    values.map((value) => value.value),
  );
  return new Map(values.map((value, index) => [value.member_id, parts[index]!]));
}

/** Marks an expense of the household as paid by one member and split among some of them. */
export async function shareExpense(
  deps: Deps,
  actorId: string,
  ledgerId: string,
  transactionId: string,
  input: ShareExpenseInput,
): Promise<SharedExpense> {
  await assertCanWrite(deps, ledgerId, actorId);
  const [movement] = await deps.db
    .select({
      amount: transactions.amount,
      date: transactions.date,
      payee: transactions.payee,
      transferId: transactions.transferId,
      categoryId: transactions.categoryId,
      currency: accounts.currency,
    })
    .from(transactions)
    .innerJoin(accounts, eq(accounts.id, transactions.accountId))
    .where(and(eq(transactions.id, transactionId), eq(transactions.userId, ledgerId)));
  if (!movement) throw notFound(splitMessages.noExpense);
  if (movement.amount >= 0 || movement.transferId) throw badRequest(splitMessages.onlyExpenses);
  const members = await membersOf(deps, ledgerId);
  const payer = members.find((member) => member.id === input.paid_by);
  if (!payer) throw badRequest(splitMessages.notMember, 'paid_by');
  // Shared without saying how: the category's default split (decision 050), else equally.
  const explicit = input.method !== undefined || input.members !== undefined || input.values !== undefined;
  const how = explicit ? input : { ...input, ...(await defaultSplitFor(deps, ledgerId, movement.categoryId, members)) };
  // A member whose part is nothing (no income, a weight of 0) is left out of the split.
  const parts = new Map([...partsFor(-movement.amount, how, members)].filter(([, amount]) => amount > 0));
  const method = how.method ?? 'equal';
  await deps.db.transaction(async (tx) => {
    await tx
      .insert(sharedExpenses)
      .values({ transactionId, userId: ledgerId, paidBy: input.paid_by, method })
      .onConflictDoUpdate({ target: sharedExpenses.transactionId, set: { paidBy: input.paid_by, method } });
    await tx.delete(expenseShares).where(eq(expenseShares.transactionId, transactionId));
    await tx
      .insert(expenseShares)
      .values([...parts].map(([memberId, amount]) => ({ transactionId, memberId, amount })));
    await noticeShare(
      { ...deps, db: tx as unknown as Db },
      { actorId, payer, payee: movement.payee, currency: movement.currency, shares: parts },
    );
  });
  return {
    transaction_id: transactionId,
    date: movement.date,
    payee: movement.payee,
    amount: movement.amount,
    currency: movement.currency,
    paid_by: input.paid_by,
    method,
    shares: [...parts].map(([member_id, amount]) => ({ member_id, amount })),
  };
}

export async function unshareExpense(deps: Deps, actorId: string, ledgerId: string, transactionId: string) {
  await assertCanWrite(deps, ledgerId, actorId);
  const removed = await deps.db
    .delete(sharedExpenses)
    .where(and(eq(sharedExpenses.transactionId, transactionId), eq(sharedExpenses.userId, ledgerId)))
    .returning({ id: sharedExpenses.transactionId });
  if (removed.length === 0) throw notFound('Este movimiento no estaba repartido');
  return { message: 'El gasto vuelve a ser de todo el hogar, sin repartir' };
}

/**
 * What each member owes, per currency, read from the shared expenses and settlements every time:
 * nothing is kept apart to drift. A movement edited after it was split is split again by the same
 * proportions, so the parts keep adding up to it.
 */
export async function balances(deps: Deps, actorId: string, ledgerId: string): Promise<Balances> {
  await roleIn(deps, ledgerId, actorId);
  const members = await membersOf(deps, ledgerId);
  const names = new Map(members.map((member) => [member.id, member.name]));
  const rows = await deps.db
    .select({
      transactionId: sharedExpenses.transactionId,
      paidBy: sharedExpenses.paidBy,
      method: sharedExpenses.method,
      amount: transactions.amount,
      date: transactions.date,
      payee: transactions.payee,
      currency: accounts.currency,
    })
    .from(sharedExpenses)
    .innerJoin(transactions, eq(transactions.id, sharedExpenses.transactionId))
    .innerJoin(accounts, eq(accounts.id, transactions.accountId))
    .where(eq(sharedExpenses.userId, ledgerId))
    .orderBy(asc(transactions.date), asc(transactions.id));
  const shareRows = rows.length
    ? await deps.db
        .select()
        .from(expenseShares)
        .where(
          inArray(
            expenseShares.transactionId,
            rows.map((row) => row.transactionId),
          ),
        )
        .orderBy(asc(expenseShares.memberId))
    : [];
  const expenses = rows.map((row) => {
    const stored = shareRows.filter((share) => share.transactionId === row.transactionId);
    const total = Math.max(0, -row.amount);
    const sum = stored.reduce((a, share) => a + share.amount, 0);
    const amounts =
      sum === total || sum === 0
        ? stored.map((share) => share.amount)
        : splitByWeights(
            total,
            stored.map((share) => share.amount),
          );
    return { ...row, shares: stored.map((share, index) => ({ member_id: share.memberId, amount: amounts[index]! })) };
  });
  const settled = await deps.db
    .select()
    .from(settlements)
    .where(eq(settlements.userId, ledgerId))
    .orderBy(asc(settlements.date), asc(settlements.id));
  const positions = netPositions(
    expenses.map((row) => ({
      paidBy: row.paidBy,
      amount: Math.max(0, -row.amount),
      currency: row.currency,
      shares: new Map(row.shares.map((share) => [share.member_id, share.amount])),
    })),
    settled.map((row) => ({ from: row.fromMember, to: row.toMember, amount: row.amount, currency: row.currency })),
  );
  const name = (id: string) => names.get(id) ?? 'Alguien que ya no está';
  return {
    currencies: [...positions].map(([currency, nets]) => ({
      currency,
      positions: [...nets].map(([member_id, net]) => ({ member_id, name: name(member_id), net })),
      debts: debtsOf(nets).map((debt) => ({
        from_member: debt.from,
        to_member: debt.to,
        amount: debt.amount,
        text: `${name(debt.from)} le debe a ${name(debt.to)} ${formatMoney(debt.amount, currency)}`,
      })),
    })),
    expenses: expenses.map((row) => ({
      transaction_id: row.transactionId,
      date: row.date,
      payee: row.payee,
      amount: row.amount,
      currency: row.currency,
      paid_by: row.paidBy,
      method: row.method,
      shares: row.shares,
    })),
    settlements: settled.map((row) => ({
      id: row.id,
      from_member: row.fromMember,
      to_member: row.toMember,
      amount: row.amount,
      currency: row.currency,
      date: row.date,
      transfer_id: row.transferId,
    })),
  };
}

/** A member's monthly income, the weight of splits by income: set by an owner or by the member. */
export async function setIncome(
  deps: Deps,
  actorId: string,
  ledgerId: string,
  memberId: string,
  income: number | null,
) {
  const role = await roleIn(deps, ledgerId, actorId);
  if (role !== 'owner' && actorId !== memberId) throw new HttpError(403, [{ message: householdMessages.ownersOnly }]);
  const updated = await deps.db
    .update(householdMembers)
    .set({ income })
    .where(and(eq(householdMembers.ledgerId, ledgerId), eq(householdMembers.memberId, memberId)))
    .returning({ id: householdMembers.memberId });
  if (updated.length === 0) throw notFound('Esa persona no forma parte de este hogar');
  return { message: 'Ingresos guardados' };
}
