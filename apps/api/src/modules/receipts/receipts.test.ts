import { readFileSync } from 'node:fs';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, attachments, transactions } from '../../db/schema/index.ts';
import { checkAnswer } from '../../../test/helpers/contract.ts';
import { call, createTestApp, registerUser, type TestContext } from '../../../test/helpers/test-app.ts';
import { fixtureDir, renderInvoicePdf } from '../../../test/fixtures/receipts/render.ts';

// One OCR read (the Mercadona photo); the other receipts are PDFs with text, read without OCR.
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
  // Thursday 26 November 2026, 15:00 UTC: the fixtures are dated the days before.
  ctx.clock.advance(new Date('2026-11-26T15:00:00Z').getTime() - ctx.clock.now().getTime());
});
afterAll(async () => ctx?.close());

type Json = Record<string, unknown>;
const photo = () => readFileSync(`${fixtureDir}es-mercadona.jpg`);
const invoice = () => readFileSync(`${fixtureDir}es-factura-movistar.pdf`);

/** A multipart form with one file, as a browser sends it. */
function form(fileName: string, bytes: Buffer, contentType: string) {
  const boundary = '----cuentas-recibo-7d21';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: ${contentType}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

async function upload(token: string, fileName: string, bytes: Buffer, contentType = 'image/jpeg') {
  const { payload, contentType: type } = form(fileName, bytes, contentType);
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/receipts',
    payload,
    headers: { authorization: `Bearer ${token}`, 'content-type': type },
  });
  const body = JSON.parse(res.body) as Json;
  checkAnswer('POST', '/api/receipts', res.statusCode, body);
  return { status: res.statusCode, data: body.data as Json, errors: body.errors as Json[] | undefined };
}

async function spanishUser() {
  const user = await registerUser(ctx);
  await call(ctx, 'POST', '/api/configuration', {
    token: user.token,
    body: { country: 'ES', base_currency: 'EUR', month_start_day: 1 },
  });
  const account = await call(ctx, 'POST', '/api/accounts', {
    token: user.token,
    body: { name: 'Cuenta BBVA', type: 'checking', currency: 'EUR' },
  });
  const [row] = await ctx.database.db
    .select({ userId: accounts.userId })
    .from(accounts)
    .where(eq(accounts.id, account.data.id as string));
  return { ...user, accountId: account.data.id as string, userId: row!.userId };
}

async function readyReceipt(token: string, id: string) {
  await ctx.app.jobs.queue.drain();
  return call(ctx, 'GET', `/api/receipts/${id}`, { token });
}

const movementsOf = (userId: string) =>
  ctx.database.db.select().from(transactions).where(eq(transactions.userId, userId));

describe('reading a receipt into a movement', () => {
  it(
    'reads a photo off the request path, proposes it and saves it only when confirmed',
    { timeout: 120_000 },
    async () => {
      const user = await spanishUser();
      const sent = await upload(user.token, 'IMG_2041.jpg', photo());
      expect(sent.status, JSON.stringify(sent)).toBe(202);
      expect(sent.data).toMatchObject({ status: 'reading', transaction_id: null });

      const read = await readyReceipt(user.token, sent.data.id as string);
      expect(read.status).toBe(200);
      expect(read.data.status).toBe('ready');
      expect(read.data.fields).toMatchObject({
        amount: 2340,
        currency: 'EUR',
        date: '2026-11-24',
        merchant: 'Mercadona',
        tax_id: 'A46103834',
        account_id: user.accountId,
      });
      expect((read.data.fields as Json).category_id).toEqual(expect.any(String));
      expect(read.data.match).toBeNull();
      expect(await movementsOf(user.userId)).toHaveLength(0);

      const confirmed = await call(ctx, 'POST', `/api/receipts/${sent.data.id}/confirm`, {
        token: user.token,
        body: { account_id: user.accountId, amount: 2340, date: '2026-11-24', payee: 'Mercadona' },
      });
      expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
      expect(confirmed.data.attached_to_existing).toBe(false);
      const [movement] = await movementsOf(user.userId);
      expect(movement).toMatchObject({ amount: -2340, date: '2026-11-24', payee: 'Mercadona' });
      const [file] = await ctx.database.db
        .select()
        .from(attachments)
        .where(eq(attachments.id, read.data.attachment_id as string));
      expect(file?.transactionId).toBe(movement!.id);

      // A second click saves nothing more.
      const again = await call(ctx, 'POST', `/api/receipts/${sent.data.id}/confirm`, {
        token: user.token,
        body: { account_id: user.accountId, amount: 2340, date: '2026-11-24' },
      });
      expect(again.status).toBe(409);
      expect(again.errors?.[0]?.message).toBe('Este recibo ya está guardado en un movimiento.');
      expect(await movementsOf(user.userId)).toHaveLength(1);
    },
  );

  it('attaches the invoice to the movement already imported instead of saving a second one', async () => {
    const user = await spanishUser();
    const imported = await call(ctx, 'POST', '/api/transactions', {
      token: user.token,
      body: { account_id: user.accountId, amount: -5000, date: '2026-11-05', payee: 'MOVISTAR RECIBO' },
    });
    const sent = await upload(user.token, 'factura.pdf', invoice(), 'application/pdf');
    expect(sent.status).toBe(202);
    const read = await readyReceipt(user.token, sent.data.id as string);
    expect(read.data.fields).toMatchObject({ amount: 5000, date: '2026-11-03', currency: 'EUR' });
    expect(read.data.match).toMatchObject({
      transaction_id: imported.data.id,
      amount: 5000,
      date: '2026-11-05',
      account_name: 'Cuenta BBVA',
    });

    const confirmed = await call(ctx, 'POST', `/api/receipts/${sent.data.id}/confirm`, {
      token: user.token,
      body: { attach_to: imported.data.id },
    });
    expect(confirmed.data).toEqual({ transaction_id: imported.data.id, attached_to_existing: true });
    expect(await movementsOf(user.userId)).toHaveLength(1);
    const linked = await ctx.database.db
      .select()
      .from(attachments)
      .where(and(eq(attachments.userId, user.userId), eq(attachments.transactionId, imported.data.id as string)));
    expect(linked).toHaveLength(1);
  });

  it('says plainly that a scanned PDF without text cannot be read yet', async () => {
    const user = await spanishUser();
    const blank = renderInvoicePdf([]);
    const sent = await upload(user.token, 'escaneo.pdf', blank, 'application/pdf');
    const read = await readyReceipt(user.token, sent.data.id as string);
    expect(read.data.status).toBe('failed');
    expect(read.data.failure).toMatch(/no tiene texto/);
    // The user can still write the movement by hand on the same receipt.
    const confirmed = await call(ctx, 'POST', `/api/receipts/${sent.data.id}/confirm`, {
      token: user.token,
      body: { account_id: user.accountId, amount: 1999, date: '2026-11-20', payee: 'Farmacia' },
    });
    expect(confirmed.status).toBe(200);
  });

  it('dismisses a receipt and deletes its file', async () => {
    const user = await spanishUser();
    const sent = await upload(user.token, 'factura.pdf', invoice(), 'application/pdf');
    const dismissed = await call(ctx, 'DELETE', `/api/receipts/${sent.data.id}`, { token: user.token });
    expect(dismissed.status).toBe(200);
    expect(dismissed.data.message).toBe('Descartamos el recibo y borramos su foto.');
    expect(await ctx.database.db.select().from(attachments).where(eq(attachments.userId, user.userId))).toEqual([]);
    expect((await call(ctx, 'GET', `/api/receipts/${sent.data.id}`, { token: user.token })).status).toBe(404);
    await ctx.app.jobs.queue.drain();
  });
});

