/**
 * The accessibility sweep (docs/accessibility.md): every screen state of sweep-states.ts in four
 * modes (light and dark, 1280 and 390 px), checked by axe-core against WCAG 2.2 A/AA, with a
 * full-page screenshot of each and a keyboard pass that counts the controls whose focus does not
 * show. Not a test: it prints a table to compare before and after a change.
 *
 *   node apps/web/scripts/build-if-changed.ts
 *   E2E_PORT=4480 node e2e/tools/axe-sweep.ts [--only dashboard,budget] [--modes dark-390]
 *
 * It starts the built app the way the Playwright run does (e2e/global-setup.ts: a fresh data
 * directory and a local mail server), seeds its users through the API, and stops it at the end.
 * Screenshots go to /tmp/a11y-shots (SWEEP_SHOTS), the full results to /tmp/a11y-sweep.json.
 */
import { AxeBuilder } from '@axe-core/playwright';
import { chromium, request, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import globalSetup from '../global-setup.ts';
import { countUnfocusable } from './focus-check.ts';
import { seedUsers, sweepStates, type SweepState, type Users } from './sweep-states.ts';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];
const IMPACTS = ['critical', 'serious', 'moderate', 'minor'] as const;
const MODES = [
  { name: 'light-1280', scheme: 'light', width: 1280, height: 900, forced: false },
  { name: 'dark-1280', scheme: 'dark', width: 1280, height: 900, forced: false },
  { name: 'light-390', scheme: 'light', width: 390, height: 844, forced: false },
  { name: 'dark-390', scheme: 'dark', width: 390, height: 844, forced: false },
  // Only when asked for (--modes forced-1280): the system's high-contrast colours (Windows
  // contrast themes), to look at the screenshots; axe's contrast figures mean little there.
  { name: 'forced-1280', scheme: 'dark', width: 1280, height: 900, forced: true },
] as const;
type Mode = (typeof MODES)[number];

type Result = {
  state: string;
  mode: string;
  /** Per impact: how many rules failed and on how many elements. */
  impacts: Record<string, { rules: number; nodes: number }>;
  rules: string[];
  overflow: number;
  noFocusRing: string[];
  error?: string;
};

function argument(name: string): string[] | undefined {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? process.argv[index + 1]?.split(',') : undefined;
}

async function settle(page: Page): Promise<void> {
  await page
    .locator('h1, [role="dialog"]')
    .first()
    .waitFor({ timeout: 20_000 })
    .catch(() => undefined);
  await page.waitForLoadState('networkidle').catch(() => undefined);
  const busy = page.locator('.mantine-Skeleton-root, .mantine-Loader-root');
  for (let tries = 0; tries < 40 && (await busy.count()) > 0; tries += 1) await page.waitForTimeout(250);
  // Charts animate in; the screenshot and the contrast check read them as they end up.
  await page.waitForTimeout(600);
}

/** One browser context per mode and user, so the app's files load once per mode, not per state. */
function contexts(browser: Browser, baseURL: string, users: Users) {
  const open = new Map<string, BrowserContext>();
  return {
    async page(state: SweepState, mode: Mode): Promise<Page> {
      const key = `${mode.name}/${state.user}`;
      let context = open.get(key);
      if (!context) {
        context = await browser.newContext({
          baseURL,
          viewport: { width: mode.width, height: mode.height },
          colorScheme: mode.scheme,
          forcedColors: mode.forced ? 'active' : 'none',
          locale: 'es-ES',
          timezoneId: 'Europe/Madrid',
          serviceWorkers: 'block',
        });
        const token = state.user === 'none' ? null : users[state.user];
        if (token) await context.addInitScript((value) => localStorage.setItem('auth_token', value), token);
        open.set(key, context);
      }
      return context.newPage();
    },
    async closeAll() {
      for (const context of open.values()) await context.close();
    },
  };
}

