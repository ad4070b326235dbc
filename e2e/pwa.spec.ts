import { expect, test } from '@playwright/test';
import { createUser, signInWithToken } from './support/flows.ts';
import { keepScreenshot } from './support/screenshots.ts';

// The installable app (decision 037): a valid manifest with its icons and the «Añadir movimiento»
// shortcut, a service worker that registers and caches the app's files but never /api, and a page
// in Spanish when a screen is opened without a network.
test.use({ serviceWorkers: 'allow' });

type Manifest = {
  name: string;
  short_name: string;
  start_url: string;
  scope: string;
  display: string;
  lang: string;
  theme_color: string;
  background_color: string;
  icons: { src: string; sizes: string; type: string; purpose?: string }[];
  shortcuts: { name: string; url: string }[];
};

test('the manifest is served and valid, with its icons and the shortcut', async ({ page, request }) => {
  await page.goto('/login');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe('/manifest.webmanifest');
  const response = await request.get(href!);
  expect(response.status()).toBe(200);
  const manifest = (await response.json()) as Manifest;
  expect(manifest).toMatchObject({
    name: 'Cuentas Claras',
    short_name: 'Cuentas Claras',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    lang: 'es',
  });
  expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/);
  expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/);
  // Installable in Chromium: PNG icons of 192 and 512 px, and one a launcher may mask.
  const sizes = manifest.icons.filter((icon) => icon.type === 'image/png').map((icon) => icon.sizes);
  expect(sizes).toEqual(expect.arrayContaining(['192x192', '512x512']));
  expect(manifest.icons.some((icon) => icon.purpose === 'maskable')).toBe(true);
  for (const icon of manifest.icons) {
    const file = await request.get(icon.src);
    expect(file.status(), icon.src).toBe(200);
    expect(file.headers()['content-type'], icon.src).toContain(icon.type);
  }
  expect(manifest.shortcuts).toContainEqual({ ...manifest.shortcuts[0], name: 'Añadir movimiento' });
  expect(manifest.shortcuts[0]!.url).toBe('/transactions?nuevo=1');
});

test('the service worker registers, never caches /api, and offline pages say so in Spanish', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(180_000);
  const user = await createUser(request, {
    name: 'Lucía Herrera',
    accounts: [{ name: 'Bancolombia', opening_balance: 100_000 }],
  });
  await signInWithToken(page, user.token);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect
    .poll(() => page.evaluate(async () => (await navigator.serviceWorker.ready).active?.state))
    .toBe('activated');
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);

  // The shortcut's address opens the form of a new expense.
  await page.goto('/transactions?nuevo=1');
  await expect(page.getByRole('dialog', { name: 'Nuevo gasto' })).toBeVisible();

  // The app's files are cached, and not a single answer of the API.
  const cached = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys())
      for (const key of await (await caches.open(name)).keys()) urls.push(new URL(key.url).pathname);
    return urls;
  });
  expect(cached.some((url) => url.startsWith('/assets/') && url.endsWith('.js'))).toBe(true);
  expect(cached).toContain('/offline.html');
  expect(cached.filter((url) => url.startsWith('/api'))).toEqual([]);

  await context.setOffline(true);
  await page.goto('/budget');
  await expect(page.getByRole('heading', { level: 1, name: 'Estás sin conexión' })).toBeVisible();
  await expect(page.getByText('Tus datos no se guardan en este dispositivo')).toBeVisible();
  await keepScreenshot(page, 'offline.png');
  await context.setOffline(false);
  await page.getByRole('link', { name: 'Reintentar' }).click();
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Estás sin conexión');
});
