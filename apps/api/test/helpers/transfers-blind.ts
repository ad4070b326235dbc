import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { minorDigits } from '@cuentas/shared/money';
import { expect } from 'vitest';
import { listAll, upload } from './money-helpers.ts';
import { call, registerUser, type TestContext } from './test-app.ts';

/**
 * The blind own-transfers corpus harness (decision 032): each case gets a fresh user named as the
 * holder, with the case's accounts; each account's movements go in as a CSV through the real import
 * path (upload, analyze, commit), and what became a linked transfer, what was proposed and what
 * stayed plain is read back through the API and compared with what the writer expected.
 */

export type ExpectedSeries = {
  payee: string;
  movements: string[];
  interval: string;
  next_date: string;
  last_amount: number;
  price_rise?: { from: number; to: number };
};
export type FoundSeries = {
  movements: string[];
  interval: string;
  next_date: string;
  last_amount: number;
  price_rise: { from: number; to: number } | null;
};
export type BlindAccount = { name: string; type: string; bank: string; last4?: string; phone?: string };
export type BlindMovement = { id: string; account: string; date: string; amount: number; description: string };
export type TransfersCase = {
  id: string;
  country: 'CO' | 'MX' | 'AR' | 'CL' | 'PE' | 'ES';
  currency: string;
  holder: string;
  accounts: BlindAccount[];
  movements: BlindMovement[];
  expect: {
    transfers: { legs: [string, string] }[];
    one_leg_transfers: { id: string; other_account: string }[];
    not_transfers: string[];
    recurring: ExpectedSeries[];
  };
};

