import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { accountId, moneyUser, seedTransaction } from './support/money-helpers.ts';

const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const described = (violations: { id: string; nodes: { target: unknown[] }[] }[]) =>
  violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);

// Today in the browser's zone (playwright.config.ts), which the form's default date follows.
const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Madrid' }).format(new Date());
const dayFirst = (iso: string) => iso.split('-').reverse().join('/');

// Adding and editing movements in the register's own rows, from the keyboard (docs/decisions/039).
test.describe('the register edits in place', () => {
  test('adds a movement with the keyboard, edits one in place, and the running balances follow', async ({ page }) => {
    const user = await moneyUser(page, '/accounts', [{ name: 'Davivienda', opening_balance: 1_000_000 }]);
    const account = await accountId(page.request, user.token, 'Davivienda');
    await seedTransaction(page.request, user.token, {
      account_id: account,
      amount: -200_000,
      payee: 'Arriendo',
      date: today(),
    });
    await page.goto(`/accounts/${account}`);
    const table = page.getByRole('table', { name: 'Movimientos de Davivienda' });
    const row = (payee: string) => table.getByRole('row', { name: new RegExp(`^${payee},`) });
    await expect(row('Arriendo')).toContainText('800.000');

    // A new movement: every field by keyboard, Enter saves.
    await page.getByRole('button', { name: 'Nuevo movimiento' }).click();
    const adding = table.getByRole('row', { name: 'Nuevo movimiento' });
    await expect(adding.getByLabel('Fecha')).toBeFocused();
    await expect(adding.getByLabel('Fecha')).toHaveValue(dayFirst(today()));
    await page.keyboard.press('Tab');
    await page.keyboard.type('Tienda D1');
    await page.keyboard.press('Tab'); // category: left empty
    await page.keyboard.press('Tab');
    await expect(adding.getByLabel('Gasto (COP)')).toBeFocused();
    await page.keyboard.type('50.000');
    await page.keyboard.press('Enter');
    await expect(row('Tienda D1')).toContainText('750.000');
    // The row starts over for the next receipt; Escape on an untouched row just closes it.
    await expect(adding.getByLabel('Fecha')).toBeFocused();
    await expect(adding.getByLabel('Concepto')).toHaveValue('');

    // Escape after typing asks first.
    await page.keyboard.press('Tab');
    await page.keyboard.type('A medias');
    await page.keyboard.press('Escape');
    const discard = page.getByRole('dialog', { name: '¿Descartar lo que escribiste?' });
    await expect(discard).toBeVisible();
    await discard.getByRole('button', { name: 'Descartar' }).click();
    await expect(adding).toBeHidden();

    // Bad input is said in place, in Spanish, and nothing is sent.
    await page.getByRole('button', { name: 'Nuevo movimiento' }).click();
    await adding.getByLabel('Gasto (COP)').fill('10.000');
    await adding.getByLabel('Ingreso (COP)').fill('5.000');
    await page.keyboard.press('Enter');
    await expect(adding.getByText('Escribe el gasto o el ingreso, no los dos')).toBeVisible();
    await adding.getByRole('button', { name: 'Cancelar' }).click();
    await page
      .getByRole('dialog', { name: '¿Descartar lo que escribiste?' })
      .getByRole('button', { name: 'Descartar' })
      .click();
    await expect(adding).toBeHidden();

    // Editing: focus the older row, Enter opens it in place, Tab moves between cells, Enter saves.
    await row('Arriendo').focus();
    await page.keyboard.press('Enter');
    const editing = table.getByRole('row', { name: 'Editar «Arriendo»' });
    await expect(editing.getByLabel('Fecha')).toBeFocused();
    await expect(editing.getByLabel('Gasto (COP)')).toHaveValue('200.000');
    expect(
      described((await new AxeBuilder({ page }).include('[role="table"]').withTags(WCAG).analyze()).violations),
    ).toEqual([]);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(editing.getByLabel('Gasto (COP)')).toBeFocused();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('250.000');
    await page.keyboard.press('Enter');
    await expect(row('Arriendo')).toContainText('750.000');
    await expect(row('Arriendo')).toBeFocused();
    // The newer movement's balance moved with it.
    await expect(row('Tienda D1')).toContainText('700.000');
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test('falls back to the full form', async ({ page }) => {
      const user = await moneyUser(page, '/accounts', [{ name: 'Nequi', opening_balance: 0 }]);
      const account = await accountId(page.request, user.token, 'Nequi');
      await page.goto(`/accounts/${account}`);
      await page.getByRole('button', { name: 'Nuevo movimiento' }).click();
      await expect(page.getByRole('dialog', { name: /Nuevo/ })).toBeVisible();
      await expect(page.getByRole('row', { name: 'Nuevo movimiento' })).toHaveCount(0);
    });
  });
});
