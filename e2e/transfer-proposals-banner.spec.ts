import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { createUser, signInWithToken } from './support/flows.ts';
import { accountId, api, importIntoAccountFile } from './support/transfers-helpers.ts';

const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const described = (violations: { id: string; nodes: { target: unknown[] }[] }[]) =>
  violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);

type Tx = { amount: number; kind: string; transfer_id: string | null };

// Own transfers an import proposed are answered outside the wizard too (docs/decisions/039): the
// register says how many wait, and the review confirms one and rejects another.
test('the register shows the pending own transfers, and confirming or rejecting them clears the banner', async ({
  page,
}) => {
  const user = await createUser(page.request, {
    name: 'Renata Salgado',
    accounts: [
      { name: 'Banco Popular', opening_balance: 0 },
      { name: 'Colpatria', opening_balance: 0 },
    ],
  });
  const popular = await accountId(page.request, user.token, 'Banco Popular');
  const colpatria = await accountId(page.request, user.token, 'Colpatria');
  await importIntoAccountFile(
    page.request,
    user.token,
    colpatria,
    'Fecha;Concepto;Importe\n2026-11-06;MOVIMIENTO 11290;250000\n2026-11-13;MOVIMIENTO 11377;90000\n',
  );
  await importIntoAccountFile(
    page.request,
    user.token,
    popular,
    'Fecha;Concepto;Importe\n2026-11-05;MOVIMIENTO 88812;-250000\n2026-11-12;MOVIMIENTO 88990;-90000\n',
  );
  await signInWithToken(page, user.token);
  await page.goto(`/accounts/${popular}`);

  const banner = page.getByRole('region', { name: '2 posibles transferencias entre tus cuentas' });
  await expect(banner).toBeVisible();
  await banner.getByRole('button', { name: 'Revisar' }).click();
  const dialog = page.getByRole('dialog', { name: '¿Son transferencias entre tus cuentas?' });
  await expect(dialog.getByRole('article')).toHaveCount(2);
  expect(
    described((await new AxeBuilder({ page }).include('[role="dialog"]').withTags(WCAG).analyze()).violations),
  ).toEqual([]);
  await dialog
    .getByRole('article', { name: /250\.000/ })
    .getByRole('button', { name: 'Es una transferencia' })
    .click();
  await expect(dialog.getByRole('article')).toHaveCount(1);
  await expect(page.getByRole('region', { name: '1 posible transferencia entre tus cuentas' })).toBeVisible();
  await dialog
    .getByRole('article', { name: /90\.000/ })
    .getByRole('button', { name: 'No lo es' })
    .click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('region', { name: /posibles? transferencias? entre tus cuentas/ })).toHaveCount(0);

  const rows = (await api<{ items: Tx[] }>(page.request, user.token, 'GET', `/api/transactions?account_ids=${popular}`))
    .items;
  expect(rows.map((row) => [row.amount, row.kind]).sort()).toEqual([
    [-250000, 'transfer'],
    [-90000, 'expense'],
  ]);
});
