import { useTranslation } from 'react-i18next';
import type { Coupon } from '@changdee/contract/cart';
import { CheckIcon } from '../icons';

interface CouponUseButtonProps {
  /** The panel's id: the remove hint's id starts with it. */
  id: string;
  selected: Coupon | null;
  isApplied: boolean;
  verifying: boolean;
  verifyError: string | null;
  onUse: (coupon: Coupon) => void;
  onRemove: () => void;
}

/**
 * The coupon panel's footer: 'use code' for the selected coupon (none → selected), 'code used'
 * once applied, which removes it when pressed; a refused verification above it.
 */
export function CouponUseButton({
  id,
  selected,
  isApplied,
  verifying,
  verifyError,
  onUse,
  onRemove,
}: CouponUseButtonProps) {
  const { t } = useTranslation('cart');
  return (
    <div className="coupon-panel__footer">
      {verifyError ? (
        <div
          className="alert alert-danger py-2 mb-2"
          role="alert"
          data-testid="coupon-verify-error"
        >
          {verifyError}
        </div>
      ) : null}
      {isApplied ? (
        <button
          type="button"
          className="btn btn-success w-100"
          onClick={onRemove}
          aria-describedby={`${id}-remove-hint`}
          data-testid="coupon-use"
          data-state="applied"
        >
          <CheckIcon size={18} /> <span className="ms-1">{t('coupon.used')}</span>
          <span id={`${id}-remove-hint`} className="visually-hidden">
            {t('coupon.removeHint')}
          </span>
        </button>
      ) : (
        <button
          type="button"
          className="btn btn-secondary w-100"
          disabled={selected === null || verifying}
          onClick={() => {
            if (selected) onUse(selected);
          }}
          data-testid="coupon-use"
          data-state={selected ? 'selected' : 'none'}
        >
          {verifying ? t('coupon.verifying') : t('coupon.use')}
        </button>
      )}
    </div>
  );
}
