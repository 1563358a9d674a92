import type { Page, TestInfo } from '@playwright/test';
import { navFor } from '../../apps/portal/src/app/nav';
import { DEMO_PASSWORD, DEMO_USERS } from '../../apps/server/src/db/seed/demo-keys';
import { formatDate } from '../../packages/domain/src/date-format';
import { expect, test } from '../fixtures';
import { portalPath, signInAtPortal } from '../support/portal';
import { appText, type Locale } from '../support/app-text';
import { findBrokenWords, findClippedText, findSmallTargets } from '../support/layout-checks';
import { closeEmployeePicker, headerPanel, isMobile } from '../support/shop-header';

// The operations portal at /portal/ (issue 19 part 5, docs/decisions/041), served by the shop's
// server, at 1280 and 375 px, in Thai and English: an operator signs in and sees the frame, a
// technician lands on their day, a Sales user goes from the portal to the shop signed in and from
// the shop's Portal link to the portal signed in, and no Thai mark is cut.

const t = appText;
/** The page is drawn whole: no text cut by its box, no word broken, phone-sized controls. */
async function expectDrawnWhole(page: Page, info: TestInfo, name: string) {
  await page.evaluate(() => document.fonts.ready);
  expect.soft(await findClippedText(page), `${name}: text cut by its box`).toEqual([]);
  expect.soft(await findBrokenWords(page), `${name}: words broken across lines`).toEqual([]);
  if (isMobile(info))
    expect.soft(await findSmallTargets(page), `${name}: controls under 44 × 44 px`).toEqual([]);
}

