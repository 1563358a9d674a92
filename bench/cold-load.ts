// Cold page loads as a store clerk's browser makes them: Debian's Chromium (Playwright,
// /usr/bin/chromium) against the built app on the real server (the bundle `npm start` runs, on
// PGlite with the demo shop). Each load starts with an empty cache (a new browser context) and
// counts the JavaScript and CSS that crossed the wire (compressed) and their size unpacked, with
// the page's Largest Contentful Paint and Cumulative Layout Shift. Pages: /login, and /productList
// signed in as sales.demo with an employee chosen. Targets (issue 8): compressed JavaScript at most
// 150 kB for /login and 200 kB for /productList. Prints figures; never fails on them.
// Then the same pages as Lighthouse's mobile run sees them (issue 18): a phone-sized viewport,
// Lighthouse's slow 4G (150 ms round trip, 1.6 Mbps down, 750 kbps up) through the DevTools
// protocol's network emulation and the CPU slowed 4×: First and Largest Contentful Paint, Total
// Blocking Time (long tasks' time past 50 ms, from the first paint until the page is ready and the
// network quiet) and CLS. Targets for /login (decision 035): FCP ≤ 1.5 s, LCP ≤ 2.0 s, CLS ≤ 0.02.
// Run: node --import tsx bench/cold-load.ts   (BENCH_RUNS=3 loads per page by default)
import {
  chromium,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
} from '@playwright/test';
import { appText } from '../e2e/support/app-text';
import { signInAtCounter } from '../e2e/support/shop-header';
import { chromiumLaunchOptions } from '../e2e/support/chromium';
import { buildForProduction, startProductionServer } from './support/production-server';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const KB = 1000;

interface Load {
  jsWire: number;
  jsRaw: number;
  cssWire: number;
  cssRaw: number;
  files: number;
  encodings: Set<string>;
  /** file name → [bytes on the wire, bytes unpacked] */
  perFile: Map<string, [number, number]>;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
}

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

// First and Largest Contentful Paint, layout shifts and long tasks as the page reports them
// (web-vitals' definitions: the last LCP candidate; shifts without recent input, summed; blocking
// time is each long task's part past 50 ms, counted from the first contentful paint).
const VITALS_SCRIPT = `
  window.__vitals = { fcp: 0, lcp: 0, cls: 0, longTasks: [] };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (entry.name === 'first-contentful-paint') window.__vitals.fcp = entry.startTime;
  }).observe({ type: 'paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__vitals.longTasks.push([entry.startTime, entry.duration]);
  }).observe({ type: 'longtask', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__vitals.lcp = entry.renderTime || entry.loadTime || entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (!entry.hadRecentInput) window.__vitals.cls += entry.value;
  }).observe({ type: 'layout-shift', buffered: true });
`;

/** How a load is made: the desktop over loopback, or a phone on Lighthouse's slow 4G. */
interface Conditions {
  context: BrowserContextOptions;
  throttle?: { latencyMs: number; downKbps: number; upKbps: number; cpuSlowdown: number };
}

const DESKTOP: Conditions = { context: { viewport: { width: 1280, height: 800 } } };
// Lighthouse 12's mobile defaults (its Moto G Power screen, slow 4G, 4× CPU).
const PHONE_SLOW_4G: Conditions = {
  context: {
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  },
  throttle: { latencyMs: 150, downKbps: 1638.4, upKbps: 750, cpuSlowdown: 4 },
};

