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

/** Names that say a piece of React state or a ref holds workflow (stage, dialog, checkout…). */
const WORKFLOW_NAME = /stage|step|phase|paywall|dialog|preview|progress|generat|analy[sz]|retry|topic|typing|wizard|checkout|subscri|credit|session|history|article|send|actor|machine/i;
const HOOK = /^(useState|useReducer|useRef|useEffect|useLayoutEffect)$/;
const BRIDGE_HOOK = /^(useRef|useEffect|useLayoutEffect)$/;

const hookName = (callee) =>
  callee.type === 'Identifier' ? callee.name : callee.type === 'MemberExpression' && callee.property.type === 'Identifier' ? callee.property.name : null;

/**
 * ARCHITECTURE.md §5, issue 16: machines own the workflow and talk to each other through events.
 * In src/web this fails on (1) useState/useReducer/useRef whose variable is named for workflow, and
 * (2) any useRef/useEffect/useLayoutEffect in a module that touches an actor (imports xstate,
 * @xstate/react or machines/): that is how one machine used to be bridged to another.
 */
const noWorkflowHooks = {
  meta: { type: 'problem', schema: [], messages: {
    named: "'{{name}}' holds workflow in React ({{hook}}): keep it in a machine and render its snapshot.",
    bridge: '{{hook}} in a module that drives an actor: machines talk through events, not effects or refs.',
  } },
  create(context) {
    let drivesActor = false;
    return {
      ImportDeclaration(node) {
        const from = String(node.source.value);
        if (from === 'xstate' || from === '@xstate/react' || /(^|\/)machines\//.test(from)) drivesActor = true;
      },
      CallExpression(node) {
        const hook = hookName(node.callee);
        if (!hook || !HOOK.test(hook)) return;
        const declarator = node.parent.type === 'VariableDeclarator' ? node.parent : null;
        const target = declarator?.id.type === 'ArrayPattern' ? declarator.id.elements[0] : declarator?.id;
        if (target?.type === 'Identifier' && WORKFLOW_NAME.test(target.name)) {
          context.report({ node, messageId: 'named', data: { name: target.name, hook } });
        }
      },
      'Program:exit'(program) {
        if (!drivesActor) return;
        const visit = (node) => {
          if (!node || typeof node.type !== 'string') return;
          if (node.type === 'CallExpression') {
            const hook = hookName(node.callee);
            if (hook && BRIDGE_HOOK.test(hook)) context.report({ node, messageId: 'bridge', data: { hook } });
          }
          for (const key of Object.keys(node)) {
            if (key === 'parent') continue;
            const child = node[key];
            if (Array.isArray(child)) child.forEach(visit);
            else if (child && typeof child === 'object') visit(child);
          }
        };
        visit(program);
      },
    };
  },
};

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
  {
    files: ['src/web/**/*.{ts,tsx}'],
    plugins: { rankscribe: { rules: { 'no-workflow-hooks': noWorkflowHooks } } },
    rules: { 'rankscribe/no-workflow-hooks': 'error' },
  },
);
