import sharp from 'sharp';
import { DEMO_USERS } from '../../apps/server/src/db/seed/demo-keys';
import { cartOrderPath, cartOrderResponseSchema } from '../../packages/contract/src/orders';
import { trackingLinkPath, trackingLinkResponseSchema } from '../../packages/contract/src/tracking';
import { authenticate, expect, test, type ApiSession } from '../fixtures';
import { appText } from '../support/app-text';
import { giveToCoolToday, portalPath, signInAtPortal } from '../support/portal';
import { CLEANING, placeBangNaOrder } from '../support/orders';
import { drawSignature } from '../support/signature';

// The customer's sign-off and rating (issue 31 item 6, decision 078) in Chromium: a job a clerk
// booked goes to tech.demo's team today; the technician (375 px, Thai) completes it with a photo,
// a note, the customer's typed name and a signature drawn on the pad; the customer rates it 5
// stars on their tracking page (English); the operator (1280 px) sees the rating on the ratings
// page under the team, and the signature on the order's page.

const t = appText;
const auth = (session: ApiSession) => ({ authorization: `Bearer ${session.accessToken}` });

test('a technician completes with the customer’s signature, the customer rates it, the operator sees it', async ({
  page,
  browser,
}, info) => {
  test.skip(info.project.name !== 'mobile', 'one walk: the technician’s phone, then the office');
  const sales = await authenticate(page, DEMO_USERS.sales);
  const operator = await authenticate(page, DEMO_USERS.operator);
  const orderNo = await placeBangNaOrder(page, sales, { sku: CLEANING, slots: ['2'], qty: 1 });
  await giveToCoolToday(page, operator, orderNo);

  // The technician's phone, in Thai.
  await signInAtPortal(page, DEMO_USERS.technician);
  await expect(page).toHaveURL(/\/portal\/day$/);
  const card = page.locator(`[data-testid="job-card"][data-order="${orderNo}"]`);
  const press = (key: string) =>
    card.getByRole('button', { name: t('th', `portal:day.${key}`), exact: true }).click();
  await press('step.scheduled');
  await press('step.in_progress');
  await expect(card.getByTestId('job-status')).toHaveText(t('th', 'portal:day.status.in_progress'));
  const photo = await sharp({
    create: { width: 800, height: 600, channels: 3, background: '#2a6f97' },
  })
    .jpeg()
    .toBuffer();
  await card
    .locator('input[type="file"]')
    .setInputFiles({ name: 'work.jpg', mimeType: 'image/jpeg', buffer: photo });
  await expect(card).toContainText(t('th', 'portal:day.photos_one').replace('{{count}}', '1'));
  await card.getByLabel(t('th', 'portal:day.completionNote')).fill('ล้างแอร์เรียบร้อย');
  const complete = card.getByRole('button', {
    name: t('th', 'portal:day.step.completed'),
    exact: true,
  });
  // No signature yet: the job cannot be completed, and says why.
  await expect(complete).toBeDisabled();
  await expect(card).toContainText(t('th', 'portal:day.signOff.missing'));
  await card.getByLabel(t('th', 'portal:day.signOff.name'), { exact: true }).fill('สมหญิง ใจดี');
  await drawSignature(page, card.getByRole('img', { name: t('th', 'portal:day.signOff.pad') }));
  await expect(complete).toBeEnabled();
  await complete.click();
  await expect(card.getByTestId('job-status')).toHaveText(t('th', 'portal:day.status.completed'));
  await expect(page.getByTestId('day-waiting')).toHaveCount(0);

  const order = cartOrderResponseSchema.parse(
    await (await page.request.get(cartOrderPath(orderNo), { headers: auth(sales) })).json(),
  ).data;
  expect(order.sign_off).toMatchObject({ kind: 'signed', signer_name: 'สมหญิง ใจดี' });
  const signature = await page.request.get(order.sign_off!.signature_url!, {
    headers: auth(sales),
  });
  expect(signature.headers()['content-type']).toBe('image/png');

  // The customer's own phone, in English: 5 stars and a comment, once.
  const link = trackingLinkResponseSchema.parse(
    await (await page.request.get(trackingLinkPath(orderNo), { headers: auth(sales) })).json(),
  ).data;
  const customer = await browser.newContext({ viewport: { width: 375, height: 812 } });
  const own = await customer.newPage();
  await own.goto(new URL(new URL(link.url.en).pathname, page.url()).toString());
  await expect(own.getByTestId('customer-sign-off')).toContainText('สมหญิง ใจดี');
  const stars = own.getByRole('radiogroup', { name: t('en', 'orders:rating.legend') });
  // The star the customer taps: the label of the radio named "5 stars".
  const five = own.getByRole('radio', {
    name: t('en', 'orders:rating.star_other').replace('{{count}}', '5'),
  });
  await stars.locator('label', { has: five }).click();
  await expect(five).toBeChecked();
  const comment = `Very tidy work ${orderNo}`;
  await own.getByLabel(t('en', 'orders:rating.comment')).fill(comment);
  await own.getByRole('button', { name: t('en', 'orders:rating.send'), exact: true }).click();
  await expect(own.getByTestId('rating-given')).toHaveText(
    t('en', 'orders:rating.given_other').replace('{{count}}', '5'),
  );
  await customer.close();

  // The office at 1280 px, on its own computer: the rating under the team, and on the order's page.
  const office = await (
    await browser.newContext({ viewport: { width: 1280, height: 800 } })
  ).newPage();
  await signInAtPortal(office, DEMO_USERS.operator);
  await office.goto(portalPath('th', '/ratings'));
  const team = office.getByTestId('team-ratings').filter({ hasText: comment });
  await expect(team).toHaveCount(1);
  await expect(team.getByTestId('team-comments')).toContainText(
    `${t('th', 'portal:ratings.stars_other').replace('{{count}}', '5')} “${comment}”`,
  );
  // Low ratings to follow up open as the orders list's attention filter, named in words.
  await office.getByTestId('ratings-follow-ups').click();
  await expect(office).toHaveURL(/\/orders\?attention=rating$/);
  await expect(office.locator('#filter-attention option:checked')).toHaveText(
    t('th', 'portal:orders.attention.rating'),
  );
  await office.goto(portalPath('th', `/orders/${orderNo}`));
  const signOff = office.getByTestId('order-sign-off');
  await expect(signOff.getByRole('img', { name: 'ลายเซ็นของ สมหญิง ใจดี' })).toBeVisible();
  await expect(signOff.getByTestId('rating-facts')).toContainText(
    t('th', 'portal:orders.rating.stars_other').replace('{{count}}', '5'),
  );
  await office.context().close();
});
