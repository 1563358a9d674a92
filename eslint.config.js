// One lint configuration for the whole repository. The import boundaries below are the house rules
// of DESIGN.md §3: domain imports nothing of ours, shared web code imports no feature, a feature
// does not reach into another feature, a server module uses another module only through its service.
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
  { target: './apps/web', from: './apps/server' },
  { target: './apps/server', from: './apps/web' },
  { target: './apps/web/src/shared', from: ['./apps/web/src/features', './apps/web/src/app'] },
  { target: './apps/web/src/features', from: './apps/web/src/app' },
  ...webFeatures.map((feature) => ({
    target: `./apps/web/src/features/${feature}`,
    from: './apps/web/src/features',
    except: [`./${feature}`],
  })),
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
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
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
