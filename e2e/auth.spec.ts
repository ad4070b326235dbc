import { expect, test, type APIRequestContext } from '@playwright/test';
import {
  authToken,
  createUser,
  expectPath,
  greeting,
  login,
  loginAndWait,
  logoutFromUserMenu,
  signedInUser,
  toast,
} from './support/flows.ts';
import { mailsTo, waitForResetLink } from './support/inbox.ts';

const BAD_CREDENTIALS = 'Correo o contraseña incorrectos';
const RESET_REQUESTED =
  'Si el correo está registrado, te enviamos un enlace para restablecer tu contraseña. Revisa tu bandeja de entrada.';
const RESET_DONE = 'Tu contraseña se cambió correctamente. Ya puedes iniciar sesión.';
const RESET_INVALID = 'El enlace no es válido o ha caducado. Solicita uno nuevo.';
const NEW_PASSWORD = 'Otra-Clave-2026!';

async function meStatus(request: APIRequestContext, token: string): Promise<number> {
  return (await request.get('/api/me', { headers: { Authorization: `Bearer ${token}` } })).status();
}

test.describe('authentication', () => {
  test('logout from the user menu ends the session', async ({ page }) => {
    const user = await signedInUser(page);
    await expect(greeting(page, user.name)).toBeVisible();
    expect(await authToken(page)).toBe(user.token);

    await logoutFromUserMenu(page, user.name);
    expect(await authToken(page)).toBeNull();
    // The server forgot the session too, and the app no longer lets the visitor in.
    expect(await meStatus(page.request, user.token)).toBe(401);
    await page.goto('/');
    await expectPath(page, '/login');
  });

  test('logout forgets the token even when the server cannot be reached', async ({ page }) => {
    const user = await signedInUser(page);
    await expect(greeting(page, user.name)).toBeVisible();
    await page.route('**/api/auth/logout', (route) => route.abort('internetdisconnected'));
    await logoutFromUserMenu(page, user.name);
    expect(await authToken(page)).toBeNull();
    await page.goto('/accounts');
    await expectPath(page, '/login');
  });

  test('a wrong password shows the error toast and keeps the visitor signed out', async ({ page }) => {
    const user = await createUser(page.request);
    await page.goto('/login');
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    await expect(page.getByText('Este campo es obligatorio')).toHaveCount(2);

    await login(page, user.email, 'no-es-mi-clave');
    await expect(toast(page, 'error', BAD_CREDENTIALS)).toBeVisible();
    await expectPath(page, '/login');
    expect(await authToken(page)).toBeNull();

    // An unknown email gets the very same answer.
    await login(page, 'nadie.registrado@example.com', user.password);
    await expect(toast(page, 'error', BAD_CREDENTIALS)).toBeVisible();
    expect(await authToken(page)).toBeNull();
  });

  test('login works and a signed-in user is sent away from /login and /register', async ({ page }) => {
    const user = await createUser(page.request);
    await loginAndWait(page, user);
    const token = await authToken(page);
    expect(token).toBeTruthy();
    expect(token).not.toBe(user.token); // a session of its own

    await page.goto('/login');
    await expectPath(page, '/');
    await expect(greeting(page, user.name)).toBeVisible();
    await page.goto('/register');
    await expectPath(page, '/');
  });

  test('the page asked for before login is opened after it', async ({ page }) => {
    const user = await createUser(page.request);
    await page.goto('/configuration');
    await expectPath(page, '/login');
    await page.getByLabel('Correo electrónico', { exact: true }).fill(user.email);
    await page.getByLabel('Contraseña', { exact: true }).fill(user.password);
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    await expectPath(page, '/configuration');
    await expect(page.getByRole('heading', { name: 'Configuración', exact: true })).toBeVisible();
  });

  test('password recovery: mail link, new password, old one rejected', async ({ page }) => {
    const user = await createUser(page.request);
    const earlierSession = user.token;

    await page.goto('/login');
    await page.getByRole('link', { name: '¿Olvidaste tu contraseña?' }).click();
    await expectPath(page, '/recovery-password');
    await expect(page.getByRole('heading', { name: 'Recupera tu contraseña' })).toBeVisible();
    const known = mailsTo(user.email).length;
    await page.getByLabel('Correo electrónico', { exact: true }).fill(user.email);
    await page.getByRole('button', { name: 'Enviar instrucciones' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Revisa tu correo' })).toContainText(user.email);
    await expect(toast(page, 'success', RESET_REQUESTED)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Enviar de nuevo' })).toBeVisible();

    const link = await waitForResetLink(user.email, known);
    await page.goto(link);
    await expect(page.getByRole('heading', { name: 'Crea una nueva contraseña' })).toBeVisible();
    await page.getByLabel('Nueva contraseña', { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel('Confirmar contraseña', { exact: true }).fill(`${NEW_PASSWORD}x`);
    await page.getByRole('button', { name: 'Cambiar contraseña' }).click();
    await expect(page.getByText('Las contraseñas no coinciden')).toBeVisible();
    await page.getByLabel('Confirmar contraseña', { exact: true }).fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Cambiar contraseña' }).click();
    await expectPath(page, '/login');
    await expect(toast(page, 'success', RESET_DONE)).toBeVisible();

    // A reset ends the sessions that were open.
    expect(await meStatus(page.request, earlierSession)).toBe(401);

    await login(page, user.email, user.password);
    await expect(toast(page, 'error', BAD_CREDENTIALS)).toBeVisible();
    expect(await authToken(page)).toBeNull();

    await loginAndWait(page, { ...user, password: NEW_PASSWORD });
  });

  test('a reset link works only once', async ({ page }) => {
    const user = await createUser(page.request);
    const known = mailsTo(user.email).length;
    const requested = await page.request.post('/api/auth/password-reset', { data: { email: user.email } });
    expect(requested.ok()).toBe(true);
    const link = await waitForResetLink(user.email, known);
    const token = link.split('/reset-password/')[1];
    const used = await page.request.post('/api/auth/password-reset-confirm', {
      data: { token, password: NEW_PASSWORD },
    });
    expect(used.ok()).toBe(true);

    await page.goto(link);
    await page.getByLabel('Nueva contraseña', { exact: true }).fill('Tercera-Clave-2027!');
    await page.getByLabel('Confirmar contraseña', { exact: true }).fill('Tercera-Clave-2027!');
    await page.getByRole('button', { name: 'Cambiar contraseña' }).click();
    const problem = page.getByRole('alert').filter({ hasText: 'No pudimos usar este enlace' });
    await expect(problem).toContainText(RESET_INVALID);
    await expect(problem.getByRole('link', { name: 'Solicitar un enlace nuevo' })).toHaveAttribute(
      'href',
      '/recovery-password',
    );
    await expect(toast(page, 'error', 'Hubo un error al cambiar tu contraseña')).toBeVisible();
    await expect(page).toHaveURL(/\/reset-password\//);

    // The password is the one set with the first use of the link.
    await loginAndWait(page, { ...user, password: NEW_PASSWORD });
  });
});
