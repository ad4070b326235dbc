import { readFileSync } from 'node:fs';
import module from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Node 24's ESM resolver reads and parses the nearest package.json again for every module it
 * resolves, to learn its format. Packages with large package.json files (drizzle-orm's exports
 * map has 447 entries) and hundreds of files made importing the API cost ~100 MB of garbage,
 * resident until exit, and ~0.3 s of start-up. Relative imports inside installed packages are
 * resolved here instead, with each directory's package type looked up once.
 */
export function resolvePackageFilesDirectly(): void {
  const typeOfDir = new Map<string, string>();
  const bareResolutions = new Map<string, { url: string; format?: string | null }>();
  const packageType = (dir: string): string => {
    let type = typeOfDir.get(dir);
    if (type === undefined) {
      try {
        type = (JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as { type?: string }).type ?? 'commonjs';
      } catch {
        const parent = path.dirname(dir);
        type = parent === dir || path.basename(dir) === 'node_modules' ? 'commonjs' : packageType(parent);
      }
      typeOfDir.set(dir, type);
    }
    return type;
  };
  module.registerHooks?.({
    resolve(specifier, context, nextResolve) {
      const parent = context.parentURL;
      if (specifier.startsWith('.') && parent?.includes('/node_modules/') && context.conditions?.includes('import')) {
        const url = new URL(specifier, parent);
        const extension = path.extname(url.pathname);
        const format =
          extension === '.mjs' ? 'module' : extension === '.cjs' ? 'commonjs' : extension === '.js' ? (packageType(path.dirname(fileURLToPath(url))) === 'module' ? 'module' : 'commonjs') : undefined;
        if (format) return { url: url.href, format, shortCircuit: true };
      }
      // A bare specifier ("drizzle-orm/pg-core") resolves the same from every file of one folder:
      // resolve it once per folder instead of once per importing file.
      if (!specifier.startsWith('.') && !specifier.startsWith('node:') && parent?.startsWith('file:') && !context.importAttributes?.type) {
        const key = `${context.conditions?.join(',')}|${parent.slice(0, parent.lastIndexOf('/'))}|${specifier}`;
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
