import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, configurations, sessions, users } from '../../db/schema/index.ts';
import { call, createTestApp, registerUser, type TestContext } from '../../../test/helpers/test-app.ts';

const ALL_PERMISSIONS = [
  'accounts.manage',
  'transactions.manage',
  'budget.manage',
  'categories.manage',
  'reminders.manage',
  'accounts.unlimited',
  'imports.files',
  'exports.csv',
  'reports.advanced',
  'forecast.view',
  'whatsapp.capture',
  'savings.unlimited',
];

describe('profile', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(async () => ctx.close());

  async function linkPhone(token: string, phone: string) {
    const requested = await call(ctx, 'POST', '/api/auth/validate-phone', { body: { phone }, token });
    const code = ctx.whatsapps.filter((message) => message.to === phone).at(-1)!.code!;
    const confirmed = await call(ctx, 'POST', '/api/auth/confirm-otp', {
      body: { otp_id: requested.data.otp_id, code },
      token,
    });
    expect(confirmed.status).toBe(200);
  }

  it('answers the profile of the signed-in user only', async () => {
    const ana = await registerUser(ctx, { name: 'Ana Pérez' });
    const luis = await registerUser(ctx, { name: 'Luis Soto' });
    const me = await call(ctx, 'GET', '/api/me', { token: ana.token });
    expect(me.status).toBe(200);
    expect(Object.keys(me.data).sort()).toEqual([
      'created_at',
      'email',
      'email_verified_at',
      'id',
      'name',
      'phone',
      'phone_verified_at',
    ]);
    expect(me.data).toMatchObject({ email: ana.email, name: 'Ana Pérez', phone: null, phone_verified_at: null });
    expect(me.data.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(Number.isNaN(Date.parse(me.data.created_at as string))).toBe(false);
    expect((await call(ctx, 'GET', '/api/me', { token: luis.token })).data).toMatchObject({
      email: luis.email,
      name: 'Luis Soto',
    });
  });

  it('never exposes the password hash', async () => {
    const user = await registerUser(ctx);
    const me = await call(ctx, 'GET', '/api/me', { token: user.token });
    expect(JSON.stringify(me.body)).not.toMatch(/argon2|password/i);
  });

  it('renames the user, trimming the name', async () => {
    const user = await registerUser(ctx, { name: 'Ana' });
    const res = await call(ctx, 'PATCH', '/api/me', { body: { name: '  Ana María  ' }, token: user.token });
    expect(res.status).toBe(200);
    expect(res.data.name).toBe('Ana María');
    expect((await call(ctx, 'GET', '/api/me', { token: user.token })).data.name).toBe('Ana María');
  });

  it('rejects a blank name on its field', async () => {
    const user = await registerUser(ctx, { name: 'Ana' });
    for (const name of ['', '   ']) {
      const res = await call(ctx, 'PATCH', '/api/me', { body: { name }, token: user.token });
      expect(res.status).toBe(400);
      expect(res.errors).toEqual([{ field: 'name', message: 'Este campo es obligatorio' }]);
    }
    expect((await call(ctx, 'GET', '/api/me', { token: user.token })).data.name).toBe('Ana');
  });

  it('ignores keys that are not editable', async () => {
    const user = await registerUser(ctx, { name: 'Ana' });
    const before = (await call(ctx, 'GET', '/api/me', { token: user.token })).data;
    const res = await call(ctx, 'PATCH', '/api/me', {
      body: { email: 'x@y.z', id: '0190a000-0000-7000-8000-000000000000', email_verified_at: null, name: 'Ana Nueva' },
      token: user.token,
    });
    expect(res.status).toBe(200);
    expect(res.data).toEqual({ ...before, name: 'Ana Nueva' });
    expect(
      (await call(ctx, 'POST', '/api/auth/login', { body: { email: 'x@y.z', password: user.password } })).status,
    ).toBe(400);
  });

  it('does not set a phone directly: only the WhatsApp code links one', async () => {
    const user = await registerUser(ctx);
    const res = await call(ctx, 'PATCH', '/api/me', { body: { phone: '+573001112233' }, token: user.token });
    expect(res.status).toBe(400);
    expect(res.errors?.[0]?.field).toBe('phone');
    expect((await call(ctx, 'GET', '/api/me', { token: user.token })).data.phone).toBeNull();
  });

  it('unlinks the phone with phone: null', async () => {
    const user = await registerUser(ctx);
    await linkPhone(user.token, '+573004445566');
    expect((await call(ctx, 'GET', '/api/me', { token: user.token })).data.phone).toBe('+573004445566');

    const res = await call(ctx, 'PATCH', '/api/me', { body: { phone: null }, token: user.token });
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({ phone: null, phone_verified_at: null });
    // The number is free again for another account.
    const other = await registerUser(ctx);
    await linkPhone(other.token, '+573004445566');
  });

  it('needs a token for every /me call', async () => {
    expect((await call(ctx, 'GET', '/api/me')).status).toBe(401);
    expect((await call(ctx, 'PATCH', '/api/me', { body: { name: 'X' } })).status).toBe(401);
    expect((await call(ctx, 'DELETE', '/api/me', { body: { password: 'x' } })).status).toBe(401);
    expect((await call(ctx, 'GET', '/api/me/permissions')).status).toBe(401);
  });
});

