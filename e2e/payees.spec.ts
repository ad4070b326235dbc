import path from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { dismissToasts, onboardInUi, toast } from './support/flows.ts';
import {
  accountId,
  commitImport,
  importWizard,
  moneyUser,
  reviewImport,
  seedTransaction,
} from './support/money-helpers.ts';
import { pick, row } from './support/transactions-helpers.ts';

// Statements as Bancolombia writes them (fixtures kept with the API's payee-cleaning tests).
const STATEMENTS = path.resolve(import.meta.dirname, '../apps/api/test/fixtures/payees');

async function importStatement(
  page: Page,
  file: string,
  count: number,
  review?: (wizard: Locator) => Promise<void>,
): Promise<void> {
  await page.goto('/accounts');
  await page.getByRole('button', { name: 'Importar movimientos a Bancolombia' }).click();
  const wizard = importWizard(page);
  await wizard.getByLabel('Archivo').setInputFiles(path.join(STATEMENTS, file));
  await wizard.getByRole('button', { name: 'Subir y continuar' }).click();
  await reviewImport(wizard);
  await review?.(wizard);
  await commitImport(wizard, count);
  await wizard.getByRole('button', { name: 'Listo' }).click();
  await expect(wizard).toBeHidden();
}

const category = (item: Locator, name: string) => expect(item).toContainText(name);

test('an imported statement reads like a receipt, and a correction is remembered on the next import', async ({
  page,
}) => {
  // Tall enough for the virtualised list to render all seven movements.
  await page.setViewportSize({ width: 1280, height: 1400 });
  await moneyUser(page, '/accounts', [{ name: 'Bancolombia', opening_balance: 0 }]);
  await importStatement(page, 'bancolombia-marzo.csv', 5, async (wizard) => {
    // The review shows each row as it will be saved: the clean payee, the bank's text under it, the
    // category (in the row's picker, where the user may change it).
    const preview = wizard.getByRole('table', { name: 'Vista previa de los movimientos' });
    const exito = preview.getByRole('row').filter({ hasText: 'Banco: COMPRA EN EXITO CALLE 80 BOGOTA' });
    await expect(exito).toContainText('Éxito');
    await expect(exito.getByRole('combobox', { name: 'Categoría de Éxito' })).toHaveValue('Supermercado');
    const bakeryPicker = preview.getByRole('combobox', { name: 'Categoría de Panadería la Espiga' });
    await expect(bakeryPicker).toHaveValue('');
    await expect(bakeryPicker).toHaveAttribute('placeholder', 'Sin categoría');
  });

  await page.goto('/transactions');
  // Clean payees, not "COMPRA EN EXITO CALLE 80 BOGOTA"; known merchants already categorised.
  await category(row(page, 'Éxito'), 'Supermercado');
  await category(row(page, 'Rappi'), 'Domicilios');
  await category(row(page, 'Enel Codensa'), 'Electricidad');
  await category(row(page, 'Uber'), 'Taxi y VTC');
  const bakery = row(page, 'Panadería la Espiga');
  await category(bakery, 'Sin categoría');
  await expect(page.getByText('COMPRA EN EXITO CALLE 80 BOGOTA')).toHaveCount(0);

  // The bank's text stays on the movement; the user files the bakery once.
  await bakery.getByRole('button').first().click();
  const dialog = page.getByRole('dialog', { name: 'Editar movimiento' });
  await expect(dialog.getByTestId('bank-text')).toHaveText('Texto del banco: «COMPRA EN PANADERIA LA ESPIGA»');
  await pick(page, dialog, 'Categoría', 'Cafeterías');
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  const saved = toast(page, 'success', 'Movimiento actualizado');
  await expect(saved).toBeVisible();
  // Toasts pause while the window has no focus; holding this one so keeps a slow machine from
  // closing it (5 s) before its place beside the next dialog is checked.
  await page.evaluate(() => window.dispatchEvent(new Event('blur')));
  await expect(dialog).toBeHidden();
  await category(row(page, 'Panadería la Espiga'), 'Cafeterías');
  // A toast never covers a dialog's close button: while one is open, toasts sit at the bottom.
  await row(page, 'Rappi').getByRole('button').first().click();
  const close = dialog.locator('.mantine-Modal-close');
  await expect(close).toBeVisible();
  await expect(saved).toBeVisible();
  const [closeBox, toastBox] = [await close.boundingBox(), await saved.boundingBox()];
  expect(toastBox!.y).toBeGreaterThan(closeBox!.y + closeBox!.height);
  await page.keyboard.press('Escape');
  await page.evaluate(() => window.dispatchEvent(new Event('focus')));
  await dismissToasts(page);

  // Next month: the bakery lands in Cafeterías with no touch.
  await importStatement(page, 'bancolombia-abril.csv', 2);
  await page.goto('/transactions');
  const bakeries = row(page, 'Panadería la Espiga');
  await expect(bakeries).toHaveCount(2);
  for (const item of await bakeries.all()) await category(item, 'Cafeterías');
  await expect(row(page, 'Éxito')).toHaveCount(2);

  // What we learnt is on /categories, and can be changed there.
  await page.goto('/categories');
  const learnt = page.getByRole('listitem', { name: 'Comercio Panadería la Espiga' });
  await expect(learnt).toBeVisible();
  await expect(learnt.getByRole('combobox', { name: 'Categoría de Panadería la Espiga' })).toHaveValue(/Cafeterías/);
});

