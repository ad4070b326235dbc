import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

/** From this many rows a one-off step (an import's analysis or commit) is "large" (decision 063). */
export const LARGE_WORK_ROWS = 10_000;

let collect: (() => void) | undefined;

/**
 * V8's full collection, reached on first use: allowing it at run time and taking `gc` from a new
 * context is what Node offers without the `--expose-gc` start flag, which cost every cold start
 * ~35 ms (the startup snapshot and code caches are made for the default flags; decision 063).
 */
function collector(): () => void {
  if (!collect) {
    setFlagsFromString('--expose-gc');
    collect = runInNewContext('gc') as () => void;
  }
  return collect;
}

/**
 * A full garbage collection right after a large one-off step, so the next step starts from the
 * heap it really needs instead of the previous one's leftovers: the parsed file's text, the
 * database driver's copy of the stored file and each batch's column arrays outlive the young
 * generation (they wait on the database) and sit in the old one until V8 decides to collect,
 * which during a 100k-row import it did not. Collecting after the analysis and after the commit
 * took 20–30 MB off the import's peak (decision 063): a pause of tens of milliseconds, once per
 * step that took seconds. Says whether it collected.
 */
export function collectAfterLargeWork(rows: number): boolean {
  if (rows < LARGE_WORK_ROWS) return false;
  collector()();
  return true;
}
