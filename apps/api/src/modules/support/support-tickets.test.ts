import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { supportAttachments, supportTickets } from '../../db/schema/index.ts';
import { grantStaff } from './staff.ts';
import { call, createTestApp, registerUser, type TestContext } from '../../../test/helpers/test-app.ts';

// A real 1×1 PNG and a minimal PDF: the API checks the bytes, not just the declared type.
export const PNG_BASE64 =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
const PDF_BASE64 = Buffer.from(
  '%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
).toString('base64');
const NOT_FOUND = 'No encontramos esta solicitud';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx.close());

type Json = Record<string, unknown>;
const ticketBody = (overrides: Json = {}) => ({
  subject: 'No puedo importar mi extracto',
  category: 'imports',
  message: 'Subo el CSV de Santander y me dice que la fecha no es válida en la fila 5.',
  ...overrides,
});
const openTicket = (token: string, body: Json = ticketBody()) =>
  call(ctx, 'POST', '/api/support/tickets', { token, body });

async function staffUser(name = 'Marta Soporte') {
  const staff = await registerUser(ctx, { name });
  const granted = await grantStaff(ctx.database.db, staff.email);
  expect(granted.outcome).toBe('granted');
  return staff;
}

describe('opening a ticket', () => {
  it('answers 201 with the ticket and its first message, and mails a confirmation', async () => {
    const user = await registerUser(ctx, { name: 'Lucía Ramos' });
    const res = await openTicket(user.token);
    expect(res.status).toBe(201);
    expect(res.data).toMatchObject({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      status: 'open',
      subject: 'No puedo importar mi extracto',
      category: 'imports',
      created_at: expect.any(String),
    });
    const messages = res.data.messages as unknown as Json[];
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({
      author: 'user',
      author_name: 'Lucía Ramos',
      body: expect.stringContaining('fila 5'),
      attachments: [],
    });

    const mail = ctx.mails.filter((m) => m.to === user.email).at(-1);
    expect(mail?.subject).toBe('Recibimos tu solicitud: No puedo importar mi extracto');
    expect(mail?.text).toContain(`http://cuentas.test/support?ticket=${res.data.id as string}`);
  });

  it('refuses an empty subject with a Spanish field error on subject', async () => {
    const user = await registerUser(ctx);
    const res = await openTicket(user.token, ticketBody({ subject: '   ' }));
    expect(res.status).toBe(400);
    expect(res.errors).toContainEqual({ field: 'subject', message: 'Este campo es obligatorio' });
    expect((await call(ctx, 'GET', '/api/support/tickets', { token: user.token })).data.items).toEqual([]);
  });

  it('refuses an unknown category and an empty message on their fields', async () => {
    const user = await registerUser(ctx);
    const res = await openTicket(user.token, ticketBody({ category: 'hack', message: '' }));
    expect(res.status).toBe(400);
    const fields = res.errors!.map((error) => error.field);
    expect(fields).toEqual(expect.arrayContaining(['category', 'message']));
  });

  it('needs a session', async () => {
    expect((await call(ctx, 'POST', '/api/support/tickets', { body: ticketBody() })).status).toBe(401);
  });

  it('allows five open tickets, then explains the limit; closing one makes room', async () => {
    const user = await registerUser(ctx);
    const ids: string[] = [];
    for (let i = 1; i <= 5; i++) {
      const res = await openTicket(user.token, ticketBody({ subject: `Consulta ${i}` }));
      expect(res.status).toBe(201);
      ids.push(res.data.id as string);
    }
    const sixth = await openTicket(user.token, ticketBody({ subject: 'Consulta 6' }));
    expect(sixth.status).toBe(409);
    expect(sixth.errors?.[0]?.message).toMatch(/^Ya tienes 5 solicitudes abiertas\. Cierra alguna/);

    const closed = await call(ctx, 'PATCH', `/api/support/tickets/${ids[0]}`, {
      token: user.token,
      body: { status: 'closed' },
    });
    expect(closed.status).toBe(200);
    expect(closed.data.status).toBe('closed');
    expect((await openTicket(user.token, ticketBody({ subject: 'Consulta 6' }))).status).toBe(201);
  });
});

