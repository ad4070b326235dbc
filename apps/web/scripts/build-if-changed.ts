/**
 * Builds the web app only when something it is built from changed since the last build.
 *
 *   node apps/web/scripts/build-if-changed.ts            build if needed (npm start, npm run test:e2e)
 *   node apps/web/scripts/build-if-changed.ts --force    build anyway (npm run build)
 *
 * After a successful build it writes a stamp into dist: a hash of every input file's path and
 * content. The next run hashes the inputs again (a few hundred small files, well under a second)
 * and skips Vite (10 s or more on a small machine) when the hash matches.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** What `vite build` reads, relative to the repository root (the lock file stands for node_modules). */
export const WEB_BUILD_INPUTS = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/tsconfig.json',
  'apps/web/package.json',
  'packages/shared/src',
  'packages/shared/package.json',
  'package-lock.json',
];

/** Lives in dist, so deleting dist or a build that empties it and fails both mean "build again". */
export const STAMP_FILE = '.build-stamp';

// Unit tests sit next to the code in src but are never part of the bundle.
const isTestFile = (file: string) => /\.test\.tsx?$/.test(file);

/** The input files that exist, relative to root, in a fixed order. */
export function webBuildInputFiles(root: string): string[] {
  const files: string[] = [];
  for (const input of WEB_BUILD_INPUTS) {
    const full = path.join(root, input);
    if (!existsSync(full)) continue;
    if (!statSync(full).isDirectory()) {
      files.push(input);
      continue;
    }
    for (const entry of readdirSync(full, { recursive: true, encoding: 'utf8' })) {
      const file = path.posix.join(input, entry.split(path.sep).join('/'));
      if (!isTestFile(file) && statSync(path.join(root, file)).isFile()) files.push(file);
    }
  }
  return files.sort();
}

/** A hash of every input file's path and content, and of the VITE_* variables Vite compiles in. */
export function webInputsHash(root: string, env: NodeJS.ProcessEnv = process.env): string {
  const hash = createHash('sha256');
  for (const file of webBuildInputFiles(root)) {
    hash
      .update(`${file}\0`)
      .update(readFileSync(path.join(root, file)))
      .update('\0');
  }
  const viteVariables = Object.keys(env)
    .filter((name) => name.startsWith('VITE_'))
    .sort();
  for (const name of viteVariables) hash.update(`${name}=${env[name]}\0`);
  return hash.digest('hex');
}

export type BuildDecision = { build: false } | { build: true; reason: string };

export function decideWebBuild(distDir: string, inputsHash: string): BuildDecision {
  if (!existsSync(path.join(distDir, 'index.html'))) return { build: true, reason: 'no hay compilación previa' };
  const stampFile = path.join(distDir, STAMP_FILE);
  if (!existsSync(stampFile)) return { build: true, reason: 'la compilación previa no tiene sello' };
  if (readFileSync(stampFile, 'utf8').trim() !== inputsHash)
    return { build: true, reason: 'cambió el código de la app web' };
  return { build: false };
}

export type EnsureOptions = {
  root: string;
  distDir: string;
  force?: boolean;
  env?: NodeJS.ProcessEnv;
  /** Runs the build; returns its exit status. */
  build: () => number;
  log?: (message: string) => void;
};

/** Builds when needed and stamps the result; returns the exit status (the build's, or 0 when skipped). */
export function ensureWebBuild({
  root,
  distDir,
  force = false,
  env = process.env,
  build,
  log = console.log,
}: EnsureOptions): number {
  // Hashed before building: a file saved during the build leaves a stamp that no longer matches.
  const inputsHash = webInputsHash(root, env);
  const decision: BuildDecision = force
    ? { build: true, reason: 'se pidió compilar' }
    : decideWebBuild(distDir, inputsHash);
  if (!decision.build) {
    log(`App web sin cambios desde la última compilación (${inputsHash.slice(0, 12)}): no se vuelve a compilar.`);
    return 0;
  }
  log(`Compilando la app web: ${decision.reason}.`);
  const status = build();
  if (status === 0) writeFileSync(path.join(distDir, STAMP_FILE), `${inputsHash}\n`);
  return status;
}

if (import.meta.main) {
  const root = path.resolve(import.meta.dirname, '../../..');
  const status = ensureWebBuild({
    root,
    distDir: path.join(root, 'apps/web/dist'),
    force: process.argv.includes('--force'),
    build: () => spawnSync('npm', ['run', 'build', '-w', 'apps/web'], { cwd: root, stdio: 'inherit' }).status ?? 1,
  });
  process.exitCode = status;
}
