import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

export type WebApp = {
  /** Whether `url`'s path is one of the build's files (answered to GET and HEAD only). */
  isFile: (url: string) => boolean;
};

/** The build's files as paths from its root (`/assets/index-Ab12.js`), dot files left out. */
function filesOf(root: string, dir = '', files = new Set<string>()): Set<string> {
  for (const name of readdirSync(path.join(root, dir))) {
    if (name.startsWith('.')) continue;
    const file = `${dir}/${name}`;
    if (statSync(path.join(root, file)).isDirectory()) filesOf(root, file, files);
    else files.add(file);
  }
  return files;
}

/**
 * Serves the built web app. Its text files were compressed at build time (brotli `.br` and gzip
 * `.gz` next to each file, apps/web/vite.config.ts), so a browser that accepts either gets the
 * smaller copy without the server compressing anything per request; every answer carries
 * `Vary: Accept-Encoding` so a shared cache keeps the copies apart.
 *
 * The build's files are listed once, at start, and answered by one route: a path that is exactly
 * one of them gets the file, anything else goes on to the not-found handler. `@fastify/static`
 * would walk the build with glob and register a GET and HEAD route per file (297 for a build of
 * 135 files and their compressed copies) at every start (decision 058); the answers are the same.
 */
export async function registerWebApp(app: FastifyInstance, webDistDir: string): Promise<WebApp | null> {
  if (!existsSync(path.join(webDistDir, 'index.html'))) return null;
  const files = filesOf(webDistDir);
  await app.register(fastifyStatic, {
    root: webDistDir,
    serve: false,
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
  app.route({
    method: ['HEAD', 'GET'],
    url: '/*',
    schema: { hide: true },
    // The web app's files never counted against the API's rate limit, nor did unknown paths.
    config: { rateLimit: false },
    errorHandler(error, request, reply) {
      // A browser that leaves in the middle of a file: nothing left to answer (as @fastify/static does).
      if ((error as { code?: string }).code === 'ERR_STREAM_PREMATURE_CLOSE') {
        request.raw.destroy();
        return;
      }
      return app.errorHandler(error, request, reply);
    },
    handler: (request, reply) => {
      const file = `/${(request.params as { '*': string })['*']}`;
      return files.has(file) ? reply.sendFile(file.slice(1)) : reply.callNotFound();
    },
  });
  return { isFile: (url) => files.has(url.split(/[?#]/, 1)[0]!) };
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
