import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { stripLocalePrefix } from '@changdee/ui/lib/locale';
import { cx } from '@changdee/ui/lib/cx';
import { useEmployeeChosen } from '../../../../shared/session/employee-store';
import { AppLink } from '../../../../shared/ui/app-link';
import { SavedIcon } from '../../../../shared/ui/icons';

const SAVED_SERVICES_PATH = '/productFavorite';

/**
 * The header's saved-services icon (spec §2 Header): dimmed and disabled until an employee is
 * chosen; filled and marked as the current page on /productFavorite.
 */
export function SavedServicesLink({ className }: { className?: string }) {
  const { t } = useTranslation('catalog');
  const ready = useEmployeeChosen();
  const active = stripLocalePrefix(useLocation().pathname) === SAVED_SERVICES_PATH;
  const label = t('header.saved');
  if (!ready) {
    const hint = t('header.chooseEmployeeFirst');
    return (
      <button
        type="button"
        className={cx('btn', className)}
        disabled
        aria-label={`${label} (${hint})`}
        title={hint}
        data-testid="saved-services-link"
      >
        <SavedIcon />
      </button>
    );
  }
  return (
    <AppLink
      to={SAVED_SERVICES_PATH}
      className={cx('btn', className, active && 'is-active')}
      aria-label={label}
      aria-current={active ? 'page' : undefined}
      title={label}
      data-testid="saved-services-link"
    >
      <SavedIcon filled={active} />
    </AppLink>
  );
}
