import { and, eq, inArray, isNull } from 'drizzle-orm';
import { periodOf } from '@cuentas/shared/periods';
import type { Budget, BudgetCategoryLine, SetBudgetLinesInput } from '@cuentas/shared/schemas/budgets';
import { budgetLines, budgetMonths, categories, householdMembers } from '../../db/schema/index.ts';
import { type SessionInfo, actorOf } from '../../lib/auth.ts';
import type { Deps } from '../../lib/deps.ts';
import { badRequest } from '../../lib/errors.ts';
import { uuidv7 } from '../../lib/ids.ts';
import { type BudgetOwner, budgetBook, spendingOfMonths } from './budget-book.ts';
import { previousMonth } from './spending.ts';

const ROLLOVER_MONTHS_BACK = 24;

export const budgetMessages = {
  notExpense: 'Solo puedes presupuestar categorías de gasto',
  notMember: 'Elige a alguien de tu hogar',
  notYours: 'Solo puedes cambiar tu propio presupuesto personal',
  copied: (count: number) => `Copiamos ${count} ${count === 1 ? 'línea' : 'líneas'} de presupuesto`,
};

const monthParts = (month: string) => month.split('-').map(Number) as [number, number];

function statusOf(spent: number, limit: number): BudgetCategoryLine['status'] {
  if (spent <= 0) return 'ok';
  // Spending exactly what was budgeted is not overspending: only past the limit is.
  if (limit <= 0 || spent > limit) return 'over';
  if (spent === limit) return 'at_limit';
  return spent >= limit * 0.8 ? 'warning' : 'ok';
}

/**
 * A month's budget against what was actually spent. With rollover on, what was left (or
 * overspent) last month carries into this one, month after month. Everything is read through
 * the user's budget book (budget-book.ts): when nothing changed since the last read, that is one
 * prepared statement and arithmetic in memory.
 */
/**
 * A personal budget must be a current member's (decision 054); only that member changes it.
 * Anyone in the household may read it, through what their own session lets them see.
 */
export async function checkBudgetOwner(
  deps: Deps,
  session: SessionInfo,
  owner: BudgetOwner,
  writing: boolean,
): Promise<void> {
  if (!owner.member) return;
  const [row] = await deps.db
    .select({ memberId: householdMembers.memberId })
    .from(householdMembers)
    .where(and(eq(householdMembers.ledgerId, session.userId), eq(householdMembers.memberId, owner.member)));
  if (!row) throw badRequest(budgetMessages.notMember, 'member');
  if (writing && owner.member !== actorOf(session)) throw badRequest(budgetMessages.notYours, 'member');
}

/**
 * A personal budget expects its member's own income (decision 054): the monthly income set for
 * them in the household (`household_members.income`), the same figure a split by incomes weighs.
 * Read apart from the budget book, whose versions do not follow a member's income.
 */
async function memberIncome(deps: Deps, ledgerId: string, memberId: string): Promise<number> {
  const [row] = await deps.db
    .select({ income: householdMembers.income })
    .from(householdMembers)
    .where(and(eq(householdMembers.ledgerId, ledgerId), eq(householdMembers.memberId, memberId)));
  return row?.income ?? 0;
}

export async function getBudget(
  deps: Deps,
  session: SessionInfo,
  month: string,
  owner: BudgetOwner = {},
): Promise<Budget> {
  const book = await budgetBook(deps, session.userId, session, owner);
  // This month and the ones a rollover chain may reach back to, oldest first.
  const labels = [month];
  while (labels.length <= ROLLOVER_MONTHS_BACK) labels.unshift(previousMonth(labels[0]!));
  const noLines = new Map<string, never>();
  const linesOf = (categoryId: string) => book.linesByCategory.get(categoryId) ?? noLines;
  const chainStarts = new Map(
    book.expenseCategories.map((category) => {
      const lines = linesOf(category.id);
      let start = labels.length - 1;
      while (start > 0 && lines.get(labels[start - 1]!)?.rollover) start--;
      return [category.id, start];
    }),
  );
  const months = labels.slice(Math.min(...chainStarts.values()));
  const spendingByMonth = new Map(
    (await spendingOfMonths(deps, session.userId, book, months)).map((spending, index) => [months[index]!, spending]),
  );
  const spentIn = (categoryId: string, m: string) => spendingByMonth.get(m)?.byCategory.get(categoryId) ?? 0;

  const categoryLine = (category: (typeof book.expenseCategories)[number]): BudgetCategoryLine => {
    const lines = linesOf(category.id);
    let carried = 0;
    for (let index = chainStarts.get(category.id)!; index < labels.length - 1; index++) {
      const line = lines.get(labels[index]!);
      const available = (line?.amount ?? 0) + carried - spentIn(category.id, labels[index]!);
      carried = line?.rollover ? available : 0;
    }
    const line = lines.get(month);
    const budgeted = line?.amount ?? 0;
    const spent = spentIn(category.id, month);
    const limit = budgeted + carried;
    return {
      category_id: category.id,
      name: category.name,
      color: category.color,
      budgeted,
      spent,
      carried,
      available: limit - spent,
      rollover: line?.rollover ?? false,
      progress: limit > 0 ? Math.round((spent / limit) * 1000) / 1000 : spent > 0 ? 1 : 0,
      status: statusOf(spent, limit),
    };
  };

  const groups = book.expenseCategories
    .filter((category) => category.parentId === null)
    .sort((a, b) => a.position - b.position)
    .map((group) => {
      const children = book.expenseCategories
        .filter((category) => category.parentId === group.id)
        .filter((category) => !category.archivedAt || linesOf(category.id).has(month) || spentIn(category.id, month))
        .sort((a, b) => a.position - b.position)
        .map(categoryLine);
      return {
        group_id: group.id,
        name: group.name,
        color: group.color,
        budgeted: children.reduce((acc, line) => acc + line.budgeted, 0),
        spent: children.reduce((acc, line) => acc + line.spent, 0),
        available: children.reduce((acc, line) => acc + line.available, 0),
        categories: children,
      };
    })
    .filter((group) => group.categories.length > 0);

  // Income categories "spend" negatively: what came in is the negated spending of income rows.
  const actualIncome = [...book.incomeIds].reduce((acc, id) => acc - spentIn(id, month), 0);
  const budgeted = groups.reduce((acc, group) => acc + group.budgeted, 0);
  const expectedIncome = owner.member
    ? await memberIncome(deps, session.userId, owner.member)
    : book.expectedIncomeOf(month);
  const missing = new Set([...spendingByMonth.values()].flatMap((spending) => [...spending.missing]));
  const period = periodOf(...monthParts(month), book.startDay);
  return {
    month,
    member_id: owner.member ?? null,
    period: { from: period.from, to: period.to },
    currency: book.base,
    expected_income: expectedIncome,
    actual_income: actualIncome,
    budgeted,
    spent: groups.reduce((acc, group) => acc + group.spent, 0),
    left_to_budget: expectedIncome - budgeted,
    groups,
    missing_rates: [...missing].map((currency) => ({ from_currency: currency, to_currency: book.base ?? '' })),
  };
}

