import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/**
 * Serves the built web app. Its text files were compressed at build time (brotli `.br` and gzip
 * `.gz` next to each file, apps/web/vite.config.ts), so a browser that accepts either gets the
 * smaller copy without the server compressing anything per request; every answer carries
 * `Vary: Accept-Encoding` so a shared cache keeps the copies apart.
 */
export async function registerWebApp(app: FastifyInstance, webDistDir: string): Promise<boolean> {
  if (!existsSync(path.join(webDistDir, 'index.html'))) return false;
  await app.register(fastifyStatic, {
    root: webDistDir,
    wildcard: false,
    index: false,
    preCompressed: true,
    setHeaders: (res, filePath) => {
      // Hashed assets never change (a new build gives them new names); everything else, index.html
      // first, is revalidated on every use so a deploy is seen at once.
      res.header('Cache-Control', filePath.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  return true;
}
