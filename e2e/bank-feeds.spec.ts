import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { createUser, signInWithToken } from './support/flows.ts';
import { api } from './support/money-helpers.ts';

const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const described = (violations: { id: string; nodes: { target: unknown[] }[] }[]) =>
  violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
const accessible = async (page: Page) =>
  expect(described((await new AxeBuilder({ page }).withTags(WCAG).analyze()).violations)).toEqual([]);

// Bank feeds (decision 034): the server global-setup starts has no Enable Banking application, so
// the accounts screen says «no configurado» and offers the sandbox bank, which this walks through.
test.describe('bank feeds through the sandbox bank', () => {
  test('connect, approve at the bank, map an account, see it agree with the bank, disconnect', async ({ page }) => {
    const user = await createUser(page.request, { name: 'Lucía Fernández', onboarded: false });
    await api(page.request, user.token, 'POST', '/api/configuration', {
      country: 'ES',
      base_currency: 'EUR',
      month_start_day: 1,
      is_completed: true,
    });
    await signInWithToken(page, user.token);
    await page.goto('/accounts');

    const panel = page.locator('#bancos');
    await expect(panel.getByRole('heading', { name: 'Conexiones bancarias' })).toBeVisible();
    await expect(panel.getByText('Conexión bancaria: no configurado')).toBeVisible();
    await accessible(page);

    await panel.getByRole('button', { name: 'Conectar banco' }).click();
    const dialog = page.getByRole('dialog', { name: 'Conectar banco' });
    await dialog.getByRole('combobox', { name: 'Banco' }).click();
    await page.getByRole('option', { name: 'Banco Sandbox', exact: true }).click();
    await accessible(page);
    await dialog.getByRole('button', { name: 'Ir al banco' }).click();

    // The bank's own page (the sandbox's stand-in for it).
    await expect(page.getByRole('heading', { name: 'Banco Sandbox' })).toBeVisible();
    await expect(page.getByText('Banco de prueba (sandbox)')).toBeVisible();
    await accessible(page);
    await page.getByRole('button', { name: 'Autorizar acceso' }).click();

    await expect(page).toHaveURL(/\/accounts#bancos$/);
    await expect(page.getByText('Banco Sandbox conectado')).toBeVisible();
    await expect(panel.getByText('Activa')).toBeVisible();
    await expect(panel.getByText(/El acceso caduca en (89|90) días/)).toBeVisible();

    const mapping = panel.getByRole('combobox', { name: /Cuenta para Cuenta Corriente ···\d{4}/ });
    await expect(mapping).toHaveValue('Crear una cuenta nueva');
    await panel.getByRole('button', { name: 'Vincular' }).first().click();
    await expect(page.getByText(/Cuenta Corriente ···\d{4}: movimientos sincronizados/)).toBeVisible();
    await expect(panel.getByText('Va a')).toBeVisible();
    await expect(panel.getByText('Cuadra con el banco')).toBeVisible();
    // The new account is listed with the bank's movements, the pending one included.
    await expect(page.getByRole('link', { name: 'Movimientos' }).first()).toBeVisible();
    await accessible(page);

    await panel.getByRole('button', { name: 'Desconectar' }).click();
    // It asks first, saying what stops and that the movements stay.
    const confirm = page.getByRole('dialog', { name: /¿Desconectar / });
    await expect(confirm.getByText(/Los movimientos que ya trajimos se quedan en tus cuentas/)).toBeVisible();
    await expect(confirm.getByRole('button', { name: 'Cancelar' })).toBeFocused();
    await accessible(page);
    await confirm.getByRole('button', { name: 'Cancelar' }).click();
    await expect(panel.getByText('Activa')).toBeVisible();
    await panel.getByRole('button', { name: 'Desconectar' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Desconectar' }).click();
    await expect(page.getByText('Banco desconectado: no se traerán más movimientos')).toBeVisible();
    await expect(panel.getByText('Activa')).toHaveCount(0);
  });
});
