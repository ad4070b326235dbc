import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { createUser, signInWithToken } from './support/flows.ts';
import { accountId, api } from './support/money-helpers.ts';

const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const described = (violations: { id: string; nodes: { target: unknown[] }[] }[]) =>
  violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);

type Tx = { amount: number; category_id: string | null };
type Category = { id: string; name: string };

// The import review beyond its first 20 rows (docs/decisions/039): the user loads the next ones and
// chooses for them as for the first; the commit books that choice.
test('the import review loads the rows after the first 20 and books a choice made on one of them', async ({ page }) => {
  const user = await createUser(page.request, {
    name: 'Mariana Quintero',
    accounts: [{ name: 'Banco Caja Social', opening_balance: 0 }],
  });
  const account = await accountId(page.request, user.token, 'Banco Caja Social');
  const restaurants = (await api<Category[]>(page.request, user.token, 'GET', '/api/categories')).find(
    (category) => category.name === 'Restaurantes',
  )!;
  await signInWithToken(page, user.token);
  await page.goto('/accounts');
  await page.getByRole('button', { name: 'Importar movimientos a Banco Caja Social' }).click();
  const wizard = page.getByRole('dialog', { name: 'Importar movimientos' });
  const lines = Array.from(
    { length: 30 },
    (_, index) =>
      `${String(index + 1).padStart(2, '0')}/10/2026;${index === 26 ? 'ASADERO LA MACARENA' : `COMPRA ALMACEN ${index + 1}`};-${(index + 1) * 1000}`,
  );
  await wizard.getByLabel('Archivo').setInputFiles({
    name: 'caja.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(['Fecha;Concepto;Importe', ...lines].join('\n')),
  });
  await wizard.getByRole('button', { name: 'Subir y continuar' }).click();
  const review = wizard.getByRole('button', { name: 'Revisar movimientos' });
  await expect(review.or(wizard.getByRole('button', { name: 'Importar 30 movimientos' }))).toBeVisible();
  if (await review.isVisible()) await review.click();

  const more = wizard.getByRole('button', { name: 'Ver 10 más (quedan 10)' });
  await expect(more).toBeVisible();
  await expect(wizard.getByRole('combobox', { name: /^Categoría de .*Macarena/i })).toHaveCount(0);
  await more.click();
  const picker = wizard.getByRole('combobox', { name: /^Categoría de .*Macarena/i });
  await expect(picker).toBeVisible();
  await expect(more).toBeHidden();
  await picker.focus();
  await page.keyboard.type('Restaur');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(picker).toHaveValue('Restaurantes');
  expect(
    described((await new AxeBuilder({ page }).include('[role="dialog"]').withTags(WCAG).analyze()).violations),
  ).toEqual([]);

  await wizard.getByRole('button', { name: 'Importar 30 movimientos' }).click();
  await expect(wizard.getByRole('status').filter({ hasText: 'Importamos' })).toHaveText(
    'Importamos 30 movimientos; 0 duplicados omitidos',
  );
  const rows = (
    await api<{ items: Tx[] }>(page.request, user.token, 'GET', `/api/transactions?account_ids=${account}&limit=100`)
  ).items;
  expect(rows).toHaveLength(30);
  expect(rows.find((row) => row.amount === -27_000)!.category_id).toBe(restaurants.id);
});
