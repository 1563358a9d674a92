import { useState, type MouseEvent } from 'react';
import Dropdown from 'react-bootstrap/Dropdown';
import Offcanvas from 'react-bootstrap/Offcanvas';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { isExternalBrand, SHOP_ROLES } from '@changdee/domain/roles';
import { useLocale, useLocalizedNavigate } from '../../../shared/i18n/use-locale';
import { runtimeConfigQueryOptions } from '../../../shared/lib/runtime-config';
import { notify } from '../../../shared/notifications/notification-store';
import { useAuthStore, useCurrentStore } from '../../../shared/session/auth-store';
import { requestCartPanel, useCartCount } from '../../../shared/session/cart-count';
import { useChosenEmployee, useEmployeeChosen } from '../../../shared/session/employee-store';
import { useIsMobile } from '../../../shared/store/global-store';
import { AppLink } from '../../../shared/ui/app-link';
import { LanguageSwitch } from '../../../shared/ui/language-switch';
import { portalLinkRequest } from '../api/auth-api';
import { landingPath, LOGIN_PATH } from '../lib/route-access';
import { endSession } from '../lib/session-actions';
import { EmployeePicker } from './employee-picker';
import { CartIcon, ExternalIcon, HeartIcon, LogoutIcon, MenuIcon, UserIcon } from './icons';
import './site-header.scss';

// The header of spec §2: logo; for a signed-in shop user 'book technician service', Portal and
// Help Center; favourites and cart icons (dimmed and disabled until an employee is chosen); the
// account dropdown with logout. Under 992 px: icon buttons and a right-side full-width menu.

// The picker opens by itself when a shop user has not chosen an employee yet, until they close it.
let pickerDismissedFor: string | null = null;

function useHeaderModel() {
  const locale = useLocale();
  const user = useAuthStore((state) => state.user);
  const token = useAuthStore((state) => state.token);
  const role = useAuthStore((state) => state.role);
  const store = useCurrentStore();
  const employee = useChosenEmployee();
  const signedIn = user !== null && token !== null;
  const shopUser = signedIn && role !== null && SHOP_ROLES.includes(role);
  const storeName = store ? store.name[locale] || store.name.th : '';
  return { user, role, signedIn, shopUser, storeName, employee };
}

type HeaderModel = ReturnType<typeof useHeaderModel>;

/** Spec §2/§6: Sales see the employee (and the store); Channel Manager the user; others the store. */
function AccountLabel({ model, stacked }: { model: HeaderModel; stacked?: boolean }) {
  const { t } = useTranslation('auth');
  const { role, user, storeName, employee } = model;
  if (role === 'Sales') {
    return (
      <span className={stacked ? 'd-block' : 'site-header__account-text'}>
        <span className="site-header__account-primary" data-testid="account-primary">
          {employee?.name ?? t('header.noEmployee')}
        </span>
        <span className="site-header__account-secondary" data-testid="account-store">
          {storeName}
        </span>
      </span>
    );
  }
  const primary =
    role === 'Channel Manager' ? (user?.display_name ?? user?.user_name ?? '') : storeName;
  return (
    <span className={stacked ? 'd-block' : 'site-header__account-text'}>
      <span className="site-header__account-primary" data-testid="account-primary">
        {primary}
      </span>
    </span>
  );
}

function usePortalOpener(signedIn: boolean, portalUrl: string | undefined) {
  const { t } = useTranslation('auth');
  return (event: MouseEvent<HTMLAnchorElement>) => {
    if (!signedIn || !portalUrl) return; // a plain link to the portal
    event.preventDefault();
    // Open the tab now, inside the click, so no pop-up blocker objects; point it once the token is here.
    const tab = window.open('about:blank', '_blank');
    if (tab) tab.opener = null;
    portalLinkRequest().then(
      (link) => {
        if (tab) tab.location.href = link.url;
        else window.open(link.url, '_blank', 'noopener');
      },
      () => {
        notify({ variant: 'warning', message: t('header.portalFailed'), delay: 5000 });
        if (tab) tab.location.href = portalUrl;
      },
    );
  };
}

