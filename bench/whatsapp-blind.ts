// The blind WhatsApp corpus harness (decision 031), printed: runs the test that drives every case
// through the real pipeline and prints the figures per class and per field.
//   node bench/whatsapp-blind.ts                                         blind-a, the copy in the fixtures
//   WA_BLIND_CORPUS=/path/corpus.jsonl WA_BLIND_FROZEN=/path/FROZEN node bench/whatsapp-blind.ts
//   WA_BLIND_REPORT=/tmp/misses.txt node bench/whatsapp-blind.ts          also writes every miss
// The corpus is refused when its sha256 is not the frozen one.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const run = spawnSync('npx', ['vitest', 'run', 'apps/api/src/modules/whatsapp/blind-corpus.test.ts'], {
  cwd: root,
  stdio: 'inherit',
  env: process.env,
});
process.exit(run.status ?? 1);
