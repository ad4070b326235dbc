import { expect, test, type Page } from '@playwright/test';
import { createUser, signInWithToken, toast } from './support/flows.ts';
import { accountRow, api } from './support/money-helpers.ts';
import { createAccount, openNew, row } from './support/transactions-helpers.ts';

// Issue 19: examples follow the user's country and currency, and converted balances say which
// rate, of which date and from where, they were converted with.

/** A signed-in user of `country` (base `currency`) with one account in that currency, on /transactions. */
async function userOf(page: Page, country: string, currency: string): Promise<string> {
  const user = await createUser(page.request, { onboarded: false });
  await api(page.request, user.token, 'POST', '/api/configuration', { country, base_currency: currency, month_start_day: 1, is_completed: true });
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
    test(`${country}: the transaction form shows a ${currency} example, and typing it saves that amount`, async ({ page }) => {
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

test('a converted balance says its rate, the rate’s date and where it came from', async ({ page }) => {
  const user = await createUser(page.request, { accounts: [{ name: 'Bancolombia', opening_balance: 1_000_000 }] });
  await createAccount(page.request, user.token, { name: 'Cuenta en dólares', currency: 'USD', opening_balance: 10_000 });
  // Yesterday, so the rate is in force whatever the user's time zone.
  const yesterday = new Date(Date.now() - 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
  await api(page.request, user.token, 'POST', '/api/exchange-rates', { from_currency: 'USD', to_currency: 'COP', rate: '4380,5', date: yesterday });
  await signInWithToken(page, user.token);

  await page.goto('/accounts');
  const dollars = accountRow(page, 'Cuenta en dólares');
  await expect(dollars).toContainText(/≈ \$\s?438\.050/);
  await expect(dollars.getByTestId('conversion-rate')).toHaveText(/^Tasa: 1 USD = 4\.380,5 COP · \d{1,2} .+ \d{4} · tu tasa$/);
  await expect(accountRow(page, 'Bancolombia').getByTestId('conversion-rate')).toHaveCount(0);

  await page.goto('/');
  await expect(page.getByTestId('dashboard-net-worth')).toContainText('1.438.050');
  await expect(page.getByTestId('dashboard-net-worth-rates')).toHaveText(/^Convertido con 1 USD = 4\.380,5 COP · .+ · tu tasa\.$/);
});
