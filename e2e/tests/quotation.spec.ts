import type { Page } from '@playwright/test';
import { DEMO_USERS } from '../../apps/server/src/db/seed/demo-keys';
import { dispatchPaths } from '../../packages/contract/src/dispatch';
import {
  quotationOptionsResponseSchema,
  quotationPath,
  quotationPaths,
  quotationResponseSchema,
} from '../../packages/contract/src/quotations';
import { formatSatangBaht } from '../../packages/domain/src/money';
import {
  authenticate,
  expect,
  expectNoSeriousA11yViolations,
  test,
  type ApiSession,
} from '../fixtures';
import { findSmallTargets } from '../support/layout-checks';
import { appText } from '../support/app-text';
import { placeBangNaOrder } from '../support/orders';
import { giveToCoolToday, portalPath, signInAtPortal } from '../support/portal';

// Add-ons and a quotation from a survey (issue 31 items 1-2, docs/decisions/072): an operator adds
// an add-on at 1280 px in English; a technician at 375 px in Thai opens an air-conditioner survey
// in progress, builds a quotation with two installations, a 6 m pipe extension and an optional
// bracket, saves and sends it; the figures on the phone are the server's, to the satang; then
// downloads the quotation's PDF (decision 081).

const t = appText;
const auth = (session: ApiSession) => ({ authorization: `Bearer ${session.accessToken}` });

test('an operator adds an add-on in English at 1280 px', async ({ page }, info) => {
  test.skip(info.project.name !== 'desktop', 'the add-ons page at desktop width');
  await signInAtPortal(page, DEMO_USERS.operator, { locale: 'en' });
  await page.goto(portalPath('en', '/add-ons'));
  await expect(page.getByRole('heading', { name: t('en', 'portal:addOns.title') })).toBeVisible();
  await page.getByRole('button', { name: t('en', 'portal:addOns.new'), exact: true }).click();
  const form = page.getByTestId('add-on-form');
  const name = `Condensate pump ${Date.now()}`;
  await form.getByLabel(t('en', 'portal:addOns.work_type'), { exact: true }).selectOption('WT-AC');
  await form.getByLabel(t('en', 'portal:addOns.name_th'), { exact: true }).fill('ปั๊มน้ำทิ้งแอร์');
  await form.getByLabel(t('en', 'portal:addOns.name_en'), { exact: true }).fill(name);
  await form.getByLabel(t('en', 'portal:addOns.unit'), { exact: true }).selectOption('piece');
  await form
    .getByLabel(t('en', 'portal:addOns.unit_price_satang'), { exact: true })
    .fill('1,250.50');
  await form.getByLabel(t('en', 'portal:addOns.max_qty'), { exact: true }).fill('2');
  await form.getByRole('button', { name: t('en', 'portal:addOns.create'), exact: true }).click();
  await expect(form.getByRole('status')).toHaveText(t('en', 'portal:admin.saved'));
  const row = page.getByTestId('add-ons-table').getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('฿1,250.50 per piece');
});

/** An air-conditioner survey of Bang Na given to tech.demo's team today and started. */
async function surveyInProgress(page: Page, operator: ApiSession): Promise<string> {
  const sales = await authenticate(page, DEMO_USERS.sales);
  const orderNo = await placeBangNaOrder(page, sales, { sku: 'SV-AC-SURVEY', slots: ['1', '2'] });
  await giveToCoolToday(page, operator, orderNo);
  for (const status of ['scheduled', 'in_progress']) {
    const stepped = await page.request.post(
      dispatchPaths.jobStatus.replace(':cartOrderNo', orderNo),
      {
        headers: auth(operator),
        data: { status },
      },
    );
    expect(stepped.status(), await stepped.text()).toBe(200);
  }
  return orderNo;
}

