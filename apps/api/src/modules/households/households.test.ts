import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { transactions } from '../../db/schema/index.ts';
import { call, createTestApp, type TestContext } from '../../../test/helpers/test-app.ts';
import { fixture } from '../../../test/helpers/money-helpers.ts';
import { inLedger, join, lastInviteToken, type Person, person } from '../../../test/helpers/households.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx.close());

const settle = () => new Promise((resolve) => setImmediate(resolve));
const newAccount = { name: 'Cuenta común', type: 'checking', currency: 'EUR', opening_balance: 120_000 };

async function households(who: Person) {
  const res = await call(ctx, 'GET', '/api/households', { token: who.token });
  expect(res.status).toBe(200);
  return res.data as unknown as {
    id: string;
    name: string;
    role: string;
    is_own: boolean;
    members: { id: string; role: string }[];
    invites: { email: string }[];
  }[];
}

describe('households', () => {
  it('starts everyone as the owner of their own ledger', async () => {
    const ana = await person(ctx, 'Ana Gómez');
    expect(await households(ana)).toEqual([
      expect.objectContaining({ id: ana.id, name: 'Mi hogar', role: 'owner', is_own: true, invites: [] }),
    ]);
  });

  it('invites by mail with a single-use link that shows who invites, and joins the ledger', async () => {
    const ana = await person(ctx, 'Ana Gómez');
    const luis = await person(ctx, 'Luis Soto');
    const invited = await call(ctx, 'POST', `/api/households/${ana.id}/invites`, {
      token: ana.token,
      body: { email: luis.email.toUpperCase(), role: 'member' },
    });
    expect(invited.status).toBe(201);
    await settle();
    const mail = ctx.mails.filter((message) => message.to === luis.email).at(-1)!;
    expect(mail.subject).toBe('Ana Gómez te invita a su hogar en Cuentas Claras');
    const token = lastInviteToken(ctx, luis.email);
    expect((await households(ana))[0]!.invites).toEqual([expect.objectContaining({ email: luis.email })]);

    const shown = await call(ctx, 'GET', `/api/household-invitations/${token}`);
    expect(shown.data).toMatchObject({ household_name: 'Hogar de Ana Gómez', invited_by: 'Ana Gómez', role: 'member' });
    const accepted = await call(ctx, 'POST', `/api/household-invitations/${token}/accept`, { token: luis.token });
    expect(accepted.status).toBe(200);
    expect(accepted.data).toMatchObject({ id: ana.id, name: 'Hogar de Ana Gómez', role: 'member', is_own: false });

    const again = await call(ctx, 'POST', `/api/household-invitations/${token}/accept`, { token: luis.token });
    expect(again.status).toBe(404);
    expect(again.errors![0]!.message).toMatch(/ya no es válida/);
    expect((await households(luis)).map((household) => [household.name, household.role])).toEqual([
      ['Mi hogar', 'owner'],
      ['Hogar de Ana Gómez', 'member'],
    ]);
    expect((await households(ana))[0]!.invites).toEqual([]);
  });

  it('works in the ledger named by X-Ledger: a member reads and writes the shared rows', async () => {
    const ana = await person(ctx, 'Ana Gómez');
    const luis = await person(ctx, 'Luis Soto');
    await join(ctx, ana, luis, 'member');
    const created = await call(ctx, 'POST', '/api/accounts', {
      token: luis.token,
      headers: inLedger(ana.id),
      body: newAccount,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const anaSees = await call(ctx, 'GET', '/api/accounts', { token: ana.token });
    expect(JSON.stringify(anaSees.data)).toContain('Cuenta común');
    const luisOwn = await call(ctx, 'GET', '/api/accounts', { token: luis.token });
    expect(JSON.stringify(luisOwn.data)).not.toContain('Cuenta común');
    // Personal routes stay on the person whatever ledger is open.
    const me = await call(ctx, 'GET', '/api/me', { token: luis.token, headers: inLedger(ana.id) });
    expect(me.data.id).toBe(luis.id);
  });

  it('records who entered each movement and filters the list by person', async () => {
    const ana = await person(ctx, 'Ana Gómez');
    const luis = await person(ctx, 'Luis Soto');
    await join(ctx, ana, luis, 'member');
    const account = await call(ctx, 'POST', '/api/accounts', { token: ana.token, body: newAccount });
    const book = async (who: Person, payee: string, amount: number) => {
      const res = await call(ctx, 'POST', '/api/transactions', {
        token: who.token,
        headers: inLedger(ana.id),
        body: { account_id: account.data.id, amount, date: '2026-01-10', payee },
      });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      return res.data.id as string;
    };
    const mercadona = await book(ana, 'Mercadona', -4_250);
    const farmacia = await book(luis, 'Farmacia', -1_830);
    const byLuis = await call(ctx, 'GET', `/api/transactions?created_by=${luis.id}`, { token: ana.token });
    expect((byLuis.data.items as unknown as { payee: string }[]).map((row) => row.payee)).toEqual(['Farmacia']);
    const totals = await call(ctx, 'GET', `/api/transactions/totals?created_by=${luis.id}`, { token: ana.token });
    expect(totals.status, JSON.stringify(totals.body)).toBe(200);
    expect(JSON.stringify(totals.data)).toContain('1830');
    expect(JSON.stringify(totals.data)).not.toContain('4250');
    expect(mercadona).not.toBe(farmacia);
    // Deleting Luis's account keeps his movements in Ana's ledger, no longer naming him.
    await call(ctx, 'DELETE', '/api/me', { token: luis.token, body: { password: luis.password } });
    const authors = await ctx.database.db
      .select({ createdBy: transactions.createdBy })
      .from(transactions)
      .where(inArray(transactions.id, [mercadona, farmacia]));
    expect(authors.map((row) => row.createdBy).sort()).toEqual([ana.id, null].sort());
    // And an account with its own movements is deleted whole (its rows name it twice).
    expect((await call(ctx, 'DELETE', '/api/me', { token: ana.token, body: { password: ana.password } })).status).toBe(
      200,
    );
  });

  it('names the member who imported a bank file as the author of its rows', async () => {
    const ana = await person(ctx, 'Ana Gómez');
    const luis = await person(ctx, 'Luis Soto');
    await join(ctx, ana, luis, 'member');
    const account = await call(ctx, 'POST', '/api/accounts', { token: ana.token, body: newAccount });
    const asLuis = { authorization: `Bearer ${luis.token}`, ...inLedger(ana.id) };
    const uploaded = await ctx.app.inject({
      method: 'POST',
      url: `/api/imports?account_id=${account.data.id as string}&file_name=extracto.ofx`,
      payload: fixture('extracto.ofx'),
      headers: { ...asLuis, 'content-type': 'application/octet-stream' },
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const importId = (JSON.parse(uploaded.body) as { data: { import: { id: string } } }).data.import.id;
    const analyzed = await call(ctx, 'POST', `/api/imports/${importId}/analyze`, {
      token: luis.token,
      headers: inLedger(ana.id),
      body: {},
    });
    expect(analyzed.status, JSON.stringify(analyzed.body)).toBe(200);
    const committed = await call(ctx, 'POST', `/api/imports/${importId}/commit`, {
      token: luis.token,
      headers: inLedger(ana.id),
      body: {},
    });
    expect(committed.status, JSON.stringify(committed.body)).toBe(200);
    const rows = await ctx.database.db
      .select({ createdBy: transactions.createdBy, origin: transactions.origin })
      .from(transactions)
      .where(eq(transactions.accountId, account.data.id as string));
    expect(rows.filter((row) => row.origin === 'import')).toHaveLength(3);
    for (const row of rows.filter((row) => row.origin === 'import')) expect(row.createdBy).toBe(luis.id);
    // The list filters the household's movements by that author too.
    const byLuis = await call(ctx, 'GET', `/api/transactions?created_by=${luis.id}`, { token: ana.token });
    expect((byLuis.data.items as unknown as unknown[]).length).toBe(3);
  });

  it('answers 404 in a ledger the person does not belong to, 401 without a session', async () => {
    const ana = await person(ctx, 'Ana Gómez');
    const eva = await person(ctx, 'Eva Ruiz');
    for (const ledger of [ana.id, '0190a6f0-0000-7000-8000-000000000000', 'no-es-un-id']) {
      const res = await call(ctx, 'GET', '/api/accounts', { token: eva.token, headers: inLedger(ledger) });
      expect(res.status, ledger).toBe(404);
      expect(res.errors![0]!.message).toBe('Este hogar no existe o ya no formas parte de él');
    }
    expect((await call(ctx, 'GET', '/api/accounts', { headers: inLedger(ana.id) })).status).toBe(401);
    expect((await call(ctx, 'GET', `/api/households`, { token: 'x'.repeat(43) })).status).toBe(401);
    for (const [method, url] of [
      ['POST', `/api/households/${ana.id}/invites`],
      ['POST', `/api/households/${ana.id}/leave`],
      ['PATCH', `/api/households/${ana.id}/members/${ana.id}`],
      ['DELETE', `/api/households/${ana.id}/members/${ana.id}`],
    ] as const) {
      const res = await call(ctx, method, url, { token: eva.token, body: { email: 'x@example.com', role: 'viewer' } });
      expect(res.status, url).toBe(404);
    }
  });

  it('lets a viewer read but refuses every write of the ledger with one 403', async () => {
    const ana = await person(ctx, 'Ana Gómez');
    const abuela = await person(ctx, 'Carmen Díaz');
    await join(ctx, ana, abuela, 'viewer');
    const read = await call(ctx, 'GET', '/api/accounts', { token: abuela.token, headers: inLedger(ana.id) });
    expect(read.status).toBe(200);
    const write = await call(ctx, 'POST', '/api/accounts', {
      token: abuela.token,
      headers: inLedger(ana.id),
      body: newAccount,
    });
    expect(write.status).toBe(403);
    expect(write.errors).toEqual([{ message: 'Tu rol en este hogar es solo lectura' }]);
    // Her own ledger and her profile are hers to change.
    expect((await call(ctx, 'POST', '/api/accounts', { token: abuela.token, body: newAccount })).status).toBe(201);
    const renamed = await call(ctx, 'PATCH', '/api/me', {
      token: abuela.token,
      headers: inLedger(ana.id),
      body: { name: 'Carmen' },
    });
    expect(renamed.status).toBe(200);
    // Only owners manage the household.
    const invited = await call(ctx, 'POST', `/api/households/${ana.id}/invites`, {
      token: abuela.token,
      body: { email: 'primo@example.com' },
    });
    expect(invited.status).toBe(403);
  });

  it('applies a role change and a removal at once, sessions cached or not', async () => {
    const ana = await person(ctx, 'Ana Gómez');
    const luis = await person(ctx, 'Luis Soto');
    await join(ctx, ana, luis, 'viewer');
    const write = () =>
      call(ctx, 'POST', '/api/accounts', { token: luis.token, headers: inLedger(ana.id), body: newAccount });
    expect((await write()).status).toBe(403);
    const promoted = await call(ctx, 'PATCH', `/api/households/${ana.id}/members/${luis.id}`, {
      token: ana.token,
      body: { role: 'member' },
    });
    expect(promoted.data).toMatchObject({ id: luis.id, role: 'member', is_founder: false });
    expect((await write()).status).toBe(201);
    const founder = await call(ctx, 'PATCH', `/api/households/${ana.id}/members/${ana.id}`, {
      token: ana.token,
      body: { role: 'viewer' },
    });
    expect(founder.status).toBe(409);
    const removed = await call(ctx, 'DELETE', `/api/households/${ana.id}/members/${luis.id}`, { token: ana.token });
    expect(removed.data).toEqual({ message: 'Quitamos a esa persona del hogar' });
    expect((await call(ctx, 'GET', '/api/accounts', { token: luis.token, headers: inLedger(ana.id) })).status).toBe(
      404,
    );
  });

  it('lets a member leave, never the founder of their own ledger', async () => {
    const ana = await person(ctx, 'Ana Gómez');
    const luis = await person(ctx, 'Luis Soto');
    await join(ctx, ana, luis, 'viewer');
    const founder = await call(ctx, 'POST', `/api/households/${ana.id}/leave`, { token: ana.token });
    expect(founder.status).toBe(409);
    expect(founder.errors![0]!.message).toMatch(/Este es tu propio hogar/);
    const left = await call(ctx, 'POST', `/api/households/${ana.id}/leave`, { token: luis.token });
    expect(left.data).toEqual({ message: 'Saliste del hogar' });
    expect((await households(luis)).map((household) => household.id)).toEqual([luis.id]);
  });

  it('refuses to delete an account whose ledger others share, until they are removed', async () => {
    const ana = await person(ctx, 'Ana Gómez');
    const luis = await person(ctx, 'Luis Soto');
    await join(ctx, ana, luis, 'member');
    const refused = await call(ctx, 'DELETE', '/api/me', { token: ana.token, body: { password: ana.password } });
    expect(refused.status).toBe(409);
    expect(refused.errors![0]!.message).toMatch(/Tu hogar tiene otros miembros/);
    await call(ctx, 'DELETE', `/api/households/${ana.id}/members/${luis.id}`, { token: ana.token });
    const deleted = await call(ctx, 'DELETE', '/api/me', { token: ana.token, body: { password: ana.password } });
    expect(deleted.status).toBe(200);
    // A member's own deletion just takes them out.
    const eva = await person(ctx, 'Eva Ruiz');
    const tom = await person(ctx, 'Tomás Vidal');
    await join(ctx, eva, tom, 'member');
    expect((await call(ctx, 'DELETE', '/api/me', { token: tom.token, body: { password: tom.password } })).status).toBe(
      200,
    );
    expect((await households(eva))[0]!.members.map((member) => member.id)).toEqual([eva.id]);
  });

  it('takes any number of people on a self-hosted server', async () => {
    const ana = await person(ctx, 'Ana Gómez');
    for (let index = 1; index <= 7; index++) {
      const res = await call(ctx, 'POST', `/api/households/${ana.id}/invites`, {
        token: ana.token,
        body: { email: `persona${index}-${ana.id.slice(0, 8)}@example.com` },
      });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
    }
    const [mine] = await households(ana);
    expect(mine).toMatchObject({ member_limit: null });
    expect(mine!.invites).toHaveLength(7);
  });

  it('expires, replaces and revokes invitations; refuses bad input in Spanish', async () => {
    const ana = await person(ctx, 'Ana Gómez');
    const luis = await person(ctx, 'Luis Soto');
    const send = (body: unknown) => call(ctx, 'POST', `/api/households/${ana.id}/invites`, { token: ana.token, body });
    const bad = await send({ email: 'no-es-un-correo', role: 'owner' });
    expect(bad.status).toBe(400);
    expect(bad.errors!.map((error) => error.field).sort()).toEqual(['email', 'role']);
    expect((await send({ email: ana.email })).status).toBe(409);

    await send({ email: luis.email });
    await settle();
    const first = lastInviteToken(ctx, luis.email);
    const second = await send({ email: luis.email, role: 'viewer' });
    await settle();
    expect((await call(ctx, 'GET', `/api/household-invitations/${first}`)).status).toBe(404);
    const latest = lastInviteToken(ctx, luis.email);
    ctx.clock.advance(8 * 24 * 3600 * 1000);
    expect((await call(ctx, 'POST', `/api/household-invitations/${latest}/accept`, { token: luis.token })).status).toBe(
      404,
    );

    const revoke = await call(ctx, 'DELETE', `/api/households/${ana.id}/invites/${second.data.id as string}`, {
      token: ana.token,
    });
    expect(revoke.status).toBe(404);
    const third = await send({ email: luis.email });
    const revoked = await call(ctx, 'DELETE', `/api/households/${ana.id}/invites/${third.data.id as string}`, {
      token: ana.token,
    });
    expect(revoked.data).toEqual({ message: 'Anulamos la invitación' });
    expect((await call(ctx, 'GET', '/api/household-invitations/corto')).status).toBe(400);
  });
});

describe('household plan limits', () => {
  let billed: TestContext;
  beforeAll(async () => {
    billed = await createTestApp({ BILLING_MODE: 'sandbox' });
  });
  afterAll(async () => billed.close());

  it('shares a Gratis ledger with one more person, counting pending invitations', async () => {
    const ana = await person(billed, 'Ana Gómez');
    const send = (email: string) =>
      call(billed, 'POST', `/api/households/${ana.id}/invites`, { token: ana.token, body: { email } });
    expect((await send('luis@example.com')).status).toBe(201);
    const refused = await send('eva@example.com');
    expect(refused.status).toBe(403);
    expect(refused.headers['x-plan-required']).toBe('premium');
    expect(refused.errors![0]!.message).toMatch(/^El plan Gratis comparte tu hogar con una persona más/);
  });
});
