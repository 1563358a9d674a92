import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TaxDocument } from '@changdee/contract/documents';
import { i18n, initI18n } from '../../../lib/i18n';
import { OrderDocuments } from './order-documents';

// The operator's order page lists the order's tax documents and downloads each PDF with the
// session (issue 28 item 6: only the API had them).

initI18n('en');

const invoice: TaxDocument = {
  id: '11111111-1111-4111-8111-111111111111',
  kind: 'tax_invoice',
  serial: 'TI00000-000042',
  issued_at: '2031-06-10T05:00:00.000Z',
  total_satang: 150_000,
  base_satang: 140_187,
  vat_satang: 9_813,
  credits: null,
  pdf_url: '/ops/v1/orders/CO310610123456/documents/11111111-1111-4111-8111-111111111111.pdf',
};

let calls: string[];

beforeEach(() => {
  calls = [];
  vi.stubGlobal(
    'URL',
    Object.assign(URL, { createObjectURL: () => 'blob:x', revokeObjectURL() {} }),
  );
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      calls.push(url);
      if (url.endsWith('.pdf'))
        return new Response(new Blob(['%PDF-1.7']), {
          status: 200,
          headers: { 'content-type': 'application/pdf' },
        });
      const data = { cartOrderNo: 'CO310610123456', documents: [invoice] };
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

describe('OrderDocuments', () => {
  it('names each document with its serial and amount, and downloads its PDF', async () => {
    const router = createMemoryRouter(
      [{ path: '*', element: <OrderDocuments no="CO310610123456" /> }],
      { initialEntries: ['/en/orders/CO310610123456'] },
    );
    render(
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={new QueryClient()}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </I18nextProvider>,
    );
    const button = await screen.findByTestId('order-document');
    expect(button.textContent).toBe('Tax invoice / receipt TI00000-000042 · ฿1,500 (PDF)');
    await userEvent.click(button);
    await waitFor(() => expect(calls).toContain(invoice.pdf_url));
  });
});
