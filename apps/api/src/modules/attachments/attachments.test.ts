import { eq, sql } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attachmentFiles, attachments } from '../../db/schema/index.ts';
import { uuidv7 } from '../../lib/ids.ts';
import { type UploadPart, invoicePdf, multipartBody, phonePhoto } from '../../../test/helpers/attachment-fixtures.ts';
import { call, createTestApp, registerUser, type TestContext } from '../../../test/helpers/test-app.ts';
import { checkAnswer } from '../../../test/helpers/contract.ts';

let ctx: TestContext;
let photo: Buffer;
beforeAll(async () => {
  ctx = await createTestApp({ BILLING_MODE: 'sandbox' });
  photo = await phonePhoto({ width: 800, height: 600 });
});
afterAll(async () => ctx.close());

type Json = Record<string, unknown>;

async function userWithMovement(payee = 'Mercadona', date = '2026-03-14') {
  const user = await registerUser(ctx);
  await call(ctx, 'POST', '/api/configuration', {
    token: user.token,
    body: { country: 'ES', base_currency: 'EUR', month_start_day: 1 },
  });
  const account = await call(ctx, 'POST', '/api/accounts', {
    token: user.token,
    body: { name: 'Cuenta nómina', type: 'checking', currency: 'EUR' },
  });
  const movement = await call(ctx, 'POST', '/api/transactions', {
    token: user.token,
    body: { account_id: account.data.id, amount: -4530, date, payee },
  });
  return { ...user, accountId: account.data.id as string, transactionId: movement.data.id as string };
}

async function uploadTo(token: string, transactionId: string, parts: UploadPart[]) {
  const { payload, contentType } = multipartBody(parts);
  const res = await ctx.app.inject({
    method: 'POST',
    url: `/api/transactions/${transactionId}/attachments`,
    payload,
    headers: { authorization: `Bearer ${token}`, 'content-type': contentType },
  });
  const body = JSON.parse(res.body) as Json;
  checkAnswer('POST', `/api/transactions/${transactionId}/attachments`, res.statusCode, body);
  return { status: res.statusCode, body, data: body.data as Json[], errors: body.errors as Json[] | undefined };
}

const get = (token: string, url: string) =>
  ctx.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });

