import { and, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Job } from 'pg-boss';
import { type Db, queryRows } from '../../db/client.ts';
import { whatsappInbox } from '../../db/schema/index.ts';
import type { Deps } from '../../lib/deps.ts';
import { uuidv7 } from '../../lib/ids.ts';
import { findUserById, findUserByPhone } from './context.ts';
import { runAsActor } from '../../db/actor.ts';
import { handleMedia, handleMessage, type Writer } from './handle-message.ts';
import { cleanMessage, cleanText, refusedAsData, sqlStateOf, type WebhookMessage } from './incoming.ts';
import { replies, unknownNumberText } from './replies.ts';

/**
 * The queue of WhatsApp senders (decision 026). A job stands for one sender and handles that
 * sender's oldest unanswered message; if more are waiting it queues the sender again, behind every
 * other sender already queued. So the queue holds about one job per sender however long a flood
 * (no claim ever walks a backlog), one number's flood takes turns with everyone else's messages,
 * and the `stately` policy (one job queued and one running per sender) keeps each sender's messages
 * in the order sent, on one worker at a time across every instance.
 */
export const WHATSAPP_QUEUE = 'whatsapp';
/** Tries of one message (the first and four retries, 5 s to a minute apart) before it is given up as failed. */
export const INBOX_MAX_ATTEMPTS = 5;
export const WHATSAPP_QUEUE_OPTIONS = {
  policy: 'stately',
  retryLimit: INBOX_MAX_ATTEMPTS - 1,
  retryDelay: 5,
  retryBackoff: true,
  retryDelayMax: 60,
  // A worker that dies (kill -9, a lost machine) stops beating: its job is retried within seconds.
  heartbeatSeconds: 10,
  expireInSeconds: 120,
} as const;
const UNKNOWN_REPLY_EVERY_MS = 24 * 3600_000;

/**
 * Stores each message once (the message id is unique, so Meta's redeliveries insert nothing) and
 * queues its sender in the same transaction: a message stored is a message that will be handled.
 * Returns the ids of the new ones.
 */
export async function storeMessages(
  deps: Deps,
  messages: WebhookMessage[],
  source: 'webhook' | 'simulator' = 'webhook',
  userId?: string,
): Promise<string[]> {
  // Cleaned here as well, so every way in (the webhook, the simulator) stores what PostgreSQL takes.
  const clean = messages.flatMap((message) => cleanMessage(message) ?? []);
  if (clean.length === 0) return [];
  await deps.queue.syncClock();
  let ids: string[];
  try {
    ids = await insertMessages(deps, clean, source, userId);
  } catch (err) {
    if (clean.length === 1 || !refusedAsData(err)) throw err;
    // One message the database refuses must not cost the others: each is stored on its own, and
    // only the refused one is dropped (its bytes would be refused on every redelivery too).
    ids = [];
    for (const message of clean) {
      try {
        ids.push(...(await insertMessages(deps, [message], source, userId)));
      } catch (single) {
        if (!refusedAsData(single)) throw single;
        deps.logger.warn({ err: { code: sqlStateOf(single) } }, 'whatsapp message refused by the database');
      }
    }
  }
  if (ids.length > 0) deps.queue.wake(WHATSAPP_QUEUE);
  return ids;
}

/** Inserts the messages and queues their senders in one transaction. */
async function insertMessages(
  deps: Deps,
  messages: WebhookMessage[],
  source: 'webhook' | 'simulator',
  userId: string | undefined,
): Promise<string[]> {
  return deps.db.transaction(async (tx) => {
    const rows = await tx
      .insert(whatsappInbox)
      .values(
        messages.map((message) => ({
          id: uuidv7(),
          messageId: message.id,
          phone: `+${message.from}`,
          userId: userId ?? null,
          payload: message,
          source,
          receivedAt: deps.now(),
        })),
      )
      .onConflictDoNothing({ target: whatsappInbox.messageId })
      .returning({ id: whatsappInbox.id, phone: whatsappInbox.phone });
    for (const phone of new Set(rows.map((row) => row.phone)))
      await deps.queue.send(WHATSAPP_QUEUE, { phone }, { singletonKey: phone }, tx);
    return rows.map((row) => row.id);
  });
}

type InboxRow = {
  id: string;
  phone: string;
  user_id: string | null;
  payload: WebhookMessage;
  status: string;
  attempts: number;
  reply: string | null;
  source: string;
  last_error: string | null;
};

