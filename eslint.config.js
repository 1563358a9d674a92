// One lint configuration for the whole repository. The import boundaries below are the house rules
// of DESIGN.md §3: domain imports nothing of ours, shared web code imports no feature, a feature
// does not reach into another feature, a server module uses another module only through its service,
// server plugins and lib never reach into a module, the two packages both sides share (domain,
// contract) stay free of Node, React, Fastify and Drizzle, and the browser apps (the shop, the
// portal) share packages/ui, never each other's code.
import { readdirSync, existsSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { importX } from 'eslint-plugin-import-x';
import globals from 'globals';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';

const dirs = (path) =>
  existsSync(path)
    ? readdirSync(path, { withFileTypes: true })
        .filter((d) => d.isDirectory())
        .map((d) => d.name)
    : [];

const webFeatures = dirs('apps/web/src/features');
const serverModules = dirs('apps/server/src/modules');

const zones = [
  { target: './packages/domain', from: ['./packages/contract', './apps', './e2e', './bench'] },
  { target: './packages/contract', from: ['./apps', './e2e', './bench'] },
  { target: './apps/web', from: ['./apps/server', './apps/portal'] },
  { target: './apps/server', from: ['./apps/web', './apps/portal', './packages/ui'] },
  // The operations portal and the shop share packages/ui, never each other's code (decision 041).
  { target: './apps/portal', from: ['./apps/server', './apps/web'] },
  { target: './packages/ui', from: ['./apps', './e2e', './bench'] },
  // The portal's layers (issue 30 item 4): lib and session are shared and import no feature and
  // no shell; a feature owns its pages and imports neither the shell (app, layout) nor main.
  {
    target: ['./apps/portal/src/lib', './apps/portal/src/session'],
    from: ['./apps/portal/src/features', './apps/portal/src/app', './apps/portal/src/layout'],
    message: 'Shared portal code imports no feature and no shell.',
  },
  {
    target: './apps/portal/src/features',
    from: ['./apps/portal/src/app', './apps/portal/src/layout', './apps/portal/src/main.tsx'],
    message: 'A portal feature does not import the app shell: shared code lives in src/lib.',
  },
  { target: './apps/web/src/shared', from: ['./apps/web/src/features', './apps/web/src/app'] },
  { target: './apps/web/src/features', from: './apps/web/src/app' },
  ...webFeatures.map((feature) => ({
    target: `./apps/web/src/features/${feature}`,
    from: './apps/web/src/features',
    except: [`./${feature}`],
  })),
  {
    // An order tells what happened (recordOrderEvent); messages and documents react (decision 068).
    target: './apps/server/src/modules/orders',
    from: ['./apps/server/src/modules/messages', './apps/server/src/modules/documents'],
    message: 'Orders call no reaction: record an order event and let messages and documents react.',
  },
  {
    target: ['./apps/server/src/plugins', './apps/server/src/lib'],
    from: './apps/server/src/modules',
    message: 'Plugins and lib do not reach into modules: app.ts wires a module in.',
  },
  ...serverModules.flatMap((mod) =>
    serverModules
      .filter((other) => other !== mod)
      .map((other) => ({
        target: `./apps/server/src/modules/${mod}`,
        from: `./apps/server/src/modules/${other}`,
        except: ['./service.ts'],
        message: 'Use another module only through its service.ts.',
      })),
  ),
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/coverage/**',
      '**/data/**',
      'apps/server/drizzle/**',
      'e2e/test-results/**',
      'e2e/playwright-report/**',
      '.tmp/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.node },
    },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.jsx', '.mjs'],
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          noWarnOnMultipleProjects: true,
          project: [
            'apps/*/tsconfig.json',
            'packages/*/tsconfig.json',
            'e2e/tsconfig.json',
            'bench/tsconfig.json',
          ],
        }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones }],
      // No import cycles, type-only ones included: a cycle means two modules that are one, or a
      // shared piece (often a type) that belongs in a file of its own.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
      // No barrel files: a module is imported from where it is written.
      'no-restricted-syntax': [
        'error',
        {
          selector: 'ExportAllDeclaration, ExportNamedDeclaration[source]',
          message: 'No re-exports (barrel files): import from the module itself.',
        },
      ],
    },
  },
  {
    // Small pieces (issue 30 item 5): a function of product code that must be longer says why in
    // its eslint-disable comment.
    files: ['apps/*/src/**/*.{ts,tsx}', 'packages/*/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'max-lines-per-function': ['error', { max: 80, skipBlankLines: true, skipComments: true }],
    },
  },
  {
    // drizzle-kit and the database client read the whole schema from this one file.
    files: ['apps/server/src/db/schema.ts'],
    rules: { 'no-restricted-syntax': 'off' },
  },
  {
    // Both apps (a browser and Node) run domain and contract: no runtime or framework in them.
    files: ['packages/domain/src/**/*.ts', 'packages/contract/src/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      // node:fs, path, … : they run in the browser too.
      'import-x/no-nodejs-modules': 'error',
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['react', 'react-*', 'react/*', '@tanstack/*', 'zustand', 'i18next'],
              message: 'domain and contract know no UI framework.',
            },
            {
              group: ['fastify', 'fastify-*', '@fastify/*'],
              message: 'domain and contract know no web server.',
            },
            {
              group: ['drizzle-orm', 'drizzle-orm/*', 'drizzle-kit', 'pg', '@electric-sql/*'],
              message: 'domain and contract know no database.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}', 'apps/portal/**/*.{ts,tsx}', 'packages/ui/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
    },
  },
  {
    files: ['scripts/**', 'bench/**', 'e2e/**', '**/*-cli.ts', '**/scripts/**'],
    rules: { 'no-console': 'off' },
  },
);
