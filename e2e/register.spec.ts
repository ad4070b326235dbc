import { expect, test, type Page } from '@playwright/test';
import { dismissToasts, toast } from './support/flows.ts';
import { accountId, accountRow, moneyUser, seedTransaction } from './support/money-helpers.ts';

const today = () => new Date().toISOString().slice(0, 10);

function registerRow(page: Page, payee: string) {
  return page.getByRole('table', { name: /^Movimientos de / }).getByRole('row', { name: new RegExp(`^${payee},`) });
}

test.describe('account register and reconciliation', () => {
  test('opens from the accounts list, reconciles with one movement missing, and asks before editing a reconciled one', async ({
    page,
  }) => {
    const user = await moneyUser(page, '/accounts', [{ name: 'Bancolombia', opening_balance: 1_000_000 }]);
    const account = await accountId(page.request, user.token, 'Bancolombia');
    await seedTransaction(page.request, user.token, {
      account_id: account,
      amount: 3_500_000,
      payee: 'Nómina Acme',
      date: today(),
    });
    await seedTransaction(page.request, user.token, {
      account_id: account,
      amount: -1_200_000,
      payee: 'Arriendo',
      date: today(),
    });
    await page.reload();

    // The account's name opens its register.
    await accountRow(page, 'Bancolombia').getByRole('link', { name: 'Abrir los movimientos de Bancolombia' }).click();
    await expect(page).toHaveURL(new RegExp(`/accounts/${account}$`));
    await expect(page.getByRole('heading', { name: 'Bancolombia' })).toBeVisible();
    const table = page.getByRole('table', { name: 'Movimientos de Bancolombia' });
    await expect(table.getByRole('row')).toHaveCount(3); // header + two movements
    await expect(page.getByText(/Saldo antes de estos movimientos .*1\.000\.000/)).toBeVisible();

    // Both movements appear on the bank statement: tick them.
    await page.getByRole('button', { name: 'Marcar «Nómina Acme» como confirmado con el banco' }).click();
    await expect(page.getByRole('button', { name: 'Marcar «Nómina Acme» como pendiente' })).toBeVisible();
    await page.getByRole('button', { name: 'Marcar «Arriendo» como confirmado con el banco' }).click();
    await expect(page.getByRole('button', { name: 'Marcar «Arriendo» como pendiente' })).toBeVisible();

    // The bank says 3.250.000: a 50.000 purchase is missing.
    await page.getByRole('button', { name: 'Conciliar' }).click();
    const panel = page.getByRole('region', { name: 'Conciliar con el banco' });
    await panel.getByLabel('Saldo según el banco (COP)').fill('3.250.000');
    await expect(panel.getByTestId('reconcile-difference')).toContainText('50.000');
    await expect(panel.getByRole('button', { name: 'Finalizar conciliación' })).toBeDisabled();
    await expect(panel.getByText(/puede faltar un movimiento/)).toBeVisible();

    // The user finds it, enters it, and comes back through the link the import offers.
    await seedTransaction(page.request, user.token, {
      account_id: account,
      amount: -50_000,
      payee: 'Tiendas D1',
      date: today(),
    });
    await page.goto(`/accounts/${account}?conciliar=1&fecha=${today()}&saldo=3250000`);
    await expect(panel.getByLabel('Saldo según el banco (COP)')).toHaveValue('3.250.000');
    await page.getByRole('button', { name: 'Marcar «Tiendas D1» como confirmado con el banco' }).click();
    await expect(panel.getByTestId('reconcile-difference')).toContainText(/Diferencia: \$\s?0/);
    await panel.getByRole('button', { name: 'Finalizar conciliación' }).click();
    await expect(toast(page, 'success', 'Cuenta conciliada')).toBeVisible();
    await dismissToasts(page);
    await expect(panel).toBeHidden();
    await expect(page.getByRole('button', { name: '«Arriendo» está conciliado: desbloquearlo' })).toBeVisible();
    await expect(registerRow(page, 'Tiendas D1')).toBeVisible();

    // Editing a reconciled movement asks first, then opens it in place.
    await page.getByRole('button', { name: 'Editar «Arriendo»' }).click();
    const ask = page.getByRole('dialog', { name: '¿Editar un movimiento conciliado?' });
    await expect(ask).toBeVisible();
    await ask.getByRole('button', { name: 'Editar de todos modos' }).click();
    await expect(table.getByRole('row', { name: 'Editar «Arriendo»' }).getByLabel('Concepto')).toHaveValue('Arriendo');
  });

  test('a difference nobody can find is settled with a dated adjustment, and the balance then matches the bank', async ({
    page,
  }) => {
    const user = await moneyUser(page, '/accounts', [{ name: 'Nequi', opening_balance: 200_000 }]);
    const account = await accountId(page.request, user.token, 'Nequi');
    await seedTransaction(page.request, user.token, {
      account_id: account,
      amount: -35_000,
      payee: 'Rappi',
      date: today(),
    });
    await page.goto(`/accounts/${account}`);
    // "Select all" selects the rows loaded: with none loaded yet, ticking it changes nothing.
    await expect(registerRow(page, 'Rappi')).toBeVisible();
    await page.getByRole('checkbox', { name: 'Seleccionar todos los movimientos cargados' }).check();
    await page.getByRole('button', { name: 'Marcar confirmados' }).click();
    await expect(page.getByRole('button', { name: 'Marcar «Rappi» como pendiente' })).toBeVisible();
    await page.getByRole('button', { name: 'Conciliar' }).click();
    const panel = page.getByRole('region', { name: 'Conciliar con el banco' });
    await panel.getByLabel('Saldo según el banco (COP)').fill('164.500');
    await panel.getByRole('button', { name: /Registrar ajuste de/ }).click();
    await page
      .getByRole('dialog', { name: '¿Registrar un ajuste?' })
      .getByRole('button', { name: 'Registrar ajuste y finalizar' })
      .click();
    await expect(toast(page, 'success', 'con un ajuste de')).toBeVisible();
    await expect(registerRow(page, 'Ajuste de conciliación')).toContainText('500');
    await page.goto('/accounts');
    await expect(accountRow(page, 'Nequi')).toContainText('164.500');
  });
});
