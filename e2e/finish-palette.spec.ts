import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { createUser, expectPath, signInWithToken } from './support/flows.ts';
import { accountByName, seedTransactions } from './support/transactions-helpers.ts';

// The command palette (decision 046): Ctrl+K or the header's search button, keyboard first.
const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

test('finds an account, a movement by amount and opens a new movement, by keyboard; fits a phone', async ({ page }) => {
  const user = await createUser(page.request, { accounts: [{ name: 'Nequi', opening_balance: 1_000_000 }] });
  const nequi = await accountByName(page.request, user.token, 'Nequi');
  await seedTransactions(page.request, user.token, [
    { account_id: nequi.id, amount: -45_000, payee: 'Éxito' },
    { account_id: nequi.id, amount: -12_500, payee: 'Juan Valdez' },
  ]);
  await signInWithToken(page, user.token);
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Buscar (Ctrl+K)' })).toBeVisible();

  await page.keyboard.press('Control+k');
  const search = page.getByRole('textbox', { name: /Buscar pantallas/ });
  await expect(search).toBeFocused();
  // Recent movements show before typing.
  await expect(page.getByRole('button', { name: /Juan Valdez/ })).toBeVisible();
  const violations = (await new AxeBuilder({ page }).withTags(WCAG).analyze()).violations.filter(
    (violation) => violation.impact === 'critical' || violation.impact === 'serious',
  );
  expect(violations.map((violation) => `${violation.id}: ${violation.nodes[0]?.target}`)).toEqual([]);

  await search.fill('45.000');
  await expect(page.getByRole('button', { name: /Éxito · -\$ 45\.000/ })).toBeVisible();
  await expect(page.getByRole('button', { name: /Juan Valdez/ })).toHaveCount(0);
  await search.fill('>20.000');
  await expect(page.getByRole('button', { name: /Éxito/ })).toBeVisible();
  await expect(page.getByRole('button', { name: /Juan Valdez/ })).toHaveCount(0);

  await search.fill('nequi');
  // The first result is selected as the query changes: Enter opens it.
  await expect(page.getByRole('button', { name: /^Nequi/ })).toBeVisible();
  await page.keyboard.press('Enter');
  await expectPath(page, `/accounts/${nequi.id}`);

  await page.keyboard.press('Control+k');
  await page.keyboard.type('nuevo mov');
  // Enter opens the highlighted action: wait for the filter to highlight it, as a user sees it.
  await expect(page.locator('.mantine-Spotlight-action[data-selected]', { hasText: 'Nuevo movimiento' })).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: 'Nuevo gasto' })).toBeVisible();
  await page.keyboard.press('Escape');

  await page.setViewportSize({ width: 390, height: 800 });
  await page.getByRole('button', { name: 'Buscar (Ctrl+K)' }).click();
  await search.fill('reportes');
  const reports = page.getByRole('button', { name: 'Reportes', exact: true });
  await expect(reports).toBeVisible();
  const box = await reports.boundingBox();
  expect(box!.x + box!.width).toBeLessThanOrEqual(390);
  await reports.click();
  await expectPath(page, '/reports');
});
