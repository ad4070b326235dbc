import { readFileSync } from 'node:fs';
import path from 'node:path';

const rootPackage = path.resolve(import.meta.dirname, '../../../../package.json');

export type StartCommand = { env: Record<string, string>; flags: string[] };

/**
 * The environment variables and Node flags `npm start` gives the server (decision 011), read from
 * the root package.json's start script, so the benchmarks and the browser tests start the server
 * exactly as people do.
 */
export function startCommand(packageJsonPath = rootPackage): StartCommand {
  const scripts = (JSON.parse(readFileSync(packageJsonPath, 'utf8')) as { scripts: Record<string, string> }).scripts;
  const match = /((?:\b[A-Z_][A-Z0-9_]*=\S+\s+)*)\bnode((?:\s+--\S+)*)\s+apps\/api\/src\/server\/server\.js/.exec(scripts.start ?? '');
  if (!match) throw new Error('the start script does not run apps/api/src/server/server.js');
  const env = Object.fromEntries(
    match[1]!
      .split(/\s+/)
      .filter(Boolean)
      .map((assignment) => [assignment.slice(0, assignment.indexOf('=')), assignment.slice(assignment.indexOf('=') + 1)]),
  );
  return { env, flags: match[2]!.split(/\s+/).filter(Boolean) };
}
