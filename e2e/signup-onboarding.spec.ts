import { expect, test, type Page } from '@playwright/test';
import {
  PASSWORD,
  addAccount,
  authToken,
  completeProfile,
  configureColombia,
  expectFieldError,
  expectPath,
  greeting,
  linkWhatsApp,
  signUpEmail,
  toast,
} from './support/flows.ts';
import { uniqueEmail, waitForEmailCode } from './support/inbox.ts';

/** "$ 1.250.000" however the browser spaces it (Colombian pesos have no decimals). */
const pesos = (amount: string) => new RegExp(`\\$\\s?${amount.replace(/\./g, '\\.')}(?!\\d)`);

type ApiAccount = { name: string; type: string; currency: string; balance: number };

async function accountsFromApi(page: Page): Promise<ApiAccount[]> {
  const token = await authToken(page);
  const response = await page.request.get('/api/accounts', { headers: { Authorization: `Bearer ${token}` } });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: ApiAccount[] }).data;
}

test.describe('sign-up and onboarding', () => {
  test('email code, profile, configuration, two accounts, WhatsApp and welcome', async ({ page }) => {
    const email = uniqueEmail('signup');
    const name = 'Ana María Pérez';

    await signUpEmail(page, email);

    // Profile: the strength hint follows the password; the success toast comes with the account.
    await expect(page.getByText(email)).toBeVisible();
    await page.getByLabel('Contraseña', { exact: true }).fill('corta');
    await expect(page.getByText('Seguridad: Muy débil')).toBeVisible();
    await page.getByLabel('Contraseña', { exact: true }).fill('');
    await expect(page.getByText('Usa al menos 8 caracteres.')).toBeVisible();
    await page.getByLabel('Contraseña', { exact: true }).fill(PASSWORD);
    await expect(page.getByText('Seguridad: Fuerte')).toBeVisible();
    await completeProfile(page, name, PASSWORD);
    await expect(toast(page, 'success', '¡Tu cuenta ha sido creada con éxito!')).toBeVisible();
    expect(await authToken(page)).toBeTruthy();

    // Step 1: Colombia prefills pesos; the month starts on the 15th.
    await expect(page.getByText('Paso 1 de 4 · Preferencias')).toBeVisible();
    await configureColombia(page, '15');

    // Step 2: nothing to continue with until an account exists.
    await expect(page.getByText('Paso 2 de 4 · Cuentas')).toBeVisible();
    await expect(page.getByText('Aún no has agregado cuentas')).toBeVisible();
    const continueButton = page.getByRole('button', { name: 'Continuar' });
    await expect(continueButton).toBeDisabled();
    await expect(page.getByLabel('Moneda', { exact: true })).toHaveValue('COP');

    const bank = await addAccount(page, 'Bancolombia', '1.250.000');
    await expect(bank).toContainText(pesos('1.250.000'));
    await expect(bank).toContainText('Cuenta corriente');
    await expect(continueButton).toBeEnabled();
    const cash = await addAccount(page, 'Billetera', '85.000', 'Efectivo');
    await expect(cash).toContainText(pesos('85.000'));
    await expect(cash).toContainText('Efectivo');
    await expect(page.getByText('Aún no has agregado cuentas')).toBeHidden();

    // A third one removed again with its "Quitar" button.
    await addAccount(page, 'Cuenta de prueba', '1.000');
    await page.getByRole('button', { name: 'Quitar Cuenta de prueba' }).click();
    await expect(page.getByRole('list', { name: 'Tus cuentas' }).getByRole('listitem')).toHaveCount(2);

    // The amounts typed with thousands dots reached the API as whole pesos.
    const saved = await accountsFromApi(page);
    expect(saved.map(({ name: n, type, currency, balance }) => ({ name: n, type, currency, balance }))).toEqual([
      { name: 'Bancolombia', type: 'checking', currency: 'COP', balance: 1_250_000 },
      { name: 'Billetera', type: 'cash', currency: 'COP', balance: 85_000 },
    ]);

    await continueButton.click();
    await expectPath(page, '/onboarding/register-phone');

    // Step 3: the country's dial code is prefilled; the code arrives in the WhatsApp outbox.
    await expect(page.getByRole('heading', { name: 'Conecta tu WhatsApp' })).toBeVisible();
    await expect(page.getByLabel('Número de WhatsApp')).toHaveValue('+57 ');
    const phone = await linkWhatsApp(page);
    await expectPath(page, '/onboarding/welcome');
    await expect(toast(page, 'success', '¡Tu WhatsApp quedó vinculado!')).toBeVisible();

    // Step 4: the summary of what was chosen.
    await expect(page.getByRole('heading', { name: '¡Todo listo, Ana!' })).toBeVisible();
    await expect(page.getByText('Colombia', { exact: true })).toBeVisible();
    await expect(page.getByText('El día 15', { exact: true })).toBeVisible();
    await expect(page.getByText(phone, { exact: true })).toBeVisible();
    const summary = page.getByRole('list', { name: 'Tus cuentas' });
    await expect(summary.getByRole('listitem')).toHaveCount(2);
    await expect(summary.getByRole('listitem').filter({ hasText: 'Bancolombia' })).toContainText(pesos('1.250.000'));
    await expect(summary.getByRole('listitem').filter({ hasText: 'Billetera' })).toContainText(pesos('85.000'));

    await page.getByRole('button', { name: 'Empezar' }).click();
    await expectPath(page, '/');
    await expect(greeting(page, name)).toBeVisible();
    await expect(page.getByRole('button', { name: `Menú de ${name}` })).toBeVisible();

    // Onboarding is over: its routes send the user home.
    await page.goto('/onboarding/accounts');
    await expectPath(page, '/');
  });

  test('the WhatsApp step can be skipped', async ({ page }) => {
    const email = uniqueEmail('skip');
    const name = 'Julián Torres';

    await signUpEmail(page, email);
    await completeProfile(page, name, PASSWORD);
    await configureColombia(page);
    await addAccount(page, 'Davivienda', '2.000.000', 'Ahorros');
    await page.getByRole('button', { name: 'Continuar' }).click();
    await expectPath(page, '/onboarding/register-phone');

    await expect(page.getByText('Paso 3 de 4 · WhatsApp')).toBeVisible();
    await page.getByRole('link', { name: 'Omitir por ahora' }).click();
    await expectPath(page, '/onboarding/welcome');
    await expect(page.getByRole('heading', { name: '¡Todo listo, Julián!' })).toBeVisible();
    await expect(page.getByText('Sin vincular', { exact: true })).toBeVisible();

    await page.getByRole('button', { name: 'Empezar' }).click();
    await expectPath(page, '/');
    await expect(greeting(page, name)).toBeVisible();
  });

  test('a wrong email code is reported on the code field', async ({ page }) => {
    const email = uniqueEmail('wrongcode');
    await page.goto('/register');
    await page.getByLabel('Correo electrónico', { exact: true }).fill(email);
    await page.getByRole('button', { name: 'Continuar' }).click();
    await expectPath(page, '/register/validate-email');
    await expect(page.getByText(/^Reenviar código en \d+ s$/)).toBeVisible();

    const code = await waitForEmailCode(email);
    const wrong = code === '000000' ? '111111' : '000000';
    const field = page.getByLabel('Código de verificación');
    await field.fill(wrong);
    await page.getByRole('button', { name: 'Verificar' }).click();
    await expectFieldError(field, 'El código es incorrecto. Te quedan 4 intentos.');
    await expect(page).toHaveURL(/\/register\/validate-email$/);

    // The right code still works afterwards.
    await field.fill(code);
    await page.getByRole('button', { name: 'Verificar' }).click();
    await expectPath(page, '/onboarding/register');
    await expect(page.getByRole('heading', { name: 'Completa tu perfil' })).toBeVisible();
  });
});
