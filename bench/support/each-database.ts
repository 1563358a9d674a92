import { findPostgresBin, startPostgresCluster } from '../../apps/server/test/pg-cluster';

/**
 * Runs a measurement on the embedded PGlite, then on a PostgreSQL server: BENCH_DATABASE_URL when
 * set, else a throwaway cluster of the installed server binaries; one printed line when neither
 * is there. BENCH_ONLY=pglite or BENCH_ONLY=postgresql runs one of them.
 */
export async function onEachDatabase(
  clusterName: string,
  measure: (label: string, databaseUrl?: string) => Promise<void>,
): Promise<void> {
  const only = process.env.BENCH_ONLY;
  if (only !== 'postgresql') await measure('PGlite (embedded)');
  if (only === 'pglite') return;
  if (process.env.BENCH_DATABASE_URL) {
    await measure('PostgreSQL (BENCH_DATABASE_URL)', process.env.BENCH_DATABASE_URL);
  } else if (findPostgresBin()) {
    // BENCH_STATEMENTS=1: the server keeps its time per statement (pg_stat_statements).
    const statements = process.env.BENCH_STATEMENTS
      ? ['shared_preload_libraries=pg_stat_statements', 'pg_stat_statements.track_planning=on']
      : [];
    const cluster = await startPostgresCluster(clusterName, statements);
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