function NavItems({
  model,
  onNavigate,
  vertical,
}: {
  model: HeaderModel;
  onNavigate?: () => void;
  vertical?: boolean;
}) {
  const { t } = useTranslation('auth');
  const config = useQuery(runtimeConfigQueryOptions());
  const openPortal = usePortalOpener(model.signedIn, config.data?.portalUrl);
  if (!model.shopUser) return null;
  const linkClass = vertical ? 'nav-link site-header__menu-link' : 'nav-link site-header__nav-link';
  return (
    <ul className={vertical ? 'nav flex-column' : 'nav site-header__nav'}>
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
          <span className="visually-hidden"> {t('header.opensInNewTab')}</span>
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
          <span className="visually-hidden"> {t('header.opensInNewTab')}</span>
        </a>
      </li>
    </ul>
  );
}

/** Favourites and cart (spec §2): dimmed and disabled until an employee is chosen. */
function ShopIcons() {
  const { t } = useTranslation('auth');
  const ready = useEmployeeChosen();
  const count = useCartCount();
  const hint = ready ? undefined : t('header.chooseEmployeeFirst');
  const favouritesLabel = ready ? t('header.favourites') : `${t('header.favourites')} (${hint})`;
  const cartLabel = `${t('header.cartCount', { count })}${ready ? '' : ` (${hint})`}`;
  return (
    <>
      {ready ? (
        <AppLink
          to="/productFavorite"
          className="btn site-header__icon"
          aria-label={favouritesLabel}
          title={favouritesLabel}
        >
          <HeartIcon />
        </AppLink>
      ) : (
        <button
          type="button"
          className="btn site-header__icon"
          disabled
          aria-label={favouritesLabel}
          title={hint}
        >
          <HeartIcon />
        </button>
      )}
      <button
        type="button"
        className="btn site-header__icon"
        disabled={!ready}
        aria-label={cartLabel}
        title={hint ?? t('header.cart')}
        onClick={requestCartPanel}
        data-testid="cart-button"
      >
        <CartIcon />
        <span
          className="site-header__badge badge rounded-pill bg-secondary"
          aria-hidden="true"
          data-testid="cart-count"
        >
          {count}
        </span>
      </button>
    </>
  );
}

