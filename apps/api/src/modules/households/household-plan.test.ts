import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subscriptions } from '../../db/schema/index.ts';
import { inLedger, lastInviteToken, person } from '../../../test/helpers/households.ts';
import { call, createTestApp, type TestContext } from '../../../test/helpers/test-app.ts';

// The founder's plan covers the household (decision 050): Premium shares with up to six people,
// and a member's permissions inside the household are the ledger's, not their own.

let billed: TestContext;
beforeAll(async () => {
  billed = await createTestApp({ BILLING_MODE: 'sandbox' });
});
afterAll(async () => billed.close());

describe('a Premium household', () => {
  it('takes up to six people and gives a Gratis member the ledger’s permissions', async () => {
    const ana = await person(billed, 'Ana Gómez');
    await billed.database.db.insert(subscriptions).values({ userId: ana.id, plan: 'premium', status: 'active' });
    const send = (email: string) =>
      call(billed, 'POST', `/api/households/${ana.id}/invites`, { token: ana.token, body: { email } });
    const luis = await person(billed, 'Luis Soto');
    expect((await send(luis.email)).status).toBe(201);
    for (const name of ['eva', 'rosa', 'juan', 'pablo']) expect((await send(`${name}@example.com`)).status).toBe(201);
    const seventh = await send('marta@example.com');
    expect(seventh.status).toBe(403);
    await new Promise((resolve) => setImmediate(resolve));
    const accepted = await call(
      billed,
      'POST',
      `/api/household-invitations/${lastInviteToken(billed, luis.email)}/accept`,
      {
        token: luis.token,
      },
    );
    expect(accepted.status).toBe(200);

    const own = await call(billed, 'GET', '/api/me/permissions', { token: luis.token });
    expect(own.data.plan).toBe('free');
    expect(own.data.permissions).not.toContain('whatsapp.capture');
    const inAna = await call(billed, 'GET', '/api/me/permissions', { token: luis.token, headers: inLedger(ana.id) });
    expect(inAna.data.plan).toBe('premium');
    expect(inAna.data.permissions).toContain('whatsapp.capture');
    const stranger = await person(billed, 'Eva Ruiz');
    const foreign = await call(billed, 'GET', '/api/me/permissions', {
      token: stranger.token,
      headers: inLedger(ana.id),
    });
    expect(foreign.status).toBe(404);
    expect(foreign.errors).toEqual([{ message: 'Este hogar no existe o ya no formas parte de él' }]);
  });
});
