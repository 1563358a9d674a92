import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router';
import { AccountMenu } from '../../features/auth/components/account-menu';
import { SignInLink } from '../../features/auth/components/account-panel';
import {
  ChooseEmployeeButton,
  EmployeePrompt,
} from '../../features/auth/components/employee-prompt';
import { MainNavLinks } from '../../features/auth/components/main-nav-links';
import { landingPath } from '../../features/auth/lib/route-access';
import { useAccount } from '../../features/auth/lib/use-account';
import { SavedServicesLink } from '../../features/catalog/components/header/saved-services-link';
import { ServiceAreaPanelHost } from '../../features/location/components/service-area-panel-host';
import { ServiceAreaTrigger } from '../../features/location/components/service-area-trigger';
import { useIsMobile } from '../../shared/store/global-store';
import { AppLink } from '../../shared/ui/app-link';
import { LanguageSwitch } from '@changdee/ui/language-switch';
import type { RouteHandle } from '../route-handle';
import { CartPanelSlot } from './cart-panel-slot';
import { HeaderBackButton } from './header-back-button';
import { HeaderCartButton } from './header-cart-button';
import { MenuIcon } from './header-icons';
import { mobileHeaderLayout } from './header-layout';
import { MobileMenu } from './mobile-menu';
import './site-header.scss';

// The header of spec §2, composed here from the features' parts: the account and navigation
// (auth), the saved-services link and the product's favourite toggle (catalog), the service-area
// control and its panel (location), the cart badge (the session's cart count) and the cart panel
// it opens (cart, fetched on first use). Under 992 px: icon buttons and a right-side full-width
// menu; the product page swaps the logo, the saved link and the menu button (header-layout.ts).

// Only the product page on phones needs it: its code stays with the catalogue's chunks.
const ProductHeaderFavourite = lazy(() =>
  import('../../features/catalog/components/header/product-header-favourite').then((module) => ({
    default: module.ProductHeaderFavourite,
  })),
);

function usePageName(): string | undefined {
  const matches = useMatches();
  return (matches.at(-1)?.handle as RouteHandle | undefined)?.page;
}

function HeaderLogo({ to }: { to: string }) {
  const { t } = useTranslation('auth');
  return (
    <AppLink to={to} className="site-header__logo" aria-label={t('header.home')}>
      <img src="/favicon.svg" alt="" width={36} height={36} />
      <span className="site-header__brand">{t('common:app.name')}</span>
    </AppLink>
  );
}

export function SiteHeader() {
  const { t } = useTranslation('auth');
  const isMobile = useIsMobile();
  const account = useAccount();
  const page = usePageName();
  const [menuOpen, setMenuOpen] = useState(false);
  const layout = isMobile ? mobileHeaderLayout(page) : null;
  const iconSlot = <span className="site-header__icon" aria-hidden="true" />;

  return (
    <header className="site-header" data-testid="site-header" data-role={account.role ?? 'visitor'}>
      <div className="container-xl site-header__bar">
        {layout?.start === 'back' ? (
          <HeaderBackButton />
        ) : (
          <HeaderLogo to={landingPath(account.role)} />
        )}
        {layout ? null : (
          <nav aria-label={t('header.mainNav')} className="site-header__main-nav">
            <MainNavLinks />
          </nav>
        )}
        <div className="site-header__actions">
          {layout ? null : (
            <>
              {/* Until an employee is chosen the call to choose one takes this room (the check
                  needs an employee anyway; the product page's block still opens the panel). */}
              {account.shopUser && account.employee ? (
                <ServiceAreaTrigger variant="header" />
              ) : null}
              <ChooseEmployeeButton />
              <LanguageSwitch />
            </>
          )}
          {account.shopUser ? (
            layout?.saved === 'product-toggle' ? (
              <Suspense fallback={iconSlot}>
                <ProductHeaderFavourite className="site-header__icon" />
              </Suspense>
            ) : (
              <SavedServicesLink className="site-header__icon" />
            )
          ) : null}
          {account.shopUser ? <HeaderCartButton /> : null}
          {layout ? (
            layout.end === 'service-area' ? (
              account.shopUser ? (
                <ServiceAreaTrigger variant="compact" />
              ) : null
            ) : (
              <button
                type="button"
                className="btn site-header__icon"
                onClick={() => setMenuOpen(true)}
                aria-label={t('header.openMenu')}
                aria-expanded={menuOpen}
                aria-controls="site-menu"
                data-testid="menu-button"
              >
                <MenuIcon />
              </button>
            )
          ) : account.signedIn ? (
            <AccountMenu />
          ) : (
            <SignInLink />
          )}
        </div>
      </div>
      {layout ? <MobileMenu show={menuOpen} onHide={() => setMenuOpen(false)} /> : null}
      {account.shopUser ? (
        <>
          <ServiceAreaPanelHost />
          <CartPanelSlot />
        </>
      ) : null}
      <EmployeePrompt />
    </header>
  );
}
