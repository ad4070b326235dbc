import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { createUser, expectFieldError, expectPath, signInWithToken, toast } from './support/flows.ts';
import { mailsTo, waitForMatch } from './support/inbox.ts';
import { E2E_STAFF } from './support/staff-seed.ts';

// A real 1×1 PNG, and "a PDF" that is really a web page: the server must tell them apart.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const FAKE_PDF = Buffer.from('<html><body>no soy un PDF</body></html>');

/** Mantine's file field is a button that opens the system's file chooser, as for a person. */
async function attach(page: Page, field: Locator, file: { name: string; mimeType: string; buffer: Buffer }) {
  const chooser = page.waitForEvent('filechooser');
  await field.click();
  await (await chooser).setFiles(file);
}

/** The staff member of global-setup, signed in in a browser of their own. */
async function staffPage(browser: Browser, baseURL: string): Promise<Page> {
  const context = await browser.newContext({ baseURL, locale: 'es-ES', timezoneId: 'Europe/Madrid' });
  const login = await context.request.post('/api/auth/login', {
    data: { email: E2E_STAFF.email, password: E2E_STAFF.password },
  });
  expect(login.ok()).toBe(true);
  const page = await context.newPage();
  await signInWithToken(page, ((await login.json()) as { data: { auth_token: string } }).data.auth_token);
  return page;
}

