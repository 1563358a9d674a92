import { useRef, useState } from 'react';
import Offcanvas from 'react-bootstrap/Offcanvas';
import { useTranslation } from 'react-i18next';
import type { ProductDetail, ProductInformation } from '@changdee/contract/catalog';
import { isNoteValid } from '@changdee/domain/customer-note';
import { unitPrice } from '@changdee/domain/line-price';
import { localized } from '@changdee/domain/locale';
import { formatBaht } from '@changdee/domain/money';
import { useLocale } from '../../../../shared/i18n/use-locale';
import { cx } from '../../../../shared/lib/cx';
import { useKeepToastsAbove } from '../../../../shared/notifications/toast-clearance';
import { SHEET_MAX_HEIGHT_PX } from '../../lib/constants';
import { CartIcon } from '../../../../shared/ui/icons';
import { InfoIcon } from '../icons';
import { useFormTotal, type BookingForm } from './booking-panel';
import { CartLaterButton } from './cart-later-button';
import { NoteEditor } from './note-editor';
import { QuantityControl } from './quantity-control';

/**
 * Spec §2 mobile: the fixed bottom bar (cart button, and a book button showing the unit price that
 * opens the comment sheet), the floating button of the information sheet, and the two sheets.
 */
export function MobileBookingBar({
  product,
  onBook,
}: {
  product: ProductDetail;
  onBook: () => void;
}) {
  const { t } = useTranslation('catalog');
  const locale = useLocale();
  const bar = useRef<HTMLDivElement>(null);
  useKeepToastsAbove(bar);
  return (
    <div ref={bar} className="mobile-booking-bar" data-testid="mobile-booking-bar">
      <CartLaterButton
        className="btn-outline-primary mobile-booking-bar__cart"
        testId="mobile-add-to-cart"
      >
        <CartIcon size={20} />
        <span className="visually-hidden">{t('booking.addToCart')}</span>
      </CartLaterButton>
      <button
        type="button"
        className="btn btn-secondary flex-grow-1"
        onClick={onBook}
        data-testid="mobile-book"
      >
        {t('booking.bookWithPrice', { price: formatBaht(unitPrice(product), locale) })}
      </button>
    </div>
  );
}

export function CommentSheet({
  product,
  form,
  onChange,
  show,
  onHide,
}: {
  product: ProductDetail;
  form: BookingForm;
  onChange: (form: BookingForm) => void;
  show: boolean;
  onHide: () => void;
}) {
  const { t } = useTranslation('catalog');
  const total = useFormTotal(product, form);
  const noteInvalid = !isNoteValid(form.note);
  return (
    <Offcanvas
      show={show}
      onHide={onHide}
      placement="bottom"
      className="bottom-sheet"
      style={{ maxHeight: SHEET_MAX_HEIGHT_PX.comment }}
      aria-labelledby="comment-sheet-title"
      data-testid="comment-sheet"
    >
      <Offcanvas.Header closeButton closeLabel={t('sheet.close')}>
        <Offcanvas.Title id="comment-sheet-title" className="h6">
          {t('booking.sheetTitle')}
        </Offcanvas.Title>
      </Offcanvas.Header>
      <Offcanvas.Body className="d-flex flex-column gap-3">
        <QuantityControl
          product={product}
          quantity={form.quantity}
          onChange={(quantity) => onChange({ ...form, quantity })}
        />
        <NoteEditor value={form.note} onChange={(note) => onChange({ ...form, note })} rows={4} />
        <dl className="booking-panel__total mb-0">
          <dt>{t('booking.total')}</dt>
          <dd className="mb-0" data-testid="sheet-total">
            {total}
          </dd>
        </dl>
        <CartLaterButton
          className="btn-secondary w-100"
          testId="sheet-book"
          reason={noteInvalid ? t('booking.noteInvalid') : undefined}
        >
          {t('booking.bookService')}
        </CartLaterButton>
        <p className="small text-body-secondary mb-0">{t('booking.cartLater')}</p>
      </Offcanvas.Body>
    </Offcanvas>
  );
}

export function InformationSheet({
  informations,
  active,
  show,
  onShow,
  onHide,
  onSelect,
}: {
  informations: readonly ProductInformation[];
  active: number;
  show: boolean;
  onShow: () => void;
  onHide: () => void;
  onSelect: (index: number) => void;
}) {
  const { t } = useTranslation('catalog');
  const locale = useLocale();
  // The jump waits until the sheet has gone: while it is open the page cannot scroll.
  const [picked, setPicked] = useState<number | null>(null);
  const fab = useRef<HTMLButtonElement>(null);
  useKeepToastsAbove(fab);
  if (informations.length === 0) return null;
  return (
    <>
      <button
        ref={fab}
        type="button"
        className="btn btn-primary information-fab"
        onClick={onShow}
        aria-label={t('information.open')}
        data-testid="information-fab"
      >
        <InfoIcon size={22} />
      </button>
      <Offcanvas
        show={show}
        onHide={onHide}
        onExited={() => {
          if (picked !== null) onSelect(picked);
          setPicked(null);
        }}
        placement="bottom"
        className="bottom-sheet"
        style={{ maxHeight: SHEET_MAX_HEIGHT_PX.information }}
        aria-labelledby="information-sheet-title"
        data-testid="information-sheet"
      >
        <Offcanvas.Header closeButton closeLabel={t('sheet.close')}>
          <Offcanvas.Title id="information-sheet-title" className="h6">
            {t('information.sheetTitle')}
          </Offcanvas.Title>
        </Offcanvas.Header>
        <Offcanvas.Body className="p-0">
          <ul className="list-group list-group-flush">
            {informations.map((info, index) => (
              <li key={index} className="list-group-item p-0">
                <button
                  type="button"
                  className={cx(
                    'information-sheet__item',
                    active === index && 'information-sheet__item--active',
                  )}
                  aria-current={active === index ? 'location' : undefined}
                  onClick={() => {
                    setPicked(index);
                    onHide();
                  }}
                  data-testid="information-sheet-item"
                >
                  {localized(info.title, locale)}
                </button>
              </li>
            ))}
          </ul>
        </Offcanvas.Body>
      </Offcanvas>
    </>
  );
}
