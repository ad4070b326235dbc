import { eq } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setClock, upload } from '../../../test/helpers/money-helpers.ts';
import { call, createTestApp, registerUser, type TestContext } from '../../../test/helpers/test-app.ts';
import { transactions } from '../../db/schema/index.ts';
import { fakeTransaction, type FakeAccount } from '../bank-feeds/fake-bank.ts';
import { startFakeBankServer } from '../bank-feeds/fake-bank-server.ts';

/*
 * One purchase never counted twice (decision 048), through the API for every ordered pair of the
 * four roads: a WhatsApp capture (simulator), a forwarded alert (a real SMTP session), the bank
 * feed (the fake Enable Banking on a real port) and a statement file (upload, analyse, commit).
 * Each case is a new user whose account starts at zero: the ledger's count and balance say it all.
 */

type Fake = Awaited<ReturnType<typeof startFakeBankServer>>;
type Json = Record<string, unknown>;
let ctx: TestContext;
let fake: Fake;
let smtpPort: number;
let lastSession = 0;

const TODAY = '2026-11-20';
const AMOUNT = -2345;
const BBVA = 'BBVA <bbva@comunicaciones.bbva.es>';

function seed(session: number): FakeAccount[] {
  lastSession = session;
  return [
    {
      account: {
        uid: `u${session}`,
        account_id: { iban: 'ES9121000418450200055766' },
        name: 'Cuenta',
        currency: 'EUR',
      },
      transactions: [],
      balance: 0,
    },
  ];
}

beforeAll(async () => {
  fake = await startFakeBankServer({ applicationId: 'app-pairs', now: () => ctx.clock.now(), seed });
  ctx = await createTestApp({
    ENABLE_BANKING_APPLICATION_ID: 'app-pairs',
    ENABLE_BANKING_KEY: fake.privateKey!.export({ type: 'pkcs8', format: 'pem' }).toString(),
    ENABLE_BANKING_API_URL: fake.url,
    INBOUND_MAIL_SECRET: 'un-secreto-de-prueba-largo',
  });
  setClock(ctx, `${TODAY}T12:00:00Z`);
  smtpPort = (await ctx.app.inboundMail.listen(0)).port;
}, 60_000);
afterAll(async () => {
  await ctx?.close();
  await fake?.close();
});

type Person = { token: string; account: string; address: string; connection: string; uid: string };

/** A Spanish user with one BBVA account ending 5766, linked to the fake bank and to a mail address. */
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
        opening_date: '2026-11-01',
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
  const linked = await call(ctx, 'PUT', `/api/bank-feeds/feed-accounts/${feed}`, {
    token,
    body: { account_id: account },
  });
  expect(linked.status, JSON.stringify(linked.body)).toBe(200);
  const address = (await call(ctx, 'GET', '/api/mail-alerts/address', { token })).data.address as string;
  return { token, account, address, connection: started.data.connection_id as string, uid: `u${lastSession}` };
}

