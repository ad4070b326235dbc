import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { openConfiguredDatabase } from '../db/open.ts';
import { users } from '../db/schema/index.ts';
import { uuidv7 } from '../lib/ids.ts';
import { isStaff } from '../modules/support/staff.ts';
import { runStaffCommand } from './staff-command.ts';
import { call, createTestApp, registerUser } from '../../test/helpers/test-app.ts';

const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

function capture() {
  const lines: string[] = [];
  const errors: string[] = [];
  return {
    lines,
    errors,
    out: { log: (line: string) => lines.push(line), error: (line: string) => errors.push(line) },
  };
}

describe('npm run staff on the embedded PostgreSQL of DATA_DIR', () => {
  it('grants, lists and revokes by email, with the server stopped or running', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'cc-staff-'));
    dirs.push(dataDir);
    const config = loadConfig({ DATA_DIR: dataDir, NODE_ENV: 'test' });
    // A user registered earlier by the server, in the same place the server keeps its database.
    const seeded = await openConfiguredDatabase(config);
    const userId = uuidv7();
    await seeded.database.db
      .insert(users)
      .values({ id: userId, email: 'marta@example.com', name: 'Marta Soporte', passwordHash: 'x' });
    await seeded.close();
    const env = { DATA_DIR: dataDir };

    // With the server stopped, the command starts the embedded server itself and stops it after.
    const granted = capture();
    expect(await runStaffCommand(['grant', 'Marta@Example.com'], env, granted.out)).toBe(0);
    expect(granted.lines).toEqual([
      'marta@example.com (Marta Soporte) ya puede atender la bandeja de soporte en /support/inbox.',
    ]);

    const again = capture();
    expect(await runStaffCommand(['grant', 'marta@example.com'], env, again.out)).toBe(0);
    expect(again.lines[0]).toBe('marta@example.com (Marta Soporte) ya tenía acceso a la bandeja de soporte.');

    const listed = capture();
    expect(await runStaffCommand(['list'], env, listed.out)).toBe(0);
    expect(listed.lines).toEqual([
      expect.stringMatching(/^marta@example\.com\tMarta Soporte\tdesde \d{4}-\d{2}-\d{2}$/),
    ]);

    const unknown = capture();
    expect(await runStaffCommand(['grant', 'nadie@example.com'], env, unknown.out)).toBe(1);
    expect(unknown.errors[0]).toMatch(
      /^No hay ninguna cuenta con el correo nadie@example\.com \(PostgreSQL integrado en .*\)\. La persona debe registrarse primero\.$/,
    );

    // With the server running, the command goes through the server's own socket: the change is
    // there at once, and the server keeps running.
    const running = await openConfiguredDatabase(config);
    try {
      const revoked = capture();
      expect(await runStaffCommand(['revoke', 'marta@example.com'], env, revoked.out)).toBe(0);
      expect(revoked.lines[0]).toBe('marta@example.com (Marta Soporte) ya no tiene acceso a la bandeja de soporte.');
      expect(await isStaff(running.database.db, userId)).toBe(false);
    } finally {
      await running.close();
    }
  }, 60_000);

  it('explains its usage and exits 2 on a wrong command, as a real process', () => {
    const result = spawnSync(process.execPath, [path.resolve(import.meta.dirname, 'staff.ts'), 'grant'], {
      encoding: 'utf8',
      env: { ...process.env, DATA_DIR: '/nonexistent-never-opened' },
    });
    expect(result.status).toBe(2);
    expect(result.stderr).toContain('Uso: npm run staff -- <orden>');
    expect(result.stderr).toContain('con el servidor en marcha o sin él');
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('npm run staff on DATABASE_URL', () => {
  it('grants access that the running API sees at once', async () => {
    const ctx = await createTestApp();
    try {
      const staff = await registerUser(ctx);
      expect((await call(ctx, 'GET', '/api/support/inbox', { token: staff.token })).status).toBe(404);
      const out = capture();
      expect(await runStaffCommand(['grant', staff.email], { DATABASE_URL: ctx.database.url! }, out.out)).toBe(0);
      expect(out.lines[0]).toContain('ya puede atender la bandeja de soporte');
      expect((await call(ctx, 'GET', '/api/support/inbox', { token: staff.token })).status).toBe(200);
    } finally {
      await ctx.close();
    }
  });
});
