import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { seriousViolations, useMode } from './support/axe.ts';
import { createUser, dismissToasts, signInWithToken, toast } from './support/flows.ts';
import { accountByName, row, seedTransactions } from './support/transactions-helpers.ts';

test.describe('Adjuntos', () => {
  test('attaches a receipt photo to a movement, shows it, opens it and deletes it after asking', async ({ page }) => {
    const user = await createUser(page.request, { accounts: [{ name: 'Nequi', opening_balance: 500_000 }] });
    const account = await accountByName(page.request, user.token, 'Nequi');
    await seedTransactions(page.request, user.token, [
      { account_id: account.id, amount: -45_300, payee: 'Farmacia Sol', date: '2026-03-14' },
    ]);
    // A phone photo of a receipt: paper white with a line of «text».
    const photo = await sharp({ create: { width: 900, height: 1200, channels: 3, background: '#f4f1ea' } })
      .composite([
        { input: Buffer.alloc(600 * 40 * 3, 40), raw: { width: 600, height: 40, channels: 3 }, top: 200, left: 150 },
      ])
      .jpeg()
      .toBuffer();

    await signInWithToken(page, user.token);
    await page.goto('/transactions');
    await row(page, 'Farmacia Sol').getByRole('button').first().click();
    const dialog = page.getByRole('dialog', { name: 'Editar movimiento' });
    const area = dialog.getByTestId('attachments-area');
    await expect(area.getByText('Aún no hay adjuntos.', { exact: false })).toBeVisible();
    await expect(area.getByRole('button', { name: 'Adjuntar' })).toBeVisible();
    await expect(area.getByRole('button', { name: 'Hacer foto' })).toBeVisible();

    // «Adjuntar» takes the photo; its thumbnail appears.
    await area
      .locator('input[type="file"][multiple]')
      .setInputFiles({ name: 'ticket-farmacia.jpg', mimeType: 'image/jpeg', buffer: photo });
    await expect(toast(page, 'success', 'Adjunto guardado')).toBeVisible();
    await dismissToasts(page);
    await expect(area.getByRole('img', { name: 'Miniatura de ticket-farmacia.jpg' })).toBeVisible();
    expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
    // The same on a 390 px phone in the dark: the area fits and reads.
    await useMode(page, { scheme: 'dark', width: 390 });
    await expect(area.getByRole('button', { name: 'Hacer foto' })).toBeInViewport();
    expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
    await useMode(page, { scheme: 'light', width: 1280 });

    // The list row carries a paperclip with the count.
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await expect(row(page, 'Farmacia Sol').getByTestId('attachment-mark')).toContainText('1');

    // Opened at full size, then deleted after a confirmation.
    await row(page, 'Farmacia Sol').getByRole('button').first().click();
    await area.getByRole('button', { name: 'Abrir ticket-farmacia.jpg' }).click();
    const viewer = page.getByRole('dialog', { name: 'ticket-farmacia.jpg' });
    await expect(viewer.getByTestId('attachment-full')).toBeVisible();
    const size = await viewer.getByTestId('attachment-full').evaluate((image: HTMLImageElement) => image.naturalWidth);
    expect(size).toBe(900);
    await page.keyboard.press('Escape');
    await expect(viewer).toBeHidden();
    await area.getByRole('button', { name: 'Eliminar ticket-farmacia.jpg' }).click();
    const confirm = page.getByRole('dialog', { name: '¿Eliminar el adjunto?' });
    await expect(confirm).toContainText('«ticket-farmacia.jpg»');
    await confirm.getByRole('button', { name: 'Eliminar' }).click();
    await expect(toast(page, 'success', 'Adjunto eliminado')).toBeVisible();
    await expect(area.getByText('Aún no hay adjuntos.', { exact: false })).toBeVisible();
  });
});
