import { and, eq, sql } from 'drizzle-orm';
import { CreateAccountSchema } from '@cuentas/shared/schemas/accounts';
import type { DemoDataCreated, DemoDataRemoved, DemoDataStatus } from '@cuentas/shared/schemas/demo-data';
import { periodContaining } from '@cuentas/shared/periods';
import { CreateReminderSchema } from '@cuentas/shared/schemas/reminders';
import { CreateSavingsGoalSchema } from '@cuentas/shared/schemas/savings';
import type { Db } from '../../db/client.ts';
import type { demoRowKinds } from '../../db/schema/index.ts';
import {
  budgetAlerts,
  budgetLines,
  budgetMonths,
  categories,
  configurations,
  demoRows,
  transactions,
} from '../../db/schema/index.ts';
import { type SessionInfo, todayFor } from '../../lib/auth.ts';
import type { Deps } from '../../lib/deps.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { uuidv7 } from '../../lib/ids.ts';
import { createAccount } from '../accounts/service.ts';
import { createReminder } from '../reminders/service.ts';
import { addContribution, createGoal } from '../savings/service.ts';
import { demoProfile } from './profiles.ts';
import { RENT_DAY, type DemoAccount, demoBudget, demoMonths, demoSchedule, toMinor } from './schedule.ts';
import { wipeDemoRows } from './wipe.ts';

type Kind = (typeof demoRowKinds)[number];

export const demoMessages = {
  created: 'Llenamos tu libro con datos de ejemplo. Bórralos cuando quieras desde el aviso de arriba.',
  already: 'Tu libro ya tiene los datos de ejemplo. Bórralos primero si quieres empezar de nuevo.',
  none: 'Tu libro no tiene datos de ejemplo',
  removed: 'Borramos los datos de ejemplo. Lo que registraste tú sigue aquí.',
};

