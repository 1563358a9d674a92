// `npm run sso:token -- <username>`: mints the short-lived token the admin portal would send for
// that account (spec §4 Single sign-on), signed with this server's SSO shared secret, so the flow
// can be tried without the portal. The token goes to stdout (for scripts); the sign-in link to
// stderr. Options: --base-url <url> (default PUBLIC_BASE_URL), --ttl <seconds> (default 120).
// The secret comes from where the server reads it: the environment, else the database when
// DATABASE_URL is set, else DATA_DIR/secrets.json. Run this with the same settings as the server.
import { parseArgs } from 'node:util';
import {
  ConfigError,
  ensureSecrets,
  loadConfig,
  type AppConfig,
  type EnvConfig,
} from '../src/config';
import { openDatabase } from '../src/db/client';
import { resolveSecrets } from '../src/modules/auth/server-secrets';
import { SSO_MAX_AGE_SECONDS, signPortalSsoToken } from '../src/modules/auth/tokens';

// The embedded database cannot be opened while the server holds it; its secrets are in a file.
async function withSecrets(config: EnvConfig): Promise<AppConfig> {
  if (config.database.driver !== 'pg') return ensureSecrets(config);
  const database = await openDatabase(config.database);
  try {
    return await resolveSecrets(config, database);
  } finally {
    await database.close();
  }
}

async function main(): Promise<void> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { 'base-url': { type: 'string' }, ttl: { type: 'string' } },
  });
  const username = positionals[0]?.trim().toLowerCase();
  if (!username) {
    console.error(
      'Usage: npm run sso:token -- <username> [--base-url http://localhost:3000] [--ttl 120]',
    );
    process.exit(2);
  }
  const ttl = values.ttl ? Number(values.ttl) : undefined;
  if (ttl !== undefined && (!Number.isInteger(ttl) || ttl < 1 || ttl > SSO_MAX_AGE_SECONDS)) {
    console.error(`--ttl must be a whole number of seconds from 1 to ${SSO_MAX_AGE_SECONDS}`);
    process.exit(2);
  }

  let config: AppConfig;
  try {
    config = await withSecrets(loadConfig(process.env));
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  const token = await signPortalSsoToken(config.secrets.ssoSharedSecret, username, {
    ttlSeconds: ttl,
  });
  const base = (values['base-url'] ?? config.publicBaseUrl).replace(/\/+$/, '');
  process.stdout.write(`${token}\n`);
  console.error(`Sign in as ${username} (valid ${ttl ?? 120} s, once): ${base}/sso?token=${token}`);
}

void main();
