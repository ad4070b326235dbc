import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { createUser, signInWithToken, toast } from './support/flows.ts';
import { accountByName, row, seedTransactions } from './support/transactions-helpers.ts';

// Deleting and editing movements in bulk offers «Deshacer» in the toast (decision 046).
const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

test('deletes two movements, then undoes it from the toast; renames and undoes', async ({ page }) => {
  const user = await createUser(page.request, { accounts: [{ name: 'Nequi', opening_balance: 1_000_000 }] });
  const nequi = await accountByName(page.request, user.token, 'Nequi');
  await seedTransactions(page.request, user.token, [
    { account_id: nequi.id, amount: -30_000, payee: 'Crepes & Waffles' },
    { account_id: nequi.id, amount: -25_000, payee: 'El Corral' },
  ]);
  await signInWithToken(page, user.token);
  await page.goto('/transactions');

  await row(page, 'Crepes & Waffles').getByRole('checkbox').check();
  await row(page, 'El Corral').getByRole('checkbox').check();
  const bar = page.getByRole('group', { name: 'Acciones para los movimientos seleccionados' });
  await bar.getByRole('button', { name: 'Eliminar' }).click();
  const dialog = page.getByRole('dialog', { name: '¿Eliminar los movimientos?' });
  await expect(dialog).toContainText('Podrás deshacerlo durante unos segundos.');
  await dialog.getByRole('button', { name: 'Eliminar 2 movimientos' }).click();
  const deleted = toast(page, 'success', '2 movimientos eliminados');
  await expect(deleted).toBeVisible();
  await expect(row(page, 'El Corral')).toHaveCount(0);

  // Hovered, the toast waits (docs/architecture.md §8.7) while axe reads the page with it.
  await deleted.hover();
  const violations = (await new AxeBuilder({ page }).withTags(WCAG).analyze()).violations.filter(
    (violation) => violation.impact === 'critical' || violation.impact === 'serious',
  );
  expect(violations.map((violation) => violation.id)).toEqual([]);
  await deleted.getByRole('button', { name: 'Deshacer' }).click();
  await expect(toast(page, 'success', 'Deshecho: 2 movimientos vuelven a estar como antes')).toBeVisible();
  await expect(row(page, 'El Corral')).toBeVisible();
  await expect(row(page, 'Crepes & Waffles')).toBeVisible();

  // A bulk edit, by keyboard: the payee of one movement, undone.
  await row(page, 'El Corral').getByRole('checkbox').check();
  await bar.getByRole('button', { name: 'Beneficiario' }).click();
  const rename = page.getByRole('dialog', { name: 'Cambiar el beneficiario' });
  await rename.getByLabel('Beneficiario').fill('Hamburguesería');
  await page.keyboard.press('Enter');
  const renamed = toast(page, 'success', '1 movimiento con el beneficiario «Hamburguesería»');
  await expect(row(page, 'Hamburguesería')).toBeVisible();
  // Once the dialog is gone the toasts are back at the top right; hovered, the toast waits.
  await expect(rename).toBeHidden();
  await renamed.hover();
  await renamed.getByRole('button', { name: 'Deshacer' }).click();
  await expect(row(page, 'El Corral')).toBeVisible();
  await expect(row(page, 'Hamburguesería')).toHaveCount(0);
});
