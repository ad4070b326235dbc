// The cost of private accounts (decision 049) on the hot reads: the session look-up, which now
// also lists the other members' private accounts, and the transaction list's first page and the
// totals, which leave those accounts out. "before" is the same call for a person with nothing
// hidden: the statement every ledger without private accounts still runs.
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres node bench/private-accounts.ts
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openPostgres } from '../apps/api/src/db/client.ts';
import { statementTemplate } from '../apps/api/src/db/prepared.ts';
import { createSession, findSession, type SessionInfo } from '../apps/api/src/lib/auth.ts';
import { sha256 } from '../apps/api/src/lib/crypto.ts';
import type { Deps } from '../apps/api/src/lib/deps.ts';
import { createSessionCache } from '../apps/api/src/lib/session-cache.ts';
import { listTransactionsBody } from '../apps/api/src/modules/transactions/queries.ts';
import { transactionTotals } from '../apps/api/src/modules/transactions/totals.ts';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2000);
const ROWS = Number(process.env.BENCH_ROWS ?? 200_000);
const admin = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const name = `cc_private_bench_${randomBytes(4).toString('hex')}`;

async function adminQuery(text: string) {
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  await client.query(text);
  await client.end();
}

/** The session look-up as it was before private accounts (decision 044's). */
const before = statementTemplate<'tokenHash' | 'now' | 'touchBefore' | 'ledgerId'>(
  (value) => sql`
    select s.id, s.user_id, l.id, l.ledger_version, s.last_used_at < ${value('touchBefore')}::timestamptz, m.role
      from sessions s
      left join household_members m
        on m.ledger_id = coalesce(${value('ledgerId')}::uuid, s.user_id) and m.member_id = s.user_id
      left join users l on l.id = m.ledger_id
     where s.token_hash = ${value('tokenHash')} and s.revoked_at is null and s.expires_at > ${value('now')}::timestamptz`,
);

/** The look-up now, as lib/auth.ts writes it: the other members' private accounts come with it. */
const now = statementTemplate<'tokenHash' | 'now' | 'touchBefore' | 'ledgerId'>(
  (value) => sql`
    select s.id, s.user_id, l.id, l.ledger_version, s.last_used_at < ${value('touchBefore')}::timestamptz, m.role,
           (select string_agg(a.id::text, ',') from accounts a
             where a.user_id = l.id and a.private and a.owner_id <> s.user_id
               and exists (select 1 from household_members o where o.ledger_id = a.user_id and o.member_id = a.owner_id))
      from sessions s
      left join household_members m
        on m.ledger_id = coalesce(${value('ledgerId')}::uuid, s.user_id) and m.member_id = s.user_id
      left join users l on l.id = m.ledger_id
     where s.token_hash = ${value('tokenHash')} and s.revoked_at is null and s.expires_at > ${value('now')}::timestamptz`,
);

/** Cases in turns of 50 calls, so a machine busy with other work slows them alike; the median turn per call. */
async function compare(cases: [label: string, run: () => Promise<unknown>][]) {
  const turns = new Map<string, number[]>(cases.map(([label]) => [label, []]));
  for (let round = 0; round < ROUNDS / 50 + 2; round++) {
    for (const [label, run] of cases) {
      const start = process.hrtime.bigint();
      for (let index = 0; index < 50; index++) await run();
      if (round >= 2) turns.get(label)!.push(Number(process.hrtime.bigint() - start) / 1000 / 50);
    }
  }
  for (const [label, values] of turns) {
    const median = values.sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
    console.log(`${label.padEnd(62)} ${median.toFixed(1).padStart(8)} µs`);
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
  // Eight shared accounts and Luis's private one, which holds one movement in nine.
  await database.db.execute(sql`
    insert into accounts (id, user_id, name, type, currency, opening_date, owner_id, private)
    select ('0190a6f0-0000-7000-8000-0000000001' || lpad(n::text, 2, '0'))::uuid, ${ana}, 'Cuenta ' || n, 'checking',
           'EUR', '2016-01-01', case when n = 9 then ${luis}::uuid end, n = 9
      from generate_series(1, 9) n`);
  await database.db.execute(sql`
    insert into transactions (id, user_id, account_id, date, amount, payee)
    select gen_random_uuid(), ${ana},
           ('0190a6f0-0000-7000-8000-0000000001' || lpad((n % 9 + 1)::text, 2, '0'))::uuid,
           date '2016-01-01' + (n % 3650), -(n % 50000) - 1, 'Comercio ' || (n % 500)
      from generate_series(1, ${ROWS}) n`);
  await database.db.execute(sql`analyze`);

  const base = { now: () => new Date(), database, db: database.db } as unknown as Deps;
  const uncached = { ...base, sessionCache: createSessionCache(false) } as Deps;
  const anaToken = await createSession(uncached, ana);
  const values = { tokenHash: sha256(anaToken), now: new Date().toISOString(), touchBefore: '2000-01-01T00:00:00Z' };
  const found = await findSession(uncached, anaToken);
  if (found.session === undefined) throw new Error('no session');
  const anaSession = found.session!;
  console.log(`PostgreSQL at ${admin.replace(/\/\/[^@]*@/, '//')}, ${ROWS} movements, ${ROUNDS} calls per case`);
  console.log(`Ana's session hides ${anaSession.hiddenAccountIds?.length ?? 0} account(s)`);

  await compare([
    ['session look-up before (membership only)', () => database.prepared(before({ ...values, ledgerId: null }))],
    ['session look-up now (+ hidden accounts)', () => database.prepared(now({ ...values, ledgerId: null }))],
  ]);

  const noCache = { get: () => undefined, set: () => {} };
  const query = { limit: 50 };
  const seesAll: SessionInfo = { ...anaSession, hiddenAccountIds: undefined };
  await compare([
    [
      'list first page, nothing hidden (the statement as before)',
      () => listTransactionsBody(base, noCache, seesAll, query),
    ],
    ['list first page, one private account hidden', () => listTransactionsBody(base, noCache, anaSession, query)],
    [
      'list search "comercio 42", nothing hidden',
      () => listTransactionsBody(base, noCache, seesAll, { ...query, q: 'comercio 42' }),
    ],
    [
      'list search "comercio 42", one hidden',
      () => listTransactionsBody(base, noCache, anaSession, { ...query, q: 'comercio 42' }),
    ],
    ['totals of everything (rollup), nothing hidden', () => transactionTotals(base, seesAll, {})],
    ['totals of everything (rollup), one hidden', () => transactionTotals(base, anaSession, {})],
  ]);
} finally {
  await database.close();
  await adminQuery(`drop database if exists ${name} with (force)`);
}
