import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { isExternalBrand } from '@changdee/domain/roles';
import { runtimeConfigQueryOptions } from '../../../shared/lib/runtime-config';
import { AppLink } from '../../../shared/ui/app-link';
import { TRACK_ORDER_PATH } from '../lib/route-access';
import { useAccount } from '../lib/use-account';
import { usePortalOpener } from '../lib/use-portal-opener';
import { ExternalIcon } from './icons';
import './header-parts.scss';

/**
 * Spec §2 Header, for a signed-in shop user: 'book technician service', Portal (a new tab with a
 * single-sign-on token) and Help Center (a new tab); for the external brand, 'track an order' (the
 * order search of their landing page). A row on desktop, a column in the mobile menu.
 */
export function MainNavLinks({
  onNavigate,
  vertical,
}: {
  onNavigate?: () => void;
  vertical?: boolean;
}) {
  const { t } = useTranslation('auth');
  const account = useAccount();
  const config = useQuery(runtimeConfigQueryOptions());
  const openPortal = usePortalOpener(account.signedIn, config.data?.portalUrl);
  const linkClass = vertical ? 'nav-link main-nav__menu-link' : 'nav-link main-nav__link';
  if (account.signedIn && isExternalBrand(account.role))
    return (
      <ul className={vertical ? 'nav flex-column' : 'nav main-nav'}>
        <li className="nav-item">
          <AppLink
            to={TRACK_ORDER_PATH}
            className={linkClass}
            onClick={onNavigate}
            data-testid="track-order-link"
          >
            {t('header.trackOrder')}
          </AppLink>
        </li>
      </ul>
    );
  if (!account.shopUser) return null;
  const newTab = <span className="visually-hidden"> {t('header.opensInNewTab')}</span>;
  return (
    <ul className={vertical ? 'nav flex-column' : 'nav main-nav'}>
      <li className="nav-item">
        <AppLink to="/productList" className={linkClass} onClick={onNavigate}>
          {t('header.bookService')}
        </AppLink>
      </li>
      <li className="nav-item">
        <a
          href={config.data?.portalUrl ?? '#'}
          target="_blank"
          rel="noopener noreferrer"
          className={linkClass}
          onClick={(event) => {
            openPortal(event);
            onNavigate?.();
          }}
          data-testid="portal-link"
        >
          {t('header.portal')} <ExternalIcon />
          {newTab}
        </a>
      </li>
      <li className="nav-item">
        <a
          href={config.data?.helpCenterUrl ?? '#'}
          target="_blank"
          rel="noopener noreferrer"
          className={linkClass}
          onClick={onNavigate}
          data-testid="help-center-link"
        >
          {t('header.helpCenter')} <ExternalIcon />
          {newTab}
        </a>
      </li>
    </ul>
  );
}
