import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { receipts } from '../../db/schema/index.ts';
import { uuidv7 } from '../../lib/ids.ts';
import { invoicePdf, multipartBody, phonePhoto } from '../../../test/helpers/attachment-fixtures.ts';
import { startS3StandIn } from '../../../test/helpers/s3-stand-in.ts';
import { call, createTestApp, registerUser, type TestContext } from '../../../test/helpers/test-app.ts';
import { saveAttachment } from './service.ts';
import { DETACHED_GRACE_MS, UNCONFIRMED_RECEIPT_DAYS } from './sweep.ts';
import { loadConfig } from '../../config.ts';
import type { Deps } from '../../lib/deps.ts';

// Deleting what holds the files deletes the files, in both storages (decision 042): every case ends
// with the scheduler's pass and then looks where the bytes live, not only at the rows.
type Bucket = Awaited<ReturnType<typeof startS3StandIn>>;
const DAY_MS = 24 * 60 * 60_000;

describe.each(['PostgreSQL', 'S3'] as const)('deleting files kept in %s', (storage) => {
  let ctx: TestContext;
  let bucket: Bucket | null = null;
  let photo: Buffer;
  let deps: Deps;
  beforeAll(async () => {
    // Two objects a page, so listing the bucket has to follow its continuation tokens.
    if (storage === 'S3') bucket = await startS3StandIn({ maxKeys: 2 });
    const env: Record<string, string> = bucket
      ? {
          S3_ENDPOINT: bucket.url,
          S3_BUCKET: 'recibos',
          S3_ACCESS_KEY_ID: 'cuentas',
          S3_SECRET_ACCESS_KEY: 'clave-de-prueba',
          S3_REGION: 'eu-south-2',
        }
      : {};
    ctx = await createTestApp(env);
    // What another module hands the attachments service: the app's settings, database and clock.
    deps = {
      config: loadConfig({ NODE_ENV: 'test', DATA_DIR: '/tmp', ...env }),
      db: ctx.database.db,
      now: ctx.clock.now,
    } as unknown as Deps;
    photo = await phonePhoto({ width: 400, height: 300 });
  });
  afterAll(async () => {
    await ctx.close();
    await bucket?.close();
  });

  async function userWithFile() {
    const user = await registerUser(ctx);
    await call(ctx, 'POST', '/api/configuration', {
      token: user.token,
      body: { country: 'ES', base_currency: 'EUR', month_start_day: 1 },
    });
    const account = await call(ctx, 'POST', '/api/accounts', {
      token: user.token,
      body: { name: 'Cuenta', type: 'checking', currency: 'EUR' },
    });
    const movement = await call(ctx, 'POST', '/api/transactions', {
      token: user.token,
      body: { account_id: account.data.id, amount: -2340, date: '2026-03-14', payee: 'Mercadona' },
    });
    const { payload, contentType } = multipartBody([
      { fileName: 'ticket.jpg', bytes: photo },
      { fileName: 'factura.pdf', bytes: invoicePdf() },
    ]);
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/transactions/${movement.data.id as string}/attachments`,
      payload,
      headers: { authorization: `Bearer ${user.token}`, 'content-type': contentType },
    });
    expect(res.statusCode, res.body).toBe(201);
    const ids = (JSON.parse(res.body) as { data: { id: string }[] }).data.map((file) => file.id);
    const me = await call(ctx, 'GET', '/api/me', { token: user.token });
    return {
      ...user,
      userId: me.data.id as string,
      accountId: account.data.id as string,
      transactionId: movement.data.id as string,
      ids,
    };
  }

  /** How many of these attachments still have a row, and how many stored files (bytes) are left. */
  async function left(ids: string[]) {
    const list = sql.join(
      ids.map((id) => sql`${id}::uuid`),
      sql`, `,
    );
    const result = (await ctx.database.db.execute(sql`
      select (select count(*) from attachments where id in (${list}))::int as rows,
             (select count(*) from attachment_files where attachment_id in (${list}))::int as files`)) as unknown as {
      rows: { rows: number; files: number }[];
    };
    const { rows, files } = result.rows[0]!;
    const objects = bucket ? [...bucket.objects.keys()].filter((key) => ids.some((id) => key.includes(id))).length : 0;
    // Each storage keeps the bytes in one place only.
    expect(bucket ? files : objects).toBe(0);
    return { rows, bytes: files + objects };
  }

  it('a deleted movement’s files go at the next pass once its undo has passed, with no other action', async () => {
    const user = await userWithFile();
    const deleted = await call(ctx, 'DELETE', `/api/transactions/${user.transactionId}`, { token: user.token });
    expect(deleted.status).toBe(200);
    // A photo has a thumbnail, a PDF none: three stored files.
    expect(await left(user.ids)).toEqual({ rows: 2, bytes: 3 });
    // While «Deshacer» can bring the movement back, the pass keeps its files.
    await ctx.app.jobs.run();
    expect(await left(user.ids)).toEqual({ rows: 2, bytes: 3 });
    ctx.clock.advance(DETACHED_GRACE_MS + 60_000);
    await ctx.app.jobs.run();
    expect(await left(user.ids)).toEqual({ rows: 0, bytes: 0 });
  });

  it('an account’s deletion takes its movements’ files', async () => {
    const user = await userWithFile();
    const other = await userWithFile();
    expect((await call(ctx, 'DELETE', `/api/accounts/${user.accountId}`, { token: user.token })).status).toBe(200);
    expect((await left(user.ids)).rows).toBe(0);
    await ctx.app.jobs.run();
    expect(await left(user.ids)).toEqual({ rows: 0, bytes: 0 });
    expect(await left(other.ids)).toEqual({ rows: 2, bytes: 3 });
  });

  it('the user’s deletion takes every file, a receipt’s with no movement too', async () => {
    const user = await userWithFile();
    const loose = await saveAttachment(deps, user.userId, {
      bytes: invoicePdf(),
      fileName: 'recibo.pdf',
      transactionId: null,
      source: 'whatsapp',
    });
    const ids = [...user.ids, loose.id];
    const deleted = await call(ctx, 'DELETE', '/api/me', { token: user.token, body: { password: user.password } });
    expect(deleted.status).toBe(200);
    await ctx.app.jobs.run();
    expect(await left(ids)).toEqual({ rows: 0, bytes: 0 });
  });

  it(`drops a receipt left unconfirmed for ${UNCONFIRMED_RECEIPT_DAYS} days, keeping a newer one`, async () => {
    const user = await userWithFile();
    const receiptFile = async () => {
      const file = await saveAttachment(deps, user.userId, {
        bytes: invoicePdf(),
        fileName: 'ticket.pdf',
        transactionId: null,
        source: 'web',
      });
      const now = ctx.clock.now();
      await ctx.database.db.insert(receipts).values({
        id: uuidv7(),
        userId: user.userId,
        attachmentId: file.id,
        status: 'ready',
        createdAt: now,
        updatedAt: now,
      });
      return file.id;
    };
    const old = await receiptFile();
    ctx.clock.advance((UNCONFIRMED_RECEIPT_DAYS - 1) * DAY_MS);
    const recent = await receiptFile();
    ctx.clock.advance(2 * DAY_MS);
    await ctx.app.jobs.run();
    expect(await left([old])).toEqual({ rows: 0, bytes: 0 });
    expect(await left([recent])).toEqual({ rows: 1, bytes: 1 });
    // The movement's own files are untouched by the sweep, however old.
    expect(await left(user.ids)).toEqual({ rows: 2, bytes: 3 });
  });

  it.runIf(storage === 'S3')('removes bucket objects no row names once a day old, and only those', async () => {
    const user = await userWithFile();
    const stray = uuidv7();
    const fresh = uuidv7();
    for (const id of [stray, fresh]) bucket!.objects.set(`recibos/attachments/${id}/original`, Buffer.from('x'));
    bucket!.modified.set(`recibos/attachments/${stray}/original`, new Date(ctx.clock.now().getTime() - 2 * DAY_MS));
    bucket!.modified.set(`recibos/attachments/${fresh}/original`, new Date(ctx.clock.now().getTime()));
    // The user's own objects are as old, and stay: a row names them.
    for (const key of bucket!.objects.keys())
      if (user.ids.some((id) => key.includes(id))) bucket!.modified.set(key, new Date(0));
    expect((await ctx.app.jobs.run()).attachmentFiles.orphanObjects).toBe(1);
    expect(bucket!.objects.has(`recibos/attachments/${stray}/original`)).toBe(false);
    expect(bucket!.objects.has(`recibos/attachments/${fresh}/original`)).toBe(true);
    expect(await left(user.ids)).toEqual({ rows: 2, bytes: 3 });
  });
});
