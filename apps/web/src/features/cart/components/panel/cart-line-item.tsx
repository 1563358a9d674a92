import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import type { CartLine, Coupon } from '@changdee/contract/cart';
import type { LineAmount } from '@changdee/domain/cart-totals';
import { localized } from '@changdee/domain/locale';
import { parseProductPath, productPath } from '@changdee/domain/product-url';
import { useLocale } from '@changdee/ui/lib/use-locale';
import type { PromotionScope } from '../../../../shared/promotions/promotions-api';
import { AppLink } from '../../../../shared/ui/app-link';
import { ProductImage } from '../../../../shared/ui/product-image';
import { ProductPrice } from '../../../../shared/ui/product-price';
import { ThaiText } from '../../../../shared/ui/thai-text';
import { useCartStore } from '../../store/cart-store';
import { CouponEntry } from '../coupon/coupon-entry';
import { TrashIcon } from '../icons';
import { LineAmounts } from '../line-amounts';
import { QuantityControl } from '../quantity-control';
import { LineNote } from './line-note';

/**
 * One cart line (spec §2): image (the placeholder without a border when it cannot load) and name,
 * both opening the product (or only closing the panel when it is the product already open), the
 * unit price, quantity controls with the cart's rules, the coupon, the note and the line's figures.
 */
export function CartLineItem({
  line,
  amounts,
  offers,
  scope,
  onRemove,
  onClose,
}: {
  line: CartLine;
  amounts: LineAmount;
  /** The store's coupons for this product. */
  offers: readonly Coupon[];
  scope: PromotionScope | null;
  /** Asks to remove the line (the panel confirms). */
  onRemove: () => void;
  /** Closes the cart panel. */
  onClose: () => void;
}) {
  const locale = useLocale();
  const changeQuantity = useCartStore((state) => state.changeQuantity);
  const setComment = useCartStore((state) => state.setComment);
  const applyCoupon = useCartStore((state) => state.applyCoupon);
  const removeCoupon = useCartStore((state) => state.removeCoupon);
  const name = localized(line.name, locale);

  return (
    <li
      className="cart-line"
      data-testid="cart-line"
      data-product-id={line._id}
      data-sku={line.sku_code}
    >
      <CartLineHead line={line} amounts={amounts} onRemove={onRemove} onClose={onClose} />
      <QuantityControl
        product={line}
        place="cart"
        quantity={line.total}
        onChange={(quantity) => changeQuantity(line._id, quantity)}
        onRemove={onRemove}
      />
      <CouponEntry
        scope={scope}
        target={{
          productId: line._id,
          productType: line.product_type,
          quantity: amounts.quantity,
          price: amounts.price,
          promotion: line.promotion,
          applied: line.coupon,
        }}
        offers={offers}
        discount={amounts.couponDiscount}
        onApplied={(coupon) => applyCoupon(line._id, coupon)}
        onRemoved={() => removeCoupon(line._id)}
      />
      <LineNote
        note={line.comment}
        productName={name}
        onSave={(comment) => setComment(line._id, comment)}
      />
      <LineAmounts amounts={amounts} showCoupon={line.coupon !== null} inCart />
    </li>
  );
}

/**
 * The line's image and name, both opening the product (or only closing the panel when it is the
 * product already open), its unit price and the remove button.
 */
function CartLineHead({
  line,
  amounts,
  onRemove,
  onClose,
}: {
  line: CartLine;
  amounts: LineAmount;
  onRemove: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('cart');
  const locale = useLocale();
  const location = useLocation();
  const name = localized(line.name, locale);
  const href = productPath(line, locale);
  const isOpenProduct = parseProductPath(`${location.pathname}${location.search}`)?.id === line._id;
  const open = (event: MouseEvent) => {
    // The product already on screen: only the panel closes (spec §2).
    if (isOpenProduct) event.preventDefault();
    onClose();
  };
  return (
    <div className="cart-line__head">
      <AppLink
        to={href}
        className="cart-line__image"
        tabIndex={-1}
        aria-hidden="true"
        onClick={open}
      >
        <ProductImage
          src={line.image?.thumbnail ?? line.image?.url}
          alt=""
          width={72}
          height={72}
          borderless
          loading="lazy"
        />
      </AppLink>
      <div className="cart-line__title">
        <AppLink to={href} className="cart-line__name" onClick={open} data-testid="cart-line-name">
          <ThaiText text={name} />
        </AppLink>
        <ProductPrice
          product={line}
          promotion={line.promotion}
          lineDiscount={amounts.promotionDiscount}
          className="cart-line__price"
        />
      </div>
      <button
        type="button"
        className="btn btn-link text-danger px-1 cart-line__remove"
        onClick={onRemove}
        aria-label={t('panel.removeLabel', { name })}
        data-testid="cart-line-remove"
      >
        <TrashIcon size={18} />
      </button>
    </div>
  );
}
