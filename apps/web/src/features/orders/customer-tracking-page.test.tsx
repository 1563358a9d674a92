import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n, initI18n } from '../../shared/i18n/i18n';
import {
  createOrderServer,
  TRACKING_TOKEN,
  type OrderServer,
} from '../../../test/orders/order-server';
import en from './i18n/en.json';
import th from './i18n/th.json';
import { Component as CustomerTrackingPage } from './routes/customer-tracking-page';

// The customer's tracking page (decision 046) against the stand-in server: no session at all,
// the steps, the date, the QR while unpaid, a request for another date, and an unknown link.

initI18n('th', { en: { orders: en }, th: { orders: th } });
configure({ asyncUtilTimeout: 10_000 });

let server: OrderServer;

function renderAt(path: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path: '/t/:token', Component: CustomerTrackingPage },
      { path: '/en/t/:token', Component: CustomerTrackingPage },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

beforeEach(async () => {
  // The stand-in's job is in June 2026: today is 1 June there.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-06-01T03:00:00Z'));
  server = createOrderServer();
  vi.stubGlobal('fetch', vi.fn(server.fetch));
  await i18n.changeLanguage('th');
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('/t/{token}', () => {
  it('opens in the customer’s language the first time, then leaves it to the visitor (decision 053)', async () => {
    sessionStorage.clear();
    server.tracking = { ...server.tracking, language: 'en' };
    const router = renderAt(`/t/${TRACKING_TOKEN}#docs`);
    await waitFor(() => expect(router.state.location.pathname).toBe(`/en/t/${TRACKING_TOKEN}`));
    expect(router.state.location.hash).toBe('#docs');
    cleanup();
    // Switched back to Thai and reloaded in the same tab: Thai it stays.
    const again = renderAt(`/t/${TRACKING_TOKEN}`);
    await screen.findByTestId('order-timeline');
    expect(again.state.location.pathname).toBe(`/t/${TRACKING_TOKEN}`);
    sessionStorage.clear();
  });

  it('shows the steps, the date, the services and the PromptPay QR while unpaid, in Thai', async () => {
    renderAt(`/t/${TRACKING_TOKEN}`);
    const steps = await screen.findByTestId('order-timeline');
    expect(within(steps).getByText('มอบหมายช่างแล้ว', { exact: false })).toBeInTheDocument();
    expect(steps.querySelector('[data-status="contractor_assigned"]')).toHaveAttribute(
      'data-state',
      'current',
    );
    expect(screen.getByTestId('customer-date')).toHaveTextContent('09.00-12.00');
    expect(screen.getByText('บางนาเหนือ')).toBeInTheDocument();
    expect(screen.getByText('สำรวจหน้างาน × 1')).toBeInTheDocument();
    expect(screen.getByTestId('customer-promptpay')).toHaveAttribute(
      'src',
      server.tracking.payment.promptpay!.image,
    );
    expect(screen.queryByTestId('customer-technician')).toBeNull();
    // No session: the request carries no credentials.
    const [call] = server.callsTo(`/b2b/v2/public/tracking/${TRACKING_TOKEN}`);
    expect(call!.headers.authorization).toBeUndefined();
  });

  it('names the technician while on the way and shows no QR once paid', async () => {
    server.tracking = {
      ...server.tracking,
      status: 'in_progress',
      technician: {
        first_name: 'สมชาย',
        team: { th: 'ช่างดี คูลแอร์ เซอร์วิส', en: 'Changdee Cool Air Service' },
        phone: '0811112222',
      },
      payment: {
        state: 'paid',
        amount: 500,
        paid_at: '2026-06-01T04:00:00.000Z',
        promptpay: null,
        bank_transfer: null,
      },
      reschedule: { open: false, requested: null },
    };
    await i18n.changeLanguage('en');
    renderAt(`/en/t/${TRACKING_TOKEN}`);
    const technician = await screen.findByTestId('customer-technician');
    expect(technician).toHaveTextContent(
      'Technician สมชาย of Changdee Cool Air Service is on the way.',
    );
    expect(within(technician).getByRole('link', { name: '081-111-2222' })).toHaveAttribute(
      'href',
      'tel:0811112222',
    );
    expect(screen.queryByTestId('customer-promptpay')).toBeNull();
    expect(screen.getByTestId('customer-payment-state')).toHaveTextContent('Paid');
    expect(screen.queryByTestId('open-reschedule')).toBeNull();
  });

  it('after the job: who did it, and its photos, each opened whole', async () => {
    const user = userEvent.setup();
    server.tracking = {
      ...server.tracking,
      status: 'completed',
      technician: {
        first_name: 'สมศักดิ์',
        team: { th: 'ช่างดี คูลแอร์ เซอร์วิส', en: 'Changdee Cool Air Service' },
        phone: '0811112222',
      },
      photos: [
        {
          id: '11111111-1111-4111-8111-111111111111',
          url: `/b2b/v2/public/tracking/${TRACKING_TOKEN}/photos/11111111-1111-4111-8111-111111111111`,
          at: '2026-06-02T04:00:00.000Z',
        },
      ],
      payment: {
        state: 'paid',
        amount: 500,
        paid_at: '2026-06-01T04:00:00.000Z',
        promptpay: null,
        bank_transfer: null,
      },
      reschedule: { open: false, requested: null },
    };
    await i18n.changeLanguage('en');
    renderAt(`/en/t/${TRACKING_TOKEN}`);
    expect(await screen.findByTestId('customer-technician')).toHaveTextContent(
      'สมศักดิ์ of Changdee Cool Air Service did the work.',
    );
    const thumbnail = within(screen.getByTestId('customer-photos')).getByRole('img');
    expect(thumbnail).toHaveAttribute('alt', 'Photo 1 of 1 of the work, 02 Jun 2026');
    await user.click(screen.getByTestId('job-photo'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('img')).toHaveAttribute(
      'src',
      `/b2b/v2/public/tracking/${TRACKING_TOKEN}/photos/11111111-1111-4111-8111-111111111111`,
    );
  });

  it('asks a bank transfer’s slip instead of a QR, and says why the last one was refused', async () => {
    server.tracking = {
      ...server.tracking,
      payment: {
        ...server.tracking.payment,
        promptpay: null,
        bank_transfer: { slip_waiting: false, rejected_reason: 'ยอดเงินไม่ตรง' },
      },
    };
    renderAt(`/t/${TRACKING_TOKEN}`);
    expect(await screen.findByTestId('customer-slip-rejected')).toHaveTextContent(
      'สลิปล่าสุดไม่ผ่านการตรวจสอบ: ยอดเงินไม่ตรง กรุณาแนบสลิปใหม่',
    );
    expect(screen.getByLabelText('สลิปการโอนเงิน')).toHaveAttribute(
      'accept',
      'image/jpeg,image/png,image/webp,application/pdf',
    );
    expect(screen.getByRole('button', { name: 'แนบสลิป' })).toBeDisabled();
    expect(screen.queryByTestId('customer-promptpay')).toBeNull();
  });

  it('says a slip is waiting for Changdee’s check, with nothing to attach', async () => {
    server.tracking = {
      ...server.tracking,
      payment: {
        ...server.tracking.payment,
        state: 'pending',
        promptpay: null,
        bank_transfer: { slip_waiting: true, rejected_reason: null },
      },
    };
    renderAt(`/t/${TRACKING_TOKEN}`);
    expect(await screen.findByTestId('customer-slip-waiting')).toHaveTextContent(
      'สลิปของคุณกำลังรอช่างดีตรวจสอบ',
    );
    expect(screen.queryByTestId('customer-slip-file')).toBeNull();
  });

  it('sends a request for another date with a date and a note, then says it was sent', async () => {
    const user = userEvent.setup();
    await i18n.changeLanguage('en');
    renderAt(`/en/t/${TRACKING_TOKEN}`);
    await user.click(await screen.findByTestId('open-reschedule'));
    expect(screen.getByLabelText('Preferred date (optional)')).toHaveAttribute('min', '2026-06-02');
    await user.type(screen.getByLabelText('Preferred date (optional)'), '2026-06-20');
    await user.type(screen.getByLabelText('What suits you (required)'), 'Afternoons only');
    await user.click(screen.getByRole('button', { name: 'Send the request' }));
    expect(await screen.findByTestId('reschedule-requested')).toHaveTextContent(
      'Your request for 20 June 2026 has been sent.',
    );
    const [call] = server.callsTo(`/b2b/v2/public/tracking/${TRACKING_TOKEN}/reschedule-request`);
    expect(call!.body).toEqual({ preferred_date: '2026-06-20', note: 'Afternoons only' });
  });

  it('says how the request was decided: the job moved, or the booking kept (th and en)', async () => {
    const request = { preferred_date: '2026-06-20', note: 'บ่ายเท่านั้น', at: '2026-06-01T03:00:00Z' };
    const decided = (outcome: 'moved' | 'dismissed') => ({
      ...server.tracking,
      reschedule: {
        open: true,
        requested: { ...request, decided: { at: '2026-06-01T05:00:00Z', outcome } },
      },
    });
    server.tracking = decided('dismissed');
    renderAt(`/t/${TRACKING_TOKEN}`);
    expect(await screen.findByTestId('reschedule-requested')).toHaveTextContent(
      'นัดหมายยังคงเดิม หากยังต้องการเปลี่ยนวัน กรุณาโทรหาเรา',
    );
    expect(screen.queryByTestId('open-reschedule')).toBeNull();
    cleanup();
    server.tracking = decided('moved');
    await i18n.changeLanguage('en');
    renderAt(`/en/t/${TRACKING_TOKEN}`);
    expect(await screen.findByTestId('reschedule-requested')).toHaveTextContent(
      'We have looked at your request for 20 June 2026: your job has been moved.',
    );
  });

  it('offers LINE updates: a code to send and the link that pre-fills it', async () => {
    const user = userEvent.setup();
    server.tracking = { ...server.tracking, line: { linked: false, oa_id: '@changdee' } };
    renderAt(`/t/${TRACKING_TOKEN}`);
    const panel = await screen.findByTestId('customer-line');
    expect(within(panel).getByRole('heading')).toHaveTextContent('แจ้งเตือนทาง LINE');
    await user.click(within(panel).getByRole('button', { name: 'รับแจ้งเตือนทาง LINE' }));
    expect(await within(panel).findByTestId('line-code-value')).toHaveTextContent('7K3QD-MX9RT');
    const open = within(panel).getByRole('link', { name: 'เปิด LINE แล้วส่งรหัส' });
    expect(open.getAttribute('href')).toMatch(/^https:\/\/line\.me\/R\/oaMessage\/%40changdee\/\?/);
    expect(decodeURIComponent(open.getAttribute('href')!.split('?')[1]!)).toBe(
      'รับแจ้งเตือนงานช่างดีทาง LINE รหัส 7K3QD-MX9RT',
    );
    expect(open).toHaveAttribute('rel', 'noopener noreferrer');
    expect(panel).toHaveTextContent('เพิ่มเพื่อน @changdee ใน LINE แล้วส่งรหัสนี้');
    const [call] = server.callsTo(`/b2b/v2/public/tracking/${TRACKING_TOKEN}/line-code`);
    expect(call!.method).toBe('POST');
    expect(call!.headers.authorization).toBeUndefined();
  });

  it('says when LINE is linked and stops it on request, in English', async () => {
    const user = userEvent.setup();
    await i18n.changeLanguage('en');
    server.tracking = { ...server.tracking, line: { linked: true, oa_id: '@changdee' } };
    renderAt(`/en/t/${TRACKING_TOKEN}`);
    expect(await screen.findByTestId('line-linked')).toHaveTextContent(
      "Your LINE is linked: this job's updates come to LINE too.",
    );
    await user.click(screen.getByRole('button', { name: 'Stop LINE updates' }));
    expect(await screen.findByText('LINE updates are stopped.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Get updates on LINE' })).toBeInTheDocument();
    const [call] = server.callsTo(`/b2b/v2/public/tracking/${TRACKING_TOKEN}/line-link`);
    expect(call!.method).toBe('DELETE');
  });

  it('offers nothing of LINE when it is not set up or the job is finished', async () => {
    renderAt(`/t/${TRACKING_TOKEN}`);
    await screen.findByTestId('order-timeline');
    expect(screen.queryByTestId('customer-line')).toBeNull();
  });

  it('says when the link is unknown or expired', async () => {
    renderAt('/t/unknown');
    expect(await screen.findByTestId('customer-tracking-error')).toHaveTextContent(
      'This tracking link was not found.',
    );
  });
});

describe('/t/{token}: sign-off and rating (decision 078)', () => {
  it('shows the signature and asks for 1 to 5 stars as a radio group, sent once', async () => {
    server.tracking = {
      ...server.tracking,
      status: 'completed',
      sign_off: {
        kind: 'signed',
        signer_name: 'Somying Jaidee',
        signed_at: '2026-06-01T04:00:00.000Z',
        signature_url: `/b2b/v2/public/tracking/${TRACKING_TOKEN}/signature.png`,
        absence_reason: null,
        absence_note: null,
        confirmed_at: null,
        awaits_you: false,
      },
      rating: { open: true, given: null },
      language: 'en',
    };
    await i18n.changeLanguage('en');
    renderAt(`/en/t/${TRACKING_TOKEN}`);
    const signOff = await screen.findByTestId('customer-sign-off');
    expect(
      within(signOff).getByRole('img', { name: 'Signature of Somying Jaidee' }),
    ).toHaveAttribute('src', `/b2b/v2/public/tracking/${TRACKING_TOKEN}/signature.png`);
    expect(signOff).toHaveTextContent('Signed by Somying Jaidee on 01 Jun 2026 11:00');

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Send my rating' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Choose 1 to 5 stars.');
    const stars = screen.getByRole('radiogroup', { name: 'How would you rate the job?' });
    expect(within(stars).getAllByRole('radio')).toHaveLength(5);
    await user.click(within(stars).getByRole('radio', { name: '4 stars' }));
    await user.type(screen.getByLabelText('A comment (optional)'), 'Tidy work');
    await user.click(screen.getByRole('button', { name: 'Send my rating' }));
    expect(await screen.findByTestId('rating-given')).toHaveTextContent(
      'You rated the job 4 stars. Thank you!',
    );
    expect(server.callsTo(`/b2b/v2/public/tracking/${TRACKING_TOKEN}/rating`)).toHaveLength(1);
    expect(server.callsTo(`/b2b/v2/public/tracking/${TRACKING_TOKEN}/rating`)[0]!.body).toEqual({
      stars: 4,
      comment: 'Tidy work',
    });
  });
});

describe('/t/{token}: on-site extras (decision 080)', () => {
  // jsdom draws nothing: the signature pad gets a 2D context that accepts every call and setting.
  beforeEach(() => {
    const drawing = new Proxy({}, { get: () => () => undefined, set: () => true });
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(
      drawing as CanvasRenderingContext2D,
    );
  });
  afterEach(() => vi.restoreAllMocks());

  const pipe = {
    id: '5b0f4c1e-6f55-4a53-9d55-0e8f0a6b2c11',
    name: { th: 'ท่อน้ำยาแอร์ส่วนเกิน 4 เมตร', en: 'Refrigerant pipe beyond 4 m' },
    unit: 'metre' as const,
    qty: 2.5,
    unit_price_satang: 35_000,
    amount_satang: 87_500,
    vat_applies: true,
    state: 'proposed' as const,
    added_at: '2026-06-01T03:00:00.000Z',
    added_by: 'สมศักดิ์ ช่างดี',
    decided_at: null,
    decided_on: null,
    signer_name: null,
  };

  it('shows the server’s price of each extra and lets the customer decline one, in Thai', async () => {
    server.extras = {
      open: true,
      extras: [pipe],
      money: { proposed_satang: 87_500, approved_satang: 0, received_satang: 0, due_satang: 0 },
      promptpay: null,
    };
    renderAt(`/t/${TRACKING_TOKEN}`);
    const extras = await screen.findByTestId('customer-extras');
    expect(within(extras).getByRole('heading')).toHaveTextContent('รายการที่ช่างเพิ่มหน้างาน');
    // Exact text, the no-break space between figure and บาท included.
    expect(extras.textContent).toContain('2.5 เมตร × 350.00\u00a0บาท · รอคุณตอบ');
    expect(extras.textContent).toContain('875.00\u00a0บาท');
    expect(screen.getByTestId('customer-extras-due').textContent).toBe(
      'ค่ารายการเพิ่มที่ต้องชำระ: 0.00\u00a0บาท',
    );
    const user = userEvent.setup();
    // Approving waits for a name and a signature: the button stays off.
    expect(within(extras).getByRole('button', { name: 'อนุมัติและเซ็นชื่อ' })).toBeDisabled();
    await user.click(within(extras).getByRole('button', { name: 'ไม่รับรายการนี้' }));
    await waitFor(() => expect(extras).toHaveTextContent('ไม่รับ: ไม่คิดเงิน'));
    expect(
      server.callsTo(`/b2b/v2/public/tracking/${TRACKING_TOKEN}/extras/${pipe.id}/decline`),
    ).toHaveLength(1);
    expect(screen.queryByTestId('customer-extra-answer')).toBeNull();
  });

  it('shows nothing when the order has no extras', async () => {
    renderAt(`/t/${TRACKING_TOKEN}`);
    await screen.findByTestId('order-timeline');
    expect(screen.queryByTestId('customer-extras')).toBeNull();
  });
});
