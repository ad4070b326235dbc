import { expect, test } from '@playwright/test';
import { dismissToasts, toast } from './support/flows.ts';
import {
  accountAction,
  accountId,
  accountRow,
  analysisCount,
  api,
  categoryId,
  commitImport,
  createAccountInUi,
  importIntoAccount,
  importWizard,
  moneyUser,
  netWorthTotal,
  reviewImport,
  seedTransaction,
  uploadFixture,
} from './support/money-helpers.ts';

// bancolombia.csv: -125.000, -89.900, +3.500.000, -200.000 → 3.085.100 COP in four rows.

test.describe('accounts', () => {
  test('create, net worth with a missing rate, edit, reorder, archive and delete', async ({ page }) => {
    await moneyUser(page, '/accounts');
    await expect(page.getByText('Aún no tienes cuentas')).toBeVisible();
    await page.getByRole('button', { name: 'Crear mi primera cuenta' }).click();
    await createAccountInUi(page, { name: 'Bancolombia', balance: '1.500.000' });
    await expect(accountRow(page, 'Bancolombia')).toContainText('1.500.000');
    await expect(netWorthTotal(page)).toContainText('1.500.000');

    // A euro account: no total until the rate exists, and the missing pair is named.
    await createAccountInUi(page, { name: 'Cuenta España', currency: 'EUR', balance: '1.000,50' });
    await expect(page.getByText('No podemos calcular el total en COP')).toBeVisible();
    await expect(netWorthTotal(page)).toHaveCount(0);
    await expect(page.getByText('Falta la tasa EUR→COP').first()).toBeVisible();
    await page.getByRole('button', { name: 'Agregar tasa EUR→COP' }).click();
    const drawer = page.getByRole('dialog', { name: 'Tasas de cambio' });
    await expect(drawer.getByLabel('De (moneda)')).toHaveValue('EUR');
    await expect(drawer.getByLabel('A (moneda)')).toHaveValue('COP');
    await drawer.getByLabel('Tasa', { exact: true }).fill('4.250,5');
    await drawer.getByRole('button', { name: 'Guardar tasa' }).click();
    const rate = drawer.getByRole('listitem', { name: 'EUR→COP' });
    await expect(rate).toContainText('1 EUR = 4.250,5 COP');
    await expect(rate).toContainText('Desde el');
    await page.keyboard.press('Escape');
    // 1.500.000 + 1.000,50 × 4.250,5 = 1.500.000 + 4.252.625 (rounded to whole pesos).
    await expect(netWorthTotal(page)).toContainText('5.752.625');
    await expect(accountRow(page, 'Cuenta España').getByTestId('conversion-rate')).toContainText(
      /^Tasa: 1 EUR = 4\.250,5 COP · .+ · tu tasa$/,
    );

    // A credit card shows what is available of its limit.
    await createAccountInUi(page, {
      name: 'Visa',
      type: 'Tarjeta de crédito',
      balance: '-200.000',
      limit: '1.000.000',
    });
    await expect(accountRow(page, 'Visa')).toContainText(/Disponible\s*\$\s?800\.000/);
    await expect(accountRow(page, 'Visa')).toContainText(/Usado el 20 % de \$\s?1\.000\.000/);

    // Reorder inside "Cuentas corrientes" with the keyboard-reachable buttons.
    const checking = page.getByRole('region', { name: 'Cuentas corrientes' }).getByRole('listitem');
    await expect(checking).toHaveCount(2);
    await expect(checking.first()).toHaveAccessibleName('Bancolombia');
    await page.getByRole('button', { name: 'Bajar Bancolombia' }).click();
    await expect(checking.first()).toHaveAccessibleName('Cuenta España');
    await page.reload();
    await expect(
      page.getByRole('region', { name: 'Cuentas corrientes' }).getByRole('listitem').first(),
    ).toHaveAccessibleName('Cuenta España');

    // Edit: rename.
    await accountAction(page, 'Cuenta España', 'Editar');
    const edit = page.getByRole('dialog', { name: 'Editar cuenta' });
    // Typed «1.000,50» on create, shown «1.000,50» on edit: a Colombian's euros, written the Colombian way.
    await expect(edit.getByLabel('Saldo inicial')).toHaveValue('1.000,50');
    await edit.getByLabel('Nombre de la cuenta').fill('Cuenta Madrid');
    await edit.getByRole('button', { name: 'Guardar cambios' }).click();
    await expect(edit).toBeHidden();
    await expect(accountRow(page, 'Cuenta Madrid')).toBeVisible();

    // Archive and bring back.
    await accountAction(page, 'Visa', 'Archivar');
    await expect(toast(page, 'success', 'Archivamos «Visa»')).toBeVisible();
    const archivedToggle = page.getByRole('button', { name: 'Cuentas archivadas (1)' });
    await expect(archivedToggle).toHaveAttribute('aria-expanded', 'false');
    await archivedToggle.click();
    await expect(accountRow(page, 'Visa')).toContainText('Archivada');
    await accountAction(page, 'Visa', 'Desarchivar');
    await expect(page.getByRole('button', { name: /Cuentas archivadas/ })).toHaveCount(0);

    // Delete, typing the name to confirm.
    await dismissToasts(page);
    await accountAction(page, 'Cuenta Madrid', 'Eliminar');
    const confirm = page.getByRole('dialog', { name: '¿Eliminar esta cuenta?' });
    await expect(confirm).toContainText('todos sus movimientos');
    const remove = confirm.getByRole('button', { name: 'Eliminar cuenta y movimientos' });
    await expect(remove).toBeDisabled();
    await confirm.getByLabel('Escribe el nombre de la cuenta para confirmar').fill('Cuenta');
    await expect(remove).toBeDisabled();
    await confirm.getByLabel('Escribe el nombre de la cuenta para confirmar').fill('Cuenta Madrid');
    await remove.click();
    await expect(toast(page, 'success', 'Eliminamos la cuenta «Cuenta Madrid»')).toBeVisible();
    await expect(accountRow(page, 'Cuenta Madrid')).toHaveCount(0);
    // Bancolombia 1.500.000 − Visa 200.000.
    await expect(netWorthTotal(page)).toContainText('1.300.000');
  });
});

