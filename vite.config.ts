/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The API server runs beside Vite in `npm run dev` (scripts/dev.ts) on API_PORT;
// every backend path is proxied so the browser sees one origin, as in production.
const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? '3001'}`;
const backendPaths = ['/api', '/auth/v1', '/rest/v1', '/sample-site', '/robots.txt', '/sitemap.xml'];

export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    manifest: true,
    sourcemap: false,
    rolldownOptions: {
      // Two browser entries: the app (index.html) and the landing page's own small one, which
      // scripts/prerender.ts puts into the prerendered HTML of `/` (docs/landing.md).
      input: { index: 'index.html', landing: 'src/web/entry-landing.ts' },
    },
  },
  server: {
    port: Number(process.env.PORT ?? 3000),
    strictPort: true,
    proxy: Object.fromEntries(backendPaths.map((p) => [p, { target: apiTarget, changeOrigin: false }])),
  },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          include: ['tests/unit/**/*.test.ts', 'tests/machines/**/*.test.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['tests/web/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/web/setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          environment: 'node',
          include: ['tests/server/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['tests/e2e/**/*.test.ts'],
          globalSetup: ['tests/e2e/global-setup.ts'],
          testTimeout: 90_000,
          hookTimeout: 120_000,
          // One browser and one server for the whole suite; files run one after another.
          fileParallelism: false,
        },
      },
    ],
  },
});
