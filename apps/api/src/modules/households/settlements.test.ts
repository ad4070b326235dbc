import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inLedger, join, type Person, person } from '../../../test/helpers/households.ts';
import { call, createTestApp, type TestContext } from '../../../test/helpers/test-app.ts';

// «Saldar» booking the transfer, default splits per category, and handing a household over
// (decision 050), through the API as the web calls it.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx.close());

/** Ana's ledger with Luis as a member and Carmen as a viewer, two COP accounts and a shared dinner Ana owes half of. */
async function household() {
  const ana = await person(ctx, 'Ana Gómez');
  const luis = await person(ctx, 'Luis Soto');
  const carmen = await person(ctx, 'Carmen Díaz');
  await join(ctx, ana, luis, 'member');
  await join(ctx, ana, carmen, 'viewer');
  const account = async (name: string, type: string) =>
    (
      await call(ctx, 'POST', '/api/accounts', {
        token: ana.token,
        body: { name, type, currency: 'COP', opening_balance: 1_000_000 },
      })
    ).data.id as string;
  const bank = await account('Cuenta de Ana', 'checking');
  const cash = await account('Efectivo de Luis', 'cash');
  const dinner = await call(ctx, 'POST', '/api/transactions', {
    token: luis.token,
    headers: inLedger(ana.id),
    body: { account_id: cash, amount: -368_600, date: '2026-01-10', payee: 'Restaurante' },
  });
  const shared = await call(ctx, 'PUT', `/api/households/${ana.id}/shared-expenses/${dinner.data.id as string}`, {
    token: luis.token,
    body: { paid_by: luis.id, members: [ana.id, luis.id] },
  });
  expect(shared.status, JSON.stringify(shared.body)).toBe(200);
  return { ana, luis, carmen, bank, cash };
}

const settle = (who: Person, ledger: string, body: Record<string, unknown>, key?: string) =>
  call(ctx, 'POST', `/api/households/${ledger}/settlements`, {
    token: who.token,
    body,
    ...(key ? { headers: { 'idempotency-key': key } } : {}),
  });
const balanceOf = async (who: Person, ledger: string, account: string) =>
  (await call(ctx, 'GET', `/api/accounts/${account}`, { token: who.token, headers: inLedger(ledger) })).data
    .balance as number;