describe('listing and reading tickets', () => {
  it('lists the user’s own tickets newest first, by keyset pages', async () => {
    const user = await registerUser(ctx);
    const other = await registerUser(ctx);
    await openTicket(other.token, ticketBody({ subject: 'De otra persona' }));
    for (const subject of ['Primera', 'Segunda', 'Tercera']) await openTicket(user.token, ticketBody({ subject }));

    const first = await call(ctx, 'GET', '/api/support/tickets?limit=2', { token: user.token });
    expect(first.status).toBe(200);
    expect((first.data.items as unknown as Json[]).map((t) => t.subject)).toEqual(['Tercera', 'Segunda']);
    expect(first.data.next_cursor).toEqual(expect.any(String));
    const second = await call(ctx, 'GET', `/api/support/tickets?limit=2&cursor=${first.data.next_cursor as string}`, {
      token: user.token,
    });
    expect((second.data.items as unknown as Json[]).map((t) => t.subject)).toEqual(['Primera']);
    expect(second.data.next_cursor).toBeNull();
  });

  it('answers 404 for another user’s ticket, whatever the verb', async () => {
    const owner = await registerUser(ctx);
    const stranger = await registerUser(ctx);
    const id = (await openTicket(owner.token)).data.id as string;
    const attempts = [
      call(ctx, 'GET', `/api/support/tickets/${id}`, { token: stranger.token }),
      call(ctx, 'POST', `/api/support/tickets/${id}/messages`, { token: stranger.token, body: { message: 'Hola' } }),
      call(ctx, 'PATCH', `/api/support/tickets/${id}`, { token: stranger.token, body: { status: 'closed' } }),
    ];
    for (const res of await Promise.all(attempts)) {
      expect(res.status).toBe(404);
      expect(res.errors).toEqual([{ message: NOT_FOUND }]);
    }
    const mine = await call(ctx, 'GET', `/api/support/tickets/${id}`, { token: owner.token });
    expect(mine.status).toBe(200);
    expect(mine.data.messages).toHaveLength(1);
  });

  it('lets the user reply; a closed ticket takes no more messages', async () => {
    const user = await registerUser(ctx);
    const id = (await openTicket(user.token)).data.id as string;
    const reply = await call(ctx, 'POST', `/api/support/tickets/${id}/messages`, {
      token: user.token,
      body: { message: 'Adjunto más datos.' },
    });
    expect(reply.status).toBe(201);
    expect((reply.data.messages as unknown as Json[]).map((m) => m.body)).toEqual([
      ticketBody().message,
      'Adjunto más datos.',
    ]);

    await call(ctx, 'PATCH', `/api/support/tickets/${id}`, { token: user.token, body: { status: 'closed' } });
    const late = await call(ctx, 'POST', `/api/support/tickets/${id}/messages`, {
      token: user.token,
      body: { message: 'Otra cosa' },
    });
    expect(late.status).toBe(400);
    expect(late.errors?.[0]?.message).toBe('Esta solicitud está cerrada. Si necesitas más ayuda, abre una nueva.');
  });
});

