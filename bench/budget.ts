// The bench user's budget, as a person who budgets keeps it: every expense category budgeted
// this month and the six before, half of them rolling over, so a month's read follows rollover
// chains back through earlier months' spending. Idempotent (PUT upserts the same lines).
import { percentile, request } from './lib.ts';

const MONTHS_BACK = 6;

function monthShift(month: string, count: number): string {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  const index = year * 12 + monthNumber - 1 + count;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** Budgets the bench user's months and answers the path of this month's budget. */
export async function prepareBudgetMonth(port: number, token: string): Promise<string> {
  const categories = (
    JSON.parse((await request(port, 'GET', '/api/categories', token)).body) as {
      data: { id: string; parent_id: string | null; kind: string }[];
    }
  ).data;
  const leaves = categories.filter((category) => category.kind === 'expense' && category.parent_id);
  const month = new Date().toISOString().slice(0, 7);
  for (let back = MONTHS_BACK; back >= 0; back--) {
    const lines = leaves.map((category, index) => ({
      category_id: category.id,
      amount: 20_000 + index * 1_000,
      rollover: index % 2 === 0,
    }));
    const res = await request(
      port,
      'PUT',
      `/api/budgets/${monthShift(month, -back)}`,
      token,
      JSON.stringify({ lines, expected_income: 350_000 }),
    );
    if (res.status !== 200) throw new Error(`could not budget ${monthShift(month, -back)}: ${res.status} ${res.body}`);
  }
  return `/api/budgets/${month}`;
}

/**
 * The budget month's first read after a change (a movement's note edited: the ledger version
 * moves, so the book is read again), one client: what a person waits for after saving a movement.
 */
export async function budgetAfterChange(port: number, token: string, path: string, rounds = 40) {
  const first = JSON.parse((await request(port, 'GET', '/api/transactions?limit=1', token)).body) as {
    data: { items: { id: string }[] };
  };
  const id = first.data.items[0]!.id;
  const latencies: number[] = [];
  for (let round = 0; round < rounds; round++) {
    await request(port, 'PATCH', `/api/transactions/${id}`, token, JSON.stringify({ notes: `bench ${round}` }));
    latencies.push((await request(port, 'GET', path, token)).ms);
  }
  latencies.sort((a, b) => a - b);
  const round = (n: number) => Math.round(n * 10) / 10;
  return { requests: rounds, p50: round(percentile(latencies, 50)), p95: round(percentile(latencies, 95)) };
}
