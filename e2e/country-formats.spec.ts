import { expect, test, type Page } from '@playwright/test';
import { createUser, signInWithToken, toast } from './support/flows.ts';
import { accountRow, api } from './support/money-helpers.ts';
import { accountByName, createAccount, openNew, row, seedTransactions } from './support/transactions-helpers.ts';

// Examples follow the user's country and currency (docs/architecture.md §4.1), and converted
// balances say which rate, of which date and from where, they were converted with
// (docs/architecture.md §4.2).

/** A signed-in user of `country` (base `currency`) with one account in that currency, on /transactions. */
async function userOf(page: Page, country: string, currency: string): Promise<string> {
  const user = await createUser(page.request, { onboarded: false });
  await api(page.request, user.token, 'POST', '/api/configuration', {
    country,
    base_currency: currency,
    month_start_day: 1,
    is_completed: true,
  });
  await createAccount(page.request, user.token, { name: 'Cuenta principal', currency, opening_balance: 0 });
  await signInWithToken(page, user.token);
  await page.goto('/transactions');
  return user.token;
}

const cases = [
  { country: 'CO', currency: 'COP', example: '12.500', shown: /-\$\s?12\.500$/ },
  { country: 'ES', currency: 'EUR', example: '12,50', shown: /-12,50\s€$/ },
  { country: 'MX', currency: 'MXN', example: '12.50', shown: /-\$12\.50$/ },
];

test.describe('examples follow the country', () => {
  for (const { country, currency, example, shown } of cases) {
    test(`${country}: the transaction form shows a ${currency} example, and typing it saves that amount`, async ({
      page,
    }) => {
      await userOf(page, country, currency);
      const dialog = await openNew(page, 'Gasto');
      const amount = dialog.getByLabel('Importe', { exact: true });
      await expect(amount).toHaveAttribute('placeholder', example);
      await expect(dialog.getByLabel('Fecha', { exact: true })).toHaveAttribute('placeholder', 'dd/mm/aaaa');

      // The example is typed back exactly as shown and means what it shows.
      await amount.fill(example);
      await dialog.getByLabel('Beneficiario').fill('Panadería');
      await dialog.getByRole('button', { name: 'Guardar' }).click();
      await expect(toast(page, 'success', 'Movimiento guardado')).toBeVisible();
      await expect(row(page, 'Panadería').getByText(shown)).toBeVisible();
    });
  }
});

test.describe('edit forms write amounts the way the create form does', () => {
  test('MX: editing a movement shows «1,234.56», and a wrong amount is explained with a Mexican example', async ({
    page,
  }) => {
    const token = await userOf(page, 'MX', 'MXN');
    const account = await accountByName(page.request, token, 'Cuenta principal');
    await seedTransactions(page.request, token, [{ account_id: account.id, amount: -123_456, payee: 'Liverpool' }]);
    await page.reload();

    await row(page, 'Liverpool')
      .getByRole('button', { name: /Liverpool/ })
      .first()
      .click();
    const dialog = page.getByRole('dialog', { name: 'Editar movimiento' });
    const amount = dialog.getByLabel('Importe', { exact: true });
    await expect(amount).toHaveValue('1,234.56');
    await expect(amount).toHaveAttribute('placeholder', '12.50');

    await amount.fill('mil');
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await expect(amount).toHaveAccessibleDescription('Debe ser un importe válido, por ejemplo 1,234.56');

    // Saved as shown, the amount is the same.
    await amount.fill('1,234.56');
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await expect(toast(page, 'success', 'Movimiento actualizado')).toBeVisible();
    await expect(row(page, 'Liverpool').getByText(/-\$1,234\.56$/)).toBeVisible();
  });

  test('CO: «450.000» typed on create is «450.000» on edit, and the example in an error has no cents', async ({
    page,
  }) => {
    await userOf(page, 'CO', 'COP');
    const create = await openNew(page, 'Gasto');
    await create.getByLabel('Importe', { exact: true }).fill('450.000');
    await create.getByLabel('Beneficiario').fill('Arriendo');
    await create.getByRole('button', { name: 'Guardar' }).click();
    await expect(toast(page, 'success', 'Movimiento guardado')).toBeVisible();
    await expect(row(page, 'Arriendo').getByText(/-\$\s?450\.000$/)).toBeVisible();

    await row(page, 'Arriendo')
      .getByRole('button', { name: /Arriendo/ })
      .first()
      .click();
    const dialog = page.getByRole('dialog', { name: 'Editar movimiento' });
    const amount = dialog.getByLabel('Importe', { exact: true });
    await expect(amount).toHaveValue('450.000');
    await amount.fill('cuatrocientos mil');
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await expect(amount).toHaveAccessibleDescription('Debe ser un importe válido, por ejemplo 1.500.000');
  });
});

test('a converted balance says its rate, the rate’s date and where it came from', async ({ page }) => {
  const user = await createUser(page.request, { accounts: [{ name: 'Bancolombia', opening_balance: 1_000_000 }] });
  await createAccount(page.request, user.token, {
    name: 'Cuenta en dólares',
    currency: 'USD',
    opening_balance: 10_000,
  });
  // Yesterday, so the rate is in force whatever the user's time zone.
  const yesterday = new Date(Date.now() - 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
  await api(page.request, user.token, 'POST', '/api/exchange-rates', {
    from_currency: 'USD',
    to_currency: 'COP',
    rate: '4380,5',
    date: yesterday,
  });
  await signInWithToken(page, user.token);

  await page.goto('/accounts');
  const dollars = accountRow(page, 'Cuenta en dólares');
  await expect(dollars).toContainText(/≈ \$\s?438\.050/);
  await expect(dollars.getByTestId('conversion-rate')).toHaveText(
    /^Tasa: 1 USD = 4\.380,5 COP · \d{1,2} .+ \d{4} · tu tasa$/,
  );
  await expect(accountRow(page, 'Bancolombia').getByTestId('conversion-rate')).toHaveCount(0);

  await page.goto('/');
  await expect(page.getByTestId('dashboard-net-worth')).toContainText('1.438.050');
  await expect(page.getByTestId('dashboard-net-worth-rates')).toHaveText(
    /^Convertido con 1 USD = 4\.380,5 COP · .+ · tu tasa\.$/,
  );
});
