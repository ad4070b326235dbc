/** From this many rows a one-off step (an import's analysis or commit) is "large" (decision 063). */
export const LARGE_WORK_ROWS = 10_000;

type WithGc = { gc?: () => void };

/**
 * A full garbage collection right after a large one-off step, so the next step starts from the
 * heap it really needs instead of the previous one's leftovers: the parsed file's text, the
 * database driver's copy of the stored file and each batch's column arrays outlive the young
 * generation (they wait on the database) and sit in the old one until V8 decides to collect,
 * which during a 100k-row import it did not. Collecting after the analysis and after the commit
 * took 20–30 MB off the import's peak (decision 063). A pause of tens of milliseconds, once per
 * step that took seconds. `gc` exists only when Node starts with `--expose-gc`, as `npm start`
 * does; elsewhere (the test suite) this does nothing.
 */
export function collectAfterLargeWork(rows: number): void {
  if (rows < LARGE_WORK_ROWS) return;
  (globalThis as WithGc).gc?.();
}
