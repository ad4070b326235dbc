import { eq, sql } from 'drizzle-orm';
import type { Job } from 'pg-boss';
import { formatMoney } from '@cuentas/shared/money';
import { type Db, queryRows } from '../../db/client.ts';
import { configurations, reminderNotices, reminders, users } from '../../db/schema/index.ts';
import { findCountry } from '@cuentas/shared/countries';
import type { Deps } from '../../lib/deps.ts';
import { localDate } from '../../lib/local-date.ts';
import { createNotification } from '../notifications/service.ts';

/**
 * Each notice is a job of this queue (decision 026): sent once across instances, retried 5 s to a
 * minute apart, and after five tries left 'failed' here and in the queue.
 */
export const NOTICE_QUEUE = 'reminder-notice';
const MAX_ATTEMPTS = 5;
export const NOTICE_QUEUE_OPTIONS = {
  policy: 'standard',
  retryLimit: MAX_ATTEMPTS - 1,
  retryDelay: 5,
  retryBackoff: true,
  retryDelayMax: 60,
  expireInSeconds: 300,
} as const;

type Notice = {
  id: string;
  reminder_id: string;
  user_id: string;
  /** Who it goes to (decision 054); null on notices queued before: the ledger's founder. */
  recipient_id: string | null;
  occurrence: string;
  channel: 'in_app' | 'email' | 'whatsapp';
  attempts: number;
  status: string;
};

/**
 * Queues one notice per channel and recipient for every reminder whose warning day has come in its
 * ledger's time zone, however late (a server that was down catches up on its next tick). The
 * unique key (reminder, occurrence, channel, recipient) makes a second scheduler's insert a no-op,
 * so each notice is queued once, and its job is queued in the same transaction.
 *
 * The recipient (decision 054) is the member who created the reminder while they are in the
 * household; a reminder nobody in it created is the household's and goes to every member who
 * takes shared notices (by default the founder). Nobody is told about a reminder paid from an
 * account hidden from them (decision 049), and a person without a linked phone gets no WhatsApp
 * notice: there is nothing to send, which is not a failure.
 */
export async function enqueueDueNotices(deps: Deps, now: Date): Promise<number> {
  // Today in each zone the owners of active reminders live in ('' = no zone known: UTC), computed
  // here with Intl, so the database needs no time zone data of its own (PGlite ships none).
  const zones = await queryRows<{ zone: string }>(
    deps.db,
    sql`select distinct coalesce(u.time_zone, '') as zone from reminders r join users u on u.id = r.user_id where r.active and r.next_due is not null`,
  );
  if (zones.length === 0) return 0;
  const todayByZone = sql.join(
    zones.map(({ zone }) => sql`(${zone}::text, ${localDate(now, zone || undefined)}::date)`),
    sql`, `,
  );
  await deps.queue.syncClock();
  return deps.db.transaction(async (tx) => {
    const rows = await queryRows<{ id: string }>(
      tx,
      sql`
      insert into reminder_notices (id, reminder_id, user_id, recipient_id, occurrence, channel)
      select gen_random_uuid(), r.id, r.user_id, m.member_id, r.next_due, c.channel
        from reminders r
        join users u on u.id = r.user_id
        join (values ${todayByZone}) as z(zone, today) on z.zone = coalesce(u.time_zone, '')
        join household_members m on m.ledger_id = r.user_id
        join users p on p.id = m.member_id
        cross join lateral (values ('in_app', r.notify_in_app), ('email', r.notify_email), ('whatsapp', r.notify_whatsapp)) as c(channel, wanted)
       where r.active and r.next_due is not null and c.wanted
         and r.next_due - r.remind_days_before <= z.today
         and (r.snoozed_until is null or r.snoozed_until <= z.today)
         and case when exists (select 1 from household_members k where k.ledger_id = r.user_id and k.member_id = r.created_by)
                  then m.member_id = r.created_by
                  else coalesce(m.shared_notices, m.member_id = m.ledger_id) end
         and not exists (select 1 from accounts a
                          where a.id = r.account_id and a.private and a.owner_id <> m.member_id
                            and exists (select 1 from household_members o where o.ledger_id = a.user_id and o.member_id = a.owner_id))
         and (c.channel <> 'whatsapp' or p.phone is not null)
      on conflict on constraint reminder_notices_key do nothing
      returning id`,
    );
    for (const row of rows) await deps.queue.send(NOTICE_QUEUE, { noticeId: row.id }, {}, tx);
    return rows.length;
  });
}

