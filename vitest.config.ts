import { existsSync, readdirSync } from 'node:fs';
import { defineConfig } from 'vitest/config';

// The server suite runs twice when PostgreSQL server binaries are on the machine: once on the
// embedded PGlite and once on a throwaway PostgreSQL cluster (apps/server/test/pg-cluster.ts).
const hasPostgresServer =
  existsSync('/usr/lib/postgresql') &&
  readdirSync('/usr/lib/postgresql').some((v) => existsSync(`/usr/lib/postgresql/${v}/bin/initdb`));

const serverProject = (name: string, driver: 'pglite' | 'pg') => ({
  extends: true as const,
  test: {
    name,
    root: 'apps/server',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['test/global-setup.ts'],
    setupFiles: ['test/setup-env.ts'],
    env: { TEST_DB_DRIVER: driver },
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Each worker shares one migrated database; a second worker would only compete for 2 cores.
    maxWorkers: 1,
    fileParallelism: false,
    // Test files share the worker's app and database (apps/server/test/context.ts).
    isolate: false,
  },
});

export default defineConfig({
  test: {
    // Coverage is a root-only option in Vitest (a project entry cannot hold it). The domain package
    // must stay fully covered: any run with --coverage that loads its files fails below 100% lines.
    coverage: { thresholds: { 'packages/domain/src/**': { lines: 100 } } },
    projects: [
      {
        extends: true,
        test: {
          name: 'domain',
          root: 'packages/domain',
          include: ['src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        extends: true,
        test: {
          name: 'contract',
          root: 'packages/contract',
          include: ['src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        extends: true,
        test: {
          // The repository's own checks (scripts/checks): the import graph, lint's cycle rule.
          name: 'repo',
          root: 'scripts/checks',
          include: ['**/*.test.ts'],
          environment: 'node',
        },
      },
      serverProject('server', 'pglite'),
      ...(hasPostgresServer ? [serverProject('server-pg', 'pg')] : []),
      'apps/web/vitest.config.ts',
      'packages/ui/vitest.config.ts',
      'apps/portal/vitest.config.ts',
    ],
  },
});
