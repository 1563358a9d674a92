import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { signInResponseSchema } from '@changdee/contract/auth';
import {
  catalogAdminPaths,
  serviceAdminResponseSchema,
  servicePublishPath,
} from '@changdee/contract/catalog-admin';
import { catalogPaths, productSearchResponseSchema } from '@changdee/contract/catalog';
import { products } from '../../db/schema';
import { DEMO_CHANNELS, DEMO_PASSWORD, DEMO_STORES, DEMO_USERS } from '../../db/seed/demo-keys';
import { getTestContext, TEST_SECRETS, testDriver } from '../../../test/context';
import { basicAuth, signIn } from '../../../test/sign-in';

// One shop, many servers (issue 21 item 7, docs/decisions/049): an edit made on one server is seen
// by another server on the same PostgreSQL within 2 seconds, although that server had the page in
// its catalogue cache (kept 10 s), and so is a store's favourite (cached a minute, decision 065). The other server is a separate process (main.ts, as an operator
// runs it), so only the database's NOTIFY can reach its cache. PostgreSQL only: the embedded
// database is one process.

const serverRoot = fileURLToPath(new URL('../../..', import.meta.url));
const SKU = 'TWO-SERVERS-1';
const dirs: string[] = [];
let stop: (() => void) | null = null;

afterAll(async () => {
  stop?.();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  if (testDriver() === 'pg') {
    const { db } = await getTestContext();
    await db.delete(products).where(eq(products.skuCode, SKU));
  }
});

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

async function startOtherServer(): Promise<string> {
  const dataDir = mkdtempSync(join(tmpdir(), 'changdee-second-'));
  dirs.push(dataDir);
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverRoot,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      LOG_LEVEL: 'warn',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      STATIC_DIR: join(dataDir, 'no-web-app'),
      SEED_DEMO: 'false',
      SERVER_ROLE: 'web',
      DATABASE_URL: inject('databaseUrl') ?? '',
      ...TEST_SECRETS,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  let exited = false;
  child.on('exit', () => (exited = true));
  stop = () => child.kill('SIGTERM');
  const base = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 900; attempt++) {
    if (exited) throw new Error(`the second server exited: ${stderr}`);
    try {
      if ((await fetch(`${base}/healthz`)).ok) return base;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('the second server did not start');
}

describe.skipIf(testDriver() !== 'pg')('two servers on one PostgreSQL', () => {
  it('see an edit made on the other within 2 seconds', { timeout: 240_000 }, async () => {
    const { app } = await getTestContext();
    const other = await startOtherServer();

    // A clerk on the other server: its catalogue search for the SKU is cached there (empty).
    const signedIn = await fetch(`${other}/v1/auth`, {
      method: 'POST',
      headers: { authorization: basicAuth(DEMO_USERS.sales, DEMO_PASSWORD) },
    });
    const signedInData = signInResponseSchema.parse(await signedIn.json()).data;
    const accessToken = signedInData.user.accessToken;
    const store = signedInData.stores.find((s) => s.id === DEMO_STORES.bangna)!;
    const search = async () => {
      const response = await fetch(`${other}${catalogPaths.productSearch}`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${accessToken}`,
          'content-type': 'application/json',
        },
        body: JSON.stringify({
          channel: store.channel,
          storeId: store._id,
          searchKeyword: SKU,
          searchOnly: true,
        }),
      });
      expect(response.status).toBe(200);
      return productSearchResponseSchema.parse(await response.json()).data.items;
    };
    expect(await search()).toEqual([]);

    // The operator, on this server, creates and publishes the service.
    const operator = await signIn(app, DEMO_USERS.operator);
    const created = await app.inject({
      method: 'POST',
      url: catalogAdminPaths.create,
      headers: operator.headers,
      payload: {
        channel: DEMO_CHANNELS.retail,
        sku_code: SKU,
        sku_mapping: SKU,
        type_of_work: 'WT-SURVEY',
        name: { th: 'สำรวจสองเซิร์ฟเวอร์', en: 'Two-server survey' },
        pricing: { type: 'S', price: 300 },
        normal_price: null,
        is_survey_discount: false,
        lock_days: 0,
        images: [],
        informations: [],
        selling_points: [],
      },
    });
    expect(created.statusCode, created.body).toBe(200);
    const service = serviceAdminResponseSchema.parse(created.json()).data;
    expect(await search()).toEqual([]); // unpublished: still nothing (and cached again)
    const published = await app.inject({
      method: 'POST',
      url: servicePublishPath(service._id, true),
      headers: operator.headers,
      payload: { expected_version: service.version },
    });
    expect(published.statusCode, published.body).toBe(200);
    const editedAt = Date.now();

    let items = await search();
    while (items.length === 0 && Date.now() - editedAt < 5_000) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      items = await search();
    }
    expect(items.map((item) => item.sku_code)).toEqual([SKU]);
    expect(Date.now() - editedAt).toBeLessThan(2_000);

    // The store's favourites are cached on the other server too (decision 065): a clerk of the
    // store saves the service on this server, and the other's page shows it saved within 2 s.
    expect(items[0]!.isFavorite).toBe(false);
    const clerk = await signIn(app, DEMO_USERS.sales);
    const saved = await app.inject({
      method: 'POST',
      url: catalogPaths.insertFavourite,
      headers: clerk.headers,
      payload: { storeId: store._id, productId: service._id },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const savedAt = Date.now();
    while (!items[0]!.isFavorite && Date.now() - savedAt < 5_000) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      items = await search();
    }
    expect(items[0]!.isFavorite).toBe(true);
    expect(Date.now() - savedAt).toBeLessThan(2_000);
  });
});
