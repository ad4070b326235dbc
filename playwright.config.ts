import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 4310);

// Drives Debian's Chromium (never a downloaded browser) against the real built app, which
// e2e/global-setup.ts starts with a fresh data directory (its embedded PostgreSQL, as npm start
// runs it) and a local SMTP server.
export default defineConfig({
  testDir: './e2e',
  testMatch: '**/*.spec.ts',
  globalSetup: './e2e/global-setup.ts',
  // Tests, not whole files, go to the workers: a long file near the end no longer leaves the other
  // workers idle. Every test makes its own users; billing.spec.ts is serial and dark-mode.spec.ts
  // makes its user per worker (docs/testing.md).
  fullyParallel: true,
  workers: Number(process.env.E2E_WORKERS ?? 3),
  retries: process.env.CI ? 1 : 0,
  // Generous on purpose: on a slow two-core machine, three browsers and the server share the cores
  // and the longest flows take 35 s alone and over 60 s side by side. Assertions wait up to 15 s:
  // on a machine with slow page faults the whole suite ran 3× slower, and a report that shows in
  // 2 s elsewhere once took over 10 s to appear beside another browser.
  timeout: 120_000,
  expect: { timeout: 15_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    locale: 'es-ES',
    timezoneId: 'Europe/Madrid',
    trace: 'retain-on-failure',
    // The app's service worker precaches every script of the build in the background (decision
    // 037): blocked here so each test's fresh browser does not download them all; pwa.spec.ts
    // allows it.
    serviceWorkers: 'block',
    // The app stills its animations when asked (theme.ts, global.css): three Chromiums drawing in
    // software on two cores spent a quarter of the step's CPU compositing them (docs/testing.md).
    reducedMotion: 'reduce',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'desktop', use: { ...devices['Desktop Chrome'], channel: undefined } }],
});