/**
 * The sender's oldest message not yet answered (a partial index holds only those), leaving out the
 * one whose reply is on its way (`sending`). Messages of one webhook call often share their
 * millisecond: their ids (UUID v7, made in the order received) keep them in order, also after a
 * failed try has rewritten one of them.
 */
async function nextMessage(deps: Deps, phone: string, sending?: string): Promise<InboxRow | undefined> {
  const waiting = sql`phone = ${phone} and status in ('pending', 'processing', 'replying') ${sending ? sql`and id <> ${sending}` : sql``}`;
  // The earliest millisecond first, through the index, then the id within it: ordering by both at
  // once sorted every waiting message of a flood (6 ms a message with 4,000 waiting, not 0.2 ms).
  const [row] = await queryRows<InboxRow>(
    deps.db,
    sql`select id, phone, user_id, payload, status, attempts, reply, source, last_error from whatsapp_inbox
         where ${waiting} and received_at = (select received_at from whatsapp_inbox where ${waiting} order by received_at limit 1)
         order by id limit 1`,
  );
  return row;
}

/** Whether this unknown number was already told how to link itself lately (one reply, not one per message). */
async function toldRecently(deps: Deps, phone: string, id: string): Promise<boolean> {
  const [row] = await deps.db
    .select({ id: whatsappInbox.id })
    .from(whatsappInbox)
    .where(
      and(
        eq(whatsappInbox.phone, phone),
        isNull(whatsappInbox.userId),
        // 'replying': the answer before this one may still be on its way (a sender's turn).
        inArray(whatsappInbox.status, ['done', 'replying']),
        sql`${whatsappInbox.id} <> ${id}`,
        sql`${whatsappInbox.reply} <> ''`,
        gt(whatsappInbox.receivedAt, new Date(deps.now().getTime() - UNKNOWN_REPLY_EVERY_MS)),
      ),
    )
    .limit(1);
  return Boolean(row);
}

/**
 * Reads the message and decides the answer. A capture or a correction is written in one
 * transaction with the row's move to 'replying' (its reply and movement kept), so a crash before
 * that commit leaves nothing written and one after it leaves only the reply to send.
 */
async function handle(deps: Deps, row: InboxRow): Promise<string> {
  const user = row.user_id ? await findUserById(deps, row.user_id) : await findUserByPhone(deps, row.phone);
  const handled = async (reply: string, userId: string | null) => {
    await deps.db
      .update(whatsappInbox)
      .set({ status: 'replying', reply, userId, lastError: null })
      .where(eq(whatsappInbox.id, row.id));
    return reply;
  };
  if (!user) {
    // Nothing of an unknown sender is kept beyond the fact that it was answered.
    await deps.db.update(whatsappInbox).set({ payload: {} }).where(eq(whatsappInbox.id, row.id));
    return handled((await toldRecently(deps, row.phone, row.id)) ? '' : unknownNumberText(deps.config.appUrl), null);
  }
  // A row stored before the boundary checks may hold anything: only a text body is read.
  const body = row.payload?.type === 'text' ? row.payload.text?.body : undefined;
  // A voice note is not transcribed (nothing leaves the server): say so, and how to write it instead.
  if (row.payload?.type === 'audio') return handled(replies.voiceNote, user.id);
  const media = row.payload?.type === 'image' || row.payload?.type === 'document' ? row.payload.media : undefined;
  if (media) return handled(await handleMedia(deps, user, media), user.id);
  if (typeof body !== 'string') return handled(replies.onlyText, user.id);
  let marked = false;
  const write: Writer = (work) =>
    deps.db.transaction(async (tx) => {
      const result = await work({ ...deps, db: tx as unknown as Db });
      await tx
        .update(whatsappInbox)
        .set({
          status: 'replying',
          reply: result.reply,
          transactionId: result.transactionId ?? null,
          userId: user.id,
          lastError: null,
        })
        .where(eq(whatsappInbox.id, row.id));
      marked = true;
      return result;
    });
  // The sender is who entered what the message books, in whichever ledger their chat writes to.
  const result = await runAsActor(user.id, () => handleMessage(deps, user, cleanText(body).slice(0, 1000), write));
  if (!marked) return handled(result.reply, user.id);
  // The reply may have grown after the commit (what is left of the budget): kept for the retry of a failed send.
  await deps.db.update(whatsappInbox).set({ reply: result.reply }).where(eq(whatsappInbox.id, row.id));
  return result.reply;
}

