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
      res.header(
        'Cache-Control',
        filePath.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });
  return true;
}

/**
 * Whether an unknown GET path is one of the web app's own routes, answered with index.html so the
 * client router draws it. A path whose last segment has a file extension (/foo.png,
 * /assets/old-chunk.js) is a missing file: it gets a 404, not a page of HTML that a browser would
 * try to run as a script or show as an image.
 */
export function isClientRoute(url: string, apiPrefix: string): boolean {
  const pathname = url.split(/[?#]/, 1)[0]!;
  if (pathname === apiPrefix || pathname.startsWith(`${apiPrefix}/`)) return false;
  const lastSegment = pathname.slice(pathname.lastIndexOf('/') + 1);
  return !/\.[A-Za-z0-9]+$/.test(lastSegment);
}
