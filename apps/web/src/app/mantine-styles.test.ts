import { describe, expect, it } from 'vitest';
import stylesModule from './mantine-styles.ts?raw';

// Which of Mantine's per-component stylesheets the app needs: every component imported from
// @mantine/core, @mantine/dates or @mantine/charts in apps/web/src, followed through Mantine's own
// modules to the components they are built on (Button renders a Loader, DateInput a Popover...).
// Each core component that has styles imports its `<Name>.module.mjs` class names, and
// '@mantine/core/styles/<Name>.css' holds exactly those rules. Files are read as text through
// Vite's import.meta.glob, so the test needs no Node APIs in the browser app's type program.

type Texts = Record<string, () => Promise<string>>;
const appSources = import.meta.glob<string>(['../**/*.{ts,tsx}', '!../**/*.test.{ts,tsx}'], {
  query: '?raw',
  import: 'default',
  eager: true,
});
// npm installs Mantine in the web workspace or hoists it to the root, depending on what else the
// workspaces hold: both places are read (one glob each: Vite's glob finds nothing for a list of
// patterns under different folders), and each package is taken from where it is.
const mantineModules: Texts = {
  ...import.meta.glob<string>('../../node_modules/@mantine/{core,dates,charts}/esm/**/*.mjs', {
    query: '?raw',
    import: 'default',
  }),
  ...import.meta.glob<string>('../../../../node_modules/@mantine/{core,dates,charts}/esm/**/*.mjs', {
    query: '?raw',
    import: 'default',
  }),
};
const coreStylesheets: Texts = {
  ...import.meta.glob<string>('../../node_modules/@mantine/core/styles/*.css', { query: '?raw', import: 'default' }),
  ...import.meta.glob<string>('../../../../node_modules/@mantine/core/styles/*.css', {
    query: '?raw',
    import: 'default',
  }),
};
const coreBundle: Texts = {
  ...import.meta.glob<string>('../../node_modules/@mantine/core/styles.css', { query: '?raw', import: 'default' }),
  ...import.meta.glob<string>('../../../../node_modules/@mantine/core/styles.css', {
    query: '?raw',
    import: 'default',
  }),
};

// Paths as absolute URL paths (/apps/web/...), so relative imports resolve with the URL API.
const here = 'http://app/apps/web/src/app/';
const absolute = (from: string, base = here) => new URL(from, base).pathname;
const byPath = (files: Texts) => new Map(Object.entries(files).map(([key, read]) => [absolute(key), read]));
const mantineFiles = byPath(mantineModules);
/** The package's folder: the web workspace's own node_modules, else the root's. */
const packageDir = (name: string) => {
  const local = absolute(`../../node_modules/${name}/`);
  return mantineFiles.has(`${local}esm/index.mjs`) ? local : absolute(`../../../../node_modules/${name}/`);
};
const packageEsm = (name: string) => `${packageDir(name)}esm/`;

const namedImports = /(?:import|export)\s+(type\s+)?\{([^}]*)\}\s*from\s*["']([^"']+)["']/g;
const defaultImports = /import\s+\w+\s+from\s*["'](\.[^"']+)["']/g;
const mantinePackages = ['@mantine/core', '@mantine/dates', '@mantine/charts'];

const exportFiles = new Map<string, Map<string, string>>();
/** Export name -> the ES module file that defines it, read from the package's esm/index.mjs. */
async function exportsOf(packageName: string): Promise<Map<string, string>> {
  const known = exportFiles.get(packageName);
  if (known) return known;
  const index = packageEsm(packageName) + 'index.mjs';
  const files = new Map<string, string>();
  for (const [, , names, from] of (await mantineFiles.get(index)!()).matchAll(namedImports)) {
    for (const name of names!.split(',')) {
      const [original, alias] = name.trim().split(/\s+as\s+/);
      if (original) files.set(alias ?? original, absolute(from!, `http://app${index}`));
    }
  }
  exportFiles.set(packageName, files);
  return files;
}

async function neededStylesheets(): Promise<Set<string>> {
  const needed = new Set<string>();
  const visited = new Set<string>();
  const visit = async (file: string, text: string) => {
    if (visited.has(file)) return;
    visited.add(file);
    const styled = file.startsWith(packageEsm('@mantine/core')) ? /([A-Za-z]+)\.module\.mjs$/.exec(file) : null;
    if (styled) needed.add(styled[1]!);
    const insideMantine = mantineFiles.has(file);
    const follow = async (target: string | undefined) => {
      const read = target ? mantineFiles.get(target) : undefined;
      if (target && read) await visit(target, await read());
    };
    for (const [, typeOnly, names, from] of text.matchAll(namedImports)) {
      if (insideMantine && from!.startsWith('.')) await follow(absolute(from!, `http://app${file}`));
      else if (!typeOnly && mantinePackages.includes(from!)) {
        for (const name of names!.split(',')) {
          const imported = name.trim().split(/\s+as\s+/)[0]!;
          if (imported && !imported.startsWith('type ')) await follow((await exportsOf(from!)).get(imported));
        }
      }
    }
    if (insideMantine)
      for (const [, from] of text.matchAll(defaultImports)) await follow(absolute(from!, `http://app${file}`));
  };
  for (const [file, text] of Object.entries(appSources)) await visit(absolute(file), text);
  return needed;
}

const importedStylesheets = [...stylesModule.matchAll(/^import '@mantine\/core\/styles\/([\w-]+)\.css';$/gm)].map(
  ([, name]) => name!,
);
const globalStylesheets = ['baseline', 'default-css-variables', 'global'];

describe('Mantine stylesheets', () => {
  it('imports the styles of every Mantine component the app uses, and only those', async () => {
    expect(Object.keys(appSources).length).toBeGreaterThan(50);
    const needed = await neededStylesheets();
    expect(needed.has('Button')).toBe(true);
    const components = importedStylesheets.filter((name) => !globalStylesheets.includes(name));
    expect({
      missing: [...needed].filter((name) => !components.includes(name)).sort(),
      unused: components.filter((name) => !needed.has(name)),
    }).toEqual({
      missing: [],
      unused: [],
    });
  });

  it("keeps the global styles first and the components in styles.css's order", async () => {
    expect(importedStylesheets.slice(0, 3)).toEqual(globalStylesheets);
    const bundle = await Object.values(coreBundle)[0]!();
    const stylesheets = byPath(coreStylesheets);
    const offsets = await Promise.all(
      importedStylesheets.map(async (name) => {
        const read = stylesheets.get(`${packageDir('@mantine/core')}styles/${name}.css`);
        return read ? bundle.indexOf((await read()).trim().slice(0, 300)) : -1;
      }),
    );
    expect(offsets.every((offset) => offset >= 0)).toBe(true);
    expect(offsets).toEqual([...offsets].sort((a, b) => a - b));
  });
});
