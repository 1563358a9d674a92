import type { Page } from '@playwright/test';
import { DEMO_USERS } from '../../apps/server/src/db/seed/demo-keys';
import { dispatchPaths } from '../../packages/contract/src/dispatch';
import { extraPath, extraPaths, jobExtrasResponseSchema } from '../../packages/contract/src/extras';
import { cartOrderPath, cartOrderResponseSchema } from '../../packages/contract/src/orders';
import type { Locale } from '../../packages/domain/src/locale';
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
import { providerPaidExtras } from '../support/payment-webhook';
import { giveToCoolToday, signInAtPortal } from '../support/portal';
import { drawSignature } from '../support/signature';

// On-site extras (issue 31 item 5, decision 080) in Chromium: an air-conditioner installation is
// in progress with tech.demo's team; the technician (375 px in Thai; 1280 px in English) adds
// 2.5 m of refrigerant pipe, the customer signs on the technician's phone, the phone shows the
// PromptPay QR for the difference with the server's figure, the provider's notice pays it, and
// the figures everywhere are the server's to the satang.

const t = appText;
const auth = (session: ApiSession) => ({ authorization: `Bearer ${session.accessToken}` });

/** An installation of Bang Na given to tech.demo's team today and started. */
async function installationInProgress(page: Page, operator: ApiSession): Promise<string> {
  const sales = await authenticate(page, DEMO_USERS.sales);
  const orderNo = await placeBangNaOrder(page, sales, { sku: 'IN-AC-9000', slots: ['1', '2'] });
  await giveToCoolToday(page, operator, orderNo);
  for (const status of ['scheduled', 'in_progress']) {
    const stepped = await page.request.post(
      dispatchPaths.jobStatus.replace(':cartOrderNo', orderNo),
      { headers: auth(operator), data: { status } },
    );
    expect(stepped.status(), await stepped.text()).toBe(200);
  }
  return orderNo;
}

test('a technician adds an extra, the customer signs on the phone, the difference is paid by PromptPay', async ({
  page,
}, info) => {
  const locale: Locale = info.project.name === 'mobile' ? 'th' : 'en';
  const words = (key: string) => t(locale, `portal:day.extras.${key}`);
  const operator = await authenticate(page, DEMO_USERS.operator);
  const orderNo = await installationInProgress(page, operator);
  const readExtras = async () =>
    jobExtrasResponseSchema.parse(
      await (
        await page.request.get(extraPath(extraPaths.list, { cartOrderNo: orderNo }), {
          headers: auth(operator),
        })
      ).json(),
    ).data;
  const pipe = (await readExtras()).add_ons.find(
    (addOn) => addOn.name_en === 'Refrigerant pipe beyond 4 m',
  )!;

  await signInAtPortal(page, DEMO_USERS.technician, { locale });
  const card = page.locator(`[data-testid="job-card"][data-order="${orderNo}"]`);
  await card.getByRole('button', { name: words('open'), exact: true }).click();
  const panel = card.getByTestId('job-extras');
  await panel.getByLabel(words('chooseAddOn'), { exact: true }).selectOption(pipe.id);
  await panel.getByLabel(words('qty'), { exact: true }).fill('2.5');
  await panel.getByRole('button', { name: words('add'), exact: true }).click();
  const amount = formatSatangBaht(35_000 * 2.5, locale);
  await expect(panel.getByTestId('extra-amount')).toHaveText(amount);
  await expect(panel.getByTestId('extra-state')).toHaveText(words('state.proposed'));

  // The customer answers on the technician's phone: their name and signature.
  const pipeName = locale === 'th' ? pipe.name_th : pipe.name_en;
  await panel
    .getByRole('button', { name: words('askCustomer').replace('{{name}}', pipeName), exact: true })
    .click();
  const consent = panel.getByTestId('extra-consent');
  await consent.getByLabel(words('signerName'), { exact: true }).fill('สมหญิง ใจดี');
  await drawSignature(page, consent.getByRole('img', { name: words('pad') }));
  await consent.getByRole('button', { name: words('approve'), exact: true }).click();
  await expect(panel.getByTestId('extra-state')).toHaveText(words('state.approved'));
  const approved = await readExtras();
  expect(approved.money).toEqual({
    proposed_satang: 0,
    approved_satang: 87_500,
    received_satang: 0,
    due_satang: 87_500,
  });
  await expect(panel.getByTestId('extras-due')).toHaveText(
    formatSatangBaht(approved.money.due_satang, locale),
  );

  // The QR for the difference carries the server's figure; the provider's notice pays it.
  await panel.getByRole('button', { name: words('showQr'), exact: true }).click();
  await expect(panel.getByTestId('extras-qr-amount')).toHaveText(
    words('qrAmount').replace('{{amount}}', formatSatangBaht(approved.money.due_satang, locale)),
  );
  // A thumb's size for every control on the phone (the desktop keeps Bootstrap's own sizes).
  if (info.project.name === 'mobile')
    expect(await findSmallTargets(page, 44, '[data-testid="job-extras"]')).toEqual([]);
  await expectNoSeriousA11yViolations(page);
  await providerPaidExtras(page, orderNo, approved.money.due_satang);
  await expect(panel.getByTestId('extras-due')).toHaveText(formatSatangBaht(0, locale));
  await expect(panel.getByTestId('extras-payment')).toHaveCount(0);

  const sales = await authenticate(page, DEMO_USERS.sales);
  const order = cartOrderResponseSchema.parse(
    await (await page.request.get(cartOrderPath(orderNo), { headers: auth(sales) })).json(),
  ).data;
  expect(order.extras?.money).toEqual({
    proposed_satang: 0,
    approved_satang: 87_500,
    received_satang: 87_500,
    due_satang: 0,
  });
  expect(order.extras?.extras.map((extra) => [extra.state, extra.signer_name])).toEqual([
    ['approved', 'สมหญิง ใจดี'],
  ]);
  expect(order.history.filter((change) => change.kind === 'extra').map((c) => c.to)).toEqual([
    'proposed',
    'approved',
    'paid',
  ]);
});
