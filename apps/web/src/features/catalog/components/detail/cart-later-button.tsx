import type { ReactNode } from 'react';
import OverlayTrigger from 'react-bootstrap/OverlayTrigger';
import Tooltip from 'react-bootstrap/Tooltip';
import { useTranslation } from 'react-i18next';
import { cx } from '../../../../shared/lib/cx';

/**
 * Add-to-cart and book: the cart and checkout arrive with the cart issue, so until then these
 * buttons are disabled and their tooltip says why (focusable, so keyboard users get it too).
 */
export function CartLaterButton({
  children,
  className,
  testId,
  reason,
}: {
  children: ReactNode;
  className?: string;
  testId?: string;
  /** Another reason first (e.g. an invalid note); otherwise the cart's arrival. */
  reason?: string;
}) {
  const { t } = useTranslation('catalog');
  const text = reason ?? t('booking.cartLater');
  return (
    <OverlayTrigger placement="top" overlay={<Tooltip>{text}</Tooltip>}>
      <button
        type="button"
        className={cx('btn is-disabled', className)}
        aria-disabled="true"
        onClick={(event) => event.preventDefault()}
        data-testid={testId}
      >
        {children}
        <span className="visually-hidden"> ({text})</span>
      </button>
    </OverlayTrigger>
  );
}
