import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { SsoResult } from '@changdee/contract/auth';
import { useLocale, useLocalizedNavigate } from '@changdee/ui/lib/use-locale';
import { useDocumentTitle } from '../../../shared/lib/use-document-title';
import { AppLink } from '../../../shared/ui/app-link';
import { ssoRequest } from '../api/auth-api';
import { localizedErrorMessage } from '@changdee/ui/lib/error-message';
import { landingPath } from '../lib/route-access';
import { adoptSession } from '../lib/session-actions';
import { Spinner } from '@changdee/ui/spinner';

// /sso?token=… (spec §4 Single sign-on): the admin portal sends a person here with a one-time
// token. A Sales person is signed in and lands in the shop; anyone else is sent to the portal's
// login page carrying the token.

// The token works once, so a second effect run (React's StrictMode, a re-render) must reuse the
// first exchange instead of spending the token again.
const exchanges = new Map<string, Promise<SsoResult>>();
function exchange(token: string): Promise<SsoResult> {
  let pending = exchanges.get(token);
  if (!pending) {
    pending = ssoRequest(token);
    exchanges.set(token, pending);
  }
  return pending;
}

export function Component() {
  const { t } = useTranslation('auth');
  useDocumentTitle(t('sso.title'));
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const navigate = useLocalizedNavigate();
  const locale = useLocale();
  const [state, setState] = useState<
    { kind: 'working' | 'redirecting' } | { kind: 'failed'; error: unknown }
  >({
    kind: 'working',
  });

  useEffect(() => {
    if (!token) return;
    let active = true;
    exchange(token).then(
      (result) => {
        if (!active) return;
        if (result.result === 'redirect') {
          setState({ kind: 'redirecting' });
          window.location.replace(result.redirectUrl);
          return;
        }
        adoptSession(result, { isStoreToken: false, dataCMS: result.dataCMS });
        // Replace: the token must not stay in the history.
        navigate(landingPath(result.user.role), { replace: true });
      },
      (error: unknown) => {
        if (active) setState({ kind: 'failed', error });
      },
    );
    return () => {
      active = false;
    };
  }, [token, navigate]);

  const failed = !token || state.kind === 'failed';
  return (
    <div className="container py-5">
      <div className="row justify-content-center">
        <div className="col-md-8 col-lg-6 text-center" data-testid="sso-page">
          <h1 className="h3 mb-3">{t('sso.title')}</h1>
          {failed ? (
            <>
              <div className="alert alert-danger" role="alert">
                <div className="fw-semibold">{t('sso.failed')}</div>
                <div>
                  {!token
                    ? t('sso.missingToken')
                    : localizedErrorMessage(
                        state.kind === 'failed' ? state.error : null,
                        locale,
                        t,
                      )}
                </div>
              </div>
              <AppLink to="/login" className="btn btn-primary">
                {t('sso.toLogin')}
              </AppLink>
            </>
          ) : (
            <Spinner
              inline
              label={state.kind === 'redirecting' ? t('sso.redirecting') : t('sso.working')}
              className="d-flex align-items-center justify-content-center gap-2"
            />
          )}
        </div>
      </div>
    </div>
  );
}
