import { expect, test } from '@playwright/test';
import { authToken, createUser, expectPath, greeting, signInWithToken, signedInUser } from './support/flows.ts';

const PROTECTED = [
  '/',
  '/accounts',
  '/transactions',
  '/budget',
  '/reports',
  '/onboarding',
  '/onboarding/accounts',
  '/onboarding/welcome',
  '/configuration',
  '/profile',
  '/subscription/paid-success',
  '/subscription/paid-failed',
];

test.describe('route guards', () => {
  test('protected routes send a visitor without a token to /login', async ({ page }) => {
    for (const path of PROTECTED) {
      await page.goto(path);
      await expectPath(page, '/login');
      await expect(page.getByRole('heading', { name: 'Inicia sesión' })).toBeVisible();
    }
    expect(await authToken(page)).toBeNull();
  });

  test('the sign-up steps need the flow state', async ({ page }) => {
    for (const path of ['/register/validate-email', '/onboarding/register']) {
      await page.goto(path);
      await expectPath(page, '/login');
      await expect(page.getByRole('heading', { name: 'Inicia sesión' })).toBeVisible();
    }
  });

  test('a user who has not finished onboarding is kept in it', async ({ page }) => {
    const user = await signedInUser(page, '/', { onboarded: false });
    await expectPath(page, '/onboarding');
    await expect(page.getByRole('heading', { name: 'Configura tu espacio' })).toBeVisible();

    for (const path of ['/accounts', '/configuration', '/subscription/paid-success']) {
      await page.goto(path);
      await expectPath(page, '/onboarding');
    }
    // The other onboarding steps are allowed, and so is the flow-less sign-up step (it resumes onboarding).
    await page.goto('/onboarding/accounts');
    await expect(page.getByRole('heading', { name: 'Agrega tus cuentas' })).toBeVisible();
    await page.goto('/register/validate-email');
    await expectPath(page, '/onboarding');

    // Signing out from the onboarding layout works too.
    await page.getByRole('link', { name: 'Cerrar sesión' }).click();
    await expectPath(page, '/login');
    expect(await authToken(page)).toBeNull();
    expect((await page.request.get('/api/me', { headers: { Authorization: `Bearer ${user.token}` } })).status()).toBe(
      401,
    );
  });

  test('a user who finished onboarding cannot go back to it', async ({ page }) => {
    await signedInUser(page, '/onboarding/accounts');
    await expectPath(page, '/');
    for (const path of [
      '/onboarding',
      '/onboarding/configuration',
      '/onboarding/register-phone',
      '/onboarding/welcome',
    ]) {
      await page.goto(path);
      await expectPath(page, '/');
    }
    await page.goto('/subscription/paid-success');
    // Self-hosted (billing off): the page claims no payment.
    await expect(page.getByRole('heading', { name: 'No hay nada que pagar' })).toBeVisible();
  });

  test('a 401 from the API clears the token and lands on /login, without retries', async ({ page }) => {
    let profileRequests = 0;
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/me') profileRequests += 1;
    });
    await signInWithToken(page, 'token-que-no-existe');
    await page.goto('/');
    await expectPath(page, '/login');
    await expect(page.getByRole('heading', { name: 'Inicia sesión' })).toBeVisible();
    expect(await authToken(page)).toBeNull();
    expect(profileRequests).toBe(1);
  });

  test('a profile that keeps failing is retried, then offers "Reintentar"', async ({ page }) => {
    const user = await createUser(page.request);
    let failures = 0;
    await page.route('**/api/me', (route) => {
      failures += 1;
      return route.fulfill({ status: 503, json: { errors: [{ message: 'Servicio en mantenimiento' }] } });
    });
    await signInWithToken(page, user.token);
    await page.goto('/');

    const problem = page.getByRole('alert').filter({ hasText: 'No pudimos cargar tu perfil' });
    // Three retries with a back-off of 1 + 2 + 4 s before giving up.
    await expect(problem).toContainText('Servicio en mantenimiento', { timeout: 20_000 });
    expect(failures).toBe(4);
    expect(await authToken(page)).toBe(user.token);

    await page.unroute('**/api/me');
    await problem.getByRole('button', { name: 'Reintentar' }).click();
    await expect(greeting(page, user.name)).toBeVisible();
  });

  test('a session revoked elsewhere ends on the next request', async ({ page }) => {
    const user = await signedInUser(page);
    await expect(greeting(page, user.name)).toBeVisible();
    const logout = await page.request.post('/api/auth/logout', { headers: { Authorization: `Bearer ${user.token}` } });
    expect(logout.ok()).toBe(true);

    await page.reload();
    await expectPath(page, '/login');
    expect(await authToken(page)).toBeNull();
  });

  test('an unknown path shows the not-found screen', async ({ page }) => {
    await page.goto('/esta-pagina-no-existe');
    await expect(page.getByRole('heading', { name: 'Página no encontrada' })).toBeVisible();
    await expectPath(page, '/esta-pagina-no-existe');
    await page.getByRole('link', { name: 'Ir al inicio' }).click();
    await expectPath(page, '/login');
  });

  test('a full-page spinner shows while the profile loads', async ({ page }) => {
    const user = await createUser(page.request);
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/me', async (route) => {
      await released;
      await route.continue();
    });
    await signInWithToken(page, user.token);
    await page.goto('/');

    const spinner = page.getByRole('status', { name: 'Cargando' });
    await expect(spinner).toBeVisible();
    await expect(greeting(page, user.name)).toBeHidden();
    release();
    await expect(greeting(page, user.name)).toBeVisible();
    await expect(spinner).toBeHidden();
  });
});

