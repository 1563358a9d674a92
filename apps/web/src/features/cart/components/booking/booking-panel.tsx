import { useTranslation } from 'react-i18next';
import type { ProductDetail } from '@changdee/contract/catalog';
import { isNoteValid } from '@changdee/domain/customer-note';
import { linePrice } from '@changdee/domain/line-price';
import { formatBaht } from '@changdee/domain/money';
import { useLocale } from '../../../../shared/i18n/use-locale';
import { CartIcon } from '../../../../shared/ui/icons';
import { ProductPrice } from '../product-price';
import { CartLaterButton } from './cart-later-button';
import { NoteEditor } from './note-editor';
import { QuantityControl } from './quantity-control';

export interface BookingForm {
  quantity: number;
  note: string;
}

/** The price to pay for the form (spec §5 line price: S = price, I = unit price × quantity). */
export function useFormTotal(product: ProductDetail, form: BookingForm): string {
  const locale = useLocale();
  return formatBaht(linePrice(product, form.quantity), locale);
}

/**
 * Spec §2 desktop: the sticky right booking panel: price, quantity (per-unit services), customer
 * note with counter, total payable, add-to-cart and book. Coupons come with the cart.
 */
export function BookingPanel({
  product,
  form,
  onChange,
}: {
  product: ProductDetail;
  form: BookingForm;
  onChange: (form: BookingForm) => void;
}) {
  const { t } = useTranslation('catalog');
  const total = useFormTotal(product, form);
  const noteInvalid = !isNoteValid(form.note);
  return (
    <aside
      className="booking-panel card"
      aria-label={t('booking.label')}
      data-testid="booking-panel"
    >
      <div className="card-body d-flex flex-column gap-3">
        <ProductPrice product={product} className="booking-panel__price" />
        <QuantityControl
          product={product}
          quantity={form.quantity}
          onChange={(quantity) => onChange({ ...form, quantity })}
        />
        <NoteEditor value={form.note} onChange={(note) => onChange({ ...form, note })} />
        <dl className="booking-panel__total mb-0">
          <dt>{t('booking.total')}</dt>
          <dd className="mb-0" data-testid="booking-total">
            {total}
          </dd>
        </dl>
        <div className="d-grid gap-2">
          <CartLaterButton
            className="btn-outline-primary"
            testId="add-to-cart"
            reason={noteInvalid ? t('booking.noteInvalid') : undefined}
          >
            <CartIcon size={18} /> <span className="ms-1">{t('booking.addToCart')}</span>
          </CartLaterButton>
          <CartLaterButton
            className="btn-secondary"
            testId="book-now"
            reason={noteInvalid ? t('booking.noteInvalid') : undefined}
          >
            {t('booking.book')}
          </CartLaterButton>
        </div>
        <p className="small text-body-secondary mb-0">{t('booking.cartLater')}</p>
      </div>
    </aside>
  );
}
