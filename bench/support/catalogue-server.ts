// The server side of bench/catalogue.ts, in its own process so the load generator does not share
// its event loop: the real app (all plugins, auth, zod answers) on PGlite or on DATABASE_URL, with
// the demo shop seeded and one extra constant-JSON route as the baseline. Prints one JSON line
// { port, token, storeId, channel } when it listens on 127.0.0.1, and stops on SIGTERM.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../../apps/server/src/app';
import { ensureSecrets, loadConfig } from '../../apps/server/src/config';
import { openDatabase } from '../../apps/server/src/db/client';
import { prepareDatabase } from '../../apps/server/src/db/prepare-database';
import { DEMO_PASSWORD, DEMO_USERS } from '../../apps/server/src/db/seed/demo-keys';

const dataDir = mkdtempSync(join(tmpdir(), 'changdee-bench-'));
const databaseUrl = process.env.BENCH_DATABASE_URL;
const config = ensureSecrets(
  loadConfig(
    {
      NODE_ENV: 'production-like-bench',
      LOG_LEVEL: 'silent',
      DATA_DIR: dataDir,
      STATIC_DIR: join(dataDir, 'no-web-app'),
      ACCESS_TOKEN_SECRET: 'bench-access-token-secret-0123456789abcdef',
      REFRESH_TOKEN_PEPPER: 'bench-refresh-token-pepper-0123456789abcdef',
      SSO_SHARED_SECRET: 'bench-sso-shared-secret-0123456789abcdef',
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    },
    { cwd: dataDir },
  ),
);

const database = await openDatabase(config.database);
await prepareDatabase(database, { seedDemo: true });
const app = await buildApp(config, { database, closeDatabase: true });

// The baseline: the same server, the same plugins and hooks, a constant answer.
const constant = { message: 'success', data: { status: 'ok', items: [1, 2, 3] } };
app.get('/bench/constant', { config: { access: 'public' } }, async () => constant);
// The same constant behind the bearer token check, to tell the cost of signing in apart.
app.get(
  '/bench/constant-signed-in',
  { config: { access: { roles: ['Sales'] } } },
  async () => constant,
);
await app.ready();

const signIn = await app.inject({
  method: 'POST',
  url: '/v1/auth',
  headers: {
    authorization: `Basic ${Buffer.from(`${DEMO_USERS.sales}:${DEMO_PASSWORD}`).toString('base64')}`,
  },
});
const session = signIn.json() as {
  data: { user: { accessToken: string }; stores: Array<{ _id: string; channel: string }> };
};
const store = session.data.stores[0]!;

await app.listen({ host: '127.0.0.1', port: 0 });
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : 0;
process.stdout.write(
  `${JSON.stringify({ port, token: session.data.user.accessToken, storeId: store._id, channel: store.channel })}\n`,
);

const stop = async () => {
  await app.close();
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(0);
};
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
