import { existsSync, readFileSync } from 'node:fs';
import module from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Node 24's ESM resolver reads and parses the nearest package.json again for every module it
 * resolves, to learn its format. Packages with large package.json files (drizzle-orm's exports
 * map has 447 entries) and hundreds of files made importing the API cost ~100 MB of garbage,
 * resident until exit, and ~0.3 s of start-up. Relative imports (inside installed packages, and
 * the API's own .ts files) are resolved here instead, with each directory's package type looked
 * up once, and a bare specifier is resolved once per package.
 */
export function resolvePackageFilesDirectly(): void {
  const packageOfDir = new Map<string, { root: string; type: string }>();
  const bareResolutions = new Map<string, { url: string; format?: string | null }>();
  /** The nearest folder with a package.json, and its module type. */
  const packageOf = (dir: string): { root: string; type: string } => {
    let found = packageOfDir.get(dir);
    if (found === undefined) {
      try {
        const type =
          (JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as { type?: string }).type ?? 'commonjs';
        found = { root: dir, type };
      } catch {
        const parent = path.dirname(dir);
        found =
          parent === dir || path.basename(dir) === 'node_modules' ? { root: dir, type: 'commonjs' } : packageOf(parent);
      }
      packageOfDir.set(dir, found);
    }
    return found;
  };
  const packageType = (dir: string): string => packageOf(dir).type;
  module.registerHooks?.({
    resolve(specifier, context, nextResolve) {
      const parent = context.parentURL;
      if (specifier.startsWith('.') && parent?.includes('/node_modules/') && context.conditions?.includes('import')) {
        const url = new URL(specifier, parent);
        const extension = path.extname(url.pathname);
        const format =
          extension === '.mjs'
            ? 'module'
            : extension === '.cjs'
              ? 'commonjs'
              : extension === '.js'
                ? packageType(path.dirname(fileURLToPath(url))) === 'module'
                  ? 'module'
                  : 'commonjs'
                : undefined;
        if (format) return { url: url.href, format, shortCircuit: true };
      }
      // The API's and the shared package's own TypeScript files, when they exist (a missing one is
      // left to Node, for its usual error).
      if (
        specifier.startsWith('.') &&
        specifier.endsWith('.ts') &&
        parent?.startsWith('file:') &&
        !parent.includes('/node_modules/')
      ) {
        const url = new URL(specifier, parent);
        const file = fileURLToPath(url);
        if (existsSync(file)) {
          const format = packageType(path.dirname(file)) === 'module' ? 'module-typescript' : 'commonjs-typescript';
          return { url: url.href, format, shortCircuit: true };
        }
      }
      // A bare specifier ("drizzle-orm/pg-core") resolves the same from every file of one package:
      // resolve it once per package instead of once per importing file.
      if (
        !specifier.startsWith('.') &&
        !specifier.startsWith('node:') &&
        parent?.startsWith('file:') &&
        !context.importAttributes?.type
      ) {
        const key = `${context.conditions?.join(',')}|${packageOf(path.dirname(fileURLToPath(parent))).root}|${specifier}`;
        const known = bareResolutions.get(key);
        if (known) return { ...known, shortCircuit: true };
        const resolved = nextResolve(specifier, context);
        bareResolutions.set(key, { url: resolved.url, format: resolved.format });
        return resolved;
      }
      return nextResolve(specifier, context);
    },
  });
}
