import { and, asc, eq, isNotNull } from 'drizzle-orm';
import { addDays, nextOccurrence, occurrencesUntil } from '@cuentas/shared/recurrence';
import type {
  CreateReminderSchema,
  PayReminderSchema,
  Reminder,
  SkipReminderSchema,
  UpdateReminderSchema,
} from '@cuentas/shared/schemas/reminders';
import type { z } from 'zod';
import type { Tx } from '../../db/client.ts';
import { configurations, reminderNotices, reminders, transactions } from '../../db/schema/index.ts';
import { type SessionInfo, todayFor } from '../../lib/auth.ts';
import type { Deps } from '../../lib/deps.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import { uuidv7 } from '../../lib/ids.ts';
import { requireAccount, requireCategories } from '../kernel/ownership.ts';
import { visibleOptionalAccount } from '../../db/visible-accounts.ts';

type ReminderRow = typeof reminders.$inferSelect;

export const reminderMessages = {
  notFound: 'No encontramos este recordatorio',
  noAccount: 'Elige la cuenta con la que pagas',
  finished: 'Este recordatorio ya no tiene próximos vencimientos',
  dayRequired: 'Indica el día del mes',
  intervalRequired: 'Indica cada cuántas semanas',
  monthsRange: 'Indica cada cuántos meses, entre 1 y 12',
  deleted: 'Recordatorio eliminado',
  noCurrency: 'Elige una cuenta o configura tu moneda principal',
  occurrenceDone: (due: string) =>
    `El vencimiento del ${due.slice(8, 10)}/${due.slice(5, 7)}/${due.slice(0, 4)} ya está marcado; recarga la página para ver el siguiente.`,
};

const toReminder = (row: ReminderRow): Reminder => ({
  id: row.id,
  title: row.title,
  amount: row.amount,
  currency: row.currency,
  account_id: row.accountId,
  category_id: row.categoryId,
  next_due: row.nextDue,
  recurrence: row.recurrence,
  remind_days_before: row.remindDaysBefore,
  notify_in_app: row.notifyInApp,
  notify_email: row.notifyEmail,
  notify_whatsapp: row.notifyWhatsapp,
  snoozed_until: row.snoozedUntil,
  active: row.active,
  created_at: row.createdAt.toISOString(),
});

/** A reminder paid from another member's private account is hidden with it (decision 049). */
async function requireReminder(deps: Deps, session: SessionInfo, id: string): Promise<ReminderRow> {
  const [row] = await deps.db
    .select()
    .from(reminders)
    .where(
      and(
        eq(reminders.id, id),
        eq(reminders.userId, session.userId),
        visibleOptionalAccount(reminders.accountId, session),
      ),
    )
    .limit(1);
  if (!row) throw notFound(reminderMessages.notFound);
  return row;
}

function checkRecurrence(recurrence: z.output<typeof CreateReminderSchema>['recurrence']) {
  if (recurrence.kind === 'every_n_weeks' && !recurrence.interval)
    throw badRequest(reminderMessages.intervalRequired, 'recurrence.interval');
  if (recurrence.kind === 'monthly_day' && !recurrence.day)
    throw badRequest(reminderMessages.dayRequired, 'recurrence.day');
  // A monthly reminder's interval counts months (decision 039): a year at most.
  if (recurrence.kind === 'monthly_day' && recurrence.interval && recurrence.interval > 12)
    throw badRequest(reminderMessages.monthsRange, 'recurrence.interval');
}

/**
 * Monthly and yearly reminders remember their day, so a bill on the 31st (or on 29 February)
 * returns to it after a shorter month (or a common year).
 */
function withDay(recurrence: z.output<typeof CreateReminderSchema>['recurrence'], due: string) {
  const keepsDay = recurrence.kind === 'monthly_day' || recurrence.kind === 'yearly';
  const day = recurrence.day ?? (keepsDay && due ? Number(due.slice(8, 10)) : null);
  return { kind: recurrence.kind, interval: recurrence.interval ?? null, day };
}

