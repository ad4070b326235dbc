import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestContext } from '../../../test/helpers/test-app.ts';
import { inLedger, join, type Person, person } from '../../../test/helpers/households.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx.close());

const account = (name: string, extra: object = {}) => ({
  name,
  type: 'checking',
  currency: 'EUR',
  opening_balance: 100_000,
  opening_date: '2026-01-01',
  ...extra,
});

type Row = { id: string; payee: string; created_by?: string | null };

/** Ana's ledger with Luis (member) and Vera (viewer); Luis keeps a private account in it. */
async function household() {
  const ana = await person(ctx, 'Ana Gómez');
  const luis = await person(ctx, 'Luis Soto');
  const vera = await person(ctx, 'Vera Ruiz');
  await join(ctx, ana, luis, 'member');
  await join(ctx, ana, vera, 'viewer');
  const as = (who: Person) => ({ token: who.token, headers: inLedger(ana.id) });
  const shared = await call(ctx, 'POST', '/api/accounts', { ...as(ana), body: account('Común') });
  expect(shared.status, JSON.stringify(shared.body)).toBe(201);
  const mine = await call(ctx, 'POST', '/api/accounts', {
    ...as(luis),
    body: account('Ahorro de Luis', { owner_id: luis.id, private: true }),
  });
  expect(mine.status, JSON.stringify(mine.body)).toBe(201);
  expect(mine.data).toMatchObject({ owner_id: luis.id, private: true });
  const book = async (who: Person, accountId: string, payee: string, amount: number) => {
    const res = await call(ctx, 'POST', '/api/transactions', {
      ...as(who),
      body: { account_id: accountId, amount, date: '2026-01-10', payee },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.data.id as string;
  };
  await book(ana, shared.data.id as string, 'Mercadona', -4_250);
  const gift = await book(luis, mine.data.id as string, 'Regalo', -5_000);
  return { ana, luis, vera, as, sharedId: shared.data.id as string, privateId: mine.data.id as string, gift };
}

describe('private accounts', () => {
  it('are seen by their owner only: another member gets 404 and figures that say what they leave out', async () => {
    const { ana, luis, vera, as, privateId, gift } = await household();

    // The owner sees it all, and the list remembers who entered each movement.
    const luisList = await call(ctx, 'GET', '/api/transactions', as(luis));
    expect((luisList.data.items as unknown as Row[]).map((row) => [row.payee, row.created_by])).toEqual([
      ['Regalo', luis.id],
      ['Mercadona', ana.id],
    ]);
    const luisAccounts = await call(ctx, 'GET', '/api/accounts', as(luis));
    expect((luisAccounts.data as unknown as { name: string }[]).map((row) => row.name)).toContain('Ahorro de Luis');
    expect((await call(ctx, 'GET', '/api/accounts/hidden', as(luis))).data).toEqual({ count: 0, owners: [] });

    for (const other of [ana, vera]) {
      const accounts = await call(ctx, 'GET', '/api/accounts', as(other));
      expect((accounts.data as unknown as { name: string }[]).map((row) => row.name)).toEqual(['Común']);
      // The first page was built for Luis a moment ago: the cache must not hand it over.
      const list = await call(ctx, 'GET', '/api/transactions', as(other));
      expect((list.data.items as unknown as Row[]).map((row) => row.payee)).toEqual(['Mercadona']);
      const search = await call(ctx, 'GET', '/api/transactions?q=regalo', as(other));
      expect(search.data.items).toEqual([]);
      expect((await call(ctx, 'GET', `/api/accounts/${privateId}`, as(other))).status).toBe(404);
      expect((await call(ctx, 'GET', `/api/accounts/${privateId}/register`, as(other))).status).toBe(404);
      expect((await call(ctx, 'GET', `/api/transactions/${gift}`, as(other))).status).toBe(404);
      expect((await call(ctx, 'GET', `/api/transactions/${gift}/attachments`, as(other))).status).toBe(404);
      const hidden = await call(ctx, 'GET', '/api/accounts/hidden', as(other));
      expect(hidden.data).toEqual({ count: 1, owners: [{ member_id: luis.id, name: 'Luis Soto', count: 1 }] });
      // Whole months come from the rollup, the edges from rows: both leave the account out.
      for (const range of ['', '?from=2026-01-01&to=2026-01-31', '?from=2026-01-05&to=2026-02-20']) {
        const totals = await call(ctx, 'GET', `/api/transactions/totals${range}`, as(other));
        expect(totals.data, range).toMatchObject({
          count: 1,
          by_currency: [{ currency: 'EUR', expense: -4_250 }],
          hidden_accounts: 1,
        });
      }
      const worth = await call(ctx, 'GET', '/api/accounts/net-worth', as(other));
      expect((worth.data.accounts as unknown as { account_id: string }[]).map((row) => row.account_id)).not.toContain(
        privateId,
      );
      const dashboard = await call(ctx, 'GET', '/api/reports/dashboard', as(other));
      expect(JSON.stringify(dashboard.data)).not.toContain('Regalo');
      const report = await call(ctx, 'GET', '/api/reports/income-expense?from=2026-01-01&to=2026-01-31', as(other));
      expect(report.status).toBe(200);
      expect(JSON.stringify(report.data)).not.toContain('9250');
    }
    const csv = await ctx.app.inject({
      method: 'GET',
      url: '/api/transactions/export',
      headers: { authorization: `Bearer ${ana.token}`, ...inLedger(ana.id) },
    });
    expect(csv.body).toContain('Mercadona');
    expect(csv.body).not.toContain('Regalo');
  }, 120_000);

  it('refuses another member every write to the private account and its movements with 404 or a field error', async () => {
    const { ana, as, privateId, gift } = await household();
    expect((await call(ctx, 'PATCH', `/api/accounts/${privateId}`, { ...as(ana), body: { name: 'Mía' } })).status).toBe(
      404,
    );
    expect((await call(ctx, 'DELETE', `/api/accounts/${privateId}`, as(ana))).status).toBe(404);
    expect((await call(ctx, 'PATCH', `/api/transactions/${gift}`, { ...as(ana), body: { payee: 'x' } })).status).toBe(
      404,
    );
    expect((await call(ctx, 'DELETE', `/api/transactions/${gift}`, as(ana))).status).toBe(404);
    const bulk = await call(ctx, 'POST', '/api/transactions/bulk', {
      ...as(ana),
      body: { ids: [gift], action: 'delete' },
    });
    expect(bulk.data).toMatchObject({ affected: 0 });
    const into = await call(ctx, 'POST', '/api/transactions', {
      ...as(ana),
      body: { account_id: privateId, amount: -100, date: '2026-01-11', payee: 'Colado' },
    });
    expect(into.status).toBe(400);
    expect(into.errors).toEqual([
      expect.objectContaining({ field: 'account_id', message: 'No encontramos esta cuenta' }),
    ]);
  });

  it('checks who may own and hide an account, and a viewer may change nothing', async () => {
    const { ana, luis, vera, as, sharedId } = await household();
    const stranger = await person(ctx, 'Marta Sanz');
    const notMember = await call(ctx, 'PATCH', `/api/accounts/${sharedId}`, {
      ...as(ana),
      body: { owner_id: stranger.id },
    });
    expect(notMember.status).toBe(400);
    expect(notMember.errors).toEqual([
      expect.objectContaining({ field: 'owner_id', message: 'Elige a alguien de tu hogar' }),
    ]);
    const forSomeoneElse = await call(ctx, 'PATCH', `/api/accounts/${sharedId}`, {
      ...as(ana),
      body: { owner_id: luis.id, private: true },
    });
    expect(forSomeoneElse.status).toBe(400);
    expect(forSomeoneElse.errors![0]).toMatchObject({
      field: 'private',
      message: 'Solo puedes hacer privada una cuenta tuya',
    });
    const noOwner = await call(ctx, 'PATCH', `/api/accounts/${sharedId}`, { ...as(ana), body: { private: true } });
    expect(noOwner.errors![0]).toMatchObject({ field: 'private' });
    const owned = await call(ctx, 'PATCH', `/api/accounts/${sharedId}`, { ...as(ana), body: { owner_id: luis.id } });
    expect(owned.data).toMatchObject({ owner_id: luis.id, private: false });
    const byOwner = await call(ctx, 'GET', `/api/transactions?account_owner=${luis.id}`, as(ana));
    expect((byOwner.data.items as unknown as Row[]).map((row) => row.payee)).toEqual(['Mercadona']);
    const viewerWrite = await call(ctx, 'POST', '/api/accounts', { ...as(vera), body: account('Intento') });
    expect(viewerWrite.status).toBe(403);
    expect(viewerWrite.errors![0]!.message).toBe('Tu rol en este hogar es solo lectura');
  });

  it('shows the account again to everyone as soon as its owner shares it', async () => {
    const { ana, luis, as, privateId } = await household();
    expect((await call(ctx, 'GET', `/api/accounts/${privateId}`, as(ana))).status).toBe(404);
    const shared = await call(ctx, 'PATCH', `/api/accounts/${privateId}`, { ...as(luis), body: { private: false } });
    expect(shared.status, JSON.stringify(shared.body)).toBe(200);
    // Ana's session (cached a moment ago with the account hidden) is forgotten with the change.
    expect((await call(ctx, 'GET', `/api/accounts/${privateId}`, as(ana))).status).toBe(200);
    const list = await call(ctx, 'GET', '/api/transactions', as(ana));
    expect((list.data.items as unknown as Row[]).map((row) => row.payee)).toEqual(['Regalo', 'Mercadona']);
    expect((await call(ctx, 'GET', '/api/accounts/hidden', as(ana))).data).toMatchObject({ count: 0 });
  });

  it('lets a deleted owner go: their private account in the household becomes shared', async () => {
    const { ana, luis, as, privateId } = await household();
    const gone = await call(ctx, 'DELETE', '/api/me', { token: luis.token, body: { password: luis.password } });
    expect(gone.status, JSON.stringify(gone.body)).toBe(200);
    const seen = await call(ctx, 'GET', `/api/accounts/${privateId}`, as(ana));
    expect(seen.data).toMatchObject({ owner_id: null, private: false });
  });
});
