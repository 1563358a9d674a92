import type { TaxDocument } from '@changdee/contract/documents';
import type { TrackingExtras } from '@changdee/contract/extras';
import type { CartOrder } from '@changdee/contract/orders';
import type { TrackingAnswer } from '@changdee/contract/tracking';
import type { ChosenTotals, CustomerQuotation } from '@changdee/contract/quotation-decisions';
import { CONTRACTOR_ID, order } from './order-fixtures';

// A stand-in for the server in the orders pages' tests (jsdom has none; the real server is
// exercised by its own tests and by the e2e journeys): contract-shaped envelopes, every request
// recorded, and answers a test can change.

export interface RecordedCall {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: Record<string, string>;
  body: unknown;
}

type Answer = { status: number; body: unknown } | 'network-error';

export interface OrderServer {
  calls: RecordedCall[];
  order: CartOrder;
  /** Queued answers of createCartOrder, taken in turn; then the order. */
  createAnswers: Answer[];
  changeDateAnswers: Answer[];
  /** The order's tax documents (GET …/documents), each answered as a small PDF. */
  documents: TaxDocument[];
  calendar: (query: URLSearchParams) => unknown;
  /** The customer's tracking answer behind TRACKING_TOKEN (decision 046). */
  tracking: TrackingAnswer;
  /** The customer's on-site extras behind TRACKING_TOKEN (decision 080); none by default. */
  extras: TrackingExtras;
  /** The survey's quotation behind TRACKING_TOKEN (decision 079), and its totals by ticks. */
  quotation: CustomerQuotation | null;
  quotationTotals: (chosen: readonly number[]) => ChosenTotals;
  fetch: (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>;
  callsTo: (path: string) => RecordedCall[];
}

const NO_EXTRAS_MONEY = {
  proposed_satang: 0,
  approved_satang: 0,
  received_satang: 0,
  due_satang: 0,
};

/** The customer's answer to an extra, as the server keeps it (decision 080): approved or declined. */
function decideExtra(server: OrderServer, path: string): TrackingExtras {
  const [, id, answer] = /\/extras\/([^/]+)\/(approval|decline)$/.exec(path)!;
  const state = answer === 'approval' ? 'approved' : 'declined';
  server.extras = {
    ...server.extras,
    extras: server.extras.extras.map((extra) => (extra.id === id ? { ...extra, state } : extra)),
  };
  return server.extras;
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const success = (data: unknown) => json({ message: 'success', data });

export const refusal = (status: number, code: string, message: string, details?: unknown) => ({
  status,
  body: { message, code, ...(details ? { details } : {}) },
});

/** Days no technician can come, the first free day and a half-full one (June 2026). */
export const juneCalendar = () => ({
  data: ['2026-06-05', '2026-06-06', '2026-06-07'],
  availableTime: { date: '2026-06-08', slots: ['2'], contractor_id: CONTRACTOR_ID },
  fullSlots: { '2026-06-08': ['1'] },
});

export function createOrderServer(): OrderServer {
  const server: OrderServer = {
    calls: [],
    order: order(),
    createAnswers: [],
    changeDateAnswers: [],
    documents: [],
    extras: { open: false, extras: [], money: NO_EXTRAS_MONEY, promptpay: null },
    calendar: juneCalendar,
    tracking: trackingAnswer(),
    quotation: null,
    quotationTotals: () => {
      throw new Error('no totals set for the quotation');
    },
    callsTo: (path) => server.calls.filter((call) => call.path === path),
    fetch: async (input, init) => {
      const url = new URL(String(input), 'http://localhost');
      const headers = Object.fromEntries(
        Object.entries((init?.headers ?? {}) as Record<string, string>).map(([k, v]) => [
          k.toLowerCase(),
          v,
        ]),
      );
      // A form (a slip's upload) is recorded as its fields, the file as a File.
      const body =
        init?.body instanceof FormData
          ? Object.fromEntries(init.body.entries())
          : init?.body
            ? JSON.parse(String(init.body))
            : undefined;
      server.calls.push({
        method: init?.method ?? 'GET',
        path: url.pathname,
        query: url.searchParams,
        headers,
        body,
      });
      const answer = (queue: Answer[], fallback: () => Response) => {
        const next = queue.shift();
        if (next === 'network-error') return Promise.reject(new TypeError('Failed to fetch'));
        return Promise.resolve(next ? json(next.body, next.status) : fallback());
      };
      switch (url.pathname) {
        case '/b2b/v2/unavailable-date-by-cart':
          return success(server.calendar(url.searchParams));
        case '/b2b/v2/createCartOrder':
          return answer(server.createAnswers, () => success(server.order));
        case `/b2b/v2/carts/${server.order.cartOrderNo}`:
          return success(server.order);
        case `/b2b/v2/carts/${server.order.cartOrderNo}/documents`:
          return success({ cartOrderNo: server.order.cartOrderNo, documents: server.documents });
        case '/changdee/v1/b2b/check-scg-family':
          return success({
            is_family: true,
            scgFamily: {
              scg_family_id: 'FAM-0001',
              scg_id: 'SCG-0001',
              firstname: 'สมหญิง',
              lastname: 'ใจงาม',
              mobile: '0812345678',
              tier: 'gold',
            },
            changdeeCustomer: null,
          });
        case '/b2b/v2/cart-payment': {
          // As the server does: a paid order is refused; the store's payment and an order with
          // nothing to pay are paid at once; a PromptPay QR leaves the order waiting (pending).
          const method = (body as { method: 'promptpay' | 'store' }).method;
          if (server.order.payment.state === 'paid')
            return json(refusal(409, 'ORDER_ALREADY_PAID', 'The order is paid.').body, 409);
          const paid = method === 'store' || server.order.total_payable === 0;
          server.order = {
            ...server.order,
            status: paid ? 'paid' : server.order.status,
            payment: {
              state: paid ? 'paid' : 'pending',
              method,
              amount: server.order.total_payable,
              paid_at: paid ? '2026-06-01T04:00:00.000Z' : null,
              received: paid ? server.order.total_payable : 0,
              refunded: 0,
              refund_due: 0,
              entries: paid
                ? [
                    {
                      kind: 'received',
                      method,
                      amount: server.order.total_payable,
                      reference: (body as { reference?: string }).reference ?? '',
                      reason: null,
                      provider_event_id: null,
                      by: 'สุนิสา แก้วมณี',
                      login: 'sales.demo',
                      at: '2026-06-01T04:00:00.000Z',
                    },
                  ]
                : [],
            },
          };
          return success({
            cartOrderNo: server.order.cartOrderNo,
            method,
            amount: server.order.total_payable,
            payment: server.order.payment,
            status: server.order.status,
            promptpay: paid
              ? null
              : { payload: '000201…', image: 'data:image/png;base64,iVBORw0KGgo=' },
          });
        }
        case `/b2b/v2/carts/${server.order.cartOrderNo}/payment-slips`: {
          // A slip attached: the payment waits for Changdee's check (decision 069).
          server.order = {
            ...server.order,
            payment: { ...server.order.payment, state: 'pending', method: 'bank_transfer' },
          };
          return success({
            id: '55555555-5555-4555-8555-555555555555',
            cartOrderNo: server.order.cartOrderNo,
            state: 'waiting',
            content_type: 'image/webp',
            url: `/b2b/v2/carts/${server.order.cartOrderNo}/payment-slips/55555555-5555-4555-8555-555555555555`,
            attached_at: '2026-06-01T04:00:00.000Z',
            attached_by: 'store',
            verification: null,
            reject_reason: null,
            decided_at: null,
          });
        }
        case `/b2b/v2/changeDate/${server.order.cartOrderNo}`:
          return answer(server.changeDateAnswers, () => {
            const target = (body as { expected_date: { date: string; time: '1' | '2' } })
              .expected_date;
            server.order = {
              ...server.order,
              expected_date: {
                ...target,
                time_label: target.time === '1' ? '09.00-12.00' : '13.00-17.00',
              },
            };
            return json({
              message: 'success',
              data: {
                cartOrderNo: server.order.cartOrderNo,
                expected_date: server.order.expected_date,
                contractor_id: CONTRACTOR_ID,
                status: server.order.status,
              },
            });
          });
        case `/b2b/v2/carts/${server.order.cartOrderNo}/tracking-link`:
          return success({
            cartOrderNo: server.order.cartOrderNo,
            url: {
              th: `https://shop.example.test/t/${TRACKING_TOKEN}`,
              en: `https://shop.example.test/en/t/${TRACKING_TOKEN}`,
            },
            qr: 'data:image/png;base64,iVBORw0KGgo=',
          });
        case `/b2b/v2/public/tracking/${TRACKING_TOKEN}`:
          return success(server.tracking);
        case `/b2b/v2/public/tracking/${TRACKING_TOKEN}/reschedule-request`: {
          // As the server does: stored once a day, shown on the page from then on.
          const request = body as { preferred_date?: string; note: string };
          const requested = {
            preferred_date: request.preferred_date ?? null,
            note: request.note,
            at: '2026-06-01T03:00:00.000Z',
          };
          server.tracking = {
            ...server.tracking,
            reschedule: {
              ...server.tracking.reschedule,
              requested: { ...requested, decided: null },
            },
          };
          return success({ ...requested, created: true });
        }
        case `/b2b/v2/public/tracking/${TRACKING_TOKEN}/line-code`: {
          // As the server does (decision 052): a code, the message in the page's language and
          // LINE's URL that pre-fills it.
          const en = headers['accept-language']?.startsWith('en');
          const text = en
            ? 'Changdee job updates on LINE, code 7K3QD-MX9RT'
            : 'รับแจ้งเตือนงานช่างดีทาง LINE รหัส 7K3QD-MX9RT';
          return success({
            code: '7K3QD-MX9RT',
            text,
            url: `https://line.me/R/oaMessage/%40changdee/?${encodeURIComponent(text)}`,
            oa_id: '@changdee',
            expires_at: '2026-06-02T03:00:00.000Z',
          });
        }
        case `/b2b/v2/public/tracking/${TRACKING_TOKEN}/rating`: {
          // As the server does (decision 078): once, then shown as given.
          const { stars, comment = '' } = body as { stars: number; comment?: string };
          const given = { stars, comment, at: '2026-06-01T03:00:00.000Z' };
          server.tracking = { ...server.tracking, rating: { open: false, given } };
          return success(given);
        }
        case `/b2b/v2/public/tracking/${TRACKING_TOKEN}/extras`:
          return success(server.extras);
        case `/b2b/v2/public/tracking/${TRACKING_TOKEN}/quotation`:
          return server.quotation
            ? success(server.quotation)
            : json(refusal(404, 'QUOTATION_NOT_FOUND', 'No quotation.').body, 404);
        case `/b2b/v2/public/tracking/${TRACKING_TOKEN}/quotation/price`: {
          const { version, chosen } = body as { version: number; chosen: number[] };
          return success({ version, chosen, totals: server.quotationTotals(chosen) });
        }
        case `/b2b/v2/public/tracking/${TRACKING_TOKEN}/quotation/decision`: {
          // As the server does for a decline (decision 079): the quotation closed, the answer kept.
          const { kind, text } = body as { kind: 'declined'; text: string };
          const answer = { kind, channel: 'customer_page' as const, version: 1, chosen: [] };
          server.quotation = {
            ...server.quotation!,
            state: 'declined',
            decisions: [{ ...answer, signer_name: null, text, at: '2026-06-01T03:00:00.000Z' }],
          };
          return success(server.quotation);
        }
        case `/b2b/v2/public/tracking/${TRACKING_TOKEN}/line-link`:
          server.tracking = {
            ...server.tracking,
            line: server.tracking.line && { ...server.tracking.line, linked: false },
          };
          return success({ linked: false });
        case '/api/runtime-config':
          return success({
            maintenance: false,
            supportPhone: '02-026-6999',
            portalUrl: 'https://portal.example.test',
            portalLoginUrl: 'https://portal.example.test/login',
            helpCenterUrl: 'https://help.example.test',
          });
        case '/b2b/v2/order/updateContractor':
          return success({
            cartOrderNo: server.order.cartOrderNo,
            contractor_id: CONTRACTOR_ID,
            reassigned: false,
          });
        default:
          if (url.pathname.startsWith(`/b2b/v2/public/tracking/${TRACKING_TOKEN}/extras/`))
            return success(decideExtra(server, url.pathname));
          if (server.documents.some((document) => document.pdf_url === url.pathname))
            return new Response(new Blob(['%PDF-1.3 test']), {
              headers: { 'content-type': 'application/pdf' },
            });
          if (url.pathname.startsWith('/b2b/v2/public/tracking/'))
            return json(
              refusal(404, 'TRACKING_LINK_NOT_FOUND', 'This tracking link was not found.').body,
              404,
            );
          if (url.pathname.startsWith('/b2b/v2/carts/'))
            return json(refusal(404, 'ORDER_NOT_FOUND', 'No such order.').body, 404);
          return json({ message: 'no route', code: 'ROUTE_NOT_FOUND' }, 404);
      }
    },
  };
  return server;
}

/** The token the stand-in knows (43 URL-safe characters, as the server's). */
export const TRACKING_TOKEN = 'Tk0123456789abcdefghijklmnopqrstuvwxyzABCDE';

/** An open, unpaid job as the customer sees it: placed and assigned, a PromptPay QR to pay. */
export const trackingAnswer = (): TrackingAnswer => ({
  status: 'contractor_assigned',
  created_at: '2026-06-01T02:00:00.000Z',
  history: [
    { kind: 'status', from: null, to: 'created', at: '2026-06-01T02:00:00.000Z' },
    { kind: 'status', from: 'created', to: 'contractor_assigned', at: '2026-06-01T02:00:00.000Z' },
  ],
  expected_date: { date: '2026-06-10', time: '1', time_label: '09.00-12.00' },
  sub_district: { th: 'บางนาเหนือ', en: 'Bang Na Nuea' },
  technician: null,
  photos: [],
  items: [{ name: { th: 'สำรวจหน้างาน', en: 'Site survey' }, qty: 1, total_price: 500 }],
  totals: { total: 500, discount: 0, total_payable: 500 },
  payment: {
    state: 'unpaid',
    amount: 500,
    paid_at: null,
    promptpay: { payload: '000201…', image: 'data:image/png;base64,iVBORw0KGgo=' },
    bank_transfer: null,
  },
  documents: [],
  reschedule: { open: true, requested: null },
  language: 'th',
  expires_at: null,
  line: null,
  sign_off: null,
  rating: { open: false, given: null },
  add_ons: [],
  quotation: false,
});
