import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const users = pgTable('users', {
  id: uuid('id').primaryKey(),
  email: text('email').notNull().unique(),
  name: text('name').notNull(),
  passwordHash: text('password_hash').notNull(),
  phone: text('phone').unique(),
  emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
  phoneVerifiedAt: timestamp('phone_verified_at', { withTimezone: true }),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  /** Bumped by triggers on every change to the user's transactions, split lines or accounts (migration 0007). */
  ledgerVersion: bigint('ledger_version', { mode: 'number' }).notNull().default(0),
  /**
   * Bumped by triggers on every change to what a budget month reads besides the ledger: the
   * user's categories, budget lines and months, configuration and typed rates (migration 0022).
   */
  budgetVersion: bigint('budget_version', { mode: 'number' }).notNull().default(0),
  /**
   * The IANA zone of the device the user last used (`X-Time-Zone`, lib/auth.ts): background jobs
   * send reminders and budget alerts by the user's own date. Null until a client sends one (UTC).
   */
  timeZone: text('time_zone'),
});

export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** The browser's User-Agent (first 300 characters) and a shortened IP, for the list of active sessions (decision 041). */
    userAgent: text('user_agent'),
    ipPrefix: text('ip_prefix'),
  },
  (table) => [index('sessions_user_idx').on(table.userId)],
);

export const otps = pgTable(
  'otps',
  {
    id: uuid('id').primaryKey(),
    purpose: text('purpose', { enum: ['email', 'phone'] }).notNull(),
    target: text('target').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index('otps_target_idx').on(table.purpose, table.target, table.createdAt)],
);

export const passwordResets = pgTable(
  'password_resets',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    index('password_resets_user_idx')
      .on(table.userId)
      .where(sql`used_at is null`),
  ],
);