/** In the user's own formats: "Luz ($ 80.000) vence el 25/11/2026." for a user in Colombia. */
function noticeText(title: string, amount: number, currency: string, due: string, today: string, locale: string) {
  const date = new Intl.DateTimeFormat(locale, {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${due}T00:00:00Z`));
  const when = due < today ? `venció el ${date}` : due === today ? 'vence hoy' : `vence el ${date}`;
  return {
    title: `Recordatorio: ${title}`,
    body: `${title} (${formatMoney(Math.abs(amount), currency, locale)}) ${when}.`,
  };
}

/** Unlinked between queueing and sending: nothing to send, and no failure to retry or report. */
const NO_PHONE = 'sin teléfono vinculado';

async function deliver(deps: Deps, notice: Notice): Promise<'sent' | 'no_phone'> {
  const recipientId = notice.recipient_id ?? notice.user_id;
  const [reminder] = await deps.db.select().from(reminders).where(eq(reminders.id, notice.reminder_id));
  const [user] = await deps.db
    .select({ email: users.email, phone: users.phone, timeZone: users.timeZone })
    .from(users)
    .where(eq(users.id, recipientId));
  if (!reminder || !user) return 'sent';
  // "vence hoy" by the user's calendar, not the server's.
  const today = localDate(deps.now(), user.timeZone ?? undefined);
  const [config] = await deps.db
    .select({ country: configurations.country })
    .from(configurations)
    .where(eq(configurations.userId, notice.user_id));
  const locale = findCountry(config?.country ?? '')?.locale ?? 'es-ES';
  const text = noticeText(reminder.title, reminder.amount, reminder.currency, notice.occurrence, today, locale);
  if (notice.channel === 'in_app') {
    await createNotification(deps.db, recipientId, { kind: 'reminder', ...text, link: '/reminders' }, deps.now());
  } else if (notice.channel === 'email') {
    await deps.mailer.send({
      to: user.email,
      subject: text.title,
      text: `${text.body}\n\nMárcalo como pagado en ${deps.config.appUrl}/reminders\n\n— Cuentas Claras`,
    });
  } else {
    if (!user.phone) return 'no_phone';
    await deps.whatsapp.sendText(user.phone, `${text.title}. ${text.body}`);
  }
  return 'sent';
}

/** Counts of this process's sent notices, for `app.jobs.run()`. */
export const sentNotices = new WeakMap<Deps, { sent: number }>();

/**
 * The queue's handler: sends one notice. The mail or WhatsApp call happens outside any
 * transaction, so a slow SMTP server never holds the database; an in-app notice is written in one
 * transaction with the notice's 'sent' mark. A notice is sent again only if its sender died mid-way.
 */
export async function sendNoticeJob(deps: Deps, job: Job<Record<string, unknown>>): Promise<{ sent: boolean }> {
  const [notice] = await queryRows<Notice>(
    deps.db,
    sql`select id, reminder_id, user_id, recipient_id, occurrence::text as occurrence, channel, attempts, status from reminder_notices where id = ${String(job.data.noticeId)}`,
  );
  if (!notice || notice.status === 'sent' || notice.status === 'failed') return { sent: false };
  const attempts = notice.attempts + 1;
  await deps.db
    .update(reminderNotices)
    .set({ status: 'sending', claimedAt: deps.now(), attempts })
    .where(eq(reminderNotices.id, notice.id));
  const markSent = (db: Db) =>
    db.update(reminderNotices).set({ status: 'sent', sentAt: deps.now() }).where(eq(reminderNotices.id, notice.id));
  try {
    if (notice.channel === 'in_app') {
      await deps.db.transaction(async (tx) => {
        await deliver({ ...deps, db: tx as unknown as Db }, notice);
        await markSent(tx as unknown as Db);
      });
    } else if ((await deliver(deps, notice)) === 'no_phone') {
      await deps.db
        .update(reminderNotices)
        .set({ status: 'failed', lastError: NO_PHONE })
        .where(eq(reminderNotices.id, notice.id));
      deps.logger.debug({ notice: notice.id }, 'reminder notice skipped: no phone linked');
      return { sent: false };
    } else {
      await markSent(deps.db);
    }
  } catch (err) {
    const failed = job.retryCount + 1 >= MAX_ATTEMPTS;
    await deps.db
      .update(reminderNotices)
      .set({
        lastError: err instanceof Error ? err.message.slice(0, 300) : 'error',
        status: failed ? 'failed' : 'pending',
      })
      .where(eq(reminderNotices.id, notice.id));
    deps.logger.warn({ notice: notice.id, channel: notice.channel }, 'reminder notice failed');
    throw err;
  }
  const counts = sentNotices.get(deps) ?? sentNotices.set(deps, { sent: 0 }).get(deps)!;
  counts.sent += 1;
  return { sent: true };
}
