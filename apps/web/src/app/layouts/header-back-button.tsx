import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useLocalizedNavigate } from '@changdee/ui/lib/use-locale';
import { BackIcon } from './header-icons';

/**
 * The product page's back arrow on phones (spec §2): back to where the user came from in the shop,
 * or to the catalogue when the page was opened directly (a shared link, a new tab).
 */
export function HeaderBackButton() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const navigateLocalized = useLocalizedNavigate();
  // React Router gives the first entry of this tab the key 'default'.
  const cameFromShop = useLocation().key !== 'default';
  return (
    <button
      type="button"
      className="btn site-header__icon site-header__back"
      onClick={() => (cameFromShop ? void navigate(-1) : navigateLocalized('/productList'))}
      aria-label={t('header.back')}
      data-testid="header-back"
    >
      <BackIcon size={24} />
    </button>
  );
}
