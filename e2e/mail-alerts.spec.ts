import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { createUser, signInWithToken } from './support/flows.ts';
import { api } from './support/money-helpers.ts';

const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const described = (violations: { id: string; nodes: { target: unknown[] }[] }[]) =>
  violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
/** The server e2e/global-setup.ts starts takes this secret for the mail provider's webhook. */
const SECRET = process.env.INBOUND_MAIL_SECRET ?? 'e2e-inbound-mail-secret';

const mime = (to: string, subject: string, text: string) =>
  [
    'From: Bancolombia <alertasynotificaciones@an.notificacionesbancolombia.com>',
    `To: ${to}`,
    `Subject: ${subject}`,
    `Message-ID: <${Date.now()}.${Math.random().toString(36).slice(2)}@e2e.test>`,
    'MIME-Version: 1.0',
    'Content-Type: text/plain; charset=utf-8',
    '',
    text,
    '',
  ].join('\r\n');

// Bank alerts forwarded by mail (decision 035): the settings show the private address, an alert
// posted by a mail provider becomes a movement, and one the app cannot read waits in the inbox.
test.describe('bank alerts forwarded by mail', () => {
  test('the address shows in settings, an alert arrives as a movement, an unreadable one waits', async ({ page }) => {
    const user = await createUser(page.request, { name: 'Mariana Ríos' });
    await api(page.request, user.token, 'POST', '/api/accounts', {
      name: 'Visa Bancolombia',
      type: 'credit_card',
      currency: 'COP',
      opening_balance: 0,
      last_digits: '4821',
    });
    await signInWithToken(page, user.token);
    await page.goto('/profile');
    const section = page.getByRole('region', { name: 'Alertas por correo' });
    await expect(section.getByText('Reenvía aquí las alertas de tu banco')).toBeVisible();
    const address = (await section.getByTestId('mail-address').textContent())!.trim();
    expect(address).toMatch(/^[a-z2-7]{16}@127\.0\.0\.1$/);

    const post = (text: string, subject: string) =>
      page.request.post('/api/webhooks/mail', {
        headers: { 'content-type': 'message/rfc822', 'x-inbound-secret': SECRET },
        data: mime(address, subject, text),
      });
    const recorded = await post(
      'Bancolombia le informa Compra por $75.500,00 en RAPPI SAS 24/11/2026 19:42. T.Cred *4821.',
      'Alertas y Notificaciones',
    );
    expect(recorded.status()).toBe(200);
    expect(await recorded.json()).toEqual({ data: { stored: 1 } });
    expect((await post('Tu extracto de noviembre ya está disponible en la app.', 'Tu extracto')).status()).toBe(200);

    // The queue reads them right after the webhook answered.
    await page.goto('/transactions');
    await expect(page.getByText('Rappi', { exact: false }).first()).toBeVisible();
    await page.goto('/profile');
    const item = section.getByTestId('mail-inbox-item');
    await expect(item).toHaveCount(1);
    await expect(item).toContainText('Tu extracto');
    await expect(item).toContainText('alertasynotificaciones@an.notificacionesbancolombia.com');
    await expect(item).toContainText('No la entendimos');
    await expect(item.getByRole('button', { name: 'Anotar a mano' })).toBeVisible();

    const { violations } = await new AxeBuilder({ page })
      .include('[aria-labelledby="section-mail-alerts"]')
      .withTags(WCAG)
      .analyze();
    expect(described(violations)).toEqual([]);

    await item.getByRole('button', { name: 'Descartar' }).click();
    await expect(section.getByTestId('mail-inbox-item')).toHaveCount(0);
  });
});

// «¿Es el mismo movimiento?» (decision 048): an alert that only the amount and the dates tie to a
// movement the user typed is neither merged nor added; the account lists it with both sides.
test.describe('the review of movements that may be the same', () => {
  test('an unsure alert waits in the account’s review list and «Sí, es el mismo» settles it', async ({ page }) => {
    const user = await createUser(page.request, { name: 'Camilo Pardo' });
    const account = await api<{ id: string }>(page.request, user.token, 'POST', '/api/accounts', {
      name: 'Visa Bancolombia',
      type: 'credit_card',
      currency: 'COP',
      opening_balance: 0,
      last_digits: '4821',
    });
    await api(page.request, user.token, 'POST', '/api/transactions', {
      account_id: account.id,
      date: '2026-11-21',
      amount: -75500,
      payee: 'Mercado del mes',
    });
    const { address } = await api<{ address: string }>(page.request, user.token, 'GET', '/api/mail-alerts/address');
    const posted = await page.request.post('/api/webhooks/mail', {
      headers: { 'content-type': 'message/rfc822', 'x-inbound-secret': SECRET },
      data: mime(
        address,
        'Alertas y Notificaciones',
        'Bancolombia le informa Compra por $75.500,00 en RAPPI SAS 24/11/2026 19:42. T.Cred *4821.',
      ),
    });
    expect(posted.status()).toBe(200);
    // The queue reads it right after the webhook answered: it waits in the inbox as a question.
    await expect
      .poll(async () => {
        const alerts = await api<{ items: { status: string }[] }>(page.request, user.token, 'GET', '/api/mail-alerts');
        return alerts.items[0]?.status;
      })
      .toBe('ask');

    await signInWithToken(page, user.token);
    await page.goto(`/accounts/${account.id}`);
    const banner = page.getByRole('region', { name: 'Movimientos por revisar' });
    await expect(banner).toContainText('1 movimiento por revisar');
    await banner.getByRole('button', { name: 'Revisar' }).click();
    const dialog = page.getByRole('dialog', { name: '¿Es el mismo movimiento?' });
    const card = dialog.getByRole('article');
    await expect(card).toContainText('Acaba de llegar');
    await expect(card).toContainText('Rappi');
    await expect(card).toContainText('De una alerta de tu banco por correo');
    await expect(card).toContainText('Ya lo tenías');
    await expect(card).toContainText('Mercado del mes');
    const { violations } = await new AxeBuilder({ page }).include('[role="dialog"]').withTags(WCAG).analyze();
    expect(described(violations)).toEqual([]);

    await card.getByRole('button', { name: 'Sí, es el mismo' }).click();
    await expect(page.getByText('Listo: es el mismo movimiento y se cuenta una sola vez.')).toBeVisible();
    await expect(banner).toHaveCount(0);
    // One movement, not two; and the alert left the inbox, linked to it.
    const list = await api<{ items: unknown[] }>(
      page.request,
      user.token,
      'GET',
      `/api/transactions?account_id=${account.id}`,
    );
    expect(list.items).toHaveLength(1);
    const inbox = await api<{ waiting: number }>(page.request, user.token, 'GET', '/api/mail-alerts?view=inbox');
    expect(inbox.waiting).toBe(0);
  });
});
