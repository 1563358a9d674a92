import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Coupon, Promotion } from '@changdee/contract/cart';
import type { ProductDetail } from '@changdee/contract/catalog';
import { lineAmount } from '@changdee/domain/cart-totals';
import { isNoteValid } from '@changdee/domain/customer-note';
import { businessToday } from '@changdee/domain/dates';
import type { LineDiscounts } from '@changdee/domain/line-discounts';
import { useLocalizedNavigate } from '@changdee/ui/lib/use-locale';
import { notify } from '../../../../shared/notifications/notification-store';
import {
  productPromotionsQueryOptions,
  type PromotionScope,
} from '../../../../shared/promotions/promotions-api';
import { requestCartPanel } from '../../../../shared/session/cart-count';
import { useEmployeeChosen } from '../../../../shared/session/employee-store';
import {
  bookingLine,
  formMatchesLine,
  initialBookingForm,
  type BookingForm,
} from '../../lib/cart-line';
import { ADDED_TOAST_MS } from '../../lib/constants';
import { useCartScope } from '../../lib/use-cart-scope';
import { useCartStore } from '../../store/cart-store';
import type { CouponTarget } from '../coupon/coupon-target';

export interface Booking {
  form: BookingForm;
  /** Changes part of the form (from the form as it is then: a verification may end later). */
  update: (patch: Partial<BookingForm>) => void;
  scope: PromotionScope | null;
  promotion: Promotion | null;
  /** The store's coupons for the product. */
  offers: Coupon[];
  amounts: LineDiscounts;
  couponTarget: CouponTarget;
  inCart: boolean;
  /** The product is in the cart and the form says the same (spec §4 product open flag). */
  sameAsCart: boolean;
  /** Why add-to-cart and book are disabled (spec §5 note, §6 employee), or null. */
  blocked: string | null;
  /** Desktop add to cart (spec §4). */
  addToCart: () => void;
  /** Adds the line and says so with the 1 s toast, back on the catalogue (spec §4). */
  addAndReturn: () => void;
  /** Buy now: adds the line and goes to /checkout. */
  buyNow: () => void;
}

// The form of the page being shown, so that it survives the switch between the desktop panel and
// the phone's sheet (two components); a new opening of the page starts again from the cart.
let draft: { visit: string; form: BookingForm } | null = null;

/**
 * The product page's booking form and what it does (spec §4 add to cart, buy now, product open):
 * the form starts from the product's cart line, the figures are packages/domain's for the line the
 * form makes (with the product's running promotion), and adding writes that line to the cart.
 */
export function useBooking(product: ProductDetail, visit: string): Booking {
  const { t } = useTranslation('cart');
  const navigate = useLocalizedNavigate();
  const scope = useCartScope();
  const employeeChosen = useEmployeeChosen();
  const line = useCartStore((state) => state.cart.find((item) => item._id === product._id) ?? null);
  const add = useCartStore((state) => state.add);
  const [form, setForm] = useState<BookingForm>(() =>
    draft?.visit === visit ? draft.form : initialBookingForm(product, line),
  );
  useEffect(() => {
    draft = { visit, form };
  }, [visit, form]);
  const offersQuery = useQuery(productPromotionsQueryOptions(scope, [product._id]));
  const entry = offersQuery.data?.find((item) => item.product_id === product._id);
  // Offline or failed: the promotion the cart line last had (spec §8: otherwise none).
  const promotion = entry ? entry.promotion : (line?.promotion ?? null);
  const amounts = lineAmount(
    { ...product, total: form.quantity, coupon: form.coupon, promotion },
    businessToday(new Date()),
  );
  const sameAsCart = formMatchesLine(form, line);
  const blocked = !employeeChosen
    ? t('booking.chooseEmployeeFirst')
    : !isNoteValid(form.note)
      ? t('booking.noteInvalid')
      : null;

  const save = () => add(bookingLine(product, form, promotion));
  const addAndReturn = () => {
    if (blocked) return;
    save();
    notify({ message: t('booking.addedToast'), variant: 'success', delay: ADDED_TOAST_MS });
    navigate('/productList');
  };

  return {
    form,
    update: (patch) => setForm((current) => ({ ...current, ...patch })),
    scope,
    promotion,
    offers: entry?.coupon ?? [],
    amounts,
    couponTarget: {
      productId: product._id,
      productType: product.product_type,
      quantity: form.quantity,
      price: amounts.price,
      promotion,
      applied: form.coupon,
    },
    inCart: line !== null,
    sameAsCart,
    blocked,
    addToCart: () => {
      if (blocked) return;
      if (line === null) {
        save();
        requestCartPanel();
      } else if (sameAsCart) {
        requestCartPanel();
      } else {
        addAndReturn();
      }
    },
    addAndReturn,
    buyNow: () => {
      if (blocked) return;
      save();
      navigate('/checkout');
    },
  };
}
