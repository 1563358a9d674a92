import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { refreshFailing } from '@changdee/ui/lib/failed-refresh';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ServiceAdmin } from '@changdee/contract/catalog-admin';
import { i18n, initI18n } from '../../lib/i18n';
import en from '../../i18n/en.json';
import ServicePage from './service-page';

// The service form (issue 21): checked by the contract's schema before anything is sent, and a
// save on a stale copy (409 STALE_EDIT, here a stand-in's answer) keeps what was typed and lists
// what the other person changed.

initI18n('en');
const words = en.catalog;
const ID = '11111111-1111-4111-8111-111111111111';

const service: ServiceAdmin = {
  _id: ID,
  channel: 'CD-RETAIL',
  sku_code: 'SV-1',
  sku_mapping: 'SV-1',
  type_of_work: 'WT-AC',
  name: { th: 'สำรวจ', en: 'Survey' },
  pricing: { type: 'S', price: 500 },
  normal_price: null,
  is_survey_discount: false,
  lock_days: 1,
  images: [],
  informations: [],
  selling_points: [],
  active: true,
  position: 0,
  version: 3,
  updated_at: '2026-11-28T01:00:00.000Z',
};
const theirs: ServiceAdmin = { ...service, lock_days: 5, version: 4 };

let sent: Array<{ method: string; url: string; body: unknown }>;
/** The service's reads fail (500) from now on. */
let failReads = false;
let client: QueryClient;
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

beforeEach(() => {
  sent = [];
  failReads = false;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      sent.push({ method, url, body: init.body ? JSON.parse(String(init.body)) : null });
      if (url.includes('/ops/v1/catalog/channels'))
        return json({
          message: 'success',
          data: {
            channels: [{ code: 'CD-RETAIL', name: { th: 'รีเทล', en: 'Retail' } }],
            work_types: ['WT-AC'],
          },
        });
      if (method === 'GET' && failReads)
        return json({ message: 'Something went wrong', code: 'INTERNAL_ERROR' }, 500);
      if (method === 'GET') return json({ message: 'success', data: service });
      return json(
        {
          message: 'Someone else changed this record after you opened it.',
          code: 'STALE_EDIT',
          details: { version: 4, current: theirs },
        },
        409,
      );
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
});

function renderPage() {
  const router = createMemoryRouter(
    [{ path: '/en/catalog/services/:id', element: <ServicePage /> }],
    { initialEntries: [`/en/catalog/services/${ID}`] },
  );
  client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </I18nextProvider>,
  );
}

describe('the service form', () => {
  it('checks the form with the contract before sending', async () => {
    renderPage();
    const name = await screen.findByLabelText(words.name.en);
    await userEvent.clear(name);
    await userEvent.click(screen.getByRole('button', { name: words.save }));
    expect(await screen.findByText(words.fixFields)).toBeTruthy();
    expect(sent.filter((r) => r.method !== 'GET')).toHaveLength(0);
  });

  it('keeps the form and what was typed when a background refresh fails', async () => {
    renderPage();
    const name = await screen.findByLabelText(words.name.en);
    await userEvent.clear(name);
    await userEvent.type(name, 'Survey, half typed');
    failReads = true;
    await refreshFailing(client);
    expect((screen.getByLabelText(words.name.en) as HTMLInputElement).value).toBe(
      'Survey, half typed',
    );
  });

  it('keeps what was typed on a stale save and lists what the other person changed', async () => {
    renderPage();
    const name = await screen.findByLabelText(words.name.en);
    await userEvent.clear(name);
    await userEvent.type(name, 'Survey, renamed');
    await userEvent.click(screen.getByRole('button', { name: words.save }));
    const alert = await screen.findByTestId('stale-edit');
    expect(alert.textContent).toContain('lock_days');
    expect((screen.getByLabelText(words.name.en) as HTMLInputElement).value).toBe(
      'Survey, renamed',
    );
    const patch = sent.find((r) => r.method === 'PATCH')!;
    expect(patch.body).toMatchObject({ expected_version: 3, name: { en: 'Survey, renamed' } });

    // Saving again goes over their version.
    await userEvent.click(screen.getByRole('button', { name: words.save }));
    await waitFor(() => expect(sent.filter((r) => r.method === 'PATCH')).toHaveLength(2));
    expect(sent.filter((r) => r.method === 'PATCH')[1]!.body).toMatchObject({
      expected_version: 4,
    });
  });
});
