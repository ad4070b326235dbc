import { randomBytes } from 'node:crypto';
import { isIP } from 'node:net';
import { and, eq, isNotNull, isNull, lt, or } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  Bank,
  BankConnection,
  BankFeedStatus,
  FeedAccount,
  FeedSyncResult,
  LinkFeedAccountSchema,
} from '@cuentas/shared/schemas/bank-feeds';
import { bankConnections, bankFeedAccounts } from '../../db/schema/index.ts';
import type { SessionInfo } from '../../lib/auth.ts';
import type { Deps } from '../../lib/deps.ts';
import { HttpError, badRequest, conflict, notFound } from '../../lib/errors.ts';
import { uuidv7 } from '../../lib/ids.ts';
import { requireAccount } from '../kernel/ownership.ts';
import { createAccount } from '../accounts/service.ts';
import { consentValidUntil, type EbAccount } from './client.ts';
import { bankFeedMessages } from './messages.ts';
import { bankProvider, type BankProvider } from './provider.ts';
import { FeedSyncError, syncFeedAccount, type SyncOutcome } from './sync.ts';
import { type ConnectionRow, type FeedAccountRow, toConnections, toFeedAccount } from './views.ts';

export { bankFeedMessages };

/** A pull with the user present is skipped when the connection was pulled this recently. */
const PRESENT_PULL_GAP_MS = 15 * 60_000;

const unavailable = () => new HttpError(502, [{ message: bankFeedMessages.bankUnavailable }]);

function requireProvider(deps: Deps): BankProvider {
  const provider = bankProvider(deps);
  if (!provider) throw badRequest(bankFeedMessages.notConfigured);
  return provider;
}

export function bankFeedStatus(deps: Deps): BankFeedStatus {
  const provider = bankProvider(deps);
  return { configured: provider?.mode === 'enable-banking', sandbox: provider?.mode === 'sandbox' };
}

export async function listBanks(deps: Deps, country: string): Promise<Bank[]> {
  const provider = requireProvider(deps);
  try {
    const found = await provider.client.aspsps(country);
    return found.map((item) => ({ name: item.name, country: item.country, logo: item.logo ?? null }));
  } catch (err) {
    deps.logger.warn({ errType: (err as Error).name }, 'bank list failed');
    throw unavailable();
  }
}

async function requireConnection(deps: Deps, userId: string, id: string): Promise<ConnectionRow> {
  const [row] = await deps.db
    .select()
    .from(bankConnections)
    .where(and(eq(bankConnections.id, id), eq(bankConnections.userId, userId)))
    .limit(1);
  if (!row) throw notFound(bankFeedMessages.connectionNotFound);
  return row;
}

/**
 * Asks Enable Banking for the bank's authorisation page. The `state` is random, stored on the
 * connection and single use: only the same user's callback with it completes the connection.
 * A renewal puts a new state on the existing connection; its old session stays until the new one comes.
 */
async function authorise(deps: Deps, provider: BankProvider, row: ConnectionRow) {
  const state = randomBytes(24).toString('base64url');
  const now = deps.now();
  await deps.db.update(bankConnections).set({ state, updatedAt: now }).where(eq(bankConnections.id, row.id));
  try {
    // 90 days (PSD2's longest without a new SCA), or the bank's own shorter maximum.
    const bank = (await provider.client.aspsps(row.aspspCountry).catch(() => [])).find(
      (item) => item.name === row.aspspName,
    );
    const answer = await provider.client.startAuth({
      access: { valid_until: consentValidUntil(now, bank?.maximum_consent_validity) },
      aspsp: { name: row.aspspName, country: row.aspspCountry },
      state,
      redirect_url: provider.redirectUrl,
      psu_type: 'personal',
    });
    return { connection_id: row.id, url: answer.url };
  } catch (err) {
    deps.logger.warn({ errType: (err as Error).name }, 'bank authorisation failed');
    throw unavailable();
  }
}

