import { expect, test } from '@playwright/test';
import {
  authToken,
  expectFieldError,
  expectPath,
  greeting,
  login,
  loginAndWait,
  logoutFromUserMenu,
  signedInUser,
  toast,
} from './support/flows.ts';

const PROFILE_UPDATED = '¡Perfil actualizado con éxito!';
const PASSWORD_UPDATED = 'Tu contraseña se actualizó correctamente';
const PASSWORD_UPDATE_FAILED = 'Hubo un error al actualizar tu contraseña';
const NEW_PASSWORD = 'Nueva-Clave-2026!';

test.describe('profile and configuration', () => {
  test('editing the name updates the user menu', async ({ page }) => {
    const user = await signedInUser(page, '/profile');
    await expect(page.getByRole('heading', { name: 'Configuración', exact: true })).toBeVisible();
    for (const section of ['Perfil', 'Preferencias', 'Contraseña', 'Eliminar cuenta']) {
      await expect(page.getByRole('heading', { name: section, exact: true })).toBeVisible();
    }
    const nameField = page.getByLabel('Nombre', { exact: true });
    await expect(nameField).toHaveValue(user.name);
    const emailField = page.getByLabel('Correo electrónico', { exact: true });
    await expect(emailField).toHaveValue(user.email);
    await expect(emailField).toHaveAttribute('readonly', '');
    const save = page.getByRole('button', { name: 'Guardar cambios' });
    await expect(save).toBeDisabled();

    await nameField.fill('');
    await save.click();
    await expectFieldError(nameField, 'Este campo es obligatorio');

    await nameField.fill('Valentina Ríos');
    await save.click();
    await expect(toast(page, 'success', PROFILE_UPDATED)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Menú de Valentina Ríos' })).toBeVisible();
    await expect(save).toBeDisabled();

    // Saved on the server, not only in the page.
    await page.reload();
    await expect(page.getByLabel('Nombre', { exact: true })).toHaveValue('Valentina Ríos');
    await page.getByRole('link', { name: 'Inicio', exact: true }).click();
    await expect(greeting(page, 'Valentina Ríos')).toBeVisible();
  });

  test('the user menu opens the profile', async ({ page }) => {
    const user = await signedInUser(page);
    await page.getByRole('button', { name: `Menú de ${user.name}` }).click();
    await expect(page.getByRole('menu')).toContainText(user.email);
    await page.getByRole('menuitem', { name: 'Perfil' }).click();
    await expectPath(page, '/profile');
    await expect(page.getByLabel('Nombre', { exact: true })).toHaveValue(user.name);
  });

  test('password update: wrong current password, then success and a login with the new one', async ({ page }) => {
    const user = await signedInUser(page, '/configuration');
    const otherSession = await page.request.post('/api/auth/login', {
      data: { email: user.email, password: user.password },
    });
    const otherToken = ((await otherSession.json()) as { data: { auth_token: string } }).data.auth_token;

    const current = page.getByLabel('Contraseña actual', { exact: true });
    const next = page.getByLabel('Nueva contraseña', { exact: true });
    const update = page.getByRole('button', { name: 'Actualizar contraseña' });

    await current.fill('no-es-la-actual');
    await next.fill(NEW_PASSWORD);
    await expect(page.getByText('Seguridad: Fuerte')).toBeVisible();
    await update.click();
    await expectFieldError(current, 'La contraseña actual no es correcta');
    await expect(toast(page, 'error', PASSWORD_UPDATE_FAILED)).toBeVisible();

    await current.fill(user.password);
    await next.fill(NEW_PASSWORD);
    await update.click();
    await expect(toast(page, 'success', PASSWORD_UPDATED)).toBeVisible();
    await expect(current).toHaveValue('');
    await expect(next).toHaveValue('');

    // This session stays; the other one was closed.
    const status = async (token: string | null) =>
      (await page.request.get('/api/me', { headers: { Authorization: `Bearer ${token}` } })).status();
    expect(await status(await authToken(page))).toBe(200);
    expect(await status(otherToken)).toBe(401);

    await logoutFromUserMenu(page, user.name);
    await login(page, user.email, user.password);
    await expect(toast(page, 'error', 'Correo o contraseña incorrectos')).toBeVisible();
    await loginAndWait(page, { ...user, password: NEW_PASSWORD });
  });

  test('deleting the account asks for the password and then signs out for good', async ({ page }) => {
    const user = await signedInUser(page, '/configuration', {
      accounts: [{ name: 'Nómina', opening_balance: 500_000 }],
    });
    const dialog = page.getByRole('dialog', { name: '¿Eliminar tu cuenta?' });

    // Cancelling keeps everything.
    await page.getByRole('button', { name: 'Eliminar cuenta' }).click();
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await expect(dialog).toBeHidden();

    await page.getByRole('button', { name: 'Eliminar cuenta' }).click();
    const password = dialog.getByLabel('Confirma con tu contraseña', { exact: true });
    await password.fill('no-es-mi-clave');
    await dialog.getByRole('button', { name: 'Eliminar definitivamente' }).click();
    await expectFieldError(password, 'La contraseña no es correcta');
    await expect(dialog).toBeVisible();
    expect(await authToken(page)).toBe(user.token);

    await password.fill(user.password);
    await dialog.getByRole('button', { name: 'Eliminar definitivamente' }).click();
    await expectPath(page, '/login');
    await expect(toast(page, 'success', '¡Tu cuenta ha sido eliminada!')).toBeVisible();
    expect(await authToken(page)).toBeNull();
    expect((await page.request.get('/api/me', { headers: { Authorization: `Bearer ${user.token}` } })).status()).toBe(
      401,
    );

    await login(page, user.email, user.password);
    await expect(toast(page, 'error', 'Correo o contraseña incorrectos')).toBeVisible();
    await expectPath(page, '/login');
    expect(await authToken(page)).toBeNull();
  });
});
