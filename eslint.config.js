// @ts-check
/**
 * Lint rules, including DESIGN.md's dependency rule as code: client → shared; server → shared,
 * extraction, excel, runtime; cli → shared, extraction, excel, runtime; runtime → shared,
 * extraction; extraction → shared; excel → shared; nothing imports client. The runtime
 * (src/runtime) is what the pure engine is given from outside (the OCR recognisers and word
 * lists). Inside the client: components/ui and lib → features → app/pages, and features do not
 * import each other.
 */
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const FEATURES = [
  'auth',
  'convert',
  'conversions',
  'checkout',
  'analytics',
  'templates',
  'directory',
  'blog',
  'marketing',
  'subscription',
  'extraction-test',
  'reminders',
  'register',
];

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'node_modules/**',
      'data/**',
      'drizzle/**',
      'test-results/**',
      'playwright-report/**',
      'tests/fixtures/generated/**',
      'bench/out/**',
      'bin/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    // CommonJS preload scripts (NODE_OPTIONS=--require) run in plain Node.
    files: ['**/*.cjs'],
    languageOptions: {
      sourceType: 'commonjs',
      globals: { require: 'readonly', process: 'readonly' },
    },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['tsconfig.json', 'src/client/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'import-x/no-cycle': ['error', { maxDepth: 10 }],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './src/shared',
              from: [
                './src/server',
                './src/client',
                './src/extraction',
                './src/excel',
                './src/cli',
                './src/runtime',
              ],
              message: 'shared depends on nothing',
            },
            {
              target: './src/extraction',
              from: ['./src/server', './src/client', './src/excel', './src/cli', './src/runtime'],
              message: 'extraction may import shared only: what it needs from outside is injected',
            },
            {
              target: './src/excel',
              from: [
                './src/server',
                './src/client',
                './src/extraction',
                './src/cli',
                './src/runtime',
              ],
              message: 'excel may import shared only',
            },
            {
              // Shared by the parser worker (server) and the CLI, so it may import neither.
              target: './src/runtime',
              from: ['./src/server', './src/client', './src/excel', './src/cli'],
              message: 'the runtime may import extraction and shared only',
            },
            {
              target: './src/server',
              from: ['./src/client', './src/cli'],
              message: 'server must not import client or cli',
            },
            {
              // Operator commands that need the server (reminders) live in src/server/operator
              // and reach the CLI through bin/certsheet.js: no exception here.
              target: './src/cli',
              from: ['./src/client', './src/server'],
              message: 'the CLI uses extraction, excel and the runtime, not the server',
            },
            {
              target: './src/client',
              from: [
                './src/server',
                './src/extraction',
                './src/excel',
                './src/cli',
                './src/runtime',
              ],
              message: 'the client talks to the server over HTTP only',
            },
            // Client layers (bulletproof-react): shared UI and lib never import features or pages.
            {
              target: ['./src/client/components', './src/client/lib'],
              from: ['./src/client/features', './src/client/pages', './src/client/app'],
              message: 'components and lib are the bottom layer',
            },
            {
              target: './src/client/features',
              from: ['./src/client/pages', './src/client/app'],
              message: 'features do not import pages or app',
            },
            // What several features need of the session (the signed-in user, the public config,
            // the redirect to sign-in) lives in lib/session, so no feature imports another.
            ...FEATURES.map((feature) => ({
              target: `./src/client/features/${feature}`,
              from: FEATURES.filter((other) => other !== feature).map(
                (other) => `./src/client/features/${other}`,
              ),
              message: 'features do not import each other',
            })),
          ],
        },
      ],
    },
  },
  {
    files: ['src/client/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    files: ['src/extraction/**/*.ts', 'src/excel/**/*.ts'],
    rules: {
      // Pure libraries: given what they need; no files, network, environment or clock.
      'no-restricted-imports': [
        'error',
        {
          paths: [
            'node:fs',
            'fs',
            'node:fs/promises',
            'fs/promises',
            'node:http',
            'node:https',
            'node:net',
            'node:child_process',
          ],
        },
      ],
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Pure library: pass configuration in.' },
        { object: 'Date', property: 'now', message: 'Pure library: pass "today" in.' },
      ],
    },
  },
);
