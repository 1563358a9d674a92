import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CartLine } from '@changdee/contract/cart';
import { i18n, initI18n } from '../../shared/i18n/i18n';
import { useAuthStore } from '../../shared/session/auth-store';
import { useEmployeeStore } from '../../shared/session/employee-store';
import {
  bangNa,
  employee,
  installLine,
  order,
  store,
  surveyLine,
} from '../../../test/orders/order-fixtures';
import { createOrderServer, refusal, type OrderServer } from '../../../test/orders/order-server';
import en from './i18n/en.json';
import th from './i18n/th.json';
import { useCheckoutStore } from './lib/checkout-store';
import type { LocationFieldProps } from './lib/location-field';
import { AddressPage } from './routes/address-page';
import { CheckoutPage } from './routes/checkout-page';
import { Component as MoreDetailPage } from './routes/more-detail-page';
import { Component as OrderSuccessPage } from './routes/order-success-page';
import { Component as TrackingPage } from './routes/tracking-page';

// The booking pages against a stand-in server (test/orders/order-server.ts): what they ask, what
// they show, and what they keep when the server refuses.

initI18n('en', { en: { orders: en }, th: { orders: th } });
// These pages render whole forms; on a busy shared machine a step can take longer than the 1 s default.
configure({ asyncUtilTimeout: 10_000 });

let server: OrderServer;
const USER_ID = '11111111-1111-4111-8111-111111111111';

/** The location feature's search, as the app passes it in: here one button for Bang Na. */
function FakeLocationField({ label, value, onChange, error }: LocationFieldProps) {
  return (
    <div>
      <span>{label}</span>
      <button type="button" onClick={() => onChange(bangNa)}>
        {value ? value.sub_district.name.en : 'Choose Bang Na'}
      </button>
      {error ? <span role="alert">{error}</span> : null}
    </div>
  );
}

function renderAt(path: string, routePath: string, Component: ComponentType) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path: routePath, Component },
      { path: '*', Component: () => <p data-testid="elsewhere" /> },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router, client };
}

function signIn(role: 'Sales' | 'External Brand' = 'Sales') {
  useAuthStore.setState({
    user: {
      user_uuid: USER_ID,
      user_name: 'sales.demo',
      display_name: 'Sales',
      adminUUID: USER_ID,
    },
    token: 'access-1',
    store: [store],
    role,
  });
  useEmployeeStore.setState({ chosen: role === 'Sales' ? employee : null });
}

