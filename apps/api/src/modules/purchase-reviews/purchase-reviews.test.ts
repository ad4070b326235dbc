import nodemailer from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setClock } from '../../../test/helpers/money-helpers.ts';
import { call, createTestApp, registerUser, type TestContext } from '../../../test/helpers/test-app.ts';
import { fakeTransaction, type FakeAccount } from '../bank-feeds/fake-bank.ts';
import { startFakeBankServer } from '../bank-feeds/fake-bank-server.ts';

/*
 * «¿Es el mismo movimiento?» (decision 048) through the API: a feed row or a forwarded alert that
 * only the amount and the dates tie to a movement already there is neither merged nor added, but
 * listed with both sides until the user answers; and a bank row booked 5–10 days late.
 */

type Fake = Awaited<ReturnType<typeof startFakeBankServer>>;
type Json = Record<string, unknown>;
type Review = {
  id: string;
  account_id: string;
  road: string;
  incoming: { date: string; amount: number; text: string };
  existing: { id: string; date: string; amount: number; payee: string };
};
let ctx: TestContext;
let fake: Fake;
let smtpPort: number;
let lastSession = 0;

const TODAY = '2026-11-20';
const BBVA = 'BBVA <bbva@comunicaciones.bbva.es>';

function seed(session: number): FakeAccount[] {
  lastSession = session;
  const iban = 'ES9121000418450200055766';
  return [
    {
      account: { uid: `r${session}`, account_id: { iban }, name: 'Cuenta', currency: 'EUR' },
      transactions: [],
      balance: 0,
    },
  ];
}

beforeAll(async () => {
  fake = await startFakeBankServer({ applicationId: 'app-reviews', now: () => ctx.clock.now(), seed });
  ctx = await createTestApp({
    ENABLE_BANKING_APPLICATION_ID: 'app-reviews',
    ENABLE_BANKING_KEY: fake.privateKey!.export({ type: 'pkcs8', format: 'pem' }).toString(),
    ENABLE_BANKING_API_URL: fake.url,
  });
  setClock(ctx, `${TODAY}T12:00:00Z`);
  smtpPort = (await ctx.app.inboundMail.listen(0)).port;
}, 60_000);
afterAll(async () => {
  await ctx?.close();
  await fake?.close();
});

type Person = { token: string; account: string; address: string; connection: string; uid: string };

/** A Spanish user with one BBVA account ending 5766, fed by the fake bank, with a capture address. */
async function person(): Promise<Person> {
  const { token } = await registerUser(ctx);
  await call(ctx, 'POST', '/api/configuration', {
    token,
    body: { country: 'ES', base_currency: 'EUR', month_start_day: 1, is_completed: true },
  });
  const account = (
    await call(ctx, 'POST', '/api/accounts', {
      token,
      body: {
        name: 'BBVA',
        type: 'checking',
        currency: 'EUR',
        opening_balance: 0,
        opening_date: '2026-10-01',
        last_digits: '5766',
      },
    })
  ).data.id as string;
  const started = await call(ctx, 'POST', '/api/bank-feeds/connections', {
    token,
    body: { aspsp_name: 'Banco Sandbox', aspsp_country: 'ES' },
  });
  const back = new URL(fake.bank.approve((started.data.url as string).split('/auth/')[1]!)!);
  const done = await call(ctx, 'POST', '/api/bank-feeds/callback', {
    token,
    body: { state: back.searchParams.get('state'), code: back.searchParams.get('code') },
  });
  const feed = (done.data.accounts as unknown as { id: string }[])[0]!.id;
  await call(ctx, 'PUT', `/api/bank-feeds/feed-accounts/${feed}`, { token, body: { account_id: account } });
  const address = (await call(ctx, 'GET', '/api/mail-alerts/address', { token })).data.address as string;
  return { token, account, address, connection: started.data.connection_id as string, uid: `r${lastSession}` };
}

