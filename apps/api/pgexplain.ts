import { openPglite } from './src/db/client.ts';
import { readFileSync } from 'node:fs';
const database = openPglite({ dataDir: '/work/main/bench/data/pglite-run/pglite' });
const client = (database.db as any).$client ?? (database.db as any).session.client;
await client.waitReady;
const text = readFileSync('/tmp/page.sql', 'utf8').replace("'01a20110-b628-774e-a7b3-1b302186231e'", '(select id from users limit 1)').replace("t.user_id = (select id from users limit 1)", "t.user_id = (select id from users limit 1) and (t.date, t.id) < ('2019-05-05'::date, 'ffffffff-ffff-7fff-bfff-ffffffffffff'::uuid)");
for (let i = 0; i < 3; i++) {
  const r = await client.query('explain (analyze, buffers, summary) ' + text);
  console.log(r.rows.map((x: any) => x['QUERY PLAN']).filter((l: string) => /Planning Time|Execution Time/.test(l)).join('\n'));
}
let t = performance.now();
for (let i = 0; i < 200; i++) await client.query(text);
console.log('avg query() ms', ((performance.now() - t) / 200).toFixed(3));
const { sql } = await import('drizzle-orm');
for (let round = 0; round < 3; round++) {
  t = performance.now();
  for (let i = 0; i < 500; i++) await database.prepared(sql.raw(text));
  console.log('avg prepared ms', ((performance.now() - t) / 500).toFixed(3));
}
t = performance.now();
for (let i = 0; i < 500; i++) await database.prepared(sql`select ledger_version from users where id = ${'01a20110-b628-774e-a7b3-1b302186231e'}`);
console.log('avg version ms', ((performance.now() - t) / 500).toFixed(3));
await database.close();
