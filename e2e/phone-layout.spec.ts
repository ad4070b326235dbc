import { expect, test, type Page } from '@playwright/test';
import { createUser, signInWithToken } from './support/flows.ts';
import { seedReportData } from './support/reports-helpers.ts';
import { keepScreenshot } from './support/screenshots.ts';

// Reports and the budget on a 390 px phone (decision 037): nothing wider than the screen, so the
// page never scrolls sideways; charts fit with their amounts axis in view, the tabs wrap, the
// tables become rows of cards, and a budget row takes two lines.
test.use({ viewport: { width: 390, height: 844 } });

const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

test('reports and the budget never scroll sideways at 390 px', async ({ page, request }) => {
  test.setTimeout(180_000);
  const user = await createUser(request, {
    name: 'Lucía Herrera',
    accounts: [{ name: 'Bancolombia', opening_balance: 0 }],
  });
  await seedReportData(request, user.token);
  await signInWithToken(page, user.token);

  await page.goto('/reports');
  const tabs = page.getByRole('tab');
  await expect(tabs.first()).toBeVisible();
  const count = await tabs.count();
  for (let index = 0; index < count; index += 1) {
    const tab = tabs.nth(index);
    await tab.click();
    await expect(tab).toHaveAttribute('aria-selected', 'true');
    // Every tab is on screen: none is cut at the edge of a strip.
    const box = await tab.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
    await page.waitForLoadState('networkidle');
    await expect(page.locator('.mantine-Loader-root, .mantine-Skeleton-root')).toHaveCount(0);
    expect(await pageWidth(page), `page width on «${await tab.textContent()}»`).toBeLessThanOrEqual(390);
    // No chart is scrolled sideways inside its frame.
    const scrolled = await page
      .locator('figure .mantine-ScrollArea-viewport')
      .evaluateAll(
        (viewports) => viewports.filter((viewport) => viewport.scrollWidth > viewport.clientWidth + 1).length,
      );
    expect(scrolled).toBe(0);
    await keepScreenshot(page, `reports-${index}-390.png`, { fullPage: true });
  }

  await page.goto('/budget');
  const row = page.getByRole('listitem', { name: 'Supermercado' });
  await expect(row).toBeVisible();
  expect(await pageWidth(page)).toBeLessThanOrEqual(390);
  await keepScreenshot(page, 'budget-390.png', { fullPage: true });
  // Two lines: the name (with its bar) and the amounts; three lines took about 170 px.
  const height = (await row.boundingBox())?.height ?? 0;
  expect(height).toBeLessThanOrEqual(120);
});
