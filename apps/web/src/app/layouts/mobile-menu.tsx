import { useState } from 'react';
import Offcanvas from 'react-bootstrap/Offcanvas';
import { useTranslation } from 'react-i18next';
import { AccountSummary, SessionButton } from '../../features/auth/components/account-panel';
import { MainNavLinks } from '../../features/auth/components/main-nav-links';
import { useAccount } from '../../features/auth/lib/use-account';
import { ServiceAreaTrigger } from '../../features/location/components/service-area-trigger';
import { LanguageSwitch } from '@changdee/ui/language-switch';

/** Phones: the right-side, full-width menu with the header's items (spec §2). */
export function MobileMenu({ show, onHide }: { show: boolean; onHide: () => void }) {
  const { t } = useTranslation('auth');
  const { shopUser } = useAccount();
  // Closed by following a link, the menu leaves the focus to the page it opened (which may take it,
  // e.g. the external brand's order search): while it slides away it no longer pulls the focus back
  // in, nor hands it to the menu button afterwards.
  const [navigated, setNavigated] = useState(false);
  return (
    <Offcanvas
      show={show}
      onHide={onHide}
      onShow={() => setNavigated(false)}
      restoreFocus={!navigated}
      enforceFocus={!navigated}
      placement="end"
      className="site-menu w-100"
      id="site-menu"
      aria-labelledby="site-menu-title"
    >
      <Offcanvas.Header closeButton closeLabel={t('header.closeMenu')}>
        <Offcanvas.Title as="h2" className="h5" id="site-menu-title">
          {t('header.menu')}
        </Offcanvas.Title>
      </Offcanvas.Header>
      <Offcanvas.Body className="d-flex flex-column gap-3">
        <AccountSummary onAction={onHide} />
        {shopUser ? (
          <ServiceAreaTrigger variant="block" className="align-self-start" onOpen={onHide} />
        ) : null}
        <nav aria-label={t('header.mainNav')}>
          <MainNavLinks
            vertical
            onNavigate={() => {
              setNavigated(true);
              onHide();
            }}
          />
        </nav>
        <LanguageSwitch onSwitch={onHide} />
        <div className="mt-auto">
          <SessionButton onAction={onHide} />
        </div>
      </Offcanvas.Body>
    </Offcanvas>
  );
}
