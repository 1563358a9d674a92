import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { DEMO_PASSWORD, DEMO_USERS } from '../../apps/server/src/db/seed/demo-keys';
import { addDays, businessToday } from '../../packages/domain/src/dates';
import { expect, test } from '../fixtures';
import { appText } from '../support/app-text';

// Teams and people from the portal (issue 21, docs/decisions/051), in English: an operator creates
// a technician and is shown a one-time link; the technician opens it in a browser of their own,
// sets a password and signs in; the link does not work twice. The operator then closes a team on
// a day, which the team's page lists.

const t = (key: string) => appText('en', `portal:${key}`);

async function signIn(page: Page, username: string, password: string) {
  await page.goto('/portal/en/login');
  await page.getByLabel(t('login.username'), { exact: true }).fill(username);
  await page.getByLabel(t('login.password'), { exact: true }).fill(password);
  await page.getByRole('button', { name: t('login.submit'), exact: true }).click();
}

test('an operator adds a technician with a one-time link and closes a team on a day', async ({
  page,
  browser,
}) => {
  const username = `tech.e2e.${randomUUID().slice(0, 6)}`;
  await signIn(page, DEMO_USERS.operator, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/portal\/en\/today$/);
  await page.goto('/portal/en/people');
  await page.getByRole('button', { name: t('people.newUser') }).click();
  await page.getByLabel(t('people.username')).fill(username);
  await page.getByLabel(t('people.displayName')).fill('ช่างทดสอบ สองภาษา');
  await page.getByLabel(t('people.role')).selectOption('Technician');
  await page.getByRole('button', { name: t('people.create') }).click();
  const link = await page.getByTestId('password-link').getByRole('textbox').inputValue();
  expect(link).toMatch(/\/portal\/password#[A-Za-z0-9_-]{43}$/);

  // The technician, in a browser of their own.
  const own = await browser.newContext();
  const techPage = await own.newPage();
  await techPage.goto(link.replace('/portal/password', '/portal/en/password'));
  await expect(techPage.getByText(username, { exact: false })).toBeVisible();
  await techPage.getByLabel(t('password.password')).fill('a-long-password-1');
  await techPage.getByLabel(t('password.confirm')).fill('a-long-password-1');
  await techPage.getByRole('button', { name: t('password.submit') }).click();
  await expect(techPage.getByTestId('password-done')).toBeVisible();
  await signIn(techPage, username, 'a-long-password-1');
  await expect(techPage).toHaveURL(/\/portal\/en\/day$/);
  // Used once.
  await techPage.goto(link.replace('/portal/password', '/portal/en/password'));
  await expect(techPage.getByTestId('password-error')).toBeVisible();
  await own.close();

  // A closure on the operator's side.
  const day = addDays(businessToday(new Date()), 200);
  await page.goto('/portal/en/teams');
  await page.getByRole('button', { name: /CT-BKK-AQUA/ }).click();
  const closures = page.getByTestId('team-closures');
  await closures.getByLabel(t('teams.from')).fill(day);
  await closures.getByLabel(t('teams.to')).fill(day);
  await closures.getByLabel(t('teams.reason')).fill('อบรมประจำปี');
  await closures.getByRole('button', { name: t('teams.close') }).click();
  await expect(closures.getByText('อบรมประจำปี')).toBeVisible();
});
