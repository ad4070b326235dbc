import react from '@vitejs/plugin-react';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { createServer, defineConfig, type Plugin } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { VitePWA } from 'vite-plugin-pwa';

// Where `vite` and `vite preview` send /api; the API listens on 3000 by default.
const apiTarget = process.env.API_PROXY_TARGET ?? 'http://127.0.0.1:3000';

/**
 * One file for each step of a cold start instead of dozens of small shared chunks (each a request,
 * and on a phone's network a round trip, six at a time): what the app needs to start, then what
 * the login form adds, then what the signed-in shell and the home screen add, and one file of what
 * those two both use. A group holds every module its roots import, directly or not, that the start
 * does not hold; other screens load these files too for the modules they share, as they loaded the
 * small chunks before.
 */
const firstScreenRoots = {
  start: ['src/app/start.tsx'],
  'signed-out': ['src/features/auth/pages/login-page.tsx'],
  home: ['src/app/layouts/app-layout.tsx', 'src/app/routes/dashboard.tsx', 'src/app/home-panels-data.ts'],
};
// Packages imported through one index module that re-exports everything: a module's imports
// name the index, so what it really uses is read from the names it imports.
const indexPackages = ['@mantine/core', '@mantine/hooks', '@tabler/icons-react'];

function firstScreenChunks(): {
  plugin: Plugin;
  groups: { name: string; test: (id: string) => boolean; priority: number }[];
} {
  const members = new Map<string, Set<string>>();
  const plugin: Plugin = {
    name: 'first-screen-chunks',
    apply: 'build',
    async buildEnd() {
      const source = (id: string) => {
        try {
          return readFileSync(id.replace(/[?#].*$/, ''), 'utf8');
        } catch {
          return '';
        }
      };
      // index module id -> exported name -> module id
      const indexes = new Map<string, Map<string, string>>();
      const indexOf = new Map<string, string>();
      const anyApp = fileURLToPath(new URL('./src/main.tsx', import.meta.url));
      for (const name of indexPackages) {
        const resolved = await this.resolve(name, anyApp);
        if (!resolved) continue;
        indexOf.set(name, resolved.id);
        const exported = new Map<string, string>();
        const code = source(resolved.id);
        for (const match of code.matchAll(/import\s*\{([^}]*)\}\s*from\s*["']([^"']+)["']/g)) {
          const target = (await this.resolve(match[2]!, resolved.id))?.id;
          if (!target) continue;
          for (const part of match[1]!.split(',')) {
            const local = part
              .trim()
              .split(/\s+as\s+/)
              .at(-1);
            if (local) exported.set(local, target);
          }
        }
        for (const match of code.matchAll(/export\s*\{([^}]*)\}\s*from\s*["']([^"']+)["']/g)) {
          const target = (await this.resolve(match[2]!, resolved.id))?.id;
          if (!target) continue;
          for (const part of match[1]!.split(',')) {
            const name = part
              .trim()
              .split(/\s+as\s+/)
              .at(-1);
            if (name) exported.set(name, target);
          }
        }
        // `export { a as b }` at the end of an index: map the exported name to the local's module.
        for (const match of code.matchAll(/export\s*\{([^}]*)\}\s*;/g)) {
          for (const part of match[1]!.split(',')) {
            const [local, name] = part.trim().split(/\s+as\s+/);
            if (local && name && exported.has(local)) exported.set(name, exported.get(local)!);
          }
        }
        indexes.set(resolved.id, exported);
      }
      const imports = (id: string): string[] => {
        const info = this.getModuleInfo(id);
        if (!info) return [];
        const direct = info.importedIds.filter((imported) => !indexes.has(imported));
        if (!info.importedIds.some((imported) => indexes.has(imported))) return direct;
        for (const match of source(id).matchAll(/import\s+(?!type\s)\{([^}]*)\}\s*from\s*["']([^"']+)["']/g)) {
          const exported = indexes.get(indexOf.get(match[2]!) ?? '');
          if (!exported) continue;
          for (const part of match[1]!.split(',')) {
            const name = part.trim().split(/\s+as\s+/)[0]!;
            if (!name || name.startsWith('type ')) continue;
            const target = exported.get(name);
            if (target) direct.push(target);
          }
        }
        return direct;
      };
      const rootIds = Object.values(firstScreenRoots).flatMap((roots) =>
        roots.map((root) => fileURLToPath(new URL(`./${root}`, import.meta.url))),
      );
      const closure = (roots: string[], taken: Set<string>) => {
        const group = new Set<string>();
        const pending = [...roots];
        while (pending.length > 0) {
          const id = pending.pop()!;
          if (group.has(id) || taken.has(id) || indexes.has(id)) continue;
          group.add(id);
          pending.push(...imports(id));
        }
        return group;
      };
      // The entry's own modules (and Vite's preload helper, which it calls) stay in the entry: in a
      // group they would make the entry import that group's file before the first paint.
      const taken = closure([anyApp], new Set());
      for (const id of this.getModuleIds())
        if (id.includes('vite/preload-helper') || id.includes('modulepreload-polyfill')) taken.add(id);
      const rootsOf = (name: keyof typeof firstScreenRoots) =>
        firstScreenRoots[name].map((root) => fileURLToPath(new URL(`./${root}`, import.meta.url)));
      const start = closure(rootsOf('start'), taken);
      for (const id of start) taken.add(id);
      // The screens after the start each get what they alone need; what several of them need goes
      // to one shared file, so the home screen does not download and run the login form's library
      // (nor the login page the home screen's) for the few components both use.
      const screens = (['signed-out', 'home'] as const).map((name) => [name, closure(rootsOf(name), taken)] as const);
      const shared = new Set<string>();
      for (const [, group] of screens)
        for (const id of group) if (screens.some(([, other]) => other !== group && other.has(id))) shared.add(id);
      // The roots are dynamically imported: they keep files of their own, which import the group's.
      for (const [name, group] of [['start', start], ['shared', shared], ...screens] as const) {
        for (const id of rootIds) group.delete(id);
        if (group !== shared && group !== start) for (const id of shared) group.delete(id);
        members.set(name, group);
      }
    },
  };
  const names = ['start', 'shared', 'signed-out', 'home'];
  const groups = names.map((name, index) => ({
    name,
    // Stylesheets stay with the modules that import them (the entry's are render-blocking).
    test: (id: string) => !/\.css([?#]|$)/.test(id) && (members.get(name)?.has(id) ?? false),
    priority: names.length - index,
  }));
  return { plugin, groups };
}

const firstScreen = firstScreenChunks();

/**
 * The web calls the API through the contract's endpoints (decision 029, `lib/api-request.ts`) and
 * reads only their method and path at run time: the zod schemas beside them are there for the
 * compiler and the server. In the build each contract module becomes those fields alone (read by
 * loading the module here, in Node), so the schemas, and zod with them, are neither downloaded
 * nor built by a page that only calls the API (a cold home screen built them all in its start
 * file: decision 059). A module that exports anything but endpoints is left as it is.
 */
function contractWithoutSchemas(): Plugin {
  const contract = fileURLToPath(new URL('../../packages/shared/src/contract/', import.meta.url));
  const kept = ['method', 'path', 'status', 'failures', 'upload'] as const;
  return {
    name: 'contract-without-schemas',
    apply: 'build',
    async load(id) {
      const file = id.replace(/[?#].*$/, '');
      if (!file.startsWith(contract) || !file.endsWith('.ts') || /\/endpoint\.ts$|\.test\.ts$/.test(file)) return null;
      const exported = Object.entries((await import(pathToFileURL(file).href)) as Record<string, unknown>);
      const isEndpoint = (value: unknown): value is Record<string, unknown> =>
        typeof value === 'object' &&
        value !== null &&
        typeof (value as { method?: unknown }).method === 'string' &&
        typeof (value as { path?: unknown }).path === 'string';
      if (exported.length === 0 || !exported.every(([, value]) => isEndpoint(value))) return null;
      return exported
        .map(([name, value]) => {
          const fields = Object.fromEntries(
            kept.filter((key) => key in (value as object)).map((key) => [key, (value as Record<string, unknown>)[key]]),
          );
          return `export const ${name} = ${JSON.stringify(fields)};`;
        })
        .join('\n');
    },
  };
}

// Sets the colour scheme on <html> before the first paint, on every page: the one chosen in the
// menu (the key providers.tsx keeps it under) or, for «Sistema», the device's (decision 037).
// Then shows the home screen's first view written into index.html (prerenderLogin) when the page
// opens on / with a session, or the login form when it opens on /login without one. A classic script, not inline: the API's Content-Security-Policy allows only
// same-origin scripts. It runs before the first paint, so the form paints with the HTML.
// (Kept in ES5: it runs before anything else, on any browser that loads the page.)
const loginShellScript = `(function () {
  try {
    var chosen = localStorage.getItem('cc-color-scheme');
    var dark = chosen === 'dark' || (chosen !== 'light' && matchMedia('(prefers-color-scheme: dark)').matches);
    document.documentElement.setAttribute('data-mantine-color-scheme', dark ? 'dark' : 'light');
  } catch (error) {
    // Storage blocked: the app sets the scheme when it starts.
  }
  // With a session on /, the home screen's first view (prerenderLogin): its greeting and month are
  // the ones the app drew last on this device (first-view.ts), else the calendar month's.
  (function () {
    try {
      var home = document.getElementById('home-prerender');
      var app = document.getElementById('root');
      if (!home || !app || location.pathname !== '/' || !localStorage.getItem('auth_token')) return;
      var seen = {};
      try {
        seen = JSON.parse(localStorage.getItem('cc-first-view') || '{}') || {};
      } catch (error) {
        // A damaged entry: the calendar month.
      }
      var now = new Date();
      var two = function (n) { return (n < 10 ? '0' : '') + n; };
      var today = now.getFullYear() + '-' + two(now.getMonth() + 1) + '-' + two(now.getDate());
      var period = seen.from <= today && today <= seen.to ? seen.period : null;
      if (!period) {
        var months = ['ene', 'feb', 'mar', 'abr', 'may', 'jun', 'jul', 'ago', 'sept', 'oct', 'nov', 'dic'];
        var last = new Date(now.getFullYear(), now.getMonth() + 1, 0).getDate();
        period = '1 \\u2013 ' + last + ' de ' + months[now.getMonth()] + ' de ' + now.getFullYear();
      }
      var hour = now.getHours();
      var hello = hour < 6 ? 'Buenas noches' : hour < 12 ? 'Buenos d\\u00edas' : hour < 19 ? 'Buenas tardes' : 'Buenas noches';
      // Over the app's root, which renders hidden beneath it until the screen is whole (first-view.ts).
      var view = document.createElement('div');
      view.id = 'first-view';
      view.setAttribute('style', 'position:fixed;inset:0;z-index:1000;overflow:hidden;background:var(--mantine-color-body)');
      view.appendChild(home.content.cloneNode(true));
      app.parentNode.insertBefore(view, app);
      app.style.visibility = 'hidden';
      app.setAttribute('data-prerendered', 'home');
      var title = view.querySelector('main h1');
      var line = view.querySelector('main h1 + p');
      if (title && seen.name) title.textContent = 'Hola, ' + seen.name;
      if (line) line.textContent = hello + '. Tu mes: ' + period + '.';
    } catch (error) {
      // Storage blocked: the app draws the screen as usual.
    }
  })();
  try {
    var template = document.getElementById('login-prerender');
    var root = document.getElementById('root');
    if (!template || !root || location.pathname !== '/login' || localStorage.getItem('auth_token')) return;
    root.appendChild(template.content.cloneNode(true));
    root.setAttribute('data-prerendered', 'login');
    document.title = 'Iniciar sesión · Cuentas Claras';
    // Until the app takes over, a submit must not send the form the browser's way (a GET with the
    // password in the URL): it is noted, and the app's form submits once it is there.
    var form = root.querySelector('form');
    if (form) form.addEventListener('submit', function (event) {
      event.preventDefault();
      root.setAttribute('data-submit-pending', 'true');
    });
    // The passkey offer: gone where the browser has no WebAuthn; a press on it is noted, and the
    // app presses its own button once it is there (the press also starts the app, main.tsx).
    var offers = root.querySelectorAll('[data-passkey-offer]');
    for (var i = 0; i < offers.length; i++) {
      if (!window.PublicKeyCredential) offers[i].parentNode.removeChild(offers[i]);
      else if (offers[i].tagName === 'BUTTON') offers[i].addEventListener('click', function () {
        root.setAttribute('data-passkey-pending', 'true');
      });
    }
  } catch (error) {
    // Storage blocked: the app draws the screen as usual.
  }
})();
`;

/**
 * Writes the login screen's markup into index.html at build time (src/app/prerender-login.tsx),
 * so /login paints before the app's scripts have loaded and run: on a phone those take seconds;
 * and the home screen's first view (src/app/prerender-home.tsx), for / with a session.
 * The theme's CSS variables go there too, for every page (providers.tsx skips computing them).
 */
function prerenderLogin(): Plugin {
  const scriptFile = `assets/login-shell-${createHash('sha256').update(loginShellScript).digest('hex').slice(0, 8)}.js`;
  return {
    name: 'prerender-login',
    apply: 'build',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: scriptFile, source: loginShellScript });
    },
    transformIndexHtml: {
      order: 'post',
      async handler(html) {
        const server = await createServer({
          root: import.meta.dirname,
          configFile: false,
          logLevel: 'error',
          appType: 'custom',
          server: { middlewareMode: true, hmr: false, ws: false },
          plugins: [react()],
        });
        try {
          const prerender = (await server.ssrLoadModule('/src/app/prerender-login.tsx')) as {
            renderLoginMarkup: () => string;
            renderCssVariables: () => string;
          };
          const home = (await server.ssrLoadModule('/src/app/prerender-home.tsx')) as {
            renderHomeMarkup: () => string;
          };
          return html
            .replace(
              '<body>',
              `<body>\n    <style id="mantine-css-variables">${prerender.renderCssVariables()}</style>`,
            )
            .replace(
              '<div id="root"></div>',
              `<div id="root"></div>\n    <template id="login-prerender">${prerender.renderLoginMarkup()}</template>\n    <template id="home-prerender"><div inert aria-hidden="true" style="display:contents">${home.renderHomeMarkup()}</div></template>\n    <script src="/${scriptFile}"></script>`,
            );
        } finally {
          await server.close();
        }
      },
    },
  };
}

