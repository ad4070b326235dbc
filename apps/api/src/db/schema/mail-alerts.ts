import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * Each user's private capture address, `<token>@<INBOUND_MAIL_DOMAIN>` (decision 035). The token is
 * random and the only secret: whoever knows the address can add alerts to the user's inbox, so the
 * user can rotate it (a new token; the old address is refused from then on).
 */
export const mailAlertAddresses = pgTable('mail_alert_addresses', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  token: text('token').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * `pending`: received, waiting for the queue. `recorded`: it made a movement; `linked`: it met a
 * movement already there (an import, a capture) and made none. The rest wait in the inbox for the
 * user: `unreadable` (not an alert we can read), `unmatched` (its digits or bank name no account
 * has), `ask` (read, but something must be decided: another currency, cents, an unknown end of a
 * transfer). The user's answer: `noted` (recorded by hand) or `dismissed`.
 */
export const mailAlertStatuses = [
  'pending',
  'recorded',
  'linked',
  'unreadable',
  'unmatched',
  'ask',
  'noted',
  'dismissed',
] as const;

/** Every bank alert forwarded to a capture address, kept (never dropped) with what became of it. */
export const mailAlerts = pgTable(
  'mail_alerts',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The message's Message-ID, so a message delivered twice (a provider's retry) is kept once. */
    messageId: text('message_id'),
    source: text('source', { enum: ['smtp', 'webhook'] }).notNull(),
    fromAddress: text('from_address').notNull(),
    subject: text('subject').notNull(),
    /** The body as text (HTML turned into text); attachments are not kept. */
    body: text('body').notNull(),
    /** The message's own Date header, when it has one. */
    sentAt: timestamp('sent_at', { withTimezone: true }),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    status: text('status', { enum: mailAlertStatuses }).notNull().default('pending'),
    /** Why it waits in the inbox, in Spanish, as the user reads it. */
    reason: text('reason'),
    /** The movement it made or met (no foreign key: the user may delete the movement). */
    transactionId: uuid('transaction_id'),
    attempts: integer('attempts').notNull().default(0),
    processedAt: timestamp('processed_at', { withTimezone: true }),
  },
  (table) => [
    index('mail_alerts_user_idx').on(table.userId, table.receivedAt),
    uniqueIndex('mail_alerts_message_idx')
      .on(table.userId, table.messageId)
      .where(sql`message_id is not null`),
  ],
);