describe('account deletion', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(async () => ctx.close());

  it('refuses a wrong password and keeps everything', async () => {
    const user = await registerUser(ctx);
    const res = await call(ctx, 'DELETE', '/api/me', { body: { password: 'No-Es-La-Clave-1' }, token: user.token });
    expect(res.status).toBe(400);
    expect(res.errors).toEqual([{ field: 'password', message: 'La contraseña no es correcta' }]);
    expect((await call(ctx, 'GET', '/api/me', { token: user.token })).status).toBe(200);
  });

  it('asks for the password', async () => {
    const user = await registerUser(ctx);
    const res = await call(ctx, 'DELETE', '/api/me', { body: {}, token: user.token });
    expect(res.status).toBe(400);
    expect(res.errors).toEqual([{ field: 'password', message: 'Este campo es obligatorio' }]);
  });

  it('deletes the user and all of their data, and no one else’s', async () => {
    const user = await registerUser(ctx);
    const bystander = await registerUser(ctx);
    for (const { token } of [user, bystander]) {
      const config = { country: 'ES', base_currency: 'EUR', month_start_day: 1 };
      expect((await call(ctx, 'POST', '/api/configuration', { body: config, token })).status).toBe(200);
      const account = { name: 'Caja', type: 'cash', currency: 'EUR', opening_balance: 1000 };
      expect((await call(ctx, 'POST', '/api/accounts', { body: account, token })).status).toBe(201);
    }
    const userId = (await call(ctx, 'GET', '/api/me', { token: user.token })).data.id as string;
    const bystanderId = (await call(ctx, 'GET', '/api/me', { token: bystander.token })).data.id as string;
    const mailsBefore = ctx.mails.length;

    const res = await call(ctx, 'DELETE', '/api/me', { body: { password: user.password }, token: user.token });
    expect(res.status).toBe(200);
    expect(res.data).toEqual({ message: 'Eliminamos tu cuenta y todos tus datos' });

    expect((await call(ctx, 'GET', '/api/me', { token: user.token })).status).toBe(401);
    expect(
      (await call(ctx, 'POST', '/api/auth/login', { body: { email: user.email, password: user.password } })).status,
    ).toBe(400);
    expect(ctx.mails.slice(mailsBefore).map((mail) => [mail.to, mail.subject])).toEqual([
      [user.email, 'Tu cuenta de Cuentas Claras ha sido eliminada'],
    ]);

    const db = ctx.database.db;
    expect(await db.select().from(users).where(eq(users.id, userId))).toEqual([]);
    expect(await db.select().from(accounts).where(eq(accounts.userId, userId))).toEqual([]);
    expect(await db.select().from(configurations).where(eq(configurations.userId, userId))).toEqual([]);
    expect(await db.select().from(sessions).where(eq(sessions.userId, userId))).toEqual([]);

    expect(await db.select().from(accounts).where(eq(accounts.userId, bystanderId))).toHaveLength(1);
    expect(await db.select().from(configurations).where(eq(configurations.userId, bystanderId))).toHaveLength(1);
    expect((await call(ctx, 'GET', '/api/accounts', { token: bystander.token })).data).toHaveLength(1);
  });

  it('lets the email sign up again after deletion', async () => {
    const user = await registerUser(ctx);
    await call(ctx, 'DELETE', '/api/me', { body: { password: user.password }, token: user.token });
    const again = await registerUser(ctx, { email: user.email, name: 'Otra Vez' });
    expect((await call(ctx, 'GET', '/api/me', { token: again.token })).data).toMatchObject({
      email: user.email,
      name: 'Otra Vez',
    });
  });
});

describe('permissions', () => {
  it('unlocks everything for self-hosters (billing off)', async () => {
    const ctx = await createTestApp();
    try {
      const { token } = await registerUser(ctx);
      const res = await call(ctx, 'GET', '/api/me/permissions', { token });
      expect(res.status).toBe(200);
      expect(res.data).toEqual({ plan: 'self_hosted', permissions: ALL_PERMISSIONS });
    } finally {
      await ctx.close();
    }
  });

  it('starts a new user on the free plan when billing is on', async () => {
    const ctx = await createTestApp({ BILLING_MODE: 'sandbox' });
    try {
      const { token } = await registerUser(ctx);
      const res = await call(ctx, 'GET', '/api/me/permissions', { token });
      expect(res.status).toBe(200);
      expect(res.data.plan).toBe('free');
      const permissions = res.data.permissions as unknown as string[];
      expect(permissions).toEqual(expect.arrayContaining(['accounts.manage', 'transactions.manage', 'budget.manage']));
      expect(permissions).not.toContain('whatsapp.capture');
      expect(permissions).not.toContain('reports.advanced');
      expect(permissions.length).toBeLessThan(ALL_PERMISSIONS.length);
    } finally {
      await ctx.close();
    }
  });
});
