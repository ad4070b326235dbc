import { sql } from 'drizzle-orm';
import { customType, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { transactions } from './transactions.ts';
import { users } from './users.ts';

// Images are re-encoded and PDFs checked before storage: the bytes are kept as they are then.
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

export const attachmentSources = ['web', 'whatsapp', 'mail'] as const;
export const attachmentVariants = ['original', 'thumbnail'] as const;

/**
 * A file proving a movement (a receipt photo, an invoice PDF), decision 042. The metadata only: the
 * bytes live in attachment_files or an S3 bucket, so lists and counts never read them. A receipt
 * may arrive before its movement exists, so transaction_id is optional.
 */
export const attachments = pgTable(
  'attachments',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    transactionId: uuid('transaction_id').references(() => transactions.id, { onDelete: 'cascade' }),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    /** Stored bytes of the file and of its thumbnail: what counts against the plan's space. */
    size: integer('size').notNull(),
    thumbnailSize: integer('thumbnail_size').notNull().default(0),
    width: integer('width'),
    height: integer('height'),
    source: text('source', { enum: attachmentSources }).notNull().default('web'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('attachments_user_idx').on(table.userId, table.id),
    index('attachments_transaction_idx')
      .on(table.transactionId)
      .where(sql`transaction_id is not null`),
  ],
);

/** The bytes when they are kept in PostgreSQL (the default, decision 042). */
export const attachmentFiles = pgTable(
  'attachment_files',
  {
    attachmentId: uuid('attachment_id')
      .notNull()
      .references(() => attachments.id, { onDelete: 'cascade' }),
    variant: text('variant', { enum: attachmentVariants }).notNull(),
    data: bytea('data').notNull(),
  },
  (table) => [primaryKey({ columns: [table.attachmentId, table.variant] })],
);

/**
 * Ids of deleted attachments, written by a trigger on every delete (a movement's, an account's, a
 * user's cascade too), so the scheduler removes their objects from an S3 bucket, which no
 * foreign key reaches. Holds nothing but the id and is emptied at each pass.
 */
export const attachmentPurges = pgTable('attachment_purges', {
  attachmentId: uuid('attachment_id').primaryKey(),
  deletedAt: timestamp('deleted_at', { withTimezone: true }).notNull().defaultNow(),
});
