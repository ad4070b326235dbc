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
