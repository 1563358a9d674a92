import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n, initI18n } from '../../lib/i18n';
import en from '../../i18n/en.json';
import AuditPage, { filterSearch, readFilters } from './audit-page';

// The audit log page (issue 21 item 6): its filters live in the URL, are checked by the contract's
// query schema before the URL changes, and are what /ops/v1/audit is asked.

initI18n('en');
const words = en.audit;
const PLOY = '22222222-2222-4222-8222-222222222222';
const RANGSIT = '33333333-3333-4333-8333-333333333333';
const GONE = '44444444-4444-4444-8444-444444444444';
const STORE = {
  id: RANGSIT,
  branch_uuid: RANGSIT,
  code: 'RS',
  name_th: 'รังสิต',
  channel: 'CD',
  brand: '',
  bu_store_id: 'RS-1',
  version: 1,
};

let audits: URLSearchParams[];
const json = (body: unknown) =>
  new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });

beforeEach(() => {
  audits = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const parsed = new URL(url, 'http://x');
      if (parsed.pathname === '/ops/v1/audit') {
        audits.push(parsed.searchParams);
        return json({
          message: 'success',
          data: {
            entries: [
              {
                id: '5',
                at: '2026-11-20T03:00:00.000Z',
                actor: { user_id: PLOY, name: 'Ploy', role: 'Operator' },
                entity: 'coupon',
                entity_id: 'c-1',
                action: 'deactivate',
                before: {
                  code: 'COOL500',
                  name: { th: 'ลดแอร์', en: 'Air off' },
                  status: 'active',
                  store_ids: [GONE],
                },
                after: {
                  code: 'COOL500',
                  name: { th: 'ลดแอร์', en: 'Air off' },
                  status: 'inactive',
                  store_ids: [RANGSIT, GONE],
                },
                request_id: null,
              },
            ],
            next: null,
          },
        });
      }
      if (parsed.pathname === '/ops/v1/stores')
        return json({ message: 'success', data: [{ ...STORE, name_en: 'Rangsit' }] });
      if (parsed.pathname === '/ops/v1/teams')
        return json({ message: 'success', data: { teams: [], work_types: [] } });
      return json({
        message: 'success',
        data: [
          {
            id: PLOY,
            username: 'ploy',
            display_name: 'Ploy',
            role: 'Operator',
            store_ids: [],
            active: true,
            team_id: null,
            version: 1,
          },
        ],
      });
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
});

function renderPage(start: string) {
  const router = createMemoryRouter([{ path: '/en/audit', element: <AuditPage /> }], {
    initialEntries: [start],
  });
  render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider
        client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
      >
        <RouterProvider router={router} />
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return router;
}

describe('the audit log page', () => {
  it('reads its filters from the URL and asks the log with them', async () => {
    renderPage('/en/audit?entity=coupon&from=2026-11-01&junk=1');
    expect(await screen.findByText(words.actions.deactivate)).toBeTruthy();
    const entry = screen.getByTestId('audit-entry');
    // The record by its name and code, never its id; the field by its label.
    expect(within(entry).getByTestId('audit-record').textContent).toBe(
      `${words.entities.coupon} Air off (COOL500)`,
    );
    const [status, stores] = within(entry).getAllByTestId('audit-change');
    expect(status!.querySelector('dt')!.textContent).toBe(words.fields.status);
    // A closed vocabulary's value in words, and the stores by their names (not their ids).
    expect(status!.querySelector('ins')!.textContent).toBe(en.coupons.status.inactive);
    expect(stores!.querySelector('dt')!.textContent).toBe(words.fields.store_ids);
    await vi.waitFor(() =>
      expect(stores!.querySelector('ins')!.textContent).toBe(`Rangsit, ${words.unknownRecord}`),
    );
    expect(Object.fromEntries(audits[0]!)).toEqual({
      entity: 'coupon',
      from: '2026-11-01',
      limit: '20',
    });
    expect((screen.getByLabelText(words.filters.entity) as HTMLSelectElement).value).toBe('coupon');
    expect((screen.getByLabelText(words.filters.from) as HTMLInputElement).value).toBe(
      '2026-11-01',
    );
  });

  it('refuses an end before the start without changing the URL, then searches', async () => {
    const user = userEvent.setup();
    const router = renderPage('/en/audit?entity=coupon&from=2026-11-01');
    await screen.findByText(words.actions.deactivate);

    await user.type(screen.getByLabelText(words.filters.to), '2026-10-01');
    await user.click(screen.getByTestId('audit-search'));
    expect(await screen.findByText(words.invalid.to)).toBeTruthy();
    expect(router.state.location.search).toBe('?entity=coupon&from=2026-11-01');

    await user.clear(screen.getByLabelText(words.filters.to));
    await user.type(screen.getByLabelText(words.filters.to), '2026-11-30');
    await screen.findByRole('option', { name: 'Ploy (ploy)' });
    await user.selectOptions(screen.getByLabelText(words.filters.actor), PLOY);
    await user.click(screen.getByTestId('audit-search'));

    await vi.waitFor(() =>
      expect(router.state.location.search).toBe(
        `?entity=coupon&actor=${PLOY}&from=2026-11-01&to=2026-11-30`,
      ),
    );
    await vi.waitFor(() => expect(audits).toHaveLength(2));
    expect(audits[1]!.get('actor')).toBe(PLOY);
    expect(audits[1]!.get('to')).toBe('2026-11-30');

    await user.click(screen.getByRole('button', { name: words.filters.clear }));
    await vi.waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('round-trips filters through the URL, dropping empty ones', () => {
    const filters = { entity: 'team', entity_id: ' t-1 ', actor: '', to: '2026-11-02' };
    expect(filterSearch(filters).toString()).toBe('entity=team&entity_id=t-1&to=2026-11-02');
    expect(readFilters(filterSearch(filters))).toEqual({
      entity: 'team',
      entity_id: 't-1',
      to: '2026-11-02',
    });
  });
});
