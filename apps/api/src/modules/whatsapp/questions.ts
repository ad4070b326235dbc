import { periodContaining } from '@cuentas/shared/periods';
import type { Budget } from '@cuentas/shared/schemas/budgets';
import { and, eq, lte } from 'drizzle-orm';
import { budgetLines } from '../../db/schema/index.ts';
import type { Deps } from '../../lib/deps.ts';
import { listAccounts } from '../accounts/service.ts';
import { getBudget } from '../budgets/service.ts';
import { dashboard } from '../dashboard/service.ts';
import { findCategoryWords } from './category-words.ts';
import type { UserContext } from './context.ts';
import { categoryByName } from './parse-message.ts';
import { money, replies } from './replies.ts';
import { fold, stem } from './text.ts';

// Questions are answered from the services the app's own screens use, so the figures match.

const periodLabel = (context: UserContext) => {
  const period = periodContaining(context.today, context.monthStartDay);
  const format = (date: string) => new Intl.DateTimeFormat(context.locale, { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));
  return { period, label: `${format(period.from)} – ${format(period.to)}` };
};

export async function spentThisMonth(deps: Deps, context: UserContext): Promise<string> {
  const summary = await dashboard(deps, context.session);
  const { label } = periodLabel(context);
  const currency = summary.base_currency;
  if (!currency || summary.expense === null || summary.income === null) {
    return 'No puedo sumar tus cuentas en tu moneda principal: falta algún tipo de cambio. Revísalo en la app.';
  }
  const top = summary.spending_by_category
    .filter((line) => line.amount > 0)
    .slice(0, 3)
    .map((line) => `${line.name} ${money(line.amount, currency, context.locale)}`);
  return [
    `Este mes (${label}) llevas ${money(-summary.expense, currency, context.locale)} en gastos y ${money(summary.income, currency, context.locale)} en ingresos.`,
    top.length ? `Lo que más: ${top.join(', ')}.` : '',
  ]
    .filter(Boolean)
    .join(' ');
}

function findBudgetLine(budget: Budget, target: string, context: UserContext) {
  const wanted = fold(target);
  const wantedStem = stem(wanted);
  for (const group of budget.groups) {
    if (fold(group.name) === wanted || stem(fold(group.name)) === wantedStem) return { name: group.name, spent: group.spent, budgeted: group.budgeted, available: group.available };
    for (const line of group.categories) {
      if (fold(line.name) === wanted || stem(fold(line.name)) === wantedStem) return line;
    }
  }
  // "comida", "uber", "gasolina": the dictionary says which category the word belongs to.
  const hit = findCategoryWords(wanted, 'expense')[0];
  const category = hit ? categoryByName(context.categories, hit.category, 'expense') : undefined;
  if (!category) return undefined;
  for (const group of budget.groups) {
    const line = group.categories.find((candidate) => candidate.category_id === category.id);
    if (line) return line;
  }
  return undefined;
}

export async function spentInCategory(deps: Deps, context: UserContext, target: string): Promise<string> {
  const { period, label } = periodLabel(context);
  const budget = await getBudget(deps, context.session, period.label);
  const line = findBudgetLine(budget, target, context);
  if (!line) return replies.unknownSpendingCategory(target);
  const currency = budget.currency ?? context.accounts[0]?.currency ?? 'USD';
  const spent = `Este mes (${label}) llevas ${money(line.spent, currency, context.locale)} en ${line.name}.`;
  if (line.budgeted <= 0) return spent;
  return line.available >= 0
    ? `${spent} Te quedan ${money(line.available, currency, context.locale)} de tu presupuesto.`
    : `${spent} Te pasaste ${money(-line.available, currency, context.locale)} de tu presupuesto.`;
}

export async function balances(deps: Deps, context: UserContext): Promise<string> {
  const list = await listAccounts(deps, context.session, false);
  if (list.length === 0) return replies.noBudget(deps.config.appUrl).replace('presupuesto para este mes', 'cuentas');
  return ['Tus saldos:', ...list.map((account) => `• ${account.name}: ${money(account.balance, account.currency, context.locale)}`)].join('\n');
}

export async function budgetLeft(deps: Deps, context: UserContext): Promise<string> {
  const { period, label } = periodLabel(context);
  const budget = await getBudget(deps, context.session, period.label);
  const currency = budget.currency ?? 'USD';
  const lines = budget.groups.flatMap((group) => group.categories).filter((line) => line.budgeted > 0 || line.carried !== 0);
  if (lines.length === 0) return replies.noBudget(deps.config.appUrl);
  const text = lines
    .slice(0, 12)
    .map((line) =>
      line.available >= 0
        ? `• ${line.name}: te quedan ${money(line.available, currency, context.locale)}`
        : `• ${line.name}: te pasaste ${money(-line.available, currency, context.locale)}`,
    );
  return [`Tu presupuesto (${label}):`, ...text].join('\n');
}

/** "Te quedan $ 187.500 en Restaurantes este mes", when the category has a budget this month. */
export async function leftAfterCapture(deps: Deps, context: UserContext, categoryId: string, date: string): Promise<string | undefined> {
  const { period } = periodLabel(context);
  if (date < period.from || date > period.to) return undefined;
  // Most categories have no budget: one indexed look-up spares the whole month's budget figures.
  const [line] = await deps.db
    .select({ id: budgetLines.id })
    .from(budgetLines)
    .where(and(eq(budgetLines.userId, context.session.userId), eq(budgetLines.categoryId, categoryId), lte(budgetLines.month, period.label)))
    .limit(1);
  if (!line) return undefined;
  const budget = await getBudget(deps, context.session, period.label);
  const budgetLine = budget.groups.flatMap((group) => group.categories).find((candidate) => candidate.category_id === categoryId);
  if (!budgetLine || (budgetLine.budgeted <= 0 && budgetLine.carried === 0) || !budget.currency) return undefined;
  return budgetLine.available >= 0
    ? `Te quedan ${money(budgetLine.available, budget.currency, context.locale)} en ${budgetLine.name} este mes.`
    : `Te pasaste ${money(-budgetLine.available, budget.currency, context.locale)} en ${budgetLine.name} este mes.`;
}
