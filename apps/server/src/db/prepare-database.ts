import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseHandle } from './client';
import { loadGeography } from './geography/load-geography';
import { isDatabaseEmpty, seedDemoData } from './seed/seed-demo-data';

// What every start does after openDatabase() has migrated: load the Thai geography (reference
// data, idempotent) and, on an empty database, the demo shop. Used by main.ts, `npm run seed` and
// the test harness, so all three start from the same state.

type Log = Pick<FastifyBaseLogger, 'info'>;

export interface PrepareResult {
  geography: Awaited<ReturnType<typeof loadGeography>>;
  seeded: boolean;
}

export async function prepareDatabase(
  handle: DatabaseHandle,
  options: { seedDemo: boolean; log?: Log; orderNumberKey?: string | null },
): Promise<PrepareResult> {
  const { log } = options;
  const geography = await loadGeography(handle.db);
  let seeded = false;
  if (options.seedDemo && (await isDatabaseEmpty(handle.db))) {
    log?.info('empty database: seeding the demo shop');
    await seedDemoData(handle.db, { orderNumberKey: options.orderNumberKey ?? null });
    seeded = true;
  }
  return { geography, seeded };
}