/** What each road says of the purchase of 23,45 € at a chemist's on 18 November. */
const roads = {
  whatsapp: async (user: Person, text = 'farmacia 23,45 el 18 de noviembre') => {
    const res = await call(ctx, 'POST', '/api/whatsapp/simulate', { token: user.token, body: { text } });
    expect(res.status).toBe(200);
    return (res.data as unknown as { reply: string }).reply;
  },
  mail: async (user: Person, date = '18/11/2026') => {
    await nodemailer.createTransport({ host: '127.0.0.1', port: smtpPort, secure: false, ignoreTLS: true }).sendMail({
      from: BBVA,
      to: user.address,
      subject: 'Pago con tarjeta',
      text: `Hola, Lucía:\nHas pagado 23,45 € con tu tarjeta ·5766 en FARMACIA LOPEZ.\nFecha: ${date} 17:32\nBBVA nunca te pedirá claves.`,
    });
    await ctx.app.jobs.run();
    const all = await call(ctx, 'GET', '/api/mail-alerts?view=all', { token: user.token });
    return (all.data.items as unknown as { status: string; reason: string | null }[])[0]!;
  },
  feed: async (user: Person, rows?: { date: string; text: string; reference: string; pending?: boolean }[]) => {
    const items = rows ?? [{ date: '2026-11-19', text: 'FARMACIA LOPEZ MADRID', reference: 'B-1' }];
    for (const row of items) fake.bank.add(user.uid, fakeTransaction({ amount: AMOUNT, ...row }));
    const res = await call(ctx, 'POST', `/api/bank-feeds/connections/${user.connection}/sync`, { token: user.token });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return (res.data.accounts as unknown as { imported: number; duplicates: number; error: string | null }[])[0]!;
  },
  file: async (user: Person) => {
    const csv =
      'Fecha;Fecha valor;Concepto;Movimiento;Importe;Divisa;Disponible;Divisa;Observaciones\n' +
      '19/11/2026;18/11/2026;COMPRA TARJ. 5766 FARMACIA LOPEZ;Pago con tarjeta;-23,45;EUR;-23,45;EUR;\n';
    const started = await upload(ctx, user.token, user.account, 'extracto-bbva.csv', csv);
    expect(started.status, JSON.stringify(started.body)).toBe(201);
    const id = (started.data.import as Json).id as string;
    const analysis = await call(ctx, 'POST', `/api/imports/${id}/analyze`, { token: user.token, body: {} });
    expect(analysis.status, JSON.stringify(analysis.body)).toBe(200);
    const committed = await call(ctx, 'POST', `/api/imports/${id}/commit`, { token: user.token, body: {} });
    expect(committed.status, JSON.stringify(committed.body)).toBe(200);
    return analysis.data.duplicate_count as number;
  },
};
type RoadName = keyof typeof roads;

async function ledger(user: Person) {
  const list = await call(ctx, 'GET', `/api/transactions?account_id=${user.account}&limit=50`, { token: user.token });
  const account = await call(ctx, 'GET', `/api/accounts/${user.account}`, { token: user.token });
  const items = list.data.items as unknown as { amount: number; status: string; date: string; original_text: string }[];
  return { items, balance: account.data.balance as number };
}

/** What the second road reports when it met the first one's movement. */
async function second(name: RoadName, user: Person) {
  if (name === 'whatsapp') expect(await roads.whatsapp(user)).toMatch(/^Ya lo tenías: lo uní con/);
  if (name === 'mail') expect((await roads.mail(user)).status).toBe('linked');
  if (name === 'feed') expect(await roads.feed(user)).toMatchObject({ imported: 0, duplicates: 1, error: null });
  if (name === 'file') expect(await roads.file(user)).toBe(1);
}

const names: RoadName[] = ['whatsapp', 'mail', 'feed', 'file'];
const pairs = names.flatMap((first) => names.filter((other) => other !== first).map((then) => [first, then] as const));