async function throttle(page: Page, conditions: Conditions): Promise<void> {
  if (!conditions.throttle) return;
  const { latencyMs, downKbps, upKbps, cpuSlowdown } = conditions.throttle;
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: latencyMs,
    // bytes per second
    downloadThroughput: (downKbps * 1024) / 8,
    uploadThroughput: (upKbps * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
}

async function coldLoad(
  browser: Browser,
  baseURL: string,
  path: string,
  ready: (page: Page) => Promise<void>,
  storageState?: StorageState,
  conditions: Conditions = DESKTOP,
): Promise<Load> {
  const context = await browser.newContext({
    baseURL,
    locale: 'th-TH',
    ...conditions.context,
    ...(storageState ? { storageState } : {}),
  });
  await context.addInitScript(VITALS_SCRIPT);
  const page = await context.newPage();
  await throttle(page, conditions);
  const load: Load = {
    jsWire: 0,
    jsRaw: 0,
    cssWire: 0,
    cssRaw: 0,
    files: 0,
    encodings: new Set(),
    perFile: new Map(),
    fcpMs: 0,
    lcpMs: 0,
    tbtMs: 0,
    cls: 0,
  };
  const counted: Array<Promise<void>> = [];
  page.on('requestfinished', (request) => {
    const kind = /\.(js|css)$/.exec(new URL(request.url()).pathname)?.[1];
    if (!kind) return;
    counted.push(
      (async () => {
        const [sizes, response] = await Promise.all([request.sizes(), request.response()]);
        if (!response) return;
        const raw = (await response.body()).length;
        load.encodings.add(response.headers()['content-encoding'] ?? 'none');
        load.files += 1;
        load.perFile.set(new URL(request.url()).pathname, [sizes.responseBodySize, raw]);
        if (kind === 'js') {
          load.jsWire += sizes.responseBodySize;
          load.jsRaw += raw;
        } else {
          load.cssWire += sizes.responseBodySize;
          load.cssRaw += raw;
        }
      })(),
    );
  });
  await page.goto(path);
  await ready(page);
  await page.waitForLoadState('networkidle');
  await Promise.all(counted);
  const vitals = (await page.evaluate('window.__vitals')) as {
    fcp: number;
    lcp: number;
    cls: number;
    longTasks: Array<[number, number]>;
  };
  load.fcpMs = vitals.fcp;
  load.lcpMs = vitals.lcp;
  load.cls = vitals.cls;
  load.tbtMs = vitals.longTasks
    .filter(([start]) => start >= vitals.fcp)
    .reduce((sum, [, duration]) => sum + Math.max(0, duration - 50), 0);
  await context.close();
  return load;
}

/** Signs in through the login page, chooses the first employee, returns the browser storage. */
async function signedInStorage(browser: Browser, baseURL: string): Promise<StorageState> {
  const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await signInAtCounter(page);
  const state = await context.storageState();
  await context.close();
  return state;
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const kb = (bytes: number) => (bytes / KB).toFixed(1).padStart(7);

function report(label: string, loads: Load[], targetKb: number): void {
  const [first] = loads;
  if (!first) return;
  const verdict = first.jsWire <= targetKb * KB ? 'within' : 'OVER';
  console.log(
    `${label.padEnd(26)} ${kb(first.jsWire)} ${kb(first.jsRaw)} ${kb(first.cssWire)} ${kb(first.cssRaw)} ${String(first.files).padStart(5)} ${median(
      loads.map((l) => l.lcpMs),
    )
      .toFixed(0)
      .padStart(6)} ms ${median(loads.map((l) => l.cls))
      .toFixed(3)
      .padStart(6)}   ${verdict} ${targetKb} kB (${[...first.encodings].join(', ')})`,
  );
}

/** "median (min–max)" of a figure over the loads. */
function spread(values: number[], digits: number, width: number): string {
  const sorted = [...values].sort((a, b) => a - b);
  const f = (value: number) => value.toFixed(digits);
  return `${f(median(values))} (${f(sorted[0]!)}–${f(sorted.at(-1)!)})`.padStart(width);
}

function reportThrottled(label: string, loads: Load[]): void {
  if (!loads[0]) return;
  console.log(
    `${label.padEnd(26)} ${spread(
      loads.map((l) => l.fcpMs),
      0,
      18,
    )} ${spread(
      loads.map((l) => l.lcpMs),
      0,
      18,
    )} ${spread(
      loads.map((l) => l.tbtMs),
      0,
      16,
    )} ${spread(
      loads.map((l) => l.cls),
      3,
      21,
    )} ${kb(loads[0].jsWire)}`,
  );
}

const loginReady = (page: Page) =>
  page.getByLabel(appText('th', 'auth:login.username'), { exact: true }).waitFor();
const listReady = (page: Page) => page.getByTestId('product-card').first().waitFor();

buildForProduction();
const server = await startProductionServer();
const browser = await chromium.launch(chromiumLaunchOptions);
try {
  const signedIn = await signedInStorage(browser, server.url);
  const loginLoads: Load[] = [];
  const listLoads: Load[] = [];
  const slowLoginLoads: Load[] = [];
  const slowListLoads: Load[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    loginLoads.push(await coldLoad(browser, server.url, '/login', loginReady));
    listLoads.push(await coldLoad(browser, server.url, '/productList', listReady, signedIn));
    slowLoginLoads.push(
      await coldLoad(browser, server.url, '/login', loginReady, undefined, PHONE_SLOW_4G),
    );
    slowListLoads.push(
      await coldLoad(browser, server.url, '/productList', listReady, signedIn, PHONE_SLOW_4G),
    );
  }
  console.log(
    `Cold loads in Chromium ${browser.version()} at 1280×800 over loopback, Node ${process.version}; kB = 1,000 bytes;`,
  );
  console.log(
    `LCP and CLS are the median of ${RUNS} loads, bytes those of one (they do not vary).`,
  );
  console.log(
    `\n${'page'.padEnd(26)} ${'JS wire'.padStart(7)} ${'JS raw'.padStart(7)} ${'CSS wire'.padStart(7)} ${'CSS raw'.padStart(7)} files    LCP       CLS   JS target (encodings)`,
  );
  report('/login', loginLoads, 150);
  report('/productList (signed in)', listLoads, 200);
  console.log(
    `\nThe same pages at 412×823 on slow 4G (150 ms RTT, 1.6 Mbps down, 750 kbps up), CPU 4× slower;`,
  );
  console.log(
    `median (min–max) of ${RUNS} loads, in ms. Targets for /login: FCP ≤ 1500, LCP ≤ 2000, CLS ≤ 0.02.`,
  );
  console.log(
    `\n${'page'.padEnd(26)} ${'FCP'.padStart(18)} ${'LCP'.padStart(18)} ${'TBT'.padStart(16)} ${'CLS'.padStart(21)} JS wire`,
  );
  reportThrottled('/login', slowLoginLoads);
  reportThrottled('/productList (signed in)', slowListLoads);
  // BENCH_FILES=1 lists what each page downloaded, largest first.
  if (process.env.BENCH_FILES) {
    for (const [label, loads] of [
      ['/login', loginLoads],
      ['/productList', listLoads],
    ] as const) {
      console.log(`\n${label}`);
      const files = [...(loads[0]?.perFile ?? [])].sort((a, b) => b[1][0] - a[1][0]);
      for (const [file, [wire, raw]] of files) console.log(`  ${kb(wire)} ${kb(raw)}  ${file}`);
    }
  }
} finally {
  await browser.close();
  await server.stop();
}
