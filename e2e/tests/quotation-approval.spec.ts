import type { Page } from '@playwright/test';
import { DEMO_USERS } from '../../apps/server/src/db/seed/demo-keys';
import { dispatchPaths } from '../../packages/contract/src/dispatch';
import { cartOrderPath, cartOrderResponseSchema } from '../../packages/contract/src/orders';
import {
  customerQuotationResponseSchema,
  quotationPriceResponseSchema,
  trackingQuotationPath,
  trackingQuotationPricePath,
} from '../../packages/contract/src/quotation-decisions';
import {
  quotationOptionsResponseSchema,
  quotationPath,
  quotationPaths,
} from '../../packages/contract/src/quotations';
import { trackingLinkPath, trackingLinkResponseSchema } from '../../packages/contract/src/tracking';
import { formatDate } from '../../packages/domain/src/date-format';
import { formatSatangBaht } from '../../packages/domain/src/money';
import { authenticate, chooseFirstEmployee, expect, test, type ApiSession } from '../fixtures';
import { appText, localePath, type Locale } from '../support/app-text';
import { findClippedText } from '../support/layout-checks';
import { placeBangNaOrder } from '../support/orders';
import { providerPaid } from '../support/payment-webhook';
import { giveToCoolToday } from '../support/portal';
import { drawSignature } from '../support/signature';

// The customer decides on their own page (issue 31 items 3-4, decision 079), at 375 px in Thai and
// 1280 px in English: an air-conditioner survey in progress has a quotation sent (two
// installations, 6 m of pipe, an optional bracket); the customer ticks the bracket and the total
// becomes the server's figure, signs and approves, sees the installation booked with its date,
// opens the installation's page and pays by PromptPay (the provider's notice), and sees it paid;
// the clerk's page of the survey shows the quotation approved and links to the installation, whose
// page links back to the survey.

const auth = (session: ApiSession) => ({ authorization: `Bearer ${session.accessToken}` });
const text = (locale: Locale, key: string) => appText(locale, `orders:${key}`);