export function SiteHeader() {
  const { t } = useTranslation('auth');
  const isMobile = useIsMobile();
  const navigate = useLocalizedNavigate();
  const model = useHeaderModel();
  const employeeChosen = model.employee !== null;
  const [menuOpen, setMenuOpen] = useState(false);
  const [pickerAsked, setPickerAsked] = useState(false);
  const [dismissedFor, setDismissedFor] = useState(pickerDismissedFor);
  const userId = model.user?.user_uuid ?? null;
  // Offered by itself until this user closes it once (per page load); then on request only.
  const pickerOpen =
    pickerAsked ||
    (model.shopUser && !employeeChosen && userId !== null && dismissedFor !== userId);
  const closePicker = () => {
    pickerDismissedFor = userId;
    setDismissedFor(userId);
    setPickerAsked(false);
  };

  const logout = () => {
    setMenuOpen(false);
    endSession('logout');
    notify({ id: 'logged-out', variant: 'info', message: t('session.loggedOut'), delay: 3000 });
    navigate(LOGIN_PATH, { replace: true });
  };
  const openPicker = () => {
    setMenuOpen(false);
    setPickerAsked(true);
  };

  const logo = (
    <AppLink
      to={landingPath(model.role)}
      className="site-header__logo"
      aria-label={t('header.home')}
    >
      <img src="/favicon.svg" alt="" width={36} height={36} />
      <span className="site-header__brand">{t('common:app.name')}</span>
    </AppLink>
  );

  const chooseButton =
    model.shopUser && !employeeChosen ? (
      <button
        type="button"
        className="btn btn-warning btn-sm site-header__choose"
        onClick={openPicker}
        data-testid="choose-employee"
      >
        {t('header.chooseEmployee')}
      </button>
    ) : null;

  return (
    <header className="site-header" data-testid="site-header" data-role={model.role ?? 'visitor'}>
      <div className="container-xl site-header__bar">
        {logo}
        {!isMobile ? (
          <>
            <nav aria-label={t('header.mainNav')} className="site-header__main-nav">
              <NavItems model={model} />
            </nav>
            <div className="site-header__actions">
              {chooseButton}
              <LanguageSwitch />
              {model.shopUser ? <ShopIcons /> : null}
              {model.signedIn ? (
                <Dropdown align="end">
                  <Dropdown.Toggle
                    variant="light"
                    className="site-header__account"
                    id="account-menu"
                    data-testid="account-menu"
                  >
                    <UserIcon />
                    <AccountLabel model={model} />
                  </Dropdown.Toggle>
                  <Dropdown.Menu>
                    <Dropdown.Header>
                      <AccountLabel model={model} stacked />
                    </Dropdown.Header>
                    {model.shopUser ? (
                      <Dropdown.Item as="button" onClick={openPicker}>
                        {employeeChosen ? t('header.changeEmployee') : t('header.chooseEmployee')}
                      </Dropdown.Item>
                    ) : null}
                    <Dropdown.Divider />
                    <Dropdown.Item as="button" onClick={logout} data-testid="logout">
                      <LogoutIcon size={16} /> {t('header.logout')}
                    </Dropdown.Item>
                  </Dropdown.Menu>
                </Dropdown>
              ) : (
                <AppLink to={LOGIN_PATH} className="btn btn-primary btn-sm">
                  {t('header.login')}
                </AppLink>
              )}
            </div>
          </>
        ) : (
          <div className="site-header__actions">
            {model.shopUser ? <ShopIcons /> : null}
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
          </div>
        )}
      </div>

      {isMobile ? (
        <Offcanvas
          show={menuOpen}
          onHide={() => setMenuOpen(false)}
          placement="end"
          className="site-header__menu w-100"
          id="site-menu"
          aria-labelledby="site-menu-title"
        >
          <Offcanvas.Header closeButton closeLabel={t('header.closeMenu')}>
            <Offcanvas.Title as="h2" className="h5" id="site-menu-title">
              {t('header.menu')}
            </Offcanvas.Title>
          </Offcanvas.Header>
          <Offcanvas.Body className="d-flex flex-column gap-3">
            {model.signedIn ? (
              <div className="site-header__menu-account" data-testid="menu-account">
                <AccountLabel model={model} stacked />
              </div>
            ) : null}
            {chooseButton}
            {model.shopUser && employeeChosen ? (
              <button type="button" className="btn btn-outline-primary" onClick={openPicker}>
                {t('header.changeEmployee')}
              </button>
            ) : null}
            <nav aria-label={t('header.mainNav')}>
              <NavItems model={model} vertical onNavigate={() => setMenuOpen(false)} />
            </nav>
            <LanguageSwitch onSwitch={() => setMenuOpen(false)} />
            <div className="mt-auto">
              {model.signedIn ? (
                <button
                  type="button"
                  className="btn btn-outline-danger w-100"
                  onClick={logout}
                  data-testid="logout"
                >
                  <LogoutIcon size={16} /> {t('header.logout')}
                </button>
              ) : (
                <AppLink
                  to={LOGIN_PATH}
                  className="btn btn-primary w-100"
                  onClick={() => setMenuOpen(false)}
                >
                  {t('header.login')}
                </AppLink>
              )}
            </div>
          </Offcanvas.Body>
        </Offcanvas>
      ) : null}

      {model.shopUser && !isExternalBrand(model.role) ? (
        <EmployeePicker show={pickerOpen} onClose={closePicker} />
      ) : null}
    </header>
  );
}
