import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../config.ts';
import type { Database, Db } from '../db/client.ts';
import type { MonthlySumsCache } from '../modules/kernel/balances.ts';
import type { BudgetBookCache } from '../modules/budgets/budget-book.ts';
import type { Mailer } from './mail.ts';
import type { JobQueue } from './queue.ts';
import type { SessionCache } from './session-cache.ts';
import type { WhatsAppProvider } from './whatsapp.ts';

/** What the modules need from the outside world; tests pass their own mailer, WhatsApp and clock. */
export type Deps = {
  config: AppConfig;
  database: Database;
  db: Db;
  mailer: Mailer;
  whatsapp: WhatsAppProvider;
  now: () => Date;
  logger: FastifyBaseLogger;
  sessionCache: SessionCache;
  /** user id → the time zone this process last saved on that user (lib/auth.ts). */
  savedTimeZones: Map<string, string>;
  /** Each user's balance sums per account and month, at a ledger version (modules/kernel/balances.ts). */
  monthlySums: MonthlySumsCache;
  /** Each user's budget inputs and spending per month, at a ledger, budget and rates version (budgets/budget-book.ts). */
  budgetBooks: BudgetBookCache;
  /** The job queue (lib/queue.ts): WhatsApp messages, reminder notices and the scheduler's passes. */
  queue: JobQueue;
};

/** Sends a mail without making the request wait or fail on it; failures are logged, never the content. */
export function sendMailInBackground(deps: Deps, send: () => Promise<void>): void {
  send().catch((err: unknown) => deps.logger.error({ err }, 'mail delivery failed'));
}
