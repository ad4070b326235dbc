import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';

// Set-up and page helpers for the transactions screen. Users come from flows.ts (createUser:
// Colombia, COP); these add accounts in other currencies, seed transactions and drive the screen.

type Account = { id: string; name: string; currency: string; balance: number };
type Category = { id: string; name: string; parent_id: string | null };

async function call<T>(
  request: APIRequestContext,
  token: string,
  method: 'GET' | 'POST',
  url: string,
  body?: unknown,
): Promise<T> {
  const response = await request.fetch(url, { method, data: body, headers: { Authorization: `Bearer ${token}` } });
  if (!response.ok()) throw new Error(`${method} ${url} answered ${response.status()}: ${await response.text()}`);
  return ((await response.json()) as { data: T }).data;
}

export function listAccounts(request: APIRequestContext, token: string): Promise<Account[]> {
  return call<Account[]>(request, token, 'GET', '/api/accounts');
}

export async function accountByName(request: APIRequestContext, token: string, name: string): Promise<Account> {
  const account = (await listAccounts(request, token)).find((item) => item.name === name);
  if (!account) throw new Error(`no account named ${name}`);
  return account;
}

export function createAccount(
  request: APIRequestContext,
  token: string,
  account: { name: string; currency: string; opening_balance: number },
): Promise<Account> {
  return call<Account>(request, token, 'POST', '/api/accounts', { type: 'checking', ...account });
}

export async function categoryId(request: APIRequestContext, token: string, name: string): Promise<string> {
  const found = (await call<Category[]>(request, token, 'GET', '/api/categories')).find(
    (category) => category.name === name,
  );
  if (!found) throw new Error(`no category named ${name}`);
  return found.id;
}

export type SeedTransaction = {
  account_id: string;
  amount: number;
  payee: string;
  date?: string;
  category_id?: string | null;
  tags?: string[];
};

/** POST /transactions, one by one (few rows; use seedByImport for many). */
export async function seedTransactions(
  request: APIRequestContext,
  token: string,
  items: SeedTransaction[],
): Promise<void> {
  for (const item of items) {
    await call(request, token, 'POST', '/api/transactions', { date: '2025-06-15', notes: '', tags: [], ...item });
  }
}

/**
 * The seeded row's payee: letters, not digits, since the import cleans reference numbers out of
 * bank descriptions ("Compra 1199" would read "Compra"). 0 → "Tienda Aaa", 1199 → "Tienda Brd".
 */
export function seededPayee(index: number): string {
  const letters = [2, 1, 0].map((power) => String.fromCharCode(97 + (Math.floor(index / 26 ** power) % 26))).join('');
  return `Tienda ${letters[0]!.toUpperCase()}${letters.slice(1)}`;
}

/** Many rows at once through a CSV import (upload, then commit), as a user with a bank file would. */
export async function seedByImport(
  request: APIRequestContext,
  token: string,
  accountId: string,
  rows: number,
): Promise<void> {
  const lines = ['Fecha;Concepto;Importe'];
  for (let index = 0; index < rows; index += 1) {
    const day = new Date(Date.UTC(2025, 5, 30) - Math.floor(index / 5) * 86_400_000);
    const date = `${String(day.getUTCDate()).padStart(2, '0')}/${String(day.getUTCMonth() + 1).padStart(2, '0')}/${day.getUTCFullYear()}`;
    lines.push(`${date};${seededPayee(index)};-${1000 + index}`);
  }
  const upload = await request.post(`/api/imports?account_id=${accountId}&file_name=seed.csv`, {
    data: Buffer.from(lines.join('\n'), 'utf8'),
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/octet-stream' },
  });
  if (!upload.ok()) throw new Error(`upload answered ${upload.status()}: ${await upload.text()}`);
  const { import: created } = ((await upload.json()) as { data: { import: { id: string } } }).data;
  await call(request, token, 'POST', `/api/imports/${created.id}/commit`, {});
}

// ---------------------------------------------------------------------------------------------
// The screen
// ---------------------------------------------------------------------------------------------

export function transactionList(page: Page): Locator {
  return page.getByRole('list', { name: 'Movimientos' });
}

/** The list's transactions, without the items that head each day with its date. */
export function transactionRows(page: Page): Locator {
  return transactionList(page).locator('[role="listitem"][data-row="transaction"]');
}

/** The list row of a transaction, by its payee (its name in the list). */
export function row(page: Page, payee: string): Locator {
  return transactionList(page)
    .getByRole('listitem')
    .filter({ has: page.getByRole('checkbox', { name: `Seleccionar ${payee}`, exact: true }) });
}

/** Opens the header's "Nuevo movimiento" and picks Gasto, Ingreso or Transferencia; returns the dialog. */
export async function openNew(page: Page, kind: 'Gasto' | 'Ingreso' | 'Transferencia'): Promise<Locator> {
  await page.getByRole('button', { name: 'Nuevo movimiento' }).first().click();
  await page.getByRole('menuitem', { name: kind }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  return dialog;
}

/** Picks an option of a Mantine Select or MultiSelect, found by its label. */
export async function pick(page: Page, scope: Locator, label: string, option: string | RegExp): Promise<void> {
  await scope.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: typeof option === 'string' }).click();
}

/** The segmented "Tipo" filter of the filters bar. */
export async function filterKind(page: Page, label: 'Todos' | 'Ingresos' | 'Gastos' | 'Transferencias'): Promise<void> {
  await page.getByRole('radiogroup', { name: 'Tipo' }).getByText(label, { exact: true }).click();
}

/** Opens the "Filtros" panel if it is closed. */
export async function openMoreFilters(page: Page): Promise<void> {
  const toggle = page.getByRole('button', { name: 'Filtros' });
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
}

export function searchParam(page: Page, key: string): string | null {
  return new URL(page.url()).searchParams.get(key);
}
