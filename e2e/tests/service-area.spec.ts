import type { Locator, Page, TestInfo } from '@playwright/test';
import {
  availabilityPaths,
  firstAvailableDateResponseSchema,
} from '../../packages/contract/src/availability';
import { runtimeConfigResponseSchema } from '../../packages/contract/src/runtime-config';
import { availabilityWindow } from '../../packages/domain/src/availability-window';
import { businessToday } from '../../packages/domain/src/dates';
import { formatDate } from '../../packages/domain/src/date-format';
import { DEMO_SERVICES, DEMO_USERS } from '../../apps/server/src/db/seed/demo-keys';
import { chooseFirstEmployee, expect, test, type ApiSession } from '../fixtures';
import { appText, localePath, type Locale } from '../support/app-text';

// The service-area check (issue 10, spec §2/§4) at 1280 px and 375 px in both languages: a Sales
// user finds a Bangkok sub-district by part of its Thai name, sees the green box and a badge whose
// date is the server's first free date (which respects the service's lock_days); a Chiang Mai
// sub-district gives the out-of-area message, the red badge and the cards' ribbons; a reload keeps
// the location (and revalidates the stored tree with 304); without an employee the pickers are
// locked with the warning; logout clears the location.

const SKU = 'IN-AC-9000';
const LOCK_DAYS = DEMO_SERVICES.find((service) => service.sku === SKU)!.lockDays;

const isMobile = (info: TestInfo) => info.project.name === 'mobile';
const text = (locale: Locale, key: string, values: Record<string, string> = {}) =>
  Object.entries(values).reduce(
    (result, [name, value]) => result.replace(`{{${name}}}`, value),
    appText(locale, `location:${key}`),
  );
const panelOf = (page: Page) => page.getByTestId('service-area-panel');
const pickerOf = (page: Page, field: string) =>
  panelOf(page).getByTestId(`location-picker-${field}`).getByRole('button').first();

async function openProduct(page: Page, locale: Locale, { employee = true } = {}) {
  await page.goto(localePath(locale, `/productList?search=${SKU}`));
  if (employee) await chooseFirstEmployee(page);
  else
    await page
      .getByRole('dialog')
      .getByRole('button', { name: appText(locale, 'auth:employee.later') })
      .click();
  await page
    .locator(`[data-testid=product-card][data-sku="${SKU}"]`)
    .getByRole('link', { name: new RegExp(`^${appText(locale, 'catalog:card.choose')}`) })
    .click();
  await expect(page.getByTestId('product-name')).toBeVisible();
}

async function openPanelFromBlock(page: Page) {
  await page.getByTestId('product-service-area').getByTestId('service-area-trigger-block').click();
  await expect(panelOf(page)).toBeVisible();
}

/**
 * Opens a picker, types, and picks the option whose name starts with `option`; `beforeTyping` runs
 * with the whole list open, `whileOpen` with the dropdown or sheet showing the matches (an
 * accessibility check).
 */
async function pick(
  page: Page,
  info: TestInfo,
  field: string,
  typed: string,
  option: string,
  whileOpen?: () => Promise<void>,
  beforeTyping?: (popup: Locator) => Promise<void>,
) {
  await pickerOf(page, field).click();
  // Desktop: a dropdown inside the panel; phones: a full-screen sheet of its own.
  const popup = isMobile(info) ? page.getByRole('dialog').last() : panelOf(page);
  if (isMobile(info)) {
    await expect(popup).toBeVisible();
    const sheet = (await popup.boundingBox())!;
    expect(Math.round(sheet.width)).toBe(375);
  }
  await beforeTyping?.(popup);
  await popup.getByTestId('picker-search').fill(typed);
  const choice = popup.getByRole('button', { name: new RegExp(`^${option}`) });
  await expect(choice).toBeVisible();
  await whileOpen?.();
  await choice.click();
  await expect(popup.getByTestId('picker-search')).toBeHidden();
}

async function closePanel(page: Page, locale: Locale) {
  await panelOf(page)
    .getByRole('button', { name: text(locale, 'panel.close') })
    .click();
  await expect(panelOf(page)).toBeHidden();
}

/** The server's first free date for the service in a district (what the badge must show). */
async function serverFirstDate(
  page: Page,
  session: ApiSession,
  productId: string,
  district: string,
) {
  const store = session.data.stores[0]!;
  const response = await page.request.get(availabilityPaths.firstAvailableDate, {
    headers: { authorization: `Bearer ${session.accessToken}` },
    params: { product_id: productId, districts: district, channel_bu: store.channel },
  });
  expect(response.status()).toBe(200);
  return firstAvailableDateResponseSchema.parse(await response.json()).data.availableTime;
}