async function typed(user: Person, date: string, amount: number, payee: string) {
  const res = await call(ctx, 'POST', '/api/transactions', {
    token: user.token,
    body: { account_id: user.account, date, amount, payee },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.data.id as string;
}

async function pull(user: Person, rows: { date: string; text: string; reference: string; amount: number }[] = []) {
  for (const row of rows) fake.bank.add(user.uid, fakeTransaction(row));
  const res = await call(ctx, 'POST', `/api/bank-feeds/connections/${user.connection}/sync`, { token: user.token });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return (res.data.accounts as unknown as Json[])[0]!;
}

async function mail(user: Person, amount: string, date: string, shop: string) {
  await nodemailer.createTransport({ host: '127.0.0.1', port: smtpPort, secure: false, ignoreTLS: true }).sendMail({
    from: BBVA,
    to: user.address,
    subject: 'Pago con tarjeta',
    text: `Hola, Lucía:\nHas pagado ${amount} € con tu tarjeta ·5766 en ${shop}.\nFecha: ${date} 17:32\nBBVA nunca te pedirá claves.`,
  });
  await ctx.app.jobs.run();
  const all = await call(ctx, 'GET', '/api/mail-alerts?view=all', { token: user.token });
  return (all.data.items as unknown as { id: string; status: string; transaction_id: string | null }[])[0]!;
}

async function ledger(user: Person) {
  const list = await call(ctx, 'GET', `/api/transactions?account_id=${user.account}&limit=50`, { token: user.token });
  const account = await call(ctx, 'GET', `/api/accounts/${user.account}`, { token: user.token });
  const items = list.data.items as unknown as {
    id: string;
    amount: number;
    status: string;
    date: string;
    original_text: string;
  }[];
  return { items, balance: account.data.balance as number };
}

async function reviews(user: Person, query = '') {
  const res = await call(ctx, 'GET', `/api/purchase-reviews${query}`, { token: user.token });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.data as unknown as Review[];
}

describe('«¿Es el mismo movimiento?»: the review list (decision 048)', () => {
  it('keeps an unsure feed row as a question, asks once, and «Sí, es el mismo» completes the movement', async () => {
    const user = await person();
    const id = await typed(user, '2026-11-16', -2345, 'regalo');
    // The bank's row four days later with other words: the amount and dates agree, nothing else.
    expect(
      await pull(user, [{ date: '2026-11-20', text: 'SUPERMERCADO DIA', reference: 'D-1', amount: -2345 }]),
    ).toMatchObject({
      imported: 0,
      error: null,
    });
    expect((await ledger(user)).items).toHaveLength(1);
    const [question] = await reviews(user);
    expect(question).toMatchObject({
      account_id: user.account,
      road: 'feed',
      incoming: { date: '2026-11-20', amount: -2345, text: 'SUPERMERCADO DIA' },
      existing: { id, date: '2026-11-16', amount: -2345, payee: 'regalo' },
    });
    // The notices lead to the account's questions.
    const notices = (await call(ctx, 'GET', '/api/notifications', { token: user.token })).data
      .items as unknown as Json[];
    expect(notices.find((item) => item.title === '¿Es el mismo movimiento?')).toMatchObject({
      link: `/accounts/${user.account}?revisar=1`,
    });
    // Pulled again (the bank lists the row for a week): still one question, nothing booked.
    ctx.clock.advance(3_600_000);
    await pull(user);
    expect(await reviews(user)).toHaveLength(1);
    expect((await ledger(user)).items).toHaveLength(1);

    const answer = await call(ctx, 'POST', `/api/purchase-reviews/${question!.id}/same`, { token: user.token });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.data).toMatchObject({ transaction_id: id, message: expect.stringMatching(/una sola vez/) });
    const after = await ledger(user);
    expect(after.items).toHaveLength(1);
    expect(after.items[0]).toMatchObject({ id, status: 'cleared', date: '2026-11-20' });
    expect(after.items[0]!.original_text).toMatch(/SUPERMERCADO DIA/);
    expect(after.balance).toBe(-2345);
    expect(await reviews(user)).toHaveLength(0);
    ctx.clock.advance(3_600_000);
    expect(await pull(user)).toMatchObject({ imported: 0 });
    expect((await ledger(user)).items).toHaveLength(1);
    const twice = await call(ctx, 'POST', `/api/purchase-reviews/${question!.id}/distinct`, { token: user.token });
    expect(twice.status).toBe(409);
    expect(twice.errors?.[0]?.message).toBe('Ya respondiste a esta pregunta');
  });

  it('explains a difference with the bank: the row in review, the typed one, and what is older', async () => {
    const user = await person();
    // The account was opened here with 50,00 € the bank never had.
    const patched = await call(ctx, 'PATCH', `/api/accounts/${user.account}`, {
      token: user.token,
      body: { opening_balance: 5000 },
    });
    expect(patched.status, JSON.stringify(patched.body)).toBe(200);
    await typed(user, '2026-11-16', -2345, 'regalo');
    await pull(user, [{ date: '2026-11-20', text: 'SUPERMERCADO DIA', reference: 'E-1', amount: -2345 }]);
    const list = await call(ctx, 'GET', '/api/bank-feeds/connections', { token: user.token });
    const [feed] = (list.data as unknown as { accounts: { balance_check: Json }[] }[])[0]!.accounts;
    // The bank: -23,45 €. Here: 50,00 € - 23,45 €. The question and the typed movement cancel out.
    expect(feed!.balance_check).toMatchObject({
      bank: -2345,
      app: 2655,
      difference: -5000,
      explained: { pending: 0, in_review: -2345, not_at_bank: -2345, before_connection: -5000 },
    });
    const [question] = await reviews(user);
    await call(ctx, 'POST', `/api/purchase-reviews/${question!.id}/same`, { token: user.token });
    const after = await call(ctx, 'GET', '/api/bank-feeds/connections', { token: user.token });
    const [answered] = (after.data as unknown as { accounts: { balance_check: Json }[] }[])[0]!.accounts;
    expect(answered!.balance_check).toMatchObject({
      difference: -5000,
      explained: { in_review: 0, not_at_bank: 0, before_connection: -5000 },
    });
  });

  it('«No, son distintos» books the bank row as one more movement, once', async () => {
    const user = await person();
    await typed(user, '2026-11-16', -2345, 'regalo');
    await pull(user, [{ date: '2026-11-20', text: 'SUPERMERCADO DIA', reference: 'D-2', amount: -2345 }]);
    const [question] = await reviews(user, `?account_id=${user.account}`);
    const answer = await call(ctx, 'POST', `/api/purchase-reviews/${question!.id}/distinct`, { token: user.token });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const after = await ledger(user);
    expect(after.items).toHaveLength(2);
    expect(after.balance).toBe(-4690);
    expect(after.items.find((item) => item.id === answer.data.transaction_id)).toMatchObject({
      date: '2026-11-20',
      status: 'cleared',
    });
    ctx.clock.advance(3_600_000);
    expect(await pull(user)).toMatchObject({ imported: 0 });
    expect((await ledger(user)).items).toHaveLength(2);
    expect(await reviews(user)).toHaveLength(0);
  });

  it('meets a bank row booked a week late when the merchant agrees, and asks when it does not', async () => {
    const user = await person();
    const hotel = await typed(user, '2026-11-10', -18000, 'Hotel Miramar');
    await typed(user, '2026-11-11', -6400, 'cena');
    await pull(user, [
      { date: '2026-11-17', text: 'HOTEL MIRAMAR SITGES', reference: 'H-1', amount: -18000 },
      { date: '2026-11-19', text: 'RESTAURANTE EL PUERTO', reference: 'H-2', amount: -6400 },
    ]);
    const { items, balance } = await ledger(user);
    expect(items).toHaveLength(2);
    expect(balance).toBe(-24400);
    expect(items.find((item) => item.id === hotel)).toMatchObject({ status: 'cleared', date: '2026-11-17' });
    const [question] = await reviews(user);
    expect(question).toMatchObject({ incoming: { date: '2026-11-19', text: 'RESTAURANTE EL PUERTO' } });
  });

  it('keeps an unsure alert as a question: «No, son distintos» records it, «Sí» links it', async () => {
    const user = await person();
    await pull(user, [{ date: '2026-11-16', text: 'SUPERMERCADO DIA', reference: 'A-1', amount: -2345 }]);
    const first = await mail(user, '23,45', '20/11/2026', 'FARMACIA LOPEZ');
    expect(first.status).toBe('ask');
    const [question] = await reviews(user);
    expect(question).toMatchObject({ road: 'alert', incoming: { date: '2026-11-20', amount: -2345 } });
    const answer = await call(ctx, 'POST', `/api/purchase-reviews/${question!.id}/distinct`, { token: user.token });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect((await ledger(user)).items).toHaveLength(2);
    const alerts = (await call(ctx, 'GET', '/api/mail-alerts?view=all', { token: user.token })).data
      .items as unknown as Json[];
    expect(alerts[0]).toMatchObject({ status: 'recorded', transaction_id: answer.data.transaction_id });

    // A second unsure alert: the same purchase as the bank's row four days before.
    ctx.clock.advance(3_600_000);
    await pull(user, [{ date: '2026-11-16', text: 'BAZAR CHINO', reference: 'A-2', amount: -990 }]);
    const second = await mail(user, '9,90', '20/11/2026', 'PAPELERIA SOL');
    expect(second.status).toBe('ask');
    const open = await reviews(user);
    expect(open).toHaveLength(1);
    const same = await call(ctx, 'POST', `/api/purchase-reviews/${open[0]!.id}/same`, { token: user.token });
    expect(same.status).toBe(200);
    expect((await ledger(user)).items).toHaveLength(3);
    const linked = (await call(ctx, 'GET', '/api/mail-alerts?view=all', { token: user.token })).data
      .items as unknown as Json[];
    expect(linked[0]).toMatchObject({ status: 'linked', transaction_id: open[0]!.existing.id });
    // Out of the inbox: nothing waits there any more.
    const inbox = await call(ctx, 'GET', '/api/mail-alerts?view=inbox', { token: user.token });
    expect(inbox.data.waiting).toBe(0);
  });

  it('closes an alert’s question when the user answers it in the inbox instead', async () => {
    const user = await person();
    await pull(user, [{ date: '2026-11-16', text: 'SUPERMERCADO DIA', reference: 'B-1', amount: -2345 }]);
    const alert = await mail(user, '23,45', '20/11/2026', 'FARMACIA LOPEZ');
    expect(await reviews(user)).toHaveLength(1);
    const dismissed = await call(ctx, 'POST', `/api/mail-alerts/${alert.id}/dismiss`, { token: user.token });
    expect(dismissed.status, JSON.stringify(dismissed.body)).toBe(200);
    expect(await reviews(user)).toHaveLength(0);
  });

  it('answers 404 for another user’s question and 400 in Spanish for a bad account', async () => {
    const user = await person();
    await typed(user, '2026-11-16', -2345, 'regalo');
    await pull(user, [{ date: '2026-11-20', text: 'SUPERMERCADO DIA', reference: 'C-1', amount: -2345 }]);
    const [question] = await reviews(user);
    const { token: other } = await registerUser(ctx);
    expect(await call(ctx, 'GET', '/api/purchase-reviews', { token: other })).toMatchObject({ status: 200, data: [] });
    for (const answer of ['same', 'distinct']) {
      const res = await call(ctx, 'POST', `/api/purchase-reviews/${question!.id}/${answer}`, { token: other });
      expect(res.status).toBe(404);
      expect(res.errors?.[0]?.message).toBe('No encontramos esta pregunta');
    }
    // A malformed id is an unknown one, as everywhere in the API.
    const bad = await call(ctx, 'POST', '/api/purchase-reviews/no-es-un-id/same', { token: user.token });
    expect(bad.status).toBe(404);
    const badQuery = await call(ctx, 'GET', '/api/purchase-reviews?account_id=123', { token: user.token });
    expect(badQuery.status).toBe(400);
    expect(badQuery.errors?.[0]).toMatchObject({ field: 'account_id', message: 'Debe ser un UUID válido' });
    // The question is still there for its owner.
    expect(await reviews(user)).toHaveLength(1);
    expect((await ledger(user)).items).toHaveLength(1);
  });
});
