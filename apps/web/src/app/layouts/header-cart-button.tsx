import { useTranslation } from 'react-i18next';
import { requestCartPanel, useCartCount } from '../../shared/session/cart-count';
import { useEmployeeChosen } from '../../shared/session/employee-store';
import { CartIcon } from '../../shared/ui/icons';

/** Spec §2: the cart icon with its item-count badge, dimmed and disabled until an employee is chosen. */
export function HeaderCartButton() {
  const { t } = useTranslation('auth');
  const ready = useEmployeeChosen();
  const count = useCartCount();
  const hint = ready ? undefined : t('header.chooseEmployeeFirst');
  const label = `${t('header.cartCount', { count })}${hint ? ` (${hint})` : ''}`;
  return (
    <button
      type="button"
      className="btn site-header__icon"
      disabled={!ready}
      aria-label={label}
      title={hint ?? t('header.cart')}
      onClick={requestCartPanel}
      data-testid="cart-button"
    >
      <CartIcon />
      <span
        className="site-header__badge badge rounded-pill"
        aria-hidden="true"
        data-testid="cart-count"
      >
        {count}
      </span>
    </button>
  );
}
