import type { Page } from '@playwright/test';
import { DEMO_USERS } from '../../apps/server/src/db/seed/demo-keys';
import { dispatchPaths } from '../../packages/contract/src/dispatch';
import {
  quotationOptionsResponseSchema,
  quotationPath,
  quotationPaths,
  quotationResponseSchema,
} from '../../packages/contract/src/quotations';
import { businessToday } from '../../packages/domain/src/dates';
import { formatSatangBaht } from '../../packages/domain/src/money';
import {
  authenticate,
  expect,
  expectNoSeriousA11yViolations,
  test,
  type ApiSession,
} from '../fixtures';
import { appText, type Locale } from '../support/app-text';
import { placeBangNaOrder } from '../support/orders';
import { portalPath, signInAtPortal } from '../support/portal';

// Quotations in the portal (issue 31 item 8, decision 082): an operator, at 1280 px and at 375 px,
// in Thai and in English, opens the quotations list, filters it to the quotations sent today,
// finds the one just sent, opens its page (its version's lines and total, its history) and from
// there its survey order. The figures on the page are the server's, to the satang.

const t = appText;
const auth = (session: ApiSession) => ({ authorization: `Bearer ${session.accessToken}` });

/** An air-conditioner survey of Bang Na, started, with a quotation of one installation, sent. */
async function sentQuotation(page: Page, operator: ApiSession) {
  const sales = await authenticate(page, DEMO_USERS.sales);
  const orderNo = await placeBangNaOrder(page, sales, { sku: 'SV-AC-SURVEY', slots: ['1', '2'] });
  for (const status of ['scheduled', 'in_progress']) {
    const stepped = await page.request.post(
      dispatchPaths.jobStatus.replace(':cartOrderNo', orderNo),
      { headers: auth(operator), data: { status } },
    );
    expect(stepped.status(), await stepped.text()).toBe(200);
  }
  const options = quotationOptionsResponseSchema.parse(
    await (
      await page.request.get(quotationPath(orderNo, quotationPaths.options), {
        headers: auth(operator),
      })
    ).json(),
  ).data;
  const saved = await page.request.put(quotationPath(orderNo), {
    headers: auth(operator),
    data: { lines: [{ kind: 'service', product_id: options.services[0]!.id, qty: 1 }] },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  const sent = await page.request.post(quotationPath(orderNo, quotationPaths.send), {
    headers: auth(operator),
    data: { version: 1 },
  });
  expect(sent.status(), await sent.text()).toBe(200);
  return { orderNo, quotation: quotationResponseSchema.parse(await sent.json()).data };
}

async function filterSentToday(page: Page, locale: Locale) {
  const today = businessToday(new Date());
  const filters = page.getByRole('form', { name: t(locale, 'portal:quotations.filters.title') });
  await filters
    .getByLabel(t(locale, 'portal:quotations.filters.state'), { exact: true })
    .selectOption('sent');
  await filters
    .getByLabel(t(locale, 'portal:quotations.filters.dates'), { exact: true })
    .selectOption('sent');
  await filters
    .getByLabel(t(locale, 'portal:quotations.filters.from'), { exact: true })
    .fill(today);
  await filters.getByLabel(t(locale, 'portal:quotations.filters.to'), { exact: true }).fill(today);
  await filters
    .getByRole('button', { name: t(locale, 'portal:quotations.filters.apply'), exact: true })
    .click();
  await expect(page).toHaveURL(new RegExp(`state=sent&dates=sent&from=${today}&to=${today}`));
}

test('an operator goes from the quotations list to a quotation and its survey, in Thai and English', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const operator = await authenticate(page, DEMO_USERS.operator);
  const { orderNo, quotation } = await sentQuotation(page, operator);
  const payable = quotation.current.totals.payable_satang;

  // One sign-in; each language is its own path (/portal/…, /portal/en/…).
  await signInAtPortal(page, DEMO_USERS.operator);
  for (const locale of ['th', 'en'] as const) {
    await page.goto(portalPath(locale, '/quotations'));
    await expect(
      page.getByRole('heading', { name: t(locale, 'portal:quotations.title'), exact: true }),
    ).toBeVisible();
    await expect(page.getByTestId('quotations-conversion-rule')).toBeVisible();
    await filterSentToday(page, locale);

    const row = page.getByTestId('quotations-table').getByRole('row').filter({
      hasText: quotation.number,
    });
    await expect(row).toContainText(t(locale, 'portal:quotations.state.sent'));
    await expect(row).toContainText(formatSatangBaht(payable, locale));
    await expectNoSeriousA11yViolations(page);
    await row.getByRole('link', { name: quotation.number, exact: true }).click();

    await expect(
      page.getByRole('heading', {
        name: t(locale, 'portal:quotations.detail.title').replace('{{number}}', quotation.number),
      }),
    ).toBeVisible();
    const version = page.getByTestId('quotation-version');
    await expect(version).toHaveCount(1);
    await expect(version.locator('[data-total="payable"]')).toHaveText(
      formatSatangBaht(payable, locale),
    );
    await expect(page.getByTestId('quotation-history').getByRole('listitem')).toHaveCount(2);
    await expect(page.getByText(t(locale, 'portal:quotations.detail.noDecisions'))).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.getByTestId('quotation-survey-link').getByRole('link', { name: orderNo }).click();
    await expect(page).toHaveURL(new RegExp(`${portalPath(locale, '/orders/')}${orderNo}$`));
    await expect(page.getByRole('heading', { level: 1 })).toContainText(orderNo);
  }
});
