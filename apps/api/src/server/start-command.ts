import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'shell-quote';

const rootPackage = path.resolve(import.meta.dirname, '../../../../package.json');
const SERVER = 'apps/api/src/server/server.js';

export type StartCommand = { env: Record<string, string>; flags: string[] };

/**
 * The environment variables and Node flags `npm start` gives the server (decision 011), read from
 * the root package.json's start script with a shell parser, so the benchmarks and the browser
 * tests start the server exactly as people do: the command that runs server.js, the variables
 * assigned before `node` and the flags between `node` and the file.
 */
export function startCommand(packageJsonPath = rootPackage): StartCommand {
  const scripts = (JSON.parse(readFileSync(packageJsonPath, 'utf8')) as { scripts: Record<string, string> }).scripts;
  // Commands are separated by operators (&&, ;, |): keep the one that names the server.
  const commands: string[][] = [[]];
  for (const token of parse(scripts.start ?? '')) {
    if (typeof token === 'string') commands.at(-1)!.push(token);
    else commands.push([]);
  }
  const command = commands.find((words) => words.includes(SERVER));
  const node = command?.indexOf('node') ?? -1;
  if (!command || node < 0) throw new Error(`the start script does not run ${SERVER}`);
  const assignments = command.slice(0, node).filter((word) => /^[A-Z_][A-Z0-9_]*=/.test(word));
  const env = Object.fromEntries(
    assignments.map((assignment) => [
      assignment.slice(0, assignment.indexOf('=')),
      assignment.slice(assignment.indexOf('=') + 1),
    ]),
  );
  return { env, flags: command.slice(node + 1, command.indexOf(SERVER)) };
}
