import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import type { Extra } from '@changdee/contract/extras';
import type { OrderChange } from '@changdee/contract/orders';
import { i18n, initI18n } from '../../lib/i18n';
import { ChangeLine } from './routes/order-page';

// The order's history on the portal's order page says what each kind of change was: a payment
// hold released or booked again and a technician's problem were shown as "Contractor changed".

initI18n('en');

const change = (kind: OrderChange['kind'], from: string | null, to: string): OrderChange => ({
  kind,
  from,
  to,
  at: '2026-11-28T03:00:00.000Z',
  by: null,
  login: null,
  reason: null,
});

const PIPE: Extra = {
  id: '5b0f4c1e-6f55-4a53-9d55-0e8f0a6b2c11',
  name: { th: 'ท่อน้ำยาแอร์ส่วนเกิน', en: 'Extra refrigerant pipe' },
  unit: 'metre',
  qty: 2.5,
  unit_price_satang: 35_050,
  amount_satang: 87_625,
  vat_applies: true,
  state: 'approved',
  added_at: '2026-11-28T03:00:00.000Z',
  added_by: 'สมศักดิ์ ช่างดี',
  decided_at: '2026-11-28T03:05:00.000Z',
  decided_on: 'technician_phone',
  signer_name: 'สมหญิง ใจดี',
};

const line = (entry: OrderChange, locale: 'th' | 'en' = 'en') => {
  render(
    <I18nextProvider i18n={i18n}>
      <p data-testid="line">
        <ChangeLine change={entry} locale={locale} extras={[PIPE]} />
      </p>
    </I18nextProvider>,
  );
  return screen.getByTestId('line').textContent;
};

describe('a line of the order’s history', () => {
  it.each([
    [change('hold', 'booked', 'released'), 'Slot released: the PromptPay QR was not paid in time'],
    [change('hold', 'released', 'booked'), 'Paid late: the same slot booked again'],
    [
      change('problem', null, 'customer_absent'),
      'Problem reported by the technician: Customer not at home',
    ],
    [change('contractor', 'a', 'b'), 'Contractor changed'],
    [
      change('extra', PIPE.id, 'proposed'),
      'Extra added: Extra refrigerant pipe, waiting for the customer',
    ],
    [
      { ...change('extra', PIPE.id, 'approved'), reason: 'สมหญิง ใจดี' },
      'Extra approved by the customer (สมหญิง ใจดี): Extra refrigerant pipe',
    ],
    [
      change('extra', PIPE.id, 'declined'),
      'Extra declined by the customer: Extra refrigerant pipe',
    ],
    [change('extra', null, 'paid'), 'The extras’ difference was paid by PromptPay'],
  ])('%o reads “%s”', (entry, words) => {
    expect(line(entry)).toBe(words);
  });
});

describe('an extra’s line in Thai', () => {
  it('names the extra in the reader’s language', async () => {
    await i18n.changeLanguage('th');
    try {
      expect(line({ ...change('extra', PIPE.id, 'approved'), reason: 'สมหญิง ใจดี' }, 'th')).toBe(
        'ลูกค้า (สมหญิง ใจดี) อนุมัติรายการเพิ่ม: ท่อน้ำยาแอร์ส่วนเกิน',
      );
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});
