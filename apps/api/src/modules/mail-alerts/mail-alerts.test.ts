import nodemailer from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, registerUser, type TestContext } from '../../../test/helpers/test-app.ts';
import { composeAlert } from '../../../test/helpers/mail-alerts.ts';

const SECRET = 'un-secreto-de-prueba-largo';
let ctx: TestContext;
let smtpPort: number;

type User = { token: string; address: string; accounts: Record<string, string> };

async function newUser(): Promise<User> {
  const { token } = await registerUser(ctx);
  await call(ctx, 'POST', '/api/configuration', {
    token,
    body: { country: 'CO', base_currency: 'COP', month_start_day: 1 },
  });
  const accounts: Record<string, string> = {};
  for (const [name, type, digits] of [
    ['Efectivo', 'cash', null],
    ['Bancolombia', 'savings', '7710'],
    ['Visa Bancolombia', 'credit_card', '4821'],
  ] as const) {
    const res = await call(ctx, 'POST', '/api/accounts', {
      token,
      body: { name, type, currency: 'COP', opening_balance: 0, opening_date: '2026-01-01', last_digits: digits },
    });
    accounts[name] = res.data.id as string;
  }
  const address = (await call(ctx, 'GET', '/api/mail-alerts/address', { token })).data.address as string;
  return { token, address, accounts };
}

const BANCOLOMBIA = 'Bancolombia <alertasynotificaciones@an.notificacionesbancolombia.com>';

function transport() {
  return nodemailer.createTransport({ host: '127.0.0.1', port: smtpPort, secure: false, ignoreTLS: true });
}

async function movements(user: User) {
  return (await call(ctx, 'GET', '/api/transactions?limit=50', { token: user.token })).data.items as unknown as {
    id: string;
    amount: number;
    account_id: string;
    date: string;
    payee: string;
    origin: string;
  }[];
}

beforeAll(async () => {
  ctx = await createTestApp({ INBOUND_MAIL_SECRET: SECRET });
  ctx.clock.advance(new Date('2026-11-26T15:00:00Z').getTime() - ctx.clock.now().getTime());
  smtpPort = (await ctx.app.inboundMail.listen(0)).port;
});
afterAll(async () => ctx?.close());

