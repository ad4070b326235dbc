import { expect, test } from '@playwright/test';
import { createUser, shownInDateField, signInWithToken, toast } from './support/flows.ts';
import {
  budgetRow,
  createProspect,
  goalCard,
  monthTitle,
  prospectRow,
  setBudgetAmount,
  shiftMonth,
  thisMonth,
  today,
} from './support/planning-helpers.ts';
import { accountByName, categoryId, row, seedTransactions } from './support/transactions-helpers.ts';

test.describe('Presupuesto', () => {
  test('sets amounts, shows progress and the rollover carry, and copies last month', async ({ page }) => {
    const user = await createUser(page.request, { accounts: [{ name: 'Nequi', opening_balance: 2_000_000 }] });
    const nequi = await accountByName(page.request, user.token, 'Nequi');
    const current = thisMonth();
    const previous = shiftMonth(current, -1);
    const next = shiftMonth(current, 1);
    const supermarket = await categoryId(page.request, user.token, 'Supermercado');
    const restaurants = await categoryId(page.request, user.token, 'Restaurantes');
    await seedTransactions(page.request, user.token, [
      { account_id: nequi.id, amount: -150_000, payee: 'Éxito', date: `${previous}-10`, category_id: supermarket },
      { account_id: nequi.id, amount: -90_000, payee: 'Carulla', date: `${current}-01`, category_id: supermarket },
      { account_id: nequi.id, amount: -45_000, payee: 'Crepes', date: `${current}-01`, category_id: restaurants },
    ]);
    await signInWithToken(page, user.token);

    // Last month: 200.000 for the supermarket, 150.000 spent, "Acumular" on → 50.000 carry over.
    await page.goto(`/budget?mes=${previous}`);
    await expect(page.getByRole('heading', { name: monthTitle(previous) })).toBeVisible();
    await expect(page.getByText(`Aún no tienes presupuesto para ${monthTitle(previous).toLowerCase()}`)).toBeVisible();
    await setBudgetAmount(page, 'Supermercado', '200.000');
    await expect(budgetRow(page, 'Supermercado')).toContainText('$ 50.000');
    await expect(budgetRow(page, 'Supermercado')).toContainText('75 % · Vas bien');
    await budgetRow(page, 'Supermercado')
      .getByRole('switch', { name: 'Acumular lo que sobre de Supermercado' })
      .check({ force: true });
    await expect(budgetRow(page, 'Supermercado').getByRole('switch')).toBeChecked();

    // This month: the 50.000 arrive; 100.000 + 50.000 − 90.000 = 60.000 available.
    await page.getByRole('button', { name: /^Mes siguiente/ }).click();
    await expect(page.getByRole('heading', { name: monthTitle(current) })).toBeVisible();
    await expect(budgetRow(page, 'Supermercado')).toContainText('Incluye $ 50.000 que te sobraron el mes anterior');
    await setBudgetAmount(page, 'Supermercado', '100.000');
    await expect(budgetRow(page, 'Supermercado')).toContainText('$ 60.000');
    await expect(budgetRow(page, 'Supermercado')).toContainText('60 % · Vas bien');
    await setBudgetAmount(page, 'Restaurantes', '50.000');
    await expect(budgetRow(page, 'Restaurantes')).toContainText('90 % · Cerca del límite');
    await expect(budgetRow(page, 'Supermercado').getByRole('progressbar')).toHaveAttribute('aria-valuenow', '60');

    // Overspending turns the row red; the summary follows.
    await setBudgetAmount(page, 'Restaurantes', '40.000');
    await expect(budgetRow(page, 'Restaurantes')).toContainText('Te pasaste');
    await expect(budgetRow(page, 'Restaurantes')).toHaveAttribute('data-status', 'over');
    const income = page.getByLabel('Ingreso esperado', { exact: true });
    await income.fill('3.000.000');
    await income.press('Enter');
    await expect(page.getByText('Por presupuestar').locator('..')).toContainText('$ 2.860.000');

    // Next month is empty: copy this one.
    await page.getByRole('button', { name: /^Mes siguiente/ }).click();
    await expect(page.getByRole('heading', { name: monthTitle(next) })).toBeVisible();
    await page.getByRole('button', { name: 'Copiar del mes anterior' }).click();
    await expect(toast(page, 'success', 'Copiamos 2 líneas de presupuesto')).toBeVisible();
    await expect(page.getByLabel('Presupuesto de Supermercado', { exact: true })).toHaveValue('100.000');
    await expect(page.getByLabel('Presupuesto de Restaurantes', { exact: true })).toHaveValue('40.000');

    // With amounts in place, copying asks first.
    await page.getByRole('button', { name: 'Usar el promedio de 3 meses' }).click();
    const confirm = page.getByRole('dialog', { name: '¿Reemplazar los importes de este mes?' });
    await expect(confirm).toBeVisible();
    await confirm.getByRole('button', { name: 'Cancelar' }).click();
    await expect(confirm).toBeHidden();
    await expect(page.getByLabel('Presupuesto de Supermercado', { exact: true })).toHaveValue('100.000');
  });
});

