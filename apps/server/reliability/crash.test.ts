import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import {
  IDEMPOTENCY_KEY_HEADER,
  orderPaths,
  type CreateOrderRequest,
} from '@changdee/contract/orders';
import { addDays, businessToday } from '@changdee/domain/dates';
import {
  ensureServerBuild,
  serverBundle,
  serverEnvironment,
  serverNodeFlags,
} from '../../../scripts/lib/server-build.mjs';
import { openDatabase, type Database, type DatabaseHandle } from '../src/db/client';
import { prepareDatabase } from '../src/db/prepare-database';
import { stores } from '../src/db/schema/identity';
import { subdistricts } from '../src/db/schema/geography';
import { DEMO_CHANNELS, DEMO_STORES, DEMO_USERS } from '../src/db/seed/demo-keys';
import { getTestContext, TEST_SECRETS, testDriver, testEnvConfig } from '../test/context';
import { createContractors, productId } from '../test/contractor-fixtures';
import { createTestCoupon, deleteTestCoupons } from '../test/promotion-fixtures';
import { basicAuth } from '../test/sign-in';
import { DEMO_PASSWORD } from '../src/db/seed/demo-keys';
import { capacityMismatches, couponCount, ordersByMobile } from './invariants';
import { recordFigure } from './figures';
import { sized } from './size';

// kill -9 in the middle of a burst of orders (docs/reliability.md): the real server bundle that
// `npm start` runs, as a child process on its own database (the embedded PGlite in a data folder
// of its own, or the PostgreSQL cluster of the server-pg run), gets a burst of orders at once and
// is killed outright (SIGKILL, no shutdown) once some have been answered; it is started again on
// the same database and every request is sent again with its Idempotency-Key. Then: every order
// acknowledged before the kill is there and whole (order, lines, booking, coupon use, history),
// the retries made no second order of any, no order is half-written, and the capacity and coupon
// counters equal the bookings and uses.

const BURST = sized(40, 100);
const ROUNDS = sized(1, 3);
const CONTRACTOR = 'CT-REL-CRASH';
const DISTRICT = '5002';
const COUPON = 'RELCRASHCOUPON';

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

interface Child {
  url: string;
  process: ChildProcess;
  exited: Promise<void>;
}

let dataDir: string;
let handle: DatabaseHandle | null = null;
let contractorId: string;
let couponId: string;
let removeContractor: () => Promise<void>;

/** The database the child uses, opened here while no child runs (PGlite has one user at a time). */
async function openOwnDatabase(): Promise<Database> {
  if (testDriver() === 'pg') return (await getTestContext()).db;
  handle = await openDatabase(testEnvConfig({ DATA_DIR: dataDir }).database);
  return handle.db;
}

async function closeOwnDatabase() {
  await handle?.close();
  handle = null;
}

