import { eq, sql } from 'drizzle-orm';
import { findCountry } from '@cuentas/shared/countries';
import { formatMoney } from '@cuentas/shared/money';
import { periodContaining } from '@cuentas/shared/periods';
import type { AddChargeToBudgetInput, ChargeBudgetLine } from '@cuentas/shared/schemas/recurring-charges';
import { accounts, budgetLines, categories, configurations } from '../../db/schema/index.ts';
import { type SessionInfo, todayFor } from '../../lib/auth.ts';
import type { Deps } from '../../lib/deps.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { uuidv7 } from '../../lib/ids.ts';
import { listRecurringCharges } from './recurring-service.ts';
import { MONTH_NAMES } from '@cuentas/shared/month-names';

export const recurringBudgetMessages = {
  unknown: 'Ese cobro ya no aparece entre los que se repiten',
  noCategory: 'Ponle una categoría de gastos a sus movimientos para poder presupuestarlo',
};

/**
 * Adds a recurring charge's monthly cost to its category's line in the budget month the user is
 * living in (decision 039). The line grows by that amount in one statement, so two charges added
 * at once both count; a repeated click is the same request replayed (decision 033).
 */
export async function addChargeToBudget(
  deps: Deps,
  session: SessionInfo,
  input: AddChargeToBudgetInput,
): Promise<ChargeBudgetLine> {
  const charge = (await listRecurringCharges(deps, session)).find(
    (candidate) => candidate.account_id === input.account_id && candidate.payee === input.payee.trim(),
  );
  if (!charge) throw notFound(recurringBudgetMessages.unknown);
  if (!charge.category_id || charge.monthly_amount <= 0) throw badRequest(recurringBudgetMessages.noCategory, 'payee');
  const [config] = await deps.db
    .select({ startDay: configurations.monthStartDay, country: configurations.country })
    .from(configurations)
    .where(eq(configurations.userId, session.userId));
  const month = periodContaining(todayFor(deps, session), config?.startDay ?? 1).label;
  const [after] = await deps.db
    .insert(budgetLines)
    .values({
      id: uuidv7(),
      userId: session.userId,
      categoryId: charge.category_id,
      month,
      amount: charge.monthly_amount,
    })
    .onConflictDoUpdate({
      // The household's line (no member): a charge's cost is shared budget (decision 054).
      target: [budgetLines.userId, budgetLines.categoryId, budgetLines.month, budgetLines.memberId],
      set: { amount: sql`${budgetLines.amount} + ${charge.monthly_amount}` },
    })
    .returning({ amount: budgetLines.amount });
  const [names] = await deps.db
    .select({ category: categories.name, currency: accounts.currency })
    .from(categories)
    .innerJoin(accounts, eq(accounts.id, charge.account_id))
    .where(eq(categories.id, charge.category_id));
  const locale = findCountry(config?.country ?? '')?.locale ?? 'es-ES';
  const money = (minor: number) => formatMoney(minor, names?.currency ?? 'EUR', locale);
  const afterAmount = after!.amount;
  const before = afterAmount - charge.monthly_amount;
  const monthName = MONTH_NAMES[Number(month.slice(5, 7)) - 1];
  return {
    month,
    category_id: charge.category_id,
    before,
    after: afterAmount,
    message: `Sumamos ${money(charge.monthly_amount)} de «${charge.payee}» a ${names?.category ?? 'su categoría'} en el presupuesto de ${monthName}: ${money(before)} → ${money(afterAmount)}`,
  };
}