export default defineConfig({
  plugins: [
    react(),
    prerenderLogin(),
    contractWithoutSchemas(),
    firstScreen.plugin,
    // The service worker (decision 037): the app's own files (hashed scripts and styles, icons, the
    // offline page) are precached, so the app opens from the cache; a page opened without a
    // network gets offline.html. /api is never cached: the worker does not touch those requests,
    // and pages (index.html) always come from the network. The manifest is public/'s own, and the
    // worker is registered by service-worker.ts after the page has loaded.
    VitePWA({
      injectRegister: false,
      manifest: false,
      registerType: 'autoUpdate',
      workbox: {
        globPatterns: ['assets/*.{js,css}', '*.{svg,png,ico}', 'offline.html'],
        maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
        navigateFallback: null,
        cleanupOutdatedCaches: true,
        clientsClaim: true,
        skipWaiting: true,
        runtimeCaching: [
          {
            urlPattern: ({ request, url }) => request.mode === 'navigate' && !url.pathname.startsWith('/api/'),
            handler: 'NetworkOnly',
            options: { precacheFallback: { fallbackURL: '/offline.html' } },
          },
        ],
      },
    }),
    // Brotli and gzip copies (.br, .gz) next to every text file, compressed once at build time at the
    // highest levels; the API serves them to browsers that accept them (apps/api/src/lib/static-web.ts).
    // Files under 1 KiB gain nothing worth a second request-path lookup.
    compression({
      algorithms: ['brotliCompress', 'gzip'],
      include: /\.(html|css|js|svg|json|webmanifest|txt|ico)$/,
      threshold: 1024,
      logLevel: 'silent',
    }),
  ],
  server: {
    port: 5173,
    proxy: {
      '/api': { target: apiTarget, changeOrigin: false },
    },
  },
  preview: {
    port: 4173,
    proxy: {
      '/api': { target: apiTarget, changeOrigin: false },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    target: 'es2023',
    rolldownOptions: {
      output: {
        // Each group already lists every module it needs (firstScreenChunks): following their
        // imports again would pull one group's modules into another.
        codeSplitting: { groups: firstScreen.groups, includeDependenciesRecursively: false },
        strictExecutionOrder: true,
      },
    },
  },
});
