import { expect, test } from '@playwright/test';
import { COLOUR_RULES, MODES, seriousViolations, settled, useMode } from './support/axe.ts';
import { createUser, signInWithToken, type ApiUser } from './support/flows.ts';
import { seedReportData } from './support/reports-helpers.ts';
import { keepScreenshot } from './support/screenshots.ts';

// The main screens in the light and the dark scheme, on a desktop and on a 390 px phone, checked by
// axe-core with colour contrast included (decision 037, docs/accessibility.md): no critical or
// serious violation. a11y-modes.spec.ts covers the other screens, the menus and a dialog.
// In the light scheme every WCAG 2.2 A/AA rule runs; in the dark one only the rules a colour scheme
// can change (COLOUR_RULES, support/axe.ts): the same screen at the same width is the same elements
// in both, and the light sweep of that width has checked everything but their colours.
const screens = (accountId: string) => [
  { name: 'dashboard', path: '/' },
  { name: 'transactions', path: '/transactions' },
  { name: 'accounts', path: '/accounts' },
  { name: 'register', path: `/accounts/${accountId}` },
  { name: 'budget', path: '/budget' },
  { name: 'reports', path: '/reports' },
  { name: 'configuration', path: '/configuration' },
  { name: 'profile', path: '/profile' },
];

// Four long tests (eight screens each), spread over the workers like every test
// (playwright.config.ts's fullyParallel): each worker that runs one makes its own user.
let user: ApiUser;
let accountId: string;

test.beforeAll(async ({ request }) => {
  user = await createUser(request, { name: 'Lucía Herrera', accounts: [{ name: 'Bancolombia', opening_balance: 0 }] });
  ({ accountId } = await seedReportData(request, user.token));
});

for (const { scheme, width } of MODES) {
  const rules = scheme === 'dark' ? COLOUR_RULES : undefined;
  test(`the main screens pass axe in the ${scheme} scheme at ${width} px${rules ? ' (colour rules)' : ''}`, async ({
    page,
  }) => {
    test.setTimeout(240_000);
    await useMode(page, { scheme, width });
    await signInWithToken(page, user.token);
    const found: string[] = [];
    for (const screen of screens(accountId)) {
      await page.goto(screen.path);
      await settled(page);
      await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', scheme);
      await keepScreenshot(page, `${screen.name}-${scheme}-${width}.png`, { fullPage: true });
      found.push(...(await seriousViolations(page, undefined, rules)).map((text) => `${screen.path} ${text}`));
    }
    expect(found).toEqual([]);
  });
}

test('the theme follows the device, and the menu and profile choose and keep it without a flash', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.emulateMedia({ colorScheme: 'light' });
  await signInWithToken(page, user.token);
  // Every value <html> gets, from the page's first script on, and the scheme when the HTML is read.
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { seenSchemes: string[] }).seenSchemes = seen;
    new MutationObserver((records) => {
      for (const record of records)
        if (record.target === document.documentElement)
          seen.push(document.documentElement.getAttribute('data-mantine-color-scheme') ?? '');
    }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-mantine-color-scheme'] });
    document.addEventListener('DOMContentLoaded', () =>
      seen.push(`parsed:${document.documentElement.getAttribute('data-mantine-color-scheme')}`),
    );
  });
  const html = page.locator('html');
  await page.goto('/');
  await settled(page);
  await expect(html).toHaveAttribute('data-mantine-color-scheme', 'light');
  // «Sistema» follows the device while the app is open.
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(html).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await page.emulateMedia({ colorScheme: 'light' });
  await expect(html).toHaveAttribute('data-mantine-color-scheme', 'light');

  await page.getByRole('button', { name: 'Menú de Lucía Herrera' }).click();
  await expect(page.getByRole('menuitemradio', { name: 'Sistema' })).toHaveAttribute('aria-checked', 'true');
  await page.getByRole('menuitemradio', { name: 'Oscuro' }).click();
  await expect(html).toHaveAttribute('data-mantine-color-scheme', 'dark');

  // Kept on reload, on a light device, and dark from the first paint on.
  await page.reload();
  await settled(page);
  await expect(html).toHaveAttribute('data-mantine-color-scheme', 'dark');
  const seen = await page.evaluate(() => (window as unknown as { seenSchemes: string[] }).seenSchemes);
  expect(seen.length).toBeGreaterThan(0);
  expect(seen.every((value) => value === 'dark' || value === 'parsed:dark')).toBe(true);

  // The profile shows the same choice and changes it back.
  await page.goto('/profile');
  await settled(page);
  const appearance = page.getByRole('region', { name: 'Apariencia' });
  await expect(appearance.getByRole('radio', { name: 'Oscuro' })).toBeChecked();
  await appearance.getByText('Claro', { exact: true }).click();
  await expect(html).toHaveAttribute('data-mantine-color-scheme', 'light');
  await appearance.getByText('Sistema', { exact: true }).click();
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(html).toHaveAttribute('data-mantine-color-scheme', 'dark');
  expect(await page.evaluate(() => localStorage.getItem('cc-color-scheme'))).toBe('auto');
});
