import type { APIRequestContext, Page } from '@playwright/test';
import { createUser } from '../support/flows.ts';
import { api } from '../support/money-helpers.ts';
import { createReminder, localDate, seedReportData } from '../support/reports-helpers.ts';
import { importIntoAccountFile } from '../support/transfers-helpers.ts';

// The screen states the accessibility sweep (axe-sweep.ts) visits, and the users they need: a new
// user who has not onboarded, an onboarded one with no data (the empty states) and one with three
// months of data, a goal, reminders, a recurring charge, a ticket and an open prospect.

export type Users = { fresh: string; empty: string; full: string; fullAccountId: string };

export type SweepState = {
  name: string;
  /** Which token the tab starts with; none = signed out. */
  user: 'none' | keyof Omit<Users, 'fullAccountId'>;
  path: (users: Users) => string;
  /** What to do once the screen settled (open a dialog, pick a step). */
  act?: (page: Page) => Promise<void>;
  /** Only this part of the page is checked (a dialog), when given. */
  scope?: string;
};

const CSV =
  'Fecha;Concepto;Importe\n05/11/2026;PAGO DATAFONO 4471;-38000\n06/11/2026;COMPRA OLIMPICA;-42000\n07/11/2026;REINTEGRO SEGURO;15000\n';

async function openImportReview(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Importar movimientos a Bancolombia' }).click();
  const wizard = page.getByRole('dialog', { name: 'Importar movimientos' });
  await wizard
    .getByLabel('Archivo')
    .setInputFiles({ name: 'popular.csv', mimeType: 'text/csv', buffer: Buffer.from(CSV) });
  await wizard.getByRole('button', { name: 'Subir y continuar' }).click();
  const review = wizard.getByRole('button', { name: 'Revisar movimientos' });
  await review.or(wizard.getByRole('button', { name: /^Importar \d+ movimientos$/ })).waitFor();
  if (await review.isVisible()) await review.click();
  await wizard.getByText(/Se importarán \d+ movimientos/).waitFor();
}

async function openNewMovement(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Nuevo movimiento' }).first().click();
  await page.getByRole('menuitem', { name: 'Gasto' }).click();
  await page.getByRole('dialog').waitFor();
}

async function openDeleteAccount(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Más acciones de Bancolombia' }).click();
  await page.getByRole('menuitem', { name: 'Eliminar' }).click();
  await page.getByRole('dialog').waitFor();
}

async function openBell(page: Page): Promise<void> {
  await page.getByRole('button', { name: /^Notificaciones/ }).click();
  await page.waitForTimeout(400);
}

async function openUserMenu(page: Page): Promise<void> {
  await page.getByRole('button', { name: /^Menú de / }).click();
  await page.getByRole('menu').waitFor();
}

const to = (path: string) => () => path;

export const sweepStates: SweepState[] = [
  { name: 'login', user: 'none', path: to('/login') },
  { name: 'register', user: 'none', path: to('/register') },
  { name: 'recovery-password', user: 'none', path: to('/recovery-password') },
  { name: 'reset-password', user: 'none', path: to('/reset-password/0123456789abcdef') },
  { name: 'onboarding', user: 'fresh', path: to('/onboarding') },
  { name: 'empty dashboard', user: 'empty', path: to('/') },
  { name: 'empty transactions', user: 'empty', path: to('/transactions') },
  { name: 'empty accounts', user: 'empty', path: to('/accounts') },
  { name: 'empty budget', user: 'empty', path: to('/budget') },
  { name: 'empty savings', user: 'empty', path: to('/savings') },
  { name: 'empty reminders', user: 'empty', path: to('/reminders') },
  { name: 'empty reports', user: 'empty', path: to('/reports') },
  { name: 'dashboard', user: 'full', path: to('/') },
  { name: 'bell open', user: 'full', path: to('/'), act: openBell },
  { name: 'user menu open', user: 'full', path: to('/'), act: openUserMenu },
  { name: 'transactions', user: 'full', path: to('/transactions') },
  { name: 'new movement', user: 'full', path: to('/transactions'), act: openNewMovement, scope: '[role="dialog"]' },
  { name: 'accounts', user: 'full', path: to('/accounts') },
  { name: 'delete confirm', user: 'full', path: to('/accounts'), act: openDeleteAccount, scope: '[role="dialog"]' },
  { name: 'import review', user: 'full', path: to('/accounts'), act: openImportReview, scope: '[role="dialog"]' },
  { name: 'register', user: 'full', path: (users) => `/accounts/${users.fullAccountId}` },
  { name: 'budget', user: 'full', path: to('/budget') },
  { name: 'savings', user: 'full', path: to('/savings') },
  { name: 'reminders', user: 'full', path: to('/reminders') },
  { name: 'prospects', user: 'full', path: to('/prospects') },
  { name: 'categories', user: 'full', path: to('/categories') },
  ...['income-expense', 'spending', 'net-worth', 'cash-flow', 'budget', 'forecast'].map((tab): SweepState => ({
    name: `reports ${tab}`,
    user: 'full',
    path: to(`/reports?tab=${tab}`),
  })),
  { name: 'settings', user: 'full', path: to('/configuration') },
  { name: 'support', user: 'full', path: to('/support') },
  { name: 'paid success', user: 'full', path: to('/subscription/paid-success') },
  { name: 'paid failed', user: 'full', path: to('/subscription/paid-failed') },
  { name: 'not found', user: 'full', path: to('/no-existe') },
];

/** The three users, seeded through the API as the app's own screens would. */
export async function seedUsers(request: APIRequestContext): Promise<Users> {
  const fresh = await createUser(request, { name: 'Tomás Ríos', onboarded: false });
  const empty = await createUser(request, { name: 'Valentina Ospina' });
  const full = await createUser(request, {
    name: 'Lucía Herrera',
    accounts: [{ name: 'Bancolombia', opening_balance: 2_500_000 }],
  });
  const { accountId: fullAccountId } = await seedReportData(request, full.token);
  const popular = await api<{ id: string }>(request, full.token, 'POST', '/api/accounts', {
    name: 'Banco Popular',
    type: 'checking',
    currency: 'COP',
    opening_balance: 0,
  });
  await importIntoAccountFile(
    request,
    full.token,
    popular.id,
    'Fecha;Concepto;Importe\n2026-08-09;DEBITO AUTOMATICO CLARO HOGAR;-99900\n2026-09-09;DEBITO AUTOMATICO CLARO HOGAR;-99900\n2026-10-09;DEBITO AUTOMATICO CLARO HOGAR;-109900\n',
  );
  await createReminder(request, full.token, {
    title: 'Pago de la tarjeta',
    amount: -850_000,
    next_due: localDate(3),
    recurrence: { kind: 'monthly_day', day: Number(localDate(3).slice(8)) },
  });
  await createReminder(request, full.token, {
    title: 'Impuesto predial',
    amount: -1_200_000,
    next_due: localDate(-1),
    recurrence: { kind: 'yearly' },
  });
  await api(request, full.token, 'POST', '/api/savings-goals', {
    name: 'Viaje a Cartagena',
    target_amount: 3_000_000,
    currency: 'COP',
    target_date: `${Number(localDate().slice(0, 4)) + 1}-06-30`,
  });
  await api(request, full.token, 'POST', '/api/support/tickets', {
    subject: 'No veo el extracto de octubre',
    category: 'imports',
    message: 'Subí el archivo del banco y el mes de octubre no aparece en la lista de movimientos.',
    attachments: [],
  });
  return { fresh: fresh.token, empty: empty.token, full: full.token, fullAccountId };
}
