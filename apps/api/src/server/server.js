// Entry point, in plain JavaScript on purpose. Node strips TypeScript with a WebAssembly compiler
// (amaro) that takes ~0.1 s to load, and it would have to load for the entry file itself, which
// is read before the entry can turn V8's compile cache on. With the cache on first, every .ts
// module below (their stripped code and compiled bytecode) comes from the cache from the second
// start on, and amaro is not loaded at all: ~0.1 s of every cold start.
import module from 'node:module';

module.enableCompileCache?.();
try {
  process.loadEnvFile();
} catch {
  // An .env file is optional.
}
// The embedded PostgreSQL boots while the API's code is read and compiled below (decision 060):
// its process is spawned here, before the bundle is read, so its ~0.3 s of boot overlap that work
// instead of following it.
if (!process.env.DATABASE_URL) {
  const { launchEarly } = await import('../db/embedded/launch.ts');
  await launchEarly(process.env.DATA_DIR ?? './data');
}
// The API in one file (bundle.ts, decision 030) when `npm start` has built it from the sources as
// they are now; otherwise the sources themselves. API_BUNDLE=off always runs the sources.
const { currentBundle } = await import('./bundle.ts');
const bundle = process.env.API_BUNDLE === 'off' ? null : currentBundle();
if (bundle) {
  await import(bundle);
} else {
  const { resolvePackageFilesDirectly } = await import('./fast-resolve.ts');
  resolvePackageFilesDirectly();
  await import('./main.ts');
}
