// Lives in scripts/ because the design card fixes the top-level files; `npm run lint` points at it.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Import boundaries (ARCHITECTURE.md §6): src/shared ← machines ← src/web; src/shared ← src/server;
 * features do not import each other.
 */
const zones = [
  { target: './src/shared', from: ['./src/web', './src/server', './machines'], message: 'src/shared is the bottom layer: no I/O, no app code.' },
  { target: './machines', from: ['./src/web', './src/server'], message: 'Machines are pure: they receive effects through .provide().' },
  { target: './src/web', from: ['./src/server'], message: 'The browser reaches the server only over HTTP.' },
  { target: './src/server', from: ['./src/web', './machines'], message: 'The server does not import browser code.' },
  {
    target: './src/web/ui',
    from: ['./src/web/store', './src/web/services', './src/web/billing', './src/web/features', './machines'],
    message: 'src/web/ui is presentational: theme and primitives, no store, services, billing or machines.',
  },
  { target: './src/web/billing', from: './src/web/features', message: 'Billing sits below the features: features import it, not the other way.' },
  ...['landing', 'shell', 'generation', 'articles', 'campaigns', 'integrate', 'settings', 'examples', 'static-pages', 'not-found'].map((f) => ({
    target: `./src/web/features/${f}`,
    from: './src/web/features',
    except: [`./${f}`],
    message: 'Features do not import each other: move shared code down into src/web/ui, billing, services or store.',
  })),
];

export default tseslint.config(
  { basePath: root },
  { ignores: ['dist/**', 'node_modules/**', '.data/**', 'bench-results/**', 'coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json'] })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: root, zones }],
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'error',
    },
  },
);