beforeEach(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-06-01T03:00:00Z'));
  server = createOrderServer();
  vi.stubGlobal('fetch', vi.fn(server.fetch));
  signIn();
  useCheckoutStore.getState().reset();
  await i18n.changeLanguage('en');
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('/address', () => {
  const cart: CartLine[] = [surveyLine(), installLine()];
  const Page = () => (
    <AddressPage cart={cart} LocationField={FakeLocationField} selectedLocation={null} />
  );

  it('asks for the area first, then greys the days no technician can come and picks the first free one', async () => {
    const user = userEvent.setup();
    const { router } = renderAt('/en/address', '/en/address', Page);
    expect(screen.getByTestId('lock-period')).toHaveTextContent(
      'need 3 days to prepare: the first date that can be booked is 05 June 2026',
    );
    expect(screen.getByTestId('choose-location-first')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Choose Bang Na' }));
    const calendar = await screen.findByTestId('service-calendar');
    expect(within(calendar).getByTestId('calendar-month')).toHaveTextContent('June 2026');
    const day = (date: string) =>
      calendar.querySelector<HTMLButtonElement>(`[data-date="${date}"]`)!;
    expect(day('2026-06-04')).toBeDisabled();
    expect(day('2026-06-05')).toBeDisabled();
    expect(day('2026-06-05')).toHaveAccessibleName('05 June 2026 (no technician available)');
    expect(day('2026-06-09')).toBeEnabled();
    await waitFor(() => expect(day('2026-06-08')).toHaveAttribute('aria-pressed', 'true'));
    expect(screen.getByTestId('slot-1')).toBeDisabled();
    expect(screen.getByTestId('slot-2')).toBeChecked();

    const [query] = server.callsTo('/b2b/v2/unavailable-date-by-cart').map((call) => call.query);
    expect(Object.fromEntries(query!)).toMatchObject({
      start_date: '2026-06-05',
      end_date: '2026-12-01',
      available_time: '1',
      product_id: `${cart[0]!._id},${cart[1]!._id}`,
      work_type_id: 'WT-AC',
      job_type: 'S,I',
      districts: '1047',
      // Decision 054: the address's sub-district, so the calendar counts only teams serving it.
      sub_district: '104701',
      channel: 'changdee',
      channel_bu: 'CD-RETAIL',
    });

    // A free day with both slots free: the slot stays the one chosen when it is free.
    await user.click(day('2026-06-09'));
    await user.click(screen.getByTestId('slot-1'));
    await user.click(screen.getByRole('button', { name: 'Continue to checkout' }));
    expect(
      screen.getByRole('textbox', { name: 'House number, building, street' }),
    ).toHaveAccessibleDescription('Please fill in this field');
    expect(router.state.location.pathname).toBe('/en/address');

    await user.type(screen.getByLabelText('House number, building, street'), '99/1 ซอย 5');
    await user.click(screen.getByRole('button', { name: 'Continue to checkout' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/checkout'));
    expect(useCheckoutStore.getState()).toMatchObject({
      address: { no: '99/1 ซอย 5', landmark: '', location: bangNa },
      expectedDate: { date: '2026-06-09', time: '1' },
    });
  });

  it('asks for a location to be chosen, in words of its own, when none is', async () => {
    const user = userEvent.setup();
    renderAt('/en/address', '/en/address', Page);
    await user.click(screen.getByRole('button', { name: 'Continue to checkout' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Choose the sub-district, district and province.',
    );
    expect(
      screen.getByRole('textbox', { name: 'House number, building, street' }),
    ).toHaveAccessibleDescription('Please fill in this field');
  });

  it('starts from the location of the service-area check and keeps it for checkout', async () => {
    const user = userEvent.setup();
    const Prefilled = () => (
      <AddressPage cart={cart} LocationField={FakeLocationField} selectedLocation={bangNa} />
    );
    const { router } = renderAt('/en/address', '/en/address', Prefilled);
    expect(await screen.findByTestId('service-calendar')).toBeInTheDocument();
    await user.type(screen.getByLabelText('House number, building, street'), '7');
    await user.click(screen.getByRole('button', { name: 'Continue to checkout' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/checkout'));
    expect(useCheckoutStore.getState()).toMatchObject({
      address: { no: '7', location: bangNa },
      expectedDate: { date: '2026-06-08', time: '2' },
    });
  });

  it('shows Thai month names with the Buddhist year', async () => {
    await i18n.changeLanguage('th');
    useCheckoutStore.getState().setAddress({ no: '1', landmark: '', location: bangNa });
    renderAt('/address', '/address', Page);
    expect(await screen.findByTestId('calendar-month')).toHaveTextContent('มิถุนายน 2569');
    const sunday = screen.getAllByRole('columnheader')[0]!;
    expect(sunday).toHaveTextContent('อา.');
    expect(sunday).toHaveAttribute('abbr', 'อาทิตย์');
  });
});

describe('/checkout', () => {
  const cart: CartLine[] = [surveyLine(), installLine()];
  let onOrdered: ReturnType<typeof vi.fn<() => void>>;
  const Page = () => (
    <CheckoutPage cart={cart} LocationField={FakeLocationField} onOrdered={onOrdered} />
  );

  beforeEach(() => {
    onOrdered = vi.fn<() => void>();
    useCheckoutStore.getState().setAddress({ no: '99/1', landmark: '', location: bangNa });
    useCheckoutStore.getState().setExpectedDate({ date: '2026-06-08', time: '2' });
  });

  async function fillCustomer(user: ReturnType<typeof userEvent.setup>) {
    await user.type(screen.getByLabelText('First name'), 'Somying');
    await user.type(screen.getByLabelText('Last name'), 'Jai-ngam');
    await user.type(screen.getByLabelText('Mobile number'), '0812345678');
    await user.type(screen.getByLabelText('Email'), 'somying@example.com');
  }

  it('refuses a landline as the customer’s mobile, in words, and sends nothing', async () => {
    const user = userEvent.setup();
    renderAt('/en/checkout', '/en/checkout', Page);
    await fillCustomer(user);
    await user.clear(screen.getByLabelText('Mobile number'));
    await user.type(screen.getByLabelText('Mobile number'), '02-123-4567');
    await user.click(screen.getByTestId('place-order'));
    expect(await screen.findByLabelText('Mobile number')).toHaveAccessibleDescription(
      'This is a landline, which cannot receive SMS: enter a mobile number (06, 08 or 09)',
    );
    expect(server.callsTo('/b2b/v2/createCartOrder')).toHaveLength(0);
  });

  it('shows spec §5’s messages on each field and sends nothing until they are right', async () => {
    const user = userEvent.setup();
    renderAt('/en/checkout', '/en/checkout', Page);
    await user.type(screen.getByLabelText('Mobile number'), '08123');
    await user.type(screen.getByLabelText('Email'), 'somying@');
    await user.click(screen.getByTestId('place-order'));
    expect(await screen.findByLabelText('First name')).toHaveAccessibleDescription(
      'Please fill in this field',
    );
    expect(screen.getByLabelText('Mobile number')).toHaveAccessibleDescription(
      'Enter a Thai mobile number of 10 digits, e.g. 081-234-5678',
    );
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Invalid email address');
    expect(server.callsTo('/b2b/v2/createCartOrder')).toHaveLength(0);
  });

  it('asks for the tax invoice’s own location to be chosen, in words of its own', async () => {
    const user = userEvent.setup();
    renderAt('/en/checkout', '/en/checkout', Page);
    await fillCustomer(user);
    await user.click(screen.getByLabelText('The customer wants a tax invoice'));
    await user.click(
      screen.getByLabelText('Same sub-district, district and province as the service address'),
    );
    await user.click(screen.getByTestId('place-order'));
    expect(
      await screen.findByText('Choose the sub-district, district and province.'),
    ).toBeInTheDocument();
    expect(server.callsTo('/b2b/v2/createCartOrder')).toHaveLength(0);
  });

  it('takes a mobile written or pasted the usual ways as its 10 digits', async () => {
    const user = userEvent.setup();
    renderAt('/en/checkout', '/en/checkout', Page);
    const mobile = screen.getByLabelText('Mobile number');
    await user.type(mobile, '081-234-5678');
    expect(mobile).toHaveValue('0812345678');
    const second = screen.getByLabelText(/Second mobile number/);
    await user.click(second);
    await user.paste('+66 89 876 5432');
    expect(second).toHaveValue('0898765432');
    await user.clear(mobile);
    await user.type(mobile, '08l2345678');
    await user.click(screen.getByTestId('place-order'));
    expect(await screen.findByLabelText('Mobile number')).toHaveAccessibleDescription(
      /digits|numbers/i,
    );
    expect(second).not.toHaveAccessibleDescription();
  });

  it('books once for a double click, with the attempt’s Idempotency-Key, and lands on the success page', async () => {
    const user = userEvent.setup();
    const { router, client } = renderAt('/en/checkout', '/en/checkout', Page);
    expect(screen.getByTestId('summary-date')).toHaveTextContent(
      '08 June 2026 Afternoon 13:00-17:00',
    );
    expect(screen.getByTestId('total-payable')).toHaveTextContent('฿5,300');
    expect(screen.getByTestId('coupon-discount')).toHaveTextContent('-฿200');
    // The place-order bar (fixed on a phone) says the same amount beside its button.
    expect(screen.getByTestId('checkout-bar-total')).toHaveTextContent('Total฿5,300');
    expect(within(screen.getByTestId('checkout-bar')).getByTestId('place-order')).toHaveTextContent(
      'Place the order',
    );
    await fillCustomer(user);
    await user.dblClick(screen.getByTestId('place-order'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/order_success'));
    expect(router.state.location.search).toBe('?cartOrderNo=CO260601000007');

    const calls = server.callsTo('/b2b/v2/createCartOrder');
    expect(calls).toHaveLength(1);
    expect(calls[0]!.headers['idempotency-key']).toMatch(/^[0-9a-f]{32}$/);
    expect(calls[0]!.body).toMatchObject({
      customer: {
        firstname: 'Somying',
        mobile: '0812345678',
        address: { district: { code: '1047' } },
      },
      expected_date: { date: '2026-06-08', time: '2' },
      seller: { code: 'EMP-001' },
      requested_payment: 'promptpay',
      // Decision 053: Thai unless chosen, with no click.
      customer_language: 'th',
    });
    expect(onOrdered).toHaveBeenCalledOnce();
    expect(useCheckoutStore.getState().fields).toBeNull();
    expect(client.getQueryData(['orders', 'order', 'CO260601000007'])).toEqual(server.order);
  });

  it('sends the customer’s language chosen on the form: one radio, reached by keyboard', async () => {
    const user = userEvent.setup();
    const { router } = renderAt('/en/checkout', '/en/checkout', Page);
    const choice = screen.getByRole('group', { name: 'Messages to the customer in' });
    expect(within(choice).getByRole('radio', { name: 'ไทย' })).toBeChecked();
    await fillCustomer(user);
    within(choice).getByRole('radio', { name: 'ไทย' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(within(choice).getByRole('radio', { name: 'English' })).toBeChecked();
    await user.click(screen.getByTestId('place-order'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/order_success'));
    expect(server.callsTo('/b2b/v2/createCartOrder')[0]!.body).toMatchObject({
      customer_language: 'en',
    });
  });

  it('keeps everything typed when refused, with the server’s reasons where they are put right', async () => {
    const user = userEvent.setup();
    server.createAnswers.push(
      refusal(400, 'VALIDATION_FAILED', 'Bad input', [
        { in: 'body', path: 'customer.mobile', message: 'ระบุตัวเลขจำนวน 9 - 10 ตัว' },
      ]),
      refusal(409, 'SLOT_FULL', 'No technician is free at this date and time.'),
    );
    renderAt('/en/checkout', '/en/checkout', Page);
    await fillCustomer(user);
    await user.click(screen.getByTestId('place-order'));
    await waitFor(() =>
      expect(screen.getByLabelText('Mobile number')).toHaveAccessibleDescription(
        'ระบุตัวเลขจำนวน 9 - 10 ตัว',
      ),
    );
    expect(screen.getByLabelText('First name')).toHaveValue('Somying');

    await user.click(screen.getByTestId('place-order'));
    const alert = await screen.findByText(/No technician is free/);
    expect(alert.closest('[data-place]')).toHaveAttribute('data-place', 'address');
    expect(within(alert.closest('[role=alert]') as HTMLElement).getByRole('link')).toHaveAttribute(
      'href',
      '/en/address',
    );
    expect(screen.getByLabelText('Email')).toHaveValue('somying@example.com');
  });

  it('retries with the same key after a lost answer, and a changed order gets a new one', async () => {
    const user = userEvent.setup();
    server.createAnswers.push('network-error', 'network-error');
    renderAt('/en/checkout', '/en/checkout', Page);
    await fillCustomer(user);
    await user.click(screen.getByTestId('place-order'));
    await screen.findByText(/Cannot reach the server|connect/i);
    await user.click(screen.getByTestId('place-order'));
    await waitFor(() => expect(server.callsTo('/b2b/v2/createCartOrder')).toHaveLength(2));
    await user.type(screen.getByRole('textbox', { name: 'Remark for the order' }), 'Call first');
    await user.click(screen.getByTestId('place-order'));
    await waitFor(() => expect(server.callsTo('/b2b/v2/createCartOrder')).toHaveLength(3));
    const keys = server
      .callsTo('/b2b/v2/createCartOrder')
      .map((call) => call.headers['idempotency-key']);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
  });

  it('looks the mobile up in the family and fills the names not typed yet', async () => {
    const user = userEvent.setup();
    renderAt('/en/checkout', '/en/checkout', Page);
    expect(screen.getByTestId('check-family')).toBeDisabled();
    await user.type(screen.getByLabelText('Mobile number'), '0812345678');
    await user.click(screen.getByTestId('check-family'));
    expect(await screen.findByTestId('family-result')).toHaveTextContent(
      'Family member: สมหญิง ใจงาม · FAM-0001 · gold',
    );
    expect(screen.getByLabelText('First name')).toHaveValue('สมหญิง');
    expect(server.callsTo('/changdee/v1/b2b/check-scg-family')[0]!.body).toEqual({
      mobile: '0812345678',
    });
  });
});

describe('/order_success', () => {
  it('shows the server’s order and the PromptPay QR for its amount', async () => {
    renderAt('/en/order_success?cartOrderNo=CO260601000007', '/en/order_success', OrderSuccessPage);
    expect(await screen.findByTestId('order-number')).toHaveTextContent('CO260601000007');
    expect(screen.getByTestId('total-payable')).toHaveTextContent('฿300');
    expect(
      await screen.findByRole('img', { name: 'PromptPay QR code for ฿300' }),
    ).toBeInTheDocument();
    expect(server.callsTo('/b2b/v2/cart-payment')[0]!.body).toEqual({
      cartOrderNo: 'CO260601000007',
      method: 'promptpay',
      employee_code: employee.code,
    });
    expect(screen.getByTestId('to-tracking')).toHaveAttribute(
      'href',
      '/en/tracking/CO260601000007',
    );
    expect(screen.getByTestId('success-banner')).toHaveTextContent('Order placed');
    // The call left the order waiting for the bank: the page says so, from the server's answer.
    await waitFor(() =>
      expect(screen.getByTestId('payment-state')).toHaveTextContent('Waiting for payment'),
    );
    await waitFor(() =>
      expect(server.callsTo('/b2b/v2/carts/CO260601000007').length).toBeGreaterThan(1),
    );
  });

  it('shows a 0-baht PromptPay order as paid once the payment call has marked it, with no QR', async () => {
    const free = order();
    server.order = order({
      items: [{ ...free.items[0]!, discount: 500, total_price: 0 }],
      totals: { ...free.totals, coupon_discount: 500, discount: 500, total_payable: 0 },
      total_payable: 0,
      payment: { ...free.payment, amount: 0 },
    });
    renderAt('/en/order_success?cartOrderNo=CO260601000007', '/en/order_success', OrderSuccessPage);
    expect(await screen.findByTestId('order-number')).toHaveTextContent('CO260601000007');
    await waitFor(() => expect(screen.getByTestId('payment-state')).toHaveTextContent('Paid'));
    expect(screen.getByTestId('payment-state')).toHaveAttribute('data-state', 'paid');
    expect(screen.queryByTestId('promptpay')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Check the payment' })).not.toBeInTheDocument();
    expect(screen.queryByText(/Scan with any Thai banking app/)).not.toBeInTheDocument();
    expect(server.callsTo('/b2b/v2/cart-payment')).toHaveLength(1);
  });

  it('says there is no order, with no success banner, when none is named or it is unknown', async () => {
    renderAt('/en/order_success', '/en/order_success', OrderSuccessPage);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('No order to show');
    expect(screen.getByRole('alert')).toHaveTextContent('No order number was given.');
    expect(screen.queryByTestId('success-banner')).not.toBeInTheDocument();
    expect(screen.queryByText('Track this order')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Find an order' })).toHaveAttribute(
      'href',
      '/en/tracking',
    );
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute(
      'href',
      '/en',
    );
    cleanup();

    renderAt('/en/order_success?cartOrderNo=CO999999999999', '/en/order_success', OrderSuccessPage);
    expect(await screen.findByTestId('order-not-found')).toBeInTheDocument();
    expect(screen.queryByTestId('success-banner')).not.toBeInTheDocument();
    expect(screen.queryByText(/Order placed/)).not.toBeInTheDocument();
    expect(screen.queryByText('Track this order')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Find an order' })).toBeInTheDocument();
  });

  it('records a payment taken at the store with its receipt number, under the chosen employee', async () => {
    const user = userEvent.setup();
    server.order = order({ requested_payment: 'store' });
    renderAt('/en/order_success?cartOrderNo=CO260601000007', '/en/order_success', OrderSuccessPage);
    const record = await screen.findByTestId('record-store-payment');
    expect(record).toBeDisabled();
    await user.type(screen.getByLabelText('Store receipt number'), ' RC-2026-0042 ');
    await user.click(record);
    await waitFor(() =>
      expect(server.callsTo('/b2b/v2/cart-payment')[0]!.body).toEqual({
        cartOrderNo: 'CO260601000007',
        method: 'store',
        reference: 'RC-2026-0042',
        employee_code: employee.code,
      }),
    );
    expect(screen.queryByTestId('promptpay')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('payment-state')).toHaveTextContent('Paid'));
  });
});

describe('a bank transfer’s slip (decision 069)', () => {
  it('attaches the slip under the chosen employee, then says it waits for Changdee', async () => {
    const user = userEvent.setup();
    server.order = order({ requested_payment: 'bank_transfer' });
    renderAt('/en/order_success?cartOrderNo=CO260601000007', '/en/order_success', OrderSuccessPage);
    const attach = await screen.findByTestId('attach-slip');
    expect(attach).toBeDisabled();
    expect(screen.queryByTestId('promptpay')).not.toBeInTheDocument();
    const slip = new File(['%PDF-1.4'], 'slip.pdf', { type: 'application/pdf' });
    await user.upload(screen.getByLabelText('Transfer slip'), slip);
    await user.click(attach);
    await waitFor(() =>
      expect(server.callsTo('/b2b/v2/carts/CO260601000007/payment-slips')[0]!.body).toMatchObject({
        employee_code: employee.code,
        slip: expect.any(File),
      }),
    );
    expect(await screen.findByTestId('slip-waiting')).toHaveTextContent(
      'The slip is waiting to be checked by Changdee.',
    );
  });

  it('says why the last slip was not accepted', async () => {
    server.order = order({
      requested_payment: 'bank_transfer',
      history: [
        ...order().history,
        {
          kind: 'payment',
          from: 'pending',
          to: 'unpaid',
          reason: 'The amount differs',
          by: 'Ops',
          login: 'ops.demo',
          at: '2026-06-01T05:00:00.000Z',
        },
      ],
    });
    renderAt('/en/order_success?cartOrderNo=CO260601000007', '/en/order_success', OrderSuccessPage);
    expect(await screen.findByTestId('slip-rejected')).toHaveTextContent(
      'The last slip was not accepted: The amount differs. Attach a new one.',
    );
  });
});

describe('the printout (job sheet)', () => {
  it('has the letterhead with the support phone, the order number as a QR and signature lines', async () => {
    renderAt('/en/tracking/CO260601000007', '/en/tracking/:id?', TrackingPage);
    const letterhead = await screen.findByTestId('job-sheet-letterhead');
    // Paper only.
    expect(letterhead).toHaveClass('d-none', 'd-print-flex');
    expect(letterhead).toHaveTextContent('Technician job sheet');
    expect(await screen.findByTestId('job-sheet-phone')).toHaveTextContent(
      'Customer support 02-026-6999',
    );
    const qr = await screen.findByRole('img', { name: 'QR code of order number CO260601000007' });
    expect(qr).toHaveAttribute('data-qr-text', 'CO260601000007');
    // A version 1 code (21 modules) with its quiet zone; the finder's corner is the first module.
    expect(qr).toHaveAttribute('viewBox', '0 0 29 29');
    expect(qr.querySelector('path')!.getAttribute('d')).toMatch(/^M4 4h1v1h-1z/);
    const signatures = screen.getByTestId('job-sheet-signatures');
    expect(signatures).toHaveClass('d-none', 'd-print-grid');
    expect(screen.getByTestId('signature-customer')).toHaveTextContent(
      'Customer signatureName in capitalsDate',
    );
    expect(screen.getByTestId('signature-technician')).toHaveTextContent(
      'Technician signatureName in capitalsDate',
    );
  });
});

describe('/more_detail', () => {
  it('names where to go, not an order to track, when no number is given', () => {
    renderAt('/en/more_detail', '/en/more_detail', MoreDetailPage);
    expect(screen.getByRole('alert')).toHaveTextContent('No order number was given.');
    expect(screen.queryByText('Track this order')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Find an order' })).toHaveAttribute(
      'href',
      '/en/tracking',
    );
  });

  it('offers the paid order’s tax invoice as a PDF, in both languages', async () => {
    const user = userEvent.setup();
    const no = server.order.cartOrderNo;
    server.order = {
      ...server.order,
      payment: { ...server.order.payment, state: 'paid', paid_at: '2026-06-01T04:00:00.000Z' },
    };
    server.documents = [
      {
        id: '22222222-2222-4222-8222-222222222222',
        kind: 'tax_invoice',
        serial: 'TI00000-000042',
        issued_at: '2026-06-01T04:00:01.000Z',
        total_satang: 129000,
        base_satang: 120561,
        vat_satang: 8439,
        credits: null,
        pdf_url: `/b2b/v2/carts/${no}/documents/22222222-2222-4222-8222-222222222222.pdf`,
      },
    ];
    const createObjectURL = vi.fn(() => 'blob:tax-invoice');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    renderAt(`/en/more_detail?cartOrderNo=${no}`, '/en/more_detail', MoreDetailPage);
    const button = await screen.findByRole('button', {
      name: 'Download the tax invoice / receipt TI00000-000042 (PDF)',
    });
    await user.click(button);
    await waitFor(() => expect(createObjectURL).toHaveBeenCalledTimes(1));
    // Through the API client (which adds the session's token): a plain link would carry none.
    expect(server.callsTo(server.documents[0]!.pdf_url)).toHaveLength(1);
    await act(() => i18n.changeLanguage('th'));
    expect(
      screen.getByRole('button', {
        name: 'ดาวน์โหลดใบกำกับภาษี/ใบเสร็จรับเงิน เลขที่ TI00000-000042 (PDF)',
      }),
    ).toBeInTheDocument();
  });

  it('keeps offering the documents after a refund: the abbreviated tax invoice and its credit note', async () => {
    const no = server.order.cartOrderNo;
    server.order = {
      ...server.order,
      status: 'cancelled',
      payment: { ...server.order.payment, state: 'refunded', paid_at: '2026-06-01T04:00:00.000Z' },
    };
    const document = (
      id: string,
      kind: 'abbreviated_tax_invoice' | 'credit_note',
      serial: string,
    ) => ({
      id,
      kind,
      serial,
      issued_at: '2026-06-01T04:00:01.000Z',
      total_satang: 129000,
      base_satang: 120561,
      vat_satang: 8439,
      credits: kind === 'credit_note' ? '33333333-3333-4333-8333-333333333333' : null,
      pdf_url: `/b2b/v2/carts/${no}/documents/${id}.pdf`,
    });
    server.documents = [
      document('33333333-3333-4333-8333-333333333333', 'abbreviated_tax_invoice', 'AB00000-000007'),
      document('44444444-4444-4444-8444-444444444444', 'credit_note', 'CN00000-000003'),
    ];
    renderAt(`/en/more_detail?cartOrderNo=${no}`, '/en/more_detail', MoreDetailPage);
    expect(
      await screen.findByRole('button', {
        name: 'Download the abbreviated tax invoice / receipt AB00000-000007 (PDF)',
      }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Download the credit note CN00000-000003 (PDF)' }),
    ).toBeInTheDocument();
    await act(() => i18n.changeLanguage('th'));
    expect(
      screen.getByRole('button', {
        name: 'ดาวน์โหลดใบกำกับภาษีอย่างย่อ/ใบเสร็จรับเงิน เลขที่ AB00000-000007 (PDF)',
      }),
    ).toBeInTheDocument();
  });
});

describe('/tracking/{id?}', () => {
  it('lists the paid order’s documents for the store and none for the external brand', async () => {
    const no = server.order.cartOrderNo;
    server.order = {
      ...server.order,
      payment: { ...server.order.payment, state: 'paid', paid_at: '2026-06-01T04:00:00.000Z' },
    };
    renderAt(`/en/tracking/${no}`, '/en/tracking/:id?', TrackingPage);
    // Paid, the job not run yet: said so.
    expect(await screen.findByText(/being issued/)).toBeInTheDocument();
    cleanup();
    signIn('External Brand');
    renderAt(`/en/tracking/${no}`, '/en/tracking/:id?', TrackingPage);
    expect(await screen.findByTestId('order-timeline')).toBeInTheDocument();
    expect(screen.queryByText('Tax documents')).not.toBeInTheDocument();
    expect(server.callsTo(`/b2b/v2/carts/${no}/documents`)).toHaveLength(1);
  });

  it('looks up only what is written like an order number', async () => {
    const user = userEvent.setup();
    const { router } = renderAt('/en/tracking', '/en/tracking/:id?', TrackingPage);
    await user.type(screen.getByLabelText('Order number'), 'hello');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByLabelText('Order number')).toHaveAccessibleDescription(/CO260514000123/);
    await user.clear(screen.getByLabelText('Order number'));
    await user.type(screen.getByLabelText('Order number'), ' co260601000007 ');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/tracking/CO260601000007'));
    expect(await screen.findByTestId('order-timeline')).toBeInTheDocument();
  });

  it('moves the appointment; a slot just taken asks updateContractor and the calendar again', async () => {
    const user = userEvent.setup();
    server.changeDateAnswers.push(refusal(409, 'SLOT_FULL', 'No technician is free.'));
    renderAt('/en/tracking/CO260601000007', '/en/tracking/:id?', TrackingPage);
    expect(await screen.findByTestId('order-service-date')).toHaveTextContent('05 June 2026');
    expect(screen.getByTestId('order-status')).toHaveTextContent('Order placed');

    await user.click(screen.getByTestId('open-change-date'));
    const calendar = await screen.findByTestId('service-calendar');
    const day = (date: string) =>
      calendar.querySelector<HTMLButtonElement>(`[data-date="${date}"]`)!;
    // It opens on the order's own day and slot (a day the server counts taken: the order holds
    // it), marked as the current booking; nothing to confirm until another is chosen.
    expect(day('2026-06-05')).toHaveAttribute('aria-pressed', 'true');
    expect(day('2026-06-05')).toHaveAttribute('data-current', 'true');
    expect(day('2026-06-05')).toHaveAccessibleName(
      '05 June 2026 (no technician available, current booking)',
    );
    expect(screen.getByTestId('current-booking')).toHaveTextContent(
      'Current booking: 05 June 2026',
    );
    expect(screen.getByTestId('chosen-date')).toHaveTextContent('05 June 2026');
    expect(screen.getByTestId('slot-1')).toBeChecked();
    expect(within(calendar).getByTestId('legend-current')).toHaveTextContent('Current booking');
    expect(screen.getByTestId('confirm-change-date')).toBeDisabled();
    const first = server.callsTo('/b2b/v2/unavailable-date-by-cart')[0]!.query;
    expect(first.get('contractor_id_order')).toBe(order().contractor!.contractor_id);
    expect(first.get('contractor_id')).toBeNull();

    await user.click(day('2026-06-08'));
    expect(screen.getByTestId('slot-2')).toBeChecked();
    expect(screen.getByTestId('confirm-change-date')).toBeEnabled();
    await user.click(screen.getByTestId('confirm-change-date'));
    expect(await screen.findByText(/has just been taken/)).toBeInTheDocument();
    expect(server.callsTo('/b2b/v2/order/updateContractor')[0]!.body).toEqual({
      cartOrderNo: 'CO260601000007',
      expected_date: { date: '2026-06-08', time: '2' },
    });
    await waitFor(() =>
      expect(
        server
          .callsTo('/b2b/v2/unavailable-date-by-cart')
          .some((call) => call.query.get('contractor_id')),
      ).toBe(true),
    );

    // Back on the current booking: confirming needs another choice again.
    await waitFor(() => expect(screen.getByTestId('chosen-date')).toHaveTextContent('05 June'));
    expect(screen.getByTestId('confirm-change-date')).toBeDisabled();
    await user.click(
      (await screen.findByTestId('service-calendar')).querySelector<HTMLButtonElement>(
        '[data-date="2026-06-08"]',
      )!,
    );
    await waitFor(() => expect(screen.getByTestId('confirm-change-date')).toBeEnabled());
    await user.click(screen.getByTestId('confirm-change-date'));
    await waitFor(() => expect(screen.queryByTestId('change-date')).not.toBeInTheDocument());
    expect(server.callsTo('/b2b/v2/changeDate/CO260601000007')).toHaveLength(2);
    await waitFor(() =>
      expect(screen.getByTestId('order-service-date')).toHaveTextContent('08 June 2026'),
    );
  });

  it('names the address’s places in the page’s language', async () => {
    renderAt('/en/tracking/CO260601000007', '/en/tracking/:id?', TrackingPage);
    expect(await screen.findByTestId('order-address')).toHaveTextContent(
      '99/1, Bang Na Nuea, Bang Na, Bangkok 10260',
    );
    // The landmark is a fact of its own, labelled (on paper too: the job sheet).
    expect(screen.getByTestId('order-landmark')).toHaveTextContent('Landmarkตรงข้ามเซเว่น');
    // The language of the customer's messages (decision 053), named in its own words.
    expect(screen.getByTestId('order-customer-language')).toHaveTextContent(
      'Messages to the customer inไทย',
    );
    cleanup();
    await i18n.changeLanguage('th');
    renderAt('/tracking/CO260601000007', '/tracking/:id?', TrackingPage);
    expect(await screen.findByTestId('order-address')).toHaveTextContent(
      '99/1 บางนาเหนือ บางนา กรุงเทพมหานคร 10260',
    );
  });

  it('offers a clerk no change of date once the job is scheduled, and no payment once paid', async () => {
    server.order = order({
      status: 'scheduled',
      payment: {
        ...order().payment,
        state: 'paid',
        method: 'store',
        paid_at: '2026-06-01T04:00:00.000Z',
        received: 300,
      },
    });
    renderAt('/en/tracking/CO260601000007', '/en/tracking/:id?', TrackingPage);
    expect(await screen.findByTestId('order-number')).toBeInTheDocument();
    expect(screen.queryByTestId('open-change-date')).not.toBeInTheDocument();
    expect(screen.queryByTestId('record-store-payment')).not.toBeInTheDocument();
    expect(screen.queryByTestId('promptpay')).not.toBeInTheDocument();
  });

  it('says until when the slot is held, then that the system released it, in both languages', async () => {
    server.order = order({
      payment: { ...order().payment, state: 'pending', method: 'promptpay' },
      hold: { until: '2026-06-01T03:30:00.000Z', released_at: null },
    });
    renderAt('/en/tracking/CO260601000007', '/en/tracking/:id?', TrackingPage);
    expect(await screen.findByTestId('hold-until')).toHaveTextContent(
      /slot is held until .*10[.:]30/,
    );
    cleanup();

    const released = '2026-06-01T03:30:05.000Z';
    server.order = order({
      contractor: null,
      payment: { ...order().payment, state: 'pending', method: 'promptpay' },
      hold: { until: '2026-06-01T03:30:00.000Z', released_at: released },
      history: [
        ...order().history,
        {
          kind: 'hold',
          from: 'held',
          to: 'released',
          at: released,
          by: null,
          login: 'system',
          reason: 'payment_hold_expired',
        },
      ],
    });
    renderAt('/en/tracking/CO260601000007', '/en/tracking/:id?', TrackingPage);
    expect(await screen.findByTestId('hold-released')).toHaveTextContent(
      /slot was released at .*10[.:]30.*books the same slot again if it is still free/,
    );
    const history = screen.getByTestId('order-history');
    expect(history).toHaveTextContent('Slot released: the PromptPay QR was not paid in time');
    expect(history).toHaveTextContent('The payment hold ran out');
    expect(history).toHaveTextContent('System');
    expect(screen.queryByTestId('hold-until')).not.toBeInTheDocument();
    cleanup();

    await i18n.changeLanguage('th');
    renderAt('/tracking/CO260601000007', '/tracking/:id?', TrackingPage);
    expect(await screen.findByTestId('hold-released')).toHaveTextContent(
      /ปล่อยคิวช่างแล้วเมื่อ .*10[.:]30/,
    );
    expect(screen.getByTestId('order-history')).toHaveTextContent('หมดเวลากันคิวรอชำระเงิน');
    expect(screen.getByTestId('order-history')).toHaveTextContent('ระบบ');
  });

  it('shows money received beyond what a cancelled order owes as due back, why it was cancelled, and takes none', async () => {
    server.order = order({
      status: 'cancelled',
      history: [
        ...order().history,
        {
          kind: 'status',
          from: 'paid',
          to: 'cancelled',
          at: '2026-06-01T05:00:00.000Z',
          by: 'Operations Demo',
          login: 'ops.demo',
          reason: 'The customer postponed',
        },
      ],
      payment: {
        ...order().payment,
        state: 'refund_due',
        method: 'promptpay',
        amount: 0,
        paid_at: '2026-06-01T04:00:00.000Z',
        received: 300,
        refund_due: 300,
      },
    });
    renderAt('/en/tracking/CO260601000007', '/en/tracking/:id?', TrackingPage);
    expect(await screen.findByTestId('payment-state')).toHaveTextContent('Refund due');
    expect(screen.getByTestId('payment-refund-due')).toHaveTextContent('฿300');
    expect(screen.getByText(/Paid on/)).toBeInTheDocument();
    // The operator's cancellation says why.
    expect(screen.getByTestId('history-cancel-reason')).toHaveTextContent(
      'Reason: The customer postponed',
    );
    expect(screen.queryByTestId('promptpay')).not.toBeInTheDocument();
    expect(screen.queryByTestId('record-store-payment')).not.toBeInTheDocument();
  });

  it('says in the history how the customer’s requests for another date were decided, in both languages', async () => {
    const decided = (to: string, from: string | null, at: string) => ({
      kind: 'reschedule' as const,
      from,
      to,
      at,
      by: 'Operations Demo',
      login: 'ops.demo',
      reason: null,
    });
    server.order = order({
      history: [
        ...order().history,
        decided('dismissed', '2026-06-20', '2026-06-01T05:00:00.000Z'),
        decided('moved', null, '2026-06-02T05:00:00.000Z'),
      ],
    });
    renderAt('/en/tracking/CO260601000007', '/en/tracking/:id?', TrackingPage);
    const history = await screen.findByTestId('order-history');
    expect(history).toHaveTextContent(
      'The customer’s request for another date (20 June 2026) was declined: the appointment stays',
    );
    expect(history).toHaveTextContent(
      'The customer’s request for another date (no date named) was answered: the job was moved',
    );
    cleanup();

    await i18n.changeLanguage('th');
    renderAt('/tracking/CO260601000007', '/tracking/:id?', TrackingPage);
    expect(await screen.findByTestId('order-history')).toHaveTextContent('ไม่รับคำขอเลื่อนนัดของลูกค้า');
    expect(screen.getByTestId('order-history')).toHaveTextContent('ไม่ได้ระบุวัน');
  });

  it('lets the external brand read its order and change nothing', async () => {
    signIn('External Brand');
    server.order = order({ masked: true });
    renderAt('/en/tracking/CO260601000007', '/en/tracking/:id?', TrackingPage);
    expect(await screen.findByTestId('order-number')).toBeInTheDocument();
    expect(screen.queryByTestId('open-change-date')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Full order details' })).not.toBeInTheDocument();
    expect(screen.queryByTestId('promptpay')).not.toBeInTheDocument();
    expect(screen.getByTestId('print-order')).toBeInTheDocument();
    await act(async () => {});
    expect(server.callsTo('/b2b/v2/cart-payment')).toHaveLength(0);
  });
});
