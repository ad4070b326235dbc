// The cost of the household membership check on a request (decision 044): the session look-up
// before it (token → user and ledger version) against the one that also reads the membership of
// the ledger in X-Ledger, both uncached (a round trip to PostgreSQL) and from the session cache.
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres node bench/household-auth.ts
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openPostgres } from '../apps/api/src/db/client.ts';
import { statementTemplate } from '../apps/api/src/db/prepared.ts';
import { createSession, findSession } from '../apps/api/src/lib/auth.ts';
import { sha256 } from '../apps/api/src/lib/crypto.ts';
import type { Deps } from '../apps/api/src/lib/deps.ts';
import { createSessionCache } from '../apps/api/src/lib/session-cache.ts';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5000);
const admin = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const name = `cc_household_bench_${randomBytes(4).toString('hex')}`;

async function adminQuery(text: string) {
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  await client.query(text);
  await client.end();
}

/** The look-up as it was before households: token → session, user and ledger version. */
const before = statementTemplate<'tokenHash' | 'now' | 'touchBefore'>(
  (value) => sql`
    select s.id, s.user_id, u.ledger_version, s.last_used_at < ${value('touchBefore')}::timestamptz
      from sessions s join users u on u.id = s.user_id
     where s.token_hash = ${value('tokenHash')} and s.revoked_at is null and s.expires_at > ${value('now')}::timestamptz`,
);

/** The look-up now, as lib/auth.ts writes it: the membership of the ledger asked for comes with it. */
const now = statementTemplate<'tokenHash' | 'now' | 'touchBefore' | 'ledgerId'>(
  (value) => sql`
    select s.id, s.user_id, l.id, l.ledger_version, s.last_used_at < ${value('touchBefore')}::timestamptz, m.role
      from sessions s
      left join household_members m
        on m.ledger_id = coalesce(${value('ledgerId')}::uuid, s.user_id) and m.member_id = s.user_id
      left join users l on l.id = m.ledger_id
     where s.token_hash = ${value('tokenHash')} and s.revoked_at is null and s.expires_at > ${value('now')}::timestamptz`,
);

/**
 * Runs the cases in turns of 250 calls each, so a machine busy with other work slows them alike,
 * and prints each case's median turn per call.
 */
async function compare(cases: [label: string, run: () => Promise<unknown>][]) {
  const turns = new Map<string, number[]>(cases.map(([label]) => [label, []]));
  for (let round = 0; round < ROUNDS / 250 + 2; round++) {
    for (const [label, run] of cases) {
      const start = process.hrtime.bigint();
      for (let index = 0; index < 250; index++) await run();
      if (round >= 2) turns.get(label)!.push(Number(process.hrtime.bigint() - start) / 1000 / 250);
    }
  }
  for (const [label, values] of turns) {
    const median = values.sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
    console.log(`${label.padEnd(58)} ${median.toFixed(1).padStart(7)} µs`);
  }
}

await adminQuery(`create database ${name}`);
const url = admin.replace(/\/[^/]*$/, `/${name}`);
const database = openPostgres(url, 1);
try {
  await database.migrate();
  const ana = '0190a6f0-0000-7000-8000-00000000000a';
  const luis = '0190a6f0-0000-7000-8000-00000000000b';
  for (const [id, email] of [
    [ana, 'ana@example.com'],
    [luis, 'luis@example.com'],
  ])
    await database.db.execute(
      sql`insert into users (id, email, name, password_hash) values (${id}, ${email}, 'Bench', 'x')`,
    );
  await database.db.execute(
    sql`insert into household_members (ledger_id, member_id, role) values (${ana}, ${luis}, 'member')`,
  );
  const base = { now: () => new Date(), database, db: database.db } as unknown as Deps;
  const uncached = { ...base, sessionCache: createSessionCache(false) } as Deps;
  const cached = { ...base, sessionCache: createSessionCache(true) } as Deps;
  const token = await createSession(uncached, luis);
  const values = { tokenHash: sha256(token), now: new Date().toISOString(), touchBefore: '2000-01-01T00:00:00Z' };

  console.log(`PostgreSQL at ${admin.replace(/\/\/[^@]*@/, '//')}, ${ROUNDS} sequential look-ups each`);
  const lookup = (ledgerId: string | null) => database.prepared(now({ ...values, ledgerId }));
  await compare([
    ['uncached SQL before: session + ledger version', () => database.prepared(before(values))],
    ['uncached SQL now: + membership, own ledger', () => lookup(null)],
    ['uncached SQL now: + membership, X-Ledger household', () => lookup(ana)],
    ['uncached findSession now, X-Ledger household', () => findSession(uncached, token, ana)],
  ]);
  const cache = createSessionCache(true);
  cache.set(sha256(token), { userId: luis, sessionId: 'x' }, Date.now());
  await compare([
    ['cached before: sha256 + cache get', async () => cache.get(sha256(token), Date.now())],
    ['cached now: findSession, own ledger', () => findSession(cached, token)],
    ['cached now: findSession, X-Ledger household', () => findSession(cached, token, ana)],
  ]);
} finally {
  await database.close();
  await adminQuery(`drop database if exists ${name} with (force)`);
}
