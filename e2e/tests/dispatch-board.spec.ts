import type { Locator, Page } from '@playwright/test';
import { DEMO_USERS } from '../../apps/server/src/db/seed/demo-keys';
import {
  assignOptionsResponseSchema,
  dispatchBoardResponseSchema,
  dispatchPaths,
} from '../../packages/contract/src/dispatch';
import { errorCatalogue } from '../../packages/contract/src/errors';
import { teamAdminPaths, teamListResponseSchema } from '../../packages/contract/src/teams-admin';
import {
  trackingLinkPath,
  trackingLinkResponseSchema,
  trackingReschedulePath,
} from '../../packages/contract/src/tracking';
import { formatDate } from '../../packages/domain/src/date-format';
import { addDays, businessToday } from '../../packages/domain/src/dates';
import type { Locale } from '../../packages/domain/src/locale';
import { authenticate, expect, test, type ApiSession } from '../fixtures';
import { signInAtPortal } from '../support/portal';
import { appText } from '../support/app-text';
import { CLEANING, placeBangNaOrder } from '../support/orders';

// The operator's dispatch board (issue 20, docs/decisions/044). At 1280 px in English: three jobs
// booked with CT-BKK-COOL (one whose customer asked for another date) need a decision once the
// team's day is closed (teams-admin): they stay in the closed team's cells and wait in "needs a
// decision". One is dragged onto another team's afternoon; another operator fills that cell
// meanwhile, so the next drop there is refused with SLOT_FULL in words; that job then moves with
// the keyboard's picker, which offers neither the full cell's team nor the closed one. "Needs a
// decision" empties and the order's history says who moved it and that the customer's request
// was decided. The Thai board reads the same. At 375 px the board is a list.

const t = appText;
const COOL = 'CT-BKK-COOL'; // 8 in the morning, 8 in the afternoon
const AIRWATER = 'CT-SPK-AIRWATER'; // 2 in the morning, 2 in the afternoon
const FILTERS = 'province=10&district=1047&work_type=WT-AC-CLEAN';

const auth = (session: ApiSession) => ({ authorization: `Bearer ${session.accessToken}` });

/** A cleaning order for Bang Na on `date` and `time`, through the API. */
const placeCleaning = (page: Page, sales: ApiSession, date: string, time: '1' | '2') =>
  placeBangNaOrder(page, sales, { sku: CLEANING, slots: [time], date });

/**
 * A day ahead with AIRWATER's day untouched and COOL's morning empty and room in its afternoon:
 * new cleanings book COOL there (the most room in the slot first).
 */
async function quietDay(page: Page, operator: ApiSession): Promise<string> {
  const today = businessToday(new Date());
  for (let day = 10; day < 60; day += 1) {
    const date = addDays(today, day);
    const response = await page.request.get(`${dispatchPaths.board}?date=${date}&${FILTERS}`, {
      headers: auth(operator),
    });
    const board = dispatchBoardResponseSchema.parse(await response.json()).data;
    const team = (code: string) => board.teams.find((t) => t.code === code)!.days[0]!;
    const airwater = team(AIRWATER);
    const cool = team(COOL);
    if (
      !airwater.off &&
      !cool.off &&
      airwater.day.used === 0 &&
      cool.slots['1'].used === 0 &&
      cool.slots['2'].free >= 3 &&
      cool.day.free >= 3
    )
      return date;
  }
  throw new Error('no quiet day in 60');
}

/** Closes a team's day through the teams' API, as an operator does on the team's page. */
async function closeDay(page: Page, operator: ApiSession, code: string, date: string) {
  const list = await page.request.get(teamAdminPaths.list, { headers: auth(operator) });
  const team = teamListResponseSchema
    .parse(await list.json())
    .data.teams.find((t) => t.code === code)!;
  const closed = await page.request.post(teamAdminPaths.daysOff.replace(':teamId', team.id), {
    headers: auth(operator),
    data: { expected_version: team.version, from: date, to: date, reason: 'รถเสีย' },
  });
  expect(closed.status(), await closed.text()).toBe(200);
}

const cell = (page: Page, team: string, date: string, slot: '1' | '2') =>
  page.locator(
    `[data-testid="board-cell"][data-team="${team}"][data-date="${date}"][data-slot="${slot}"]`,
  );