test.describe('Ahorros', () => {
  test('creates a goal, contributes, sees progress and "¡Logrado!"', async ({ page }) => {
    const user = await createUser(page.request, { accounts: [{ name: 'Nequi', opening_balance: 500_000 }] });
    await signInWithToken(page, user.token);
    await page.goto('/savings');
    await expect(page.getByText('Crea tu primera meta de ahorro')).toBeVisible();

    await page.getByRole('button', { name: 'Nueva meta' }).first().click();
    const editor = page.getByRole('dialog', { name: 'Nueva meta de ahorro' });
    await editor.getByLabel('Nombre de la meta').fill('Viaje a Cartagena');
    await editor.getByLabel('¿Cuánto quieres ahorrar?').fill('1.000.000');
    // Typed day first, as people here write dates.
    const [targetYear, targetMonth] = shiftMonth(thisMonth(), 5).split('-');
    await editor.getByLabel('Fecha objetivo (opcional)').fill(`15/${targetMonth}/${targetYear}`);
    await editor.getByRole('button', { name: 'Crear meta' }).click();
    await expect(toast(page, 'success', 'Creamos tu meta «Viaje a Cartagena»')).toBeVisible();

    const card = goalCard(page, 'Viaje a Cartagena');
    await expect(card).toContainText('0 %');
    await expect(card).toContainText('Necesitas ahorrar $ 166.667 al mes');

    await card.getByRole('button', { name: 'Aportar a Viaje a Cartagena' }).click();
    let dialog = page.getByRole('dialog', { name: 'Aportar a «Viaje a Cartagena»' });
    await dialog.getByLabel('Importe').fill('400.000');
    await dialog.getByLabel('Nota (opcional)').fill('Prima');
    await dialog.getByRole('button', { name: 'Guardar aporte' }).click();
    await expect(toast(page, 'success', 'Aportaste $ 400.000 a «Viaje a Cartagena»')).toBeVisible();
    await expect(card).toContainText('40 %');
    await expect(card).toContainText('$ 400.000');
    await expect(card).toContainText('Te faltan $ 600.000');
    await expect(card.getByRole('img', { name: 'Progreso de Viaje a Cartagena: 40 %' })).toBeVisible();

    await card.getByRole('button', { name: 'Aportar a Viaje a Cartagena' }).click();
    dialog = page.getByRole('dialog', { name: 'Aportar a «Viaje a Cartagena»' });
    await dialog.getByLabel('Importe').fill('600.000');
    await dialog.getByRole('button', { name: 'Guardar aporte' }).click();
    await expect(toast(page, 'success', '¡Lograste tu meta «Viaje a Cartagena»!')).toBeVisible();
    await expect(card).toContainText('¡Logrado!');
    await expect(card).toContainText('100 %');
    await expect(card).not.toContainText('Necesitas ahorrar');

    // The history tells manual contributions apart; a withdrawal takes the goal back under.
    await card.getByRole('button', { name: 'Historial de Viaje a Cartagena' }).click();
    const history = page.getByRole('dialog', { name: 'Historial de «Viaje a Cartagena»' });
    await expect(history.getByRole('listitem')).toHaveCount(2);
    await expect(history).toContainText('Aporte manual');
    await expect(history).toContainText('Prima');
    await history.getByRole('button', { name: /^Eliminar aporte de \$ 600\.000/ }).click();
    const confirm = page.getByRole('dialog', { name: '¿Eliminar este aporte?' });
    await confirm.getByRole('button', { name: 'Eliminar' }).click();
    await expect(history.getByRole('listitem')).toHaveCount(1);
    await page.keyboard.press('Escape');
    await expect(card).toContainText('40 %');
    await expect(card).not.toContainText('¡Logrado!');

    // Pause, then delete with confirmation.
    await card.getByRole('button', { name: 'Más acciones para Viaje a Cartagena' }).click();
    await page.getByRole('menuitem', { name: 'Pausar' }).click();
    await expect(card).toContainText('En pausa');
    await card.getByRole('button', { name: 'Más acciones para Viaje a Cartagena' }).click();
    await page.getByRole('menuitem', { name: 'Eliminar' }).click();
    await page
      .getByRole('dialog', { name: '¿Eliminar esta meta?' })
      .getByRole('button', { name: 'Eliminar meta' })
      .click();
    await expect(toast(page, 'success', 'Eliminamos la meta «Viaje a Cartagena»')).toBeVisible();
    await expect(page.getByText('Crea tu primera meta de ahorro')).toBeVisible();
  });
});

