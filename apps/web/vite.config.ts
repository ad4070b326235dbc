import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';

// Where `vite` and `vite preview` send /api; the API listens on 3000 by default.
const apiTarget = process.env.API_PROXY_TARGET ?? 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [
    react(),
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