describe('bank alerts forwarded by mail (decision 035)', () => {
  it('gives each user a private address on the app domain, and rotates it when asked', async () => {
    const user = await newUser();
    expect(user.address).toMatch(/^[a-z2-7]{16}@cuentas\.test$/);
    const again = await call(ctx, 'GET', '/api/mail-alerts/address', { token: user.token });
    expect(again.data.address).toBe(user.address);
    const rotated = await call(ctx, 'POST', '/api/mail-alerts/address/rotate', { token: user.token });
    expect(rotated.data.address).not.toBe(user.address);
    // The old address is no one's any more: refused at RCPT TO.
    await expect(
      transport().sendMail({ from: BANCOLOMBIA, to: user.address, subject: 'x', text: 'x' }),
    ).rejects.toMatchObject({ responseCode: 550 });
  });

  it('records an alert received in a real SMTP session, with payee, date, origin and a notice', async () => {
    const user = await newUser();
    const info = await transport().sendMail({
      from: BANCOLOMBIA,
      to: user.address,
      subject: 'Alertas y Notificaciones',
      text: 'Bancolombia le informa Compra por $75.500,00 en RAPPI SAS 24/11/2026 19:42. T.Cred *4821.',
    });
    expect(info.accepted).toEqual([user.address]);
    await ctx.app.jobs.run();
    const [movement] = await movements(user);
    expect(movement).toMatchObject({
      amount: -75_500,
      account_id: user.accounts['Visa Bancolombia'],
      date: '2026-11-24',
      origin: 'mail',
    });
    expect(movement!.payee.toLowerCase()).toContain('rappi');
    const notices = await call(ctx, 'GET', '/api/notifications', { token: user.token });
    expect((notices.data.items as unknown as { kind: string }[])[0]?.kind).toBe('mail_alert');
    const all = await call(ctx, 'GET', '/api/mail-alerts?view=all', { token: user.token });
    expect(all.data.items).toHaveLength(1);
    expect((all.data.items as unknown as { status: string; transaction_id: string }[])[0]).toMatchObject({
      status: 'recorded',
      transaction_id: movement!.id,
    });
  });

  it('refuses other recipients (no relay) and messages over the size limit', async () => {
    const user = await newUser();
    await expect(
      transport().sendMail({ from: BANCOLOMBIA, to: 'alguien@example.com', subject: 'x', text: 'x' }),
    ).rejects.toMatchObject({ responseCode: 550 });
    await expect(
      transport().sendMail({ from: BANCOLOMBIA, to: 'aaaaaaaaaaaaaaaa@cuentas.test', subject: 'x', text: 'x' }),
    ).rejects.toMatchObject({ responseCode: 550 });
    await expect(
      transport().sendMail({ from: BANCOLOMBIA, to: user.address, subject: 'grande', text: 'x'.repeat(1_100_000) }),
    ).rejects.toMatchObject({ responseCode: 552 });
    expect((await call(ctx, 'GET', '/api/mail-alerts?view=all', { token: user.token })).data.items).toHaveLength(0);
  });

  it('keeps an unreadable alert in the inbox, never dropped, and lets the user note or dismiss it', async () => {
    const user = await newUser();
    await transport().sendMail({
      from: BANCOLOMBIA,
      to: user.address,
      subject: 'Tu extracto',
      text: 'Ya está disponible tu extracto de noviembre.',
    });
    await transport().sendMail({
      from: BANCOLOMBIA,
      to: user.address,
      subject: 'Alertas y Notificaciones',
      text: 'Bancolombia le informa Compra por $20.000,00 en EXITO 25/11/2026 10:00. T.Deb *9999.',
    });
    await ctx.app.jobs.run();
    const inbox = await call(ctx, 'GET', '/api/mail-alerts', { token: user.token });
    const items = inbox.data.items as unknown as {
      id: string;
      status: string;
      subject: string;
      from: string;
      body: string;
    }[];
    expect(items.map((item) => item.status).sort()).toEqual(['unmatched', 'unreadable']);
    expect(inbox.data.waiting).toBe(2);
    expect(items.find((item) => item.status === 'unreadable')).toMatchObject({ subject: 'Tu extracto' });
    expect(await movements(user)).toHaveLength(0);
    const unmatched = items.find((item) => item.status === 'unmatched')!;
    const noted = await call(ctx, 'POST', `/api/mail-alerts/${unmatched.id}/note`, {
      token: user.token,
      body: { account_id: user.accounts.Bancolombia, date: '2026-11-25', amount: -20_000, payee: 'Éxito' },
    });
    expect(noted.status).toBe(200);
    expect(noted.data.status).toBe('noted');
    const unreadable = items.find((item) => item.status === 'unreadable')!;
    expect(
      (await call(ctx, 'POST', `/api/mail-alerts/${unreadable.id}/dismiss`, { token: user.token })).data.status,
    ).toBe('dismissed');
    expect((await call(ctx, 'GET', '/api/mail-alerts', { token: user.token })).data.items).toHaveLength(0);
    const [movement] = await movements(user);
    expect(movement).toMatchObject({ amount: -20_000, origin: 'mail' });
    // Handled once: a second answer is refused.
    expect((await call(ctx, 'POST', `/api/mail-alerts/${unreadable.id}/dismiss`, { token: user.token })).status).toBe(
      409,
    );
  });

  it('links an alert to the movement already there (same account and amount, 3 days) instead of counting it twice', async () => {
    const user = await newUser();
    await call(ctx, 'POST', '/api/transactions', {
      token: user.token,
      body: { account_id: user.accounts['Visa Bancolombia'], date: '2026-11-22', amount: -64_000, payee: 'Cine' },
    });
    await transport().sendMail({
      from: BANCOLOMBIA,
      to: user.address,
      subject: 'Alertas y Notificaciones',
      text: 'Bancolombia le informa Compra por $64.000,00 en CINE COLOMBIA 24/11/2026 21:00. T.Cred *4821.',
    });
    await ctx.app.jobs.run();
    expect(await movements(user)).toHaveLength(1);
    const all = await call(ctx, 'GET', '/api/mail-alerts?view=all', { token: user.token });
    expect((all.data.items as unknown as { status: string }[])[0]?.status).toBe('linked');
  });

  it("accepts a provider's webhook with the shared secret: raw MIME, Postmark's JSON and Mailgun's form", async () => {
    const user = await newUser();
    const raw = await composeAlert({
      from: BANCOLOMBIA,
      to: user.address,
      subject: 'Alertas y Notificaciones',
      text: 'Bancolombia le informa Compra por $11.000,00 en OXXO 25/11/2026 08:00. T.Cred *4821.',
    });
    const refused = await ctx.app.inject({
      method: 'POST',
      url: '/api/webhooks/mail',
      headers: { 'content-type': 'message/rfc822' },
      payload: raw,
    });
    expect(refused.statusCode).toBe(403);
    const wrong = await ctx.app.inject({
      method: 'POST',
      url: '/api/webhooks/mail',
      headers: { 'content-type': 'message/rfc822', 'x-inbound-secret': 'otro-secreto-de-prueba-xx' },
      payload: raw,
    });
    expect(wrong.statusCode).toBe(403);
    const stored = await ctx.app.inject({
      method: 'POST',
      url: '/api/webhooks/mail',
      headers: { 'content-type': 'message/rfc822', 'x-inbound-secret': SECRET },
      payload: raw,
    });
    expect(stored.statusCode).toBe(200);
    expect(stored.json()).toEqual({ data: { stored: 1 } });
    // The same message again (a provider's retry): kept once.
    const again = await ctx.app.inject({
      method: 'POST',
      url: `/api/webhooks/mail?secret=${SECRET}`,
      headers: { 'content-type': 'message/rfc822' },
      payload: raw,
    });
    expect(again.json()).toEqual({ data: { stored: 0 } });
    const postmark = await ctx.app.inject({
      method: 'POST',
      url: '/api/webhooks/mail',
      headers: {
        'content-type': 'application/json',
        authorization: `Basic ${Buffer.from(`postmark:${SECRET}`).toString('base64')}`,
      },
      payload: JSON.stringify({
        OriginalRecipient: user.address,
        RawEmail: (
          await composeAlert({
            from: BANCOLOMBIA,
            to: 'ana@example.com',
            subject: 'Alertas y Notificaciones',
            text: 'Bancolombia le informa Compra por $12.000,00 en D1 25/11/2026 09:00. T.Cred *4821.',
          })
        ).toString('utf8'),
      }),
    });
    expect(postmark.json()).toEqual({ data: { stored: 1 } });
    const form = new URLSearchParams({
      recipient: user.address,
      'body-mime': (
        await composeAlert({
          from: BANCOLOMBIA,
          to: user.address,
          subject: 'Alertas y Notificaciones',
          text: 'Bancolombia le informa Compra por $13.000,00 en ARA 25/11/2026 10:00. T.Cred *4821.',
        })
      ).toString('utf8'),
    });
    const mailgun = await ctx.app.inject({
      method: 'POST',
      url: '/api/webhooks/mail',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-inbound-secret': SECRET },
      payload: form.toString(),
    });
    expect(mailgun.json()).toEqual({ data: { stored: 1 } });
    const empty = await ctx.app.inject({
      method: 'POST',
      url: '/api/webhooks/mail',
      headers: { 'content-type': 'application/json', 'x-inbound-secret': SECRET },
      payload: '{}',
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors[0].message).toMatch(/Falta el mensaje/);
    await ctx.app.jobs.run();
    expect((await movements(user)).map((movement) => movement.amount).sort((a, b) => a - b)).toEqual([
      -13_000, -12_000, -11_000,
    ]);
  });

  it("answers 404 for another user's alert and 400 in Spanish for bad input", async () => {
    const owner = await newUser();
    const other = await newUser();
    await transport().sendMail({ from: BANCOLOMBIA, to: owner.address, subject: 'Hola', text: 'Nada que ver aquí.' });
    await ctx.app.jobs.run();
    const [alert] = (await call(ctx, 'GET', '/api/mail-alerts', { token: owner.token })).data.items as unknown as {
      id: string;
    }[];
    const dismissed = await call(ctx, 'POST', `/api/mail-alerts/${alert!.id}/dismiss`, { token: other.token });
    expect(dismissed.status).toBe(404);
    expect(dismissed.errors?.[0]?.message).toBe('No encontramos esta alerta');
    const noted = await call(ctx, 'POST', `/api/mail-alerts/${alert!.id}/note`, {
      token: other.token,
      body: { account_id: other.accounts.Bancolombia, date: '2026-11-25', amount: -1000 },
    });
    expect(noted.status, JSON.stringify(noted.body)).toBe(404);
    const bad = await call(ctx, 'POST', `/api/mail-alerts/${alert!.id}/note`, {
      token: owner.token,
      body: { account_id: 'no-es-un-id', date: '2026-13-45', amount: 0 },
    });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.errors)).toMatch(/inválido|cero/);
    // A malformed id is an id that does not exist (§4.4).
    expect((await call(ctx, 'POST', '/api/mail-alerts/no-es-un-id/dismiss', { token: owner.token })).status).toBe(404);
    // Another user's account in the body is a field error, as in every body (kernel/ownership.ts).
    const foreign = await call(ctx, 'POST', `/api/mail-alerts/${alert!.id}/note`, {
      token: owner.token,
      body: { account_id: other.accounts.Bancolombia, date: '2026-11-25', amount: -1000 },
    });
    expect(foreign.status).toBe(400);
    expect(foreign.errors?.[0]?.field).toBe('account_id');
    expect((await call(ctx, 'GET', '/api/mail-alerts', { token: owner.token })).data.items).toHaveLength(1);
  });
});
