import react from '@vitejs/plugin-react';
import { createHash } from 'node:crypto';
import { createServer, defineConfig, type Plugin } from 'vite';
import { compression } from 'vite-plugin-compression2';

// Where `vite` and `vite preview` send /api; the API listens on 3000 by default.
const apiTarget = process.env.API_PROXY_TARGET ?? 'http://127.0.0.1:3000';

// Shows the login form written into index.html (prerenderLogin) when the page opens on /login
// without a session. A classic script, not inline: the API's Content-Security-Policy allows only
// same-origin scripts. It runs before the first paint, so the form paints with the HTML.
const loginShellScript = `(function () {
  try {
    var template = document.getElementById('login-prerender');
    var root = document.getElementById('root');
    if (!template || !root || location.pathname !== '/login' || localStorage.getItem('auth_token')) return;
    root.appendChild(template.content.cloneNode(true));
    root.setAttribute('data-prerendered', 'login');
    document.title = 'Iniciar sesión · Cuentas Claras';
  } catch (error) {
    // Storage blocked: the app draws the screen as usual.
  }
})();
`;

/**
 * Writes the login screen's markup into index.html at build time (src/app/prerender-login.tsx),
 * so /login paints before the app's scripts have loaded and run: on a phone those take seconds.
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
          const prerender = (await server.ssrLoadModule('/src/app/prerender-login.tsx')) as { renderLoginMarkup: () => string; renderCssVariables: () => string };
          return html
            .replace('<body>', `<body>\n    <style id="mantine-css-variables">${prerender.renderCssVariables()}</style>`)
            .replace(
              '<div id="root"></div>',
              `<div id="root"></div>\n    <template id="login-prerender">${prerender.renderLoginMarkup()}</template>\n    <script src="/${scriptFile}"></script>`,
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
  },
});
