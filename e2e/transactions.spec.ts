import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { createUser, dismissToasts, signInWithToken, toast } from './support/flows.ts';
import {
  accountByName,
  categoryId,
  createAccount,
  filterKind,
  openMoreFilters,
  openNew,
  pick,
} from './support/transactions-helpers.ts';
import {
  row,
  searchParam,
  seedByImport,
  seededPayee,
  seedTransactions,
  transactionList,
  transactionRows,
} from './support/transactions-helpers.ts';

const accounts = [
  { name: 'Nequi', opening_balance: 1_000_000 },
  { name: 'Bancolombia', opening_balance: 500_000 },
];

test.describe('Transacciones', () => {
  test('adds an expense, an income, a split and a transfer, and the balances follow', async ({ page }) => {
    const user = await createUser(page.request, { accounts });
    await createAccount(page.request, user.token, {
      name: 'Cuenta en dólares',
      currency: 'USD',
      opening_balance: 10_000,
    });
    await signInWithToken(page, user.token);
    await page.goto('/transactions');
    await expect(page.getByRole('heading', { name: 'Transacciones', level: 1 })).toBeVisible();
    await expect(page.getByText('Aún no tienes movimientos')).toBeVisible();

    // Expense from the empty state's button.
    // The empty state's own «Nuevo movimiento» (the header's opens a menu).
    await page.getByRole('button', { name: 'Nuevo movimiento' }).last().click();
    let dialog = page.getByRole('dialog', { name: 'Nuevo gasto' });
    await pick(page, dialog, 'Cuenta', /^Nequi/);
    await dialog.getByLabel('Importe', { exact: true }).fill('45.000');
    await dialog.getByLabel('Beneficiario').fill('Éxito');
    await pick(page, dialog, 'Categoría', 'Supermercado');
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await expect(toast(page, 'success', 'Movimiento guardado')).toBeVisible();
    await expect(row(page, 'Éxito')).toContainText('Supermercado');
    await expect(row(page, 'Éxito')).toContainText('-$ 45.000');

    // Income: typed positive, the type makes it money in.
    dialog = await openNew(page, 'Ingreso');
    await pick(page, dialog, 'Cuenta', /^Nequi/);
    await dialog.getByLabel('Importe', { exact: true }).fill('2.500.000');
    await dialog.getByLabel('Beneficiario').fill('Empresa SAS');
    await pick(page, dialog, 'Categoría', 'Salario');
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await expect(row(page, 'Empresa SAS')).toContainText('+$ 2.500.000');

    // Split: the save button waits until the parts add up.
    dialog = await openNew(page, 'Gasto');
    await pick(page, dialog, 'Cuenta', /^Nequi/);
    await dialog.getByLabel('Importe', { exact: true }).fill('100.000');
    await dialog.getByLabel('Beneficiario').fill('Falabella');
    await dialog.getByLabel('Dividir').check();
    await pick(page, dialog, 'Categoría de la parte 1', 'Ropa y calzado');
    await dialog.getByLabel('Importe de la parte 1').fill('60.000');
    await pick(page, dialog, 'Categoría de la parte 2', 'Supermercado');
    await dialog.getByLabel('Importe de la parte 2').fill('30.000');
    await expect(dialog.getByText('Falta por asignar: $ 10.000')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Guardar' })).toBeDisabled();
    await dialog.getByLabel('Importe de la parte 2').fill('40.000');
    await expect(dialog.getByText('Todo asignado')).toBeVisible();
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await expect(row(page, 'Falabella')).toContainText('Dividida (2)');

    // Transfer between two COP accounts; across currencies the received amount is asked for.
    dialog = await openNew(page, 'Transferencia');
    await pick(page, dialog, 'Desde', /^Nequi/);
    await pick(page, dialog, 'Hacia', /^Cuenta en dólares/);
    await expect(dialog.getByLabel('Importe recibido')).toBeVisible();
    await pick(page, dialog, 'Hacia', /^Bancolombia/);
    await expect(dialog.getByLabel('Importe recibido')).toHaveCount(0);
    await dialog.getByLabel('Importe', { exact: true }).fill('200.000');
    await dialog.getByLabel('Descripción').fill('Ahorro del mes');
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await expect(toast(page, 'success', 'Transferencia guardada')).toBeVisible();
    await expect(transactionList(page).getByText('Transferencia → Bancolombia')).toBeVisible();
    await expect(transactionList(page).getByText('Transferencia ← Nequi')).toBeVisible();

    const totals = page.getByRole('region', { name: 'Totales de los movimientos' });
    await expect(totals).toContainText('5 movimientos');
    await expect(totals).toContainText('$ 2.500.000');
    await expect(totals).toContainText('$ 145.000');

    // Balances: 1.000.000 − 45.000 + 2.500.000 − 100.000 − 200.000, and 500.000 + 200.000.
    await expect.poll(async () => (await accountByName(page.request, user.token, 'Nequi')).balance).toBe(3_155_000);
    expect((await accountByName(page.request, user.token, 'Bancolombia')).balance).toBe(700_000);

    // Deleting one leg of a transfer deletes both.
    await row(page, 'Ahorro del mes').first().getByRole('button', { name: 'Acciones de Ahorro del mes' }).click();
    await page.getByRole('menuitem', { name: 'Eliminar' }).click();
    dialog = page.getByRole('dialog', { name: '¿Eliminar la transferencia?' });
    await expect(dialog).toContainText('se eliminarán los dos movimientos');
    await dialog.getByRole('button', { name: 'Eliminar' }).click();
    await expect(toast(page, 'success', 'Transferencia eliminada')).toBeVisible();
    await expect(row(page, 'Ahorro del mes')).toHaveCount(0);
    await expect.poll(async () => (await accountByName(page.request, user.token, 'Bancolombia')).balance).toBe(500_000);
  });

  test('edits a row opened with the keyboard; parse and server errors land on their fields', async ({ page }) => {
    const user = await createUser(page.request, { accounts });
    const nequi = await accountByName(page.request, user.token, 'Nequi');
    await seedTransactions(page.request, user.token, [{ account_id: nequi.id, amount: -12_000, payee: 'Juan Valdez' }]);
    await signInWithToken(page, user.token);
    await page.goto('/transactions');

    await row(page, 'Juan Valdez')
      .getByRole('button', { name: /Juan Valdez/ })
      .first()
      .focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Editar movimiento' });
    await expect(dialog.getByLabel('Importe', { exact: true })).toHaveValue('12.000');
    await dialog.getByLabel('Importe', { exact: true }).fill('13.500');
    await dialog.getByLabel('Notas').fill('Con leche de avena');
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await expect(toast(page, 'success', 'Movimiento actualizado')).toBeVisible();
    await expect(row(page, 'Juan Valdez')).toContainText('-$ 13.500');
    await expect(row(page, 'Juan Valdez')).toContainText('Con leche de avena');
    // The next save says the same thing: a toast still leaving under the same id would hide it.
    await dismissToasts(page);

    // Dates are typed day first. Text that is not a date is explained on its field, and the last
    // valid date stays in it.
    await row(page, 'Juan Valdez')
      .getByRole('button', { name: /Juan Valdez/ })
      .first()
      .click();
    const date = dialog.getByLabel('Fecha', { exact: true });
    const shownBefore = await date.inputValue();
    expect(shownBefore).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    await date.fill('31/02/2026');
    await date.press('Tab');
    await expect(date).toHaveAccessibleDescription(/«31\/02\/2026» no es una fecha válida/);
    await expect(date).toHaveValue(shownBefore);
    await date.fill('1/2/2025');
    await date.press('Tab');
    await expect(date).toHaveValue('01/02/2025');
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await expect(toast(page, 'success', 'Movimiento actualizado')).toBeVisible();
    await expect(transactionList(page)).toContainText('1 de febrero de 2025');

    // An amount the parser refuses stays in the form, on its field.
    await row(page, 'Juan Valdez')
      .getByRole('button', { name: /Juan Valdez/ })
      .first()
      .click();
    await dialog.getByLabel('Importe', { exact: true }).fill('12,5,5');
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await expect(dialog.getByLabel('Importe', { exact: true })).toHaveAccessibleDescription(/importe válido/);

    // A field error from the API (here a stand-in answer) is shown under that field.
    await page.route('**/api/transactions/*', (route) =>
      route.request().method() === 'PATCH'
        ? route.fulfill({
            status: 400,
            contentType: 'application/json',
            body: JSON.stringify({ errors: [{ field: 'payee', message: 'Ese beneficiario no vale' }] }),
          })
        : route.fallback(),
    );
    await dialog.getByLabel('Importe', { exact: true }).fill('14.000');
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await expect(dialog.getByLabel('Beneficiario')).toHaveAccessibleDescription(/Ese beneficiario no vale/);
    // The form holds unsaved changes: Escape asks before throwing them away.
    await page.keyboard.press('Escape');
    await page
      .getByRole('alertdialog', { name: '¿Descartar lo que escribiste?' })
      .getByRole('button', { name: 'Descartar' })
      .click();
    await expect(dialog).toBeHidden();
  });

  test('search and filters live in the URL, survive a reload and the back button', async ({ page }) => {
    const user = await createUser(page.request, { accounts });
    const nequi = await accountByName(page.request, user.token, 'Nequi');
    const bancolombia = await accountByName(page.request, user.token, 'Bancolombia');
    const market = await categoryId(page.request, user.token, 'Supermercado');
    await seedTransactions(page.request, user.token, [
      { account_id: nequi.id, amount: -80_000, payee: 'Carulla', category_id: market, date: '2025-06-01' },
      { account_id: nequi.id, amount: -15_000, payee: 'Tostao Café', date: '2025-06-10' },
      { account_id: bancolombia.id, amount: 3_000_000, payee: 'Nómina junio', date: '2025-06-30' },
    ]);
    await signInWithToken(page, user.token);
    await page.goto('/transactions');
    await expect(transactionRows(page)).toHaveCount(3);

    await page.getByLabel('Buscar', { exact: true }).fill('café');
    await expect.poll(() => searchParam(page, 'q')).toBe('café');
    await expect(transactionRows(page)).toHaveCount(1);
    await expect(row(page, 'Tostao Café')).toBeVisible();
    await page.getByLabel('Buscar', { exact: true }).fill('');
    await expect.poll(() => searchParam(page, 'q')).toBeNull();

    await filterKind(page, 'Gastos');
    await expect.poll(() => searchParam(page, 'kind')).toBe('expense');
    await expect(transactionRows(page)).toHaveCount(2);
    await page.goBack();
    await expect.poll(() => searchParam(page, 'kind')).toBeNull();
    await expect(transactionRows(page)).toHaveCount(3);

    await openMoreFilters(page);
    await pick(page, page.locator('body'), 'Cuentas', /^Bancolombia/);
    await page.keyboard.press('Escape');
    await expect.poll(() => searchParam(page, 'accounts')).toBe(bancolombia.id);
    await expect(transactionRows(page)).toHaveCount(1);
    await page.getByRole('button', { name: 'Limpiar filtros' }).first().click();

    await openMoreFilters(page);
    await pick(page, page.locator('body'), 'Categorías', 'Sin categoría');
    await page.keyboard.press('Escape');
    await expect(transactionRows(page)).toHaveCount(2);
    await page.getByLabel('Importe mínimo').fill('50.000');
    await expect.poll(() => searchParam(page, 'min')).toBe('50.000');
    await expect(transactionRows(page)).toHaveCount(1);
    await expect(row(page, 'Nómina junio')).toBeVisible();

    // A shared link opens the same view.
    await page.goto('/transactions?from=2025-06-05&to=2025-06-20');
    await expect(transactionRows(page)).toHaveCount(1);
    // Day first, as in Spain and Latin America, although this browser speaks English (a native
    // date input would show 06/05/2025 here).
    await expect(page.getByLabel('Desde')).toHaveValue('05/06/2025');
    await page.goto('/transactions?q=nada-parecido');
    await expect(page.getByText('Ningún movimiento coincide con los filtros')).toBeVisible();
    await page.getByRole('button', { name: 'Limpiar filtros' }).last().click();
    await expect(transactionRows(page)).toHaveCount(3);
  });

  test('bulk categorises, tags and deletes, and exports the filtered CSV', async ({ page }) => {
    const user = await createUser(page.request, { accounts });
    const nequi = await accountByName(page.request, user.token, 'Nequi');
    await seedTransactions(page.request, user.token, [
      { account_id: nequi.id, amount: -30_000, payee: 'Crepes & Waffles' },
      { account_id: nequi.id, amount: -25_000, payee: 'El Corral' },
      { account_id: nequi.id, amount: 400_000, payee: 'Reembolso' },
    ]);
    await signInWithToken(page, user.token);
    await page.goto('/transactions');

    await row(page, 'Crepes & Waffles').getByRole('checkbox').check();
    await row(page, 'El Corral').getByRole('checkbox').check();
    const bar = page.getByRole('group', { name: 'Acciones para los movimientos seleccionados' });
    await expect(bar).toContainText('2 seleccionados');

    await bar.getByRole('button', { name: 'Categorizar' }).click();
    let dialog = page.getByRole('dialog', { name: 'Categorizar movimientos' });
    await pick(page, dialog, 'Categoría', 'Restaurantes');
    await dialog.getByRole('button', { name: 'Aplicar' }).click();
    await expect(toast(page, 'success', '2 movimientos en «Restaurantes»')).toBeVisible();
    await expect(row(page, 'El Corral')).toContainText('Restaurantes');
    await expect(bar).toBeHidden();

    await page.getByRole('checkbox', { name: 'Seleccionar todo lo cargado' }).check();
    await expect(bar).toContainText('3 seleccionados');
    await bar.getByRole('button', { name: 'Etiquetar' }).click();
    dialog = page.getByRole('dialog', { name: 'Añadir una etiqueta' });
    await dialog.getByLabel('Etiqueta').fill('Viaje');
    await dialog.getByRole('button', { name: 'Aplicar' }).click();
    await expect(toast(page, 'success', 'Etiqueta «viaje» añadida a 3 movimientos')).toBeVisible();
    await expect(row(page, 'Reembolso')).toContainText('#viaje');

    // Export what is filtered: only expenses.
    await filterKind(page, 'Gastos');
    await expect(transactionRows(page)).toHaveCount(2);
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Exportar CSV' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^movimientos-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = readFileSync((await download.path())!, 'utf8');
    expect(csv).toContain('fecha;cuenta;tipo;importe;moneda;beneficiario;categoría;etiquetas;notas');
    expect(csv).toContain('Nequi;Gasto;-30000;COP;Crepes & Waffles;Restaurantes;viaje;');
    expect(csv).toContain('El Corral');
    expect(csv).not.toContain('Reembolso');

    await row(page, 'El Corral').getByRole('checkbox').check();
    await bar.getByRole('button', { name: 'Eliminar' }).click();
    dialog = page.getByRole('dialog', { name: '¿Eliminar los movimientos?' });
    await expect(dialog).toContainText('Vas a eliminar 1 movimiento.');
    await dialog.getByRole('button', { name: 'Eliminar 1 movimiento' }).click();
    await expect(toast(page, 'success', '1 movimiento eliminado')).toBeVisible();
    await expect(row(page, 'El Corral')).toHaveCount(0);
  });

  test('creates a rule from a transaction and applies it to earlier ones', async ({ page }) => {
    const user = await createUser(page.request, { accounts });
    const nequi = await accountByName(page.request, user.token, 'Nequi');
    await seedTransactions(page.request, user.token, [
      { account_id: nequi.id, amount: -18_000, payee: 'UBER *TRIP 123' },
      { account_id: nequi.id, amount: -22_000, payee: 'Uber trip 456' },
    ]);
    await signInWithToken(page, user.token);
    await page.goto('/transactions');

    await row(page, 'Uber trip 456').getByRole('button', { name: 'Acciones de Uber trip 456' }).click();
    await page.getByRole('menuitem', { name: 'Crear regla' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nueva regla' });
    await expect(dialog.getByLabel('El beneficiario contiene')).toHaveValue('Uber trip 456');
    await dialog.getByLabel('El beneficiario contiene').fill('uber');
    await pick(page, dialog, 'Categoría', 'Taxi y VTC');
    await dialog.getByRole('button', { name: 'Crear regla' }).click();
    await expect(toast(page, 'success', 'Regla creada')).toBeVisible();
    await dialog.getByRole('button', { name: 'Aplicar a movimientos anteriores' }).click();
    await expect(toast(page, 'success', 'Se categorizaron 2 movimientos anteriores')).toBeVisible();
    await expect(row(page, 'UBER *TRIP 123')).toContainText('Taxi y VTC');

    await page.getByRole('button', { name: 'Reglas' }).click();
    const drawer = page.getByRole('dialog', { name: 'Reglas' });
    await expect(drawer.getByRole('listitem', { name: 'regla «uber»' })).toContainText('Taxi y VTC');
    await drawer.getByRole('button', { name: 'Eliminar regla «uber»' }).click();
    await drawer.getByRole('button', { name: 'Eliminar', exact: true }).click();
    await expect(toast(page, 'success', 'Regla eliminada')).toBeVisible();
    await expect(drawer.getByText('Aún no tienes reglas')).toBeVisible();
  });

  test('keeps fewer than 200 rows in the DOM while scrolling through a long list', async ({ page }) => {
    test.setTimeout(120_000);
    const user = await createUser(page.request, { accounts });
    const nequi = await accountByName(page.request, user.token, 'Nequi');
    await seedByImport(page.request, user.token, nequi.id, 1200);
    await signInWithToken(page, user.token);
    await page.goto('/transactions');
    await expect(page.getByRole('region', { name: 'Totales de los movimientos' })).toContainText('1200 movimientos');

    await expect(async () => {
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await expect(page.getByText('Eso es todo: 1200 movimientos')).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 80_000 });
    // The last page made the list taller: go to the new bottom, where the oldest row is.
    await expect(async () => {
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await expect(row(page, seededPayee(1199))).toBeInViewport({ timeout: 1_000 });
    }).toPass({ timeout: 15_000 });
    const rendered = await page.locator('[data-row="transaction"]').count();
    expect(rendered).toBeGreaterThan(5);
    expect(rendered).toBeLessThan(200);
  });
});
