// The recurring charges on the bench user (decision 039): the first answer after a start, answers
// while nothing changed, and the first answer after a movement is added (the ledger moved).
//   BENCH_DATABASE_URL=… node bench/recurring-charges.ts
import { readFileSync } from 'node:fs';
import { benchTarget, startServer, stopServer, waitForFirstPage } from './lib.ts';

const PORT = Number(process.env.BENCH_PORT ?? 4402);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const target = benchTarget();
const token = readFileSync(target.tokenFile, 'utf8').trim();
const headers = { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' };
const base = `http://127.0.0.1:${PORT}/api`;

async function timed(): Promise<number> {
  const started = performance.now();
  const response = await fetch(`${base}/recurring-charges`, { headers });
  if (!response.ok) throw new Error(`recurring-charges answered ${response.status}`);
  await response.arrayBuffer();
  return Math.round((performance.now() - started) * 10) / 10;
}

const server = startServer(target, PORT);
try {
  await waitForFirstPage(PORT, token);
  const accounts = ((await (await fetch(`${base}/accounts`, { headers })).json()) as { data: { id: string }[] }).data;
  console.log(`first answer after the start: ${await timed()} ms`);
  const unchanged: number[] = [];
  for (let round = 0; round < ROUNDS * 4; round++) unchanged.push(await timed());
  console.log(`unchanged ledger (${unchanged.length}): ${unchanged.join(', ')} ms`);
  const afterChange: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const created = await fetch(`${base}/transactions`, {
      method: 'POST',
      headers,
      body: JSON.stringify({
        account_id: accounts[0]!.id,
        date: new Date().toISOString().slice(0, 10),
        amount: -1000,
        payee: 'Bench',
      }),
    });
    const id = ((await created.json()) as { data: { id: string } }).data.id;
    afterChange.push(await timed());
    await fetch(`${base}/transactions/${id}`, { method: 'DELETE', headers });
  }
  console.log(`first answer after a new movement (${afterChange.length}): ${afterChange.join(', ')} ms`);
} finally {
  await stopServer(server);
}