/** A reminder's currency is its account's, or the user's base currency without an account. */
async function currencyFor(deps: Deps, session: SessionInfo, accountId: string | null | undefined): Promise<string> {
  const userId = session.userId;
  if (accountId) return (await requireAccount(deps.db, userId, accountId, 'account_id', session)).currency;
  const [config] = await deps.db
    .select({ base: configurations.baseCurrency })
    .from(configurations)
    .where(eq(configurations.userId, userId));
  if (!config?.base) throw badRequest(reminderMessages.noCurrency, 'account_id');
  return config.base;
}

export async function listReminders(deps: Deps, session: SessionInfo): Promise<Reminder[]> {
  const rows = await deps.db
    .select()
    .from(reminders)
    .where(and(eq(reminders.userId, session.userId), visibleOptionalAccount(reminders.accountId, session)))
    .orderBy(asc(reminders.nextDue), asc(reminders.createdAt));
  return rows.map(toReminder);
}

export async function createReminder(
  deps: Deps,
  session: SessionInfo,
  input: z.output<typeof CreateReminderSchema>,
): Promise<Reminder> {
  checkRecurrence(input.recurrence);
  const currency = await currencyFor(deps, session, input.account_id);
  await requireCategories(deps.db, session.userId, [input.category_id]);
  const [row] = await deps.db
    .insert(reminders)
    .values({
      id: uuidv7(),
      userId: session.userId,
      title: input.title,
      amount: input.amount,
      currency,
      accountId: input.account_id ?? null,
      categoryId: input.category_id ?? null,
      nextDue: input.next_due,
      recurrence: withDay(input.recurrence, input.next_due),
      remindDaysBefore: input.remind_days_before,
      notifyInApp: input.notify_in_app,
      notifyEmail: input.notify_email,
      notifyWhatsapp: input.notify_whatsapp,
    })
    .returning();
  return toReminder(row!);
}

export async function updateReminder(
  deps: Deps,
  session: SessionInfo,
  id: string,
  input: z.output<typeof UpdateReminderSchema>,
): Promise<Reminder> {
  const current = await requireReminder(deps, session, id);
  if (input.recurrence) checkRecurrence(input.recurrence);
  const currency =
    input.account_id !== undefined ? await currencyFor(deps, session, input.account_id) : current.currency;
  await requireCategories(deps.db, session.userId, [input.category_id]);
  const [row] = await deps.db
    .update(reminders)
    .set({
      title: input.title,
      amount: input.amount,
      currency,
      accountId: input.account_id,
      categoryId: input.category_id,
      nextDue: input.next_due,
      recurrence: input.recurrence ? withDay(input.recurrence, input.next_due ?? current.nextDue ?? '') : undefined,
      remindDaysBefore: input.remind_days_before,
      notifyInApp: input.notify_in_app,
      notifyEmail: input.notify_email,
      notifyWhatsapp: input.notify_whatsapp,
      active: input.active,
    })
    .where(and(eq(reminders.id, id), eq(reminders.userId, session.userId)))
    .returning();
  return toReminder(row!);
}

export async function deleteReminder(deps: Deps, session: SessionInfo, id: string): Promise<{ message: string }> {
  await requireReminder(deps, session, id);
  await deps.db.delete(reminders).where(and(eq(reminders.id, id), eq(reminders.userId, session.userId)));
  return { message: reminderMessages.deleted };
}

/** Moves to the next occurrence (null ends a one-off) and clears any snooze. */
async function advance(row: ReminderRow, tx: Tx) {
  const next = nextOccurrence(row.nextDue!, row.recurrence);
  const [updated] = await tx
    .update(reminders)
    .set({ nextDue: next, snoozedUntil: null, active: next !== null && row.active })
    .where(and(eq(reminders.id, row.id), eq(reminders.nextDue, row.nextDue!)))
    .returning();
  if (!updated) throw conflict('Este vencimiento ya se marcó; recarga la página');
  return updated;
}

