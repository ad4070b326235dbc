import { expect, test } from '@playwright/test';
import { seriousViolations, settled, useMode } from './support/axe.ts';
import { signedInUser, toast } from './support/flows.ts';

// «Probar con datos de ejemplo» from an empty dashboard, and the wipe from the banner, asked first.

test('a new user fills an example ledger in their country and wipes it in one click', async ({ page }) => {
  await useMode(page, { scheme: 'light', width: 390 });
  await signedInUser(page, '/');
  await settled(page);
  await page.getByRole('button', { name: 'Probar con datos de ejemplo' }).click();
  await expect(toast(page, 'success', 'Llenamos tu libro con datos de ejemplo')).toBeVisible();

  const banner = page.getByRole('status', { name: 'Estás viendo datos de ejemplo' });
  await expect(banner).toBeVisible();
  // Colombia: its banks and pesos on the dashboard, at 390 px without sideways scrolling.
  await expect(page.getByText('Cuenta de ahorros Bancolombia').first()).toBeVisible();
  await settled(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  expect(await seriousViolations(page)).toEqual([]);

  // The rest at 1280 in dark, moving inside the app as a user does: the banner follows every screen.
  await useMode(page, { scheme: 'dark', width: 1280 });
  await page
    .getByRole('navigation', { name: 'Navegación principal' })
    .getByRole('link', { name: 'Transacciones' })
    .click();
  await expect(page.getByRole('heading', { name: 'Transacciones', level: 1 })).toBeVisible();
  await expect(banner).toBeVisible();
  // The list draws only the rows in view: a Colombian supermarket is found by searching for it.
  await page.getByRole('searchbox', { name: 'Buscar' }).fill('Éxito');
  await expect(page.getByText('Éxito', { exact: true }).first()).toBeVisible();

  await banner.getByRole('button', { name: 'Borrar los datos de ejemplo' }).click();
  const dialog = page.getByRole('dialog', { name: '¿Borrar los datos de ejemplo?' });
  await expect(dialog).toBeVisible();
  expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
  await dialog.getByRole('button', { name: 'Borrar datos de ejemplo' }).click();
  await expect(toast(page, 'success', 'Borramos los datos de ejemplo')).toBeVisible();
  await expect(banner).toHaveCount(0);
  await expect(page.getByText('Éxito', { exact: true })).toHaveCount(0);

  await page.getByRole('navigation', { name: 'Navegación principal' }).getByRole('link', { name: 'Inicio' }).click();
  await expect(page.getByRole('button', { name: 'Probar con datos de ejemplo' })).toBeVisible();
});
