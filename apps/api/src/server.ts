// Entry point. V8's compile cache (with Node's TypeScript stripping) makes the next start reuse
// the compiled modules, which is most of a cold start; then the real server loads.
import module from 'node:module';
import { resolvePackageFilesDirectly } from './fast-resolve.ts';

module.enableCompileCache?.();
resolvePackageFilesDirectly();
await import('./main.ts');