/**
 * The reminder locked for the rest of the transaction, at the occurrence the request names. A pay
 * or skip says which occurrence it means (`due_date`), so a repeat of the same click, at once or
 * later, finds that occurrence already done and answers 409 instead of acting on the next one;
 * without `due_date` it acts on the occurrence due when its turn comes (decision 033).
 */
async function lockOccurrence(tx: Tx, userId: string, id: string, dueDate: string | undefined): Promise<ReminderRow> {
  const [row] = await tx
    .select()
    .from(reminders)
    .where(and(eq(reminders.id, id), eq(reminders.userId, userId)))
    .for('update');
  if (!row) throw notFound(reminderMessages.notFound);
  if (dueDate !== undefined && row.nextDue !== dueDate) throw conflict(reminderMessages.occurrenceDone(dueDate));
  if (!row.nextDue) throw conflict(reminderMessages.finished);
  return row;
}

/** "Pagado": records the transaction of this occurrence and moves on to the next one. */
export async function payReminder(
  deps: Deps,
  session: SessionInfo,
  id: string,
  input: z.output<typeof PayReminderSchema>,
): Promise<Reminder> {
  const row = await requireReminder(deps, session, id);
  if (!row.nextDue && input.due_date === undefined) throw conflict(reminderMessages.finished);
  const accountId = input.account_id ?? row.accountId;
  if (!accountId) throw badRequest(reminderMessages.noAccount, 'account_id');
  await requireAccount(deps.db, session.userId, accountId, 'account_id', session);
  const updated = await deps.db.transaction(async (tx) => {
    const current = await lockOccurrence(tx, session.userId, id, input.due_date);
    await tx.insert(transactions).values({
      id: uuidv7(),
      userId: session.userId,
      accountId,
      date: input.date ?? todayFor(deps, session),
      amount: input.amount ?? current.amount,
      payee: current.title,
      categoryId: current.categoryId,
    });
    return advance(current, tx);
  });
  return toReminder(updated);
}

export async function skipReminder(
  deps: Deps,
  session: SessionInfo,
  id: string,
  input: z.output<typeof SkipReminderSchema> = {},
): Promise<Reminder> {
  await requireReminder(deps, session, id);
  return toReminder(
    await deps.db.transaction(async (tx) => advance(await lockOccurrence(tx, session.userId, id, input.due_date), tx)),
  );
}

/** "Recordármelo después": no notice until `until`; this occurrence's notices go out again then. */
export async function snoozeReminder(deps: Deps, session: SessionInfo, id: string, until: string): Promise<Reminder> {
  const row = await requireReminder(deps, session, id);
  if (!row.nextDue) throw conflict(reminderMessages.finished);
  if (until <= todayFor(deps, session)) throw badRequest('Elige una fecha posterior a hoy', 'until');
  const updated = await deps.db.transaction(async (tx) => {
    await tx
      .delete(reminderNotices)
      .where(and(eq(reminderNotices.reminderId, id), eq(reminderNotices.occurrence, row.nextDue!)));
    const [result] = await tx.update(reminders).set({ snoozedUntil: until }).where(eq(reminders.id, id)).returning();
    return result!;
  });
  return toReminder(updated);
}

/** Everything due in the next `days` days (and anything overdue), occurrence by occurrence. */
export async function upcoming(deps: Deps, session: SessionInfo, days = 30) {
  const todayIso = todayFor(deps, session);
  const until = addDays(todayIso, days);
  const rows = await deps.db
    .select()
    .from(reminders)
    .where(
      and(
        eq(reminders.userId, session.userId),
        eq(reminders.active, true),
        isNotNull(reminders.nextDue),
        visibleOptionalAccount(reminders.accountId, session),
      ),
    );
  return rows
    .flatMap((row) =>
      occurrencesUntil(row.nextDue!, row.recurrence, until).map((date) => ({
        reminder_id: row.id,
        title: row.title,
        date,
        amount: row.amount,
        currency: row.currency,
        overdue: date < todayIso,
      })),
    )
    .sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : a.title.localeCompare(b.title)));
}
