import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { DAVIVIENDA_XLSX, daviviendaXlsx } from '../apps/api/test/helpers/imports-xlsx-fixtures.ts';
import { createUser, signInWithToken } from './support/flows.ts';
import {
  accountRow,
  analysisCount,
  api,
  commitImport,
  importIntoAccount,
  importWizard,
  reviewImport,
} from './support/money-helpers.ts';

// A Norma 43 file and an Excel workbook imported into new accounts: the review step shows the
// bank's closing balance matched by the account's, and the accounts list shows it after commit.
test.describe('bank statement formats', () => {
  test('a CaixaBank Norma 43 and a Davivienda .xlsx land at the balance the bank states', async ({ page }) => {
    const user = await createUser(page.request, { name: 'Núria Soler' });
    await api(page.request, user.token, 'POST', '/api/accounts', {
      name: 'CaixaBank',
      type: 'checking',
      currency: 'EUR',
      opening_balance: 0,
    });
    await api(page.request, user.token, 'POST', '/api/accounts', {
      name: 'Davivienda',
      type: 'savings',
      currency: 'COP',
      opening_balance: 0,
    });
    await signInWithToken(page, user.token);
    await page.goto('/accounts');

    // Norma 43: no column step; the review compares the record 33 balance with the account's.
    let wizard = await importIntoAccount(page, 'CaixaBank', 'caixabank.n43');
    await expect(wizard.getByText('Resumen', { exact: true })).toBeVisible();
    await expect(analysisCount(wizard, 'Válidas')).toContainText('7');
    await expect(analysisCount(wizard, 'Con errores')).toContainText('0');
    const check = wizard.getByRole('region', { name: 'Saldo según el banco' });
    await expect(check).toContainText(/Según el banco\D*4\.196,23/);
    await expect(check).toContainText(/En tu cuenta tras importar\D*4\.196,23/);
    await expect(check).toContainText(/Diferencia\D*0,00/);
    await expect(wizard.getByTestId('balance-match')).toContainText('fijaremos su saldo inicial');
    await expect(await commitImport(wizard, 7)).toHaveText('Importamos 7 movimientos; 0 duplicados omitidos');
    await expect(check).toContainText(/En tu cuenta\D*4\.196,23/);
    await wizard.getByRole('button', { name: 'Listo' }).click();
    await expect(accountRow(page, 'CaixaBank')).toContainText(/4\.196,23/);

    // Excel: title rows above the table, real date and number cells, a Débito/Crédito column.
    const folder = mkdtempSync(path.join(tmpdir(), 'cc-xlsx-'));
    const file = path.join(folder, 'davivienda-marzo.xlsx');
    writeFileSync(file, await daviviendaXlsx());
    await page.getByRole('button', { name: 'Importar movimientos a Davivienda' }).click();
    wizard = importWizard(page);
    await wizard.getByLabel('Archivo').setInputFiles(file);
    await wizard.getByRole('button', { name: 'Subir y continuar' }).click();
    await expect(wizard.getByLabel('Columna 1: Fecha')).toHaveValue('date');
    await expect(wizard.getByLabel('Columna 4: Naturaleza')).toHaveValue('sign');
    await expect(wizard.getByLabel('Columna 5: Valor')).toHaveValue('amount');
    await expect(wizard.getByLabel('Columna 6: Saldo')).toHaveValue('balance');
    await reviewImport(wizard);
    await expect(analysisCount(wizard, 'Válidas')).toContainText(String(DAVIVIENDA_XLSX.rows));
    const excelCheck = wizard.getByRole('region', { name: 'Saldo según el banco' });
    await expect(excelCheck).toContainText(/Según el banco\D*4\.014\.100/);
    await expect(excelCheck).toContainText(/Diferencia\D*0(?!\d)/);
    await expect(await commitImport(wizard, DAVIVIENDA_XLSX.rows)).toHaveText(
      'Importamos 5 movimientos; 0 duplicados omitidos',
    );
    await wizard.getByRole('button', { name: 'Listo' }).click();
    await expect(accountRow(page, 'Davivienda')).toContainText('4.014.100');
  });
});
