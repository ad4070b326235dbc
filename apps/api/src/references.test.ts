import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/*
 * Comments and docs must explain themselves to someone who has only this repository: they cite
 * docs/architecture.md or a decision record (docs/decisions/), or say the reason in place. A
 * design document, a product spec or an issue tracker that a newcomer does not have explains
 * nothing (docs/architecture.md §3, conventions).
 */

const root = fileURLToPath(new URL('../../../', import.meta.url));
const ARCHITECTURE = 'docs/architecture.md';

/** This file names the patterns it looks for. */
const SELF = 'apps/api/src/references.test.ts';

/** Citations of documents that are not in the repository, or of an issue by its number alone. */
const OUTSIDE_REFERENCES: readonly RegExp[] = [
  /\bDESIGN ?§/,
  /\bDESIGN\.md\b/,
  /\bspec ?§/i,
  /\bproduct-spec\b/,
  /\bissues? #?\d+\b/i,
];

/** `docs/architecture.md §4.5` (also `../architecture.md §4.5` from inside docs/) → "4.5". */
const ARCHITECTURE_CITATION = /architecture\.md §(\d+(?:\.\d+)*)/g;

type Finding = { file: string; line: number; text: string };

/** Tracked text files of the working tree (deleted-but-tracked files and binaries skipped). */
function trackedTextFiles(): { file: string; text: string }[] {
  const listed = execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  const files: { file: string; text: string }[] = [];
  for (const file of listed.split('\0')) {
    if (!file || file.includes('node_modules/') || file === SELF) continue;
    const path = join(root, file);
    if (!existsSync(path)) continue;
    const bytes = readFileSync(path);
    if (bytes.subarray(0, 8000).includes(0)) continue;
    files.push({ file, text: bytes.toString('utf8') });
  }
  return files;
}

function findLines(text: string, file: string, matches: (line: string) => boolean): Finding[] {
  return text
    .split('\n')
    .flatMap((line, index) => (matches(line) ? [{ file, line: index + 1, text: line.trim().slice(0, 160) }] : []));
}

const citesOutside = (line: string) => OUTSIDE_REFERENCES.some((pattern) => pattern.test(line));

/** Section numbers of docs/architecture.md, from headings such as "## 4. Domain rules" and "### 4.5 Accounts". */
function architectureSections(): Set<string> {
  const text = readFileSync(join(root, ARCHITECTURE), 'utf8');
  return new Set([...text.matchAll(/^#{2,6} (\d+(?:\.\d+)*)\.?\s/gm)].map((match) => match[1]!));
}

const files = trackedTextFiles();

describe('references in code and docs', () => {
  it('reads the repository (git ls-files)', () => {
    expect(files.some(({ file }) => file === ARCHITECTURE)).toBe(true);
    expect(files.length).toBeGreaterThan(100);
  });

  it('cite nothing outside the repository: no design or spec sections, no bare issue numbers', () => {
    const findings = files.flatMap(({ file, text }) => findLines(text, file, citesOutside));
    expect(findings.map(({ file, line, text }) => `${file}:${line}: ${text}`)).toEqual([]);
  });

  it('cite only sections that docs/architecture.md has', () => {
    const sections = architectureSections();
    expect(sections.has('4.5')).toBe(true);
    const missing = files.flatMap(({ file, text }) =>
      findLines(text, file, (line) =>
        [...line.matchAll(ARCHITECTURE_CITATION)].some((match) => !sections.has(match[1]!)),
      ),
    );
    expect(missing.map(({ file, line, text }) => `${file}:${line}: ${text}`)).toEqual([]);
  });
});