test('a new expense takes the category of a known merchant as the payee is typed', async ({ page }) => {
  await moneyUser(page, '/transactions', [{ name: 'Bancolombia', opening_balance: 0 }]);
  await page.getByRole('button', { name: 'Nuevo movimiento' }).first().click();
  await page.getByRole('menuitem', { name: 'Gasto' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nuevo gasto' });
  await dialog.getByLabel('Importe').fill('45.900');
  await dialog.getByLabel('Beneficiario').fill('Rappi');
  await expect(dialog.getByRole('combobox', { name: 'Categoría' })).toHaveValue('Domicilios');
  await expect(dialog.getByText('Comercio conocido: «Rappi».')).toBeVisible();
  // Picking the suggested category again keeps it (it used to deselect it and save none).
  await dialog.getByRole('combobox', { name: 'Categoría' }).click();
  await page.getByRole('option', { name: 'Domicilios', exact: true }).click();
  await expect(dialog.getByRole('combobox', { name: 'Categoría' })).toHaveValue('Domicilios');
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await category(row(page, 'Rappi'), 'Domicilios');
});

test('the edit form shows amounts as the create form does, and "Asignar lo que falta" tops up the last part', async ({
  page,
}) => {
  const user = await moneyUser(page, '/accounts', [{ name: 'Bancolombia', opening_balance: 0 }]);
  const account = await accountId(page.request, user.token, 'Bancolombia');
  await seedTransaction(page.request, user.token, { account_id: account, amount: -450_000, payee: 'Falabella' });
  await page.goto('/transactions');
  await row(page, 'Falabella').getByRole('button').first().click();
  const dialog = page.getByRole('dialog', { name: 'Editar movimiento' });
  await expect(dialog.getByLabel('Importe', { exact: true })).toHaveValue('450.000');
  await dialog.getByLabel('Dividir').check();
  await dialog.getByLabel('Importe de la parte 1').fill('400.000');
  await dialog.getByLabel('Importe de la parte 2').fill('20.000');
  await expect(dialog.getByText('Falta por asignar: $ 30.000')).toBeVisible();
  await dialog.getByRole('button', { name: 'Asignar lo que falta' }).click();
  await expect(dialog.getByLabel('Importe de la parte 2')).toHaveValue('50.000');
  await expect(dialog.getByLabel('Importe de la parte 3')).toHaveCount(0);
  await expect(dialog.getByText('Todo asignado')).toBeVisible();
});

test('on a phone the 12-month chart fits the screen, its latest months and amounts axis in view', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const user = await moneyUser(page, '/accounts', [{ name: 'Bancolombia', opening_balance: 0 }]);
  const account = await accountId(page.request, user.token, 'Bancolombia');
  await seedTransaction(page.request, user.token, { account_id: account, amount: -45_900, payee: 'Rappi' });
  await page.goto('/reports?tab=income-expense&range=12m');
  const chart = page
    .locator('figure')
    .filter({ has: page.getByText(/Gráfico de barras de ingresos y gastos por mes/) });
  const viewport = chart.locator('.mantine-ScrollArea-viewport');
  await expect(viewport).toBeVisible();
  await expect(chart.locator('svg.recharts-surface').first()).toBeVisible();
  // Scrolled sideways, the amounts axis left the view (decision 037): on a phone nothing scrolls.
  expect(await viewport.evaluate((element) => element.scrollWidth - element.clientWidth)).toBeLessThanOrEqual(1);
  const box = await chart.boundingBox();
  expect(box!.x + box!.width).toBeLessThanOrEqual(390);
});

test('the cash-flow Sankey keeps every label inside the chart', async ({ page }) => {
  const user = await moneyUser(page, '/accounts', [{ name: 'Bancolombia', opening_balance: 0 }]);
  const account = await accountId(page.request, user.token, 'Bancolombia');
  // Uncategorised income gets the longest left label, on a thin node with its amount on one line.
  await seedTransaction(page.request, user.token, { account_id: account, amount: 12_345_678, payee: 'Cliente' });
  await seedTransaction(page.request, user.token, { account_id: account, amount: 150_000, payee: 'Intereses' });
  await seedTransaction(page.request, user.token, { account_id: account, amount: -2_500_000, payee: 'Arriendo' });
  await page.goto('/reports?tab=cash-flow&range=12m');
  const chart = page.locator('figure').filter({ has: page.getByText(/Diagrama de flujo \(Sankey\)/) });
  const svg = chart.locator('svg.recharts-surface').first();
  await expect(svg).toBeVisible();
  await expect(svg.locator('text').first()).toBeVisible();
  const outside = await svg.evaluate((element) => {
    const frame = element.getBoundingClientRect();
    return [...element.querySelectorAll('text')]
      .map((text) => ({ text: text.textContent, box: text.getBoundingClientRect() }))
      .filter(({ box }) => box.left < frame.left - 1 || box.right > frame.right + 1)
      .map(({ text }) => text);
  });
  expect(outside).toEqual([]);
});

test('onboarding in Colombia gives the categories Colombian words', async ({ page }) => {
  await onboardInUi(page);
  await page.goto('/categories');
  for (const name of ['Arriendo', 'Administración', 'Parqueadero y peajes', 'Taxi', 'Celular']) {
    await expect(page.getByText(name, { exact: true }).first()).toBeVisible();
  }
  await expect(page.getByText('Alquiler o hipoteca', { exact: true })).toHaveCount(0);
  await expect(page.getByText('Taxi y VTC', { exact: true })).toHaveCount(0);
});

test('an exchange rate reads like an amount, and a jump of more than 20 % asks first', async ({ page }) => {
  await moneyUser(page, '/accounts', [{ name: 'Bancolombia', opening_balance: 0 }]);
  await page.getByRole('button', { name: 'Tasas de cambio' }).click();
  const drawer = page.getByRole('dialog', { name: 'Tasas de cambio' });
  await drawer.getByRole('button', { name: 'Agregar tasa' }).click();
  await drawer.getByLabel('De (moneda)').selectOption('USD');
  await drawer.getByLabel('A (moneda)').selectOption('COP');
  await drawer.getByLabel('Tasa', { exact: true }).fill('4.580');
  await expect(drawer.getByText('1 USD = 4.580 COP')).toBeVisible();
  await drawer.getByRole('button', { name: 'Guardar tasa' }).click();
  await expect(drawer.getByRole('listitem', { name: 'USD→COP' })).toContainText('1 USD = 4.580 COP');

  // Typed as 4,58 by mistake: a thousand times smaller than the last one, so it asks.
  await drawer.getByRole('button', { name: 'Agregar tasa' }).click();
  await drawer.getByLabel('De (moneda)').selectOption('USD');
  await drawer.getByLabel('A (moneda)').selectOption('COP');
  await drawer.getByLabel('Tasa', { exact: true }).fill('4,58');
  await expect(drawer.getByTestId('rate-change-warning')).toContainText('Difiere un 100 % de la anterior');
  await drawer.getByRole('button', { name: 'Guardar tasa' }).click();
  await expect(drawer.getByRole('button', { name: 'Guardar de todos modos' })).toBeVisible();
});
