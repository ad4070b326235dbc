import type { Deps } from '../../lib/deps.ts';
import { uuidv7 } from '../../lib/ids.ts';
import { mailAlerts } from '../../db/schema/index.ts';
import { tokenOf, userOfToken } from './address.ts';
import { type InboundMessage, readMessage } from './message.ts';

export const MAIL_ALERT_QUEUE = 'mail-alert';
export const MAIL_ALERT_QUEUE_OPTIONS = {
  policy: 'standard',
  retryLimit: 4,
  retryDelay: 5,
  retryBackoff: true,
  retryDelayMax: 60,
  expireInSeconds: 120,
} as const;

/** The users a list of recipient addresses names, each once; addresses that are no one's are skipped. */
export async function usersOf(deps: Deps, recipients: string[]): Promise<string[]> {
  const users = new Set<string>();
  for (const recipient of recipients) {
    const token = tokenOf(recipient, deps.config);
    const user = token ? await userOfToken(deps.db, token) : undefined;
    if (user) users.add(user);
  }
  return [...users];
}

/**
 * Keeps a message for each of its users and queues its reading (decision 026): the SMTP session or
 * the webhook answers as soon as the row is stored, and the reading runs off it. A message
 * delivered twice (same Message-ID) is kept once.
 */
export async function storeMessage(
  deps: Deps,
  message: InboundMessage,
  userIds: string[],
  source: 'smtp' | 'webhook',
): Promise<string[]> {
  if (userIds.length === 0) return [];
  await deps.queue.syncClock();
  const ids = await deps.db.transaction(async (tx) => {
    const rows = await tx
      .insert(mailAlerts)
      .values(
        userIds.map((userId) => ({
          id: uuidv7(),
          userId,
          messageId: message.messageId,
          source,
          fromAddress: message.from,
          subject: message.subject,
          body: message.body,
          sentAt: message.sentAt,
          receivedAt: deps.now(),
        })),
      )
      .onConflictDoNothing()
      .returning({ id: mailAlerts.id });
    for (const row of rows) await deps.queue.send(MAIL_ALERT_QUEUE, { id: row.id }, {}, tx);
    return rows.map((row) => row.id);
  });
  if (ids.length > 0) deps.queue.wake(MAIL_ALERT_QUEUE);
  return ids;
}

/** A raw RFC 822 message for the given envelope recipients (SMTP) or for those it names (webhook). */
export async function receiveRaw(
  deps: Deps,
  raw: Buffer | string,
  source: 'smtp' | 'webhook',
  envelope?: string[],
): Promise<{ stored: number; users: number }> {
  const message = await readMessage(raw);
  const userIds = await usersOf(deps, envelope && envelope.length > 0 ? envelope : message.recipients);
  const ids = await storeMessage(deps, message, userIds, source);
  return { stored: ids.length, users: userIds.length };
}
