import { mkdirSync, mkdtempSync, rmSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { pageCacheSize } from '../src/db/page-cache.ts';

const MB = 1024 * 1024;
const made: string[] = [];
afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A PGlite data directory whose databases (base/<oid>) hold files of these sizes in MB. */
function dataDir(databases: Record<string, number[]>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'cc-page-cache-'));
  made.push(dir);
  for (const [oid, files] of Object.entries(databases)) {
    mkdirSync(path.join(dir, 'base', oid, 'sub'), { recursive: true });
    files.forEach((size, index) => {
      // Nested too: the sum covers every file under the database's folder.
      const file = path.join(dir, 'base', oid, index % 2 ? 'sub' : '', String(16384 + index));
      writeFileSync(file, '');
      truncateSync(file, Math.round(size * MB));
    });
  }
  return dir;
}

describe('pageCacheSize', () => {
  it('gives a new ledger 32 MB, and a directory PGlite has not created yet too', () => {
    expect(pageCacheSize(path.join(tmpdir(), 'cc-page-cache-none'))).toBe('32MB');
    // The template databases (7.5 MB each) and a freshly migrated ledger (~10 MB).
    expect(pageCacheSize(dataDir({ 1: [7.5], 4: [7.5], 5: [4, 3, 3] }))).toBe('32MB');
  });

  it('grows with the largest database, twice its size rounded up to a power of two, up to 128 MB', () => {
    expect(pageCacheSize(dataDir({ 1: [7.5], 5: [10, 6.5] }))).toBe('64MB');
    expect(pageCacheSize(dataDir({ 1: [7.5], 5: [20, 12] }))).toBe('64MB');
    expect(pageCacheSize(dataDir({ 1: [7.5], 5: [20, 12.5] }))).toBe('128MB');
    expect(pageCacheSize(dataDir({ 1: [7.5], 5: [300, 200, 5] }))).toBe('128MB');
  });
});
