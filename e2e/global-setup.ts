import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { startCommand } from '../apps/api/src/server/start-command.ts';
import { seedE2EStaff } from './support/staff-seed.ts';

const root = path.resolve(import.meta.dirname, '..');

/**
 * Starts a local SMTP server that stores every mail as a file, then the real app (built web +
 * API) on a fresh data directory with SMTP_URL pointing at it. Returns the teardown.
 */
export default async function globalSetup() {
  // E2E_WEB_DIST lets a run use a build of its own (several people testing side by side).
  const webDist = path.resolve(root, process.env.E2E_WEB_DIST ?? 'apps/web/dist');
  if (!existsSync(path.join(webDist, 'index.html'))) {
    throw new Error(
      `Build the web app first: npm run build -w apps/web (npm run test:e2e does it); looked in ${webDist}`,
    );
  }
  const port = Number(process.env.E2E_PORT ?? 4310);
  // A server left on the port (another run, a crashed one) would answer the health check and the
  // tests would silently run against it, with a data directory this run cannot read.
  if (await answers(`http://127.0.0.1:${port}/api/health`)) {
    throw new Error(`Port ${port} is already in use: stop that server or set E2E_PORT to a free port`);
  }
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'cc-e2e-'));
  const inbox = path.join(dataDir, 'smtp-inbox');
  mkdirSync(inbox, { recursive: true });
  // The support agent, granted before the server starts (support.spec.ts).
  await seedE2EStaff(dataDir);

  let count = 0;
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        count += 1;
        writeFileSync(path.join(inbox, `${Date.now()}-${String(count).padStart(4, '0')}.eml`), Buffer.concat(chunks));
        callback();
      });
    },
  });
  const smtpPort = await new Promise<number>((resolve) => {
    smtp.listen(0, '127.0.0.1', () => resolve((smtp.server.address() as { port: number }).port));
  });

  process.env.E2E_DATA_DIR = dataDir;
  process.env.E2E_INBOX = inbox;

  const start = startCommand();
  const server = spawn(process.execPath, [...start.flags, 'apps/api/src/server/server.js'], {
    cwd: root,
    env: {
      ...start.env,
      ...process.env,
      NODE_ENV: 'development',
      PORT: String(port),
      HOST: '127.0.0.1',
      APP_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      WEB_DIST_DIR: webDist,
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      LOG_LEVEL: 'warn',
      AUTH_RATE_LIMIT_MAX: '1000',
      RATE_LIMIT_MAX: '100000',
      OTP_RESEND_SECONDS: '5',
      // Reminder notices within seconds, so the notification test waits for a real scheduler tick.
      SCHEDULER_INTERVAL_MS: '2000',
      // The mail provider's webhook of forwarded bank alerts (decision 035), posted to by e2e/mail-alerts.spec.ts.
      INBOUND_MAIL_SECRET: process.env.INBOUND_MAIL_SECRET ?? 'e2e-inbound-mail-secret',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  try {
    await waitForHealth(`http://127.0.0.1:${port}/api/health`, server);
  } catch (err) {
    // Do not leave a server holding the port for the next run.
    server.kill('SIGKILL');
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
    throw err;
  }

  return async () => {
    // A server that already exited (it crashed, or something stopped it mid-run) sends no 'exit'
    // event again: waiting for one would hang the run after its last test.
    if (server.exitCode === null && server.signalCode === null) {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
    } else console.error(`The app had already stopped (${server.exitCode ?? server.signalCode}) before the run ended.`);
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
    writeFileSync(path.join(dataDir, 'done'), '');
  };
}

async function answers(url: string): Promise<boolean> {
  try {
    await fetch(url, { signal: AbortSignal.timeout(2_000) });
    return true;
  } catch {
    return false;
  }
}

async function waitForHealth(url: string, server: ReturnType<typeof spawn>) {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the app exited with code ${server.exitCode}`);
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('the app did not become healthy within 30 s');
}
