import type { TestProject } from 'vitest/node';
import { startPostgresCluster } from './pg-cluster';

// Runs once per server test project in the main process. For the `server-pg` project it starts a
// throwaway PostgreSQL cluster (or uses TEST_DATABASE_URL when given) and hands its URL to the
// workers through provide/inject; the teardown stops it and removes its folder. The PGlite project
// needs nothing here: each worker creates its in-memory database once (test/context.ts).

declare module 'vitest' {
  export interface ProvidedContext {
    databaseUrl: string | null;
  }
}

export default async function setup(project: TestProject) {
  const driver = project.config.env?.TEST_DB_DRIVER ?? process.env.TEST_DB_DRIVER ?? 'pglite';
  if (driver !== 'pg') {
    project.provide('databaseUrl', null);
    return;
  }
  const given = process.env.TEST_DATABASE_URL;
  if (given) {
    project.provide('databaseUrl', given);
    return;
  }
  const cluster = await startPostgresCluster();
  project.provide('databaseUrl', cluster.url);
  return async () => {
    await cluster.stop();
  };
}
