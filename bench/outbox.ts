// The customer messages' outbox (issue 22, docs/decisions/045), on the embedded PGlite and on a
// PostgreSQL server: messages delivered per second to a local provider stand-in (a real HTTP
// server: SMS gateway and LINE push) with N queued at once (BENCH_MESSAGES, 10,000 by default,
// half SMS and half LINE), and the time from an event's commit to its first message reaching the
// stand-in (p50/p95 of BENCH_LATENCY_EVENTS events, 40 by default, one at a time with the worker
// otherwise idle). The worker is the app's own job queue with the production job definition.
// Each driver's figures are printed beside its baseline (decision 045's first run) and the
// issue's target for PostgreSQL (p95 ≤ 1 s when idle). Prints figures, never fails on time.
// Run: npm run bench -- outbox   (a smoke: BENCH_MESSAGES=1000 BENCH_LATENCY_EVENTS=10)
import { eq, inArray } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app';
import { messages, orderLineLinks } from '../apps/server/src/db/schema';
import { recordOrderEvent } from '../apps/server/src/modules/orders/service';
import { startProviderStandIn } from '../apps/server/src/modules/messages/provider-stand-in';
import { insertBareOrder } from '../apps/server/test/order-fixtures';
import { openBenchDatabase } from './support/bench-app';
import { onEachDatabase } from './support/each-database';

const MESSAGES = Number(process.env.BENCH_MESSAGES ?? 10_000);
const LATENCY_EVENTS = Number(process.env.BENCH_LATENCY_EVENTS ?? 40);
const ORDERS = 20;

/**
 * Decision 045's figures (2026-11-28, 1,000 messages and 20 latency events, a 2-core machine
 * shared with six other sessions): the baseline each run is printed beside.
 */
const BASELINES: Array<{ driver: RegExp; text: string }> = [
  { driver: /^PGlite/, text: '39 messages/s; commit → first send p50 359 ms, p95 1,887 ms' },
  { driver: /^PostgreSQL/, text: '57 messages/s; commit → first send p50 263 ms, p95 403 ms' },
];
/** Issue 22 §4: commit → first send p95 ≤ 1 s on PostgreSQL when idle. */
const P95_TARGET_MS = 1000;
const EVENTS_PER_TRANSACTION = 100;

const percentile = (sorted: number[], p: number): number =>
  sorted.length === 0
    ? NaN
    : sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)]!;

async function measure(label: string, databaseUrl?: string): Promise<void> {
  const standIn = await startProviderStandIn();
  const bench = await openBenchDatabase(databaseUrl);
  const config = {
    ...bench.config,
    messages: {
      channels: ['sms', 'line'] as const,
      sms: {
        url: `${standIn.url}/sms`,
        apiKey: 'bench',
        sender: 'Changdee',
        reportToken: 'bench-report-token-0123',
      },
      line: {
        url: standIn.url,
        accessToken: 'bench',
        channelSecret: 'bench-line-channel-secret',
        oaId: '@changdee-bench',
      },
      sendTimeoutMs: 10_000,
    },
  };
  const { db } = bench.database;
  const orderNos = Array.from(
    { length: ORDERS },
    (_, i) => `CO-BENCH-${String(i).padStart(4, '0')}`,
  );
  for (const orderNo of orderNos) await insertBareOrder(db, orderNo);
  await db
    .insert(orderLineLinks)
    .values(orderNos.map((orderNo) => ({ orderNo, lineUserId: 'Ubench' })));

  // Queue N messages (two an event: SMS and LINE) before any worker runs.
  const web = await buildApp(
    { ...config, messages: { ...config.messages, channels: [...config.messages.channels] } },
    { database: bench.database, closeDatabase: false, jobs: { work: false } },
  );
  await web.ready();
  const events = Math.ceil(MESSAGES / 2);
  const queueStarted = performance.now();
  for (let done = 0; done < events; done += EVENTS_PER_TRANSACTION) {
    await db.transaction(async (tx) => {
      for (let i = done; i < Math.min(events, done + EVENTS_PER_TRANSACTION); i++)
        await recordOrderEvent(tx, orderNos[i % ORDERS]!, { kind: 'date_changed' });
    });
  }
  const queueSeconds = (performance.now() - queueStarted) / 1000;
  await web.close();

  const worker = await buildApp(
    { ...config, messages: { ...config.messages, channels: [...config.messages.channels] } },
    { database: bench.database, closeDatabase: false, jobs: { work: true } },
  );
  const total = events * 2;
  let allTaken!: () => void;
  const finished = new Promise<void>((resolve) => (allTaken = resolve));
  // Every message once (an SMS sent once more after a job's time ran out counts once).
  standIn.onTaken = () => {
    if (standIn.firstTaken.size === total) allTaken();
  };
  const started = performance.now();
  await worker.ready();
  await finished;
  const seconds = (performance.now() - started) / 1000;
  standIn.onTaken = undefined;

  // Commit → first send, one event at a time.
  const latencies: number[] = [];
  for (let i = 0; i < LATENCY_EVENTS; i++) {
    const orderNo = orderNos[i % ORDERS]!;
    const before = await db
      .select({ id: messages.id })
      .from(messages)
      .where(eq(messages.orderNo, orderNo));
    const known = new Set(before.map((row) => row.id));
    await db.transaction((tx) => recordOrderEvent(tx, orderNo, { kind: 'on_the_way' }));
    const committed = Date.now();
    const rows = (await db.select().from(messages).where(eq(messages.orderNo, orderNo))).filter(
      (row) => !known.has(row.id),
    );
    const keys = rows.map((row) => row.idempotencyKey);
    const deadline = Date.now() + 30_000;
    while (!keys.some((key) => standIn.firstTaken.has(key)) && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 5));
    const first = Math.min(...keys.map((key) => standIn.firstTaken.get(key) ?? Infinity));
    latencies.push(first - committed);
    await new Promise((resolve) => setTimeout(resolve, 100 + Math.random() * 200));
  }
  latencies.sort((a, b) => a - b);
  const sent = await db
    .select({ id: messages.id })
    .from(messages)
    .where(inArray(messages.state, ['sent']));

  console.log(`\n${label}`);
  console.log(
    `  queued ${total} messages (${events} events, ${EVENTS_PER_TRANSACTION} a transaction) in ${queueSeconds.toFixed(1)} s`,
  );
  console.log(
    `  delivered ${total} to the stand-in in ${seconds.toFixed(1)} s: ${(total / seconds).toFixed(0)} messages/s` +
      ` (${standIn.calls.length} provider calls; ${sent.length} rows sent at the end)`,
  );
  const p95 = percentile(latencies, 0.95);
  console.log(
    `  commit → first send over ${latencies.length} events: p50 ${percentile(latencies, 0.5)} ms, p95 ${p95} ms` +
      (label.startsWith('PostgreSQL')
        ? ` (target ≤ ${P95_TARGET_MS} ms when idle: ${p95 <= P95_TARGET_MS ? 'met' : 'NOT met'})`
        : ''),
  );
  const baseline = BASELINES.find((b) => b.driver.test(label));
  if (baseline) console.log(`  baseline (decision 045): ${baseline.text}`);
  await worker.close();
  await bench.database.close();
  bench.remove();
  await standIn.close();
}

console.log(
  `Outbox: N=${MESSAGES} queued messages (half SMS, half LINE), ${LATENCY_EVENTS} latency events`,
);
await onEachDatabase('changdee_bench_outbox', measure);