export async function startConnection(
  deps: Deps,
  session: SessionInfo,
  input: { aspsp_name: string; aspsp_country: string },
) {
  const provider = requireProvider(deps);
  const now = deps.now();
  const [row] = await deps.db
    .insert(bankConnections)
    .values({
      id: uuidv7(),
      userId: session.userId,
      aspspName: input.aspsp_name,
      aspspCountry: input.aspsp_country,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  return authorise(deps, provider, row!);
}

export async function renewConnection(deps: Deps, session: SessionInfo, id: string) {
  const provider = requireProvider(deps);
  const row = await requireConnection(deps, session.userId, id);
  return authorise(deps, provider, row);
}

const lastDigits = (iban: string | null | undefined) => (iban ?? '').replace(/\s+/g, '').slice(-4);

/** The bank sent the user back: the code becomes a session, and the session's accounts are listed to map. */
export async function completeCallback(
  deps: Deps,
  session: SessionInfo,
  input: { state: string; code?: string | undefined; error?: string | undefined },
): Promise<BankConnection> {
  const provider = requireProvider(deps);
  const [row] = await deps.db
    .select()
    .from(bankConnections)
    .where(and(eq(bankConnections.state, input.state), eq(bankConnections.userId, session.userId)))
    .limit(1);
  if (!row) throw notFound(bankFeedMessages.stateUnknown);
  const now = deps.now();
  // Single use, whatever happens next.
  await deps.db.update(bankConnections).set({ state: null, updatedAt: now }).where(eq(bankConnections.id, row.id));
  if (input.error || !input.code) {
    if (!row.sessionId)
      await deps.db
        .update(bankConnections)
        .set({ status: 'error', lastError: bankFeedMessages.bankRefused })
        .where(eq(bankConnections.id, row.id));
    throw badRequest(bankFeedMessages.bankRefused, 'code');
  }
  let created;
  try {
    created = await provider.client.createSession(input.code);
  } catch (err) {
    deps.logger.warn({ errType: (err as Error).name }, 'bank session failed');
    throw unavailable();
  }
  if (row.sessionId && row.sessionId !== created.session_id) await closeAtBank(deps, provider, row.sessionId);
  await keepFeedAccounts(deps, session.userId, row.id, created.accounts, now);
  const [updated] = await deps.db
    .update(bankConnections)
    .set({
      status: 'active',
      sessionId: created.session_id,
      validUntil: new Date(created.access.valid_until),
      lastError: null,
      remindedDays: null,
      updatedAt: now,
    })
    .where(eq(bankConnections.id, row.id))
    .returning();
  return (await toConnections(deps.db, [updated!], now))[0]!;
}

/**
 * The session's accounts as this connection's bank accounts. Enable Banking gives an account a new
 * `uid` in every session, so a renewal finds each account already known by its
 * `identification_hash` (or, when the bank sends none, its IBAN's last digits, currency and name)
 * and moves it to the new uid: its mapping and sync position stay.
 */
async function keepFeedAccounts(deps: Deps, userId: string, connectionId: string, accounts: EbAccount[], now: Date) {
  const known = await deps.db.select().from(bankFeedAccounts).where(eq(bankFeedAccounts.connectionId, connectionId));
  const fresh = new Set(accounts.map((account) => account.uid));
  const claimed = new Set<string>();
  for (const account of accounts) {
    const name = (account.name || account.product || account.details || 'Cuenta').slice(0, 120);
    const ibanLast4 = lastDigits(account.account_id?.iban ?? account.account_id?.other?.identification);
    const hash = account.identification_hash ?? null;
    if (known.some((item) => item.uid === account.uid)) continue;
    const open = known.filter((item) => !fresh.has(item.uid) && !claimed.has(item.id));
    // The bank's own hash first; without one, the IBAN's last digits, the currency and the name.
    const same =
      (hash ? open.find((item) => item.identificationHash === hash) : undefined) ??
      open.find(
        (item) =>
          (!hash || !item.identificationHash) &&
          item.currency === account.currency &&
          item.ibanLast4 === ibanLast4 &&
          (ibanLast4 !== '' || item.name === name),
      );
    if (same) {
      claimed.add(same.id);
      await deps.db
        .update(bankFeedAccounts)
        .set({ uid: account.uid, name, identificationHash: hash ?? same.identificationHash })
        .where(eq(bankFeedAccounts.id, same.id));
      continue;
    }
    await deps.db
      .insert(bankFeedAccounts)
      .values({
        id: uuidv7(),
        userId,
        connectionId,
        uid: account.uid,
        name,
        ibanLast4,
        currency: account.currency,
        createdAt: now,
      })
      .onConflictDoNothing();
  }
}

export async function listConnections(deps: Deps, session: SessionInfo): Promise<BankConnection[]> {
  const rows = await deps.db
    .select()
    .from(bankConnections)
    .where(
      and(
        eq(bankConnections.userId, session.userId),
        // An authorisation started and never finished is not a connection yet.
        or(isNotNull(bankConnections.sessionId), eq(bankConnections.status, 'error')),
      ),
    )
    .orderBy(bankConnections.createdAt);
  return toConnections(deps.db, rows, deps.now());
}

async function requireFeedAccount(deps: Deps, userId: string, id: string): Promise<FeedAccountRow> {
  const [row] = await deps.db
    .select()
    .from(bankFeedAccounts)
    .where(and(eq(bankFeedAccounts.id, id), eq(bankFeedAccounts.userId, userId)))
    .limit(1);
  if (!row) throw notFound(bankFeedMessages.feedAccountNotFound);
  return row;
}

/** Feeds a bank account into one of the user's accounts (same currency) or a new one, then pulls it. */
export async function linkFeedAccount(
  deps: Deps,
  session: SessionInfo,
  id: string,
  input: z.output<typeof LinkFeedAccountSchema>,
  psuIp: string | undefined,
): Promise<FeedAccount> {
  const feed = await requireFeedAccount(deps, session.userId, id);
  let accountId: string;
  if (input.account_id) {
    const account = await requireAccount(deps.db, session.userId, input.account_id);
    if (account.currency !== feed.currency)
      throw badRequest(bankFeedMessages.currency(feed.currency, account.currency), 'account_id');
    const [taken] = await deps.db
      .select({ id: bankFeedAccounts.id })
      .from(bankFeedAccounts)
      .where(and(eq(bankFeedAccounts.accountId, input.account_id), eq(bankFeedAccounts.userId, session.userId)))
      .limit(1);
    if (taken && taken.id !== feed.id) throw conflict(bankFeedMessages.accountTaken, 'account_id');
    accountId = account.id;
  } else {
    const created = await createAccount(deps, session, {
      name: input.new_account!.name,
      type: input.new_account!.type,
      currency: feed.currency,
      opening_balance: 0,
      credit_limit: null,
      last_digits: feed.ibanLast4 || null,
    });
    accountId = created.id;
  }
  const [linked] = await deps.db
    .update(bankFeedAccounts)
    .set({ accountId, syncedThrough: feed.accountId === accountId ? feed.syncedThrough : null })
    .where(eq(bankFeedAccounts.id, feed.id))
    .returning();
  const [connection] = await deps.db.select().from(bankConnections).where(eq(bankConnections.id, feed.connectionId));
  // The first pull right away, with the user present: the consent was just given.
  await pullQuietly(deps, connection!, linked!, { psuIp, unattended: false });
  const [after] = await deps.db.select().from(bankFeedAccounts).where(eq(bankFeedAccounts.id, feed.id));
  return toFeedAccount(deps.db, after!);
}

async function pullQuietly(
  deps: Deps,
  connection: ConnectionRow,
  feed: FeedAccountRow,
  mode: { psuIp: string | undefined; unattended: boolean },
): Promise<SyncOutcome> {
  try {
    return await syncFeedAccount(deps, connection, feed, mode);
  } catch (err) {
    if (!(err instanceof FeedSyncError)) throw err;
    return { importId: null, imported: 0, duplicates: 0, pending: 0, error: err.message };
  }
}

/** The user's address as the bank may see it: only a public one (a private address says nothing to the bank). */
export function publicIp(ip: string | undefined): string | undefined {
  if (!ip) return undefined;
  const address = ip.startsWith('::ffff:') ? ip.slice(7) : ip;
  const version = isIP(address);
  if (version === 4) {
    const [a, b] = address.split('.').map(Number) as [number, number];
    const reserved =
      a === 0 ||
      a === 10 ||
      a === 127 ||
      (a === 100 && b >= 64 && b <= 127) ||
      (a === 169 && b === 254) ||
      (a === 172 && b >= 16 && b <= 31) ||
      (a === 192 && b === 168) ||
      a >= 224;
    return reserved ? undefined : address;
  }
  if (version === 6) {
    const lower = address.toLowerCase();
    const reserved =
      lower === '::1' || lower === '::' || /^f[cd]/.test(lower) || /^fe[89ab]/.test(lower) || /^ff/.test(lower);
    return reserved ? undefined : address;
  }
  return undefined;
}

async function pullConnections(deps: Deps, rows: ConnectionRow[], psuIp: string | undefined): Promise<FeedSyncResult> {
  const result: FeedSyncResult = { accounts: [] };
  for (const connection of rows) {
    const feeds = await deps.db
      .select()
      .from(bankFeedAccounts)
      .where(and(eq(bankFeedAccounts.connectionId, connection.id), isNotNull(bankFeedAccounts.accountId)));
    for (const feed of feeds) {
      const outcome = await pullQuietly(deps, connection, feed, { psuIp, unattended: !psuIp });
      result.accounts.push({
        feed_account_id: feed.id,
        imported: outcome.imported,
        duplicates: outcome.duplicates,
        pending: outcome.pending,
        error: outcome.error,
      });
    }
  }
  return result;
}

export async function syncConnectionNow(deps: Deps, session: SessionInfo, id: string, ip: string | undefined) {
  const row = await requireConnection(deps, session.userId, id);
  return pullConnections(deps, [row], publicIp(ip));
}

/**
 * The user opened the app: their active connections not pulled in the last quarter hour. Without
 * a public address to send, the pull counts as unattended and keeps to the daily limit.
 */
export async function syncAllNow(deps: Deps, session: SessionInfo, ip: string | undefined) {
  const since = new Date(deps.now().getTime() - PRESENT_PULL_GAP_MS);
  const rows = await deps.db
    .select()
    .from(bankConnections)
    .where(
      and(
        eq(bankConnections.userId, session.userId),
        eq(bankConnections.status, 'active'),
        or(isNull(bankConnections.lastSyncedAt), lt(bankConnections.lastSyncedAt, since)),
      ),
    );
  return pullConnections(deps, rows, publicIp(ip));
}

async function closeAtBank(deps: Deps, provider: BankProvider, sessionId: string) {
  try {
    await provider.client.deleteSession(sessionId);
  } catch (err) {
    // Already closed or expired at the bank: nothing more to stop there.
    deps.logger.warn({ errType: (err as Error).name }, 'closing the bank session failed');
  }
}

/**
 * Ends the consent at the bank and here. Every pull checks the connection is active before it
 * reads the bank, so queued pulls of this connection end without a call.
 */
export async function disconnect(deps: Deps, session: SessionInfo, id: string) {
  const row = await requireConnection(deps, session.userId, id);
  const provider = bankProvider(deps);
  if (row.sessionId && provider) await closeAtBank(deps, provider, row.sessionId);
  await deps.db
    .update(bankConnections)
    .set({ status: 'revoked', sessionId: null, state: null, updatedAt: deps.now() })
    .where(eq(bankConnections.id, row.id));
  return { message: bankFeedMessages.disconnected };
}