type Next = { more: boolean; othersQueued: boolean };

/**
 * Sends a handled message's answer and marks the message done; a failure is thrown for the queue
 * to retry. Returns whether the sender has more messages waiting and whether another sender's job
 * is queued or running (both read in the statement that marks this one done): a sender's turn
 * goes on only while it has the queue to itself, so it never takes the machine from anyone.
 */
async function sendAndMark(deps: Deps, row: InboxRow, reply: string): Promise<Next> {
  // The simulator's answer is read from the row; only real messages go out through the provider.
  if (reply && row.source === 'webhook') await deps.whatsapp.sendText(row.phone, reply);
  const [next] = await queryRows<{ more: boolean; others_queued: boolean }>(
    deps.db,
    sql`with done as (
          update whatsapp_inbox set status = 'done', processed_at = ${deps.now()}, attempts = attempts + 1, claimed_at = ${deps.now()} where id = ${row.id}
        )
        select exists (select 1 from whatsapp_inbox where phone = ${row.phone} and status in ('pending', 'processing', 'replying') and id <> ${row.id}) as more,
               exists (select 1 from pgboss.job where name = ${WHATSAPP_QUEUE} and state in ('created', 'active') and coalesce(singleton_key, '') <> ${row.phone}) as others_queued`,
  );
  return { more: Boolean(next?.more), othersQueued: Boolean(next?.others_queued) };
}

/**
 * A job goes on to its sender's next message while no other sender's job is queued or running, for
 * at most this many messages or this long, then queues the sender again (decision 030): a flood
 * that has the queue to itself skips the queue's three statements per message, and yields as soon
 * as anyone else writes.
 */
const TURN_MESSAGES = 100;
const TURN_MS = 2000;

/** Queues the sender (a no-op when it is already queued: that job will see every message stored). */
export async function enqueueSender(deps: Deps, phone: string): Promise<void> {
  await deps.queue.send(WHATSAPP_QUEUE, { phone }, { singletonKey: phone });
  deps.queue.wake(WHATSAPP_QUEUE);
}

/** Whether a retry of this sender's job is waiting out its delay (a newer job then leaves the message to it). */
async function retryWaiting(deps: Deps, phone: string): Promise<boolean> {
  const rows = await queryRows(
    deps.db,
    sql`select 1 from pgboss.job where name = ${WHATSAPP_QUEUE} and state = 'retry' and coalesce(singleton_key, '') = ${phone} limit 1`,
  );
  return rows.length > 0;
}

/** Counts of this process's handling, for `app.jobs.run()`. */
export const inboxCounts = new WeakMap<Deps, { done: number; retry: number; failed: number }>();
const countsOf = (deps: Deps) =>
  inboxCounts.get(deps) ?? inboxCounts.set(deps, { done: 0, retry: 0, failed: 0 }).get(deps)!;

/**
 * The queue's handler: the sender's messages in the order sent, one, or more while no other
 * sender is queued (TURN_MESSAGES). Within a turn, a message is read and captured while the
 * previous one's answer is on its way (one at a time, so answers go out in order): a crash leaves
 * that message 'replying', and the retry sends its answer before anything newer. A retried job
 * handles only the message that failed, so each message's tries are the job's.
 */
