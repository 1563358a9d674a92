import { inArray } from 'drizzle-orm';
import {
  ensureSecrets,
  generateSecret,
  missingSecrets,
  type AppConfig,
  type EnvConfig,
  type Secrets,
} from '../../config';
import type { DatabaseHandle } from '../../db/client';
import { SECRET_VARIABLES } from '../../environment/defaults';
import { serverSecrets } from '../../db/schema/identity';

// Where a server gets the secrets its environment did not give (decision 010). Several servers on
// one PostgreSQL must sign and verify with the same secrets, or a token from one is refused by the
// next; so there the first server to start generates them into the `server_secrets` table and
// every later one reads them. On the embedded database (one server per DATA_DIR) they stay in
// DATA_DIR/secrets.json, which `npm run sso:token` can read while the server holds the database.
// In production every secret must come from the environment (loadConfig refuses to start).

export async function resolveSecrets(
  config: EnvConfig,
  database: DatabaseHandle,
): Promise<AppConfig> {
  const missing = missingSecrets(config);
  if (database.driver !== 'pg' || missing.length === 0 || config.production) {
    return ensureSecrets(config);
  }
  const names = missing.map((key) => SECRET_VARIABLES[key]);
  // Servers starting together race here: the first insert wins, everyone reads the winner.
  await database.db
    .insert(serverSecrets)
    .values(names.map((name) => ({ name, value: generateSecret() })))
    .onConflictDoNothing();
  const rows = await database.db
    .select()
    .from(serverSecrets)
    .where(inArray(serverSecrets.name, names));
  const stored = new Map(rows.map((row) => [row.name, row.value]));
  const secrets = { ...config.secrets };
  for (const key of missing) secrets[key] = stored.get(SECRET_VARIABLES[key]);
  return { ...config, secrets: secrets as Secrets };
}
