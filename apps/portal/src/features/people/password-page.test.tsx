import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n, initI18n } from '../../lib/i18n';
import en from '../../i18n/en.json';
import { PasswordPage } from './password-page';

// The set-password link's page (docs/decisions/051): the token is read from after `#`, checked,
// the password asked twice (the contract's rule, in words) and set once; the token then leaves
// the address bar. The server is a stand-in's answers.

initI18n('en');
const TOKEN = 'A'.repeat(43);

let sent: Array<{ method: string; url: string; body: unknown }>;

beforeEach(() => {
  sent = [];
  window.history.replaceState(null, '', `/portal/en/password#${TOKEN}`);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      sent.push({
        method: init.method ?? 'GET',
        url,
        body: init.body ? JSON.parse(String(init.body)) : null,
      });
      const data =
        (init.method ?? 'GET') === 'GET'
          ? { username: 'somsri.bn', expires_at: '2031-06-11T05:00:00.000Z' }
          : { username: 'somsri.bn' };
      return new Response(JSON.stringify({ message: 'success', data }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the set-password page', { timeout: 30_000 }, () => {
  it('sets the password once, with the link’s token, after the contract’s checks', async () => {
    const user = userEvent.setup({ delay: null });
    const router = createMemoryRouter([{ path: '*', element: <PasswordPage /> }], {
      initialEntries: ['/en/password'],
    });
    render(
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={new QueryClient()}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </I18nextProvider>,
    );
    await screen.findByText(/For somsri\.bn/);
    expect(sent[0]!.url).toContain(`token=${TOKEN}`);

    await user.type(screen.getByLabelText(en.password.password), 'long-enough-1');
    await user.type(screen.getByLabelText(en.password.confirm), 'long-enough-2');
    await user.click(screen.getByRole('button', { name: en.password.submit }));
    expect(screen.getByText('The two passwords differ.')).toBeTruthy();
    expect(sent).toHaveLength(1);

    await user.clear(screen.getByLabelText(en.password.confirm));
    await user.type(screen.getByLabelText(en.password.confirm), 'long-enough-1');
    await user.click(screen.getByRole('button', { name: en.password.submit }));
    await screen.findByTestId('password-done');
    expect(sent[1]).toMatchObject({
      method: 'POST',
      body: { token: TOKEN, password: 'long-enough-1' },
    });
    await waitFor(() => expect(window.location.hash).toBe(''));
  });
});
