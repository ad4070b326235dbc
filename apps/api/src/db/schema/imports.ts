import { gunzipSync, gzipSync } from 'node:zlib';
import {
  bigint,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { importFormats } from '@cuentas/shared/schemas/imports';
import { accounts } from './accounts.ts';
import { users } from './users.ts';

const GZIP_MAGIC = [0x1f, 0x8b];

/**
 * Uploaded files are stored gzip-compressed: bank exports shrink 5–10×, and PGlite needed ~0.5 GB
 * of transient memory to take an 8 MB file as a bytea parameter. Files stored before compression
 * (no gzip header) are read as they are; a gzip the user uploaded comes back as that gzip.
 */
const compressedBytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  toDriver: (value) => gzipSync(value, { level: 1 }),
  fromDriver: (value) => {
    const stored = Buffer.from(value);
    if (stored[0] !== GZIP_MAGIC[0] || stored[1] !== GZIP_MAGIC[1]) return stored;
    try {
      return gunzipSync(stored);
    } catch {
      return stored;
    }
  },
});

export const imports = pgTable(
  'imports',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    fileName: text('file_name').notNull(),
    format: text('format', { enum: importFormats }).notNull(),
    status: text('status', { enum: ['pending', 'committed', 'reverted'] })
      .notNull()
      .default('pending'),
    /** The uploaded file, kept until it is committed so analysis can be repeated with other options. */
    content: compressedBytea('content'),
    options: jsonb('options'),
    totalRows: integer('total_rows').notNull().default(0),
    importedCount: integer('imported_count').notNull().default(0),
    duplicateCount: integer('duplicate_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    committedAt: timestamp('committed_at', { withTimezone: true }),
    /**
     * The account's opening balance and date before this import set them from the statement
     * (null when it did not): undoing the import puts them back.
     */
    previousOpeningBalance: bigint('previous_opening_balance', { mode: 'number' }),
    previousOpeningDate: date('previous_opening_date', { mode: 'string' }),
  },
  (table) => [index('imports_user_idx').on(table.userId, table.createdAt)],
);

/** The last mapping that worked for an account, offered again on its next import. */
export const importMappings = pgTable(
  'import_mappings',
  {
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    options: jsonb('options').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('import_mappings_account_idx').on(table.accountId)],
);
