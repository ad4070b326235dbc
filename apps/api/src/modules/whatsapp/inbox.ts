import { and, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm';
import { queryRows } from '../../db/client.ts';
import { whatsappInbox } from '../../db/schema/index.ts';
import type { Deps } from '../../lib/deps.ts';
import { uuidv7 } from '../../lib/ids.ts';
import { findUserById, findUserByPhone } from './context.ts';
import { handleMessage } from './handle-message.ts';
import { replies, unknownNumberText } from './replies.ts';

export const INBOX_MAX_ATTEMPTS = 5;
const RETRY_AFTER_MS = 60_000;
const STALE_CLAIM_MS = 10 * 60_000;
const UNKNOWN_REPLY_EVERY_MS = 24 * 3600_000;
const POSTGRES_WORKERS = 4;

/** A message as Meta sends it in `entry[].changes[].value.messages[]`. */
export type WebhookMessage = { from: string; id: string; timestamp?: string; type: string; text?: { body?: string } };

type WebhookPayload = {
  object?: string;
  entry?: { changes?: { field?: string; value?: { messages?: WebhookMessage[] } }[] }[];
};

/** The messages of a webhook call; statuses (sent, delivered, read) and other fields are ignored. */
export function messagesOf(payload: unknown): WebhookMessage[] {
  const body = payload as WebhookPayload;
  if (body?.object !== 'whatsapp_business_account' || !Array.isArray(body.entry)) return [];
  return body.entry.flatMap((entry) =>
    (Array.isArray(entry?.changes) ? entry.changes : []).flatMap((change) =>
      (Array.isArray(change?.value?.messages) ? change.value.messages : []).filter(
        (message): message is WebhookMessage => typeof message?.id === 'string' && typeof message.from === 'string' && /^\d{6,15}$/.test(message.from),
      ),
    ),
  );
}

/**
 * Stores each message once: the message id is unique, so Meta's redeliveries insert nothing.
 * Returns how many were new.
 */
export async function storeMessages(deps: Deps, messages: WebhookMessage[], source: 'webhook' | 'simulator' = 'webhook', userId?: string): Promise<string[]> {
  if (messages.length === 0) return [];
  const rows = await deps.db
    .insert(whatsappInbox)
    .values(
      messages.map((message) => ({
        id: uuidv7(),
        messageId: message.id.slice(0, 200),
        phone: `+${message.from}`,
        userId: userId ?? null,
        payload: message,
        source,
        receivedAt: deps.now(),
      })),
    )
    .onConflictDoNothing({ target: whatsappInbox.messageId })
    .returning({ id: whatsappInbox.id });
  return rows.map((row) => row.id);
}

type Claimed = { id: string; phone: string; user_id: string | null; payload: WebhookMessage; status: string; attempts: number; reply: string | null; source: string };

/**
 * Takes one message nobody is working on: new, due for a retry, or left behind by an instance that
 * died. Oldest first, so one person's messages are answered in the order sent.
 */
async function claim(deps: Deps, onlyId?: string): Promise<Claimed | undefined> {
  const now = deps.now();
  // One statement (no BEGIN/COMMIT round trips): the row is locked, skipped by other workers, and
  // marked in the same step. A message already handled keeps 'replying': only its answer is retried.
  const [row] = await queryRows<Claimed>(
    deps.db,
    sql`update whatsapp_inbox
           set status = case when status = 'replying' then 'replying' else 'processing' end,
               claimed_at = ${now}, attempts = attempts + 1
         where id = (
           select id from whatsapp_inbox i
            where ${onlyId ? sql`id = ${onlyId} and ` : sql``}(
                  (status = 'pending' and (claimed_at is null or claimed_at < ${new Date(now.getTime() - RETRY_AFTER_MS)}))
               or (status = 'replying' and claimed_at < ${new Date(now.getTime() - RETRY_AFTER_MS)})
               or (status = 'processing' and claimed_at < ${new Date(now.getTime() - STALE_CLAIM_MS)}))
              -- One sender's messages in the order sent, even with several workers: "deshacer" after its capture.
              and not exists (select 1 from whatsapp_inbox o
                               where o.phone = i.phone and o.received_at < i.received_at and o.status in ('pending', 'processing'))
            order by received_at limit 1 for update skip locked)
        returning id, phone, user_id, payload, status, attempts, reply, source`,
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
        eq(whatsappInbox.status, 'done'),
        sql`${whatsappInbox.id} <> ${id}`,
        sql`${whatsappInbox.reply} <> ''`,
        gt(whatsappInbox.receivedAt, new Date(deps.now().getTime() - UNKNOWN_REPLY_EVERY_MS)),
      ),
    )
    .limit(1);
  return Boolean(row);
}