describe('one purchase by two roads is one movement (decision 048)', () => {
  it.each(pairs)('%s then %s', async (first, then) => {
    const user = await person();
    await roads[first](user);
    await second(then, user);
    const { items, balance } = await ledger(user);
    expect(items).toHaveLength(1);
    expect(balance).toBe(AMOUNT);
    // Once the bank (feed or file) has it, the movement is the bank's: booked date, cleared, its text.
    if (first === 'feed' || first === 'file' || then === 'feed' || then === 'file') {
      expect(items[0]).toMatchObject({ status: 'cleared', date: '2026-11-19' });
      expect(items[0]!.original_text).toMatch(/FARMACIA LOPEZ/);
    }
  });

  it('counts two captures and two feed rows of the same amount as two, whichever comes first', async () => {
    const rows = [
      { date: '2026-11-19', text: 'FARMACIA LOPEZ', reference: 'F-1' },
      { date: '2026-11-19', text: 'FARMACIA LOPEZ', reference: 'F-2' },
    ];
    const typedFirst = await person();
    await roads.whatsapp(typedFirst);
    expect(await roads.whatsapp(typedFirst)).toMatch(/^✅ Anotado/);
    expect(await roads.feed(typedFirst, rows)).toMatchObject({ imported: 0, duplicates: 2 });
    expect((await ledger(typedFirst)).items).toHaveLength(2);
    expect((await ledger(typedFirst)).balance).toBe(2 * AMOUNT);

    const bankFirst = await person();
    expect(await roads.feed(bankFirst, rows)).toMatchObject({ imported: 2, duplicates: 0 });
    expect(await roads.whatsapp(bankFirst)).toMatch(/^Ya lo tenías/);
    expect(await roads.whatsapp(bankFirst)).toMatch(/^Ya lo tenías/);
    // Both bank rows are met: a third capture is a third purchase (dated within the account's life,
    // which the bank's first pull started on the 19th).
    expect(await roads.whatsapp(bankFirst, 'farmacia 23,45 ayer')).toMatch(/^✅ Anotado/);
    expect((await ledger(bankFirst)).items).toHaveLength(3);
    expect((await ledger(bankFirst)).balance).toBe(3 * AMOUNT);
  });

  it('asks instead of guessing when only the amount agrees, and «otro» adds one more', async () => {
    const user = await person();
    // The bank booked 23,45 € at a shop on the 16th; the capture says the 20th, with other words.
    await roads.feed(user, [{ date: '2026-11-16', text: 'SUPERMERCADO DIA', reference: 'D-1' }]);
    expect(await roads.whatsapp(user, 'regalo 23,45 hoy')).toMatch(/^¿Es el mismo que el movimiento del banco/);
    expect((await ledger(user)).items).toHaveLength(1);
    const alert = await roads.mail(user, '20/11/2026');
    expect(alert).toMatchObject({ status: 'ask' });
    expect(alert.reason).toMatch(/^¿Es el mismo\? Ya tienes un movimiento de 23,45/);
    expect(await roads.whatsapp(user, 'otro regalo 23,45 hoy')).toMatch(/^✅ Anotado/);
    expect((await ledger(user)).items).toHaveLength(2);
  });

  it('books each bank row with the road that brought it, so a later arrival knows what met it', async () => {
    const user = await person();
    await roads.file(user);
    await roads.feed(user, [{ date: '2026-11-12', text: 'LIBRERIA CENTRAL', reference: 'L-1' }]);
    const rows = await ctx.database.db
      .select({ date: transactions.date, arrivals: transactions.arrivals })
      .from(transactions)
      .where(eq(transactions.accountId, user.account))
      .orderBy(transactions.date);
    expect(rows).toEqual([
      { date: '2026-11-12', arrivals: ['feed'] },
      { date: '2026-11-19', arrivals: ['file'] },
    ]);
  });

  it('keeps the category and note of a pending movement when its booked version replaces it', async () => {
    const user = await person();
    await roads.feed(user, [{ date: '2026-11-19', text: 'FARMACIA LOPEZ', reference: 'P-9', pending: true }]);
    const [pending] = (await ledger(user)).items as unknown as { id: string; status: string }[];
    expect(pending).toMatchObject({ status: 'uncleared' });
    const categories = (await call(ctx, 'GET', '/api/categories', { token: user.token })).data as unknown as Json[];
    const health = categories.find((item) => item.name === 'Salud')!.id as string;
    const edited = await call(ctx, 'PATCH', `/api/transactions/${pending!.id}`, {
      token: user.token,
      body: { category_id: health, notes: 'receta de Pablo' },
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    fake.bank.book(user.uid, (item) => item.entry_reference === 'P-9', '2026-11-20', 'BOOKED-P-9');
    await roads.feed(user, []);
    const after = (await ledger(user)).items as unknown as Json[];
    expect(after).toHaveLength(1);
    expect(after[0]).toMatchObject({
      id: pending!.id,
      status: 'cleared',
      category_id: health,
      notes: 'receta de Pablo',
    });
  });
});