test.describe('app shell on a phone', () => {
  test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

  test('the burger opens the navigation and a link closes it', async ({ page }) => {
    const user = await signedInUser(page);
    await expect(greeting(page, user.name)).toBeVisible();
    const navigation = page.getByRole('navigation', { name: 'Navegación principal' });
    const burger = page.getByRole('button', { name: 'Abrir menú' });
    await expect(burger).toBeVisible();
    await expect(burger).toHaveAttribute('aria-expanded', 'false');
    await expect(navigation.getByRole('link', { name: 'Cuentas', exact: true })).not.toBeInViewport();

    await burger.click();
    const close = page.getByRole('button', { name: 'Cerrar menú' });
    await expect(close).toHaveAttribute('aria-expanded', 'true');
    for (const label of [
      'Inicio',
      'Cuentas',
      'Transacciones',
      'Categorías',
      'Presupuesto',
      'Ahorros',
      'Recordatorios',
      'Prospectos',
      'Reportes',
      'Soporte',
      'Configuración',
    ]) {
      await expect(navigation.getByRole('link', { name: label, exact: true })).toBeVisible();
    }
    await navigation.getByRole('link', { name: 'Cuentas', exact: true }).click();
    await expectPath(page, '/accounts');
    await expect(page.getByRole('heading', { name: 'Cuentas', level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Abrir menú' })).toHaveAttribute('aria-expanded', 'false');
    await expect(navigation.getByRole('link', { name: 'Cuentas', exact: true })).not.toBeInViewport();

    await page.getByRole('button', { name: 'Abrir menú' }).click();
    await navigation.getByRole('link', { name: 'Presupuesto', exact: true }).click();
    await expectPath(page, '/budget');
    await expect(page.getByRole('heading', { name: 'Presupuesto', level: 1 })).toBeVisible();
    await expect(navigation.getByRole('link', { name: 'Presupuesto', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });
});

test.describe('app shell on a desktop', () => {
  test('the navigation is always shown and there is no burger', async ({ page }) => {
    await signedInUser(page);
    const navigation = page.getByRole('navigation', { name: 'Navegación principal' });
    await expect(page.getByRole('button', { name: 'Abrir menú' })).toBeHidden();
    await navigation.getByRole('link', { name: 'Transacciones', exact: true }).click();
    await expectPath(page, '/transactions');
    await expect(page.getByRole('heading', { name: 'Transacciones', level: 1 })).toBeVisible();
    await navigation.getByRole('link', { name: 'Configuración', exact: true }).click();
    await expectPath(page, '/configuration');
    await expect(page.getByRole('heading', { name: 'Configuración', level: 1 })).toBeVisible();
  });
});
