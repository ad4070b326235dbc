import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { createUser, signInWithToken } from './support/flows.ts';
import { waitForMatch } from './support/inbox.ts';

// Shared and personal budget lines (decision 054): in Laura's household Luis keeps a personal
// budget that counts only his own accounts; the screen's «Presupuesto de» switches between his and
// the household's, on a phone, and Laura reads his without being able to change it.
const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

test('a member’s personal budget beside the household’s, switched by person', async ({ page, browser }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const laura = await createUser(page.request, {
    name: 'Laura Gómez',
    accounts: [{ name: 'Cuenta común', opening_balance: 0 }],
  });
  const luis = await createUser(page.request, { name: 'Luis Soto' });
  const api = async <T>(
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    token: string,
    data?: unknown,
    ledger?: string,
  ) => {
    const headers: Record<string, string> = { Authorization: `Bearer ${token}` };
    if (ledger) headers['X-Ledger'] = ledger;
    const res = await page.request.fetch(url, { method, headers, data });
    expect(res.ok(), await res.text()).toBe(true);
    return ((await res.json()) as { data: T }).data;
  };
  const me = async (token: string) => (await api<{ id: string }>('GET', '/api/me', token)).id;
  const lauraId = await me(laura.token);
  const luisId = await me(luis.token);
  await api('POST', `/api/households/${lauraId}/invites`, laura.token, { email: luis.email, role: 'member' });
  const invitation = await waitForMatch(luis.email, /\/hogar\/invitacion\/([A-Za-z0-9_-]+)/);
  await api('POST', `/api/household-invitations/${invitation}/accept`, luis.token);

  const categories = await api<{ id: string; name: string; kind: string; parent_id: string | null }[]>(
    'GET',
    '/api/categories',
    laura.token,
  );
  const food = categories.find((category) => category.kind === 'expense' && category.parent_id)!;
  const group = categories.find((category) => category.id === food.parent_id)!;
  const card = await api<{ id: string }>(
    'POST',
    '/api/accounts',
    luis.token,
    { name: 'Tarjeta de Luis', type: 'checking', currency: 'COP', owner_id: luisId },
    lauraId,
  );
  const month = new Date().toISOString().slice(0, 7);
  const line = (amount: number) => ({ lines: [{ category_id: food.id, amount }] });
  await api('PUT', `/api/budgets/${month}`, laura.token, line(400_000));
  await api('PUT', `/api/budgets/${month}?member=${luisId}`, luis.token, line(150_000), lauraId);
  await api(
    'POST',
    '/api/transactions',
    luis.token,
    { account_id: card.id, amount: -50_000, date: new Date().toISOString().slice(0, 10), category_id: food.id },
    lauraId,
  );

  // Luis, in Laura's household, opens his own personal budget.
  await page.addInitScript((ledger) => localStorage.setItem('cc-ledger', ledger), lauraId);
  await signInWithToken(page, luis.token);
  await page.goto(`/budget?de=${luisId}`);
  const picker = page.getByRole('combobox', { name: 'Presupuesto de', exact: true });
  await expect(picker).toHaveValue('Luis Soto (tú)', { timeout: 30_000 });
  // A group with amounts opens by itself; open it if not.
  const open = async (where: typeof page) => {
    const toggle = where.getByRole('region', { name: group.name }).locator('button[aria-expanded]').first();
    await expect(toggle).toBeVisible({ timeout: 30_000 });
    if ((await toggle.getAttribute('aria-expanded')) === 'false') await toggle.click();
    return where.getByLabel(`Presupuesto de ${food.name}`, { exact: true });
  };
  const amount = await open(page);
  await expect(amount).toHaveValue(/150\.000/);
  await expect(amount).toBeEnabled();
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG).analyze();
  expect(violations.filter((violation) => ['critical', 'serious'].includes(violation.impact ?? ''))).toEqual([]);

  // The household's budget: its own line, from the same picker.
  await picker.click();
  await page.getByRole('option', { name: 'Todo el hogar (compartido)' }).click();
  await expect(page).toHaveURL(/\/budget(\?|$)(?!.*de=)/);
  await expect(await open(page)).toHaveValue(/400\.000/);

  // Laura reads Luis's personal budget, but it is his to change.
  const lauraContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const lauraPage = await lauraContext.newPage();
  await signInWithToken(lauraPage, laura.token);
  await lauraPage.goto(`/budget?de=${luisId}`);
  await expect(lauraPage.getByRole('combobox', { name: 'Presupuesto de', exact: true })).toHaveValue('Luis Soto', {
    timeout: 30_000,
  });
  const his = await open(lauraPage);
  await expect(his).toHaveValue(/150\.000/);
  await expect(his).toBeDisabled();
  await lauraContext.close();
});
