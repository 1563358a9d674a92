import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Quotation } from '@changdee/contract/quotations';
import { i18n, initI18n } from '../../../lib/i18n';
import { QuotationPdfButton } from './quotation-pdf-button';

// The technician downloads the saved quotation's PDF from the builder (decision 081), in the
// UI's language, and is told in words when it cannot be had.

const quotation = { number: 'QT310610123456', version: 2 } as Quotation;
let calls: Array<{ url: string; language: string | null }>;
let answer: () => Response;

beforeEach(() => {
  calls = [];
  answer = () =>
    new Response(new Blob(['%PDF-1.7']), {
      status: 200,
      headers: { 'content-type': 'application/pdf' },
    });
  vi.stubGlobal(
    'URL',
    Object.assign(URL, { createObjectURL: () => 'blob:x', revokeObjectURL() {} }),
  );
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      calls.push({ url, language: new Headers(init?.headers).get('accept-language') });
      return answer();
    }),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderButton(language: 'th' | 'en') {
  initI18n(language);
  const router = createMemoryRouter(
    [{ path: '*', element: <QuotationPdfButton orderNo="CO310610123456" quotation={quotation} /> }],
    { initialEntries: [`/${language}/day`] },
  );
  render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={new QueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </I18nextProvider>,
  );
}

describe('QuotationPdfButton', () => {
  it('downloads the quotation’s PDF in the UI’s language', async () => {
    renderButton('en');
    const button = await screen.findByTestId('quotation-pdf');
    expect(button.textContent).toBe('Download the PDF');
    await userEvent.click(button);
    await waitFor(() =>
      expect(calls).toEqual([{ url: '/ops/v1/jobs/CO310610123456/quotation.pdf', language: 'en' }]),
    );
  });

  it('says in Thai why there is no PDF', async () => {
    answer = () =>
      new Response(
        JSON.stringify({ code: 'QUOTATION_NOT_FOUND', message: 'งานนี้ยังไม่มีใบเสนอราคา' }),
        { status: 404, headers: { 'content-type': 'application/json' } },
      );
    renderButton('th');
    const button = await screen.findByTestId('quotation-pdf');
    expect(button.textContent).toBe('ดาวน์โหลด PDF ใบเสนอราคา');
    await userEvent.click(button);
    expect((await screen.findByRole('alert')).textContent).toBe('งานนี้ยังไม่มีใบเสนอราคา');
  });
});
