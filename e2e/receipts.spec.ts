import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { seriousViolations, useMode } from './support/axe.ts';
import { createUser, signInWithToken, toast } from './support/flows.ts';
import { accountByName, row, seedTransactions } from './support/transactions-helpers.ts';

// A receipt photo rendered by the API's fixtures (apps/api/test/fixtures/receipts/render.ts).
const receiptPhoto = readFileSync(new URL('../apps/api/test/fixtures/receipts/co-exito.jpg', import.meta.url));

test.describe('Leer recibo', () => {
  test('reads a receipt photo, proposes the movement beside it and attaches it to the one already there', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const user = await createUser(page.request, { accounts: [{ name: 'Nequi', opening_balance: 500_000 }] });
    const account = await accountByName(page.request, user.token, 'Nequi');
    // The bank already brought the purchase, a day after the receipt.
    await seedTransactions(page.request, user.token, [
      { account_id: account.id, amount: -23_050, payee: 'COMPRA EXITO LAURELES', date: '2026-11-25' },
    ]);

    await signInWithToken(page, user.token);
    await page.goto('/transactions');
    await page.getByRole('button', { name: 'Nuevo movimiento' }).click();
    await page.getByRole('menuitem', { name: 'Leer recibo' }).click();
    const dialog = page.getByRole('dialog', { name: 'Leer recibo' });
    await expect(dialog.getByRole('button', { name: 'Hacer una foto' })).toBeVisible();
    await dialog
      .locator('input[type="file"]:not([capture])')
      .setInputFiles({ name: 'recibo-exito.jpg', mimeType: 'image/jpeg', buffer: receiptPhoto });

    // Read on the server, then proposed: the amount, the shop and the photo beside them.
    const attach = dialog.getByRole('button', { name: /^Adjuntar a: .*23\.050.*COMPRA EXITO LAURELES/ });
    await expect(attach).toBeVisible({ timeout: 60_000 });
    await expect(dialog.getByLabel('Importe')).toHaveValue('23050');
    await expect(dialog.getByLabel('Comercio')).toHaveValue('Éxito');
    await expect(dialog.getByRole('img', { name: 'Foto del recibo' })).toBeVisible();
    expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
    await useMode(page, { scheme: 'dark', width: 390 });
    await expect(dialog.getByRole('button', { name: 'Guardar como otro movimiento' })).toBeVisible();
    expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
    await useMode(page, { scheme: 'light', width: 1280 });

    // Attached to the movement already there: no second movement appears.
    await attach.click();
    await expect(toast(page, 'success', 'Adjuntamos el recibo al movimiento')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(row(page, 'COMPRA EXITO LAURELES').getByTestId('attachment-mark')).toContainText('1');
    await expect(page.getByText('Éxito', { exact: true })).toHaveCount(0);
  });
});
