import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { refreshResponseSchema } from '@changdee/contract/auth';
import { buildApp, type App } from '../src/app';
import { openDatabase, type DatabaseHandle } from '../src/db/client';
import { serverSecrets } from '../src/db/schema/identity';
import { DEMO_USERS } from '../src/db/seed/demo-keys';
import { SECRET_VARIABLES } from '../src/environment/defaults';
import { ORDER_NUMBER_KEY_NAME } from '../src/modules/orders/order-number';
import { resolveSecrets } from '../src/modules/auth/server-secrets';
import { TEST_SECRETS, getTestContext, testDriver, testEnvConfig } from './context';
import { signIn } from './sign-in';

// Two servers on one database, started without secrets in their environment (decision 010): they
// must accept each other's tokens, and a logout on one must end the session on the other. On
// PostgreSQL each has its own DATA_DIR and its own connection pool, so only the database can make
// them agree; the embedded database allows one server per DATA_DIR, which keeps its secrets there.

const NO_SECRETS = Object.fromEntries(Object.keys(TEST_SECRETS).map((name) => [name, '']));
const dirs: string[] = [];
const apps: App[] = [];
const handles: DatabaseHandle[] = [];
afterAll(async () => {
  for (const app of apps) await app.close();
  for (const handle of handles) await handle.close();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  const { db } = await getTestContext();
  await db.delete(serverSecrets);
});

async function startServer(dataDir: string): Promise<App> {
  const shared = await getTestContext();
  const envConfig = testEnvConfig({ ...NO_SECRETS, DATA_DIR: dataDir });
  let handle = shared.handle;
  if (testDriver() === 'pg') {
    handle = await openDatabase(envConfig.database);
    handles.push(handle);
  }
  const config = await resolveSecrets(envConfig, handle);
  const app = await buildApp(config, { database: handle, closeDatabase: false });
  await app.ready();
  apps.push(app);
  return app;
}

const newDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'changdee-server-'));
  dirs.push(dir);
  return dir;
};

describe('two servers on one database', () => {
  it('share their generated secrets, accept each other’s tokens and see each other’s logouts', async () => {
    const firstDir = newDir();
    const first = await startServer(firstDir);
    const second = await startServer(testDriver() === 'pg' ? newDir() : firstDir);

    expect(second.config.secrets).toEqual(first.config.secrets);
    expect(first.config.secrets.accessTokenSecret).not.toBe(TEST_SECRETS.ACCESS_TOKEN_SECRET);
    if (testDriver() === 'pg') {
      const { db } = await getTestContext();
      // The generated secrets of the start; the order-number key is made by whichever test of the
      // shared database numbers its first order, so it is left aside.
      const names = (await db.select().from(serverSecrets)).map((row) => row.name);
      expect(names.filter((name) => name !== ORDER_NUMBER_KEY_NAME).sort()).toEqual(
        Object.values(SECRET_VARIABLES).sort(),
      );
    }

    const portalLink = (app: App, authorization: string) =>
      app.inject({ method: 'POST', url: '/b2b/v2/auth/portal-token', headers: { authorization } });

    // Signed in on the first, served by the second.
    const session = await signIn(first, DEMO_USERS.sales);
    expect((await portalLink(second, session.authHeader)).statusCode).toBe(200);

    // Refreshed on the second, the new pair works on the first.
    const refreshed = await second.inject({
      method: 'POST',
      url: '/v1/authServer/getAccessToken',
      payload: { token: session.refreshToken },
    });
    expect(refreshed.statusCode).toBe(200);
    const pair = refreshResponseSchema.parse(refreshed.json()).data;
    expect((await portalLink(first, `Bearer ${pair.accessToken}`)).statusCode).toBe(200);

    // Logged out on the first: the second refuses the access tokens within 2 s (its record of
    // revocations is told by the database's notification, decision 065).
    const out = await first.inject({
      method: 'POST',
      url: '/v1/auth/logout',
      payload: { token: pair.refreshToken },
    });
    expect(out.statusCode).toBe(200);
    const refused = async (authorization: string) =>
      (await portalLink(second, authorization)).statusCode;
    await expect.poll(() => refused(`Bearer ${pair.accessToken}`), { timeout: 2000 }).toBe(401);
    expect(await refused(session.authHeader)).toBe(401);
  });
});