test.describe('Prospectos', () => {
  test('creates prospects, shows weighted totals, realises one and finds its transaction', async ({ page }) => {
    const user = await createUser(page.request, { accounts: [{ name: 'Nequi', opening_balance: 100_000 }] });
    await signInWithToken(page, user.token);
    await page.goto('/prospects');
    await expect(page.getByText('Anota el dinero que esperas')).toBeVisible();

    const due = `${shiftMonth(thisMonth(), 1)}-10`;
    await createProspect(page, { title: 'Pago cliente Acme', amount: '2.000.000', date: due, probability: 75 });
    await expect(toast(page, 'success', 'Agregamos «Pago cliente Acme» a tus prospectos')).toBeVisible();
    await createProspect(page, {
      title: 'Arreglo del carro',
      kind: 'Gasto',
      amount: '400.000',
      date: due,
      probability: 50,
    });
    await createProspect(page, {
      title: 'Devolución de impuestos',
      amount: '300.000',
      date: '2020-01-15',
      probability: 100,
    });

    const totals = page.getByRole('table', { name: 'Totales en COP' });
    const totalsRow = (name: string) => totals.getByRole('row', { name: new RegExp(`^${name}`) });
    await expect(totalsRow('Ingresos')).toContainText('$ 2.300.000');
    await expect(totalsRow('Ingresos')).toContainText('$ 1.800.000');
    await expect(totalsRow('Gastos')).toContainText('$ 400.000');
    await expect(totalsRow('Gastos')).toContainText('$ 200.000');
    await expect(totalsRow('Neto')).toContainText('$ 1.600.000');
    await expect(page.getByText('1 vencido')).toBeVisible();
    await expect(prospectRow(page, 'Devolución de impuestos')).toContainText('Vencido');
    await expect(prospectRow(page, 'Pago cliente Acme')).not.toContainText('Vencido');
    await expect(prospectRow(page, 'Pago cliente Acme')).toContainText('Ponderado: $ 1.500.000');

    // Concretar: the real income lands in Nequi.
    await prospectRow(page, 'Pago cliente Acme').getByRole('button', { name: 'Concretar Pago cliente Acme' }).click();
    const realize = page.getByRole('dialog', { name: 'Concretar «Pago cliente Acme»' });
    await expect(realize.getByLabel('Cuenta')).toHaveValue(/.+/);
    await expect(realize.getByLabel('Fecha')).toHaveValue(shownInDateField(today()));
    await expect(realize.getByLabel('Importe')).toHaveValue('2.000.000');
    await realize.getByLabel('Categoría').selectOption({ label: 'Honorarios' });
    await realize.getByRole('button', { name: 'Concretar' }).click();
    await expect(toast(page, 'success', 'Registramos el ingreso de $ 2.000.000 en Nequi')).toBeVisible();
    await expect(prospectRow(page, 'Pago cliente Acme')).toHaveCount(0);
    await expect(totalsRow('Ingresos')).toContainText('$ 300.000');

    // Descartar moves it out of the open list.
    await prospectRow(page, 'Arreglo del carro').getByRole('button', { name: 'Descartar Arreglo del carro' }).click();
    await expect(toast(page, 'success', 'Descartaste «Arreglo del carro»')).toBeVisible();
    await expect(prospectRow(page, 'Arreglo del carro')).toHaveCount(0);
    await page.getByText('Descartados', { exact: true }).click();
    await expect(prospectRow(page, 'Arreglo del carro')).toContainText('Descartado');

    await page.getByText('Concretados', { exact: true }).click();
    await expect(page).toHaveURL(/estado=concretado/);
    await expect(prospectRow(page, 'Pago cliente Acme')).toContainText('Concretado');
    await prospectRow(page, 'Pago cliente Acme').getByRole('link', { name: 'Ver movimiento' }).click();
    await expect(page).toHaveURL(/\/transactions\?q=Pago/);
    await expect(row(page, 'Pago cliente Acme')).toContainText('+$ 2.000.000');
    await expect(row(page, 'Pago cliente Acme')).toContainText('Honorarios');

    // Delete asks first.
    await page.goto('/prospects?estado=descartado');
    await prospectRow(page, 'Arreglo del carro')
      .getByRole('button', { name: 'Más acciones para Arreglo del carro' })
      .click();
    await page.getByRole('menuitem', { name: 'Eliminar' }).click();
    await page
      .getByRole('dialog', { name: '¿Eliminar este prospecto?' })
      .getByRole('button', { name: 'Eliminar' })
      .click();
    await expect(toast(page, 'success', 'Eliminamos «Arreglo del carro»')).toBeVisible();
    await expect(page.getByText('No hay prospectos descartados')).toBeVisible();
  });
});
