import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Navigate, NavLink, Outlet, useLocation } from 'react-router';
import {
  portalPageForPath,
  portalPagePath,
  PORTAL_BASE_PATH,
} from '@changdee/contract/portal-pages';
import type { PortalMe } from '@changdee/contract/portal';
import { isApiError } from '@changdee/ui/lib/api-error';
import { LanguageSwitch } from '@changdee/ui/language-switch';
import { LoadError } from '@changdee/ui/load-error';
import { Spinner } from '@changdee/ui/spinner';
import { useLocale, useLocalizedNavigate, useLocalizedPath } from '@changdee/ui/lib/use-locale';
import { landingPageOf, mayOpen, navFor } from '../app/nav';
import { signOut, useSignedIn } from '../session/session';
import { useMe } from '../session/use-me';

// Every signed-in page's frame: the header (who is signed in, their role, store or team, the
// language, sign-out) and the navigation of the pages their role may open. Someone not signed in
// goes to the sign-in page, which brings them back here after.

/** What the header says the person works for: their team, their stores, or Changdee. */
function workplaceOf(me: PortalMe, locale: 'th' | 'en', t: (key: string) => string): string {
  if (me.team) return me.team.name[locale];
  if (me.stores.length > 0) return me.stores.map((store) => store.name[locale]).join(', ');
  return t('frame.changdee');
}

export function PortalFrame() {
  const { t } = useTranslation();
  const location = useLocation();
  const signedIn = useSignedIn();
  const me = useMe();
  const localize = useLocalizedPath();

  // The shop's Portal link arrives with `?token=`: the sign-in page trades it for a session (the
  // person the link was made for, even over another session here), then comes back.
  const query = new URLSearchParams(location.search);
  const token = query.get('token');
  if (!signedIn || token) {
    query.delete('token');
    const rest = query.toString();
    const login = new URLSearchParams({ next: `${location.pathname}${rest ? `?${rest}` : ''}` });
    if (token) login.set('token', token);
    return <Navigate to={`${localize('/login')}?${login.toString()}`} replace />;
  }
  if (me.isPending) return <Spinner label={t('states.loading')} />;
  if (me.isError) {
    return (
      <main className="container py-4">
        <LoadError
          message={isApiError(me.error) ? me.error.message : undefined}
          fallback={t('states.loadFailed')}
          retryLabel={t('states.retry')}
          onRetry={() => void me.refetch()}
        />
      </main>
    );
  }

  const person = me.data;
  const page = portalPageForPath(`${PORTAL_BASE_PATH}${location.pathname}`);
  if (page && page !== 'home' && !mayOpen(person.role, page)) {
    return <Navigate to={localize(portalPagePath(landingPageOf(person.role)))} replace />;
  }
  return (
    <div className="portal-frame">
      <PortalHeader person={person} />
      <PortalNav person={person} />
      <main className="container py-3" id="portal-main">
        <Outlet context={person} />
      </main>
    </div>
  );
}

/** Who is signed in, their role and workplace, the language, and signing out. */
function PortalHeader({ person }: { person: PortalMe }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const navigate = useLocalizedNavigate();
  const queryClient = useQueryClient();
  return (
    <header className="portal-header bg-primary text-white">
      <div className="container d-flex flex-wrap align-items-center gap-2 py-2">
        <span className="portal-brand h5 mb-0 me-auto">{t('app.name')}</span>
        <div className="portal-person text-end" data-testid="portal-person">
          <div className="fw-bold">{person.user.displayName}</div>
          <div className="small">
            <span data-testid="portal-role">{t(`roles.${person.role}`)}</span>
            {' · '}
            <span data-testid="portal-workplace">{workplaceOf(person, locale, t)}</span>
          </div>
        </div>
        <LanguageSwitch className="portal-language" />
        <button
          type="button"
          className="btn btn-outline-light btn-sm"
          onClick={() => {
            void signOut(queryClient).then(() => navigate('/login'));
          }}
        >
          {t('frame.signOut')}
        </button>
      </div>
    </header>
  );
}

/** The pages the person's role may open. */
function PortalNav({ person }: { person: PortalMe }) {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  return (
    <nav className="portal-nav border-bottom bg-body-tertiary" aria-label={t('frame.navLabel')}>
      <ul className="container nav nav-pills flex-nowrap overflow-auto py-2 gap-1">
        {navFor(person.role).map((entry) => (
          <li className="nav-item" key={entry.page}>
            <NavLink
              to={localize(portalPagePath(entry.page))}
              className={({ isActive }) => `nav-link text-nowrap${isActive ? ' active' : ''}`}
            >
              {t(`nav.${entry.label}`)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
