import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { LINE_QUANTITY_MAX } from '@changdee/domain/quantity';
import { i18n, initI18n } from '../../../shared/i18n/i18n';
import en from '../i18n/en.json';
import th from '../i18n/th.json';
import { QuantityControl } from './quantity-control';

const install = {
  product_type: 'I' as const,
  min_qty: 1,
  calculator: { unit_price: 900, unit: { th: 'เครื่อง', en: 'unit' } },
  name: { th: 'ล้างแอร์', en: 'Air-con cleaning' },
};

function Stateful({ start, limit }: { start: number; limit: number | null }) {
  const [quantity, setQuantity] = useState(start);
  return (
    <QuantityControl
      product={{ ...install, limit_qty: limit }}
      place="detail"
      quantity={quantity}
      onChange={setQuantity}
    />
  );
}

function renderControl(start: number, limit: number | null) {
  render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter>
        <Stateful start={start} limit={limit} />
      </MemoryRouter>
    </I18nextProvider>,
  );
}

describe('the quantity stops at the line’s upper bound (domain quantityBounds)', () => {
  beforeAll(() => {
    initI18n('en', { th: { cart: th }, en: { cart: en } });
  });

  it('plus stops at limit_qty, and the domain’s message says so', () => {
    renderControl(2, 3);
    expect(screen.queryByTestId('quantity-maximum')).toBeNull();
    fireEvent.click(screen.getByTestId('quantity-plus'));
    expect(screen.getByTestId('quantity-value')).toHaveTextContent('3');
    expect(screen.getByTestId('quantity-plus')).toBeDisabled();
    expect(screen.getByTestId('quantity-maximum')).toHaveTextContent(
      'This service can be booked at most 3 at a time',
    );
    fireEvent.click(screen.getByTestId('quantity-minus'));
    expect(screen.getByTestId('quantity-plus')).toBeEnabled();
  });

  it('without limit_qty, plus stops at LINE_QUANTITY_MAX', () => {
    renderControl(LINE_QUANTITY_MAX - 1, null);
    fireEvent.click(screen.getByTestId('quantity-plus'));
    expect(screen.getByTestId('quantity-value')).toHaveTextContent(String(LINE_QUANTITY_MAX));
    expect(screen.getByTestId('quantity-plus')).toBeDisabled();
  });
});