/** The corpus, refused when its bytes are not the ones frozen. */
export function readTransfersCorpus(file: string, expectedSha: string): TransfersCase[] {
  const bytes = readFileSync(file);
  const sha = createHash('sha256').update(bytes).digest('hex');
  if (sha !== expectedSha)
    throw new Error(`El corpus ${file} cambió: sha256 ${sha}, congelado ${expectedSha}. No lo mido.`);
  return bytes
    .toString('utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as TransfersCase);
}

// The app's account types; a wallet (Nequi, Mercado Pago, Yape...) is "other".
const TYPES: Record<string, string> = {
  savings: 'savings',
  checking: 'checking',
  wallet: 'other',
  credit_card: 'credit_card',
  cash: 'cash',
  investment: 'investment',
};

/** What the app did with each movement of a case. */
export type CaseOutcome = {
  id: string;
  /** Linked pairs, as sorted movement-id pairs. */
  linked: [string, string][];
  /** Movements linked to a leg the app created (a confirmed one-leg transfer). */
  linkedOneLeg: { movement: string; account: string }[];
  /** Proposed pairs and proposed one-leg transfers, waiting for the user. */
  proposedPairs: [string, string][];
  proposedOneLeg: { movement: string; account: string }[];
  /** Recurring charges the app found, in movement ids and currency units. */
  recurring: FoundSeries[];
  expected: TransfersCase['expect'];
};

const csvCell = (text: string) => (/[";\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text);

/** Runs one case end to end through the API. */
export async function runTransfersCase(ctx: TestContext, item: TransfersCase): Promise<CaseOutcome> {
  const { token } = await registerUser(ctx, { name: item.holder });
  const saved = await call(ctx, 'POST', '/api/configuration', {
    token,
    body: { country: item.country, base_currency: item.currency, month_start_day: 1, is_completed: true },
  });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  const accountIds = new Map<string, string>();
  for (const account of item.accounts) {
    const digits = account.last4 ?? account.phone?.slice(-4) ?? null;
    const res = await call(ctx, 'POST', '/api/accounts', {
      token,
      body: {
        name: account.name,
        type: TYPES[account.type] ?? 'other',
        currency: item.currency,
        opening_date: '2026-01-01',
        last_digits: digits,
      },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    accountIds.set(account.name, res.data.id as string);
  }
  const digits = minorDigits(item.currency);
  // Each account's statement, imported in the order the accounts are listed.
  for (const account of item.accounts) {
    const rows = item.movements.filter((movement) => movement.account === account.name);
    if (rows.length === 0) continue;
    const csv = [
      'Fecha;Concepto;Importe',
      ...rows.map((movement) => `${movement.date};${csvCell(movement.description)};${movement.amount.toFixed(digits)}`),
    ].join('\n');
    const uploaded = await upload(ctx, token, accountIds.get(account.name)!, `${account.name}.csv`, csv);
    expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(201);
    const importId = (uploaded.data.import as { id: string }).id;
    const options = {
      delimiter: ';',
      encoding: 'utf-8',
      has_header: true,
      skip_rows: 0,
      date_format: 'YYYY-MM-DD',
      decimal: '.',
      date_column: 0,
      payee_column: 1,
      amount_column: 2,
    };
    const analyzed = await call(ctx, 'POST', `/api/imports/${importId}/analyze`, { token, body: { options } });
    expect(analyzed.status, JSON.stringify(analyzed.body)).toBe(200);
    // Every row goes in: identical rows of one statement are not duplicates of each other.
    const duplicateRows = ((analyzed.data.duplicates as { row: number }[]) ?? []).map((row) => row.row);
    const committed = await call(ctx, 'POST', `/api/imports/${importId}/commit`, {
      token,
      body: { options, include_duplicate_rows: duplicateRows },
    });
    expect(committed.status, JSON.stringify(committed.body)).toBe(200);
  }

  // Read back: each movement's transaction, by account, date, amount and the bank's text.
  const all = await listAll(ctx, token);
  const scale = 10 ** digits;
  const taken = new Set<string>();
  const movementOf = new Map<string, string>();
  for (const movement of item.movements) {
    const accountId = accountIds.get(movement.account)!;
    const amount = Math.round(movement.amount * scale);
    const candidates = all.filter(
      (tx) => tx.account_id === accountId && tx.date === movement.date && tx.amount === amount && !taken.has(tx.id),
    );
    const exact =
      candidates.find(
        (tx) => ((tx as { original_text?: string }).original_text || tx.payee) === movement.description,
      ) ?? candidates[0];
    if (!exact) throw new Error(`${item.id}: no encontramos el movimiento ${movement.id} importado`);
    taken.add(exact.id);
    movementOf.set(exact.id, movement.id);
  }
  const accountName = new Map([...accountIds].map(([name, id]) => [id, name]));
  const linked: [string, string][] = [];
  const linkedOneLeg: { movement: string; account: string }[] = [];
  for (const tx of all) {
    const mine = movementOf.get(tx.id);
    if (!mine || !tx.transfer_id || !tx.counterpart) continue;
    const other = movementOf.get(tx.counterpart.id);
    if (other) {
      if (mine < other || !movementOf.has(tx.counterpart.id)) linked.push(sortPair(mine, other));
    } else {
      linkedOneLeg.push({ movement: mine, account: accountName.get(tx.counterpart.account_id) ?? '?' });
    }
  }
  const proposedPairs: [string, string][] = [];
  const proposedOneLeg: { movement: string; account: string }[] = [];
  const proposals = await call(ctx, 'GET', '/api/transfer-proposals', { token });
  if (proposals.status === 200) {
    for (const proposal of proposals.data as unknown as {
      transaction_id: string;
      counterpart_id: string | null;
      account_id: string;
    }[]) {
      const mine = movementOf.get(proposal.transaction_id);
      if (!mine) continue;
      const other = proposal.counterpart_id ? movementOf.get(proposal.counterpart_id) : undefined;
      if (other) proposedPairs.push(sortPair(mine, other));
      else proposedOneLeg.push({ movement: mine, account: accountName.get(proposal.account_id) ?? '?' });
    }
  }
  const recurring: FoundSeries[] = [];
  const charges = await call(ctx, 'GET', '/api/recurring-charges', { token });
  if (charges.status === 200) {
    for (const series of charges.data as unknown as {
      transaction_ids: string[];
      interval: string;
      next_date: string;
      last_amount: number;
      price_rise: { from: number; to: number } | null;
    }[]) {
      recurring.push({
        movements: series.transaction_ids.map((id) => movementOf.get(id) ?? '?'),
        interval: series.interval,
        next_date: series.next_date,
        last_amount: series.last_amount / scale,
        price_rise: series.price_rise && { from: series.price_rise.from / scale, to: series.price_rise.to / scale },
      });
    }
  }
  return {
    id: item.id,
    linked: dedupe(linked),
    linkedOneLeg,
    proposedPairs: dedupe(proposedPairs),
    proposedOneLeg,
    recurring,
    expected: item.expect,
  };
}

const idNumber = (id: string) => Number(id.slice(1));
const sortPair = (a: string, b: string): [string, string] => (idNumber(a) < idNumber(b) ? [a, b] : [b, a]);
const dedupe = (pairs: [string, string][]) => [...new Map(pairs.map((pair) => [pair.join('+'), pair])).values()];

const percent = (part: number, whole: number) => (whole === 0 ? '—' : `${((100 * part) / whole).toFixed(1)} %`);

/** The figures: precision and recall of what was linked, of what was proposed, and the traps. */
export function summarizeTransfers(outcomes: CaseOutcome[], label: string): { text: string; misses: string } {
  let expectedItems = 0;
  const tally = { auto: { found: 0, right: 0 }, proposed: { found: 0, right: 0 }, any: { found: 0, right: 0 } };
  let trapMovementsLinked = 0;
  let trapMovementsProposed = 0;
  const trapCasesLinked = new Set<string>();
  const misses: string[] = [];
  for (const outcome of outcomes) {
    const pairKeys = new Set<string>(
      outcome.expected.transfers.map((transfer) => sortPair(...transfer.legs).join('+')),
    );
    const oneLegKeys = new Set<string>(
      outcome.expected.one_leg_transfers.map((transfer) => `${transfer.id}>${transfer.other_account}`),
    );
    expectedItems += pairKeys.size + oneLegKeys.size;
    const traps = new Set(outcome.expected.not_transfers);
    const autoKeys = [
      ...outcome.linked.map((pair) => pair.join('+')),
      ...outcome.linkedOneLeg.map((leg) => `${leg.movement}>${leg.account}`),
    ];
    const proposedKeys = [
      ...outcome.proposedPairs.map((pair) => pair.join('+')),
      ...outcome.proposedOneLeg.map((leg) => `${leg.movement}>${leg.account}`),
    ];
    const isRight = (key: string) => pairKeys.has(key) || oneLegKeys.has(key);
    const caught = new Set<string>();
    for (const key of autoKeys) {
      tally.auto.found++;
      if (isRight(key)) {
        tally.auto.right++;
        caught.add(key);
      } else misses.push(`${outcome.id} enlazado de más: ${key}`);
    }
    for (const key of proposedKeys) {
      tally.proposed.found++;
      if (isRight(key)) {
        tally.proposed.right++;
        caught.add(key);
      } else misses.push(`${outcome.id} propuesto de más: ${key}`);
    }
    for (const key of [...pairKeys, ...oneLegKeys]) if (!caught.has(key)) misses.push(`${outcome.id} no visto: ${key}`);
    tally.any.found += autoKeys.length + proposedKeys.length;
    tally.any.right += caught.size;
    const linkedMovements = new Set([...outcome.linked.flat(), ...outcome.linkedOneLeg.map((leg) => leg.movement)]);
    const proposedMovements = new Set([
      ...outcome.proposedPairs.flat(),
      ...outcome.proposedOneLeg.map((leg) => leg.movement),
    ]);
    for (const id of traps) {
      if (linkedMovements.has(id)) {
        trapMovementsLinked++;
        trapCasesLinked.add(outcome.id);
      }
      if (proposedMovements.has(id)) trapMovementsProposed++;
    }
  }
  const trapCases = outcomes.filter((outcome) => outcome.expected.not_transfers.length > 0).length;
  const line = (name: string, { found, right }: { found: number; right: number }) =>
    `${name}: ${found} detectadas, ${right} correctas · precisión ${percent(right, found)} · exhaustividad ${percent(right, expectedItems)}`;
  // Recurring charges: a series is right when it holds exactly the expected movements.
  let expectedSeries = 0;
  let foundSeries = 0;
  let rightSeries = 0;
  let rightDetails = 0;
  let expectedRises = 0;
  let foundRises = 0;
  let rightRises = 0;
  const setKey = (ids: string[]) => [...ids].sort((a, b) => idNumber(a) - idNumber(b)).join(',');
  for (const outcome of outcomes) {
    const expected = new Map(outcome.expected.recurring.map((series) => [setKey(series.movements), series]));
    expectedSeries += expected.size;
    expectedRises += outcome.expected.recurring.filter((series) => series.price_rise).length;
    for (const series of outcome.recurring) {
      foundSeries++;
      if (series.price_rise) foundRises++;
      const match = expected.get(setKey(series.movements));
      if (!match) {
        misses.push(`${outcome.id} serie de más: ${setKey(series.movements)}`);
        continue;
      }
      rightSeries++;
      const rise = match.price_rise ?? null;
      const sameRise =
        rise === null
          ? series.price_rise === null
          : series.price_rise !== null && series.price_rise.from === rise.from && series.price_rise.to === rise.to;
      if (rise && sameRise) rightRises++;
      if (
        series.interval === match.interval &&
        series.next_date === match.next_date &&
        series.last_amount === match.last_amount &&
        sameRise
      )
        rightDetails++;
      else
        misses.push(
          `${outcome.id} serie con datos distintos: ${setKey(series.movements)} ${JSON.stringify(series)} ≠ ${JSON.stringify(match)}`,
        );
    }
    const found = new Set(outcome.recurring.map((series) => setKey(series.movements)));
    for (const key of expected.keys()) if (!found.has(key)) misses.push(`${outcome.id} serie no vista: ${key}`);
  }
  const text = [
    `Transferencias propias — ${label}: ${outcomes.length} casos, ${expectedItems} transferencias esperadas (parejas + de una pata)`,
    line('  enlazadas solas (parejas y de una pata)', tally.auto),
    line('  propuestas para confirmar', tally.proposed),
    line('  enlazadas o propuestas', tally.any),
    `  trampas: ${trapMovementsLinked} movimientos "no transferencia" enlazados en ${trapCasesLinked.size} de ${trapCases} casos con trampas; ${trapMovementsProposed} propuestos`,
    `Cobros recurrentes: ${expectedSeries} series esperadas, ${foundSeries} encontradas, ${rightSeries} correctas · precisión ${percent(rightSeries, foundSeries)} · exhaustividad ${percent(rightSeries, expectedSeries)}`,
    `  con intervalo, próxima fecha, último importe y subida correctos: ${rightDetails} de ${rightSeries}`,
    `  subidas de precio: ${expectedRises} esperadas, ${foundRises} señaladas, ${rightRises} correctas`,
  ].join('\n');
  return { text, misses: misses.join('\n') };
}
