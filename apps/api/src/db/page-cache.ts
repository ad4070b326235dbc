import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const MB = 1024 * 1024;

/** Bytes of the files under a directory (a PGlite data directory holds no links). */
function bytesUnder(dir: string): number {
  let total = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) total += bytesUnder(full);
    else if (entry.isFile()) total += statSync(full).size;
  }
  return total;
}

/**
 * PostgreSQL's page cache for a PGlite data directory when PGLITE_SHARED_BUFFERS is not set: twice
 * the largest database's files (tables and indexes, `base/<oid>`), rounded up to a power of two,
 * from 32 MB to 128 MB. PostgreSQL zero-fills the whole cache at every start (~0.7 ms and ~0.75 MB
 * of resident memory per MB), so a ledger of a few thousand movements (~10–20 MB) starts with 32 MB
 * instead of 128: ~50 ms sooner and ~90 MB lighter. Large ledgers keep 128 MB, where a smaller
 * cache cost the heavier queries a third to two thirds of their throughput (decision 013). Sized
 * again at each start, as the ledger grows.
 */
export function pageCacheSize(pgliteDir: string): string {
  let largest = 0;
  try {
    for (const entry of readdirSync(path.join(pgliteDir, 'base'), { withFileTypes: true })) {
      if (entry.isDirectory()) largest = Math.max(largest, bytesUnder(path.join(pgliteDir, 'base', entry.name)));
    }
  } catch {
    // A data directory PGlite has not created yet: a new, empty ledger.
  }
  let megabytes = 32;
  while (megabytes < 128 && megabytes * MB < 2 * largest) megabytes *= 2;
  return `${megabytes}MB`;
}
