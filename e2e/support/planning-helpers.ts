import type { Locator, Page } from '@playwright/test';
import { MONTH_NAMES } from '@cuentas/shared/month-names';

// Helpers for the budget, savings and prospects screens. Users come from flows.ts (Colombia, COP,
// months starting on the 1st); transactions are seeded with transactions-helpers.ts.

/** This month as YYYY-MM, in the browser's time zone (playwright.config: Europe/Madrid). */
export function thisMonth(now = new Date()): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Madrid',
    year: 'numeric',
    month: '2-digit',
  }).formatToParts(now);
  const part = (type: string) => parts.find((item) => item.type === type)!.value;
  return `${part('year')}-${part('month')}`;
}

export function shiftMonth(month: string, delta: number): string {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  const index = year * 12 + monthNumber - 1 + delta;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** "2026-11" → "Noviembre de 2026", the budget's heading. */
export function monthTitle(month: string): string {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  const name = MONTH_NAMES[monthNumber - 1]!;
  return `${name.charAt(0).toUpperCase()}${name.slice(1)} de ${year}`;
}

/** Today's date as YYYY-MM-DD in the browser's time zone. */
export function today(now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Madrid' }).format(now);
}

/** A category row of the budget (each is a list item named after its category). */
export function budgetRow(page: Page, category: string): Locator {
  return page.getByRole('listitem', { name: category, exact: true });
}

export async function setBudgetAmount(page: Page, category: string, amount: string): Promise<void> {
  const input = page.getByLabel(`Presupuesto de ${category}`, { exact: true });
  await input.fill(amount);
  const saved = page.waitForResponse(
    (response) => response.url().includes('/api/budgets/') && response.request().method() === 'PUT',
  );
  await input.press('Enter');
  await saved;
}

/** A savings goal card, by its name (each card is an article labelled by its heading). */
export function goalCard(page: Page, name: string): Locator {
  return page.getByRole('article', { name });
}

/** A prospect in the list, by its title. */
export function prospectRow(page: Page, title: string): Locator {
  return page.getByRole('list', { name: 'Prospectos' }).getByRole('listitem', { name: title, exact: true });
}

/** Fills the "Nuevo prospecto" dialog and saves it. */
export async function createProspect(
  page: Page,
  prospect: { title: string; kind?: 'Ingreso' | 'Gasto'; amount: string; date: string; probability: number },
): Promise<void> {
  await page.getByRole('button', { name: 'Nuevo prospecto' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Nuevo prospecto' });
  await dialog.getByLabel('Título').fill(prospect.title);
  if (prospect.kind === 'Gasto') await dialog.getByText('Gasto', { exact: true }).click();
  await dialog.getByLabel('Importe').fill(prospect.amount);
  await dialog.getByLabel('Fecha esperada').fill(prospect.date);
  await dialog.getByLabel('Probabilidad en %').fill(String(prospect.probability));
  await dialog.getByRole('button', { name: 'Crear prospecto' }).click();
  await dialog.waitFor({ state: 'hidden' });
}