async function sweepOne(page: Page, users: Users, state: SweepState, mode: Mode) {
  const result: Result = { state: state.name, mode: mode.name, impacts: {}, rules: [], overflow: 0, noFocusRing: [] };
  try {
    await page.goto(state.path(users));
    await settle(page);
    if (state.act) {
      await state.act(page);
      await settle(page);
    }
    let builder = new AxeBuilder({ page }).withTags(TAGS);
    if (state.scope) builder = builder.include(state.scope);
    const { violations } = await builder.analyze();
    for (const impact of IMPACTS) {
      const found = violations.filter((violation) => violation.impact === impact);
      result.impacts[impact] = { rules: found.length, nodes: found.reduce((sum, v) => sum + v.nodes.length, 0) };
    }
    result.rules = violations.map(
      (v) =>
        `${v.impact} ${v.id} ×${v.nodes.length}: ${v.nodes
          .slice(0, 4)
          .map((n) => n.target.join(' '))
          .join(' | ')}`,
    );
    result.overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    const shots = process.env.SWEEP_SHOTS ?? '/tmp/a11y-shots';
    await page.screenshot({
      path: path.join(shots, `${state.name.replaceAll(' ', '-')}--${mode.name}.png`),
      fullPage: true,
    });
    // The ring does not depend on the width: checked at 1280 only, where every control is shown.
    if (!state.act && mode.width > 600) result.noFocusRing = await countUnfocusable(page);
  } catch (error) {
    result.error = error instanceof Error ? error.message.split('\n')[0] : String(error);
  } finally {
    await page.close();
  }
  return result;
}

function cell(result: Result | undefined): string {
  if (!result) return '';
  if (result.error) return 'error';
  const { critical, serious } = result.impacts;
  const text = `${critical?.rules ?? 0}c/${critical?.nodes ?? 0} ${serious?.rules ?? 0}s/${serious?.nodes ?? 0}`;
  const extra = [
    result.overflow > 0 ? `↔${result.overflow}` : '',
    result.noFocusRing.length > 0 ? `f${result.noFocusRing.length}` : '',
  ];
  return [text, ...extra].filter(Boolean).join(' ');
}

async function main() {
  const port = Number((process.env.E2E_PORT ??= '4480'));
  const baseURL = `http://127.0.0.1:${port}`;
  mkdirSync(process.env.SWEEP_SHOTS ?? '/tmp/a11y-shots', { recursive: true });
  const only = argument('only');
  const modeNames = argument('modes');
  const states = sweepStates.filter((state) => !only || only.includes(state.name));
  const modes = MODES.filter((mode) => (modeNames ? modeNames.includes(mode.name) : !mode.forced));

  const teardown = await globalSetup();
  // Ctrl-C still stops the app and its database.
  process.once('SIGINT', () => void teardown().finally(() => process.exit(130)));
  process.once('SIGTERM', () => void teardown().finally(() => process.exit(143)));
  const api = await request.newContext({ baseURL });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
  });
  const results: Result[] = [];
  try {
    const users = await seedUsers(api);
    const pool = contexts(browser, baseURL, users);
    for (const state of states)
      for (const mode of modes) {
        const result = await sweepOne(await pool.page(state, mode), users, state, mode);
        results.push(result);
        console.error(`${state.name} ${mode.name}: ${cell(result)}${result.error ? ` ${result.error}` : ''}`);
      }
    await pool.closeAll();
  } finally {
    await browser.close();
    await api.dispose();
    await teardown();
  }

  writeFileSync(process.env.SWEEP_JSON ?? '/tmp/a11y-sweep.json', JSON.stringify(results, null, 2));
  const lines = [
    `| state | ${modes.map((mode) => mode.name).join(' | ')} |`,
    `| --- |${' --- |'.repeat(modes.length)}`,
  ];
  for (const state of states) {
    const cells = modes.map((mode) => cell(results.find((r) => r.state === state.name && r.mode === mode.name)));
    lines.push(`| ${state.name} | ${cells.join(' | ')} |`);
  }
  const total = (impact: string, key: 'rules' | 'nodes') =>
    results.reduce((sum, result) => sum + (result.impacts[impact]?.[key] ?? 0), 0);
  lines.push(
    '',
    IMPACTS.map((impact) => `${impact}: ${total(impact, 'rules')} rules, ${total(impact, 'nodes')} elements`).join(
      '; ',
    ),
  );
  lines.push(`controls without a visible focus: ${results.reduce((sum, r) => sum + r.noFocusRing.length, 0)}`);
  console.log(lines.join('\n'));
  console.log('\nRules:');
  for (const result of results)
    for (const rule of [...result.rules, ...result.noFocusRing.map((item) => `focus ${item}`)])
      console.log(`${result.state} ${result.mode}: ${rule}`);
}

await main();