export async function handleSenderJob(
  deps: Deps,
  job: Job<Record<string, unknown>>,
): Promise<{ handled: string | null; count: number }> {
  const phone = String(job.data.phone);
  const started = performance.now();
  let handled: string | null = null;
  let count = 0;
  // The previous message's answer and done mark, in progress.
  let sending: { row: InboxRow; next: Promise<Next> } | undefined;
  const settle = async (): Promise<Next | undefined> => {
    if (!sending) return undefined;
    const { row, next } = sending;
    sending = undefined;
    try {
      const result = await next;
      countsOf(deps).done += 1;
      return result;
    } catch (err) {
      await recordFailure(deps, job, row, err);
      throw err;
    }
  };
  for (;;) {
    const row = await nextMessage(deps, phone, sending?.row.id);
    if (!row) {
      // Nothing left but the answer on its way: done, unless a message came in meanwhile.
      const last = await settle();
      if (last?.more) continue;
      return { handled, count };
    }
    // A message that failed before has its retry waiting out its pause: a newer job of the sender leaves it to that retry.
    if (count === 0 && job.retryCount === 0 && row.last_error !== null && (await retryWaiting(deps, phone)))
      return { handled, count };
    let reply: string;
    try {
      reply = row.status === 'replying' ? (row.reply ?? '') : await handle(deps, row);
    } catch (err) {
      // The answer on its way still goes out (or records its own failure) before this one's failure.
      await settle().catch(() => {});
      await recordFailure(deps, job, row, err);
      throw err;
    }
    const previous = await settle();
    sending = { row, next: sendAndMark(deps, row, reply) };
    // Awaited by settle(); caught here so a failure while this job is still busy is not "unhandled".
    sending.next.catch(() => {});
    handled = row.id;
    count += 1;
    // The turn's first answer is awaited: most jobs have one message, and a sender with more learns
    // from its done mark whether anyone else is queued before going on.
    const known = count === 1 ? await settle() : previous;
    if (count === 1 && !known?.more) return { handled, count };
    if (known?.othersQueued || job.retryCount > 0 || count >= TURN_MESSAGES || performance.now() - started >= TURN_MS) {
      const last = count === 1 ? known : await settle();
      // Behind every sender already queued: a flood takes turns with everyone else.
      if (last?.more) await enqueueSender(deps, phone);
      return { handled, count };
    }
  }
}

/** Records a failed try on the message; on the last try it is given up and the sender's next messages go on. */
async function recordFailure(
  deps: Deps,
  job: Job<Record<string, unknown>>,
  row: InboxRow,
  err: unknown,
): Promise<void> {
  const phone = row.phone;
  deps.logger.error({ err, inboxId: row.id }, 'whatsapp message handling failed');
  const failed = job.retryCount + 1 >= INBOX_MAX_ATTEMPTS;
  // The last try: the message is given up ('failed', kept with its error) and the job ends in the
  // queue's failed state; the sender's next messages are not held behind it.
  await deps.db
    .update(whatsappInbox)
    .set({
      attempts: row.attempts + 1,
      claimedAt: deps.now(),
      lastError: String((err as Error)?.message ?? err).slice(0, 500),
      ...(failed ? { status: 'failed' as const } : {}),
    })
    .where(eq(whatsappInbox.id, row.id));
  countsOf(deps)[failed ? 'failed' : 'retry'] += 1;
  if (failed && (await nextMessage(deps, phone))) await enqueueSender(deps, phone);
}

/**
 * Messages answered more than this long ago are deleted: a correction only ever concerns recent
 * captures, and the movements themselves keep the message as their original text.
 */
const KEEP_MS = 30 * 24 * 3600_000;

/** Drops the messages answered (or given up) more than KEEP_MS ago. */
export async function purgeOldMessages(deps: Deps): Promise<number> {
  const purged = await deps.db
    .delete(whatsappInbox)
    .where(
      and(
        inArray(whatsappInbox.status, ['done', 'failed']),
        lt(whatsappInbox.receivedAt, new Date(deps.now().getTime() - KEEP_MS)),
      ),
    )
    .returning({ id: whatsappInbox.id });
  return purged.length;
}

/** Queues every sender that has messages waiting (the messages just stored, or any left by a queue outage). */
export async function enqueueWaitingSenders(deps: Deps, phones?: string[]): Promise<number> {
  const senders =
    phones ??
    (
      await queryRows<{ phone: string }>(
        deps.db,
        sql`select distinct phone from whatsapp_inbox where status in ('pending', 'processing', 'replying')`,
      )
    ).map((row) => row.phone);
  for (const phone of new Set(senders)) await enqueueSender(deps, phone);
  return senders.length;
}

/**
 * Deletion of an account (decision 036): the messages of its number, also those stored while the
 * number was not linked yet (no user on them, so nothing cascades), and the number's queued jobs,
 * which carry it as their key. A job being handled right now is left to finish.
 */
export async function forgetSender(deps: Deps, phone: string): Promise<void> {
  await deps.db.delete(whatsappInbox).where(eq(whatsappInbox.phone, phone));
  await deps.db.execute(
    sql`delete from pgboss.job where name = ${WHATSAPP_QUEUE} and singleton_key = ${phone} and state <> 'active'`,
  );
}
