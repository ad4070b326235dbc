// Entry point. V8's compile cache (with Node's TypeScript stripping) makes the next start reuse
// the compiled modules, which is most of a cold start; then the real server loads.
import module from 'node:module';

module.enableCompileCache?.();
await import('./main.ts');