/** One request at a time per ledger: two «Probar» at once would fill it twice (decision 033). */
export async function lockLedger(db: Db, userId: string) {
  await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`demo-data:${userId}`}, 0))`);
}

export async function demoStatus(deps: Deps, session: SessionInfo): Promise<DemoDataStatus> {
  const [row] = await deps.db
    .select({ createdAt: sql<Date | string>`min(${demoRows.createdAt})` })
    .from(demoRows)
    .where(eq(demoRows.userId, session.userId));
  const createdAt = row?.createdAt ? new Date(row.createdAt).toISOString() : null;
  return { active: createdAt !== null, created_at: createdAt };
}

/** The day after `date` a month later, as the first due date of a monthly bill paid on `day`. */
function nextMonthlyDue(today: string, day: number): string {
  const [year, month] = today.split('-').map(Number) as [number, number];
  const thisMonth = `${today.slice(0, 8)}${String(day).padStart(2, '0')}`;
  if (thisMonth > today) return thisMonth;
  const next = month === 12 ? `${year + 1}-01` : `${year}-${String(month + 1).padStart(2, '0')}`;
  return `${next}-${String(day).padStart(2, '0')}`;
}

/**
 * Fills the ledger with three months of a person in the user's country, through the same services
 * a user's own input goes through, in one transaction; every row written is recorded in demo_rows.
 */
export async function createDemoData(deps: Deps, session: SessionInfo): Promise<DemoDataCreated> {
  const today = todayFor(deps, session);
  return deps.db.transaction(async (tx) => {
    const inTx: Deps = { ...deps, db: tx as unknown as Db };
    await lockLedger(inTx.db, session.userId);
    if ((await demoStatus(inTx, session)).active) throw conflict(demoMessages.already);
    const marks: { kind: Kind; rowId: string }[] = [];
    const mark = (kind: Kind, rowId: string) => marks.push({ kind, rowId });

    const [config] = await tx.select().from(configurations).where(eq(configurations.userId, session.userId));
    const profile = demoProfile(config?.country ?? null, config?.baseCurrency ?? null);
    const categoryRows = await tx
      .select({ id: categories.id, key: categories.key })
      .from(categories)
      .where(and(eq(categories.userId, session.userId), sql`${categories.archivedAt} is null`));
    const categoryOf = (key: string) => categoryRows.find((row) => row.key === key)?.id ?? null;

    const [first] = demoMonths(today);
    const openingDate = new Date(Date.UTC(first!.year, first!.month - 1, 0)).toISOString().slice(0, 10);
    const checking = await createAccount(
      inTx,
      session,
      CreateAccountSchema.parse({
        name: profile.checking.name,
        type: profile.checking.type,
        currency: profile.currency,
        bank: profile.checking.bank,
        opening_balance: toMinor(profile, profile.salary * 0.8),
        opening_date: openingDate,
      }),
    );
    const card = await createAccount(
      inTx,
      session,
      CreateAccountSchema.parse({
        name: profile.card.name,
        type: 'credit_card',
        currency: profile.currency,
        bank: profile.card.bank,
        last_digits: profile.card.lastDigits,
        credit_limit: toMinor(profile, profile.salary * 1.5),
        opening_balance: 0,
        opening_date: openingDate,
      }),
    );
    mark('account', checking.id);
    mark('account', card.id);
    const accountId: Record<DemoAccount, string> = { checking: checking.id, card: card.id };

    // The movements in one statement: the triggers keep the monthly totals and the ledger's
    // version as for any insert, and a row at a time through the service took 6 s for 81.
    const { movements, cardPayments } = demoSchedule(profile, today);
    const now = deps.now();
    const base = { userId: session.userId, notes: '', tags: [] as string[], createdAt: now, updatedAt: now };
    const values: (typeof transactions.$inferInsert)[] = movements.map((movement) => ({
      ...base,
      id: uuidv7(),
      accountId: accountId[movement.account],
      date: movement.date,
      amount: movement.amount,
      payee: movement.payee,
      categoryId: categoryOf(movement.categoryKey),
    }));
    for (const payment of cardPayments) {
      const leg = { ...base, date: payment.date, payee: `Pago ${profile.card.name}`, transferId: uuidv7() };
      values.push(
        { ...leg, id: uuidv7(), accountId: checking.id, amount: -payment.amount },
        { ...leg, id: uuidv7(), accountId: card.id, amount: payment.amount },
      );
    }
    await tx.insert(transactions).values(values);
    for (const row of values) mark('transaction', row.id!);

    await writeBudget(inTx, session, profile, today, categoryOf, mark);

    const rent = toMinor(profile, profile.salary * 0.36);
    const reminder = await createReminder(
      inTx,
      session,
      CreateReminderSchema.parse({
        title: profile.rent,
        amount: -rent,
        account_id: checking.id,
        category_id: categoryOf('housing.rent'),
        next_due: nextMonthlyDue(today, RENT_DAY),
        recurrence: { kind: 'monthly_day', day: RENT_DAY },
        // Example data sends no mail: the notice shows in the app only.
        notify_email: false,
      }),
    );
    mark('reminder', reminder.id);

    const [year, month] = today.split('-').map(Number) as [number, number];
    const goal = await createGoal(
      inTx,
      session,
      CreateSavingsGoalSchema.parse({
        name: profile.goal,
        target_amount: toMinor(profile, profile.salary * 3),
        currency: profile.currency,
        target_date: `${year + 1}-${String(month).padStart(2, '0')}-01`,
      }),
    );
    mark('savings_goal', goal.id);
    for (const { year: y, month: m } of demoMonths(today)) {
      const date = `${y}-${String(m).padStart(2, '0')}-0${RENT_DAY}`;
      if (date > today) continue;
      await addContribution(inTx, session, goal.id, {
        amount: toMinor(profile, profile.salary * 0.1),
        date,
        note: 'Aporte del mes',
      });
    }

    await tx.insert(demoRows).values(marks.map((row) => ({ userId: session.userId, ...row })));
    const status = await demoStatus(inTx, session);
    return {
      ...status,
      message: demoMessages.created,
      accounts: 2,
      transactions: marks.filter((row) => row.kind === 'transaction').length,
    };
  });
}

/**
 * The current month's budget for the categories the user has not budgeted yet, and its expected
 * income when the month has none. The scheduler's
 * 80 % and 100 % alerts are recorded as sent for them: example data sends no mail.
 */
async function writeBudget(
  deps: Deps,
  session: SessionInfo,
  profile: ReturnType<typeof demoProfile>,
  today: string,
  categoryOf: (key: string) => string | null,
  mark: (kind: Kind, rowId: string) => void,
) {
  const [config] = await deps.db.select().from(configurations).where(eq(configurations.userId, session.userId));
  const month = periodContaining(today, config?.monthStartDay ?? 1).label;
  const taken = await deps.db
    .select({ categoryId: budgetLines.categoryId })
    .from(budgetLines)
    .where(and(eq(budgetLines.userId, session.userId), eq(budgetLines.month, month)));
  const lines = demoBudget(profile)
    .map((line) => ({ category_id: categoryOf(line.key), amount: line.amount }))
    .filter((line): line is { category_id: string; amount: number } => line.category_id !== null)
    .filter((line) => !taken.some((row) => row.categoryId === line.category_id));
  if (lines.length === 0) return;
  const [monthRow] = await deps.db
    .select({ month: budgetMonths.month })
    .from(budgetMonths)
    .where(and(eq(budgetMonths.userId, session.userId), eq(budgetMonths.month, month)));
  // Written here rather than through the budget service, whose answer reads the budget outside
  // this transaction; the triggers bump the budget's version all the same.
  if (!monthRow) {
    await deps.db
      .insert(budgetMonths)
      .values({ userId: session.userId, month, expectedIncome: toMinor(profile, profile.salary) });
    mark('budget_month', month);
  }
  const written = await deps.db
    .insert(budgetLines)
    .values(
      lines.map((line) => ({
        id: uuidv7(),
        userId: session.userId,
        categoryId: line.category_id,
        month,
        amount: line.amount,
      })),
    )
    .returning({ id: budgetLines.id });
  const ids = lines.map((line) => line.category_id);
  for (const row of written) mark('budget_line', row.id);
  const silenced = await deps.db
    .insert(budgetAlerts)
    .values(
      ids.flatMap((categoryId) =>
        [80, 100].map((threshold) => ({ userId: session.userId, categoryId, month, threshold })),
      ),
    )
    .onConflictDoNothing()
    .returning({ categoryId: budgetAlerts.categoryId, threshold: budgetAlerts.threshold });
  for (const row of silenced) mark('budget_alert', `${month}/${row.categoryId}/${row.threshold}`);
}

/** Removes exactly the rows the example wrote, in one transaction. */
export async function removeDemoData(deps: Deps, session: SessionInfo): Promise<DemoDataRemoved> {
  return deps.db.transaction(async (tx) => {
    const db = tx as unknown as Db;
    await lockLedger(db, session.userId);
    const rows = await tx.select().from(demoRows).where(eq(demoRows.userId, session.userId));
    if (rows.length === 0) throw notFound(demoMessages.none);
    const removed = await wipeDemoRows(db, session.userId, rows);
    return { message: demoMessages.removed, ...removed };
  });
}
