import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

// What the specs share to check a screen with axe-core (docs/accessibility.md): WCAG 2.2 A and AA,
// colour contrast included, in the scheme and at the width the page is in.

export const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

export type Mode = { scheme: 'light' | 'dark'; width: number };

/**
 * The rules the colour scheme can change. The dark scheme is the same components drawing the same
 * elements in other colours (Mantine's CSS variables: nothing in the app reads the scheme to draw
 * something else, only the scheme pickers show which one is chosen), so a screen whose full check
 * passes in the light scheme at a width can only fail in the dark one on colour: text against its
 * background, and a link told apart from the text around it.
 */
export const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/** The four modes every main screen is checked in. */
export const MODES: Mode[] = [
  { scheme: 'light', width: 1280 },
  { scheme: 'dark', width: 1280 },
  { scheme: 'light', width: 390 },
  { scheme: 'dark', width: 390 },
];

/** Puts the page in a mode: a desktop or a 390 px phone, the device asking for a light or dark scheme. */
export async function useMode(page: Page, mode: Mode): Promise<void> {
  await page.setViewportSize({ width: mode.width, height: mode.width > 600 ? 900 : 844 });
  await page.emulateMedia({ colorScheme: mode.scheme });
}

/** Waits until the screen is what the user ends up seeing: its heading, no request, no skeleton. */
export async function settled(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page.locator('.mantine-Skeleton-root, .mantine-Loader-root')).toHaveCount(0);
}

/**
 * The critical and serious violations on the page (or inside `scope`), one line per rule with the
 * elements it found: a spec expects `[]`, and a failure names what to fix. `rules` narrows the
 * check to those rules (COLOUR_RULES) instead of every WCAG 2.2 A/AA one.
 */
export async function seriousViolations(page: Page, scope?: string, rules?: string[]): Promise<string[]> {
  let builder = new AxeBuilder({ page });
  builder = rules ? builder.withRules(rules) : builder.withTags(WCAG);
  if (scope) builder = builder.include(scope);
  const { violations } = await builder.analyze();
  return violations
    .filter((violation) => violation.impact === 'critical' || violation.impact === 'serious')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}
