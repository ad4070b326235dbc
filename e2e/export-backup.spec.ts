import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { strFromU8, unzipSync } from 'fflate';
import { readFileSync } from 'node:fs';
import { createUser, signInWithToken, toast } from './support/flows.ts';
import { accountId, api } from './support/money-helpers.ts';

const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const described = (violations: { id: string; nodes: { target: unknown[] }[] }[]) =>
  violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);

test('exports the whole account as a zip and restores it into a new user', async ({ page, browser }) => {
  const ana = await createUser(page.request, {
    name: 'Ana Copia',
    accounts: [{ name: 'Cuenta de copia', opening_balance: 500000 }],
  });
  const account = await accountId(page.request, ana.token, 'Cuenta de copia');
  const today = new Date().toISOString().slice(0, 10);
  for (const payee of ['Panadería del barrio', 'Librería Central'])
    await api(page.request, ana.token, 'POST', '/api/transactions', {
      account_id: account,
      amount: -12500,
      payee,
      date: today,
    });
  await signInWithToken(page, ana.token);
  await page.goto('/configuration');
  const section = page.locator('[aria-labelledby="section-backup"]');
  await expect(section.getByRole('heading', { name: 'Tus datos' })).toBeVisible();
  const { violations } = await new AxeBuilder({ page })
    .include('[aria-labelledby="section-backup"]')
    .withTags(WCAG)
    .analyze();
  expect(described(violations)).toEqual([]);

  const downloading = page.waitForEvent('download');
  await section.getByRole('button', { name: 'Exportar mis datos' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^cuentas-claras-\d{4}-\d{2}-\d{2}\.zip$/);
  const zipPath = await download.path();
  const files = unzipSync(readFileSync(zipPath));
  const manifest = JSON.parse(strFromU8(files['manifest.json']!)) as {
    format: string;
    files: Record<string, { rows: number }>;
  };
  expect(manifest.format).toBe('cuentas-claras-backup');
  expect(manifest.files.transactions!.rows).toBe(2);
  expect(strFromU8(files['transactions.csv']!)).toContain('Panadería del barrio');

  // The deletion dialog offers the same export before deleting.
  await page.getByRole('button', { name: 'Eliminar cuenta' }).click();
  const dialog = page.getByRole('dialog', { name: '¿Eliminar tu cuenta?' });
  await expect(dialog.getByRole('button', { name: 'Exportar mis datos' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancelar' }).click();

  const luis = await createUser(page.request, { name: 'Luis Nuevo' });
  const context = await browser.newContext();
  const other = await context.newPage();
  await signInWithToken(other, luis.token);
  await other.goto('/configuration');
  const restoreSection = other.locator('[aria-labelledby="section-backup"]');
  await expect(restoreSection.getByRole('button', { name: 'Restaurar una copia' })).toBeVisible();
  await restoreSection.locator('input[type="file"]').setInputFiles(zipPath);
  const confirm = other.getByRole('dialog', { name: '¿Restaurar esta copia?' });
  await expect(confirm).toContainText('reemplazarán');
  const modalAxe = await new AxeBuilder({ page: other }).include('[role="dialog"]').withTags(WCAG).analyze();
  expect(described(modalAxe.violations)).toEqual([]);
  await confirm.getByRole('button', { name: 'Restaurar' }).click();
  await expect(toast(other, 'success', 'Restauramos tu copia. 2 movimientos recuperados.')).toBeVisible();

  await other.goto('/transactions');
  await expect(other.getByText('Panadería del barrio').first()).toBeVisible();
  await expect(other.getByText('Librería Central').first()).toBeVisible();

  // A second restore into the ledger that now has movements is refused in Spanish.
  await other.goto('/configuration');
  await other.locator('[aria-labelledby="section-backup"] input[type="file"]').setInputFiles(zipPath);
  await other
    .getByRole('dialog', { name: '¿Restaurar esta copia?' })
    .getByRole('button', { name: 'Restaurar' })
    .click();
  await expect(toast(other, 'error', 'Tu cuenta ya tiene movimientos')).toBeVisible();
  await context.close();
});
