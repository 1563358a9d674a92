import { sql } from 'drizzle-orm';
import { ConfigError, ensureSecrets, invocationDir, loadConfig } from '../config';
import { openDatabase, type DatabaseHandle } from './client';
import { prepareDatabase } from './prepare-database';

// `npm run seed`: seeds the demo shop into an empty database (the same database the server would
// use, from the same configuration). `npm run seed -- --reset` first drops everything (all tables,
// the migration history and the background jobs), migrates from scratch, reloads the geography and seeds.
// With the embedded database, stop the server first: PGlite serves one process at a time.

const log = { info: (message: unknown) => console.log(String(message)) };

async function dropEverything(handle: DatabaseHandle): Promise<void> {
  await handle.db.execute(sql`drop schema if exists public cascade`);
  await handle.db.execute(sql`drop schema if exists drizzle cascade`);
  await handle.db.execute(sql`drop schema if exists pgboss cascade`);
  await handle.db.execute(sql`create schema public`);
}

async function main(): Promise<void> {
  const reset = process.argv.includes('--reset');
  let config;
  try {
    config = ensureSecrets(loadConfig(process.env, { cwd: invocationDir() }));
  } catch (error) {
    if (error instanceof ConfigError) {
      for (const line of error.lines) console.error(line);
      process.exit(1);
    }
    throw error;
  }
  const where =
    config.database.driver === 'pg'
      ? 'the PostgreSQL server (DATABASE_URL)'
      : config.database.dataDir;
  let handle = await openDatabase(config.database);
  try {
    if (reset) {
      console.log(`Dropping all data in ${where} …`);
      await dropEverything(handle);
      await handle.close();
      handle = await openDatabase(config.database); // migrates the empty database
    }
    const result = await prepareDatabase(handle, {
      seedDemo: true,
      log,
      orderNumberKey: config.orderNumberKey,
    });
    if (result.seeded) console.log(`Demo data seeded into ${where}.`);
    else
      console.log(
        `${where} already has data: nothing seeded. Use \`npm run seed -- --reset\` to start over.`,
      );
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
