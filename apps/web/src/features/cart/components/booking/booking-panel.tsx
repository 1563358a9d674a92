import { useTranslation } from 'react-i18next';
import type { ProductDetail } from '@changdee/contract/catalog';
import { ProductPrice } from '../../../../shared/ui/product-price';
import { CartIcon } from '../../../../shared/ui/icons';
import { CouponEntry } from '../coupon/coupon-entry';
import { LineAmounts } from '../line-amounts';
import { NoteEditor } from '../note-editor';
import { QuantityControl } from '../quantity-control';
import { ActionButton } from './action-button';
import type { Booking } from './use-booking';

/**
 * Spec §2 desktop: the sticky right booking panel: price (with the form's promotion discount),
 * quantity (per-unit services), customer note with counter, coupon entry and list, the discounts,
 * total payable, add-to-cart and book.
 */
export function BookingPanel({ product, booking }: { product: ProductDetail; booking: Booking }) {
  const { t } = useTranslation('cart');
  const { form, update } = booking;
  return (
    <aside
      className="booking-panel card"
      aria-label={t('booking.label')}
      data-testid="booking-panel"
    >
      <div className="card-body d-flex flex-column gap-3">
        <ProductPrice
          product={product}
          promotion={booking.promotion}
          lineDiscount={booking.amounts.promotionDiscount}
          className="booking-panel__price"
        />
        <QuantityControl
          product={product}
          place="detail"
          quantity={form.quantity}
          onChange={(quantity) => update({ quantity })}
        />
        <NoteEditor value={form.note} rows={2} onChange={(note) => update({ note })} />
        <CouponEntry
          scope={booking.scope}
          target={booking.couponTarget}
          offers={booking.offers}
          discount={booking.amounts.couponDiscount}
          onApplied={(coupon) => update({ coupon })}
          onRemoved={() => update({ coupon: null })}
        />
        <LineAmounts
          amounts={booking.amounts}
          showCoupon={form.coupon !== null}
          className="booking-panel__amounts"
        />
        {booking.inCart ? (
          <p className="small text-body-secondary mb-0" data-testid="booking-in-cart">
            {booking.sameAsCart ? t('booking.inCart') : t('booking.inCartChanged')}
          </p>
        ) : null}
        <div className="booking-panel__actions">
          <ActionButton
            className="btn-outline-primary"
            testId="add-to-cart"
            blocked={booking.blocked}
            onClick={booking.addToCart}
          >
            <CartIcon size={18} /> <span className="ms-1">{t('booking.addToCart')}</span>
          </ActionButton>
          <ActionButton
            className="btn-secondary"
            testId="book-now"
            blocked={booking.blocked}
            onClick={booking.buyNow}
          >
            {t('booking.book')}
          </ActionButton>
        </div>
      </div>
    </aside>
  );
}
