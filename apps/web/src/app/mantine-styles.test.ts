import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// Which of Mantine's per-component stylesheets the app needs: every component imported from
// @mantine/core, @mantine/dates or @mantine/charts in apps/web/src, followed through Mantine's own
// modules to the components they are built on (Button renders a Loader, DateInput a Popover...).
// Each core component that has styles imports its `<Name>.module.mjs` class names, and
// '@mantine/core/styles/<Name>.css' holds exactly those rules.

const webSource = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
// The packages' `main` is cjs/index.cjs; their ES modules sit next to it in esm/.
const packageRoot = (name: string) => path.resolve(path.dirname(require.resolve(name)), '..');
const coreRoot = packageRoot('@mantine/core');
const mantinePackages = ['@mantine/core', '@mantine/dates', '@mantine/charts'];

const namedImports = /(?:import|export)\s+(type\s+)?\{([^}]*)\}\s*from\s*["']([^"']+)["']/g;
const defaultImports = /import\s+\w+\s+from\s*["'](\.[^"']+)["']/g;

const exportFiles = new Map<string, Map<string, string>>();
/** Export name -> the ES module file that defines it, read from the package's esm/index.mjs. */
function exportsOf(packageName: string): Map<string, string> {
  const known = exportFiles.get(packageName);
  if (known) return known;
  const index = path.join(packageRoot(packageName), 'esm/index.mjs');
  const files = new Map<string, string>();
  for (const [, , names, from] of readFileSync(index, 'utf8').matchAll(namedImports)) {
    for (const name of names!.split(',')) {
      const [original, alias] = name.trim().split(/\s+as\s+/);
      if (original) files.set(alias ?? original, path.resolve(path.dirname(index), from!));
    }
  }
  exportFiles.set(packageName, files);
  return files;
}

function appSources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return appSources(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

function neededStylesheets(): Set<string> {
  const needed = new Set<string>();
  const visited = new Set<string>();
  const visit = (file: string) => {
    if (visited.has(file)) return;
    visited.add(file);
    const styled = file.startsWith(coreRoot) ? /([A-Za-z]+)\.module\.mjs$/.exec(file) : null;
    if (styled) needed.add(styled[1]!);
    const text = readFileSync(file, 'utf8');
    const insideMantine = !file.startsWith(webSource);
    for (const [, typeOnly, names, from] of text.matchAll(namedImports)) {
      if (insideMantine && from!.startsWith('.')) visit(path.resolve(path.dirname(file), from!));
      else if (!typeOnly && mantinePackages.includes(from!)) {
        for (const name of names!.split(',')) {
          const imported = name.trim().split(/\s+as\s+/)[0]!;
          const target = imported.startsWith('type ') ? undefined : exportsOf(from!).get(imported);
          if (target) visit(target);
        }
      }
    }
    if (insideMantine) for (const [, from] of text.matchAll(defaultImports)) visit(path.resolve(path.dirname(file), from!));
  };
  for (const file of appSources(webSource)) visit(file);
  return needed;
}

const importedStylesheets = [...readFileSync(path.join(webSource, 'app/mantine-styles.ts'), 'utf8').matchAll(/^import '@mantine\/core\/styles\/([\w-]+)\.css';$/gm)].map(
  ([, name]) => name!,
);

describe('Mantine stylesheets', () => {
  it('imports the styles of every Mantine component the app uses, and only those', () => {
    const needed = neededStylesheets();
    expect(needed.has('Button')).toBe(true);
    const components = importedStylesheets.filter((name) => !['baseline', 'default-css-variables', 'global'].includes(name));
    expect({ missing: [...needed].filter((name) => !components.includes(name)).sort(), unused: components.filter((name) => !needed.has(name)) }).toEqual({
      missing: [],
      unused: [],
    });
  });

  it("keeps the global styles first and the components in styles.css's order", () => {
    expect(importedStylesheets.slice(0, 3)).toEqual(['baseline', 'default-css-variables', 'global']);
    const bundle = readFileSync(path.join(coreRoot, 'styles.css'), 'utf8');
    const offsets = importedStylesheets.map((name) => bundle.indexOf(readFileSync(path.join(coreRoot, 'styles', `${name}.css`), 'utf8').trim().slice(0, 300)));
    expect(offsets.every((offset) => offset >= 0)).toBe(true);
    expect(offsets).toEqual([...offsets].sort((a, b) => a - b));
  });
});
