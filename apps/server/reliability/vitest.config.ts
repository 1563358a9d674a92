import { existsSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// The reliability suite (docs/reliability.md): its own Vitest configuration, so the everyday
// `vitest run` does not run it; `npm run test:reliability` (scripts/test-reliability.mjs) does, on
// PGlite (`reliability`) and, when PostgreSQL server binaries are present, on PostgreSQL
// (`reliability-pg`). It shares the server suite's set-up: one migrated, seeded database per
// worker (apps/server/test/context.ts). RELIABILITY_FULL=1 runs every part at full size; without
// it each part runs a bounded smoke (the `npm test` step).

const serverRoot = fileURLToPath(new URL('..', import.meta.url));
const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));

const hasPostgresServer =
  existsSync('/usr/lib/postgresql') &&
  readdirSync('/usr/lib/postgresql').some((v) => existsSync(`/usr/lib/postgresql/${v}/bin/initdb`));

const project = (name: string, driver: 'pglite' | 'pg') => ({
  extends: true as const,
  test: {
    name,
    root: serverRoot,
    include: ['reliability/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['test/global-setup.ts'],
    setupFiles: ['test/setup-env.ts'],
    env: { TEST_DB_DRIVER: driver },
    testTimeout: 120_000,
    hookTimeout: 180_000,
    maxWorkers: 1,
    fileParallelism: false,
    isolate: false,
  },
});

export default defineConfig({
  root: repoRoot,
  test: {
    projects: [
      project('reliability', 'pglite'),
      ...(hasPostgresServer ? [project('reliability-pg', 'pg')] : []),
    ],
  },
});
