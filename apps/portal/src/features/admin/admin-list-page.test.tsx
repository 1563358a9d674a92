import '@testing-library/jest-dom/vitest';
import { QueryClient } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { couponScopeOptionsPath, type CouponScopeOptions } from '@changdee/contract/coupons-admin';
import { AdminListPage, type AdminFormProps } from './admin-list-page';
import { Providers } from './test-wrapper';

// An admin list page: the list and the scope options read together, the "new" button and a
// row's button opening the form (given the record and the options), a save reading the list again.

type Item = { id: string; name: string };
const options: CouponScopeOptions = {
  channels: [{ code: 'RETAIL', name: { th: 'รีเทล', en: 'Retail' } }],
  stores: [],
  services: [],
};

let optionsAnswer: () => Response;
beforeEach(() => {
  optionsAnswer = () =>
    new Response(JSON.stringify({ message: 'success', data: options }), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      expect(url).toContain(couponScopeOptionsPath);
      return optionsAnswer();
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

function ThingForm({ saved, options: given, onSaved, onClose }: AdminFormProps<Item>) {
  return (
    <div data-testid="thing-form">
      <p>{saved ? `editing ${saved.name}` : 'a new thing'}</p>
      <p>{`options: ${given.channels.map((c) => c.name.en).join()}`}</p>
      <button type="button" onClick={() => void onSaved()}>
        save
      </button>
      <button type="button" onClick={onClose}>
        close
      </button>
    </div>
  );
}

function renderPage(fetchList: () => Promise<{ things: Item[] }>) {
  render(
    <Providers client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <AdminListPage<{ things: Item[] }, Item>
        documentTitle="Things"
        title="All things"
        newLabel="New thing"
        newTestId="thing-new"
        listKey={['test', 'things']}
        fetchList={fetchList}
        Form={ThingForm}
      >
        {(list, open) => (
          <ul>
            {list.things.map((thing) => (
              <li key={thing.id}>
                <button type="button" onClick={() => open(thing)}>
                  {thing.name}
                </button>
              </li>
            ))}
          </ul>
        )}
      </AdminListPage>
    </Providers>,
  );
}

describe('AdminListPage', () => {
  it('lists, opens a new or a chosen record’s form, and reads the list again after a save', async () => {
    const user = userEvent.setup();
    const fetchList = vi.fn(async () => ({ things: [{ id: '1', name: 'Lamp' }] }));
    renderPage(fetchList);
    expect(await screen.findByRole('heading', { name: 'All things' })).toBeInTheDocument();
    expect(screen.queryByTestId('thing-form')).toBeNull();
    await user.click(screen.getByTestId('thing-new'));
    expect(screen.getByText('a new thing')).toBeInTheDocument();
    expect(screen.getByText('options: Retail')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Lamp' }));
    expect(screen.getByText('editing Lamp')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'save' }));
    await waitFor(() => expect(fetchList).toHaveBeenCalledTimes(2));
    await user.click(screen.getByRole('button', { name: 'close' }));
    expect(screen.queryByTestId('thing-form')).toBeNull();
  });

  it('one failure state for the list or the options, with a retry', async () => {
    optionsAnswer = () =>
      new Response(JSON.stringify({ code: 'INTERNAL', message: 'down' }), {
        status: 500,
        headers: { 'content-type': 'application/json' },
      });
    renderPage(async () => ({ things: [] }));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'All things' })).toBeNull();
  });
});
