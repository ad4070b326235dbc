import { periodContaining } from '@cuentas/shared/periods';
import { and, eq, lte } from 'drizzle-orm';
import { budgetLines } from '../../db/schema/index.ts';
import type { Deps } from '../../lib/deps.ts';
import { listAccounts } from '../accounts/service.ts';
import { getBudget } from '../budgets/service.ts';
import type { UserContext } from './context.ts';
import { money, replies } from './replies.ts';

// Balances, the budget and what is left after a capture, from the services the app's own screens use
// (questions about spending and income by period: ask.ts).

const periodLabel = (context: UserContext) => {
  const period = periodContaining(context.today, context.monthStartDay);
  const format = (date: string) =>
    new Intl.DateTimeFormat(context.locale, { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(
      new Date(`${date}T00:00:00Z`),
    );
  return { period, label: `${format(period.from)} – ${format(period.to)}` };
};

/** Said under a list of balances when another member's private accounts are left out (decision 049). */
export function hiddenNote(context: UserContext): string[] {
  const count = context.session.hiddenAccountIds?.length ?? 0;
  if (count === 0) return [];
  return [
    count === 1 ? '(No incluye 1 cuenta privada de tu hogar.)' : `(No incluye ${count} cuentas privadas de tu hogar.)`,
  ];
}

export async function balances(deps: Deps, context: UserContext): Promise<string> {
  const list = await listAccounts(deps, context.session, false);
  if (list.length === 0) return replies.noBudget(deps.config.appUrl).replace('presupuesto para este mes', 'cuentas');
  return [
    'Tus saldos:',
    ...list.map((account) => `• ${account.name}: ${money(account.balance, account.currency, context.locale)}`),
    ...hiddenNote(context),
  ].join('\n');
}

export async function budgetLeft(deps: Deps, context: UserContext): Promise<string> {
  const { period, label } = periodLabel(context);
  const budget = await getBudget(deps, context.session, period.label);
  const currency = budget.currency ?? 'USD';
  const lines = budget.groups
    .flatMap((group) => group.categories)
    .filter((line) => line.budgeted > 0 || line.carried !== 0);
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
export async function leftAfterCapture(
  deps: Deps,
  context: UserContext,
  categoryId: string,
  date: string,
): Promise<string | undefined> {
  const { period } = periodLabel(context);
  if (date < period.from || date > period.to) return undefined;
  // Most categories have no budget: one indexed look-up spares the whole month's budget figures.
  const [line] = await deps.db
    .select({ id: budgetLines.id })
    .from(budgetLines)
    .where(
      and(
        eq(budgetLines.userId, context.session.userId),
        eq(budgetLines.categoryId, categoryId),
        lte(budgetLines.month, period.label),
      ),
    )
    .limit(1);
  if (!line) return undefined;
  const budget = await getBudget(deps, context.session, period.label);
  const budgetLine = budget.groups
    .flatMap((group) => group.categories)
    .find((candidate) => candidate.category_id === categoryId);
  if (!budgetLine || (budgetLine.budgeted <= 0 && budgetLine.carried === 0) || !budget.currency) return undefined;
  return budgetLine.available >= 0
    ? `Te quedan ${money(budgetLine.available, budget.currency, context.locale)} en ${budgetLine.name} este mes.`
    : `Te pasaste ${money(-budgetLine.available, budget.currency, context.locale)} en ${budgetLine.name} este mes.`;
}