const badgeOf = (page: Page): Locator => page.getByTestId('availability-badge');

const THAI_SCRIPT = /[\u0E00-\u0E7F]/;

for (const locale of ['th', 'en'] as const satisfies readonly Locale[]) {
  test.describe(`service area (${locale})`, () => {
    test('in the area: green box and the first free date; Chiang Mai: out of area, red badge and ribbons; a reload keeps it', async ({
      page,
      signInByApi,
      checkA11y,
    }, info) => {
      const session = await signInByApi(DEMO_USERS.sales);
      await openProduct(page, locale);
      const productId = new URL(page.url()).searchParams.get('id')!;
      const block = page.getByTestId('product-service-area');
      await expect(block.getByTestId('service-area-trigger-block')).toHaveText(
        text(locale, 'trigger.placeholder'),
      );
      await expect(badgeOf(page)).toHaveCount(0);
      if (isMobile(info)) {
        // Spec §2: on the phone's product page the control takes the menu button's place.
        const header = page.getByTestId('site-header');
        await expect(header.getByTestId('menu-button')).toHaveCount(0);
        await expect(header.getByTestId('service-area-trigger-compact')).toBeVisible();
      }

      await openPanelFromBlock(page);
      const panelBox = (await panelOf(page).boundingBox())!;
      expect(Math.round(panelBox.width)).toBe(isMobile(info) ? 375 : 430);
      await expect(
        panelOf(page).getByRole('heading', { name: text(locale, 'panel.title') }),
      ).toBeVisible();
      await checkA11y();

      // Part of a Bangkok sub-district's Thai name (บางนาเหนือ, Bang Na district 1047).
      await pick(
        page,
        info,
        'subdistrict',
        'นาเหนือ',
        locale === 'th' ? 'บางนาเหนือ' : 'Bang Na Nuea',
        checkA11y,
        // Before any search the list opens on names in the page's language: in English the
        // romanised names, in English order (the few places with only a Thai name come last).
        async (popup) => {
          const options = popup.locator('[data-option]');
          await expect(options.first()).toBeVisible();
          const names = (await options.allInnerTexts()).slice(0, 10);
          for (const name of names) expect(THAI_SCRIPT.test(name), name).toBe(locale === 'th');
          if (locale === 'en') {
            const primaries = (await popup.locator('.picker-list__primary').allInnerTexts()).slice(
              0,
              10,
            );
            expect(primaries).toEqual([...primaries].sort(new Intl.Collator('en').compare));
          }
        },
      );
      await expect(pickerOf(page, 'district')).toContainText(locale === 'th' ? 'บางนา' : 'Bang Na');
      await expect(pickerOf(page, 'province')).toContainText(
        locale === 'th' ? 'กรุงเทพมหานคร' : 'Bangkok',
      );
      await expect(pickerOf(page, 'postcode')).toContainText('10260');
      await expect(panelOf(page).getByTestId('service-area-in')).toHaveText(
        text(locale, 'panel.inArea'),
      );
      await checkA11y();
      await closePanel(page, locale);

      const bangkokPlace = locale === 'th' ? 'บางนา, กรุงเทพมหานคร' : 'Bang Na, Bangkok';
      await expect(block.getByTestId('service-area-trigger-block')).toHaveText(bangkokPlace);
      const first = await serverFirstDate(page, session, productId, '1047');
      expect(first, 'a technician is free in Bang Na').not.toBeNull();
      // The first free date respects the service's lock_days (today in Bangkok + lock_days + 1 …).
      const window = availabilityWindow(businessToday(new Date()), LOCK_DAYS);
      expect(first!.date >= window.start_date).toBe(true);
      await expect(badgeOf(page)).toHaveAttribute('data-state', 'available');
      await expect(badgeOf(page)).toHaveAttribute('data-date', first!.date);
      await expect(badgeOf(page)).toContainText(text(locale, 'badge.available'));
      await expect(badgeOf(page)).toContainText(
        text(locale, 'badge.firstDate', { date: formatDate(first!.date, 'short', locale) }),
      );

      // A reload keeps the location; the stored tree is revalidated (304 keeps it).
      await page.reload();
      await expect(block.getByTestId('service-area-trigger-block')).toHaveText(bangkokPlace);
      await expect(badgeOf(page)).toHaveAttribute('data-state', 'available');
      const revalidated = page.waitForResponse((response) =>
        response.url().endsWith('/b2b/v2/location/detail'),
      );
      await openPanelFromBlock(page);
      expect((await revalidated).status()).toBe(304);
      await expect(pickerOf(page, 'subdistrict')).toContainText(
        locale === 'th' ? 'บางนาเหนือ' : 'Bang Na Nuea',
      );

      // Chiang Mai: nobody serves it.
      const chiangMai = locale === 'th' ? 'เชียงใหม่' : 'Chiang Mai';
      await pick(page, info, 'province', chiangMai.slice(0, 5), chiangMai);
      await pick(
        page,
        info,
        'subdistrict',
        locale === 'th' ? 'ศรีภูมิ' : 'Si Phum',
        locale === 'th' ? 'ศรีภูมิ' : 'Si Phum',
      );
      const phone = runtimeConfigResponseSchema.parse(
        await (await page.request.get('/api/runtime-config')).json(),
      ).data.supportPhone;
      await expect(panelOf(page).getByTestId('service-area-out')).toHaveText(
        `${text(locale, 'panel.outOfArea')} ${text(locale, 'panel.callUs')} ${phone}`,
      );
      await expect(panelOf(page).getByRole('link', { name: phone })).toBeVisible();
      await checkA11y();
      await closePanel(page, locale);
      await expect(badgeOf(page)).toHaveAttribute('data-state', 'unavailable');
      await expect(badgeOf(page)).toHaveText(text(locale, 'badge.unavailable'));

      // The catalogue marks every card: no contractor works in Chiang Mai.
      await page.goto(localePath(locale, '/productList'));
      const cards = page.getByTestId('product-card');
      await expect(cards.first()).toBeVisible();
      const ribbons = page.getByTestId('outside-area-ribbon');
      await expect(ribbons.first()).toHaveText(text(locale, 'ribbon.outside'));
      await expect(ribbons).toHaveCount(await cards.count());
      await checkA11y();
    });

    test('before an employee is chosen the pickers are disabled with the warning', async ({
      page,
      signInByApi,
      checkA11y,
    }) => {
      await signInByApi(DEMO_USERS.sales);
      await openProduct(page, locale, { employee: false });
      await openPanelFromBlock(page);
      await expect(panelOf(page).getByTestId('service-area-employee-warning')).toHaveText(
        text(locale, 'panel.employeeRequired'),
      );
      for (const field of ['subdistrict', 'district', 'province', 'postcode'])
        await expect(pickerOf(page, field)).toBeDisabled();
      await expect(
        panelOf(page).getByRole('searchbox', { name: text(locale, 'panel.searchLabel') }),
      ).toBeDisabled();
      await checkA11y();
    });
  });
}