test.describe('support', () => {
  test('a user finds help, opens a ticket, staff answer in the inbox and the user sees the answer', async ({
    page,
    browser,
    baseURL,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    const user = await createUser(page.request, { name: 'Lucía Ramos' });
    await signInWithToken(page, user.token);
    await page.goto('/support');
    await expect(page.getByRole('heading', { name: 'Soporte', level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Bandeja de soporte' })).toHaveCount(0);

    // Help centre: search without accents, open an article.
    const articles = page.getByRole('navigation', { name: 'Artículos de ayuda' });
    await expect(articles.getByRole('link')).toHaveCount(8);
    await page.getByLabel('Busca en la ayuda').fill('facturacion');
    await expect(articles.getByRole('link')).toHaveCount(1);
    await articles.getByRole('link', { name: /Tu plan y la facturación/ }).click();
    await expect(page.getByRole('heading', { name: 'Tu plan y la facturación', level: 2 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Cancelar', level: 2 })).toBeVisible();
    await expect(page).toHaveURL(/article=plan-y-facturacion/);
    await page.getByLabel('Busca en la ayuda').fill('zzzqqq');
    await expect(page.getByText('No encontramos artículos para «zzzqqq».')).toBeVisible();

    // Keyboard: the tabs move with the arrow keys.
    await page.getByRole('tab', { name: 'Centro de ayuda' }).focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: 'Escríbenos' })).toHaveAttribute('aria-selected', 'true');

    // Escríbenos: client checks first, then the server's field errors on their fields.
    const form = page.getByRole('form', { name: 'Escríbenos' });
    await form.getByRole('button', { name: 'Enviar solicitud' }).click();
    await expectFieldError(form.getByLabel('Asunto'), 'Este campo es obligatorio');
    const subject = `Mi saldo no cuadra ${Date.now()}`;
    await form.getByLabel('Asunto').fill(subject);
    await form.getByLabel('Tema').selectOption({ label: 'Importar extractos' });
    await form
      .getByLabel('Mensaje')
      .fill('Importé el Norma 43 de marzo y el saldo final no coincide con el del banco.');
    await attach(page, form.getByLabel('Adjuntos (opcional)'), {
      name: 'extracto.pdf',
      mimeType: 'application/pdf',
      buffer: FAKE_PDF,
    });
    await form.getByRole('button', { name: 'Enviar solicitud' }).click();
    await expect(form.getByText('El archivo «extracto.pdf» no es un PDF')).toBeVisible();
    await attach(page, form.getByLabel('Adjuntos (opcional)'), {
      name: 'captura.png',
      mimeType: 'image/png',
      buffer: PNG,
    });
    await form.getByRole('button', { name: 'Enviar solicitud' }).click();
    await expect(
      toast(page, 'success', 'Recibimos tu solicitud. Te avisaremos por correo cuando te respondamos.'),
    ).toBeVisible();

    // The new ticket is open in "Mis solicitudes", with its status and thread.
    await expect(page.getByRole('tab', { name: 'Mis solicitudes' })).toHaveAttribute('aria-selected', 'true');
    const thread = page.getByRole('region', { name: subject });
    await expect(thread.getByText('Abierta', { exact: true })).toBeVisible();
    await expect(thread.getByRole('button', { name: /captura\.png/ })).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: 'Mis solicitudes' }).getByRole('link', { name: new RegExp(subject) }),
    ).toBeVisible();
    const confirmation = await waitForMatch(user.email, /(Recibimos tu solicitud «[^»]+»)/);
    expect(confirmation).toBe(`Recibimos tu solicitud «${subject}»`);
    const ticketId = new URL(page.url()).searchParams.get('ticket');
    expect(ticketId).toMatch(/^[0-9a-f-]{36}$/);
    // Staff hear of it by mail, with a link straight to the ticket in the inbox.
    expect(
      await waitForMatch(
        E2E_STAFF.email,
        new RegExp(`abrió una solicitud «${subject}»[\\s\\S]*?(/support/inbox\\?ticket=[0-9a-f-]+)`),
      ),
    ).toBe(`/support/inbox?ticket=${ticketId}`);

    // Someone who is not staff does not get the inbox.
    await page.goto('/support/inbox');
    await expect(page.getByRole('heading', { name: 'Página no encontrada' })).toBeVisible();

    // Staff answer from the inbox: they see name and email, and the ticket.
    const staff = await staffPage(browser, baseURL!);
    await staff.setViewportSize({ width: 1280, height: 900 });
    await staff.goto('/support');
    await staff.getByRole('link', { name: 'Bandeja de soporte' }).click();
    await expectPath(staff, '/support/inbox');
    const inboxLink = staff
      .getByRole('navigation', { name: 'Solicitudes' })
      .getByRole('link', { name: new RegExp(subject) });
    await expect(inboxLink).toContainText('Lucía Ramos');
    await inboxLink.click();
    const staffThread = staff.getByRole('region', { name: subject });
    await expect(staffThread.getByText(`Lucía Ramos · ${user.email}`)).toBeVisible();
    await expect(staffThread.getByText('Importé el Norma 43 de marzo')).toBeVisible();
    const knownMails = mailsTo(user.email).length;
    await staffThread
      .getByLabel('Respuesta al usuario')
      .fill('Hola, Lucía: revisa la fecha del saldo inicial de la cuenta.');
    await staffThread.getByRole('button', { name: 'Enviar respuesta' }).click();
    await expect(toast(staff, 'success', 'Respuesta enviada. Le avisamos por correo.')).toBeVisible();
    await expect(staffThread.getByLabel('Estado')).toHaveValue('answered');
    await staff.context().close();

    // The user sees the answer, signed by the team, and got a mail that links to it.
    await page.goto(`/support?ticket=${ticketId}`);
    const answered = page.getByRole('region', { name: subject });
    await expect(answered.getByText('Respondida', { exact: true })).toBeVisible();
    const answer = answered.getByRole('listitem', { name: 'Respuesta de Equipo de Cuentas Claras' });
    await expect(answer).toContainText('revisa la fecha del saldo inicial');
    const mail = await waitForMatch(
      user.email,
      /(El equipo de soporte respondió[\s\S]*?\/support\?ticket=[0-9a-f-]+)/,
      knownMails,
    );
    expect(mail).toContain(`«${subject}»`);
    expect(mail).toContain(`/support?ticket=${ticketId}`);

    // The user replies; the ticket is open again.
    await answered.getByLabel('Tu respuesta').fill('¡Era eso, gracias!');
    await answered.getByLabel('Tu respuesta').press('Control+Enter');
    await expect(answered.getByRole('list', { name: 'Conversación' }).getByText('¡Era eso, gracias!')).toBeVisible();
    await expect(answered.getByLabel('Tu respuesta')).toHaveValue('');
    await expect(answered.getByText('Abierta', { exact: true })).toBeVisible();
  });

  test('on a phone the help centre and the tickets take the whole width', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const user = await createUser(page.request);
    await signInWithToken(page, user.token);
    await page.goto('/support?tab=solicitudes');
    await expect(page.getByRole('heading', { name: 'Aún no nos has escrito' })).toBeVisible();

    await page.getByRole('tab', { name: 'Centro de ayuda' }).click();
    const articles = page.getByRole('navigation', { name: 'Artículos de ayuda' });
    await articles.getByRole('link', { name: /Anotar gastos por WhatsApp/ }).click();
    await expect(page.getByRole('heading', { name: 'Anotar gastos por WhatsApp', level: 2 })).toBeVisible();
    await expect(articles).toBeHidden();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.getByRole('button', { name: 'Todos los artículos' }).click();
    await expect(articles).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});