const job = (scope: Page | Locator, orderNo: string) =>
  scope.locator(`[data-testid="board-job"][data-order="${orderNo}"]`);

/** A person's drag: press on the job, move a little, then to the cell in steps, release. */
async function dragJob(page: Page, source: Locator, target: Locator) {
  await source.scrollIntoViewIfNeeded();
  const from = (await source.boundingBox())!;
  await page.mouse.move(from.x + 20, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + 30, from.y + from.height / 2 + 10, { steps: 3 });
  await target.scrollIntoViewIfNeeded();
  const to = (await target.boundingBox())!;
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 10 });
  await page.mouse.up();
}

test('an operator decides a closed day’s jobs by drag and by the picker; a cell filled meanwhile is SLOT_FULL', async ({
  page,
}, info) => {
  test.skip(info.project.name !== 'desktop', 'the board’s drag and drop at 1280 px');
  const sales = await authenticate(page, DEMO_USERS.sales);
  const operator = await authenticate(page, DEMO_USERS.operator);
  const date = await quietDay(page, operator);
  const dragged = await placeCleaning(page, sales, date, '1');
  const picked = await placeCleaning(page, sales, date, '1');
  const other = await placeCleaning(page, sales, date, '2');

  // The customer of the first job asks for another date through their tracking link.
  const link = await page.request.get(trackingLinkPath(dragged), { headers: auth(sales) });
  const token = trackingLinkResponseSchema.parse(await link.json()).data.url.th.split('/t/')[1]!;
  const askedDate = addDays(date, 1);
  const asked = await page.request.post(trackingReschedulePath(token), {
    data: { preferred_date: askedDate, note: 'ขอเลื่อนเป็นวันถัดไป' },
  });
  expect(asked.status(), await asked.text()).toBe(200);
  // COOL, which holds the three, closes that day: they need a decision.
  await closeDay(page, operator, COOL, date);

  await signInAtPortal(page, DEMO_USERS.operator, { locale: 'en' });
  await page.getByRole('link', { name: t('en', 'portal:nav.dispatch'), exact: true }).click();
  await expect(page).toHaveURL(/\/portal\/en\/dispatch/);
  await page.goto(`/portal/en/dispatch?date=${date}&${FILTERS}`);
  await expect(page.getByRole('heading', { name: t('en', 'portal:dispatch.title') })).toBeVisible();
  const decisions = page.getByTestId('needs-decision');
  for (const no of [dragged, picked, other])
    await expect(job(decisions, no)).toContainText(
      t('en', 'portal:dispatch.reason.team_unavailable'),
    );
  const waiting = job(decisions, dragged);
  await expect(waiting).toContainText(
    t('en', 'portal:dispatch.reason.customer_asked_another_date'),
  );
  // They stay in the closed team's cells, which take no drop.
  const closedMorning = cell(page, COOL, date, '1');
  await expect(closedMorning.getByTestId('board-cell-off')).toBeVisible();
  await expect(job(closedMorning, dragged)).toBeVisible();
  await expect(job(closedMorning, picked)).toBeVisible();

  // Drag from "needs a decision": the job goes to AIRWATER's afternoon, taking one of its units.
  const afternoon = cell(page, AIRWATER, date, '2');
  await dragJob(page, waiting, afternoon);
  await expect(page.getByTestId('board-notice')).toContainText(dragged);
  await expect(job(afternoon, dragged)).toBeVisible();
  const capacity = (locale: Locale, used: number) =>
    t(locale, 'portal:dispatch.capacity')
      .replace('{{used}}', String(used))
      .replace('{{capacity}}', '2')
      .replace('{{free}}', String(2 - used));
  await expect(afternoon.getByTestId('board-cell-capacity')).toHaveText(capacity('en', 1));
  await expect(job(decisions, dragged)).toHaveCount(0);

  // Another operator gives the cell's last unit to the third job: the board still shows one free;
  // the drop there is refused in words, and the board read again shows the cell full.
  const options = await page.request.get(
    `${dispatchPaths.assignOptions.replace(':cartOrderNo', other)}?date=${date}&time=2`,
    { headers: auth(operator) },
  );
  const airwaterId = assignOptionsResponseSchema
    .parse(await options.json())
    .data.teams.find((team) => team.code === AIRWATER)!.contractor_id;
  const taken = await page.request.post(dispatchPaths.assign.replace(':cartOrderNo', other), {
    headers: auth(operator),
    data: { contractor_id: airwaterId, date, time: '2' },
  });
  expect(taken.status(), await taken.text()).toBe(200);
  await dragJob(page, job(decisions, picked), afternoon);
  await expect(page.getByTestId('board-notice')).toContainText(errorCatalogue.SLOT_FULL.en);
  await expect(page.getByTestId('board-notice')).toContainText(picked);
  await expect(job(afternoon, other)).toBeVisible();
  await expect(job(afternoon, picked)).toHaveCount(0);

  // The picker, from the keyboard, on the job's own morning: AIRWATER, never the closed COOL.
  await job(decisions, picked).focus();
  await page.keyboard.press('Enter');
  const picker = page.getByTestId('board-picker');
  await expect(picker).toBeVisible();
  const airwaterOption = picker.getByRole('radio', { name: new RegExp(AIRWATER) });
  await expect(airwaterOption).toBeVisible();
  await expect(picker.getByRole('radio', { name: new RegExp(COOL) })).toHaveCount(0);
  await airwaterOption.check();
  await picker.getByRole('button', { name: t('en', 'portal:dispatch.picker.assign') }).click();
  await expect(picker).toBeHidden();
  await expect(job(cell(page, AIRWATER, date, '1'), picked)).toBeVisible();
  await expect(page.getByTestId('needs-decision-empty')).toBeVisible();

  // The order's history: the move under the operator, and the customer's request decided by it.
  await job(page, dragged).getByRole('link', { name: dragged }).first().click();
  await expect(page).toHaveURL(new RegExp(`/portal/en/orders/${dragged}`));
  const history = page.getByTestId('order-history');
  await expect(history.locator('[data-kind="contractor"]')).toContainText(
    t('en', 'portal:orders.change.contractor'),
  );
  await expect(history.locator('[data-kind="reschedule"]')).toContainText(
    t('en', 'portal:orders.change.rescheduleMoved').replace(
      '{{asked}}',
      formatDate(askedDate, 'long', 'en'),
    ),
  );

  // The same board in Thai.
  await page.goto(`/portal/dispatch?date=${date}&${FILTERS}`);
  await expect(page.getByRole('heading', { name: t('th', 'portal:dispatch.title') })).toBeVisible();
  await expect(page.getByTestId('needs-decision-empty')).toHaveText(
    t('th', 'portal:dispatch.needsNone'),
  );
  await expect(afternoon.getByTestId('board-cell-capacity')).toHaveText(capacity('th', 2));
});

