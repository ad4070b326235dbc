import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { createUser, signInWithToken } from './support/flows.ts';
import { accountId, api, importIntoAccountFile } from './support/transfers-helpers.ts';

const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const described = (violations: { id: string; nodes: { target: unknown[] }[] }[]) =>
  violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);

/** No WCAG 2.1 A/AA violation in the proposals, nor in the dialog apart from Mantine's «dimmed» grey (app-wide). */
async function expectAccessible(page: Page) {
  expect(
    described(
      (await new AxeBuilder({ page }).include('[aria-labelledby="transfer-proposals-title"]').withTags(WCAG).analyze())
        .violations,
    ),
  ).toEqual([]);
  expect(
    described((await new AxeBuilder({ page }).include('[role="dialog"]').withTags(WCAG).analyze()).violations),
  ).toEqual([]);
}

type Tx = { id: string; amount: number; kind: string; transfer_id: string | null };

// Decision 032: after an import, the own transfers the matcher was unsure of are listed in the
// wizard's last step; the user confirms or rejects each, from the keyboard too.
test.describe('own transfers proposed after an import', () => {
  test('a pair with only the amount and the date is proposed and confirmed with the keyboard', async ({ page }) => {
    const user = await createUser(page.request, {
      name: 'Renata Salgado',
      accounts: [
        { name: 'Banco Popular', opening_balance: 0 },
        { name: 'Colpatria', opening_balance: 0 },
      ],
    });
    const colpatria = await accountId(page.request, user.token, 'Colpatria');
    // The other leg is already in Colpatria, imported earlier.
    await importIntoAccountFile(
      page.request,
      user.token,
      colpatria,
      'Fecha;Concepto;Importe\n2026-11-06;MOVIMIENTO 11290;250000\n',
    );
    await signInWithToken(page, user.token);
    await page.goto('/accounts');

    await page.getByRole('button', { name: 'Importar movimientos a Banco Popular' }).click();
    const wizard = page.getByRole('dialog', { name: 'Importar movimientos' });
    await wizard.getByLabel('Archivo').setInputFiles({
      name: 'popular.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(
        'Fecha;Concepto;Importe\n05/11/2026;MOVIMIENTO 88812;-250000\n06/11/2026;COMPRA OLIMPICA;-42000\n',
      ),
    });
    await wizard.getByRole('button', { name: 'Subir y continuar' }).click();
    // The mapping step shows when the columns need a look; either way the review follows.
    const review = wizard.getByRole('button', { name: 'Revisar movimientos' });
    const importButton = wizard.getByRole('button', { name: 'Importar 2 movimientos' });
    await expect(review.or(importButton)).toBeVisible();
    if (await review.isVisible()) await review.click();
    // The review already says which row looks like a transfer, and that it will ask.
    const preview = wizard.getByRole('region', { name: 'Transferencias entre tus cuentas' });
    await expect(preview).toContainText('MOVIMIENTO 88812');
    await expect(preview).toContainText('¿transferencia a Colpatria? Te preguntaremos');
    expect(
      described(
        (await new AxeBuilder({ page }).include('[aria-labelledby="transfer-preview-title"]').withTags(WCAG).analyze())
          .violations,
      ),
    ).toEqual([]);
    await importButton.click();
    await expect(wizard.getByRole('status').filter({ hasText: 'Importamos' })).toBeVisible();

    const section = wizard.getByRole('region', { name: '¿Son transferencias entre tus cuentas?' });
    await expect(section).toBeVisible();
    const card = section.getByRole('article');
    await expect(card).toHaveCount(1);
    await expect(card).toContainText('MOVIMIENTO 88812');
    await expect(card).toContainText('Colpatria');
    await expect(card).toContainText('solo coinciden el importe y la fecha');
    await expectAccessible(page);

    // Keyboard only: focus «No lo es», Tab to «Es una transferencia», Enter.
    await card.getByRole('button', { name: 'No lo es' }).focus();
    await page.keyboard.press('Tab');
    await expect(card.getByRole('button', { name: 'Es una transferencia' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(section).toHaveCount(0);

    const rows = (await api<{ items: Tx[] }>(page.request, user.token, 'GET', '/api/transactions?limit=50')).items;
    const legs = rows.filter((row) => Math.abs(row.amount) === 250000);
    expect(legs.map((row) => row.kind)).toEqual(['transfer', 'transfer']);
    expect(legs[0]!.transfer_id).toBe(legs[1]!.transfer_id);
    expect(rows.find((row) => row.amount === -42000)!.kind).toBe('expense');
  });
});

test.describe('recurring charges proposed as reminders', () => {
  test('a monthly charge found in an import becomes a reminder in one click', async ({ page }) => {
    const user = await createUser(page.request, {
      name: 'Renata Salgado',
      accounts: [{ name: 'Banco Popular', opening_balance: 0 }],
    });
    const popular = await accountId(page.request, user.token, 'Banco Popular');
    await importIntoAccountFile(
      page.request,
      user.token,
      popular,
      'Fecha;Concepto;Importe\n2026-08-09;DEBITO AUTOMATICO CLARO HOGAR;-99900\n2026-09-09;DEBITO AUTOMATICO CLARO HOGAR;-99900\n2026-10-09;DEBITO AUTOMATICO CLARO HOGAR;-109900\n',
    );
    await signInWithToken(page, user.token);
    await page.goto('/reminders');
    const section = page.getByRole('region', { name: 'Cobros que se repiten' });
    const charge = section.getByRole('article');
    await expect(charge).toHaveCount(1);
    await expect(charge).toContainText('cada mes');
    await expect(charge).toContainText(/próximo el 9 (de )?nov\.? (de )?2026/);
    await expect(charge).toContainText(/subió de 99\.900 a 109\.900/);
    expect(
      described(
        (
          await new AxeBuilder({ page })
            .include('[aria-labelledby="recurring-suggestions-title"]')
            .withTags(WCAG)
            .analyze()
        ).violations,
      ),
    ).toEqual([]);

    // Its monthly cost goes into its category's line of this month's budget, once.
    const toBudget = charge.getByRole('button', { name: /al presupuesto/ });
    await toBudget.click();
    await expect(page.getByText(/Sumamos .*109\.900.* en el presupuesto de .*→/)).toBeVisible();
    await expect(toBudget).toBeDisabled();
    await expect(toBudget).toHaveText('En el presupuesto');
    const month = new Date().toISOString().slice(0, 7);
    const budget = await api<{ groups: { categories: { budgeted: number }[] }[] }>(
      page.request,
      user.token,
      'GET',
      `/api/budgets/${month}`,
    );
    expect(budget.groups.flatMap((group) => group.categories).map((line) => line.budgeted)).toContain(109900);

    await charge.getByRole('button', { name: 'Crear recordatorio' }).focus();
    await page.keyboard.press('Enter');
    await expect(section).toHaveCount(0);
    const reminders = await api<
      { title: string; amount: number; next_due: string; recurrence: { kind: string; day: number } }[]
    >(page.request, user.token, 'GET', '/api/reminders');
    expect(reminders.map((item) => [item.amount, item.next_due, item.recurrence.kind, item.recurrence.day])).toEqual([
      [-109900, '2026-11-09', 'monthly_day', 9],
    ]);
  });
});
