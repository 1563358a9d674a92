import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { i18n as I18n } from 'i18next';
import { testI18n } from '../test/i18n';
import { LanguageSwitch } from './language-switch';

let i18n: I18n;

function Where() {
  const location = useLocation();
  return <output aria-label="where">{`${location.pathname}${location.search}`}</output>;
}

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <>
            <LanguageSwitch />
            <Where />
          </>
        ),
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <I18nextProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nextProvider>,
  );
}

describe('LanguageSwitch', () => {
  beforeAll(async () => {
    i18n = await testI18n();
  });
  beforeEach(() => {
    document.cookie = 'i18n_redirected=; Max-Age=0; Path=/';
  });

  it('links to the same page in each language, keeping the query', () => {
    renderAt('/product/Air_Con?id=42');
    const links = screen.getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/product/Air_Con?id=42',
      '/en/product/Air_Con?id=42',
    ]);
    expect(links[0]).toHaveAttribute('aria-current', 'true');
    expect(links[1]).not.toHaveAttribute('aria-current');
  });

  it('speaks a name that starts with what it shows, TH or EN (WCAG 2.5.3 label in name)', () => {
    renderAt('/en/productList');
    const names = screen.getAllByRole('link').map((link) => link.getAttribute('aria-label'));
    expect(names).toEqual(['TH, ภาษาไทย', 'EN, English (เปลี่ยนเป็นภาษาอังกฤษ)']);
  });

  it('switching moves to the English page and remembers the choice in the cookie', async () => {
    renderAt('/en/productList?search=pump');
    await userEvent.click(screen.getByRole('link', { name: /switch to Thai|ภาษาไทย/ }));
    expect(screen.getByLabelText('where')).toHaveTextContent('/productList?search=pump');
    expect(document.cookie).toContain('i18n_redirected=th');
  });
});
