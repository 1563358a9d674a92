import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { DEMO_USERS } from '../../apps/server/src/db/seed/demo-keys';
import { dispatchPaths, jobsResponseSchema } from '../../packages/contract/src/dispatch';
import { cartOrderPath, cartOrderResponseSchema } from '../../packages/contract/src/orders';
import { businessToday } from '../../packages/domain/src/dates';
import { authenticate, expect, test, type ApiSession } from '../fixtures';
import { appText } from '../support/app-text';
import { giveToCoolToday, signInAtPortal } from '../support/portal';
import { findSmallTargets } from '../support/layout-checks';
import { CLEANING, CUSTOMER, LANDMARK, placeBangNaOrder } from '../support/orders';

// The technician's day at 375 px (issue 20, docs/decisions/044): two jobs a clerk booked are
// given to tech.demo's team for today by an operator; the technician goes on the way and starts
// one and reports a problem on it, confirms, starts and completes the other with a photo and a
// note; the clerk's order shows each step with the technician's first name and the photo; the
// other team's technician sees nothing of them.

const t = appText;

const auth = (session: ApiSession) => ({ authorization: `Bearer ${session.accessToken}` });

/** A cleaning of two units for Bang Na through the API, on the first free afternoon ahead. */
const placeCleaning = (page: Page, sales: ApiSession) =>
  placeBangNaOrder(page, sales, { sku: CLEANING, slots: ['2'], qty: 2 });

/** The clerk of Bang Na, and a way to book a cleaning there that goes to tech.demo's team today. */
async function coolToday(page: Page) {
  const sales = await authenticate(page, DEMO_USERS.sales);
  const operator = await authenticate(page, DEMO_USERS.operator);
  const newJob = async () => {
    const orderNo = await placeCleaning(page, sales);
    await giveToCoolToday(page, operator, orderNo);
    return orderNo;
  };
  return { sales, newJob };
}

test('a technician runs their day at 375 px; the clerk sees it, the other team nothing', async ({
  page,
}, info) => {
  test.skip(info.project.name !== 'mobile', 'the technician’s day is a phone page');
  const { sales, newJob } = await coolToday(page);
  const troubled = await newJob();
  const finished = await newJob();
  await signInAtPortal(page, DEMO_USERS.technician);
  await expect(page).toHaveURL(/\/portal\/day$/);

  const card = (orderNo: string) =>
    page.locator(`[data-testid="job-card"][data-order="${orderNo}"]`);
  const press = (orderNo: string, key: string) =>
    card(orderNo)
      .getByRole('button', { name: t('th', `portal:day.${key}`), exact: true })
      .click();
  const status = (orderNo: string, value: string) =>
    expect(card(orderNo).getByTestId('job-status')).toHaveText(
      t('th', `portal:day.status.${value}`),
    );

  // One job: confirmed, on the way, started, then a problem (it stays in progress, flagged).
  await expect(card(troubled)).toContainText(LANDMARK);
  // Every control of a card is a thumb's size: the call and map links too.
  expect(await findSmallTargets(page, 44, '[data-testid="job-card"]')).toEqual([]);
  await expect(card(troubled).getByTestId('job-call')).toHaveAttribute(
    'href',
    `tel:${CUSTOMER.mobile}`,
  );
  await press(troubled, 'step.scheduled');
  await status(troubled, 'scheduled');
  await press(troubled, 'step.on_the_way');
  await status(troubled, 'on_the_way');
  await press(troubled, 'step.in_progress');
  await status(troubled, 'in_progress');
  await card(troubled).getByText(t('th', 'portal:day.reportProblem'), { exact: true }).click();
  await card(troubled)
    .getByRole('combobox', { name: t('th', 'portal:day.problemKind') })
    .selectOption('customer_absent');
  await press(troubled, 'sendProblem');
  await expect(card(troubled)).toContainText(t('th', 'portal:day.problem.customer_absent'));
  await status(troubled, 'in_progress');

  // The other: confirmed, started, a photo and a note, completed.
  await press(finished, 'step.scheduled');
  await press(finished, 'step.in_progress');
  await status(finished, 'in_progress');
  const photo = await sharp({
    create: { width: 800, height: 600, channels: 3, background: '#2a6f97' },
  })
    .jpeg()
    .toBuffer();
  await card(finished)
    .locator('input[type="file"]')
    .setInputFiles({ name: 'work.jpg', mimeType: 'image/jpeg', buffer: photo });
  await expect(card(finished)).toContainText(
    t('th', 'portal:day.photos_one').replace('{{count}}', '1'),
  );
  await card(finished)
    .getByLabel(t('th', 'portal:day.completionNote'))
    .fill('ล้างแอร์ 2 เครื่องเรียบร้อย');
  await press(finished, 'step.completed');
  await status(finished, 'completed');
  await expect(page.getByTestId('day-waiting')).toHaveCount(0);

  // The clerk's order: each step, the technician's first name, the photo.
  const order = cartOrderResponseSchema.parse(
    await (await page.request.get(cartOrderPath(finished), { headers: auth(sales) })).json(),
  ).data;
  expect(order.status).toBe('completed');
  expect(order.history.filter((c) => c.kind === 'status' && c.technician).map((c) => c.to)).toEqual(
    ['scheduled', 'in_progress', 'completed'],
  );
  expect(order.history.at(-1)?.technician).toBe('สมศักดิ์');
  expect(order.photos).toHaveLength(1);

  // The other team's technician: neither job in their day, and not found when asked.
  const other = await authenticate(page, DEMO_USERS.technicianOther);
  const theirs = jobsResponseSchema.parse(
    await (
      await page.request.get(`${dispatchPaths.jobs}?date=${businessToday(new Date())}`, {
        headers: auth(other),
      })
    ).json(),
  ).data;
  expect(theirs.jobs.map((job) => job.cartOrderNo)).not.toContain(finished);
  expect(theirs.jobs.map((job) => job.cartOrderNo)).not.toContain(troubled);
  const refused = await page.request.post(
    dispatchPaths.jobStatus.replace(':cartOrderNo', troubled),
    { headers: auth(other), data: { status: 'completed', note: 'x' } },
  );
  expect(refused.status()).toBe(404);
  const image = await page.request.get(order.photos![0]!.url, { headers: auth(other) });
  expect(image.status()).toBe(404);
});