test('at 375 px the board reads as a list: team, day and slot, jobs; the page never scrolls sideways', async ({
  page,
}, info) => {
  test.skip(info.project.name !== 'mobile', 'the board on a phone');
  const sales = await authenticate(page, DEMO_USERS.sales);
  const operator = await authenticate(page, DEMO_USERS.operator);
  const date = await quietDay(page, operator);
  const orderNo = await placeCleaning(page, sales, date, '2');
  await signInAtPortal(page, DEMO_USERS.operator, { locale: 'th' });
  await page.goto(`/portal/dispatch?date=${date}&days=7&${FILTERS}`);
  const card = job(page, orderNo);
  await expect(card).toBeVisible();
  // The cell holding it says its day and slot in words, under its team's name.
  const holder = page.locator('[data-testid="board-cell"]', { has: card });
  await expect(holder.locator('.board-cell__label')).toBeVisible();
  await expect(holder.locator('.board-cell__label')).toContainText(
    t('th', 'portal:dispatch.slot.2'),
  );
  const team = page.locator('[data-testid="board-team"]', { has: card });
  const [teamBox, cardBox] = [await team.locator('h3').boundingBox(), await card.boundingBox()];
  expect(cardBox!.y).toBeGreaterThan(teamBox!.y);
  expect(cardBox!.x + cardBox!.width).toBeLessThanOrEqual(375);
  const sideways = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(sideways).toBe(0);
  // The picker is there without dragging.
  await card.getByRole('button', { name: t('th', 'portal:dispatch.move') }).click();
  await expect(page.getByTestId('board-picker')).toBeVisible();
});
