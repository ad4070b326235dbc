import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inLedger, join, type Person, person } from '../../../test/helpers/households.ts';
import { call, createTestApp, type TestContext } from '../../../test/helpers/test-app.ts';

// Decision 049 beyond accounts and movements: savings goals, reminders, the other leg of a
// transfer and the WhatsApp chat's answers leave out another member's private account, and its
// owner still sees all of it.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
  // Wednesday 25 November 2026, 10:00 in Bogotá.
  ctx.clock.advance(new Date('2026-11-25T15:00:00Z').getTime() - ctx.clock.now().getTime());
}, 60_000);
afterAll(async () => ctx.close());

type Json = Record<string, unknown>;
let phones = 0;

async function linkPhone(who: Person) {
  phones += 1;
  const phone = `+5731088${String(phones).padStart(5, '0')}`;
  const otp = await call(ctx, 'POST', '/api/auth/validate-phone', { token: who.token, body: { phone } });
  const code = ctx.whatsapps.filter((message) => message.to === phone && message.code).at(-1)!.code!;
  const confirmed = await call(ctx, 'POST', '/api/auth/confirm-otp', {
    token: who.token,
    body: { otp_id: otp.data.otp_id, code },
  });
  expect(confirmed.status).toBe(200);
}

const say = async (who: Person, text: string) => {
  const res = await call(ctx, 'POST', '/api/whatsapp/simulate', {
    token: who.token,
    body: { text },
    headers: { 'x-time-zone': 'America/Bogota' },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return (res.data as unknown as { reply: string }).reply;
};

const account = (name: string, extra: object = {}) => ({
  name,
  type: 'checking',
  currency: 'COP',
  opening_balance: 1_000_000,
  opening_date: '2026-01-01',
  ...extra,
});

/** Ana's household with Luis; Luis keeps «Ahorro de Luis» private, with a goal, a reminder and a transfer into it. */
async function household() {
  const ana = await person(ctx, 'Ana Gómez');
  const luis = await person(ctx, 'Luis Soto');
  await call(ctx, 'POST', '/api/configuration', {
    token: ana.token,
    body: { country: 'CO', base_currency: 'COP', month_start_day: 1 },
  });
  await join(ctx, ana, luis, 'member');
  const as = (who: Person) => ({ token: who.token, headers: inLedger(ana.id) });
  const shared = await call(ctx, 'POST', '/api/accounts', { ...as(ana), body: account('Común') });
  const hidden = await call(ctx, 'POST', '/api/accounts', {
    ...as(luis),
    body: account('Ahorro de Luis', { owner_id: luis.id, private: true }),
  });
  expect(hidden.status, JSON.stringify(hidden.body)).toBe(201);
  const sharedId = shared.data.id as string;
  const privateId = hidden.data.id as string;
  const goal = await call(ctx, 'POST', '/api/savings-goals', {
    ...as(luis),
    body: { name: 'Moto', target_amount: 5_000_000, currency: 'COP', account_id: privateId },
  });
  expect(goal.status, JSON.stringify(goal.body)).toBe(201);
  const reminder = (title: string, accountId: string) =>
    call(ctx, 'POST', '/api/reminders', {
      ...as(luis),
      body: {
        title,
        amount: -80_000,
        account_id: accountId,
        next_due: '2026-12-01',
        recurrence: { kind: 'monthly_day', day: 1 },
      },
    });
  const bill = await reminder('Seguro de la moto', privateId);
  expect(bill.status, JSON.stringify(bill.body)).toBe(201);
  expect((await reminder('Luz', sharedId)).status).toBe(201);
  const transfer = await call(ctx, 'POST', '/api/transfers', {
    ...as(luis),
    body: { from_account_id: sharedId, to_account_id: privateId, date: '2026-11-20', amount: 300_000 },
  });
  expect(transfer.status, JSON.stringify(transfer.body)).toBe(201);
  const sharedLeg = (transfer.data as unknown as Json[]).find((leg) => leg.account_id === sharedId)!;
  const gift = await call(ctx, 'POST', '/api/transactions', {
    ...as(luis),
    body: { account_id: privateId, amount: -50_000, date: '2026-11-21', payee: 'Regalo' },
  });
  expect(gift.status).toBe(201);
  return {
    ana,
    luis,
    as,
    sharedId,
    privateId,
    goalId: goal.data.id as string,
    billId: bill.data.id as string,
    sharedLeg,
  };
}

describe('another member’s private account, beyond the accounts screen', () => {
  it('hides the goals and reminders linked to it from the partner, and shows them to the owner', async () => {
    const { ana, luis, as, privateId, goalId, billId } = await household();
    const names = (rows: unknown) => (rows as { name?: string; title?: string }[]).map((row) => row.name ?? row.title);

    expect(names((await call(ctx, 'GET', '/api/savings-goals', as(luis))).data)).toEqual(['Moto']);
    expect(names((await call(ctx, 'GET', '/api/savings-goals', as(ana))).data)).toEqual([]);
    expect((await call(ctx, 'GET', `/api/savings-goals/${goalId}`, as(ana))).status).toBe(404);
    expect((await call(ctx, 'GET', `/api/savings-goals/${goalId}/contributions`, as(ana))).status).toBe(404);
    const poke = await call(ctx, 'PATCH', `/api/savings-goals/${goalId}`, { ...as(ana), body: { name: 'Mía' } });
    expect(poke.status).toBe(404);
    const linked = await call(ctx, 'POST', '/api/savings-goals', {
      ...as(ana),
      body: { name: 'Viaje', target_amount: 100_000, currency: 'COP', account_id: privateId },
    });
    expect(linked.status).toBe(400);
    expect(linked.errors).toEqual([
      expect.objectContaining({ field: 'account_id', message: 'No encontramos esta cuenta' }),
    ]);

    expect(names((await call(ctx, 'GET', '/api/reminders', as(luis))).data)).toEqual(['Seguro de la moto', 'Luz']);
    expect(names((await call(ctx, 'GET', '/api/reminders', as(ana))).data)).toEqual(['Luz']);
    const upcoming = await call(ctx, 'GET', '/api/reminders/upcoming?days=30', as(ana));
    expect(JSON.stringify(upcoming.data)).not.toContain('Seguro');
    const ownerUpcoming = await call(ctx, 'GET', '/api/reminders/upcoming?days=30', as(luis));
    expect(JSON.stringify(ownerUpcoming.body)).toContain('Seguro');
    expect((await call(ctx, 'PATCH', `/api/reminders/${billId}`, { ...as(ana), body: { title: 'x' } })).status).toBe(
      404,
    );
    expect((await call(ctx, 'POST', `/api/reminders/${billId}/skip`, { ...as(ana), body: {} })).status).toBe(404);
    expect((await call(ctx, 'DELETE', `/api/reminders/${billId}`, as(ana))).status).toBe(404);
    const into = await call(ctx, 'POST', '/api/reminders', {
      ...as(ana),
      body: {
        title: 'Colado',
        amount: -1,
        account_id: privateId,
        next_due: '2026-12-01',
        recurrence: { kind: 'once' },
      },
    });
    expect(into.status).toBe(400);
    expect(into.errors![0]).toMatchObject({ field: 'account_id', message: 'No encontramos esta cuenta' });
    const forecast = await call(ctx, 'GET', '/api/reports/forecast?months=3', as(ana));
    expect(forecast.status).toBe(200);
    expect(JSON.stringify(forecast.body)).not.toContain('Seguro');
    expect(JSON.stringify((await call(ctx, 'GET', '/api/reports/forecast?months=3', as(luis))).body)).toContain(
      'Seguro',
    );
  }, 120_000);

  it('names the hidden leg of a transfer «private», without its account or movement id', async () => {
    const { ana, luis, as, sharedId, privateId, sharedLeg } = await household();
    const hiddenLeg = { id: null, account_id: null, amount: 300_000, private: true };
    // The first page (prepared), a search (planned each time), the register and the single movement.
    for (const url of [
      '/api/transactions',
      `/api/transactions?account_ids=${sharedId}`,
      '/api/transactions?q=transfer',
      `/api/accounts/${sharedId}/register`,
      `/api/transactions/${sharedLeg.id as string}`,
    ]) {
      const res = await call(ctx, 'GET', url, as(ana));
      expect(res.status, url).toBe(200);
      expect(JSON.stringify(res.body), url).not.toContain(privateId);
      const data = res.data as { items?: Json[] } & Json;
      const leg = (data.items ?? [data]).find((row) => row.id === sharedLeg.id);
      if (url.includes('q=')) continue; // the search may not match an empty payee
      expect(leg?.counterpart, url).toEqual(hiddenLeg);
    }
    const owner = await call(ctx, 'GET', '/api/transactions', as(luis));
    const seen = (owner.data.items as unknown as Json[]).find((row) => row.id === sharedLeg.id);
    expect(seen?.counterpart).toMatchObject({ account_id: privateId, amount: 300_000 });
    expect(seen?.counterpart).not.toHaveProperty('private');
  }, 120_000);

  it('lets only someone who sees both halves change or delete a transfer (decision 056)', async () => {
    const { ana, luis, as, sharedId, privateId, sharedLeg } = await household();
    const id = sharedLeg.id as string;
    const refused = {
      message:
        'La otra parte de esta transferencia está en una cuenta privada de otra persona del hogar: solo esa persona puede cambiarla o eliminarla',
    };
    // Every change of Ana's half would change Luis's hidden half too: the amount, the date, the words.
    for (const body of [{ amount: -1_000 }, { date: '2026-11-22' }, { payee: 'Ahorro' }, { notes: 'x' }]) {
      const res = await call(ctx, 'PATCH', `/api/transactions/${id}`, { ...as(ana), body });
      expect(res.status, JSON.stringify(body)).toBe(403);
      expect(res.errors).toEqual([expect.objectContaining(refused)]);
    }
    const removed = await call(ctx, 'DELETE', `/api/transactions/${id}`, as(ana));
    expect(removed.status).toBe(403);
    expect(removed.errors).toEqual([expect.objectContaining(refused)]);
    // In bulk, the transfer stays and is not counted, as transfers stay out of a bulk category.
    const bulk = await call(ctx, 'POST', '/api/transactions/bulk', {
      ...as(ana),
      body: { ids: [id], action: 'delete' },
    });
    expect(bulk.status, JSON.stringify(bulk.body)).toBe(200);
    expect(bulk.data).toMatchObject({ affected: 0 });
    // Nothing moved: Luis still sees both halves as they were.
    const mine = await call(ctx, 'GET', `/api/transactions/${id}`, as(luis));
    expect(mine.status).toBe(200);
    expect(mine.data).toMatchObject({ amount: -300_000, date: '2026-11-20' });
    expect(mine.data.counterpart).toMatchObject({ account_id: privateId, amount: 300_000 });

    // Luis sees both halves: he may change it, and both move together.
    const changed = await call(ctx, 'PATCH', `/api/transactions/${id}`, { ...as(luis), body: { amount: -250_000 } });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(changed.data.counterpart).toMatchObject({ account_id: privateId, amount: 250_000 });
    // A transfer between two accounts Ana sees is still hers to change.
    const other = await call(ctx, 'POST', '/api/accounts', { ...as(ana), body: account('Efectivo') });
    const plain = await call(ctx, 'POST', '/api/transfers', {
      ...as(ana),
      body: { from_account_id: sharedId, to_account_id: other.data.id, date: '2026-11-20', amount: 10_000 },
    });
    const plainLeg = (plain.data as unknown as Json[])[0]!;
    const edited = await call(ctx, 'PATCH', `/api/transactions/${plainLeg.id as string}`, {
      ...as(ana),
      body: { amount: -12_000 },
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    const gone = await call(ctx, 'DELETE', `/api/transactions/${plainLeg.id as string}`, as(ana));
    expect(gone.status).toBe(200);
    // Luis deletes his transfer: both halves go.
    expect((await call(ctx, 'DELETE', `/api/transactions/${id}`, as(luis))).status).toBe(200);
    expect((await call(ctx, 'GET', `/api/transactions/${id}`, as(ana))).status).toBe(404);
  }, 120_000);

  it('keeps the partner’s WhatsApp answers to what they may see, and says something is left out', async () => {
    const { ana, luis } = await household();
    await linkPhone(ana);
    await linkPhone(luis);
    const chosen = await call(ctx, 'PATCH', '/api/whatsapp/settings', {
      token: luis.token,
      body: { ledger_id: ana.id },
    });
    expect(chosen.status).toBe(200);

    const anaBalances = await say(ana, 'saldo');
    expect(anaBalances).toContain('Común');
    expect(anaBalances).not.toContain('Ahorro de Luis');
    expect(anaBalances).toContain('No incluye 1 cuenta privada');
    const luisBalances = await say(luis, 'saldo');
    expect(luisBalances).toContain('Ahorro de Luis');
    expect(luisBalances).not.toContain('No incluye');

    // The gift (50.000) was spent from the private account: only its owner's answer counts it.
    expect(await say(ana, '¿cuánto he gastado este mes?')).not.toMatch(/50\.000/);
    expect(await say(luis, '¿cuánto he gastado este mes?')).toMatch(/50\.000/);
  }, 120_000);
});
