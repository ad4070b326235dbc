import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  decideWebBuild,
  ensureWebBuild,
  STAMP_FILE,
  webBuildInputFiles,
  webInputsHash,
} from '../../../web/scripts/build-if-changed.ts';

// A repository in miniature: the web app's inputs, and a build that writes dist/index.html.
let root: string;
let distDir: string;
let builds: number;
const env = { PATH: '/usr/bin' };

function write(file: string, content: string): void {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), content);
}

function start(options: { env?: NodeJS.ProcessEnv; force?: boolean; buildStatus?: number } = {}): number {
  return ensureWebBuild({
    root,
    distDir,
    env: options.env ?? env,
    force: options.force ?? false,
    log: () => {},
    build: () => {
      builds += 1;
      rmSync(distDir, { recursive: true, force: true });
      if (options.buildStatus) return options.buildStatus;
      write('apps/web/dist/index.html', '<!doctype html>');
      return 0;
    },
  });
}

beforeEach(() => {
  root = mkdtempSync(path.join(os.tmpdir(), 'cc-web-stamp-'));
  distDir = path.join(root, 'apps/web/dist');
  builds = 0;
  write('apps/web/src/main.tsx', 'render();');
  write('apps/web/src/lib/money.ts', 'export const cents = 100;');
  write('apps/web/src/lib/money.test.ts', 'test();');
  write('apps/web/public/robots.txt', 'User-agent: *');
  write('apps/web/index.html', '<div id="root"></div>');
  write('apps/web/vite.config.ts', 'export default {};');
  write('apps/web/package.json', '{}');
  write('packages/shared/src/contract.ts', 'export {};');
  write('package-lock.json', '{"lockfileVersion":3}');
});

describe('the web build stamp', () => {
  it('builds when there is no build yet, then skips while nothing changed', () => {
    expect(start()).toBe(0);
    expect(start()).toBe(0);
    expect(start()).toBe(0);
    expect(builds).toBe(1);
  });

  it.each([
    ['a source file', 'apps/web/src/lib/money.ts'],
    ['a new source file', 'apps/web/src/lib/dates.ts'],
    ['a public file', 'apps/web/public/robots.txt'],
    ['index.html', 'apps/web/index.html'],
    ['the Vite config', 'apps/web/vite.config.ts'],
    ['the shared contract', 'packages/shared/src/contract.ts'],
    ['the lock file', 'package-lock.json'],
  ])('builds again after a change to %s', (_what, file) => {
    start();
    write(file, 'changed');
    start();
    expect(builds).toBe(2);
    start();
    expect(builds).toBe(2);
  });

  it('does not build again for a unit test, which is not part of the bundle', () => {
    start();
    write('apps/web/src/lib/money.test.ts', 'another test();');
    start();
    expect(builds).toBe(1);
    expect(webBuildInputFiles(root)).not.toContain('apps/web/src/lib/money.test.ts');
  });

  it('builds again when a VITE_ variable compiled into the bundle changes', () => {
    start();
    start({ env: { ...env, VITE_API_URL: 'https://api.example.com' } });
    start({ env: { ...env, VITE_API_URL: 'https://api.example.com', UNRELATED: '1' } });
    expect(builds).toBe(2);
  });

  it('builds again when dist or its stamp is gone', () => {
    start();
    rmSync(path.join(distDir, STAMP_FILE));
    expect(decideWebBuild(distDir, webInputsHash(root, env))).toEqual({
      build: true,
      reason: 'la compilación previa no tiene sello',
    });
    start();
    rmSync(distDir, { recursive: true });
    start();
    expect(builds).toBe(3);
  });

  it('leaves no stamp after a failed build, so the next start tries again', () => {
    expect(start({ buildStatus: 2 })).toBe(2);
    expect(decideWebBuild(distDir, webInputsHash(root, env)).build).toBe(true);
    start();
    expect(builds).toBe(2);
  });

  it('builds when forced, and stamps that build', () => {
    start();
    start({ force: true });
    start();
    expect(builds).toBe(2);
  });

  it('hashes the inputs the same way every time and differently for other content', () => {
    const first = webInputsHash(root, env);
    expect(webInputsHash(root, env)).toBe(first);
    write('apps/web/src/main.tsx', 'render( );');
    expect(webInputsHash(root, env)).not.toBe(first);
  });
});
