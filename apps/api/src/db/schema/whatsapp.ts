import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';
import { users } from './users.ts';

export const whatsappInboxStatuses = ['pending', 'processing', 'replying', 'done', 'failed'] as const;

/**
 * Every WhatsApp message received, stored before the webhook answers Meta, so a crash after the
 * 200 loses nothing and a redelivery (same message id) is a no-op. Worked through by
 * the job queue right after the answer (modules/whatsapp/inbox.ts, decision 026) and retried a bounded number of times.
 */
export const whatsappInbox = pgTable(
  'whatsapp_inbox',
  {
    id: uuid('id').primaryKey(),
    /** Meta's `messages[].id` (wamid…), or `sim.<uuid>` for the in-app simulator. */
    messageId: text('message_id').notNull().unique(),
    /** The sender in E.164 with "+". */
    phone: text('phone').notNull(),
    /** The linked user, once known (null for unknown numbers). */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** The message object as Meta sent it (emptied for unknown numbers once answered). */
    payload: jsonb('payload').notNull(),
    source: text('source', { enum: ['webhook', 'simulator'] })
      .notNull()
      .default('webhook'),
    status: text('status', { enum: whatsappInboxStatuses }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    /** Kept once the message is handled, so a failed send is retried without handling it twice. */
    reply: text('reply'),
    /** The movement this message created (no foreign key: "deshacer" or the app may delete it). */
    transactionId: uuid('transaction_id'),
    lastError: text('last_error'),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    processedAt: timestamp('processed_at', { withTimezone: true }),
  },
  (table) => [
    index('whatsapp_inbox_status_idx').on(table.status, table.receivedAt),
    index('whatsapp_inbox_user_idx').on(table.userId, table.receivedAt),
    index('whatsapp_inbox_phone_idx').on(table.phone, table.receivedAt),
    // A sender's next message to handle (inbox.ts), found without walking its answered ones.
    index('whatsapp_inbox_waiting_idx')
      .on(table.phone, table.receivedAt)
      .where(sql`status in ('pending', 'processing', 'replying')`),
  ],
);

/** Capture preferences; a user without a row has capture on and no default account. */
export const whatsappSettings = pgTable('whatsapp_settings', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  captureEnabled: boolean('capture_enabled').notNull().default(true),
  defaultAccountId: uuid('default_account_id').references(() => accounts.id, { onDelete: 'set null' }),
  /**
   * The household ledger this person's chat writes to (decision 050); null: their own. Read with
   * their membership each message, so leaving the household sends the chat back to their own.
   */
  ledgerId: uuid('ledger_id').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
