import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { createUser, signInWithToken } from './support/flows.ts';
import { accountRow, analysisCount, api, importIntoAccount } from './support/money-helpers.ts';

const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const described = (violations: { id: string; nodes: { target: unknown[] }[] }[]) =>
  violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);

/**
 * No WCAG 2.1 A/AA violation in the statements' panel, nor in the rest of the wizard's dialog
 * apart from the contrast of Mantine's «dimmed» grey, which the whole app shares (left to a
 * theme change of its own).
 */
async function expectAccessible(page: Page, panel: boolean) {
  if (panel)
    expect(
      described(
        (await new AxeBuilder({ page }).include('[aria-label="Extractos del archivo"]').withTags(WCAG).analyze())
          .violations,
      ),
    ).toEqual([]);
  expect(
    described((await new AxeBuilder({ page }).include('[role="dialog"]').withTags(WCAG).analyze()).violations),
  ).toEqual([]);
}

// A Norma 43 that carries two accounts' statements: the review lists both, each goes to the
// account the user picks, and the import cannot start until every statement has its place.
test.describe('a Norma 43 with several accounts', () => {
  test('each statement lands in the account chosen for it, at the balance the bank states', async ({ page }) => {
    const user = await createUser(page.request, { name: 'Lucía Prieto' });
    await api(page.request, user.token, 'POST', '/api/accounts', {
      name: 'Cuenta nómina',
      type: 'checking',
      currency: 'EUR',
      opening_balance: 0,
    });
    await api(page.request, user.token, 'POST', '/api/accounts', {
      name: 'Cuenta gimnasio',
      type: 'checking',
      currency: 'EUR',
      opening_balance: 0,
    });
    await signInWithToken(page, user.token);
    await page.goto('/accounts');

    const wizard = await importIntoAccount(page, 'Cuenta nómina', 'n43-two-accounts.n43');
    await expect(wizard.getByText('Este archivo trae los extractos de 2 cuentas')).toBeVisible();
    await expect(wizard.getByText('Extracto 1 · cuenta 2100 0123 0200456789')).toBeVisible();
    await expect(wizard.getByText('Extracto 2 · cuenta 2100 0123 0200987654')).toBeVisible();
    // The first statement goes to the account the file was uploaded for; the second waits.
    await expect(wizard.getByLabel('Cuenta para el extracto 1')).toHaveValue('Cuenta nómina');
    await expect(wizard.getByRole('button', { name: 'Elige la cuenta de cada extracto' })).toBeDisabled();
    await expect(analysisCount(wizard, 'Válidas')).toContainText('2');
    await expectAccessible(page, true);

    await wizard.getByLabel('Cuenta para el extracto 2').click();
    // An account already given a statement is not offered for another one.
    await expect(page.getByRole('option', { name: 'Cuenta nómina' })).toHaveCount(0);
    await page.getByRole('option', { name: 'Cuenta gimnasio', exact: true }).click();
    await expect(analysisCount(wizard, 'Válidas')).toContainText('3');
    await expect(wizard.getByText('Cuadra con el banco')).toHaveCount(2);
    await expect(wizard.getByText('Falta elegir')).toHaveCount(0);
    await expectAccessible(page, true);

    await wizard.getByRole('button', { name: 'Importar 3 movimientos' }).click();
    await expect(wizard.getByRole('status').filter({ hasText: 'Importamos' })).toHaveText(
      'Importamos 3 movimientos en 2 cuentas; 0 duplicados omitidos',
    );
    await expectAccessible(page, false);
    await wizard.getByRole('button', { name: 'Listo' }).click();
    await expect(accountRow(page, 'Cuenta nómina')).toContainText(/2\.476,01/);
    await expect(accountRow(page, 'Cuenta gimnasio')).toContainText(/210,00/);
  });
});
