import { expect, type Page } from '@playwright/test';
import { assignOptionsResponseSchema, dispatchPaths } from '../../packages/contract/src/dispatch';
import { businessToday } from '../../packages/domain/src/dates';
import { DEMO_PASSWORD } from '../../apps/server/src/db/seed/demo-keys';
import { appText, type Locale } from './app-text';

// The operations portal as a person reaches it: its paths in each language, and its own sign-in
// page (for the specs and the benchmarks that drive a browser).

/** `/portal/orders` in Thai, `/portal/en/orders` in English. */
export const portalPath = (locale: Locale, path: string): string =>
  `/portal${locale === 'en' ? '/en' : ''}${path}`;

/**
 * Signs in on the portal's sign-in page (`origin` for a server other than the test's base URL)
 * and waits until the portal has left it.
 */
export async function signInAtPortal(
  page: Page,
  username: string,
  { locale = 'th', origin = '' }: { locale?: Locale; origin?: string } = {},
): Promise<void> {
  const t = (key: string) => appText(locale, key);
  await page.goto(`${origin}${portalPath(locale, '/login')}`);
  await page.getByLabel(t('portal:login.username'), { exact: true }).fill(username);
  await page.getByLabel(t('portal:login.password'), { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: t('portal:login.submit'), exact: true }).click();
  await expect(page).not.toHaveURL(/\/login(\?.*)?$/);
}

/** The operator gives the job to tech.demo's team (CT-BKK-COOL) for today, in a free slot. */
export async function giveToCoolToday(
  page: Page,
  operator: { accessToken: string },
  orderNo: string,
) {
  const today = businessToday(new Date());
  for (const time of ['1', '2'] as const) {
    const options = await page.request.get(
      `${dispatchPaths.assignOptions.replace(':cartOrderNo', orderNo)}?date=${today}&time=${time}`,
      { headers: { authorization: `Bearer ${operator.accessToken}` } },
    );
    const cool = assignOptionsResponseSchema
      .parse(await options.json())
      .data.teams.find((team) => team.code === 'CT-BKK-COOL');
    if (!cool) continue;
    const assigned = await page.request.post(
      dispatchPaths.assign.replace(':cartOrderNo', orderNo),
      {
        headers: { authorization: `Bearer ${operator.accessToken}` },
        data: { contractor_id: cool.contractor_id, date: today, time },
      },
    );
    expect(assigned.status(), await assigned.text()).toBe(200);
    return;
  }
  throw new Error('CT-BKK-COOL has no free slot today');
}
