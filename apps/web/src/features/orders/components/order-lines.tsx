import { useTranslation } from 'react-i18next';
import type { Locale } from '@changdee/domain/locale';
import { formatBaht, formatDiscount } from '@changdee/domain/money';
import { productTypeLabel, type ProductType } from '@changdee/domain/product-types';
import { ruleText } from '../../../shared/lib/rule-text';
import { cx } from '@changdee/ui/lib/cx';
import { ThaiText } from '../../../shared/ui/thai-text';
import type { SummaryLine, SummaryTotals } from '../lib/summary-lines';

// The lines and totals of an order or of the cart being checked out: each service with its type,
// quantity, note, promotion and coupon, and what the customer pays (spec §5: a discount shows with
// a minus sign when above zero). The figures are given: the server's for an order, the domain's
// preview for a cart.

export function TypeBadge({ type }: { type: ProductType }) {
  const { t } = useTranslation('orders');
  return (
    <span
      className={cx('badge order-type-badge', type === 'S' ? 'is-survey' : 'is-installation')}
      data-type={type}
    >
      {ruleText(t, productTypeLabel(type))}
    </span>
  );
}

export function OrderLines({ lines, locale }: { lines: readonly SummaryLine[]; locale: Locale }) {
  const { t } = useTranslation('orders');
  return (
    <ul className="order-lines list-unstyled mb-0" aria-label={t('summary.lines')}>
      {lines.map((line) => (
        <li key={line.id} className="order-lines__line" data-testid="order-line">
          <div className="order-lines__head">
            <div>
              <TypeBadge type={line.type} />
              <p className="order-lines__name mb-0">
                <ThaiText text={line.name} />
              </p>
              <p className="small text-body-secondary mb-0">
                {t('summary.quantity', {
                  count: line.quantity,
                  price: formatBaht(line.unitPrice, locale),
                })}
              </p>
            </div>
            <span className="order-lines__price">{formatBaht(line.price, locale)}</span>
          </div>
          {line.promotion ? (
            <p className="order-lines__discount small mb-0" data-testid="line-promotion">
              <span>{t('summary.promotion', { name: line.promotion.name })}</span>
              <span className="order-lines__amount" data-testid="line-promotion-amount">
                {formatDiscount(line.promotion.discount, locale)}
              </span>
            </p>
          ) : null}
          {line.coupon ? (
            <p className="order-lines__discount small mb-0" data-testid="line-coupon">
              <span>{t('summary.coupon', { code: line.coupon.code, name: line.coupon.name })}</span>
              <span className="order-lines__amount" data-testid="line-coupon-amount">
                {formatDiscount(line.coupon.discount, locale)}
              </span>
            </p>
          ) : null}
          {line.note ? (
            <p className="small text-body-secondary mb-0 order-lines__note">
              {t('summary.note', { note: line.note })}
            </p>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

export function OrderTotals({ totals, locale }: { totals: SummaryTotals; locale: Locale }) {
  const { t } = useTranslation('orders');
  return (
    <dl className="order-totals mb-0" data-testid="order-totals">
      <div>
        <dt>{t('summary.total')}</dt>
        <dd>{formatBaht(totals.total, locale)}</dd>
      </div>
      <div>
        <dt>{t('summary.promotionDiscount')}</dt>
        <dd>{formatDiscount(totals.promotionDiscount, locale)}</dd>
      </div>
      <div>
        <dt>{t('summary.couponDiscount')}</dt>
        <dd data-testid="coupon-discount">{formatDiscount(totals.couponDiscount, locale)}</dd>
      </div>
      <div className="order-totals__payable">
        <dt>{t('summary.payable')}</dt>
        <dd data-testid="total-payable">{formatBaht(totals.payable, locale)}</dd>
      </div>
    </dl>
  );
}
