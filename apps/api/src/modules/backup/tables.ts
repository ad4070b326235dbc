import { type SQL, sql } from 'drizzle-orm';
import { type AnyPgColumn, type PgTable, getTableConfig } from 'drizzle-orm/pg-core';
import * as schema from '../../db/schema/index.ts';

/**
 * What a backup holds (decision 040): one entry per per-user table, in the order a restore inserts
 * them (a table after every table its foreign keys point at). `omit` lists the columns left out
 * (secrets, derived figures, stored files that are not the user's records); `restore: false` marks
 * what is exported for the user to read but never written back, with the reason in `why`.
 */
export type BackupTable = {
  /** The name of its files in the zip: `<file>.json` and `<file>.csv`. */
  file: string;
  table: PgTable;
  /** The rows of a user: by its own user_id, or through a parent's (support messages by ticket). */
  owner: { column: AnyPgColumn } | { column: AnyPgColumn; parent: PgTable; parentUser: AnyPgColumn };
  omit?: readonly AnyPgColumn[];
  restore: boolean;
  why?: string;
  /** Rows whose bytes live in the file storage (attachments, decision 042): written as files beside the JSON and put back by a restore. */
  storedFiles?: true;
  /**
   * Columns that name a person of a household (decision 056). A restore gives the file's own
   * ledger's id to the person restoring; another person is not there: `clear` leaves the column
   * null, `drop` leaves the row out (a personal budget line of someone who is not in this ledger).
   */
  people?: readonly { column: AnyPgColumn; others: 'clear' | 'drop' }[];
};

const s = schema;

