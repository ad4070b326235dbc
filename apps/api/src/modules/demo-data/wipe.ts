import { and, eq, inArray, notExists, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  accounts,
  budgetAlerts,
  budgetLines,
  budgetMonths,
  demoRows,
  reminders,
  savingsGoals,
  transactions,
} from '../../db/schema/index.ts';

type DemoRow = typeof demoRows.$inferSelect;

/**
 * Deletes the rows the example ledger wrote and forgets the marks. Movements go first, so the
 * totals kept by triggers follow; an example account the user booked their own movements in stays,
 * as theirs, with those movements. Savings contributions and split lines go with their rows.
 */
export async function wipeDemoRows(
  db: Db,
  userId: string,
  rows: DemoRow[],
): Promise<{ transactions: number; kept_accounts: number }> {
  const ids = (kind: DemoRow['kind']) => rows.filter((row) => row.kind === kind).map((row) => row.rowId);

  let removedMovements = 0;
  const movementIds = ids('transaction');
  if (movementIds.length) {
    const deleted = await db
      .delete(transactions)
      .where(and(eq(transactions.userId, userId), inArray(transactions.id, movementIds)))
      .returning({ id: transactions.id });
    removedMovements = deleted.length;
  }

  const accountIds = ids('account');
  let keptAccounts = 0;
  if (accountIds.length) {
    const deleted = await db
      .delete(accounts)
      .where(
        and(
          eq(accounts.userId, userId),
          inArray(accounts.id, accountIds),
          notExists(
            db
              .select({ one: sql`1` })
              .from(transactions)
              .where(eq(transactions.accountId, accounts.id)),
          ),
        ),
      )
      .returning({ id: accounts.id });
    keptAccounts = accountIds.length - deleted.length;
  }

  const lineIds = ids('budget_line');
  if (lineIds.length)
    await db.delete(budgetLines).where(and(eq(budgetLines.userId, userId), inArray(budgetLines.id, lineIds)));
  const months = ids('budget_month');
  if (months.length)
    await db.delete(budgetMonths).where(and(eq(budgetMonths.userId, userId), inArray(budgetMonths.month, months)));
  for (const alert of ids('budget_alert')) {
    const [month, categoryId, threshold] = alert.split('/') as [string, string, string];
    await db
      .delete(budgetAlerts)
      .where(
        and(
          eq(budgetAlerts.userId, userId),
          eq(budgetAlerts.month, month),
          eq(budgetAlerts.categoryId, categoryId),
          eq(budgetAlerts.threshold, Number(threshold)),
        ),
      );
  }
  const reminderIds = ids('reminder');
  if (reminderIds.length)
    await db.delete(reminders).where(and(eq(reminders.userId, userId), inArray(reminders.id, reminderIds)));
  const goalIds = ids('savings_goal');
  if (goalIds.length)
    await db.delete(savingsGoals).where(and(eq(savingsGoals.userId, userId), inArray(savingsGoals.id, goalIds)));

  await db.delete(demoRows).where(eq(demoRows.userId, userId));
  return { transactions: removedMovements, kept_accounts: keptAccounts };
}
