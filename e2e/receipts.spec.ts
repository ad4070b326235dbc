import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { createUser, signInWithToken, toast } from './support/flows.ts';
import { accountByName, row, seedTransactions } from './support/transactions-helpers.ts';

// A receipt photo rendered by the API's fixtures (apps/api/test/fixtures/receipts/render.ts).
const receiptPhoto = readFileSync(new URL('../apps/api/test/fixtures/receipts/co-exito.jpg', import.meta.url));

/** The critical and serious WCAG 2.2 AA violations inside `scope`, one line per rule and its elements. */
async function seriousViolations(page: Page, scope: string): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'])
    .include(scope)
    .analyze();
  return violations
    .filter((violation) => violation.impact === 'critical' || violation.impact === 'serious')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

/** A desktop or a 390 px phone, the device asking for a light or dark scheme. */
async function useMode(page: Page, scheme: 'light' | 'dark', width: number) {
  await page.setViewportSize({ width, height: width > 600 ? 900 : 844 });
  await page.emulateMedia({ colorScheme: scheme });
}

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
    await useMode(page, 'dark', 390);
    await expect(dialog.getByRole('button', { name: 'Guardar como otro movimiento' })).toBeVisible();
    expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
    await useMode(page, 'light', 1280);

    // Attached to the movement already there: no second movement appears.
    await attach.click();
    await expect(toast(page, 'success', 'Adjuntamos el recibo al movimiento')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(row(page, 'COMPRA EXITO LAURELES').getByTestId('attachment-mark')).toContainText('1');
    await expect(page.getByText('Éxito', { exact: true })).toHaveCount(0);
  });
});
