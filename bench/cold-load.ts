// Cold page loads as a store clerk's browser makes them: Debian's Chromium (Playwright,
// /usr/bin/chromium) against the built app on the real server (the bundle `npm start` runs, on
// PGlite with the demo shop). Each load starts with an empty cache (a new browser context) and
// counts the JavaScript and CSS that crossed the wire (compressed) and their size unpacked, with
// the page's Largest Contentful Paint and Cumulative Layout Shift. Pages: /login, and /productList
// signed in as sales.demo with an employee chosen. Targets (issue 8): compressed JavaScript at most
// 150 kB for /login and 200 kB for /productList. Prints figures; never fails on them.
// Run: node --import tsx bench/cold-load.ts   (BENCH_RUNS=3 loads per page by default)
import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { appText } from '../e2e/support/app-text';
import { chromiumLaunchOptions } from '../e2e/support/chromium';
import { DEMO_PASSWORD, DEMO_USERS } from '../apps/server/src/db/seed/demo-keys';
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
  lcpMs: number;
  cls: number;
}

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

// Largest Contentful Paint and layout shifts as the page reports them (web-vitals' definitions:
// the last LCP candidate; shifts without recent input, summed).
const VITALS_SCRIPT = `
  window.__vitals = { lcp: 0, cls: 0 };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__vitals.lcp = entry.renderTime || entry.loadTime || entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (!entry.hadRecentInput) window.__vitals.cls += entry.value;
  }).observe({ type: 'layout-shift', buffered: true });
`;

async function coldLoad(
  browser: Browser,
  baseURL: string,
  path: string,
  ready: (page: Page) => Promise<void>,
  storageState?: StorageState,
): Promise<Load> {
  const context = await browser.newContext({
    baseURL,
    viewport: { width: 1280, height: 800 },
    locale: 'th-TH',
    ...(storageState ? { storageState } : {}),
  });
  await context.addInitScript(VITALS_SCRIPT);
  const page = await context.newPage();
  const load: Load = {
    jsWire: 0,
    jsRaw: 0,
    cssWire: 0,
    cssRaw: 0,
    files: 0,
    encodings: new Set(),
    perFile: new Map(),
    lcpMs: 0,
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
  const vitals = (await page.evaluate('window.__vitals')) as { lcp: number; cls: number };
  load.lcpMs = vitals.lcp;
  load.cls = vitals.cls;
  await context.close();
  return load;
}

/** Signs in through the login page, chooses the first employee, returns the browser storage. */
async function signedInStorage(browser: Browser, baseURL: string): Promise<StorageState> {
  const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.goto('/en/login');
  await page
    .getByLabel(appText('en', 'auth:login.username'), { exact: true })
    .fill(DEMO_USERS.sales);
  await page.getByLabel(appText('en', 'auth:login.password'), { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: appText('en', 'auth:login.submit'), exact: true }).click();
  await page.getByRole('option').first().click();
  await page.getByRole('dialog').waitFor({ state: 'hidden' });
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

buildForProduction();
const server = await startProductionServer();
const browser = await chromium.launch(chromiumLaunchOptions);
try {
  const signedIn = await signedInStorage(browser, server.url);
  const loginLoads: Load[] = [];
  const listLoads: Load[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    loginLoads.push(
      await coldLoad(browser, server.url, '/login', (page) =>
        page.getByLabel(appText('th', 'auth:login.username'), { exact: true }).waitFor(),
      ),
    );
    listLoads.push(
      await coldLoad(
        browser,
        server.url,
        '/productList',
        (page) => page.getByTestId('product-card').first().waitFor(),
        signedIn,
      ),
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
