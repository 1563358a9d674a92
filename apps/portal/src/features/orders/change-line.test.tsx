import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
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

const line = (entry: OrderChange) => {
  render(
    <I18nextProvider i18n={i18n}>
      <p data-testid="line">
        <ChangeLine change={entry} locale="en" />
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
  ])('%o reads “%s”', (entry, words) => {
    expect(line(entry)).toBe(words);
  });
});
