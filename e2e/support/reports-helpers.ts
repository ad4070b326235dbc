import { expect, type APIRequestContext, type Download, type Locator, type Page } from '@playwright/test';

// Set-up and page helpers for the reminders, notifications and reports specs. Users come from
// flows.ts (createUser: Colombia, COP); these add reminders, transactions and budgets through the API.

export async function api<T>(
  request: APIRequestContext,
  token: string,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH',
  url: string,
  body?: unknown,
): Promise<T> {
  const response = await request.fetch(url, { method, data: body, headers: { Authorization: `Bearer ${token}` } });
  if (!response.ok()) throw new Error(`${method} ${url} answered ${response.status()}: ${await response.text()}`);
  return ((await response.json()) as { data: T }).data;
}

/** The calendar date in the browser's time zone (playwright.config.ts: Europe/Madrid), plus `days`. */
export function localDate(days = 0): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Madrid' }).format(new Date());
  const date = new Date(`${today}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The same day of the month `months` later, on the last day when the month is shorter. */
export function sameDayMonthsLater(isoDate: string, months: number): string {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  const index = year * 12 + (month - 1) + months;
  const nextYear = Math.floor(index / 12);
  const nextMonth = (index % 12) + 1;
  const last = new Date(Date.UTC(nextYear, nextMonth, 0)).getUTCDate();
  return `${nextYear}-${String(nextMonth).padStart(2, '0')}-${String(Math.min(day, last)).padStart(2, '0')}`;
}

/** "5 dic 2026" exactly as the app prints a calendar date (formatted by the browser's own Intl). */
export function shownDate(page: Page, isoDate: string, locale = 'es-CO'): Promise<string> {
  return page.evaluate(
    ([date, lang]) =>
      new Intl.DateTimeFormat(lang, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
        new Date(`${date}T00:00:00Z`),
      ),
    [isoDate, locale] as const,
  );
}

type Account = { id: string; name: string };
type Category = { id: string; name: string; parent_id: string | null };
export type ReminderInput = {
  title: string;
  amount: number;
  next_due: string;
  recurrence: { kind: string; interval?: number; day?: number };
  account_id?: string | null;
  remind_days_before?: number;
  notify_in_app?: boolean;
  notify_email?: boolean;
  notify_whatsapp?: boolean;
};

export async function firstAccount(request: APIRequestContext, token: string): Promise<Account> {
  const [account] = await api<Account[]>(request, token, 'GET', '/api/accounts');
  if (!account) throw new Error('the user has no account');
  return account;
}

export async function categoryIds(request: APIRequestContext, token: string): Promise<Map<string, string>> {
  const list = await api<Category[]>(request, token, 'GET', '/api/categories');
  return new Map(list.map((category) => [category.name, category.id]));
}

export function createReminder(
  request: APIRequestContext,
  token: string,
  input: ReminderInput,
): Promise<{ id: string; next_due: string | null }> {
  return api(request, token, 'POST', '/api/reminders', {
    remind_days_before: 0,
    notify_in_app: true,
    notify_email: false,
    notify_whatsapp: false,
    ...input,
  });
}

export type Unread = { unread: number; items: { id: string; title: string; read_at: string | null }[] };

export function notifications(request: APIRequestContext, token: string): Promise<Unread> {
  return api<Unread>(request, token, 'GET', '/api/notifications');
}

/**
 * Three months of a simple financial life in COP: salary, rent, groceries and restaurants, a
 * budget for this month and an open prospect, so every report has something to draw.
 */
export async function seedReportData(
  request: APIRequestContext,
  token: string,
): Promise<{ accountId: string; categories: Map<string, string> }> {
  const account = await firstAccount(request, token);
  const categories = await categoryIds(request, token);
  const id = (name: string) => {
    const found = categories.get(name);
    if (!found) throw new Error(`no category named ${name}`);
    return found;
  };
  const rows: { date: string; amount: number; payee: string; category_id: string }[] = [];
  for (const back of [2, 1, 0]) {
    const month = sameDayMonthsLater(`${localDate().slice(0, 7)}-01`, -back).slice(0, 7);
    rows.push(
      { date: `${month}-01`, amount: 4_000_000, payee: 'Empresa SAS', category_id: id('Salario') },
      { date: `${month}-01`, amount: -1_500_000, payee: 'Arriendo', category_id: id('Alquiler o hipoteca') },
      { date: `${month}-01`, amount: -420_000 - back * 10_000, payee: 'Éxito', category_id: id('Supermercado') },
      { date: `${month}-01`, amount: -180_000, payee: 'Crepes & Waffles', category_id: id('Restaurantes') },
    );
  }
  for (const row of rows)
    await api(request, token, 'POST', '/api/transactions', { account_id: account.id, notes: '', tags: [], ...row });
  await api(request, token, 'PUT', `/api/budgets/${localDate().slice(0, 7)}`, {
    lines: [{ category_id: id('Supermercado'), amount: 400_000 }],
  });
  await api(request, token, 'POST', '/api/prospects', {
    title: 'Consultoría',
    kind: 'income',
    amount: 2_000_000,
    currency: 'COP',
    expected_date: sameDayMonthsLater(localDate(), 1),
    probability: 50,
  });
  return { accountId: account.id, categories };
}

/** The upcoming-list entry of a reminder (an <li> labelled "title, due text"). */
export function upcomingItem(page: Page, title: string): Locator {
  return page.getByRole('region', { name: 'Próximos 30 días' }).getByRole('listitem').filter({ hasText: title });
}

/** The entry of a reminder in "Todos tus recordatorios". */
export function reminderRow(page: Page, title: string): Locator {
  return page
    .getByRole('list', { name: 'Todos tus recordatorios' })
    .getByRole('listitem', { name: title, exact: true });
}

/** Clicks "Exportar CSV" in `scope` and returns the download with its text. */
export async function exportCsv(page: Page, scope: Locator): Promise<{ download: Download; text: string }> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    scope.getByRole('button', { name: 'Exportar CSV' }).first().click(),
  ]);
  const stream = await download.createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return { download, text: Buffer.concat(chunks).toString('utf8') };
}

/** The report panel (a <section> named by its heading). */
export function reportPanel(page: Page, title: string | RegExp): Locator {
  return page.getByRole('region', { name: title });
}

export async function openReportTab(page: Page, name: string): Promise<void> {
  await page.getByRole('tab', { name }).click();
  await expect(page.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true');
}
