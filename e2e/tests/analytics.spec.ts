import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { DEMO_USERS } from '../../apps/server/src/db/seed/demo-keys';
import { analyticsPaths, salesResponseSchema } from '../../packages/contract/src/analytics';
import { formatDate } from '../../packages/domain/src/date-format';
import { addDays, businessToday } from '../../packages/domain/src/dates';
import { authenticate, expect, expectNoSeriousA11yViolations, test } from '../fixtures';
import { appText, type Locale } from '../support/app-text';
import { placeBangNaOrder, placeOrder, SURVEY } from '../support/orders';
import { portalPath, signInAtPortal } from '../support/portal';

// Sales and service over time (issue 32 items 3 and 4, decision 076) in Chromium: an operator
// views a chart and its table in Thai (Buddhist-era dates) and English and exports the CSV, whose
// figure is the table's; a Channel Manager of the retail channel never sees the builders' store
// (an order of today placed by its clerk), on the page, through the API or in the file; a Sales
// clerk has no entry and the API refuses them. The rollup job runs each minute: the specs wait
// for it to have counted today's orders of both stores.

const t = appText;
const today = businessToday(new Date());
const from = addDays(today, -6);
const VIEW = `?from=${from}&to=${today}&grain=day&by=store&figure=orders`;
const BUILDERS = { th: 'ช่างดี บิลเดอร์ รัตนาธิเบศร์', en: 'Changdee Builders Rattanathibet' };
const BANG_NA = { th: 'ช่างดี สาขาบางนา', en: 'Changdee Bang Na' };

test.describe.configure({ timeout: 180_000 });

/**
 * A shop person in the portal as they reach it: the shop's Portal link (a one-time token,
 * decision 062); signing in at the portal hands them to the shop instead.
 */
async function portalByLink(page: Page, accessToken: string) {
  const response = await page.request.post('/b2b/v2/auth/portal-token', {
    headers: { authorization: `Bearer ${accessToken}` },
  });
  const link = new URL(((await response.json()) as { data: { url: string } }).data.url);
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page).toHaveURL(/\/portal\/shop$/);
}

let placed = false;

/**
 * Places an order today at Bang Na (retail) and at Rattanathibet (builders), once, and waits until
 * the rollup has counted both stores' orders of today (its job runs each minute).
 */
async function rolledUp(page: Page) {
  if (!placed) {
    await placeOrder(page, await authenticate(page, DEMO_USERS.sales), 'store');
    await placeBangNaOrder(page, await authenticate(page, DEMO_USERS.salesOther), {
      sku: SURVEY,
      slots: ['1', '2'],
      seller: 'NB-001',
    });
    placed = true;
  }
  const ops = await authenticate(page, DEMO_USERS.operator);
  await expect
    .poll(
      async () => {
        const answer = await page.request.get(`${analyticsPaths.sales}${VIEW}`, {
          headers: { authorization: `Bearer ${ops.accessToken}` },
        });
        const rows = salesResponseSchema.parse(await answer.json()).data.rows;
        return rows.filter((row) => row.period === today && row.orders > 0).length;
      },
      { timeout: 150_000, intervals: [2_000] },
    )
    .toBeGreaterThanOrEqual(2);
}

for (const locale of ['th', 'en'] as const satisfies readonly Locale[]) {
  test(`an operator reads a chart, its table and its CSV (${locale})`, async ({ page }) => {
    await rolledUp(page);
    await signInAtPortal(page, DEMO_USERS.operator, { locale });
    await expect(page.locator(`nav a[href="${portalPath(locale, '/analytics')}"]`)).toBeVisible();
    await page.goto(portalPath(locale, `/analytics${VIEW}`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      t(locale, 'portal:analytics.title'),
    );
    await expect(page.getByTestId('analytics-chart').locator('canvas')).toBeVisible();
    await page.getByTestId('analytics-show-table').click();
    const row = page
      .getByTestId('analytics-table')
      .getByRole('row')
      .filter({ hasText: BANG_NA[locale] })
      .filter({ hasText: formatDate(today, 'short', locale) });
    await expect(row).toHaveCount(1);
    if (locale === 'th') await expect(row).toContainText(`${Number(today.slice(0, 4)) + 543}`);
    const orders = (await row.getByRole('cell').nth(2).textContent())!;
    await expectNoSeriousA11yViolations(page);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('analytics-csv').click(),
    ]);
    const lines = readFileSync((await download.path())!, 'utf8')
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n')
      .map((line) => line.split(','));
    expect(lines[0]!.slice(0, 4)).toEqual([
      locale === 'th' ? 'ช่วงเวลา (วันแรก)' : 'Period (first day)',
      locale === 'th' ? 'รหัส' : 'Code',
      locale === 'th' ? 'ชื่อ' : 'Name',
      locale === 'th' ? 'คำสั่งซื้อ' : 'Orders',
    ]);
    const line = lines.find((cells) => cells[0] === today && cells[2] === BANG_NA[locale]);
    expect(line?.[3]).toBe(orders);
  });
}

test('a Channel Manager sees only their channel’s stores, on the page, the API and the CSV', async ({
  page,
}) => {
  await rolledUp(page);
  const manager = await authenticate(page, DEMO_USERS.manager);
  const answer = await page.request.get(`${analyticsPaths.sales}${VIEW}`, {
    headers: { authorization: `Bearer ${manager.accessToken}` },
  });
  const names = salesResponseSchema
    .parse(await answer.json())
    .data.rows.map((row) => row.label?.en);
  expect(names).toContain(BANG_NA.en);
  expect(names).not.toContain(BUILDERS.en);

  await portalByLink(page, manager.accessToken);
  await page.goto(portalPath('en', `/analytics${VIEW}`));
  await page.getByTestId('analytics-show-table').click();
  const table = page.getByTestId('analytics-table');
  await expect(table).toContainText(BANG_NA.en);
  await expect(table).not.toContainText(BUILDERS.en);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByTestId('analytics-csv').click(),
  ]);
  const csv = readFileSync((await download.path())!, 'utf8');
  expect(csv).toContain(BANG_NA.en);
  expect(csv).not.toContain(BUILDERS.en);
});

test('a Sales clerk has no dashboard: no entry, and the API refuses', async ({ page }) => {
  const sales = await authenticate(page, DEMO_USERS.sales);
  const answer = await page.request.get(`${analyticsPaths.sales}${VIEW}`, {
    headers: { authorization: `Bearer ${sales.accessToken}` },
  });
  expect(answer.status()).toBe(403);
  expect((await answer.json()).code).toBe('FORBIDDEN');
  await portalByLink(page, sales.accessToken);
  await page.goto(portalPath('en', '/orders'));
  await expect(
    page.getByRole('link', { name: t('en', 'portal:nav.orders'), exact: true }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: t('en', 'portal:nav.analytics') })).toHaveCount(0);
  // The page is not theirs: the portal sends them to their own first page.
  await page.goto(portalPath('en', `/analytics${VIEW}`));
  await expect(page).toHaveURL(/\/portal\/en\/shop$/);
});