test.describe('categories', () => {
  test('create a group and a category, merge one, delete one in use', async ({ page }) => {
    const user = await moneyUser(page, '/accounts', [{ name: 'Nequi', opening_balance: 500_000 }]);
    const account = await accountId(page.request, user.token, 'Nequi');
    for (const [name, payee] of [
      ['Cafeterías', 'Juan Valdez'],
      ['Restaurantes', 'Crepes & Waffles'],
    ] as const) {
      const category = await categoryId(page.request, user.token, name);
      await seedTransaction(page.request, user.token, {
        account_id: account,
        amount: -18_000,
        payee,
        category_id: category,
      });
    }
    await page.goto('/categories');
    await expect(page.getByRole('tab', { name: 'Gastos', selected: true })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Vivienda' })).toBeVisible();

    await page.getByRole('button', { name: 'Nuevo grupo' }).click();
    let dialog = page.getByRole('dialog', { name: 'Nuevo grupo' });
    await dialog.getByLabel('Nombre').fill('Animales');
    await dialog.getByRole('button', { name: 'Mascotas' }).click();
    await expect(dialog.getByRole('button', { name: 'Mascotas' })).toHaveAttribute('aria-pressed', 'true');
    await dialog.getByRole('button', { name: 'Naranja oscuro' }).click();
    await dialog.getByRole('button', { name: 'Crear grupo' }).click();
    await expect(dialog).toBeHidden();
    const animals = page.getByRole('region', { name: 'Animales' });
    await expect(animals).toContainText('Aún no tiene categorías');

    await page.getByRole('button', { name: 'Acciones de Animales' }).click();
    await page.getByRole('menuitem', { name: 'Agregar categoría' }).click();
    dialog = page.getByRole('dialog', { name: 'Nueva categoría' });
    await dialog.getByLabel('Nombre').fill('Veterinario');
    await dialog.getByRole('button', { name: 'Crear categoría' }).click();
    await expect(animals.getByRole('listitem').filter({ hasText: 'Veterinario' })).toBeVisible();

    // Merge Cafeterías into Restaurantes: its transaction moves over.
    const food = page.getByRole('region', { name: 'Alimentación' });
    await page.getByRole('button', { name: 'Acciones de Cafeterías' }).click();
    await page.getByRole('menuitem', { name: 'Combinar con otra' }).click();
    dialog = page.getByRole('dialog', { name: 'Combinar «Cafeterías»' });
    await dialog.getByLabel('Combinar con').selectOption({ label: 'Restaurantes' });
    await dialog.getByRole('button', { name: 'Combinar' }).click();
    await expect(dialog).toBeHidden();
    await expect(food.getByRole('listitem').filter({ hasText: 'Cafeterías' })).toHaveCount(0);
    await expect(food.getByRole('listitem').filter({ hasText: 'Restaurantes' })).toContainText('2 movimientos');

    // Delete Restaurantes: in use, so the server asks (409) where its transactions go.
    await page.getByRole('button', { name: 'Acciones de Restaurantes' }).click();
    await page.getByRole('menuitem', { name: 'Eliminar' }).click();
    dialog = page.getByRole('dialog', { name: '¿Eliminar «Restaurantes»?' });
    await dialog.getByRole('button', { name: 'Eliminar' }).click();
    await expect(dialog.getByRole('alert')).toContainText('Esta categoría tiene 2 movimientos');
    await dialog.getByLabel('Mover sus movimientos a').selectOption({ label: 'Supermercado' });
    await dialog.getByRole('button', { name: 'Mover y eliminar' }).click();
    await expect(dialog).toBeHidden();
    await expect(food.getByRole('listitem').filter({ hasText: 'Restaurantes' })).toHaveCount(0);
    await expect(food.getByRole('listitem').filter({ hasText: 'Supermercado' })).toContainText('2 movimientos');

    await page.getByRole('tab', { name: 'Ingresos' }).click();
    await expect(page.getByRole('region', { name: 'Ingresos' })).toContainText('Salario');
  });
});

test.describe('imports', () => {
  test('a CSV imported twice: the second time shows duplicates, one is imported anyway, then undone', async ({
    page,
  }) => {
    await moneyUser(page, '/accounts', [{ name: 'Bancolombia', opening_balance: 0 }]);
    let wizard = await importIntoAccount(page, 'Bancolombia', 'bancolombia.csv');
    await expect(wizard.getByLabel('Columna 1: FECHA')).toHaveValue('date');
    await expect(wizard.getByLabel('Columna 5: VALOR')).toHaveValue('amount');
    await expect(wizard.getByLabel('Separador decimal')).toHaveValue('.');
    await reviewImport(wizard);
    await expect(analysisCount(wizard, 'Válidas')).toContainText('4');
    const preview = wizard.getByRole('table', { name: 'Vista previa de los movimientos' });
    await expect(preview).toContainText('ABONO NOMINA EMPRESA SAS');
    // On a phone the date moves above the concept: the preview fits without scrolling sideways.
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(preview.getByRole('row').nth(3)).toContainText(
      /15 de ene\.? de 2026\s*Nómina Empresa\s*Banco: ABONO NOMINA EMPRESA SAS/,
    );
    const overflow = () =>
      preview.evaluate((table) => {
        const viewport = table.closest('.mantine-ScrollArea-viewport')!;
        return viewport.scrollWidth - viewport.clientWidth;
      });
    await expect.poll(overflow).toBeLessThanOrEqual(0);
    await page.setViewportSize({ width: 1280, height: 720 });
    await expect(await commitImport(wizard, 4)).toHaveText('Importamos 4 movimientos; 0 duplicados omitidos');
    await wizard.getByRole('button', { name: 'Listo' }).click();
    // The file's SALDO column states the balances and the account had no movements: it now opens at
    // the bank's 2.500.000 before the first row and ends at the bank's 5.585.100.
    await expect(accountRow(page, 'Bancolombia')).toContainText('5.585.100');

    wizard = await importIntoAccount(page, 'Bancolombia', 'bancolombia.csv');
    await expect(wizard.getByText('Usamos la configuración que guardaste para esta cuenta')).toBeVisible();
    await reviewImport(wizard);
    await expect(analysisCount(wizard, 'Posibles duplicados')).toContainText('4');
    const keep = wizard.getByRole('checkbox', { name: 'Importar de todos modos' });
    await expect(keep).toHaveCount(4);
    await expect(wizard.getByRole('button', { name: 'Nada que importar' })).toBeDisabled();
    await keep.first().check();
    await expect(await commitImport(wizard, 1)).toHaveText('Importamos 1 movimiento; 3 duplicados omitidos');
    await expect(accountRow(page, 'Bancolombia')).toContainText('5.460.100');

    await wizard.getByRole('button', { name: 'Deshacer importación' }).click();
    const confirm = page.getByRole('dialog', { name: '¿Deshacer la importación?' });
    await confirm.getByRole('button', { name: 'Deshacer importación' }).click();
    await expect(wizard.getByRole('status')).toHaveText('Deshicimos la importación');
    await wizard.getByRole('button', { name: 'Listo' }).click();
    await expect(accountRow(page, 'Bancolombia')).toContainText('5.585.100');
  });

  test('a malformed file gets a per-row report and nothing is imported', async ({ page }) => {
    // A euro account: the file's cents are valid there, so only the two broken rows fail.
    const user = await moneyUser(page, '/accounts');
    await api(page.request, user.token, 'POST', '/api/accounts', {
      name: 'Cuenta BBVA',
      type: 'checking',
      currency: 'EUR',
      opening_balance: 100_000,
    });
    await page.reload();
    const wizard = await importIntoAccount(page, 'Cuenta BBVA', 'malformed.csv');
    await reviewImport(wizard);
    await expect(analysisCount(wizard, 'Con errores')).toContainText('2');
    await expect(wizard.getByText('Hay 2 filas con errores')).toBeVisible();
    await expect(wizard.getByText('No importaremos nada hasta que se corrijan')).toBeVisible();
    const report = wizard.getByRole('table', { name: 'Filas con errores' });
    await expect(report.getByRole('row').filter({ hasText: '32/01/2026' })).toContainText('3');
    await expect(report.getByRole('row').filter({ hasText: 'Importe no válido' })).toContainText('4');
    await expect(wizard.getByRole('button', { name: 'Corrige los errores para importar' })).toBeDisabled();
    await wizard.getByRole('button', { name: 'Volver a las columnas' }).click();
    await expect(wizard.getByText('Fila 3: La fecha')).toBeVisible();
    // Escape asks before it drops a file under review.
    await page.keyboard.press('Escape');
    await page
      .getByRole('alertdialog', { name: '¿Descartar la importación?' })
      .getByRole('button', { name: 'Descartar' })
      .click();
    await expect(wizard).toBeHidden();
    await expect(accountRow(page, 'Cuenta BBVA')).toContainText('1.000,00');
  });
});

test.describe('dashboard', () => {
  test('starts with first steps and fills in after an import', async ({ page }) => {
    await moneyUser(page, '/', [{ name: 'Bancolombia', opening_balance: 0 }]);
    await expect(page.getByRole('heading', { name: 'Hola, Lucía' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Empieza a llenar tu tablero' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Nuevo movimiento' }).last()).toHaveAttribute('href', '/transactions');
    await expect(page.getByText('Aún no hay gastos este mes')).toBeVisible();

    await page.getByRole('button', { name: 'Importar extracto' }).first().click();
    const wizard = await uploadFixture(page, 'bancolombia.csv');
    await reviewImport(wizard);
    await commitImport(wizard, 4);
    await wizard.getByRole('button', { name: 'Listo' }).click();
    await expect(importWizard(page)).toBeHidden();

    await expect(page.getByRole('heading', { name: 'Empieza a llenar tu tablero' })).toHaveCount(0);
    // The file's SALDO column sets the new account's opening balance: it agrees with the bank.
    await expect(page.getByTestId('dashboard-net-worth')).toContainText('5.585.100');
    const latest = page.getByRole('list', { name: 'Últimos movimientos' });
    await expect(latest.getByRole('listitem')).toHaveCount(4);
    // Imported payees are cleaned and categorised (docs/architecture.md §4.9): "ABONO NOMINA EMPRESA SAS" reads "Nómina Empresa", a salary.
    await expect(latest.getByRole('listitem').filter({ hasText: 'Nómina Empresa' })).toContainText('Salario');
    await expect(page.getByRole('list', { name: 'Saldos de tus cuentas' })).toContainText('5.585.100');
    await page.getByRole('link', { name: 'Ver todos' }).click();
    await expect(page).toHaveURL(/\/transactions$/);
  });
});
