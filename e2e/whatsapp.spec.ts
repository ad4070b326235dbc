import { expect, test } from '@playwright/test';
import { linkWhatsApp, signedInUser, toast } from './support/flows.ts';

// WhatsApp capture in the browser: the simulator runs the server's real pipeline (inbox, parser,
// replies), and the dashboard card follows the phone link and the captures.

test.describe('WhatsApp capture', () => {
  test('the simulator records a message and the dashboard shows it', async ({ page }) => {
    await signedInUser(page, '/', { accounts: [{ name: 'Nequi', opening_balance: 250_000 }] });
    const card = page.getByRole('region', { name: 'WhatsApp', exact: true });
    await expect(card.getByRole('link', { name: 'Vincular WhatsApp' })).toBeVisible();

    await card.getByRole('button', { name: 'Probar en el simulador' }).click();
    const dialog = page.getByRole('dialog', { name: 'Simulador de WhatsApp' });
    await dialog.getByLabel('Mensaje').fill('gasté 12.500 en almuerzo');
    await dialog.getByRole('button', { name: 'Enviar' }).click();
    const reply = dialog.getByTestId('chat-reply').last();
    await expect(reply).toContainText(/Anotado: gasto de \$\s12\.500 \(Almuerzo\) · Restaurantes · Nequi · hoy/);

    await dialog.getByLabel('Mensaje').fill('hoy gasté mucho');
    await dialog.getByLabel('Mensaje').press('Enter');
    // Right after a capture, a message with no amount is named back, never booked.
    await expect(dialog.getByTestId('chat-reply').last()).toContainText(
      /No entendí «hoy gasté mucho».*dime cuánto fue/,
    );
    await expect(dialog.getByTestId('chat-reply').last()).toContainText('No cambié ni anoté nada');
    await page.keyboard.press('Escape');

    // The movement is a real one: the dashboard's latest movements and the account balance show it.
    await expect(page.getByRole('region', { name: 'Últimos movimientos' })).toContainText('Almuerzo');
    await expect(page.getByRole('region', { name: 'Tus cuentas' })).toContainText(/237\.500/);
    // In the list it carries the WhatsApp mark and the message as sent, and edits like any other.
    await page.goto('/transactions');
    await expect(page.getByTestId('whatsapp-origin')).toContainText('«gasté 12.500 en almuerzo»');
  });

  test('once the phone is linked the card stops asking and lists the last captures', async ({ page }) => {
    await signedInUser(page, '/profile', { accounts: [{ name: 'Bancolombia', opening_balance: 1_000_000 }] });
    const section = page.getByRole('region', { name: 'WhatsApp', exact: true });
    await section.getByLabel('Mensaje').fill('uber 18 mil');
    await section.getByRole('button', { name: 'Enviar' }).click();
    await expect(section.getByTestId('chat-reply').last()).toContainText(/Taxi y VTC · Bancolombia/);

    await page.getByRole('button', { name: 'Vincular WhatsApp' }).click();
    const phone = await linkWhatsApp(page);
    await expect(toast(page, 'success', '¡Tu WhatsApp quedó vinculado!')).toBeVisible();

    await page.getByRole('link', { name: 'Inicio', exact: true }).click();
    const card = page.getByRole('region', { name: 'WhatsApp', exact: true });
    await expect(card.getByText('Vinculado', { exact: true })).toBeVisible();
    await expect(card).toContainText(phone);
    await expect(card.getByRole('link', { name: 'Vincular WhatsApp' })).toHaveCount(0);
    await expect(card.getByRole('list', { name: 'Últimas capturas por WhatsApp' })).toContainText('«uber 18 mil»');
  });
});