export const BACKUP_TABLES: readonly BackupTable[] = [
  { file: 'configuration', table: s.configurations, owner: { column: s.configurations.userId }, restore: true },
  {
    file: 'accounts',
    table: s.accounts,
    owner: { column: s.accounts.userId },
    // Kept by triggers from the movements (docs/architecture.md §4.5): a restore rebuilds it.
    omit: [s.accounts.priorSum],
    restore: true,
    // Another member's account becomes shared (and so not private) in the restored ledger.
    people: [{ column: s.accounts.ownerId, others: 'clear' }],
  },
  { file: 'categories', table: s.categories, owner: { column: s.categories.userId }, restore: true },
  {
    file: 'imports',
    table: s.imports,
    owner: { column: s.imports.userId },
    // The history of imports, not the bank files themselves.
    omit: [s.imports.content],
    restore: true,
  },
  { file: 'import_mappings', table: s.importMappings, owner: { column: s.importMappings.userId }, restore: true },
  {
    file: 'transactions',
    table: s.transactions,
    owner: { column: s.transactions.userId },
    // Who entered each movement names people of a household (decision 044); a restore is its restorer's.
    omit: [s.transactions.createdBy],
    restore: true,
  },
  {
    file: 'transaction_splits',
    table: s.transactionSplits,
    owner: { column: s.transactionSplits.userId },
    restore: true,
  },
  {
    file: 'attachments',
    table: s.attachments,
    owner: { column: s.attachments.userId },
    restore: true,
    storedFiles: true,
  },
  { file: 'reconciliations', table: s.reconciliations, owner: { column: s.reconciliations.userId }, restore: true },
  {
    file: 'transfer_proposals',
    table: s.transferProposals,
    owner: { column: s.transferProposals.userId },
    restore: true,
  },
  { file: 'rules', table: s.rules, owner: { column: s.rules.userId }, restore: true },
  { file: 'exchange_rates', table: s.exchangeRates, owner: { column: s.exchangeRates.userId }, restore: true },
  { file: 'payee_memory', table: s.payeeMemory, owner: { column: s.payeeMemory.userId }, restore: true },
  { file: 'payee_aliases', table: s.payeeAliases, owner: { column: s.payeeAliases.userId }, restore: true },
  { file: 'budget_months', table: s.budgetMonths, owner: { column: s.budgetMonths.userId }, restore: true },
  {
    file: 'budget_lines',
    table: s.budgetLines,
    owner: { column: s.budgetLines.userId },
    restore: true,
    // Another member's personal line is theirs, not the shared budget's: it would change its amounts.
    people: [{ column: s.budgetLines.memberId, others: 'drop' }],
  },
  {
    file: 'budget_alerts',
    table: s.budgetAlerts,
    owner: { column: s.budgetAlerts.userId },
    restore: true,
    people: [{ column: s.budgetAlerts.memberId, others: 'drop' }],
  },
  { file: 'savings_goals', table: s.savingsGoals, owner: { column: s.savingsGoals.userId }, restore: true },
  {
    file: 'savings_contributions',
    table: s.savingsContributions,
    owner: { column: s.savingsContributions.userId },
    restore: true,
  },
  { file: 'prospects', table: s.prospects, owner: { column: s.prospects.userId }, restore: true },
  {
    file: 'reminders',
    table: s.reminders,
    owner: { column: s.reminders.userId },
    // Who created it names a person of a household (decision 054); a restored reminder is the ledger's.
    omit: [s.reminders.createdBy],
    restore: true,
  },
  {
    file: 'reminder_notices',
    table: s.reminderNotices,
    owner: { column: s.reminderNotices.userId },
    restore: false,
    why: 'the outbox of notices: restoring pending ones would send them a second time',
  },
  { file: 'notifications', table: s.notifications, owner: { column: s.notifications.userId }, restore: true },
  {
    file: 'whatsapp_settings',
    table: s.whatsappSettings,
    owner: { column: s.whatsappSettings.userId },
    restore: true,
    // The household the chat wrote to is not in the restored installation: the chat writes here.
    people: [{ column: s.whatsappSettings.ledgerId, others: 'clear' }],
  },
  { file: 'mail_alerts', table: s.mailAlerts, owner: { column: s.mailAlerts.userId }, restore: true },
  { file: 'support_tickets', table: s.supportTickets, owner: { column: s.supportTickets.userId }, restore: true },
  {
    file: 'support_messages',
    table: s.supportMessages,
    owner: { column: s.supportMessages.ticketId, parent: s.supportTickets, parentUser: s.supportTickets.userId },
    // Another person's user id (the staff member who answered) is not the user's to carry away.
    omit: [s.supportMessages.staffUserId],
    restore: true,
  },
  {
    file: 'support_attachments',
    table: s.supportAttachments,
    owner: { column: s.supportAttachments.ticketId, parent: s.supportTickets, parentUser: s.supportTickets.userId },
    restore: true,
  },
  {
    file: 'bank_connections',
    table: s.bankConnections,
    owner: { column: s.bankConnections.userId },
    omit: [s.bankConnections.state, s.bankConnections.sessionId],
    restore: false,
    why: 'a bank consent is given to one server and cannot move: connect the bank again',
  },
  {
    file: 'bank_feed_accounts',
    table: s.bankFeedAccounts,
    owner: { column: s.bankFeedAccounts.userId },
    restore: false,
    why: 'belongs to a bank consent, which cannot move',
  },
  {
    file: 'subscription',
    table: s.subscriptions,
    owner: { column: s.subscriptions.userId },
    omit: [s.subscriptions.stripeCustomerId, s.subscriptions.stripeSubscriptionId],
    restore: false,
    why: 'the plan is kept by the payment provider for the account that pays it',
  },
  {
    file: 'billing_invoices',
    table: s.billingInvoices,
    owner: { column: s.billingInvoices.userId },
    restore: false,
    why: 'invoices are records of the payment provider, for reading only',
  },
];

