/**
 * What a cold browser downloads to show the web app, measured in Debian's Chromium against a
 * running server (BASE, default http://127.0.0.1:4321):
 *
 *   DATA_DIR=<the server's> node bench/web-delivery.ts sign-up     a user with six months of data; prints its token
 *   [TOKEN=…] node bench/web-delivery.ts transfer /login /         bytes transferred per page, empty cache
 *   [TOKEN=…] [RUNS=5] node bench/web-delivery.ts slow /login /    FCP and LCP on a slow phone network (150 ms, 1.6 Mbit/s)
 *   TOKEN=… [VISITED=1] node bench/web-delivery.ts profile <dir>   a Chromium profile signed in with TOKEN and no
 *                                                                  HTTP cache, for `lighthouse --chrome-flags=--user-data-dir=<dir>`
 *                                                                  (VISITED=1: the home screen opened once before)
 *
 * Figures and the Lighthouse commands: bench/RESULTS.md.
 */
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { chromium, type BrowserContext } from '@playwright/test';

const base = process.env.BASE ?? 'http://127.0.0.1:4321';
const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const token = process.env.TOKEN;
const seedToken = (value: string) => `localStorage.setItem('auth_token', ${JSON.stringify(value)})`;

async function post<T>(url: string, body: unknown, bearer?: string): Promise<T> {
  const response = await fetch(base + url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(bearer ? { authorization: `Bearer ${bearer}` } : {}) },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${url} answered ${response.status}: ${await response.text()}`);
  return ((await response.json()) as { data: T }).data;
}

/** The verification code of the mail the server wrote to DATA_DIR/mail for `email`. */
async function emailCode(email: string): Promise<string> {
  const outbox = path.join(process.env.DATA_DIR ?? 'data', 'mail');
  for (let attempt = 0; attempt < 50; attempt++) {
    // The folder appears with the first mail the server writes, a moment after the request.
    const files = existsSync(outbox) ? readdirSync(outbox, { withFileTypes: true }) : [];
    for (const file of files.filter((entry) => entry.isFile())) {
      const mail = readFileSync(path.join(outbox, file.name), 'latin1').replace(/=\r?\n/g, '');
      if (mail.includes(email)) return /n es: (\d{6})/.exec(mail)![1]!;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no code for ${email} in ${outbox}`);
}

async function signUp(): Promise<void> {
  const email = `delivery-${Date.now()}@example.com`;
  const { otp_id } = await post<{ otp_id: string }>('/api/auth/validate-email', { email });
  await post('/api/auth/confirm-otp', { otp_id, code: await emailCode(email) });
  const { auth_token } = await post<{ auth_token: string }>('/api/auth/register', {
    otp_id,
    email,
    name: 'Laura Gómez',
    password: 'Clave-segura-2025',
  });
  await post(
    '/api/configuration',
    { country: 'CO', base_currency: 'COP', month_start_day: 1, is_completed: true },
    auth_token,
  );
  const account = await post<{ id: string }>(
    '/api/accounts',
    { name: 'Bancolombia', opening_balance: 1_500_000, type: 'checking', currency: 'COP' },
    auth_token,
  );
  const categories = (await (
    await fetch(`${base}/api/categories`, { headers: { authorization: `Bearer ${auth_token}` } })
  ).json()) as { data: { id: string; name: string }[] };
  const category = (name: string) => categories.data.find((found) => found.name === name)?.id ?? null;
  const now = new Date();
  // Six months of salary, rent and spending, so the home screen draws its charts.
  for (let back = 5; back >= 0; back--) {
    const month = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1)).toISOString().slice(0, 7);
    for (const row of [
      { amount: 4_000_000, payee: 'Empresa SAS', category_id: category('Salario') },
      { amount: -1_500_000, payee: 'Arriendo', category_id: category('Alquiler o hipoteca') },
      { amount: -420_000 - back * 10_000, payee: 'Éxito', category_id: category('Supermercado') },
      { amount: -180_000, payee: 'Crepes & Waffles', category_id: category('Restaurantes') },
    ]) {
      await post(
        '/api/transactions',
        { account_id: account.id, date: `${month}-01`, notes: '', tags: [], ...row },
        auth_token,
      );
    }
  }
  console.log(auth_token);
}

