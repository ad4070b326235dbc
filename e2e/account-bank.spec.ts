import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { accountAction, accountId, api, moneyUser } from './support/money-helpers.ts';

const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const described = (violations: { id: string; nodes: { target: unknown[] }[] }[]) =>
  violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);

// The account editor's optional bank (docs/decisions/039): typed once, shown again, cleared.
test('the account editor saves the bank, shows it again and clears it', async ({ page }) => {
  const user = await moneyUser(page, '/accounts', [{ name: 'Ahorros', opening_balance: 0 }]);
  const id = await accountId(page.request, user.token, 'Ahorros');

  await accountAction(page, 'Ahorros', 'Editar');
  const edit = page.getByRole('dialog', { name: 'Editar cuenta' });
  await expect(edit.getByLabel('Banco')).toHaveValue('');
  await edit.getByLabel('Banco').fill(' Bancolombia ');
  expect(
    described((await new AxeBuilder({ page }).include('[role="dialog"]').withTags(WCAG).analyze()).violations),
  ).toEqual([]);
  await edit.getByRole('button', { name: 'Guardar cambios' }).click();
  await expect(edit).toBeHidden();
  expect((await api<{ bank: string | null }>(page.request, user.token, 'GET', `/api/accounts/${id}`)).bank).toBe(
    'Bancolombia',
  );

  await page.reload();
  await accountAction(page, 'Ahorros', 'Editar');
  await expect(edit.getByLabel('Banco')).toHaveValue('Bancolombia');
  await edit.getByLabel('Banco').fill('');
  await edit.getByRole('button', { name: 'Guardar cambios' }).click();
  await expect(edit).toBeHidden();
  expect((await api<{ bank: string | null }>(page.request, user.token, 'GET', `/api/accounts/${id}`)).bank).toBeNull();
});
