import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, registerUser, type TestContext } from '../../../test/helpers/test-app.ts';

const CHROME_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

describe('active sessions', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(async () => ctx.close());

  async function signIn(email: string, password: string, userAgent: string) {
    const res = await call(ctx, 'POST', '/api/auth/login', {
      body: { email, password },
      headers: { 'user-agent': userAgent },
    });
    return res.data.auth_token as string;
  }

  it('lists the sessions with device, shortened IP and dates, the one in use first', async () => {
    const user = await registerUser(ctx);
    const phone = await signIn(user.email, user.password, SAFARI_IPHONE);
    ctx.clock.advance(2 * 3600_000);
    const laptop = await signIn(user.email, user.password, CHROME_WINDOWS);
    const list = await call(ctx, 'GET', '/api/auth/sessions', { token: phone });
    expect(list.status).toBe(200);
    const items = list.data.items as unknown as { device: string; ip: string; current: boolean; id: string }[];
    expect(items).toHaveLength(3);
    expect(items[0]).toMatchObject({ device: 'Safari en iPhone', current: true, ip: '127.0.0.x' });
    expect(items.filter((item) => item.current)).toHaveLength(1);
    expect(items.map((item) => item.device)).toContain('Chrome en Windows');
    const fromLaptop = await call(ctx, 'GET', '/api/auth/sessions', { token: laptop });
    expect((fromLaptop.data.items as unknown as { device: string }[])[0]?.device).toBe('Chrome en Windows');
  });

  it('closes one session, and answers 404 for another user’s, an unknown or a closed one', async () => {
    const ana = await registerUser(ctx);
    const other = await registerUser(ctx);
    const second = await signIn(ana.email, ana.password, CHROME_WINDOWS);
    const list = await call(ctx, 'GET', '/api/auth/sessions', { token: ana.token });
    const target = (list.data.items as unknown as { id: string; current: boolean }[]).find((item) => !item.current)!;

    const foreign = await call(ctx, 'DELETE', `/api/auth/sessions/${target.id}`, { token: other.token });
    expect(foreign.status).toBe(404);
    expect(foreign.errors).toEqual([{ message: 'No encontramos esa sesión' }]);
    expect((await call(ctx, 'DELETE', '/api/auth/sessions/not-a-uuid', { token: ana.token })).status).toBe(404);
    expect((await call(ctx, 'GET', '/api/me', { token: second })).status).toBe(200);

    const closed = await call(ctx, 'DELETE', `/api/auth/sessions/${target.id}`, { token: ana.token });
    expect(closed.status).toBe(200);
    expect(closed.data.message).toBe('Cerraste esa sesión.');
    expect((await call(ctx, 'GET', '/api/me', { token: second })).status).toBe(401);
    expect((await call(ctx, 'DELETE', `/api/auth/sessions/${target.id}`, { token: ana.token })).status).toBe(404);
  });

  it('closes every other session and keeps the one asking', async () => {
    const user = await registerUser(ctx);
    const others = [
      await signIn(user.email, user.password, CHROME_WINDOWS),
      await signIn(user.email, user.password, SAFARI_IPHONE),
    ];
    const res = await call(ctx, 'POST', '/api/auth/sessions/close-others', { token: user.token });
    expect(res.status).toBe(200);
    expect(res.data).toEqual({ message: 'Cerraste 2 sesiones en otros dispositivos.', closed: 2 });
    for (const token of others) expect((await call(ctx, 'GET', '/api/me', { token })).status).toBe(401);
    expect((await call(ctx, 'GET', '/api/me', { token: user.token })).status).toBe(200);
    const again = await call(ctx, 'POST', '/api/auth/sessions/close-others', { token: user.token });
    expect(again.data).toEqual({ message: 'No había otras sesiones abiertas.', closed: 0 });
    const list = await call(ctx, 'GET', '/api/auth/sessions', { token: user.token });
    expect(list.data.items).toHaveLength(1);
  });

  it('needs a session', async () => {
    expect((await call(ctx, 'GET', '/api/auth/sessions')).status).toBe(401);
    expect((await call(ctx, 'POST', '/api/auth/sessions/close-others')).status).toBe(401);
  });
});