test('a technician quotes a survey at 375 px in Thai; the totals are the server’s', async ({
  page,
}, info) => {
  test.skip(info.project.name !== 'mobile', 'the technician’s day is a phone page');
  const operator = await authenticate(page, DEMO_USERS.operator);
  const orderNo = await surveyInProgress(page, operator);
  const options = quotationOptionsResponseSchema.parse(
    await (
      await page.request.get(quotationPath(orderNo, quotationPaths.options), {
        headers: auth(operator),
      })
    ).json(),
  ).data;
  const addOn = (english: string) => options.add_ons.find((a) => a.name_en === english)!;

  await signInAtPortal(page, DEMO_USERS.technician);
  const card = page.locator(`[data-testid="job-card"][data-order="${orderNo}"]`);
  await card
    .getByRole('button', { name: t('th', 'portal:day.quotation.open'), exact: true })
    .click();
  const builder = card.getByTestId('quotation-builder');
  const add = async (testId: string, id: string) => {
    await builder.getByTestId(testId).selectOption(id);
    await builder
      .getByRole('button', { name: t('th', 'portal:day.quotation.add'), exact: true })
      .nth(testId.endsWith('service') ? 0 : 1)
      .click();
  };
  const [first, second] = options.services;
  await add('quotation-add-service', first!.id);
  await add('quotation-add-service', second!.id);
  const pipe = addOn('Refrigerant pipe beyond 4 m');
  const bracket = addOn('Outdoor unit wall bracket');
  await add('quotation-add-add-on', pipe.id);
  await add('quotation-add-add-on', bracket.id);
  const lines = builder.getByTestId('quotation-line');
  await expect(lines).toHaveCount(4);
  // A thumb's size for every control of the builder, and nothing axe calls serious.
  expect(await findSmallTargets(page, 44, '[data-testid="quotation-builder"]')).toEqual([]);
  await expectNoSeriousA11yViolations(page);
  await lines.nth(2).getByRole('textbox').fill('6');
  await lines.nth(3).getByRole('checkbox').check();
  await builder
    .getByRole('button', { name: t('th', 'portal:day.quotation.save'), exact: true })
    .click();
  await expect(builder.getByTestId('quotation-state')).toHaveText(
    t('th', 'portal:day.quotation.state.draft'),
  );
  await builder
    .getByRole('button', { name: t('th', 'portal:day.quotation.send'), exact: true })
    .click();
  await expect(builder.getByTestId('quotation-state')).toHaveText(
    t('th', 'portal:day.quotation.state.sent'),
  );

  // The server's quotation: two installations, 6 m of pipe, the bracket optional; the phone shows
  // its payable, VAT and optional figures exactly.
  const quotation = quotationResponseSchema.parse(
    await (await page.request.get(quotationPath(orderNo), { headers: auth(operator) })).json(),
  ).data;
  expect(quotation.state).toBe('sent');
  expect(quotation.current.lines.map((line) => [line.kind, line.qty, line.optional])).toEqual([
    ['service', 1, false],
    ['service', 1, false],
    ['add_on', 6, false],
    ['add_on', 1, true],
  ]);
  expect(quotation.current.lines[2]!.amount_satang).toBe(6 * pipe.unit_price_satang);
  const { totals } = quotation.current;
  await expect(builder.getByTestId('quotation-payable')).toHaveText(
    formatSatangBaht(totals.payable_satang, 'th'),
  );
  await expect(builder.getByTestId('quotation-vat')).toHaveText(
    formatSatangBaht(totals.vat_satang, 'th'),
  );
  await expect(builder.getByTestId('quotation-optional')).toHaveText(
    formatSatangBaht(bracket.unit_price_satang, 'th'),
  );

  // The customer's PDF from the builder (decision 081), saved under its number and version.
  const download = page.waitForEvent('download');
  await builder
    .getByRole('button', { name: t('th', 'portal:day.quotation.pdf'), exact: true })
    .click();
  const pdf = await download;
  expect(pdf.suggestedFilename()).toBe(`${quotation.number}-v${quotation.version}.pdf`);
});