test('the technician’s day reads in English at 1280 px: a job confirmed and on the way', async ({
  page,
}, info) => {
  test.skip(info.project.name !== 'desktop', 'the English day at desktop width');
  const orderNo = await (await coolToday(page)).newJob();
  await signInAtPortal(page, DEMO_USERS.technician, { locale: 'en' });
  await expect(page).toHaveURL(/\/portal\/en\/day$/);
  await expect(page.getByRole('heading', { name: t('en', 'portal:day.title') })).toBeVisible();

  const card = page.locator(`[data-testid="job-card"][data-order="${orderNo}"]`);
  await expect(card).toContainText(LANDMARK);
  for (const step of ['scheduled', 'on_the_way'] as const) {
    await card
      .getByRole('button', { name: t('en', `portal:day.step.${step}`), exact: true })
      .click();
    await expect(card.getByTestId('job-status')).toHaveText(t('en', `portal:day.status.${step}`));
  }
});

test('the technician’s day opens with no network after one visit; a step taken offline is sent once, after a reload', async ({
  page,
  context,
}, info) => {
  test.skip(info.project.name !== 'mobile', 'the technician’s day is a phone page');
  const { sales, newJob } = await coolToday(page);
  const orderNo = await newJob();
  await signInAtPortal(page, DEMO_USERS.technician);
  await expect(page).toHaveURL(/\/portal\/day$/);
  const card = page.locator(`[data-testid="job-card"][data-order="${orderNo}"]`);
  await expect(card).toContainText(LANDMARK);

  // The service worker installs on the first visit and answers from the next page load on.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null))
    .toBe(true);
  await expect(card).toContainText(LANDMARK);

  // A dead spot: the day opens again from what the phone kept, today's and tomorrow's.
  await context.setOffline(true);
  await page.reload();
  await expect(card).toContainText(LANDMARK);
  await page.getByRole('button', { name: t('th', 'portal:day.tomorrowTab'), exact: true }).click();
  // Tomorrow was fetched with today, so it answers too (its jobs, or none): never a load error.
  await expect(
    page.getByTestId('day-empty').or(page.getByTestId('job-card')).first(),
  ).toBeVisible();
  await page.getByRole('button', { name: t('th', 'portal:day.todayTab'), exact: true }).click();

  // A step taken with no network waits, and says since when; a reload keeps it waiting.
  await card
    .getByRole('button', { name: t('th', 'portal:day.step.scheduled'), exact: true })
    .click();
  const waiting = page.getByTestId('day-waiting');
  await expect(waiting).toContainText(t('th', 'portal:day.waiting_one').replace('{{count}}', '1'));
  await expect(waiting).toContainText(/รอตั้งแต่ \d\d\.\d\d น\./);
  await page.reload();
  await expect(waiting).toBeVisible();

  // The network is back: after a reload the step is sent, once.
  await context.setOffline(false);
  await page.reload();
  await expect(waiting).toHaveCount(0);
  await expect(card.getByTestId('job-status')).toHaveText(t('th', 'portal:day.status.scheduled'));
  const order = cartOrderResponseSchema.parse(
    await (await page.request.get(cartOrderPath(orderNo), { headers: auth(sales) })).json(),
  ).data;
  expect(order.history.filter((c) => c.kind === 'status' && c.technician).map((c) => c.to)).toEqual(
    ['scheduled'],
  );
});
