import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { ynabExport } from '../apps/api/test/helpers/app-exports.ts';
import { accountRow, importWizard, moneyUser } from './support/money-helpers.ts';

const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const described = (violations: { id: string; nodes: { target: unknown[] }[] }[]) =>
  violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
const axeOfDialog = async (page: Page) =>
  described((await new AxeBuilder({ page }).include('[role="dialog"]').withTags(WCAG).analyze()).violations);

// Moving from YNAB on a phone (decision 047): pick the app, upload its zip, review, import it all.
test('a YNAB budget arrives with its accounts, balances and transfers, reviewed first', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await moneyUser(page, '/transactions');
  const folder = mkdtempSync(path.join(tmpdir(), 'cc-ynab-'));
  const file = path.join(folder, 'Mi presupuesto as of 2025-09-30.zip');
  writeFileSync(file, ynabExport().bytes);

  await page.getByRole('button', { name: 'Importar', exact: true }).click();
  const wizard = importWizard(page);
  await wizard.getByRole('button', { name: /Traer desde otra app/ }).click();
  await expect(wizard.getByText('«Export Budget»', { exact: false })).toBeVisible();
  expect(await axeOfDialog(page)).toEqual([]);

  await wizard.getByLabel('¿De qué app vienes?').selectOption('ynab');
  await wizard.getByRole('button', { name: 'Revisar' }).click();
  await expect(wizard.getByText('Elige el archivo que exportaste de la app.')).toBeVisible();
  await wizard.locator('input[type="file"]').setInputFiles(file);
  await wizard.getByRole('button', { name: 'Revisar' }).click();

  // Each stage takes the focus to its heading, for the keyboard and screen readers.
  await expect(wizard.getByRole('heading', { name: 'Esto es lo que trae tu exportación de YNAB' })).toBeFocused();
  await expect(wizard.getByText(/^49 movimientos, 10 transferencias/)).toBeVisible();
  await expect(wizard.getByLabel('Cuenta para «Cuenta BBVA»')).toHaveValue('new');
  await expect(wizard.getByText('1 fila no la entendimos')).toBeVisible();
  await expect(wizard.getByText('Ocio › Cafés y caprichos')).toBeVisible();
  expect(await axeOfDialog(page)).toEqual([]);
  await page.emulateMedia({ colorScheme: 'dark' });
  expect(await axeOfDialog(page)).toEqual([]);

  await wizard.getByRole('button', { name: 'Importar todo' }).click();
  await expect(wizard.getByRole('status')).toHaveText(
    /^Importé 3 cuentas nuevas, 49 movimientos y 10 transferencias; creé \d+ categorías; 1 fila no la entendí: fila \d+ \(La fecha no se entiende\)\.$/,
  );
  await expect(wizard.getByRole('button', { name: 'Listo' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(wizard).toBeHidden();
  await page.goto('/accounts');
  await expect(accountRow(page, 'Cuenta BBVA')).toContainText('16.770,10');
  await expect(accountRow(page, 'Ahorro ING')).toContainText('7.700,00');
});
