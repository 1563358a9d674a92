import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startPostgresCluster } from './pg-cluster';

// Runs once per server test project in the main process. It makes the workers' scratch folder
// (DATA_DIR of the test configuration) and removes it in the teardown: a worker is stopped without
// running its exit handlers, so it cannot clean up after itself. For the `server-pg` project it
// also starts a throwaway PostgreSQL cluster (or uses TEST_DATABASE_URL when given) and hands its
// URL to the workers through provide/inject; the teardown stops it and removes its folder. The
// PGlite project needs no cluster: each worker creates its in-memory database once (test/context.ts).

declare module 'vitest' {
  export interface ProvidedContext {
    databaseUrl: string | null;
    scratchDir: string;
  }
}

export default async function setup(project: TestProject) {
  const scratchDir = mkdtempSync(join(tmpdir(), 'changdee-test-'));
  project.provide('scratchDir', scratchDir);
  const removeScratch = () => rmSync(scratchDir, { recursive: true, force: true });

  const driver = project.config.env?.TEST_DB_DRIVER ?? process.env.TEST_DB_DRIVER ?? 'pglite';
  const given = process.env.TEST_DATABASE_URL;
  if (driver !== 'pg' || given) {
    project.provide('databaseUrl', driver === 'pg' ? (given ?? null) : null);
    return removeScratch;
  }
  const cluster = await startPostgresCluster();
  project.provide('databaseUrl', cluster.url);
  return async () => {
    await cluster.stop();
    removeScratch();
  };
}