describe('what a receipt refuses', () => {
  it("answers 404 for another user's receipt, on every call", async () => {
    const owner = await spanishUser();
    const other = await spanishUser();
    const sent = await upload(owner.token, 'factura.pdf', invoice(), 'application/pdf');
    await ctx.app.jobs.queue.drain();
    const id = sent.data.id as string;
    expect((await call(ctx, 'GET', `/api/receipts/${id}`, { token: other.token })).status).toBe(404);
    const confirm = await call(ctx, 'POST', `/api/receipts/${id}/confirm`, {
      token: other.token,
      body: { account_id: other.accountId, amount: 5000, date: '2026-11-03' },
    });
    expect(confirm.status).toBe(404);
    expect(confirm.errors?.[0]?.message).toBe('No encontramos este recibo.');
    expect((await call(ctx, 'DELETE', `/api/receipts/${id}`, { token: other.token })).status).toBe(404);
    // Nor can the owner attach it to someone else's movement.
    const theirs = await call(ctx, 'POST', '/api/transactions', {
      token: other.token,
      body: { account_id: other.accountId, amount: -5000, date: '2026-11-03', payee: 'Movistar' },
    });
    const crossed = await call(ctx, 'POST', `/api/receipts/${id}/confirm`, {
      token: owner.token,
      body: { attach_to: theirs.data.id },
    });
    expect(crossed.status).toBe(404);
    expect((await call(ctx, 'GET', `/api/receipts/${id}`, { token: owner.token })).data.status).toBe('ready');
  });

  it('refuses a file that is not a photo or a PDF, and a form without a file, in Spanish', async () => {
    const user = await spanishUser();
    const text = await upload(user.token, 'notas.txt', Buffer.from('TOTAL 23,40'), 'text/plain');
    expect(text.status).toBe(400);
    expect(text.errors?.[0]?.message).toMatch(/no es una foto/);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/receipts',
      payload: { file: 'x' },
      headers: { authorization: `Bearer ${user.token}` },
    });
    expect(res.statusCode).toBe(400);
    expect((JSON.parse(res.body) as { errors: Json[] }).errors[0]?.message).toBe(
      'Elige una foto del recibo o un PDF de la factura.',
    );
  });

  it('asks for the account, amount and date when the confirmation lacks them', async () => {
    const user = await spanishUser();
    const sent = await upload(user.token, 'factura.pdf', invoice(), 'application/pdf');
    await ctx.app.jobs.queue.drain();
    const empty = await call(ctx, 'POST', `/api/receipts/${sent.data.id}/confirm`, { token: user.token, body: {} });
    expect(empty.status).toBe(400);
    expect(empty.errors?.map((error) => [error.field, error.message])).toEqual([
      ['account_id', 'Elige la cuenta del movimiento.'],
      ['amount', 'Escribe el importe del recibo.'],
      ['date', 'Escribe la fecha del recibo.'],
    ]);
  });
});
