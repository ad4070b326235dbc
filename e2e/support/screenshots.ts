import { test, type Page } from '@playwright/test';

/**
 * Keeps a picture of the screen in the test's output folder for a person to look at (light, dark,
 * 390 px), when E2E_SCREENSHOTS is set. CI sets nothing: nobody looks at them there, and a full-page
 * PNG of a long screen costs a second of a loaded core. A failing test still gets Playwright's own
 * screenshot (playwright.config.ts).
 */
export async function keepScreenshot(page: Page, name: string, options: { fullPage?: boolean } = {}): Promise<void> {
  if (!process.env.E2E_SCREENSHOTS) return;
  await page.screenshot({ path: test.info().outputPath(name), fullPage: options.fullPage ?? false });
}