describe('«Saldar» with a transfer', () => {
  it('books the transfer between two accounts, zeroes the debt, and refuses a second submit with 409', async () => {
    const { ana, luis, bank, cash } = await household();
    const body = {
      from_member: ana.id,
      to_member: luis.id,
      amount: 184_300,
      currency: 'COP',
      from_account_id: bank,
      to_account_id: cash,
    };
    const bankBefore = await balanceOf(ana, ana.id, bank);
    const cashBefore = await balanceOf(ana, ana.id, cash);
    const first = await settle(ana, ana.id, body, 'saldar-clave-uno');
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(first.data.transfer_id).toEqual(expect.any(String));
    // The money moved: out of Ana's account, into the cash Luis keeps.
    expect(await balanceOf(ana, ana.id, bank)).toBe(bankBefore - 184_300);
    expect(await balanceOf(ana, ana.id, cash)).toBe(cashBefore + 184_300);
    const listed = await call(ctx, 'GET', '/api/transactions', { token: luis.token, headers: inLedger(ana.id) });
    const legs = (listed.data.items as unknown as Record<string, unknown>[]).filter(
      (item) => item.transfer_id === first.data.transfer_id,
    );
    expect(legs).toHaveLength(2);
    expect(legs.find((leg) => leg.account_id === bank)).toMatchObject({
      amount: -184_300,
      kind: 'transfer',
      payee: 'Ana Gómez le pagó a Luis Soto',
      created_by: ana.id,
    });
    const balances = await call(ctx, 'GET', `/api/households/${ana.id}/balances`, { token: luis.token });
    expect((balances.data.currencies as { debts: unknown[] }[])[0]!.debts).toEqual([]);
    expect(balances.data.settlements).toEqual([expect.objectContaining({ transfer_id: first.data.transfer_id })]);
    // Luis, who was paid, is told; Ana did it and is not.
    const notices = (await call(ctx, 'GET', '/api/notifications', { token: luis.token })).data.items as unknown as {
      kind: string;
      body: string;
    }[];
    expect(notices.find((notice) => notice.kind === 'household' && notice.body.includes('te pagó'))?.body).toMatch(
      /^Ana Gómez te pagó 184\.300\sCOP para saldar cuentas\.$/,
    );

    // The same «Saldar» sent again under another key (a second tab) finds nothing left to settle.
    const again = await settle(ana, ana.id, body, 'saldar-clave-dos');
    expect(again.status).toBe(409);
    expect(again.errors).toEqual([
      { field: 'amount', message: 'No hay nada que saldar: Ana Gómez no le debe nada a Luis Soto en esta moneda' },
    ]);
    expect(await balanceOf(ana, ana.id, bank)).toBe(bankBefore - 184_300);
  });

  it('settles once when two submits race, and refuses more than what is owed', async () => {
    const { ana, luis } = await household();
    const body = { from_member: ana.id, to_member: luis.id, amount: 184_300, currency: 'COP' };
    const tooMuch = await settle(ana, ana.id, { ...body, amount: 200_000 });
    expect(tooMuch.status).toBe(409);
    expect(tooMuch.errors![0]!.message).toMatch(/^Es más de lo que se debe: Ana Gómez le debe a Luis Soto 184\.300/);
    const both = await Promise.all([
      settle(ana, ana.id, body, 'carrera-uno'),
      settle(luis, ana.id, body, 'carrera-dos'),
    ]);
    expect(both.map((res) => res.status).sort()).toEqual([201, 409]);
    const balances = await call(ctx, 'GET', `/api/households/${ana.id}/balances`, { token: ana.token });
    expect(balances.data.settlements).toHaveLength(1);
  });

  it('answers 404 to a non-member, 403 to a viewer and 400 with Spanish field errors', async () => {
    const { ana, luis, carmen, bank, cash } = await household();
    const eva = await person(ctx, 'Eva Ruiz');
    const body = { from_member: ana.id, to_member: luis.id, amount: 1_000, currency: 'COP' };
    expect((await settle(eva, ana.id, body)).status).toBe(404);
    const viewer = await settle(carmen, ana.id, body);
    expect(viewer.status).toBe(403);
    expect(viewer.errors).toEqual([{ message: 'Tu rol en este hogar es solo lectura' }]);
    const halfTransfer = await settle(ana, ana.id, { ...body, from_account_id: bank });
    expect(halfTransfer.status).toBe(400);
    expect(halfTransfer.errors).toEqual([
      { field: 'to_account_id', message: 'Elige la cuenta a la que llega el dinero' },
    ]);
    // An account of another ledger is not one of this household's.
    const evaAccount = await call(ctx, 'POST', '/api/accounts', {
      token: eva.token,
      body: { name: 'De Eva', type: 'cash', currency: 'COP' },
    });
    const foreign = await settle(ana, ana.id, { ...body, from_account_id: evaAccount.data.id, to_account_id: cash });
    expect(foreign.status).toBeGreaterThanOrEqual(400);
    expect(foreign.status).toBeLessThan(500);
    expect(
      (await call(ctx, 'GET', `/api/households/${ana.id}/balances`, { token: ana.token })).data.settlements,
    ).toEqual([]);
  });
});

