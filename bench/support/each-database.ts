import { findPostgresBin, startPostgresCluster } from '../../apps/server/test/pg-cluster';

/**
 * Runs a measurement on the embedded PGlite, then on a PostgreSQL server: BENCH_DATABASE_URL when
 * set, else a throwaway cluster of the installed server binaries; one printed line when neither
 * is there.
 */
export async function onEachDatabase(
  clusterName: string,
  measure: (label: string, databaseUrl?: string) => Promise<void>,
): Promise<void> {
  await measure('PGlite (embedded)');
  if (process.env.BENCH_DATABASE_URL) {
    await measure('PostgreSQL (BENCH_DATABASE_URL)', process.env.BENCH_DATABASE_URL);
  } else if (findPostgresBin()) {
    const cluster = await startPostgresCluster(clusterName);
    try {
      await measure('PostgreSQL 15 (throwaway cluster)', cluster.url);
    } finally {
      await cluster.stop();
    }
  } else {
    console.log(
      '\nPostgreSQL: no server binaries under /usr/lib/postgresql and no BENCH_DATABASE_URL; skipped.',
    );
  }
}