/** Per-user tables left out of the backup entirely, and why (decision 040). */
export const NOT_EXPORTED: Readonly<Record<string, string>> = {
  users: 'the profile is written as profile.json, without the password hash; the row itself is the account',
  sessions: 'sign-in tokens (hashed): secrets that mean nothing on another account',
  otps: 'one-time codes: secrets that expire within minutes',
  password_resets: 'reset links: secrets that expire within an hour',
  two_factor: 'the second-step secret: a restored account sets up its own',
  recovery_codes: 'second-step recovery codes (hashed): secrets of this account only',
  login_challenges: 'sign-ins waiting for their second step: secrets that expire within minutes',
  idempotency_keys: 'answers kept for 24 h to repeat a request, not the user’s records',
  monthly_totals: 'derived from the movements by triggers; a restore rebuilds them',
  account_totals: 'derived from the movements by triggers; a restore rebuilds them',
  staff_members: 'a staff role is granted from the command line, never carried by a file',
  whatsapp_inbox: 'the raw message log of the WhatsApp number; the movements it made are in transactions',
  household_members: 'who shares the ledger is about other people’s accounts; a restore fills one person’s own ledger',
  household_invites: 'invitation links (hashed): secrets for other people that expire within days',
  shared_expenses: 'who of a household paid a movement names other people; a restore fills one person’s own ledger',
  expense_shares: 'each member’s part of a shared expense names other people',
  settlements: 'what members of a household paid each other names other people',
  household_category_splits:
    'a household’s default split per category names its members; a restore fills one person’s own ledger',
  mail_alert_addresses: 'the capture address is a secret; a restored account gets a new one',
  attachment_files:
    'the bytes of attachments, written as files/attachments/… from whichever storage keeps them (PostgreSQL or S3)',
  undo_actions: 'copies of movements kept for seconds so a change can be undone; the movements are exported',
  passkeys: 'a passkey belongs to this site and this account; a restored account registers its own',
  passkey_challenges: 'passkey sign-ins and registrations waiting for their answer: they expire within minutes',
  receipts: 'receipt readings waiting for the user to check them; a saved one is its movement and its attachment',
  purchase_reviews:
    'questions waiting for the user (is this bank row the same purchase?); an answered one is its movement',
  demo_rows:
    'which rows the example ledger wrote, so it can be wiped; a restored copy keeps those rows as the user’s own',
};

/**
 * What a copy leaves out of a household's ledger (decision 056): the other members' private
 * accounts and everything tied to them, as every screen does (decision 049). Per file, the
 * condition a row must meet given `hidden`, the SQL list of those accounts' ids. A row with no
 * account (a goal, a reminder) is everyone's; the visible half of a transfer into a hidden
 * account stays, without its other half.
 */
const shownAccount = (column: AnyPgColumn) => (hidden: SQL) => sql`(${column} is null or ${column} not in ${hidden})`;
const shownMovement = (column: AnyPgColumn) => (hidden: SQL) =>
  sql`(${column} is null or not exists (select 1 from transactions hidden_t where hidden_t.id = ${column} and hidden_t.account_id in ${hidden}))`;
const both =
  (...conditions: ((hidden: SQL) => SQL)[]) =>
  (hidden: SQL) =>
    sql.join(
      conditions.map((condition) => condition(hidden)),
      sql` and `,
    );

export const SHOWN: Readonly<Record<string, (hidden: SQL) => SQL>> = {
  accounts: shownAccount(s.accounts.id),
  imports: shownAccount(s.imports.accountId),
  import_mappings: shownAccount(s.importMappings.accountId),
  transactions: shownAccount(s.transactions.accountId),
  transaction_splits: shownAccount(s.transactionSplits.accountId),
  attachments: shownMovement(s.attachments.transactionId),
  reconciliations: shownAccount(s.reconciliations.accountId),
  transfer_proposals: both(
    shownAccount(s.transferProposals.accountId),
    shownMovement(s.transferProposals.transactionId),
    shownMovement(s.transferProposals.counterpartId),
  ),
  rules: shownAccount(s.rules.accountId),
  savings_goals: shownAccount(s.savingsGoals.accountId),
  savings_contributions: (hidden) =>
    sql`not exists (select 1 from savings_goals hidden_g where hidden_g.id = ${s.savingsContributions.goalId} and hidden_g.account_id in ${hidden})`,
  prospects: both(shownAccount(s.prospects.accountId), shownMovement(s.prospects.transactionId)),
  reminders: shownAccount(s.reminders.accountId),
  whatsapp_settings: shownAccount(s.whatsappSettings.defaultAccountId),
  mail_alerts: shownMovement(s.mailAlerts.transactionId),
  bank_feed_accounts: shownAccount(s.bankFeedAccounts.accountId),
};

/** The SQL name of a table. */
export const tableName = (table: PgTable) => getTableConfig(table).name;
