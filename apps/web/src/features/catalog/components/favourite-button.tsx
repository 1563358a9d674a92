import OverlayTrigger from 'react-bootstrap/OverlayTrigger';
import Tooltip from 'react-bootstrap/Tooltip';
import { useTranslation } from 'react-i18next';
import type { ProductSummary } from '@changdee/contract/catalog';
import { localized } from '@changdee/domain/locale';
import { useLocale } from '@changdee/ui/lib/use-locale';
import { cx } from '@changdee/ui/lib/cx';
import { notify } from '../../../shared/notifications/notification-store';
import { useCurrentStore } from '../../../shared/session/auth-store';
import { useEmployeeChosen } from '../../../shared/session/employee-store';
import { useIsMobile } from '../../../shared/store/global-store';
import { SavedIcon } from '../../../shared/ui/icons';
import { useToggleFavourite } from '../api/catalog-api';
import { TOAST_MS } from '../lib/constants';

export interface FavouriteButtonProps {
  product: ProductSummary;
  /**
   * 'star' on a card's image; 'save' is the detail page's 'บันทึกไว้' button; 'header' the toggle
   * of the product page's mobile header.
   */
  variant: 'star' | 'save' | 'header';
  className?: string;
}

const variantClass: Record<FavouriteButtonProps['variant'], string> = {
  star: 'favourite-star',
  save: 'favourite-save',
  header: 'favourite-header',
};

/**
 * Spec §4 Favourite: saves or unsaves the service for the current store. The flag flips only after
 * the server's 'success'; then a toast: 'saved' (stays on desktop, 2 s on mobile) or 'removed' (2 s).
 * A failure shows nothing. Disabled until an employee is chosen (spec §6). The look follows
 * aria-pressed only, never hover, so a touch screen shows the real state after a tap.
 */
export function FavouriteButton({ product, variant, className }: FavouriteButtonProps) {
  const { t } = useTranslation('catalog');
  const locale = useLocale();
  const isMobile = useIsMobile();
  const store = useCurrentStore();
  const employeeChosen = useEmployeeChosen();
  const toggle = useToggleFavourite(store?._id ?? null);
  const saved = product.isFavorite;
  const name = localized(product.name, locale);
  const disabled = !employeeChosen || !store;

  const onClick = () => {
    if (disabled || toggle.isPending) return;
    toggle.mutate(
      { product, isFavorite: !saved },
      {
        onSuccess: (state) => {
          notify(
            state.isFavorite
              ? {
                  id: 'catalog-favourite',
                  variant: 'success',
                  message: t('favourite.savedToast', { name }),
                  ...(isMobile ? { delay: TOAST_MS.savedMobile } : {}),
                }
              : {
                  id: 'catalog-favourite',
                  variant: 'info',
                  message: t('favourite.removedToast', { name }),
                  delay: TOAST_MS.removed,
                },
          );
        },
      },
    );
  };

  const label = saved ? t('favourite.unsaveLabel', { name }) : t('favourite.saveLabel', { name });
  const button = (
    <button
      type="button"
      className={cx(
        'btn',
        variantClass[variant],
        saved && 'is-saved',
        disabled && 'is-disabled',
        className,
      )}
      aria-pressed={saved}
      aria-label={label}
      aria-disabled={disabled || undefined}
      onClick={onClick}
      data-testid="favourite-toggle"
    >
      <SavedIcon filled={saved} size={variant === 'save' ? 18 : 22} />
      {variant === 'save' ? (
        <span className="ms-1">{saved ? t('favourite.saved') : t('favourite.save')}</span>
      ) : null}
    </button>
  );

  if (!disabled) return button;
  // A disabled control keeps its focus and tooltip (aria-disabled rather than disabled).
  return (
    <OverlayTrigger
      placement="bottom"
      overlay={<Tooltip>{t('favourite.chooseEmployeeFirst')}</Tooltip>}
    >
      {button}
    </OverlayTrigger>
  );
}
