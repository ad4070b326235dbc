import { sql } from 'drizzle-orm';
import { index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

export const HOUSEHOLD_ROLES = ['owner', 'member', 'viewer'] as const;

/**
 * Who may use a ledger (decision 044). A ledger is named by the id of the user who founded it:
 * every `user_id` column of the ledger's rows holds that id, whoever of its members wrote them.
 * Each user owns their own ledger from the start (a trigger adds the row when the user is
 * created, migration 0036), so the row is the one truth `requireAuth` checks.
 */
export const householdMembers = pgTable(
  'household_members',
  {
    ledgerId: uuid('ledger_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    memberId: uuid('member_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role', { enum: HOUSEHOLD_ROLES }).notNull(),
    invitedBy: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.ledgerId, table.memberId] }),
    index('household_members_member_idx').on(table.memberId),
  ],
);

/**
 * An invitation mailed to an address: a random token (only its SHA-256 kept), single use,
 * expiring. Accepting it adds the signed-in person with `role`, whatever address they signed
 * in with: the link is the proof, as a reset link is.
 */
export const householdInvites = pgTable(
  'household_invites',
  {
    id: uuid('id').primaryKey(),
    ledgerId: uuid('ledger_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    role: text('role', { enum: ['member', 'viewer'] }).notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    invitedBy: uuid('invited_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('household_invites_ledger_idx')
      .on(table.ledgerId)
      .where(sql`accepted_at is null and revoked_at is null`),
  ],
);