describe('attachments', () => {
  it('stores an image and a PDF, downloadable by the owner and staff only', async () => {
    const user = await registerUser(ctx);
    const stranger = await registerUser(ctx);
    const staff = await staffUser();
    const res = await openTicket(
      user.token,
      ticketBody({
        attachments: [
          { file_name: 'captura.png', content_type: 'image/png', data: PNG_BASE64 },
          { file_name: 'extracto de marzo.pdf', content_type: 'application/pdf', data: PDF_BASE64 },
        ],
      }),
    );
    expect(res.status).toBe(201);
    const [message] = res.data.messages as unknown as { attachments: Json[] }[];
    expect(message!.attachments).toMatchObject([
      { file_name: 'captura.png', content_type: 'image/png', size: Buffer.from(PNG_BASE64, 'base64').length },
      { file_name: 'extracto de marzo.pdf', content_type: 'application/pdf' },
    ]);
    const ticketId = res.data.id as string;
    const png = message!.attachments[0]!.id as string;

    const download = await ctx.app.inject({
      method: 'GET',
      url: `/api/support/tickets/${ticketId}/attachments/${png}`,
      headers: { authorization: `Bearer ${user.token}` },
    });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('image/png');
    expect(download.headers['content-disposition']).toMatch(/^attachment; filename="captura.png"/);
    expect(download.rawPayload.equals(Buffer.from(PNG_BASE64, 'base64'))).toBe(true);

    const theirs = await call(ctx, 'GET', `/api/support/tickets/${ticketId}/attachments/${png}`, {
      token: stranger.token,
    });
    expect(theirs.status).toBe(404);
    const staffDownload = await ctx.app.inject({
      method: 'GET',
      url: `/api/support/inbox/${ticketId}/attachments/${png}`,
      headers: { authorization: `Bearer ${staff.token}` },
    });
    expect(staffDownload.statusCode).toBe(200);
    expect(staffDownload.rawPayload.equals(Buffer.from(PNG_BASE64, 'base64'))).toBe(true);
  });

  it('refuses a file whose bytes are not what its type says', async () => {
    const user = await registerUser(ctx);
    const fakePdf = Buffer.from('<html><script>alert(1)</script></html>').toString('base64');
    const res = await openTicket(
      user.token,
      ticketBody({ attachments: [{ file_name: 'recibo.pdf', content_type: 'application/pdf', data: fakePdf }] }),
    );
    expect(res.status).toBe(400);
    expect(res.errors).toEqual([{ field: 'attachments.0', message: 'El archivo «recibo.pdf» no es un PDF' }]);
    const pngAsJpeg = await openTicket(
      user.token,
      ticketBody({ attachments: [{ file_name: 'foto.jpg', content_type: 'image/jpeg', data: PNG_BASE64 }] }),
    );
    expect(pngAsJpeg.status).toBe(400);
    expect(pngAsJpeg.errors?.[0]).toEqual({
      field: 'attachments.0',
      message: 'El archivo «foto.jpg» no es una imagen JPEG',
    });
    expect((await call(ctx, 'GET', '/api/support/tickets', { token: user.token })).data.items).toEqual([]);
  });

  it('refuses other types, more than three files and files over 3 MB', async () => {
    const user = await registerUser(ctx);
    const html = await openTicket(
      user.token,
      ticketBody({ attachments: [{ file_name: 'a.html', content_type: 'text/html', data: PNG_BASE64 }] }),
    );
    expect(html.status).toBe(400);
    expect(html.errors).toContainEqual({
      field: 'attachments.0.content_type',
      message: 'Solo puedes adjuntar imágenes (PNG, JPEG, WebP o GIF) o PDF',
    });

    const four = Array.from({ length: 4 }, (_, i) => ({
      file_name: `f${i}.png`,
      content_type: 'image/png',
      data: PNG_BASE64,
    }));
    const tooMany = await openTicket(user.token, ticketBody({ attachments: four }));
    expect(tooMany.status).toBe(400);
    expect(tooMany.errors).toContainEqual({
      field: 'attachments',
      message: 'Puedes adjuntar como máximo 3 archivos por mensaje',
    });

    // A real PNG header followed by 3 MB + 1 byte of padding.
    const big = Buffer.concat([Buffer.from(PNG_BASE64, 'base64'), Buffer.alloc(3 * 1024 * 1024 + 1)]).toString(
      'base64',
    );
    const tooBig = await openTicket(
      user.token,
      ticketBody({ attachments: [{ file_name: 'enorme.png', content_type: 'image/png', data: big }] }),
    );
    expect(tooBig.status).toBe(400);
    expect(tooBig.errors?.[0]?.message).toBe('Cada archivo puede ocupar como máximo 3 MB');
    expect(tooBig.errors?.[0]?.field).toMatch(/^attachments\.0/);
  });
});