/** A survey of Bang Na started by tech.demo's team today, its quotation sent: number and token. */
async function sentQuotation(page: Page, locale: Locale) {
  const sales = await authenticate(page, DEMO_USERS.sales);
  const operator = await authenticate(page, DEMO_USERS.operator);
  const orderNo = await placeBangNaOrder(page, sales, {
    sku: 'SV-AC-SURVEY',
    slots: ['1', '2'],
    customerLanguage: locale,
  });
  await giveToCoolToday(page, operator, orderNo);
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
  // The demo's own add-ons by name (other walks add their own to the catalogue).
  const addOn = (english: string) => options.add_ons.find((one) => one.name_en === english)!;
  const saved = await page.request.put(quotationPath(orderNo), {
    headers: auth(operator),
    data: {
      lines: [
        ...options.services.slice(0, 2).map((service) => ({
          kind: 'service',
          product_id: service.id,
          qty: 1,
        })),
        { kind: 'add_on', add_on_id: addOn('Refrigerant pipe beyond 4 m').id, qty: 6 },
        {
          kind: 'add_on',
          add_on_id: addOn('Outdoor unit wall bracket').id,
          qty: 1,
          optional: true,
        },
      ],
    },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  const sent = await page.request.post(quotationPath(orderNo, quotationPaths.send), {
    headers: auth(operator),
    data: { version: 1 },
  });
  expect(sent.status(), await sent.text()).toBe(200);
  const link = await page.request.get(trackingLinkPath(orderNo), { headers: auth(sales) });
  const url = trackingLinkResponseSchema.parse(await link.json()).data.url[locale];
  return {
    orderNo,
    url,
    token: url.split('/t/')[1]!,
    addOnName:
      locale === 'th'
        ? addOn('Outdoor unit wall bracket').name_th
        : addOn('Outdoor unit wall bracket').name_en,
  };
}

test('the customer ticks an option, signs and approves; the installation is booked and paid by PromptPay', async ({
  page,
  browser,
  signInByApi,
}, info) => {
  const locale: Locale = info.project.name === 'mobile' ? 'th' : 'en';
  const quoted = await sentQuotation(page, locale);
  const customer = await browser.newContext({
    viewport: page.viewportSize()!,
    locale: 'th-TH',
    timezoneId: 'Asia/Bangkok',
  });
  const own = await customer.newPage();
  await own.goto(quoted.url);
  const section = own.getByTestId('customer-quotation');
  await expect(section).toBeVisible();
  await expect(own.getByTestId('quotation-state')).toHaveText(text(locale, 'quotation.state.sent'));
  // Its PDF in the page's language, through the customer's own link (decision 081).
  const pdf = await own.request.get((await own.getByTestId('quotation-pdf').getAttribute('href'))!);
  expect([pdf.status(), pdf.headers()['content-type']]).toEqual([200, 'application/pdf']);
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');

  // The bracket ticked: the total becomes the server's figure for that choice, to the satang.
  const priced = quotationPriceResponseSchema.parse(
    await (
      await page.request.post(trackingQuotationPricePath(quoted.token), {
        data: { version: 1, chosen: [3] },
      })
    ).json(),
  ).data.totals;
  await section
    .getByRole('checkbox', {
      name: text(locale, 'quotation.take').replace('{{name}}', quoted.addOnName),
    })
    .check();
  await expect(own.getByTestId('quotation-payable')).toHaveText(
    formatSatangBaht(priced.payable_satang, locale),
  );
  await expect(own.getByTestId('quotation-vat')).toHaveText(
    formatSatangBaht(priced.vat_satang, locale),
  );
  expect(await findClippedText(own)).toEqual([]);

  // Signed and approved: the installation is booked, with its date.
  const form = own.getByTestId('quotation-approve-form');
  await form.getByLabel(text(locale, 'quotation.name'), { exact: true }).fill('สมหญิง ใจดี');
  await drawSignature(own, form.locator('canvas'));
  await form.getByRole('button', { name: text(locale, 'quotation.approve'), exact: true }).click();
  const booked = own.getByTestId('quotation-installation');
  await expect(booked).toBeVisible();
  const answer = customerQuotationResponseSchema.parse(
    await (await page.request.get(trackingQuotationPath(quoted.token))).json(),
  ).data;
  expect(answer.state).toBe('approved');
  const installation = answer.installation!;
  await expect(booked).toContainText(installation.order_no);
  await expect(booked).toContainText(formatDate(installation.service_date, 'long', locale));

  // Its own page: the PromptPay QR for the installation's total, then paid.
  await booked.getByRole('link', { name: text(locale, 'quotation.installationPage') }).click();
  await expect(own.getByTestId('customer-promptpay')).toBeVisible();
  // Its add-ons as quoted (the pipe and the bracket ticked), with the services making the total.
  await expect(own.getByTestId('add-on-item')).toHaveCount(2);
  const sales = await authenticate(page, DEMO_USERS.sales);
  const order = cartOrderResponseSchema.parse(
    await (
      await page.request.get(cartOrderPath(installation.order_no), { headers: auth(sales) })
    ).json(),
  ).data;
  expect(order.total_payable * 100).toBe(priced.payable_satang);
  await providerPaid(page, installation.order_no, order.total_payable);
  await own.reload();
  await expect(own.getByTestId('customer-payment-state')).toHaveText(
    text(locale, 'paymentState.paid'),
  );
  expect(await findClippedText(own)).toEqual([]);
  await customer.close();

  // The store's pages link them: the survey's quotation (approved) → the installation → back.
  await signInByApi(DEMO_USERS.sales);
  await page.goto(localePath(locale, `/tracking/${quoted.orderNo}`));
  await chooseFirstEmployee(page);
  await expect(page.getByTestId('order-quotation-state')).toHaveText(
    text(locale, 'quotation.storeState.approved'),
  );
  await page.getByTestId('quotation-installation-link').click();
  await expect(page).toHaveURL(new RegExp(`/tracking/${installation.order_no}$`));
  await expect(page.getByTestId('quotation-survey-link')).toHaveText(
    text(locale, 'quotation.surveyLink').replace('{{no}}', quoted.orderNo),
  );
});

test('the clerk records the customer’s approval at the counter, with the server’s total for the ticks', async ({
  page,
  signInByApi,
}, info) => {
  test.skip(info.project.name !== 'desktop', 'the store’s counter is a desktop page');
  const locale: Locale = 'en';
  const quoted = await sentQuotation(page, locale);
  const priced = quotationPriceResponseSchema.parse(
    await (
      await page.request.post(trackingQuotationPricePath(quoted.token), {
        data: { version: 1, chosen: [3] },
      })
    ).json(),
  ).data.totals;
  await signInByApi(DEMO_USERS.sales);
  await page.goto(localePath(locale, `/tracking/${quoted.orderNo}`));
  await chooseFirstEmployee(page);
  await expect(page.getByTestId('order-quotation-state')).toHaveText(
    text(locale, 'quotation.storeState.sent'),
  );
  const counter = page.getByTestId('counter-approval');
  await counter
    .getByRole('checkbox', {
      name: text(locale, 'quotation.take').replace('{{name}}', quoted.addOnName),
    })
    .check();
  await expect(counter.getByTestId('quotation-payable')).toHaveText(
    formatSatangBaht(priced.payable_satang, locale),
  );
  await counter
    .getByLabel(text(locale, 'quotation.counterName'), { exact: true })
    .fill('Somchai Jaidee');
  await drawSignature(page, counter.locator('canvas'));
  await counter
    .getByRole('button', { name: text(locale, 'quotation.counterApprove'), exact: true })
    .click();
  await expect(page.getByTestId('order-quotation-state')).toHaveText(
    text(locale, 'quotation.storeState.approved'),
  );
  await expect(page.getByTestId('quotation-installation-link')).toBeVisible();
  await expect(page.getByTestId('counter-approval')).toHaveCount(0);
});
