import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { businessToday } from '@changdee/domain/dates';
import { lineAmount } from '@changdee/domain/cart-totals';
import type { PromotionRule } from '@changdee/domain/promotion';
import { i18n, initI18n } from '../i18n/i18n';
import { ProductPrice } from './product-price';

const installation = {
  _id: 'install',
  product_type: 'I' as const,
  price: null,
  normal_price: null,
  calculator: { unit_price: 2500, unit: { th: 'เครื่อง', en: 'unit' } },
};
const survey = {
  ...installation,
  _id: 'survey',
  product_type: 'S' as const,
  price: 300,
  calculator: null,
};

/** 300 off a line up to 9,999, 800 from 10,000; other products 100 off. */
const promotion: PromotionRule = {
  start_date: '2020-01-01',
  end_date: '2099-12-31',
  value: 100,
  items: [
    {
      products: [{ id: 'install' }],
      range: [
        { min: 0, max: 9999, value: 300 },
        { min: 10000, max: null, value: 800 },
      ],
    },
  ],
};

function renderPrice(element: ReactNode) {
  const router = createMemoryRouter([{ path: '*', element }], { initialEntries: ['/en/x'] });
  render(
    <I18nextProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nextProvider>,
  );
}

describe('ProductPrice', () => {
  beforeAll(() => {
    initI18n('en');
  });

  it('shows an installation per unit without the promotion, and the promotion per booking', () => {
    renderPrice(<ProductPrice product={installation} promotion={promotion} />);
    expect(screen.getByTestId('product-price')).toHaveTextContent('฿2,500');
    expect(screen.getByText('/ unit')).toBeInTheDocument();
    expect(screen.queryByTestId('product-price-struck')).toBeNull();
    expect(screen.getByTestId('product-price-promotion')).toHaveTextContent('฿300 off per booking');
  });

  it('names the discount the line really gets (cartTotals) where a line exists', () => {
    const line = lineAmount(
      { ...installation, total: 4, coupon: null, promotion },
      businessToday(new Date()),
    );
    renderPrice(
      <ProductPrice
        product={installation}
        promotion={promotion}
        lineDiscount={line.promotionDiscount}
      />,
    );
    expect(line.promotionDiscount).toBe(800);
    expect(screen.getByTestId('product-price')).toHaveTextContent('฿2,500');
    expect(screen.getByTestId('product-price-promotion')).toHaveTextContent('฿800 off per booking');
  });

  it('shows a survey after its promotion with the price before it struck through', () => {
    renderPrice(<ProductPrice product={survey} promotion={promotion} />);
    expect(screen.getByTestId('product-price')).toHaveTextContent('฿200');
    expect(screen.getByTestId('product-price-struck')).toHaveTextContent('฿300');
    expect(screen.queryByTestId('product-price-promotion')).toBeNull();
  });

  it('strikes a higher normal price through when no promotion runs', () => {
    renderPrice(<ProductPrice product={{ ...installation, normal_price: 2800 }} />);
    expect(screen.getByTestId('product-price')).toHaveTextContent('฿2,500');
    expect(screen.getByTestId('product-price-struck')).toHaveTextContent('฿2,800');
    expect(screen.queryByTestId('product-price-promotion')).toBeNull();
  });
});
