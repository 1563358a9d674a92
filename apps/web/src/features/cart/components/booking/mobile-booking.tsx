import { useId, useRef, useState } from 'react';
import Offcanvas from 'react-bootstrap/Offcanvas';
import { useTranslation } from 'react-i18next';
import type { ProductDetail } from '@changdee/contract/catalog';
import { unitPrice } from '@changdee/domain/line-price';
import { formatBaht } from '@changdee/domain/money';
import { isSurvey } from '@changdee/domain/product-types';
import { useLocale } from '@changdee/ui/lib/use-locale';
import { useKeepToastsAbove } from '../../../../shared/notifications/toast-clearance';
import { requestCartPanel } from '../../../../shared/session/cart-count';
import { CartIcon } from '../../../../shared/ui/icons';
import { SHEET_MAX_HEIGHT_PX } from '../../lib/constants';
import { CouponEntry } from '../coupon/coupon-entry';
import { LineAmounts } from '../line-amounts';
import { NoteEditor } from '../note-editor';
import { QuantityControl } from '../quantity-control';
import { ActionButton } from './action-button';
import type { Booking } from './use-booking';

type Intent = 'cart' | 'book';

/**
 * Spec §2/§4 on phones: the fixed bottom bar (a cart button, and a book button showing the unit
 * price) and the comment sheet (at most 600 px high) that both open first: quantity, note, coupon
 * and totals, then 'add to cart' (the 1 s toast and back to the catalogue) or 'book service'
 * (/checkout). The cart button of a product already in the cart, unchanged, just opens the cart.
 */
export function MobileBooking({ product, booking }: { product: ProductDetail; booking: Booking }) {
  const { t } = useTranslation('cart');
  const id = useId();
  const [intent, setIntent] = useState<Intent | null>(null);
  const [shownIntent, setShownIntent] = useState<Intent>('cart');
  const { form, update } = booking;
  const open = (next: Intent) => {
    setShownIntent(next);
    setIntent(next);
  };
  return (
    <>
      <MobileBookingBar product={product} booking={booking} onOpen={open} />
      <Offcanvas
        show={intent !== null}
        onHide={() => setIntent(null)}
        placement="bottom"
        className="bottom-sheet"
        style={{ maxHeight: SHEET_MAX_HEIGHT_PX.comment }}
        aria-labelledby={`${id}-title`}
        data-testid="comment-sheet"
      >
        <Offcanvas.Header closeButton closeLabel={t('close')}>
          <Offcanvas.Title id={`${id}-title`} className="h6">
            {t('booking.sheetTitle')}
          </Offcanvas.Title>
        </Offcanvas.Header>
        <Offcanvas.Body className="d-flex flex-column gap-3">
          <QuantityControl
            product={product}
            place="detail"
            quantity={form.quantity}
            onChange={(quantity) => update({ quantity })}
          />
          <NoteEditor value={form.note} onChange={(note) => update({ note })} rows={3} />
          <CouponEntry
            scope={booking.scope}
            target={booking.couponTarget}
            offers={booking.offers}
            discount={booking.amounts.couponDiscount}
            onApplied={(coupon) => update({ coupon })}
            onRemoved={() => update({ coupon: null })}
          />
          <LineAmounts amounts={booking.amounts} showCoupon={form.coupon !== null} />
          {shownIntent === 'cart' ? (
            <ActionButton
              className="btn-primary w-100"
              testId="sheet-add-to-cart"
              blocked={booking.blocked}
              onClick={booking.addAndReturn}
            >
              {t('booking.sheetAddToCart')}
            </ActionButton>
          ) : (
            <ActionButton
              className="btn-secondary w-100"
              testId="sheet-book"
              blocked={booking.blocked}
              onClick={booking.buyNow}
            >
              {t('booking.sheetBook')}
            </ActionButton>
          )}
        </Offcanvas.Body>
      </Offcanvas>
    </>
  );
}

/**
 * The fixed bottom bar: a cart button (a product already in the cart, unchanged, just opens the
 * cart) and a book button showing the unit price.
 */
function MobileBookingBar({
  product,
  booking,
  onOpen,
}: {
  product: ProductDetail;
  booking: Booking;
  onOpen: (intent: Intent) => void;
}) {
  const { t } = useTranslation('cart');
  const locale = useLocale();
  const bar = useRef<HTMLDivElement>(null);
  useKeepToastsAbove(bar);
  // A survey's price after its promotion; an installation's unit price, since its promotion is
  // taken once per line (decision 007) and the sheet shows the line's figures.
  const price = isSurvey(product.product_type)
    ? booking.amounts.price - booking.amounts.promotionDiscount
    : unitPrice(product);
  return (
    <div ref={bar} className="mobile-booking-bar" data-testid="mobile-booking-bar">
      <button
        type="button"
        className="btn btn-outline-primary mobile-booking-bar__cart"
        onClick={() => (booking.sameAsCart ? requestCartPanel() : onOpen('cart'))}
        data-testid="mobile-add-to-cart"
      >
        <CartIcon size={20} />
        <span className="visually-hidden">{t('booking.addToCart')}</span>
      </button>
      <button
        type="button"
        className="btn btn-secondary flex-grow-1"
        onClick={() => onOpen('book')}
        data-testid="mobile-book"
      >
        {t('booking.bookWithPrice', { price: formatBaht(price, locale) })}
      </button>
    </div>
  );
}
