import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { startCommand } from './start-command.ts';

describe('startCommand', () => {
  it("reads npm start's memory settings (decision 011)", () => {
    const start = startCommand();
    expect(start.flags).toContain('--max-semi-space-size=16');
    // Large imports reach the collector at run time; the start flag cost every cold start (decision 063).
    expect(start.flags).not.toContain('--expose-gc');
    expect(start.env).toEqual({ MALLOC_MMAP_THRESHOLD_: '131072' });
  });

  it('gives flags this Node accepts, so a mistyped one fails here and not at start', () => {
    const start = startCommand();
    const result = spawnSync(process.execPath, [...start.flags, '-e', 'process.exit(0)'], {
      encoding: 'utf8',
      env: { ...process.env, ...start.env },
    });
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
  });

  it('reads any variables and flags, or none, and refuses a start script that does not run the server', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'start-command-'));
    const file = path.join(dir, 'package.json');
    const write = (start: string) => writeFileSync(file, JSON.stringify({ scripts: { start } }));
    try {
      write('npm run build && A_B=1 C=x=y node --a=1  --b apps/api/src/server/server.js');
      expect(startCommand(file)).toEqual({ env: { A_B: '1', C: 'x=y' }, flags: ['--a=1', '--b'] });
      write('node apps/api/src/server/server.js');
      expect(startCommand(file)).toEqual({ env: {}, flags: [] });
      // Quoted values and other commands around it, as a shell reads them.
      write(`node build.ts --force; A="x y" node --b apps/api/src/server/server.js --port 1 | tee log`);
      expect(startCommand(file)).toEqual({ env: { A: 'x y' }, flags: ['--b'] });
      write('vite preview');
      expect(() => startCommand(file)).toThrow(/server\.js/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