describe('attaching files to a movement', () => {
  it('stores a photo and a PDF, lists them and counts them on the movement', async () => {
    const user = await userWithMovement();
    // The list's first page is cached by ledger version: an upload must move it.
    const before = await call(ctx, 'GET', '/api/transactions', { token: user.token });
    expect((before.data.items as unknown as Json[]).map((item) => item.attachment_count)).toEqual([0]);
    const uploaded = await uploadTo(user.token, user.transactionId, [
      { fileName: 'IMG_2041.jpeg', bytes: photo, contentType: 'image/jpeg' },
      { fileName: 'Factura 031.pdf', bytes: invoicePdf(), contentType: 'application/pdf' },
    ]);
    expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(201);
    expect(uploaded.data.map((item) => [item.file_name, item.content_type])).toEqual([
      ['IMG_2041.jpg', 'image/jpeg'],
      ['Factura 031.pdf', 'application/pdf'],
    ]);
    // Upright once re-encoded: the sideways 800×600 photo is 600×800.
    expect(uploaded.data[0]).toMatchObject({ width: 600, height: 800, source: 'web' });
    expect(uploaded.data[1]).toMatchObject({ width: null, thumbnail_url: null });

    const list = await call(ctx, 'GET', `/api/transactions/${user.transactionId}/attachments`, { token: user.token });
    expect(list.status).toBe(200);
    const items = list.data.items as unknown as Json[];
    expect(items.map((item) => item.id)).toEqual(uploaded.data.map((item) => item.id));
    const usage = list.data.usage as Json;
    expect(usage).toMatchObject({ limit_bytes: 100 * 1024 * 1024, max_file_bytes: 10 * 1024 * 1024 });
    expect(usage.used_bytes).toBeGreaterThan(invoicePdf().length);

    const page = await call(ctx, 'GET', '/api/transactions', { token: user.token });
    expect((page.data.items as unknown as Json[]).map((item) => item.attachment_count)).toEqual([2]);
    const one = await call(ctx, 'GET', `/api/transactions/${user.transactionId}`, { token: user.token });
    expect(one.data.attachment_count).toBe(2);
    const register = await call(ctx, 'GET', `/api/accounts/${user.accountId}/register`, { token: user.token });
    expect((register.data.items as unknown as Json[])[0]!.attachment_count).toBe(2);
  });

  it('serves each file with safe headers: photos inline, PDFs as a download', async () => {
    const user = await userWithMovement();
    const [image, pdf] = (
      await uploadTo(user.token, user.transactionId, [
        { fileName: 'ticket «Día».jpg', bytes: photo },
        { fileName: 'factura.pdf', bytes: invoicePdf() },
      ])
    ).data;
    const shown = await get(user.token, image!.url as string);
    expect(shown.statusCode).toBe(200);
    expect(shown.headers['content-type']).toBe('image/jpeg');
    expect(shown.headers['content-disposition']).toBe(
      `inline; filename="ticket _D_a_.jpg"; filename*=UTF-8''${encodeURIComponent('ticket «Día».jpg')}`,
    );
    expect(shown.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    expect(shown.headers['x-content-type-options']).toBe('nosniff');
    expect(shown.headers['cache-control']).toBe('private, max-age=86400');
    expect((await sharp(shown.rawPayload).metadata()).exif).toBeUndefined();

    const downloaded = await get(user.token, pdf!.url as string);
    expect(downloaded.headers['content-type']).toBe('application/pdf');
    expect(downloaded.headers['content-disposition']).toMatch(/^attachment; filename="factura.pdf"/);
    expect(downloaded.rawPayload.equals(invoicePdf())).toBe(true);

    const thumbnail = await get(user.token, image!.thumbnail_url as string);
    expect(thumbnail.headers['content-type']).toBe('image/jpeg');
    const small = await sharp(thumbnail.rawPayload).metadata();
    expect([small.width, small.height]).toEqual([240, 320]);
    expect((await get(user.token, `/api/attachments/${pdf!.id as string}/thumbnail`)).statusCode).toBe(404);
  });

  it('deletes an attachment, and the movement counts one less', async () => {
    const user = await userWithMovement();
    const [first] = (await uploadTo(user.token, user.transactionId, [{ fileName: 'a.jpg', bytes: photo }])).data;
    const removed = await call(ctx, 'DELETE', `/api/attachments/${first!.id as string}`, { token: user.token });
    expect(removed.status).toBe(200);
    expect(removed.data.message).toBe('Borramos el adjunto.');
    expect((await get(user.token, first!.url as string)).statusCode).toBe(404);
    const again = await call(ctx, 'DELETE', `/api/attachments/${first!.id as string}`, { token: user.token });
    expect(again.status).toBe(404);
    const one = await call(ctx, 'GET', `/api/transactions/${user.transactionId}`, { token: user.token });
    expect(one.data.attachment_count).toBe(0);
    const bytes = await ctx.database.db
      .select()
      .from(attachmentFiles)
      .where(eq(attachmentFiles.attachmentId, first!.id as string));
    expect(bytes).toEqual([]);
  });
});

describe('what is refused', () => {
  it('answers 404 for another user’s movement or attachment, and for ids that are not UUIDs', async () => {
    const owner = await userWithMovement();
    const stranger = await userWithMovement();
    const [mine] = (await uploadTo(owner.token, owner.transactionId, [{ fileName: 'a.jpg', bytes: photo }])).data;
    const id = mine!.id as string;
    expect((await uploadTo(stranger.token, owner.transactionId, [{ fileName: 'b.jpg', bytes: photo }])).status).toBe(
      404,
    );
    const list = await call(ctx, 'GET', `/api/transactions/${owner.transactionId}/attachments`, {
      token: stranger.token,
    });
    expect(list.status).toBe(404);
    for (const url of [`/api/attachments/${id}`, `/api/attachments/${id}/thumbnail`])
      expect((await get(stranger.token, url)).statusCode).toBe(404);
    expect((await call(ctx, 'DELETE', `/api/attachments/${id}`, { token: stranger.token })).status).toBe(404);
    expect((await get(owner.token, '/api/attachments/123')).statusCode).toBe(404);
    expect((await get(owner.token, '/api/transactions/abc/attachments')).statusCode).toBe(404);
    // The owner still has it.
    expect((await get(owner.token, `/api/attachments/${id}`)).statusCode).toBe(200);
  });

  it('refuses SVG and HTML renamed .jpg with a Spanish message on the field, storing nothing', async () => {
    const user = await userWithMovement();
    for (const text of [
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
      '<html><body onload="alert(1)">recibo</body></html>',
    ]) {
      const res = await uploadTo(user.token, user.transactionId, [
        { fileName: 'recibo.jpg', bytes: Buffer.from(text), contentType: 'image/jpeg' },
      ]);
      expect(res.status).toBe(400);
      expect(res.errors).toEqual([
        {
          message:
            'El archivo «recibo.jpg» no es una foto (JPEG, PNG, WebP o HEIC) ni un PDF. Solo se pueden adjuntar fotos y PDF.',
          field: 'files',
        },
      ]);
    }
    // One bad file refuses the whole upload: the good photo beside it is not kept either.
    const mixed = await uploadTo(user.token, user.transactionId, [
      { fileName: 'bien.jpg', bytes: photo },
      { fileName: 'mal.jpg', bytes: Buffer.from('<svg/>') },
    ]);
    expect(mixed.status).toBe(400);
    const rows = await ctx.database.db
      .select()
      .from(attachments)
      .where(eq(attachments.transactionId, user.transactionId));
    expect(rows).toEqual([]);
  });

  it('refuses a form without files, too many files and a file over 10 MB', async () => {
    const user = await userWithMovement();
    const noFiles = await call(ctx, 'POST', `/api/transactions/${user.transactionId}/attachments`, {
      token: user.token,
      body: { files: [] },
    });
    expect(noFiles.status).toBe(400);
    expect(noFiles.errors).toEqual([{ message: 'Elige al menos un archivo para adjuntar.', field: 'files' }]);
    const many = Array.from({ length: 11 }, (_, index) => ({ fileName: `f${index}.pdf`, bytes: invoicePdf() }));
    const tooMany = await uploadTo(user.token, user.transactionId, many);
    expect(tooMany.status).toBe(400);
    expect(tooMany.errors![0]!.message).toBe('Puedes adjuntar como máximo 10 archivos a la vez.');
    const big = Buffer.concat([invoicePdf(), Buffer.alloc(10 * 1024 * 1024)]);
    const tooBig = await uploadTo(user.token, user.transactionId, [{ fileName: 'escaneo.pdf', bytes: big }]);
    expect(tooBig.status).toBe(413);
    expect(tooBig.errors![0]!.message).toBe('El archivo «escaneo.pdf» pesa más de 10 MB.');
  });

  it('refuses a file that would pass the plan’s space (Gratis: 100 MB)', async () => {
    const user = await userWithMovement();
    const me = await call(ctx, 'GET', '/api/me', { token: user.token });
    // Files already taking all but 1 KB of the space (their metadata is all the sum reads).
    await ctx.database.db.insert(attachments).values({
      id: uuidv7(),
      userId: me.data.id as string,
      transactionId: user.transactionId,
      fileName: 'antiguos.pdf',
      contentType: 'application/pdf',
      size: 100 * 1024 * 1024 - 1024,
    });
    const res = await uploadTo(user.token, user.transactionId, [{ fileName: 'ticket.jpg', bytes: photo }]);
    expect(res.status).toBe(413);
    expect(res.errors![0]!.message).toBe(
      'Tus adjuntos ocupan todo el espacio de tu plan (100 MB). Borra adjuntos que ya no necesites o pásate a Premium para tener más.',
    );
    // A small PDF still fits.
    expect((await uploadTo(user.token, user.transactionId, [{ fileName: 'a.pdf', bytes: invoicePdf() }])).status).toBe(
      201,
    );
  });
});

describe('deleting what holds the files', () => {
  async function countFor(transactionId: string) {
    const result = await ctx.database.db.execute(sql`
      select (select count(*) from attachments where transaction_id = ${transactionId})::int as rows,
             (select count(*) from attachment_files f where not exists
               (select 1 from attachments a where a.id = f.attachment_id))::int as orphans`);
    return (result as unknown as { rows: { rows: number; orphans: number }[] }).rows[0]!;
  }

  it('a movement’s deletion takes its files once its undo has passed, and an account’s at once', async () => {
    const user = await userWithMovement();
    const [file] = (await uploadTo(user.token, user.transactionId, [{ fileName: 'a.jpg', bytes: photo }])).data;
    const fileId = file!.id as string;
    expect((await countFor(user.transactionId)).rows).toBe(1);
    const deleted = await call(ctx, 'DELETE', `/api/transactions/${user.transactionId}`, { token: user.token });
    expect(deleted.status).toBe(200);
    // Kept apart while «Deshacer» can still bring the movement back…
    expect(await countFor(user.transactionId)).toEqual({ rows: 0, orphans: 0 });
    const undone = await call(ctx, 'POST', `/api/transactions/undo/${deleted.data.undo_id as string}`, {
      token: user.token,
    });
    expect(undone.status).toBe(200);
    expect((await countFor(user.transactionId)).rows).toBe(1);
    // …and gone once the undo has expired (pruned at the user's next deletion).
    const again = await call(ctx, 'DELETE', `/api/transactions/${user.transactionId}`, { token: user.token });
    expect(again.status).toBe(200);
    ctx.clock.advance(2 * 60_000);
    const later = await call(ctx, 'POST', '/api/transactions', {
      token: user.token,
      body: { account_id: user.accountId, amount: -100, date: '2026-03-15', payee: 'Quiosco' },
    });
    await call(ctx, 'DELETE', `/api/transactions/${later.data.id as string}`, { token: user.token });
    expect(await ctx.database.db.select().from(attachments).where(eq(attachments.id, fileId))).toEqual([]);
    expect(
      await ctx.database.db.select().from(attachmentFiles).where(eq(attachmentFiles.attachmentId, fileId)),
    ).toEqual([]);

    const other = await userWithMovement();
    await uploadTo(other.token, other.transactionId, [{ fileName: 'b.pdf', bytes: invoicePdf() }]);
    expect((await call(ctx, 'DELETE', `/api/accounts/${other.accountId}`, { token: other.token })).status).toBe(200);
    expect(await countFor(other.transactionId)).toEqual({ rows: 0, orphans: 0 });
  });
});

describe('«Justificantes»: the year’s attachments as a zip', () => {
  it('names each file by date, payee and amount, with indice.csv', async () => {
    const user = await userWithMovement('Farmacia Sol', '2026-02-03');
    await uploadTo(user.token, user.transactionId, [
      { fileName: 'receta.jpg', bytes: photo },
      { fileName: 'factura.pdf', bytes: invoicePdf() },
    ]);
    const res = await get(user.token, '/api/attachments/export?year=2026');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toBe('attachment; filename="justificantes-2026.zip"');
    const files = unzipSync(res.rawPayload);
    expect(Object.keys(files).sort()).toEqual([
      '2026-02-03_Farmacia-Sol_-45,30.jpg',
      '2026-02-03_Farmacia-Sol_-45,30_2.pdf',
      'indice.csv',
    ]);
    expect(Buffer.from(files['2026-02-03_Farmacia-Sol_-45,30_2.pdf']!).equals(invoicePdf())).toBe(true);
    expect(Buffer.from(files['indice.csv']!).toString('utf8').split('\n').slice(0, 3)).toEqual([
      '\ufefffecha;beneficiario;importe;moneda;categoría;cuenta;archivo',
      '2026-02-03;Farmacia Sol;-45,30;EUR;;Cuenta nómina;2026-02-03_Farmacia-Sol_-45,30.jpg',
      '2026-02-03;Farmacia Sol;-45,30;EUR;;Cuenta nómina;2026-02-03_Farmacia-Sol_-45,30_2.pdf',
    ]);
    const empty = await call(ctx, 'GET', '/api/attachments/export?year=2025', { token: user.token });
    expect(empty.status).toBe(400);
    expect(empty.errors).toEqual([{ message: 'No hay adjuntos en ese año con esos filtros.', field: 'year' }]);
    const badYear = await call(ctx, 'GET', '/api/attachments/export?year=dos', { token: user.token });
    expect(badYear.status).toBe(400);
    expect(badYear.errors).toEqual([{ message: 'Indica un año, por ejemplo 2026.', field: 'year' }]);
    const badCategory = await call(ctx, 'GET', '/api/attachments/export?year=2026&category_id=comida', {
      token: user.token,
    });
    expect(badCategory.errors).toEqual([{ message: 'Elige una categoría de la lista.', field: 'category_id' }]);
    // Another user's files never come out, by year or by a category id.
    const stranger = await userWithMovement('Quiosco', '2026-02-03');
    const theirs = await call(ctx, 'GET', '/api/attachments/export?year=2026', { token: stranger.token });
    expect(theirs.status).toBe(400);
    expect(theirs.errors).toEqual([{ message: 'No hay adjuntos en ese año con esos filtros.', field: 'year' }]);
  });
});