async function freshContext(launch: Awaited<ReturnType<typeof chromium.launch>>): Promise<BrowserContext> {
  const context = await launch.newContext({ viewport: { width: 412, height: 823 } });
  if (token) await context.addInitScript(seedToken(token));
  return context;
}

async function transfer(paths: string[]): Promise<void> {
  const browser = await chromium.launch({ executablePath, args: ['--no-sandbox'] });
  for (const pagePath of paths) {
    const context = await freshContext(browser);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    const bytes = new Map<string, { url: string; size: number }>();
    cdp.on('Network.responseReceived', (event) => bytes.set(event.requestId, { url: event.response.url, size: 0 }));
    cdp.on('Network.loadingFinished', (event) => {
      const response = bytes.get(event.requestId);
      if (response) response.size = event.encodedDataLength;
    });
    await page.goto(base + pagePath, { waitUntil: 'networkidle' });
    const all = [...bytes.values()];
    const kib = (rows: typeof all) => (rows.reduce((sum, row) => sum + row.size, 0) / 1024).toFixed(1);
    console.log(
      `${pagePath}: ${all.length} responses, ${kib(all)} KiB transferred (${kib(all.filter((row) => !row.url.includes('/api/')))} KiB of files), "${await page.title()}"`,
    );
    await context.close();
  }
  await browser.close();
}

async function slow(paths: string[]): Promise<void> {
  const runs = Number(process.env.RUNS ?? 5);
  const browser = await chromium.launch({ executablePath, args: ['--no-sandbox'] });
  for (const pagePath of paths) {
    const results: { fcp: number; lcp: number }[] = [];
    for (let run = 0; run < runs; run++) {
      const context = await freshContext(browser);
      await context.addInitScript(
        "window.__lcp = 0; new PerformanceObserver((list) => { for (const entry of list.getEntries()) window.__lcp = entry.startTime; }).observe({ type: 'largest-contentful-paint', buffered: true });",
      );
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: 150,
        downloadThroughput: (1.6 * 1024 * 1024) / 8,
        uploadThroughput: (750 * 1024) / 8,
      });
      await page.goto(base + pagePath, { waitUntil: 'networkidle' });
      results.push(
        await page.evaluate<{ fcp: number; lcp: number }>(
          "({ fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0, lcp: window.__lcp })",
        ),
      );
      await context.close();
    }
    const median = (key: 'fcp' | 'lcp') =>
      Math.round(results.map((result) => result[key]).sort((a, b) => a - b)[Math.floor(runs / 2)]!);
    console.log(`${pagePath}: FCP ${median('fcp')} ms, LCP ${median('lcp')} ms (median of ${runs})`);
  }
  await browser.close();
}

async function profile(dir: string): Promise<void> {
  if (!token) throw new Error('TOKEN is required');
  rmSync(dir, { recursive: true, force: true });
  const context = await chromium.launchPersistentContext(dir, { executablePath, args: ['--no-sandbox'] });
  const page = await context.newPage();
  await page.goto(`${base}/login`);
  await page.evaluate(seedToken(token));
  // VISITED=1: the home screen opened once, as after signing in on this device, so what the app
  // keeps between visits (the time zone, the home screen's first view) is there, as on a phone
  // that opens the app again with its downloaded files evicted.
  if (process.env.VISITED === '1') {
    await page.goto(`${base}/`);
    await page.getByText('Tu mes:').waitFor();
    await page.waitForLoadState('networkidle');
  }
  await context.close();
  // A cold visit: the session stays, the downloaded files go (the service worker's copies too).
  for (const cache of ['Cache', 'Code Cache', 'Service Worker'])
    rmSync(path.join(dir, 'Default', cache), { recursive: true, force: true });
}

const [command, ...args] = process.argv.slice(2);
if (command === 'sign-up') await signUp();
else if (command === 'transfer') await transfer(args);
else if (command === 'slow') await slow(args);
else if (command === 'profile' && args[0]) await profile(args[0]);
else throw new Error('usage: node bench/web-delivery.ts sign-up | transfer <paths…> | slow <paths…> | profile <dir>');