for (const locale of ['th', 'en'] as const satisfies readonly Locale[]) {
  test.describe(`the portal (${locale})`, () => {
    test('an operator signs in and lands on their day inside the frame', async ({ page }, info) => {
      await signInAtPortal(page, DEMO_USERS.operator, { locale });
      await expect(page).toHaveURL(new RegExp(`${portalPath(locale, '/today')}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        t(locale, 'portal:today.title'),
      );
      const person = page.getByTestId('portal-person');
      await expect(person).toContainText('ปิยะนุช ช่างดีออปส์');
      await expect(page.getByTestId('portal-role')).toHaveText(t(locale, 'portal:roles.Operator'));
      await expect(page.getByTestId('portal-workplace')).toHaveText(
        t(locale, 'portal:frame.changdee'),
      );
      const nav = page.getByRole('navigation', { name: t(locale, 'portal:frame.navLabel') });
      // Every page of the operators' (apps/portal/src/app/nav.ts), their day first.
      await expect(nav.getByRole('link')).toHaveText(
        navFor('Operator').map((entry) => t(locale, `portal:nav.${entry.label}`)),
      );
      await expect(nav.getByRole('link').first()).toHaveAttribute('aria-current', 'page');
      await expectDrawnWhole(page, info, `today (${locale})`);

      // Another page of the portal that is not theirs sends them back to their own.
      await page.goto(portalPath(locale, '/day'));
      await expect(page).toHaveURL(new RegExp(`${portalPath(locale, '/today')}$`));

      // The language switch keeps the page; signing out ends the session.
      const other: Locale = locale === 'th' ? 'en' : 'th';
      await page.getByRole('link', { name: t(locale, `ui:language.switchTo.${other}`) }).click();
      await expect(page).toHaveURL(new RegExp(`${portalPath(other, '/today')}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        t(other, 'portal:today.title'),
      );
      await page.getByRole('button', { name: t(other, 'portal:frame.signOut') }).click();
      await expect(page).toHaveURL(new RegExp(`${portalPath(other, '/login')}$`));
      await page.goto(portalPath(locale, '/orders'));
      await expect(page).toHaveURL(/\/login\?next=/);
    });

    test('a wrong password is refused in the page’s language', async ({ page }) => {
      await page.goto(portalPath(locale, '/login'));
      await page
        .getByLabel(t(locale, 'portal:login.username'), { exact: true })
        .fill(DEMO_USERS.operator);
      await page.getByLabel(t(locale, 'portal:login.password'), { exact: true }).fill('wrong-1');
      await page.getByRole('button', { name: t(locale, 'portal:login.submit') }).click();
      await expect(page.getByTestId('login-error')).toContainText(t(locale, 'portal:login.failed'));
      await expect(page).toHaveURL(new RegExp(`${portalPath(locale, '/login')}$`));
    });

    test('a technician lands on their day: their team and today’s date', async ({ page }, info) => {
      await signInAtPortal(page, DEMO_USERS.technician, { locale });
      await expect(page).toHaveURL(new RegExp(`${portalPath(locale, '/day')}$`));
      await expect(page.getByTestId('day-team')).toContainText(
        locale === 'th' ? 'ช่างดี คูลแอร์ เซอร์วิส' : 'Changdee Cool Air Service',
      );
      await expect(page.getByTestId('day-date')).toContainText(
        formatDate(new Date(), 'long', locale),
      );
      await expect(page.getByTestId('portal-workplace')).toHaveText(
        locale === 'th' ? 'ช่างดี คูลแอร์ เซอร์วิส' : 'Changdee Cool Air Service',
      );
      await expectDrawnWhole(page, info, `day (${locale})`);
    });

    test('a Sales user who signs in at the portal lands in the shop, signed in', async ({
      page,
    }, info) => {
      await signInAtPortal(page, DEMO_USERS.sales, { locale });
      // The shop's /sso page spent the one-time token (decision 062): no second password.
      await expect(page).not.toHaveURL(/\/sso|\/login|\/portal/);
      if (locale === 'en') expect(new URL(page.url()).pathname).toMatch(/^\/en(\/|$)/);
      // Signed in by single sign-on (the person's session key), their own employee chosen (spec §4).
      const header = page.getByTestId('site-header');
      await expect(header).toHaveAttribute('data-role', 'Sales');
      expect(await page.evaluate(() => localStorage.getItem('user_token'))).toContain(
        'access_token',
      );
      const panel = await headerPanel(page, info, locale);
      await expect(panel).toContainText('สมชาย ใจดี');
      // The portal's session paid for the hand-off and ended: /portal asks who is there.
      await page.goto(portalPath(locale, '/orders'));
      await expect(page).toHaveURL(new RegExp(`${portalPath(locale, '/login')}\\?next=`));
    });

    test('a Channel Manager who signs in at the portal lands in the shop, signed in', async ({
      page,
    }) => {
      await signInAtPortal(page, DEMO_USERS.manager, { locale });
      await expect(page).not.toHaveURL(/\/sso|\/login|\/portal/);
      await expect(page.getByTestId('site-header')).toHaveAttribute('data-role', 'Channel Manager');
      if (locale === 'en') expect(new URL(page.url()).pathname).toMatch(/^\/en(\/|$)/);
    });

    test('a Sales user on the portal’s shop page opens the shop, signed in', async ({
      page,
    }, info) => {
      // A portal page asked for (`?next=`): the portal's shop page, and its button.
      await page.goto(portalPath(locale, '/login?next=%2Fshop'));
      await page
        .getByLabel(t(locale, 'portal:login.username'), { exact: true })
        .fill(DEMO_USERS.sales);
      await page
        .getByLabel(t(locale, 'portal:login.password'), { exact: true })
        .fill(DEMO_PASSWORD);
      await page
        .getByRole('button', { name: t(locale, 'portal:login.submit'), exact: true })
        .click();
      await expect(page).toHaveURL(new RegExp(`${portalPath(locale, '/shop')}$`));
      await expectDrawnWhole(page, info, `shop link (${locale})`);
      await page.getByTestId('open-shop').click();
      await expect(page).not.toHaveURL(/\/sso|\/login|\/portal/);
      await expect(page.getByTestId('site-header')).toHaveAttribute('data-role', 'Sales');
    });

    test('the shop’s Portal link opens the portal signed in', async ({ page, signIn }, info) => {
      await signIn(DEMO_USERS.sales, { locale });
      await closeEmployeePicker(page, locale);
      const panel = await headerPanel(page, info, locale);
      const [popup] = await Promise.all([
        page.waitForEvent('popup'),
        panel.getByRole('link', { name: new RegExp(t(locale, 'auth:header.portal')) }).click(),
      ]);
      await popup.waitForURL(/\/portal\/shop$/);
      await expect(popup.getByTestId('portal-person')).toContainText('สมชาย ใจดี');
      await expect(popup.getByTestId('portal-role')).toHaveText(t('th', 'portal:roles.Sales'));
      // The token was spent: the same link again only offers the sign-in form.
      const used = new URL(popup.url());
      expect(used.searchParams.get('token')).toBeNull();
    });
  });
}

test('a Portal link token works once', async ({ page, signInByApi }) => {
  const session = await signInByApi(DEMO_USERS.sales);
  const response = await page.request.post('/b2b/v2/auth/portal-token', {
    headers: { authorization: `Bearer ${session.accessToken}` },
  });
  const { data } = (await response.json()) as { data: { url: string } };
  const link = new URL(data.url);
  expect(link.pathname).toBe('/portal');
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page).toHaveURL(/\/portal\/shop$/);
  // A second browser with the same link is refused and left at the sign-in form.
  const other = await page.context().browser()!.newContext();
  const second = await other.newPage();
  await second.goto(new URL(`${link.pathname}${link.search}`, page.url()).toString());
  await expect(second.getByTestId('login-error')).toContainText(
    t('th', 'portal:login.tokenFailed'),
  );
  await expect(second).toHaveURL(/\/portal\/login\?next=/);
  await other.close();
});