async function startChild(port: number): Promise<Child> {
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? '',
    TZ: process.env.TZ ?? '',
    HOST: '127.0.0.1',
    PORT: String(port),
    LOG_LEVEL: 'warn',
    SEED_DEMO: 'true',
    DATA_DIR: dataDir,
    STATIC_DIR: join(dataDir, 'no-web-app'),
    SIGN_IN_RATE_LIMIT: '100000',
    ...TEST_SECRETS,
  };
  if (testDriver() === 'pg') env.DATABASE_URL = inject('databaseUrl') ?? '';
  const child = spawn(process.execPath, [...serverNodeFlags, serverBundle], {
    env: serverEnvironment(env),
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  child.stderr!.on('data', (chunk: Buffer) => (errors = (errors + chunk.toString()).slice(-4000)));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited at start: ${errors}`);
    try {
      if ((await fetch(`${url}/healthz`)).ok) return { url, process: child, exited };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill('SIGKILL');
  throw new Error(`the server did not answer /healthz within 2 minutes: ${errors}`);
}

async function signInTo(url: string): Promise<string> {
  const response = await fetch(`${url}/v1/auth`, {
    method: 'POST',
    headers: { authorization: basicAuth(DEMO_USERS.sales, DEMO_PASSWORD) },
  });
  const body = (await response.json()) as { data: { user: { accessToken: string } } };
  return body.data.user.accessToken;
}

interface Attempt {
  key: string;
  body: CreateOrderRequest;
  mobile: string;
  /** The order number of a 2xx answer received, or null (no answer, or a refusal). */
  acknowledged: string | null;
  status: number | null;
}

async function send(url: string, token: string, attempt: Attempt) {
  const response = await fetch(`${url}${orderPaths.create}`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
      [IDEMPOTENCY_KEY_HEADER]: attempt.key,
    },
    body: JSON.stringify(attempt.body),
  });
  const text = await response.text();
  return {
    status: response.status,
    orderNo: response.ok
      ? (JSON.parse(text) as { data: { cartOrderNo: string } }).data.cartOrderNo
      : null,
    text,
  };
}

beforeAll(async () => {
  dataDir = join(inject('scratchDir'), `crash-${randomUUID()}`);
  mkdirSync(dataDir, { recursive: true });
  const db = await openOwnDatabase();
  // A new embedded database is migrated and seeded as the server would at its first start.
  if (handle) await prepareDatabase(handle, { seedDemo: true });
  const created = await createContractors(db, [
    {
      code: CONTRACTOR,
      districts: [DISTRICT],
      workTypes: ['WT-SURVEY', 'WT-AC-CLEAN'],
      morning: 10_000,
      afternoon: 10_000,
      daily: 20_000,
    },
  ]);
  contractorId = created.ids[CONTRACTOR]!;
  removeContractor = created.remove;
  couponId = await createTestCoupon(db, { code: COUPON, discount: 50, usageLimit: 100_000 });
  await closeOwnDatabase();
  await ensureServerBuild({ log: () => undefined });
}, 600_000);

afterAll(async () => {
  if (testDriver() === 'pg') {
    const { db: shared } = await getTestContext();
    // The run's orders, then its contractor and coupon.
    await shared.execute(sql`delete from bookings where order_no in
      (select order_no from orders where mobile like '0877%')`);
    await shared.execute(sql`delete from orders where mobile like '0877%'`);
    await removeContractor?.();
    await deleteTestCoupons(shared, [COUPON]);
  }
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

describe(`kill -9 during a burst of orders (${testDriver()})`, () => {
  it(
    `${ROUNDS} × ${BURST} orders, the server killed mid-burst: nothing acknowledged lost, nothing half-written, no duplicate`,
    { timeout: 1_200_000 },
    async () => {
      const port = await freePort();
      const today = businessToday(new Date());
      const date = addDays(today, 10);
      const attempts: Attempt[] = [];
      const figures: string[] = [];

      const opened = await openOwnDatabase();
      const [store] = await opened.select().from(stores).where(eq(stores.code, DEMO_STORES.bangna));
      const [place] = await opened
        .select({ code: subdistricts.code, postcode: subdistricts.postcode })
        .from(subdistricts)
        .where(eq(subdistricts.districtCode, DISTRICT))
        .orderBy(subdistricts.code)
        .limit(1);
      const survey = await productId(opened, DEMO_CHANNELS.retail, 'SV-HOME-SURVEY');
      const cleaning = await productId(opened, DEMO_CHANNELS.retail, 'IN-AC-CLEAN');
      await closeOwnDatabase();

      const body = (mobile: string, n: number): CreateOrderRequest => ({
        customer: {
          firstname: 'ทดสอบ',
          lastname: 'ล่ม',
          mobile,
          email: 'crash@example.com',
          lead_from: ['walk-in'],
          address: {
            no: '9',
            landmark: '',
            sub_district: { code: place!.code, name: '' },
            district: { code: DISTRICT, name: '' },
            province: { code: DISTRICT.slice(0, 2), name: '' },
            postcode: place!.postcode,
          },
        },
        expected_date: { date, time: n % 2 === 0 ? '1' : '2' },
        items: [
          { product_id: survey, product_type: 'S', qty: 1, promotion: { coupon_code: COUPON } },
          ...(n % 3 === 0 ? [{ product_id: cleaning, product_type: 'I' as const, qty: 2 }] : []),
        ],
        channel: DEMO_CHANNELS.retail,
        seller: { code: 'BN-002' },
        requested_payment: 'store',
        store_id: store!.id,
      });

      for (let round = 0; round < ROUNDS; round += 1) {
        let server = await startChild(port);
        const token = await signInTo(server.url);
        const burst: Attempt[] = Array.from({ length: BURST }, (_, i) => {
          const n = round * BURST + i;
          const mobile = `0877${String(n).padStart(6, '0')}`;
          return {
            key: `crash-${randomUUID()}`,
            body: body(mobile, n),
            mobile,
            acknowledged: null,
            status: null,
          };
        });
        attempts.push(...burst);
        // Killed once a fifth of the burst has been answered: some acknowledged, some under way.
        const killAt = Math.max(1, Math.floor(BURST / 5));
        let answered = 0;
        let killed = false;
        await Promise.all(
          burst.map(async (attempt) => {
            try {
              const answer = await send(server.url, token, attempt);
              attempt.status = answer.status;
              if (answer.orderNo) attempt.acknowledged = answer.orderNo;
            } catch {
              // The connection died with the server: no answer.
            }
            answered += 1;
            if (answered >= killAt && !killed) {
              killed = true;
              server.process.kill('SIGKILL');
            }
          }),
        );
        await server.exited;
        const acked = burst.filter((a) => a.acknowledged).length;
        figures.push(`round ${round + 1}: ${acked} acknowledged before the kill`);
        expect(acked, 'some orders were acknowledged before the kill').toBeGreaterThan(0);

        // Started again on the same database; every request of the burst sent again.
        server = await startChild(port);
        const retryToken = await signInTo(server.url);
        const retries = await Promise.all(burst.map((a) => send(server.url, retryToken, a)));
        for (const [i, retry] of retries.entries()) {
          const attempt = burst[i]!;
          expect(retry.status, `retry of ${attempt.key}: ${retry.text.slice(0, 200)}`).toBe(200);
          if (attempt.acknowledged) expect(retry.orderNo).toBe(attempt.acknowledged);
          attempt.acknowledged = retry.orderNo;
        }
        server.process.kill('SIGTERM');
        await server.exited;
      }

      const after = await openOwnDatabase();
      try {
        const placed = await ordersByMobile(after, '0877');
        // One order per request, however often it was sent: no duplicate.
        expect(placed.map((o) => o.mobile).sort()).toEqual(attempts.map((a) => a.mobile).sort());
        const byNo = new Map(placed.map((o) => [o.orderNo, o]));
        for (const attempt of attempts) {
          const order = byNo.get(attempt.acknowledged!);
          expect(order, `acknowledged order ${attempt.acknowledged}`).toBeDefined();
          const expectedLines = attempt.body.items.length;
          expect(order).toMatchObject({
            mobile: attempt.mobile,
            status: 'contractor_assigned',
            lines: expectedLines,
            couponLines: 1,
            bookings: 1,
          });
          expect(order!.history, `history of ${order!.orderNo}`).toBeGreaterThan(0);
        }
        expect(await capacityMismatches(after, contractorId)).toEqual([]);
        const coupon = await couponCount(after, couponId);
        expect(coupon.counter).toBe(coupon.uses);
        expect(coupon.uses).toBe(attempts.length);
        recordFigure('crash', `${figures.join('; ')}; ${placed.length} orders, all whole`);
      } finally {
        await closeOwnDatabase();
      }
    },
  );
});
