import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  MailAddress,
  MailAlert,
  MailAlertListQuery,
  NoteMailAlertSchema,
} from '@cuentas/shared/schemas/mail-alerts';
import type { Db } from '../../db/client.ts';
import { mailAlerts, transactions } from '../../db/schema/index.ts';
import type { SessionInfo } from '../../lib/auth.ts';
import type { Deps } from '../../lib/deps.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { isoOrNull } from '../../lib/http.ts';
import { closeAlertQuestion } from '../kernel/purchase-reviews.ts';
import { createTransaction } from '../transactions/service.ts';
import { inboundDomain, rotateToken, tokenOfUser } from './address.ts';

export { type InboundSmtp, listenInboundSmtp } from './smtp.ts';
export { MAIL_ALERT_QUEUE, MAIL_ALERT_QUEUE_OPTIONS } from './receive.ts';
export { processAlertJob } from './process.ts';

export const mailAlertMessages = {
  notFound: 'No encontramos esta alerta',
  handled: 'Esta alerta ya no está pendiente',
} as const;

/** What waits for the user: the alerts not read into a movement (and any still on their way). */
const WAITING = ['pending', 'unreadable', 'unmatched', 'ask'] as const;

type Row = typeof mailAlerts.$inferSelect;

const toAlert = (row: Row): MailAlert => ({
  id: row.id,
  from: row.fromAddress,
  subject: row.subject,
  body: row.body,
  status: row.status,
  reason: row.reason,
  transaction_id: row.transactionId,
  sent_at: isoOrNull(row.sentAt),
  received_at: row.receivedAt.toISOString(),
});

const toAddress = (deps: Deps, token: { token: string; createdAt: Date }): MailAddress => ({
  address: `${token.token}@${inboundDomain(deps.config)}`,
  created_at: token.createdAt.toISOString(),
  smtp: deps.config.INBOUND_SMTP_PORT !== undefined,
  webhook: Boolean(deps.config.INBOUND_MAIL_SECRET),
});

export async function getAddress(deps: Deps, session: SessionInfo): Promise<MailAddress> {
  return toAddress(deps, await tokenOfUser(deps.db, session.userId, deps.now()));
}

export async function rotateAddress(deps: Deps, session: SessionInfo): Promise<MailAddress> {
  return toAddress(deps, await rotateToken(deps.db, session.userId, deps.now()));
}

export async function listAlerts(
  deps: Deps,
  session: SessionInfo,
  query: z.output<typeof MailAlertListQuery>,
): Promise<{ items: MailAlert[]; next_cursor: string | null; waiting: number }> {
  const conditions = [eq(mailAlerts.userId, session.userId)];
  if (query.view === 'inbox') conditions.push(inArray(mailAlerts.status, [...WAITING]));
  if (query.cursor) conditions.push(sql`${mailAlerts.id} < ${query.cursor}::uuid`);
  const rows = await deps.db
    .select()
    .from(mailAlerts)
    .where(and(...conditions))
    .orderBy(desc(mailAlerts.id))
    .limit(query.limit + 1);
  const [count] = await deps.db
    .select({ count: sql<number>`count(*)::int` })
    .from(mailAlerts)
    .where(and(eq(mailAlerts.userId, session.userId), inArray(mailAlerts.status, [...WAITING])));
  const page = rows.slice(0, query.limit);
  return {
    items: page.map(toAlert),
    next_cursor: rows.length > query.limit ? page.at(-1)!.id : null,
    waiting: count?.count ?? 0,
  };
}

async function waitingAlert(db: Db, session: SessionInfo, id: string): Promise<Row> {
  const [row] = await db
    .select()
    .from(mailAlerts)
    .where(and(eq(mailAlerts.id, id), eq(mailAlerts.userId, session.userId)))
    .limit(1);
  if (!row) throw notFound(mailAlertMessages.notFound);
  if (!(WAITING as readonly string[]).includes(row.status) || row.status === 'pending')
    throw conflict(mailAlertMessages.handled);
  return row;
}

/** «Descartar»: the alert stays in the history, out of the inbox (and its «¿Es el mismo?» is answered: yes). */
export async function dismissAlert(deps: Deps, session: SessionInfo, id: string): Promise<MailAlert> {
  await waitingAlert(deps.db, session, id);
  const [row] = await deps.db
    .update(mailAlerts)
    .set({ status: 'dismissed', processedAt: deps.now() })
    .where(and(eq(mailAlerts.id, id), eq(mailAlerts.userId, session.userId)))
    .returning();
  await closeAlertQuestion(deps.db, id, 'same', deps.now());
  return toAlert(row!);
}

/**
 * The answer given in the review list (decision 048) settles the alert too: `linked` to the
 * movement already there, or `recorded` as the movement just added. Only an alert still waiting.
 */
export async function settleReviewedAlert(
  db: Db,
  userId: string,
  id: string,
  outcome: { status: 'linked' | 'recorded'; transactionId: string; now: Date },
) {
  await db
    .update(mailAlerts)
    .set({ status: outcome.status, transactionId: outcome.transactionId, reason: null, processedAt: outcome.now })
    .where(and(eq(mailAlerts.id, id), eq(mailAlerts.userId, userId), eq(mailAlerts.status, 'ask')));
}

/** The text an alert's movement keeps as its origin. */
export async function alertText(db: Db, userId: string, id: string): Promise<string | null> {
  const [row] = await db
    .select({ subject: mailAlerts.subject, body: mailAlerts.body })
    .from(mailAlerts)
    .where(and(eq(mailAlerts.id, id), eq(mailAlerts.userId, userId)));
  return row ? `${row.subject}\n${row.body}`.slice(0, 2000) : null;
}

/** «Anotar a mano»: the movement as the user reads it, kept with the alert's text as its origin. */
export async function noteAlert(
  deps: Deps,
  session: SessionInfo,
  id: string,
  input: z.output<typeof NoteMailAlertSchema>,
): Promise<MailAlert> {
  return deps.db.transaction(async (tx) => {
    const writing: Deps = { ...deps, db: tx as unknown as Db };
    const alert = await waitingAlert(writing.db, session, id);
    const created = await createTransaction(writing, session, { ...input, notes: '', tags: [] });
    await tx
      .update(transactions)
      .set({ origin: 'mail', originalText: `${alert.subject}\n${alert.body}`.slice(0, 2000) })
      .where(and(eq(transactions.userId, session.userId), eq(transactions.id, created.id)));
    const [row] = await tx
      .update(mailAlerts)
      .set({ status: 'noted', transactionId: created.id, processedAt: deps.now() })
      .where(eq(mailAlerts.id, id))
      .returning();
    await closeAlertQuestion(tx, id, 'distinct', deps.now());
    return toAlert(row!);
  });
}