/** Reads the message and decides the answer; the capture (if any) is written here, once. */
async function work(deps: Deps, row: Claimed): Promise<{ reply: string; transactionId: string | null; userId: string | null }> {
  const user = row.user_id ? await findUserById(deps, row.user_id) : await findUserByPhone(deps, row.phone);
  if (!user) {
    // Nothing of an unknown sender is kept beyond the fact that it was answered.
    await deps.db.update(whatsappInbox).set({ payload: {} }).where(eq(whatsappInbox.id, row.id));
    return { reply: (await toldRecently(deps, row.phone, row.id)) ? '' : unknownNumberText(deps.config.appUrl), transactionId: null, userId: null };
  }
  if (row.payload.type !== 'text' || typeof row.payload.text?.body !== 'string') return { reply: replies.onlyText, transactionId: null, userId: user.id };
  const handled = await handleMessage(deps, user, row.payload.text.body.slice(0, 1000));
  return { reply: handled.reply, transactionId: handled.transactionId ?? null, userId: user.id };
}

/** Handles one claimed message and sends its answer. Failures leave it for a retry, up to INBOX_MAX_ATTEMPTS. */
async function processClaimed(deps: Deps, row: Claimed): Promise<'done' | 'retry' | 'failed'> {
  let reply = row.reply;
  // Each claim counts an attempt, so the count is this claim's token: if the claim was taken over
  // (this worker was too slow), the newer claimer's writes are not overwritten.
  const mine = and(eq(whatsappInbox.id, row.id), eq(whatsappInbox.attempts, row.attempts));
  if (row.status !== 'replying') {
    try {
      const result = await work(deps, row);
      reply = result.reply;
      await deps.db
        .update(whatsappInbox)
        .set({ status: 'replying', reply, transactionId: result.transactionId, userId: result.userId, lastError: null })
        .where(mine);
    } catch (err) {
      deps.logger.error({ err, inboxId: row.id }, 'whatsapp message handling failed');
      const failed = row.attempts >= INBOX_MAX_ATTEMPTS;
      await deps.db
        .update(whatsappInbox)
        .set({ status: failed ? 'failed' : 'pending', lastError: String((err as Error)?.message ?? err).slice(0, 500) })
        .where(mine);
      return failed ? 'failed' : 'retry';
    }
  }
  try {
    // The simulator's answer is read from the row; only real messages go out through the provider.
    if (reply && row.source === 'webhook') await deps.whatsapp.sendText(row.phone, reply);
    await deps.db.update(whatsappInbox).set({ status: 'done', processedAt: deps.now() }).where(mine);
    return 'done';
  } catch (err) {
    deps.logger.error({ err, inboxId: row.id }, 'whatsapp reply delivery failed');
    const failed = row.attempts >= INBOX_MAX_ATTEMPTS;
    await deps.db
      .update(whatsappInbox)
      .set({ status: failed ? 'failed' : 'replying', lastError: String((err as Error)?.message ?? err).slice(0, 500) })
      .where(mine);
    return failed ? 'failed' : 'retry';
  }
}

/**
 * Messages answered more than this long ago are deleted: a correction only ever concerns recent
 * captures, and the movements themselves keep the message as their original text.
 */
const KEEP_MS = 30 * 24 * 3600_000;

/** The scheduler's pass: messages due for a retry, then the old ones dropped. */
export async function runInboxJobs(deps: Deps): Promise<{ done: number; retry: number; failed: number; purged: number }> {
  // This process's own pass (started by the webhook) finishes first instead of racing this one.
  await running.get(deps)?.done;
  const counts = await processInbox(deps);
  const purged = await deps.db
    .delete(whatsappInbox)
    .where(and(inArray(whatsappInbox.status, ['done', 'failed']), lt(whatsappInbox.receivedAt, new Date(deps.now().getTime() - KEEP_MS))))
    .returning({ id: whatsappInbox.id });
  return { ...counts, purged: purged.length };
}

/** Works through every message that is due, one at a time; each message is tried at most once per pass. */
export async function processInbox(deps: Deps): Promise<{ done: number; retry: number; failed: number }> {
  const counts = { done: 0, retry: 0, failed: 0 };
  const seen = new Set<string>();
  for (;;) {
    const row = await claim(deps);
    if (!row || seen.has(row.id)) break;
    seen.add(row.id);
    counts[await processClaimed(deps, row)] += 1;
  }
  return counts;
}

/** Handles one stored message now (the simulator waits for its answer). */
export async function processOne(deps: Deps, id: string): Promise<void> {
  const row = await claim(deps, id);
  if (row) await processClaimed(deps, row);
}

const running = new WeakMap<Deps, { again: boolean; done: Promise<void> }>();

/**
 * Starts working through the inbox right after the webhook has answered, without making Meta wait.
 * One pass at a time per process; a call during a pass makes it go round once more.
 */
export function kickInbox(deps: Deps): Promise<void> {
  const current = running.get(deps);
  if (current) {
    current.again = true;
    return current.done;
  }
  const state = { again: false, done: Promise.resolve() };
  state.done = (async () => {
    try {
      do {
        state.again = false;
        // PGlite has one connection: one worker. PostgreSQL serves several at once (the claim keeps each sender in order).
        const workers = deps.database.driver === 'pglite' ? 1 : POSTGRES_WORKERS;
        await Promise.all(Array.from({ length: workers }, () => processInbox(deps)));
      } while (state.again);
    } catch (err) {
      deps.logger.error({ err }, 'whatsapp inbox pass failed');
    } finally {
      running.delete(deps);
    }
  })();
  running.set(deps, state);
  return state.done;
}
