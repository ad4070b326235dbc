import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { uniqueEmail, waitForEmailCode, waitForWhatsAppCode } from './inbox.ts';

/** A password that scores "Fuerte" on the strength hint (12+ chars, mixed case, digit and symbol). */
export const PASSWORD = 'Clave-segura-2025';

export type TestUser = { email: string; password: string; name: string };
export type ApiUser = TestUser & { token: string };

// ---------------------------------------------------------------------------------------------
// Small page helpers
// ---------------------------------------------------------------------------------------------

/** A react-toastify toast of the given kind whose text is exactly `text`. */
export function toast(page: Page, kind: 'success' | 'error', text: string): Locator {
  return page.locator(`.Toastify__toast--${kind}`).filter({ hasText: text });
}

/**
 * Closes every open toast. They sit top right, over the header's user menu, for 5 s (longer while
 * hovered), so a test that goes on to the menu closes them first, as a user would.
 */
export async function dismissToasts(page: Page): Promise<void> {
  const toasts = page.locator('.Toastify__toast');
  await expect(async () => {
    const close = toasts.locator('.Toastify__close-button').first();
    if ((await close.count()) > 0) await close.click({ timeout: 1_000 });
    await expect(toasts).toHaveCount(0, { timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
}

/**
 * The dashboard's greeting, "Hola, {first name}" (the full name is accepted too: the dashboard has
 * greeted both ways while being rebuilt).
 */
export function greeting(page: Page, name: string): Locator {
  const first = name.trim().split(/\s+/)[0] ?? name;
  return page.getByRole('heading', { level: 1, name: new RegExp(`^Hola, ${escapeRegExp(first)}(\\s.*)?$`) });
}

export function authToken(page: Page): Promise<string | null> {
  return page.evaluate(() => localStorage.getItem('auth_token'));
}

/** The path part of the page URL (no origin, no query). */
export function pathname(page: Page): string {
  return new URL(page.url()).pathname;
}

export async function expectPath(page: Page, path: string): Promise<void> {
  await expect.poll(() => pathname(page), { message: `the URL path to become ${path}` }).toBe(path);
}

/**
 * A field's error text, tied to the input the way assistive technology reads it (Mantine links the
 * error through aria-describedby). aria-invalid is not checked: Mantine's PasswordInput omits it.
 */
export async function expectFieldError(field: Locator, message: string): Promise<void> {
  await expect(field).toHaveAccessibleDescription(new RegExp(escapeRegExp(message)));
}

export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

let phoneCounter = 0;
/** A Colombian mobile number no other test has used: "+57 3XX XXX XXXX" as typed, plus the normalized form. */
export function uniquePhone(): { typed: string; normalized: string } {
  phoneCounter += 1;
  const digits = String((Date.now() * 10 + phoneCounter) % 1_000_000_000).padStart(9, '0');
  const national = `3${digits}`;
  return {
    typed: `+57 ${national.slice(0, 3)} ${national.slice(3, 6)} ${national.slice(6)}`,
    normalized: `+57${national}`,
  };
}

// ---------------------------------------------------------------------------------------------
// Fast set-up through the API (for the tests that are not about sign-up)
// ---------------------------------------------------------------------------------------------

async function apiPost<T>(request: APIRequestContext, url: string, body: unknown, token?: string): Promise<T> {
  const response = await request.post(url, {
    data: body,
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  if (!response.ok()) throw new Error(`POST ${url} answered ${response.status()}: ${await response.text()}`);
  return ((await response.json()) as { data: T }).data;
}

type CreateUserOptions = {
  name?: string;
  password?: string;
  /** Save a Colombian configuration with is_completed (default true). */
  onboarded?: boolean;
  accounts?: { name: string; opening_balance: number }[];
};

/** Registers a user through the API exactly as the web app does (email code read from the inbox). */
export async function createUser(request: APIRequestContext, options: CreateUserOptions = {}): Promise<ApiUser> {
  const email = uniqueEmail('api');
  const name = options.name ?? 'Laura Gómez';
  const password = options.password ?? PASSWORD;
  const { otp_id } = await apiPost<{ otp_id: string }>(request, '/api/auth/validate-email', { email });
  const code = await waitForEmailCode(email);
  await apiPost(request, '/api/auth/confirm-otp', { otp_id, code });
  const { auth_token: token } = await apiPost<{ auth_token: string }>(request, '/api/auth/register', {
    otp_id,
    email,
    name,
    password,
  });
  if (options.onboarded ?? true) {
    await apiPost(
      request,
      '/api/configuration',
      { country: 'CO', base_currency: 'COP', month_start_day: 1, is_completed: true },
      token,
    );
  }
  for (const account of options.accounts ?? []) {
    await apiPost(request, '/api/accounts', { ...account, type: 'checking', currency: 'COP' }, token);
  }
  return { email, name, password, token };
}

/**
 * Starts the page signed in with `token`: the token is written to localStorage before the app's
 * first script runs, once per tab (a later logout stays a logout).
 */
export async function signInWithToken(page: Page, token: string): Promise<void> {
  await page.addInitScript((value) => {
    if (sessionStorage.getItem('e2e-token-seeded')) return;
    sessionStorage.setItem('e2e-token-seeded', '1');
    localStorage.setItem('auth_token', value);
  }, token);
}

/** createUser + signInWithToken + open `path` (default "/"). */
export async function signedInUser(page: Page, path = '/', options: CreateUserOptions = {}): Promise<ApiUser> {
  const user = await createUser(page.request, options);
  await signInWithToken(page, user.token);
  await page.goto(path);
  return user;
}

// ---------------------------------------------------------------------------------------------
// Through the UI
// ---------------------------------------------------------------------------------------------

export async function login(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Inicia sesión' })).toBeVisible();
  await page.getByLabel('Correo electrónico', { exact: true }).fill(email);
  await page.getByLabel('Contraseña', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
}

/** Logs in through the form and waits for the dashboard. */
export async function loginAndWait(page: Page, user: TestUser): Promise<void> {
  await login(page, user.email, user.password);
  await expectPath(page, '/');
  await expect(greeting(page, user.name)).toBeVisible();
}

export async function logoutFromUserMenu(page: Page, name: string): Promise<void> {
  await dismissToasts(page);
  await page.getByRole('button', { name: `Menú de ${name}` }).click();
  await page.getByRole('menuitem', { name: 'Cerrar sesión' }).click();
  await expectPath(page, '/login');
  await expect(page.getByRole('heading', { name: 'Inicia sesión' })).toBeVisible();
}

/** /register → mail code → /register/validate-email → /onboarding/register. */
export async function signUpEmail(page: Page, email: string): Promise<void> {
  await page.goto('/register');
  await expect(page.getByRole('heading', { name: 'Crea tu cuenta' })).toBeVisible();
  await page.getByLabel('Correo electrónico', { exact: true }).fill(email);
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expectPath(page, '/register/validate-email');
  await expect(page.getByRole('heading', { name: 'Confirma tu correo' })).toBeVisible();
  const code = await waitForEmailCode(email);
  await page.getByLabel('Código de verificación').fill(code);
  await page.getByRole('button', { name: 'Verificar' }).click();
  await expectPath(page, '/onboarding/register');
}

/** /onboarding/register: name and password → the account exists, on to /onboarding. */
export async function completeProfile(page: Page, name: string, password: string): Promise<void> {
  await expect(page.getByRole('heading', { name: 'Completa tu perfil' })).toBeVisible();
  await page.getByLabel('Nombre', { exact: true }).fill(name);
  await page.getByLabel('Contraseña', { exact: true }).fill(password);
  await page.getByLabel('Confirmar contraseña', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Crear cuenta' }).click();
  await expectPath(page, '/onboarding');
}

/** Step 1: Colombia, its currency, and the month start day. */
export async function configureColombia(page: Page, monthStartDay = '1'): Promise<void> {
  await expect(page.getByRole('heading', { name: 'Configura tu espacio' })).toBeVisible();
  await page.getByLabel('País').selectOption({ label: 'Colombia' });
  await expect(page.getByLabel('Moneda principal')).toHaveValue('COP');
  await page.getByLabel('Día de inicio del mes').selectOption(monthStartDay);
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expectPath(page, '/onboarding/accounts');
}

/** Step 2: adds one account and waits for it in the list. */
export async function addAccount(page: Page, name: string, balance: string, type?: string): Promise<Locator> {
  await page.getByLabel('Nombre de la cuenta').fill(name);
  if (type) await page.getByLabel('Tipo de cuenta').selectOption({ label: type });
  await page.getByLabel('Saldo inicial').fill(balance);
  await page.getByRole('button', { name: 'Agregar cuenta' }).click();
  const row = page.getByRole('list', { name: 'Tus cuentas' }).getByRole('listitem').filter({ hasText: name });
  await expect(row).toBeVisible();
  // The form clears itself once the account is saved.
  await expect(page.getByLabel('Nombre de la cuenta')).toHaveValue('');
  return row;
}

/** Step 3: sends and confirms a WhatsApp code for a fresh number; returns the normalized number. */
export async function linkWhatsApp(page: Page): Promise<string> {
  const phone = uniquePhone();
  await page.getByLabel('Número de WhatsApp').fill(phone.typed);
  await page.getByRole('button', { name: 'Enviar código' }).click();
  await expect(page.getByLabel('Código de verificación')).toBeVisible();
  const code = await waitForWhatsAppCode(phone.normalized);
  await page.getByLabel('Código de verificación').fill(code);
  await page.getByRole('button', { name: 'Verificar' }).click();
  return phone.normalized;
}

/**
 * A user registered through the API (signup-onboarding.spec.ts walks the sign-up screens) who then
 * onboards through the UI: Colombia, one account, phone skipped, ending on the dashboard.
 */
export async function onboardInUi(page: Page, name = 'Camila Restrepo'): Promise<ApiUser> {
  const user = await createUser(page.request, { name, onboarded: false });
  await signInWithToken(page, user.token);
  await page.goto('/onboarding');
  await configureColombia(page);
  await addAccount(page, 'Nequi', '250.000');
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expectPath(page, '/onboarding/register-phone');
  await page.getByRole('link', { name: 'Omitir por ahora' }).click();
  await expectPath(page, '/onboarding/welcome');
  await page.getByRole('button', { name: 'Empezar' }).click();
  await expectPath(page, '/');
  await expect(greeting(page, name)).toBeVisible();
  return user;
}

/** What a date field shows for a YYYY-MM-DD value: day first, whatever the browser's language. */
export const shownInDateField = (isoDate: string) =>
  `${isoDate.slice(8, 10)}/${isoDate.slice(5, 7)}/${isoDate.slice(0, 4)}`;
