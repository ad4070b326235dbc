import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoicePdf, multipartBody, phonePhoto } from '../../../test/helpers/attachment-fixtures.ts';
import { startS3StandIn } from '../../../test/helpers/s3-stand-in.ts';
import { call, createTestApp, registerUser, type TestContext } from '../../../test/helpers/test-app.ts';
import { linkAttachment, readAttachment, saveAttachment } from './service.ts';
import { loadConfig } from '../../config.ts';
import type { Deps } from '../../lib/deps.ts';

// The same attachments kept in an S3-compatible bucket (decision 042), against a local stand-in.
let ctx: TestContext;
let bucket: Awaited<ReturnType<typeof startS3StandIn>>;
const s3Settings = () => ({
  S3_ENDPOINT: bucket.url,
  S3_BUCKET: 'recibos',
  S3_ACCESS_KEY_ID: 'cuentas',
  S3_SECRET_ACCESS_KEY: 'clave-secreta-de-prueba',
  S3_REGION: 'eu-south-2',
});
beforeAll(async () => {
  bucket = await startS3StandIn();
  ctx = await createTestApp(s3Settings());
});
afterAll(async () => {
  await ctx.close();
  await bucket.close();
});

async function movement() {
  const user = await registerUser(ctx);
  await call(ctx, 'POST', '/api/configuration', {
    token: user.token,
    body: { country: 'ES', base_currency: 'EUR', month_start_day: 1 },
  });
  const account = await call(ctx, 'POST', '/api/accounts', {
    token: user.token,
    body: { name: 'Cuenta', type: 'checking', currency: 'EUR' },
  });
  const created = await call(ctx, 'POST', '/api/transactions', {
    token: user.token,
    body: { account_id: account.data.id, amount: -1999, date: '2026-04-02', payee: 'Leroy Merlin' },
  });
  const me = await call(ctx, 'GET', '/api/me', { token: user.token });
  return {
    ...user,
    userId: me.data.id as string,
    accountId: account.data.id as string,
    transactionId: created.data.id as string,
  };
}

const storedBytes = async () =>
  (
    (await ctx.database.db.execute(sql`select count(*)::int as n from attachment_files`)) as unknown as {
      rows: { n: number }[];
    }
  ).rows[0]!.n;

describe('attachments in an S3 bucket', () => {
  it('puts the file and its thumbnail in the bucket, serves them, and removes them with the movement', async () => {
    const user = await movement();
    const { payload, contentType } = multipartBody([{ fileName: 'ticket.jpg', bytes: await phonePhoto() }]);
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/transactions/${user.transactionId}/attachments`,
      payload,
      headers: { authorization: `Bearer ${user.token}`, 'content-type': contentType },
    });
    expect(res.statusCode, res.body).toBe(201);
    const id = (JSON.parse(res.body) as { data: { id: string }[] }).data[0]!.id;
    expect([...bucket.objects.keys()].sort()).toEqual([
      `recibos/attachments/${id}/original`,
      `recibos/attachments/${id}/thumbnail`,
    ]);
    expect(await storedBytes()).toBe(0);
    const file = await ctx.app.inject({
      method: 'GET',
      url: `/api/attachments/${id}`,
      headers: { authorization: `Bearer ${user.token}` },
    });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(bucket.objects.get(`recibos/attachments/${id}/original`)!)).toBe(true);

    // Deleting the account cascades to its movements and their attachments; the scheduler's pass
    // then empties the bucket, which no foreign key reaches.
    expect((await call(ctx, 'DELETE', `/api/accounts/${user.accountId}`, { token: user.token })).status).toBe(200);
    expect(bucket.objects.size).toBe(2);
    await ctx.app.jobs.run();
    expect([...bucket.objects.keys()]).toEqual([]);
    expect(bucket.requests).toContain(`DELETE recibos/attachments/${id}/original`);
  });

  it('lets another module store a receipt before its movement exists, then link it', async () => {
    const user = await movement();
    // What the receipts module hands in: the app's settings and database.
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: '/tmp', ...s3Settings() });
    const deps = { config, db: ctx.database.db, now: () => new Date() } as unknown as Deps;
    const saved = await saveAttachment(deps, user.userId, {
      bytes: invoicePdf(),
      fileName: 'factura-luz.pdf',
      transactionId: null,
      source: 'mail',
    });
    expect(saved).toMatchObject({ transactionId: null, source: 'mail', contentType: 'application/pdf' });
    expect(bucket.objects.has(`recibos/attachments/${saved.id}/original`)).toBe(true);
    const linked = await linkAttachment(deps, user.userId, saved.id, user.transactionId);
    expect(linked.transactionId).toBe(user.transactionId);
    const read = await readAttachment(deps, user.userId, saved.id);
    expect(read.data.equals(invoicePdf())).toBe(true);
    const stranger = await movement();
    await expect(readAttachment(deps, stranger.userId, saved.id)).rejects.toMatchObject({ statusCode: 404 });
    await expect(linkAttachment(deps, user.userId, saved.id, stranger.transactionId)).rejects.toMatchObject({
      statusCode: 404,
    });
  });
});
