import { TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, registerUser, type TestContext } from '../../../test/helpers/test-app.ts';

/*
 * Second-step codes sent at once (decisions 033, 041): one code opens one session, one recovery
 * code one session, and one challenge takes five wrong codes however many arrive together. On
 * PGlite the statements run one at a time; with TEST_DATABASE_URL the requests really overlap.
 */
const CONCURRENCY = 10;

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx?.close());

const code = (secret: string) =>
  new TOTP({ secret, period: 30, digits: 6 }).generate({ timestamp: ctx.clock.now().getTime() });

async function enrolled() {
  const user = await registerUser(ctx);
  const setup = await call(ctx, 'POST', '/api/auth/two-factor/setup', { token: user.token });
  const secret = setup.data.secret as string;
  const enabled = await call(ctx, 'POST', '/api/auth/two-factor/enable', {
    token: user.token,
    body: { code: code(secret) },
  });
  ctx.clock.advance(30_000);
  return { ...user, secret, recovery: enabled.data.recovery_codes as string[] };
}

async function challenges(user: { email: string; password: string }, count: number): Promise<string[]> {
  const tokens: string[] = [];
  for (let i = 0; i < count; i++) {
    const res = await call(ctx, 'POST', '/api/auth/login', { body: { email: user.email, password: user.password } });
    tokens.push(res.data.challenge_token as string);
  }
  return tokens;
}

const answer = (challenge_token: string, c: string) =>
  call(ctx, 'POST', '/api/auth/login/two-factor', { body: { challenge_token, code: c } });

describe('second-step codes sent at once', () => {
  it('accepts one app code once across simultaneous sign-ins', async () => {
    const user = await enrolled();
    const tokens = await challenges(user, 3);
    const used = code(user.secret);
    const answers = await Promise.all(tokens.map((token) => answer(token, used)));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
  });

  it('accepts one recovery code once across simultaneous sign-ins', async () => {
    const user = await enrolled();
    const tokens = await challenges(user, 3);
    const answers = await Promise.all(tokens.map((token) => answer(token, user.recovery[0]!)));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
  });

  it('takes five wrong codes on one challenge however many arrive together', async () => {
    const user = await enrolled();
    const [token] = await challenges(user, 1);
    const answers = await Promise.all(Array.from({ length: CONCURRENCY }, () => answer(token!, '000000')));
    const wrong = answers.filter((a) => a.errors?.[0]?.field === 'code');
    expect(wrong).toHaveLength(5);
    expect((await answer(token!, code(user.secret))).status).toBe(400);
  });
});
