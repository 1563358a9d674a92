import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AuditEntry } from '@changdee/contract/audit';
import { i18n, initI18n } from '../../lib/i18n';
import en from '../../i18n/en.json';
import { RecordHistory } from './record-history';

// A record's own history (issue 21 item 6): read from /ops/v1/audit for its entity and id when
// opened, each entry with who, when, what and the changed fields before → after; long texts
// shortened with a way to see them whole; "more" reads the next page.

initI18n('en');
const words = en.audit;
const ID = '11111111-1111-4111-8111-111111111111';
const OPERATOR = '22222222-2222-4222-8222-222222222222';
const longText = 'Cleaning includes the filter, the coil and the drain pipe. '.repeat(4).trim();

const entry = (id: string, patch: Partial<AuditEntry>): AuditEntry => ({
  id,
  at: '2026-11-28T02:00:00.000Z',
  actor: { user_id: OPERATOR, name: 'Ploy', role: 'Operator' },
  entity: 'service',
  entity_id: ID,
  action: 'update',
  before: null,
  after: null,
  request_id: 'req-1',
  ...patch,
});

const first = [
  entry('9', {
    before: { name: { th: 'ล้างแอร์', en: 'AC' }, lock_days: 1, information: 'short', version: 3 },
    after: { name: { th: 'ล้างแอร์', en: 'AC' }, lock_days: 2, information: longText, version: 4 },
  }),
];
const second = [
  entry('3', {
    action: 'create',
    actor: null,
    before: null,
    after: { sku_code: 'SV-1', is_survey_discount: false },
  }),
];

let urls: string[];
const json = (body: unknown) =>
  new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });

beforeEach(() => {
  urls = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      // The names of the stores and teams entries point to: none here.
      if (url.includes('/ops/v1/stores')) return json({ message: 'success', data: [] });
      if (url.includes('/ops/v1/teams'))
        return json({ message: 'success', data: { teams: [], work_types: [] } });
      urls.push(url);
      const after = new URL(url, 'http://x').searchParams.get('after');
      return json({
        message: 'success',
        data: after ? { entries: second, next: null } : { entries: first, next: '9' },
      });
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const renderHistory = () =>
  render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider
        client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
      >
        <MemoryRouter>
          <RecordHistory entity="service" entityId={ID} revision={4} />
        </MemoryRouter>
      </QueryClientProvider>
    </I18nextProvider>,
  );

describe('RecordHistory', () => {
  it('reads nothing until opened, then shows the changed fields only', async () => {
    const user = userEvent.setup();
    renderHistory();
    expect(urls).toEqual([]);
    await user.click(screen.getByRole('button', { name: words.showHistory }));

    const [edit] = await screen.findAllByTestId('audit-entry');
    const url = new URL(urls[0]!, 'http://x');
    expect(url.pathname).toBe('/ops/v1/audit');
    expect(url.searchParams.get('entity')).toBe('service');
    expect(url.searchParams.get('entity_id')).toBe(ID);

    expect(within(edit!).getByText(words.actions.update)).toBeTruthy();
    expect(within(edit!).getByText('Ploy · Operator')).toBeTruthy();
    const changes = within(edit!).getAllByTestId('audit-change');
    expect(changes.map((c) => c.querySelector('dt')!.textContent)).toEqual([
      words.fields.lock_days,
      words.fields.information,
    ]);
    expect(changes[0]!.querySelector('del')!.textContent).toBe('1');
    expect(changes[0]!.querySelector('ins')!.textContent).toBe('2');

    // The long text is shortened, and shown whole on asking.
    const info = changes[1]!;
    expect(info.querySelector('ins')!.textContent!.endsWith('…')).toBe(true);
    await user.click(within(info).getByRole('button', { name: words.showAll }));
    expect(info.querySelector('ins')!.textContent).toBe(longText);
  });

  it('reads older entries with "more" and names the system as actor', async () => {
    const user = userEvent.setup();
    renderHistory();
    await user.click(screen.getByRole('button', { name: words.showHistory }));
    await user.click(await screen.findByRole('button', { name: words.more }));

    const entries = await screen.findAllByTestId('audit-entry');
    await vi.waitFor(() => expect(screen.getAllByTestId('audit-entry')).toHaveLength(2));
    expect(new URL(urls[1]!, 'http://x').searchParams.get('after')).toBe('9');
    const created = screen.getAllByTestId('audit-entry')[1]!;
    expect(within(created).getByText(words.actions.create)).toBeTruthy();
    expect(within(created).getByText(words.system)).toBeTruthy();
    expect(within(created).getByText('No')).toBeTruthy();
    expect(created.querySelector('del')).toBeNull();
    expect(entries.length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: words.more })).toBeNull();
  });
});