describe('default split per shared category', () => {
  it('splits an expense shared without saying how by its category’s default', async () => {
    const { ana, luis, carmen, cash } = await household();
    const categories = (await call(ctx, 'GET', '/api/categories', { token: ana.token })).data as unknown as {
      id: string;
      kind: string;
      name: string;
    }[];
    const expenseCategory = categories.find((category) => category.kind === 'expense')!;
    const incomeCategory = categories.find((category) => category.kind === 'income')!;
    const path = `/api/households/${ana.id}/category-splits/${expenseCategory.id}`;
    const weights = {
      method: 'shares',
      values: [
        { member_id: ana.id, value: 3 },
        { member_id: luis.id, value: 1 },
      ],
    };
    expect((await call(ctx, 'PUT', path, { token: carmen.token, body: weights })).status).toBe(403);
    const eva = await person(ctx, 'Eva Ruiz');
    expect((await call(ctx, 'PUT', path, { token: eva.token, body: weights })).status).toBe(404);
    const noWeights = await call(ctx, 'PUT', path, { token: ana.token, body: { method: 'shares' } });
    expect(noWeights.status).toBe(400);
    expect(noWeights.errors).toEqual([{ field: 'values', message: 'Indica el peso de cada persona' }]);
    const income = await call(ctx, 'PUT', `/api/households/${ana.id}/category-splits/${incomeCategory.id}`, {
      token: ana.token,
      body: { method: 'equal' },
    });
    expect(income.errors).toEqual([
      { field: 'category_id', message: 'Solo las categorías de gastos tienen un reparto' },
    ]);
    const set = await call(ctx, 'PUT', path, { token: luis.token, body: weights });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    expect((await call(ctx, 'GET', `/api/households/${ana.id}/category-splits`, { token: carmen.token })).data).toEqual(
      [{ category_id: expenseCategory.id, category_name: expenseCategory.name, ...weights }],
    );

    const spent = await call(ctx, 'POST', '/api/transactions', {
      token: ana.token,
      body: {
        account_id: cash,
        amount: -100_000,
        date: '2026-01-11',
        payee: 'Compra',
        category_id: expenseCategory.id,
      },
    });
    const shared = await call(ctx, 'PUT', `/api/households/${ana.id}/shared-expenses/${spent.data.id as string}`, {
      token: ana.token,
      body: { paid_by: ana.id },
    });
    expect(shared.data).toMatchObject({
      method: 'shares',
      shares: [
        { member_id: ana.id, amount: 75_000 },
        { member_id: luis.id, amount: 25_000 },
      ],
    });
    // An explicit split wins over the default.
    const explicit = await call(ctx, 'PUT', `/api/households/${ana.id}/shared-expenses/${spent.data.id as string}`, {
      token: ana.token,
      body: { paid_by: ana.id, method: 'equal' },
    });
    expect(explicit.data.shares).toEqual([
      { member_id: ana.id, amount: 50_000 },
      { member_id: luis.id, amount: 50_000 },
    ]);
    expect((await call(ctx, 'DELETE', path, { token: ana.token })).data).toEqual({
      message: 'La categoría vuelve a repartirse a partes iguales',
    });
  });
});

describe('handing a household over', () => {
  it('lets a non-founder owner hand over and stay as a member; the founder cannot', async () => {
    const { ana, luis, carmen } = await household();
    const owners = (id: string, role: string) =>
      call(ctx, 'PATCH', `/api/households/${ana.id}/members/${id}`, { token: ana.token, body: { role } });
    expect((await owners(luis.id, 'owner')).status).toBe(200);
    const handover = (who: Person, member_id: string) =>
      call(ctx, 'POST', `/api/households/${ana.id}/handover`, { token: who.token, body: { member_id } });
    const founder = await handover(ana, luis.id);
    expect(founder.status).toBe(409);
    expect(founder.errors![0]!.message).toMatch(/^Quien creó el hogar siempre lo administra/);
    expect((await handover(carmen, luis.id)).status).toBe(403);
    const bad = await call(ctx, 'POST', `/api/households/${ana.id}/handover`, {
      token: luis.token,
      body: { member_id: 'nadie' },
    });
    expect(bad.status).toBe(400);
    expect(bad.errors).toEqual([{ field: 'member_id', message: 'Elige a quién le entregas la administración' }]);
    const done = await handover(luis, carmen.id);
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.data.message).toBe('Carmen Díaz administra ahora el hogar; tú sigues como miembro');
    const list = (await call(ctx, 'GET', '/api/households', { token: ana.token })).data as unknown as {
      id: string;
      members: { id: string; role: string }[];
    }[];
    const roles = Object.fromEntries(list.find((h) => h.id === ana.id)!.members.map((m) => [m.id, m.role]));
    expect(roles).toEqual({ [ana.id]: 'owner', [luis.id]: 'member', [carmen.id]: 'owner' });
  });
});
