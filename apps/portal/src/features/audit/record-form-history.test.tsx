import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { channelUpdateSchema, type AdminChannel } from '@changdee/contract/people-admin';
import { i18n, initI18n } from '../../lib/i18n';
import en from '../../i18n/en.json';
import { RecordForm } from '../people/record-form';

// The history at the foot of a record's form (here a channel's, keyed by its code as the server
// records it): read for that record, and read again after a save moves the record's version.

initI18n('en');
const channel: AdminChannel = {
  code: 'CD-RETAIL',
  name_th: 'รีเทล',
  name_en: 'Retail',
  store_count: 2,
  version: 1,
};

let audits: URLSearchParams[];
beforeEach(() => {
  audits = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const parsed = new URL(url, 'http://x');
      audits.push(parsed.searchParams);
      return new Response(
        JSON.stringify({ message: 'success', data: { entries: [], next: null } }),
        { headers: { 'content-type': 'application/json' } },
      );
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('a record form with its history', () => {
  it('reads the record’s entries, and again after a save', async () => {
    const user = userEvent.setup();
    const save = vi.fn(async (values: Record<string, unknown>) => ({
      ...channel,
      name_en: String(values.name_en),
      version: 2,
    }));
    render(
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider
          client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
        >
          <MemoryRouter>
            <RecordForm<AdminChannel>
              history={{ entity: 'channel', idOf: (r) => r.code }}
              id="channel"
              schema={channelUpdateSchema}
              record={channel}
              fields={[{ name: 'name_en', label: 'Name (English)', kind: 'text' }]}
              initial={{ name_th: channel.name_th, name_en: channel.name_en }}
              save={save}
              onSaved={() => undefined}
              submitLabel="Save"
            />
          </MemoryRouter>
        </QueryClientProvider>
      </I18nextProvider>,
    );
    await user.click(screen.getByRole('button', { name: en.audit.showHistory }));
    expect(await screen.findByText(en.audit.none)).toBeTruthy();
    expect(audits).toHaveLength(1);
    expect(audits[0]!.get('entity')).toBe('channel');
    expect(audits[0]!.get('entity_id')).toBe('CD-RETAIL');

    await user.clear(screen.getByLabelText('Name (English)'));
    await user.type(screen.getByLabelText('Name (English)'), 'Retail shops');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(save).toHaveBeenCalled());
    await vi.waitFor(() => expect(audits).toHaveLength(2));
    expect(audits[1]!.get('entity_id')).toBe('CD-RETAIL');
  });
});