/** Saves the month's amounts; a line left at 0 without rollover is removed. A line without `rollover` keeps its flag. */
export async function setBudget(
  deps: Deps,
  session: SessionInfo,
  month: string,
  input: Required<Pick<SetBudgetLinesInput, 'lines'>> & SetBudgetLinesInput,
  owner: BudgetOwner = {},
): Promise<Budget> {
  const userId = session.userId;
  const memberId = owner.member ?? null;
  const ids = input.lines.map((line) => line.category_id);
  if (ids.length) {
    const found = await deps.db
      .select({ id: categories.id, kind: categories.kind, parentId: categories.parentId })
      .from(categories)
      .where(and(eq(categories.userId, userId), inArray(categories.id, ids)));
    if (found.length !== new Set(ids).size || found.some((row) => row.kind !== 'expense' || row.parentId === null)) {
      throw badRequest(budgetMessages.notExpense, 'lines');
    }
  }
  await deps.db.transaction(async (tx) => {
    // A personal budget's expected income is its member's monthly income in the household (the
    // caller checked it is the member themselves); the shared budget's is the month's.
    if (input.expected_income !== undefined && memberId) {
      await tx
        .update(householdMembers)
        .set({ income: input.expected_income })
        .where(and(eq(householdMembers.ledgerId, userId), eq(householdMembers.memberId, memberId)));
    } else if (input.expected_income !== undefined) {
      await tx
        .insert(budgetMonths)
        .values({ userId, month, expectedIncome: input.expected_income })
        .onConflictDoUpdate({
          target: [budgetMonths.userId, budgetMonths.month],
          set: { expectedIncome: input.expected_income },
        });
    }
    for (const line of input.lines) {
      await tx
        .insert(budgetLines)
        .values({
          id: uuidv7(),
          userId,
          categoryId: line.category_id,
          month,
          amount: line.amount,
          rollover: line.rollover ?? false,
          memberId,
        })
        .onConflictDoUpdate({
          target: [budgetLines.userId, budgetLines.categoryId, budgetLines.month, budgetLines.memberId],
          set: { amount: line.amount, ...(line.rollover === undefined ? {} : { rollover: line.rollover }) },
        });
    }
    // A line that budgets nothing and carries nothing is no line at all.
    await tx
      .delete(budgetLines)
      .where(
        and(
          eq(budgetLines.userId, userId),
          eq(budgetLines.month, month),
          eq(budgetLines.amount, 0),
          eq(budgetLines.rollover, false),
          memberId ? eq(budgetLines.memberId, memberId) : isNull(budgetLines.memberId),
        ),
      );
  });
  return getBudget(deps, session, month, owner);
}

/** Fills the month from last month's amounts, or from the average actually spent in the last three. */
export async function copyBudget(
  deps: Deps,
  session: SessionInfo,
  month: string,
  source: 'last_month' | 'average_3',
  owner: BudgetOwner = {},
): Promise<{ message: string }> {
  const userId = session.userId;
  const previous = previousMonth(month);
  let lines: { category_id: string; amount: number; rollover?: boolean }[];
  if (source === 'last_month') {
    const rows = await deps.db
      .select()
      .from(budgetLines)
      .where(
        and(
          eq(budgetLines.userId, userId),
          eq(budgetLines.month, previous),
          owner.member ? eq(budgetLines.memberId, owner.member) : isNull(budgetLines.memberId),
        ),
      );
    lines = rows.map((row) => ({ category_id: row.categoryId, amount: row.amount, rollover: row.rollover }));
  } else {
    const book = await budgetBook(deps, userId, session, owner);
    const months = [previousMonth(previousMonth(previous)), previousMonth(previous), previous];
    const spending = await spendingOfMonths(deps, userId, book, months);
    lines = book.expenseCategories
      .filter((category) => category.parentId !== null && spending.some((month) => month.byCategory.has(category.id)))
      .map((category) => {
        const total = spending.reduce((acc, month) => acc + Math.max(0, month.byCategory.get(category.id) ?? 0), 0);
        // The rollover flag of an existing line is kept.
        return { category_id: category.id, amount: Math.round(total / 3) };
      })
      .filter((line) => line.amount > 0);
  }
  await setBudget(deps, session, month, { lines }, owner);
  return { message: budgetMessages.copied(lines.length) };
}