test('the header opens the panel from the catalogue; logout clears the location', async ({
  page,
  signInByApi,
  signIn,
}, info) => {
  await signInByApi(DEMO_USERS.sales);
  await page.goto('/productList');
  await chooseFirstEmployee(page);
  const header = page.getByTestId('site-header');
  if (isMobile(info)) {
    // Phones: the menu holds the control off the product page.
    await header.getByTestId('menu-button').click();
    await page.getByRole('dialog').getByTestId('service-area-trigger-block').click();
  } else {
    await header.getByTestId('service-area-trigger-header').click();
  }
  await expect(panelOf(page)).toBeVisible();
  await panelOf(page)
    .getByRole('searchbox', { name: text('th', 'panel.searchLabel') })
    .fill('บางนาเหนือ');
  await panelOf(page)
    .getByRole('button', { name: /^ตำบล\/แขวง บางนาเหนือ/ })
    .click();
  await expect(pickerOf(page, 'district')).toContainText('บางนา');
  await closePanel(page, 'th');
  const stored = () => page.evaluate(() => localStorage.getItem('changdee-location'));
  expect(await stored()).toContain('104702');

  if (isMobile(info)) await header.getByTestId('menu-button').click();
  else await page.getByTestId('account-menu').click();
  await page.getByTestId('logout').filter({ visible: true }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await stored()).toBeNull();

  await signIn(DEMO_USERS.sales);
  await chooseFirstEmployee(page);
  if (!isMobile(info))
    await expect(header.getByTestId('service-area-trigger-header')).toHaveAccessibleName(
      text('th', 'trigger.placeholder'),
    );
  await page.goto('/productList');
  await expect(page.getByTestId('product-card').first()).toBeVisible();
  await expect(page.getByTestId('outside-area-ribbon')).toHaveCount(0);
});