describe('the staff inbox', () => {
  it('does not exist for someone who is not staff', async () => {
    const user = await registerUser(ctx);
    const id = (await openTicket(user.token)).data.id as string;
    for (const res of [
      await call(ctx, 'GET', '/api/support/inbox', { token: user.token }),
      await call(ctx, 'GET', `/api/support/inbox/${id}`, { token: user.token }),
      await call(ctx, 'POST', `/api/support/inbox/${id}/messages`, {
        token: user.token,
        body: { message: 'Respuesta falsa' },
      }),
      await call(ctx, 'PATCH', `/api/support/inbox/${id}`, { token: user.token, body: { status: 'closed' } }),
    ]) {
      expect(res.status).toBe(404);
    }
    expect((await call(ctx, 'GET', '/api/support/access', { token: user.token })).data).toEqual({ is_staff: false });
    expect((await call(ctx, 'GET', `/api/support/tickets/${id}`, { token: user.token })).data.messages).toHaveLength(1);
  });

  it('shows every ticket with name and email only; an answer mails the user, who sees it signed by the team', async () => {
    const user = await registerUser(ctx, { name: 'Pedro Gil' });
    // Finances of the user that the inbox must never show.
    await call(ctx, 'POST', '/api/accounts', {
      token: user.token,
      body: { name: 'Cuenta nómina', type: 'checking', currency: 'EUR', opening_balance: 987_654 },
    });
    const staff = await staffUser('Marta Soporte');
    expect((await call(ctx, 'GET', '/api/support/access', { token: staff.token })).data).toEqual({ is_staff: true });
    const id = (await openTicket(user.token, ticketBody({ subject: 'Saldo raro' }))).data.id as string;
    // Staff hear of it by mail, with a link to the inbox (and not the user's finances).
    const notice = await vi.waitFor(() => {
      const found = ctx.mails.find(
        (m) => m.to === staff.email && m.subject === 'Nueva solicitud de soporte: Saldo raro',
      );
      if (!found) throw new Error('no staff notice yet');
      return found;
    });
    expect(notice.text).toContain(`Pedro Gil (${user.email}) abrió una solicitud «Saldo raro» (Importar extractos).`);
    expect(notice.text).toContain(`http://cuentas.test/support/inbox?ticket=${id}`);

    const inbox = await call(ctx, 'GET', '/api/support/inbox?status=open', { token: staff.token });
    expect(inbox.status).toBe(200);
    const row = (inbox.data.items as unknown as Json[]).find((item) => item.id === id);
    expect(row).toMatchObject({
      subject: 'Saldo raro',
      status: 'open',
      requester: { name: 'Pedro Gil', email: user.email },
    });
    const detail = await call(ctx, 'GET', `/api/support/inbox/${id}`, { token: staff.token });
    expect(detail.status).toBe(200);
    expect(JSON.stringify(detail.body)).not.toMatch(/987654|Cuenta nómina|balance/);
    expect(Object.keys(detail.data.requester as Json).sort()).toEqual(['email', 'name']);

    const before = ctx.mails.length;
    const answer = await call(ctx, 'POST', `/api/support/inbox/${id}/messages`, {
      token: staff.token,
      body: { message: 'Hola, Pedro: revisa la fecha del saldo inicial.\nUn saludo.' },
    });
    expect(answer.errors).toBeUndefined();
    expect(answer.status).toBe(201);
    expect(answer.data.status).toBe('answered');
    expect((answer.data.messages as unknown as Json[]).at(-1)).toMatchObject({
      author: 'staff',
      author_name: 'Marta Soporte',
    });
    const mail = ctx.mails.slice(before).find((m) => m.to === user.email);
    expect(mail?.subject).toBe('Respuesta a tu solicitud: Saldo raro');
    expect(mail?.text).toContain('> Hola, Pedro: revisa la fecha del saldo inicial.\n> Un saludo.');
    expect(mail?.text).toContain(`http://cuentas.test/support?ticket=${id}`);

    const seen = await call(ctx, 'GET', `/api/support/tickets/${id}`, { token: user.token });
    expect(seen.data.status).toBe('answered');
    expect((seen.data.messages as unknown as Json[]).at(-1)).toMatchObject({
      author: 'staff',
      author_name: 'Equipo de Cuentas Claras',
    });

    // The user's reply puts it back in the open queue; staff can close it.
    await call(ctx, 'POST', `/api/support/tickets/${id}/messages`, {
      token: user.token,
      body: { message: 'Gracias, era eso.' },
    });
    await vi.waitFor(() => {
      if (!ctx.mails.some((m) => m.to === staff.email && m.subject === 'Nueva respuesta del usuario: Saldo raro'))
        throw new Error('no reply notice yet');
    });
    // The staff member's own answer is not mailed back to staff.
    expect(ctx.mails.filter((m) => m.to === staff.email && m.subject.includes('Saldo raro'))).toHaveLength(2);
    expect((await call(ctx, 'GET', `/api/support/tickets/${id}`, { token: user.token })).data.status).toBe('open');
    const closed = await call(ctx, 'PATCH', `/api/support/inbox/${id}`, {
      token: staff.token,
      body: { status: 'closed' },
    });
    expect(closed.status).toBe(200);
    expect(closed.data.status).toBe('closed');
    const closedList = await call(ctx, 'GET', '/api/support/inbox?status=closed', { token: staff.token });
    expect((closedList.data.items as unknown as Json[]).map((t) => t.id)).toContain(id);
  });

  it('answers 404 for a ticket that does not exist, and 400 for a bad status', async () => {
    const staff = await staffUser();
    expect(
      (await call(ctx, 'GET', '/api/support/inbox/0190a000-0000-7000-8000-000000000000', { token: staff.token }))
        .status,
    ).toBe(404);
    const user = await registerUser(ctx);
    const id = (await openTicket(user.token)).data.id as string;
    const bad = await call(ctx, 'PATCH', `/api/support/inbox/${id}`, {
      token: staff.token,
      body: { status: 'borrado' },
    });
    expect(bad.status).toBe(400);
    expect(bad.errors?.[0]?.field).toBe('status');
  });

  it('loses staff access when the grant is revoked', async () => {
    const { revokeStaff } = await import('./staff.ts');
    const staff = await staffUser();
    expect((await call(ctx, 'GET', '/api/support/inbox', { token: staff.token })).status).toBe(200);
    expect((await revokeStaff(ctx.database.db, staff.email)).outcome).toBe('revoked');
    expect((await call(ctx, 'GET', '/api/support/inbox', { token: staff.token })).status).toBe(404);
  });
});

