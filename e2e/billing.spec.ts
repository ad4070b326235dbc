import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { startCommand } from '../apps/api/src/server/start-command.ts';
import { createUser, expectPath, signInWithToken } from './support/flows.ts';

/**
 * The paid plan needs BILLING_MODE=sandbox, while every other spec runs against the self-hosted
 * app (billing off) that global-setup starts. This file starts its own sandbox instance on a port
 * of its own, with 40-second billing periods so a cancelled plan can be seen falling back.
 */
const root = path.resolve(import.meta.dirname, '..');
const port = Number(process.env.E2E_PORT ?? 4310) + 50;
const baseURL = `http://127.0.0.1:${port}`;
const PERIOD_SECONDS = 40;

let server: ChildProcess | undefined;
let previousInbox: string | undefined;

test.use({ baseURL });
test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'cc-e2e-billing-'));
  // No SMTP here: the sandbox app writes its mail as .eml files, which the inbox helpers read.
  const mailDir = path.join(dataDir, 'mail');
  mkdirSync(mailDir, { recursive: true });
  previousInbox = process.env.E2E_INBOX;
  process.env.E2E_INBOX = mailDir;
  const start = startCommand();
  server = spawn(process.execPath, [...start.flags, 'apps/api/src/server/server.js'], {
    cwd: root,
    env: {
      ...start.env,
      ...process.env,
      NODE_ENV: 'development',
      PORT: String(port),
      HOST: '127.0.0.1',
      APP_URL: baseURL,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      SMTP_URL: '',
      WEB_DIST_DIR: path.resolve(root, process.env.E2E_WEB_DIST ?? 'apps/web/dist'),
      LOG_LEVEL: 'warn',
      AUTH_RATE_LIMIT_MAX: '1000',
      RATE_LIMIT_MAX: '100000',
      OTP_RESEND_SECONDS: '5',
      BILLING_MODE: 'sandbox',
      BILLING_SANDBOX_PERIOD_SECONDS: String(PERIOD_SECONDS),
      SCHEDULER_INTERVAL_MS: '1000',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`the sandbox app exited with code ${server.exitCode}`);
    try {
      if ((await fetch(`${baseURL}/api/health`)).ok) break;
    } catch {
      // not up yet
    }
    if (Date.now() > deadline) throw new Error('the sandbox app did not become healthy within 30 s');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
});

test.afterAll(async () => {
  if (previousInbox === undefined) delete process.env.E2E_INBOX;
  else process.env.E2E_INBOX = previousInbox;
  if (server && server.exitCode === null) {
    server.kill('SIGTERM');
    await new Promise((resolve) => server!.once('exit', resolve));
  }
});

