import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseHandle } from './client';
import { prepareGeographyAnswers } from '../modules/locations/service';
import { loadGeography } from './geography/load-geography';
import { isDatabaseEmpty, seedDemoData } from './seed/seed-demo-data';

// What every start does after openDatabase() has migrated: load the Thai geography (reference
// data, idempotent), store the compressed bytes of its whole answers (docs/decisions/048: brotli at
// quality 11 runs here, in the short-lived child, not in the serving process) and, on an empty
// database, the demo shop. Used by main.ts, `npm run seed` and
// the test harness, so all three start from the same state.

type Log = Pick<FastifyBaseLogger, 'info'>;

export interface PrepareResult {
  geography: Awaited<ReturnType<typeof loadGeography>>;
  geographyAnswers: Awaited<ReturnType<typeof prepareGeographyAnswers>>;
  seeded: boolean;
}

export async function prepareDatabase(
  handle: DatabaseHandle,
  options: { seedDemo: boolean; log?: Log; orderNumberKey?: string | null },
): Promise<PrepareResult> {
  const { log } = options;
  const geography = await loadGeography(handle.db);
  const geographyAnswers = await prepareGeographyAnswers(handle.db);
  let seeded = false;
  if (options.seedDemo && (await isDatabaseEmpty(handle.db))) {
    log?.info('empty database: seeding the demo shop');
    await seedDemoData(handle.db, { orderNumberKey: options.orderNumberKey ?? null });
    seeded = true;
  }
  return { geography, geographyAnswers, seeded };
}
