import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import {
  PASSWORD,
  addAccount,
  completeProfile,
  configureColombia,
  createUser,
  dismissToasts,
  expectPath,
  signInWithToken,
  signUpEmail,
  toast,
} from './support/flows.ts';
import { uniqueEmail, waitForMatch } from './support/inbox.ts';

// A household shares one ledger (decision 044): Laura invites Luis as a viewer, Luis accepts in
// his own browser, opens Laura's ledger from the header and cannot change it. Made a member, his
// private account stays out of Laura's screens, which say so (decision 049).
const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG).analyze();
  return violations
    .filter((violation) => violation.impact === 'critical' || violation.impact === 'serious')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

test('invite, accept, switch ledgers, a viewer cannot edit, a split, and a private account', async ({
  page,
  browser,
}) => {
  const laura = await createUser(page.request, {
    name: 'Laura Gómez',
    accounts: [{ name: 'Cuenta común', opening_balance: 1_500_000 }],
  });
  const luis = await createUser(page.request, { name: 'Luis Soto' });

  await signInWithToken(page, laura.token);
  await page.goto('/configuration');
  const household = page.getByRole('region', { name: 'Hogar' });
  await expect(household.getByRole('region', { name: 'Mi hogar' })).toBeVisible();
  await household.getByLabel('Correo de la persona').fill(luis.email);
  await household.getByLabel('Rol').selectOption({ label: 'Solo lectura' });
  await household.getByRole('button', { name: 'Invitar' }).click();
  await expect(toast(page, 'success', `Enviamos la invitación a ${luis.email}`)).toBeVisible();
  await expect(household.getByText(`${luis.email} · Solo lectura`)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  const link = await waitForMatch(luis.email, /(\/hogar\/invitacion\/[A-Za-z0-9_-]+)/);
  const luisContext = await browser.newContext();
  const luisPage = await luisContext.newPage();
  await signInWithToken(luisPage, luis.token);
  await luisPage.goto(link);
  await expect(luisPage.getByText('Laura Gómez te invita a «Hogar de Laura Gómez»')).toBeVisible();
  expect(await seriousViolations(luisPage)).toEqual([]);
  await luisPage.getByRole('button', { name: 'Aceptar invitación' }).click();
  await expectPath(luisPage, '/');
  await expect(toast(luisPage, 'success', 'Ya formas parte de «Hogar de Laura Gómez»')).toBeVisible();

  // Laura's ledger is open: her account shows, with no way offered to change it.
  await luisPage.goto('/accounts');
  await expect(luisPage.getByRole('button', { name: 'Hogar: Hogar de Laura Gómez. Cambiar de hogar' })).toBeVisible();
  await expect(luisPage.getByText('Cuenta común').first()).toBeVisible();
  await expect(luisPage.getByRole('button', { name: 'Más acciones de Cuenta común' })).toHaveCount(0);
  await expect(luisPage.getByRole('button', { name: 'Nueva cuenta' })).toHaveCount(0);

  // Back to his own ledger from the header: Laura's account is not there.
  await dismissToasts(luisPage);
  await luisPage.getByRole('button', { name: 'Hogar: Hogar de Laura Gómez. Cambiar de hogar' }).click();
  await luisPage.getByRole('menuitem', { name: /Mi hogar/ }).click();
  await expectPath(luisPage, '/');
  await luisPage.goto('/accounts');
  await expect(luisPage.getByRole('button', { name: 'Hogar: Mi hogar. Cambiar de hogar' })).toBeVisible();
  await expect(luisPage.getByText('Cuenta común')).toHaveCount(0);

  // Laura makes him a member, pays a dinner, splits it and they settle up.
  await luisContext.close();
  const auth = { Authorization: `Bearer ${laura.token}` };
  const accounts = (await (await page.request.get('/api/accounts', { headers: auth })).json()) as {
    data: { id: string }[];
  };
  const dinner = await page.request.post('/api/transactions', {
    headers: auth,
    data: { account_id: accounts.data[0]!.id, amount: -368_600, date: '2026-01-10', payee: 'Restaurante' },
  });
  expect(dinner.ok()).toBe(true);
  await page.reload();
  const mine = household.getByRole('region', { name: 'Mi hogar' });
  await mine.getByLabel('Rol de Luis Soto').selectOption({ label: 'Miembro' });
  await expect(mine.getByLabel('Rol de Luis Soto')).toHaveValue('member');
  const settle = mine.getByRole('region', { name: 'Cuentas entre ustedes' });
  await expect(settle.getByText('Están a mano: nadie le debe nada a nadie.')).toBeVisible();
  await settle.getByRole('button', { name: 'Lo pagué yo: repartir' }).click();
  await expect(settle.getByText(/^Luis Soto le debe a Laura Gómez 184\.300/)).toBeVisible();
  await expect(settle.getByText('Repartido')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await dismissToasts(page);
  await settle.getByRole('button', { name: 'Saldar' }).click();
  const confirm = page.getByRole('dialog', { name: '¿Saldar esta deuda?' });
  await expect(confirm.getByText(/Luis Soto le pagó a Laura Gómez 184\.300/)).toBeVisible();
  await confirm.getByRole('button', { name: 'Saldar' }).click();
  await expect(settle.getByText('Están a mano: nadie le debe nada a nadie.')).toBeVisible();

  // Luis, now a member, keeps a private account in Laura's ledger: she sees neither it nor its
  // movements, and her figures say one account is left out.
  const idOf = async (token: string) =>
    (
      (await (await page.request.get('/api/me', { headers: { Authorization: `Bearer ${token}` } })).json()) as {
        data: { id: string };
      }
    ).data.id;
  const luisId = await idOf(luis.token);
  const asLuis = { Authorization: `Bearer ${luis.token}`, 'X-Ledger': await idOf(laura.token) };
  const hidden = await page.request.post('/api/accounts', {
    headers: asLuis,
    data: { name: 'Ahorro de Luis', type: 'savings', currency: 'COP', owner_id: luisId, private: true },
  });
  expect(hidden.ok(), await hidden.text()).toBe(true);
  const gift = await page.request.post('/api/transactions', {
    headers: asLuis,
    data: {
      account_id: ((await hidden.json()) as { data: { id: string } }).data.id,
      amount: -90_000,
      date: '2026-01-12',
      payee: 'Regalo sorpresa',
    },
  });
  expect(gift.ok()).toBe(true);
  await page.goto('/accounts');
  await expect(page.getByText('No incluye 1 cuenta privada de Luis Soto')).toBeVisible();
  await expect(page.getByText('Cuenta común').first()).toBeVisible();
  await expect(page.getByText('Ahorro de Luis')).toHaveCount(0);
  await page.goto('/transactions');
  await expect(page.getByText('Restaurante').first()).toBeVisible();
  await expect(page.getByText('+1 cuenta privada')).toBeVisible();
  await expect(page.getByText('Regalo sorpresa')).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);

  // Luis moves money from his private account into the common one: Laura sees her half, and its
  // menu says who may delete it instead of offering what the server refuses.
  const moved = await page.request.post('/api/transfers', {
    headers: asLuis,
    data: {
      from_account_id: ((await hidden.json()) as { data: { id: string } }).data.id,
      to_account_id: accounts.data[0]!.id,
      amount: 50_000,
      date: '2026-01-13',
      payee: 'Aporte de Luis',
    },
  });
  expect(moved.ok(), await moved.text()).toBe(true);
  await page.reload();
  await page.getByRole('button', { name: 'Acciones de Aporte de Luis' }).click();
  await expect(page.getByText('Solo la persona de la cuenta privada puede eliminar esta transferencia.')).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Eliminar' })).toHaveCount(0);
  await expect(page.getByRole('menuitem', { name: 'Editar' })).toBeVisible();
  await page.keyboard.press('Escape');
});

test('«Saldar» books the transfer between two accounts and the history shows it', async ({ page }) => {
  const laura = await createUser(page.request, {
    name: 'Laura Gómez',
    accounts: [
      { name: 'Cuenta de Laura', opening_balance: 1_000_000 },
      { name: 'Cuenta de Luis', opening_balance: 500_000 },
    ],
  });
  const luis = await createUser(page.request, { name: 'Luis Soto' });
  // State through the API (decision 050): Luis joins as a member, Laura pays a dinner for both.
  const api = async <T>(method: 'GET' | 'POST' | 'PUT', url: string, token: string, data?: unknown): Promise<T> => {
    const res = await page.request.fetch(url, { method, headers: { Authorization: `Bearer ${token}` }, data });
    expect(res.ok(), await res.text()).toBe(true);
    return ((await res.json()) as { data: T }).data;
  };
  const apiGet = <T>(url: string, token: string) => api<T>('GET', url, token);
  const me = async (token: string) => (await apiGet<{ id: string }>('/api/me', token)).id;
  const lauraId = await me(laura.token);
  const luisId = await me(luis.token);
  await api('POST', `/api/households/${lauraId}/invites`, laura.token, { email: luis.email, role: 'member' });
  const token = await waitForMatch(luis.email, /\/hogar\/invitacion\/([A-Za-z0-9_-]+)/);
  await api('POST', `/api/household-invitations/${token}/accept`, luis.token);
  const accounts = await apiGet<{ id: string; name: string }[]>('/api/accounts', laura.token);
  const lauras = accounts.find((account) => account.name === 'Cuenta de Laura')!.id;
  const dinner = await api<{ id: string }>('POST', '/api/transactions', laura.token, {
    account_id: lauras,
    amount: -90_000,
    date: '2026-01-10',
    payee: 'Cena',
  });
  await api('PUT', `/api/households/${lauraId}/shared-expenses/${dinner.id}`, laura.token, {
    paid_by: lauraId,
    members: [lauraId, luisId],
  });

  await signInWithToken(page, laura.token);
  await page.goto('/configuration');
  const settle = page.getByRole('region', { name: 'Cuentas entre ustedes' });
  // The settings screen loads its sections lazily: a loaded machine takes its time.
  await expect(settle.getByText(/^Luis Soto le debe a Laura Gómez 45\.000/)).toBeVisible({ timeout: 30_000 });
  await settle.getByRole('button', { name: 'Saldar' }).click();
  const confirm = page.getByRole('dialog', { name: '¿Saldar esta deuda?' });
  await confirm.getByLabel('Sale de (cuenta de Luis Soto)').selectOption({ label: 'Cuenta de Luis' });
  await confirm.getByLabel('Llega a (cuenta de Laura Gómez)').selectOption({ label: 'Cuenta de Laura' });
  expect(await seriousViolations(page)).toEqual([]);
  await confirm.getByRole('button', { name: 'Saldar' }).click();
  await expect(toast(page, 'success', 'Cuentas saldadas y transferencia anotada')).toBeVisible();
  await expect(settle.getByText('Están a mano: nadie le debe nada a nadie.')).toBeVisible();
  await expect(settle.getByText(/Luis Soto le pagó a Laura Gómez 45\.000/)).toBeVisible();
  await expect(settle.getByText('Con transferencia')).toBeVisible();
  // The money moved between the two accounts (the January dinner predates their opening balance).
  const after = await apiGet<{ name: string; balance: number }[]>('/api/accounts', laura.token);
  expect(after.find((account) => account.name === 'Cuenta de Luis')!.balance).toBe(455_000);
  expect(after.find((account) => account.name === 'Cuenta de Laura')!.balance).toBe(1_045_000);

  // Her own choice of the household's shared notices, on a phone and by keyboard (decision 054).
  await page.setViewportSize({ width: 390, height: 844 });
  const notices = page.getByRole('switch', { name: 'Avisarme de lo compartido del hogar' });
  await expect(notices).toBeChecked();
  await notices.focus();
  await page.keyboard.press('Space');
  await expect(
    page.getByRole('status').filter({ hasText: 'Ya no te avisaremos de los recordatorios ni del presupuesto' }),
  ).toBeVisible();
  await expect(notices).not.toBeChecked();
  const households = await apiGet<{ id: string; shared_notices: boolean }[]>('/api/households', laura.token);
  expect(households.find((household) => household.id === lauraId)!.shared_notices).toBe(false);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  expect(await seriousViolations(page)).toEqual([]);
  // Kept, and readable in the dark scheme.
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await expect(notices).not.toBeChecked({ timeout: 30_000 });
  expect(await seriousViolations(page)).toEqual([]);
});

test('an invitation opened signed out waits while the person creates an account, then joins', async ({ page }) => {
  const laura = await createUser(page.request, { name: 'Laura Gómez' });
  const auth = { Authorization: `Bearer ${laura.token}` };
  const me = (await (await page.request.get('/api/me', { headers: auth })).json()) as { data: { id: string } };
  const email = uniqueEmail('hogar');
  const invited = await page.request.post(`/api/households/${me.data.id}/invites`, {
    headers: auth,
    data: { email, role: 'member' },
  });
  expect(invited.ok(), await invited.text()).toBe(true);
  const link = await waitForMatch(email, /(\/hogar\/invitacion\/[A-Za-z0-9_-]+)/);

  // Signed out, the link says who invites and asks to sign in or sign up.
  await page.goto(link);
  await expect(page.getByText('Laura Gómez te invita a «Hogar de Laura Gómez»')).toBeVisible();
  await page.getByRole('link', { name: 'Crear cuenta' }).click();
  await expectPath(page, '/register');
  await signUpEmail(page, email);
  await completeProfile(page, 'Nora Díaz', PASSWORD);
  await configureColombia(page);
  await addAccount(page, 'Nequi', '250.000');
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expectPath(page, '/onboarding/register-phone');
  await page.getByRole('link', { name: 'Omitir por ahora' }).click();
  await page.getByRole('button', { name: 'Empezar' }).click();

  // Once in, the invitation opens again by itself and she joins.
  await expect(page.getByText('Laura Gómez te invita a «Hogar de Laura Gómez»')).toBeVisible();
  await page.getByRole('button', { name: 'Aceptar invitación' }).click();
  await expect(toast(page, 'success', 'Ya formas parte de «Hogar de Laura Gómez»')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Hogar: Hogar de Laura Gómez. Cambiar de hogar' })).toBeVisible();
});
