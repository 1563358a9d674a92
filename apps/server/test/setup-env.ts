import { beforeAll } from 'vitest';
import { getTestContext } from './context';

// Runs in the worker before each server test file. The database driver comes from the project
// (vitest.config.ts: `server` → pglite, `server-pg` → a throwaway PostgreSQL). The shared context
// (database migrated, geography and demo data loaded, app built) is created before the first file
// of the worker, under the hook timeout rather than a test's; later files reuse it at no cost.
process.env.TEST_DB_DRIVER ??= 'pglite';
process.env.NODE_ENV ??= 'test';

beforeAll(async () => {
  await getTestContext();
}, 180_000);