describe('deleting the account', () => {
  it('deletes the user’s tickets, messages and files with it', async () => {
    const user = await registerUser(ctx);
    const id = (
      await openTicket(
        user.token,
        ticketBody({ attachments: [{ file_name: 'c.png', content_type: 'image/png', data: PNG_BASE64 }] }),
      )
    ).data.id as string;
    const deleted = await call(ctx, 'DELETE', '/api/me', { token: user.token, body: { password: user.password } });
    expect(deleted.status).toBe(200);
    expect(await ctx.database.db.select().from(supportTickets).where(eq(supportTickets.id, id))).toEqual([]);
    expect(
      await ctx.database.db
        .select({ id: supportAttachments.id })
        .from(supportAttachments)
        .where(eq(supportAttachments.ticketId, id)),
    ).toEqual([]);
  });
});

describe('the welcome mail', () => {
  it('is sent at registration and points to what exists', async () => {
    const user = await registerUser(ctx, { name: 'Sofía Núñez' });
    const mail = ctx.mails.filter((m) => m.to === user.email).at(-1);
    expect(mail?.subject).toBe('Te damos la bienvenida a Cuentas Claras');
    expect(mail?.text).toContain('Hola, Sofía Núñez:');
    expect(mail?.text).toContain('http://cuentas.test/support');
    expect(mail?.text).toContain('Este correo no recibe respuestas');
  });
});

describe('the help centre', () => {
  it('lists every article with title and summary', async () => {
    const user = await registerUser(ctx);
    const res = await call(ctx, 'GET', '/api/support/articles', { token: user.token });
    expect(res.status).toBe(200);
    const articles = res.data as unknown as Json[];
    expect(articles.map((a) => a.slug)).toEqual([
      'primeros-pasos',
      'importar-extractos',
      'presupuesto',
      'whatsapp',
      'seguridad-y-privacidad',
      'plan-y-facturacion',
      'eliminar-tus-datos',
      'alertas-por-correo',
    ]);
    for (const article of articles) {
      expect(article.title).toEqual(expect.stringMatching(/\S/));
      expect((article.summary as string).length).toBeGreaterThan(40);
    }
  });

  it('finds articles without accents, by prefix and by words in the body', async () => {
    const user = await registerUser(ctx);
    const search = async (q: string) =>
      (
        (await call(ctx, 'GET', `/api/support/articles?q=${encodeURIComponent(q)}`, { token: user.token }))
          .data as unknown as Json[]
      ).map((a) => a.slug);
    expect(await search('facturacion')).toContain('plan-y-facturacion');
    expect((await search('camt'))[0]).toBe('importar-extractos');
    expect(await search('norma 43')).toContain('importar-extractos');
    expect((await search('contrasena'))[0]).toBeDefined();
    expect(await search('eliminar cuenta')).toContain('eliminar-tus-datos');
    expect(await search('zzzzqqq')).toEqual([]);
  });

  it('serves one article as Markdown, and 404 for an unknown one', async () => {
    const user = await registerUser(ctx);
    const res = await call(ctx, 'GET', '/api/support/articles/importar-extractos', { token: user.token });
    expect(res.status).toBe(200);
    expect(res.data.title).toBe('Importar extractos de tu banco');
    expect(res.data.markdown).toContain('## Formatos');
    expect(res.data.markdown).not.toContain('# Importar extractos de tu banco\n');
    expect((await call(ctx, 'GET', '/api/support/articles/no-existe', { token: user.token })).status).toBe(404);
    expect((await call(ctx, 'GET', '/api/support/articles/..%2F..%2Fpackage', { token: user.token })).status).toBe(400);
  });
});
