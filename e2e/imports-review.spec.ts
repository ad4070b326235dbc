import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { createUser, signInWithToken } from './support/flows.ts';
import { accountId, api } from './support/money-helpers.ts';

const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const described = (violations: { id: string; nodes: { target: unknown[] }[] }[]) =>
  violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);

type Tx = { id: string; amount: number; payee: string; category_id: string | null };
type Category = { id: string; name: string };

// The import's review (docs/architecture.md §4.13): the user changes the category a row gets and leaves a row out,
// from the keyboard, on a 390 px phone; the commit books exactly that.
test.describe('the import review', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("changes a row's category and leaves a row out with the keyboard; the import books exactly that", async ({
    page,
  }) => {
    const user = await createUser(page.request, {
      name: 'Renata Salgado',
      accounts: [{ name: 'Banco Popular', opening_balance: 0 }],
    });
    const popular = await accountId(page.request, user.token, 'Banco Popular');
    const categories = await api<Category[]>(page.request, user.token, 'GET', '/api/categories');
    const restaurants = categories.find((category) => category.name === 'Restaurantes')!;
    await signInWithToken(page, user.token);
    await page.goto('/accounts');

    await page.getByRole('button', { name: 'Importar movimientos a Banco Popular' }).click();
    const wizard = page.getByRole('dialog', { name: 'Importar movimientos' });
    const csv =
      'Fecha;Concepto;Importe\n05/11/2026;PAGO DATAFONO 4471;-38000\n06/11/2026;COMPRA OLIMPICA;-42000\n07/11/2026;REINTEGRO SEGURO;15000\n';
    await wizard
      .getByLabel('Archivo')
      .setInputFiles({ name: 'popular.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await wizard.getByRole('button', { name: 'Subir y continuar' }).click();
    const review = wizard.getByRole('button', { name: 'Revisar movimientos' });
    const importAll = wizard.getByRole('button', { name: 'Importar 3 movimientos' });
    await expect(review.or(importAll)).toBeVisible();
    if (await review.isVisible()) await review.click();
    await expect(wizard.getByText('Se importarán 3 movimientos')).toBeVisible();

    // The category, by keyboard: focus the picker, type, pick with Enter.
    // Rows are named by the payee a person recognises (the bank's «PAGO DATAFONO 4471» reads «Datafono»).
    const picker = wizard.getByRole('combobox', { name: 'Categoría de Datafono' });
    await picker.focus();
    await page.keyboard.type('Restaur');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(picker).toHaveValue('Restaurantes');

    // Leaving a row out, by keyboard: Tab from its picker to «Dejar fuera», Space.
    await wizard.getByRole('combobox', { name: 'Categoría de Reintegro Seguro' }).focus();
    await page.keyboard.press('Tab');
    const leaveOut = wizard.getByRole('checkbox', { name: 'Dejar fuera Reintegro Seguro' });
    await expect(leaveOut).toBeFocused();
    await page.keyboard.press('Space');
    await expect(leaveOut).toBeChecked();
    await expect(wizard.getByText('Se importarán 2 movimientos · dejas fuera 1')).toBeVisible();

    // 390 px: the dialog does not scroll sideways, and it has no WCAG 2.1 A/AA violation but Mantine's dimmed grey (app-wide).
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    expect(
      described((await new AxeBuilder({ page }).include('[role="dialog"]').withTags(WCAG).analyze()).violations),
    ).toEqual([]);

    await wizard.getByRole('button', { name: 'Importar 2 movimientos' }).click();
    await expect(wizard.getByRole('status').filter({ hasText: 'Importamos' })).toHaveText(
      'Importamos 2 movimientos; 0 duplicados omitidos',
    );

    const rows = (
      await api<{ items: Tx[] }>(page.request, user.token, 'GET', `/api/transactions?account_ids=${popular}&limit=50`)
    ).items;
    expect(rows.map((row) => row.amount).sort((a, b) => a - b)).toEqual([-42000, -38000]);
    expect(rows.find((row) => row.amount === -38000)!.category_id).toBe(restaurants.id);
  });
});