test('a Gratis user is offered Premium for a fourth account, pays in the sandbox checkout and has it unlocked', async ({
  page,
}) => {
  const accounts = ['Banco', 'Efectivo', 'Tarjeta'].map((name) => ({ name, opening_balance: 100_000 }));
  const user = await createUser(page.request, { accounts });
  await signInWithToken(page, user.token);

  // A fourth account: the API refuses it for Gratis, and the app offers Premium instead of failing.
  await page.goto('/accounts');
  await page.getByRole('button', { name: 'Nueva cuenta' }).click();
  const editor = page.getByRole('dialog', { name: 'Nueva cuenta' });
  await editor.getByLabel('Nombre de la cuenta').fill('Ahorros');
  await editor.getByRole('button', { name: 'Crear cuenta' }).click();
  const prompt = page.getByRole('dialog', { name: 'Esto es parte de Premium' });
  await expect(prompt).toContainText('El plan Gratis incluye hasta 3 cuentas activas');
  await expect(page.locator('.Toastify__toast--error')).toHaveCount(0);
  await prompt.getByRole('button', { name: 'Ver planes' }).click();

  await expectPath(page, '/configuration');
  const plan = page.getByRole('region', { name: 'Plan' });
  await expect(plan.getByTestId('plan-name')).toHaveText('Gratis');
  await expect(plan.getByText('Aún no tienes facturas.')).toBeVisible();

  // First the payment is refused: the failure page says so and offers to retry.
  await plan.getByRole('button', { name: /^Premium mensual · / }).click();
  await expect(page.getByRole('heading', { name: 'Cuentas Claras Premium' })).toBeVisible();
  await page.getByRole('button', { name: 'Rechazar pago' }).click();
  await expectPath(page, '/subscription/paid-failed');
  await expect(page.getByRole('heading', { name: 'No se completó el pago' })).toBeVisible();
  await expect(page.getByText('no se hizo ningún cargo')).toBeVisible();
  await page.getByRole('link', { name: 'Intentar de nuevo' }).click();

  // Then paid: the success page shows Premium only once the webhook made it so.
  await expect(plan.getByTestId('plan-name')).toHaveText('Gratis');
  await plan.getByRole('button', { name: /^Premium mensual · / }).click();
  await expect(page.getByText('19.900 COP')).toBeVisible();
  await page.getByRole('button', { name: 'Pagar' }).click();
  await expectPath(page, '/subscription/paid-success');
  await expect(page.getByRole('heading', { name: '¡Ya tienes Premium!' })).toBeVisible();
  await expect(page.getByText(/Tu plan Premium está activo y se renueva el/)).toBeVisible();

  await page.goto('/configuration');
  await expect(plan.getByTestId('plan-name')).toHaveText('Premium');
  await expect(plan.getByText('Pagada')).toBeVisible();

  // Premium unlocked: the fourth account is created.
  await page.goto('/accounts');
  await page.getByRole('button', { name: 'Nueva cuenta' }).click();
  await editor.getByLabel('Nombre de la cuenta').fill('Ahorros');
  await editor.getByRole('button', { name: 'Crear cuenta' }).click();
  await expect(prompt).toBeHidden();
  // The dialog closes as the request leaves; the account exists once the API has answered it.
  const names = async () => {
    const list = await page.request.get('/api/accounts', { headers: { Authorization: `Bearer ${user.token}` } });
    return ((await list.json()) as { data: { name: string }[] }).data.map((account) => account.name);
  };
  await expect.poll(names).toContain('Ahorros');
});

test('a cancelled plan stays Premium until its period ends, then falls back to Gratis', async ({ page }) => {
  test.setTimeout(240_000);
  const user = await createUser(page.request);
  await signInWithToken(page, user.token);
  await page.goto('/configuration');
  const plan = page.getByRole('region', { name: 'Plan' });
  await plan.getByRole('button', { name: /^Premium anual · / }).click();
  await page.getByRole('button', { name: 'Pagar' }).click();
  await expect(page.getByRole('heading', { name: '¡Ya tienes Premium!' })).toBeVisible();

  await page.goto('/configuration');
  await expect(plan.getByTestId('plan-name')).toHaveText('Premium');
  await plan.getByRole('button', { name: 'Cancelar suscripción' }).click();
  await expect(plan.getByText(/Cancelada: sigues con Premium hasta el/)).toBeVisible();
  await expect(plan.getByRole('button', { name: 'Reanudar suscripción' })).toBeVisible();
  await expect(plan.getByTestId('plan-name')).toHaveText('Premium');

  // The period (40 s here) ends; the scheduler closes it as Stripe would, and the plan is Gratis.
  // Each look reloads the screen, which on a loaded two-core machine takes 4-6 s to draw the plan
  // again: a look waits that long before it counts as "not yet".
  await expect(async () => {
    await page.reload();
    await expect(plan.getByTestId('plan-name')).toHaveText('Gratis', { timeout: 10_000 });
  }).toPass({ timeout: (PERIOD_SECONDS + 60) * 1000, intervals: [3_000] });
  await expect(plan.getByRole('button', { name: /^Premium mensual · / })).toBeVisible();
  await expect(plan.getByText('Pagada')).toHaveCount(1);
});
