import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { createUser, signInWithToken, toast } from './support/flows.ts';

// Passkeys (decision 046) with Chromium's virtual authenticator. The RP id of a local server is
// «localhost» (an IP cannot be one), so the pages are opened there.
const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const port = Number(process.env.E2E_PORT ?? 4310);
const local = (path: string) => `http://localhost:${port}${path}`;

test('adds a passkey in Seguridad, signs in with it alone, and removes it', async ({ page }) => {
  const user = await createUser(page.request);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  await signInWithToken(page, user.token);
  await page.goto(local('/profile'));
  const security = page.getByRole('region', { name: 'Seguridad' });
  await expect(security.getByText('Aún no tienes llaves de acceso.')).toBeVisible();
  await security.getByLabel('Nombre de la llave').fill('Portátil');
  await security.getByRole('button', { name: 'Añadir llave de acceso' }).click();
  await expect(toast(page, 'success', 'Llave de acceso «Portátil» añadida')).toBeVisible();
  await expect(security.getByText('Portátil', { exact: true })).toBeVisible();
  const violations = (
    await new AxeBuilder({ page }).include('[aria-labelledby="section-security"]').withTags(WCAG).analyze()
  ).violations
    .filter((violation) => violation.impact === 'critical' || violation.impact === 'serious')
    .map((violation) => violation.id);
  expect(violations).toEqual([]);

  // Signed out, the passkey alone opens the account: no e-mail, password or code.
  await page.evaluate(() => localStorage.removeItem('auth_token'));
  await page.goto(local('/login'));
  await page.getByRole('button', { name: 'Entrar con llave de acceso' }).click();
  await expect(page).toHaveURL(local('/'));
  expect(await page.evaluate(() => localStorage.getItem('auth_token'))).toBeTruthy();

  await page.goto(local('/profile'));
  await security.getByRole('button', { name: 'Eliminar la llave de acceso «Portátil»' }).click();
  await page
    .getByRole('dialog', { name: '¿Eliminar la llave de acceso?' })
    .getByRole('button', { name: 'Eliminar' })
    .click();
  await expect(toast(page, 'success', 'Llave de acceso eliminada')).toBeVisible();
  await expect(security.getByText('Aún no tienes llaves de acceso.')).toBeVisible();
});
