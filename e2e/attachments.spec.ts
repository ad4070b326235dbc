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

  test('attaches from the register: a dropped PDF and a phone photo through the row’s paperclip', async ({ page }) => {
    const user = await createUser(page.request, { accounts: [{ name: 'Bancolombia', opening_balance: 900_000 }] });
    const account = await accountByName(page.request, user.token, 'Bancolombia');
    await seedTransactions(page.request, user.token, [
      { account_id: account.id, amount: -83_950, payee: 'Claro', date: '2026-11-02' },
    ]);
    const photo = await sharp({ create: { width: 600, height: 800, channels: 3, background: '#f4f1ea' } })
      .jpeg()
      .toBuffer();
    const pdf = Buffer.from(
      '%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [] /Count 0 >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
    );

    await signInWithToken(page, user.token);
    await page.goto(`/accounts/${account.id}`);
    const claro = page.getByRole('table', { name: 'Movimientos de Bancolombia' }).getByRole('row', { name: /^Claro,/ });
    await expect(claro.getByRole('button', { name: 'Adjuntar a «Claro»' })).toBeVisible();

    // A PDF dropped on the row is attached to that movement.
    const dropped = await page.evaluateHandle((text) => {
      const transfer = new DataTransfer();
      transfer.items.add(new File([text], 'factura-claro.pdf', { type: 'application/pdf' }));
      return transfer;
    }, pdf.toString('latin1'));
    await claro.dispatchEvent('dragover', { dataTransfer: dropped });
    await claro.dispatchEvent('drop', { dataTransfer: dropped });
    await expect(toast(page, 'success', 'Adjunto guardado en «Claro»')).toBeVisible();
    await dismissToasts(page);

    // The paperclip opens the same area as the form; the camera input is there for phones.
    await claro.getByRole('button', { name: 'Adjuntos de «Claro» (1)' }).click();
    const dialog = page.getByRole('dialog', { name: 'Adjuntos de «Claro»' });
    const area = dialog.getByTestId('attachments-area');
    await expect(area.getByRole('button', { name: 'Abrir factura-claro.pdf' })).toBeVisible();
    const camera = area.locator('input[type="file"][capture="environment"]');
    await camera.setInputFiles({ name: 'foto-recibo.jpg', mimeType: 'image/jpeg', buffer: photo });
    await expect(toast(page, 'success', 'Adjunto guardado')).toBeVisible();
    await dismissToasts(page);
    await expect(area.getByRole('img', { name: 'Miniatura de foto-recibo.jpg' })).toBeVisible();
    expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);

    // Full size, download, and delete after asking.
    await area.getByRole('button', { name: 'Abrir foto-recibo.jpg' }).click();
    const viewer = page.getByRole('dialog', { name: 'foto-recibo.jpg' });
    await expect(viewer.getByTestId('attachment-full')).toBeVisible();
    const download = page.waitForEvent('download');
    await viewer.getByRole('button', { name: 'Descargar' }).click();
    expect((await download).suggestedFilename()).toBe('foto-recibo.jpg');
    await viewer.getByRole('button', { name: 'Cerrar' }).click();
    await expect(viewer).toBeHidden();
    await area.getByRole('button', { name: 'Eliminar factura-claro.pdf' }).click();
    await page.getByRole('dialog', { name: '¿Eliminar el adjunto?' }).getByRole('button', { name: 'Eliminar' }).click();
    await expect(toast(page, 'success', 'Adjunto eliminado')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(claro.getByRole('button', { name: 'Adjuntos de «Claro» (1)' })).toBeVisible();

    // At 390 px in the dark the row keeps its paperclip in view.
    await useMode(page, { scheme: 'dark', width: 390 });
    await expect(claro.getByRole('button', { name: 'Adjuntos de «Claro» (1)' })).toBeInViewport();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
