import { useId, useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocale, useLocalizedNavigate } from '@changdee/ui/lib/use-locale';
import { isApiError } from '@changdee/ui/lib/api-error';
import { useDocumentTitle } from '../../../shared/lib/use-document-title';
import { useHydrated } from '../../../shared/lib/use-hydrated';
import { runtimeConfigQueryOptions } from '../../../shared/lib/runtime-config';
import { useSignInForm } from '@changdee/ui/lib/use-sign-in-form';
import { LanguageSwitch } from '@changdee/ui/language-switch';
import { SignInFields } from '@changdee/ui/sign-in-fields';
import { ThaiText } from '../../../shared/ui/thai-text';
import { isExternalBrand, isShopRole } from '@changdee/domain/roles';
import { signInMutationOptions } from '../api/auth-api';
import { EyeIcon, EyeSlashIcon } from '../components/icons';
import { localizedErrorMessage } from '@changdee/ui/lib/error-message';
import { useLoginNotice } from '../lib/login-notice';
import { handOffToPortal } from '../lib/portal-hand-off';
import { landingPath } from '../lib/route-access';
import { adoptSession } from '../lib/session-actions';
import './login-page.scss';

// /login (spec §2, no header): username and password, show/hide password, errors in the user's
// language, the button disabled while signing in, Enter submits. Its HTML is rendered at build time
// (decision 035): until the app has taken it over the button stays disabled, so Enter cannot send
// the form the browser's way (a GET with the password in the URL), and the notice — which comes from
// the browser's history — waits for the app, so the markup hydrates as it was rendered.

function retryMinutes(error: unknown): number | null {
  if (!isApiError(error) || error.code !== 'RATE_LIMITED') return null;
  const seconds = (error.details as { retryAfterSeconds?: unknown } | undefined)?.retryAfterSeconds;
  return typeof seconds === 'number' ? Math.max(1, Math.ceil(seconds / 60)) : null;
}

export function Component() {
  const { t } = useTranslation('auth');
  useDocumentTitle(t('login.title'));
  const [showPassword, setShowPassword] = useState(false);
  const errorId = useId();
  const { signIn, portalOnly, signInWith } = useShopSignIn();
  const hydrated = useHydrated();
  const notice = useLoginNotice();
  const { register, handleSubmit, fieldError } = useSignInForm(t);

  const onSubmit = handleSubmit(signInWith);

  return (
    <div className="login-page">
      <div className="login-page__language">
        <LanguageSwitch />
      </div>
      <div className="login-card card shadow-sm">
        <div className="card-body p-4 p-sm-5">
          <div className="text-center mb-4">
            <img src="/favicon.svg" alt="" width={56} height={56} className="mb-3" />
            <h1 className="h3 mb-1">{t('login.title')}</h1>
            <p className="text-body-secondary mb-0">
              <ThaiText text={t('login.subtitle')} />
            </p>
          </div>

          <LoginAlerts
            sessionExpired={hydrated && notice === 'session-expired'}
            portalOnly={portalOnly}
            error={signIn.isError ? signIn.error : null}
            errorId={errorId}
          />

          <form
            onSubmit={onSubmit}
            noValidate
            aria-describedby={signIn.isError ? errorId : undefined}
          >
            <SignInFields
              idPrefix="login"
              labels={{ username: t('login.username'), password: t('login.password') }}
              register={register}
              fieldError={fieldError}
              passwordShown={showPassword}
              passwordAddon={
                <button
                  type="button"
                  className="btn btn-outline-primary login-page__toggle"
                  onClick={() => setShowPassword((shown) => !shown)}
                  aria-label={showPassword ? t('login.hidePassword') : t('login.showPassword')}
                  aria-pressed={showPassword}
                  aria-controls="login-password"
                >
                  {showPassword ? <EyeSlashIcon /> : <EyeIcon />}
                </button>
              }
            />

            <button
              type="submit"
              className="btn btn-primary btn-lg w-100"
              disabled={!hydrated || signIn.isPending}
            >
              {signIn.isPending ? (
                <>
                  <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
                  {t('login.submitting')}
                </>
              ) : (
                t('login.submit')
              )}
            </button>
          </form>
        </div>
      </div>
    </div>
  );
}

/** Why the person is here again (session expired), that their place is the portal, or why
 * signing in was refused (with when to try again after too many tries). */
function LoginAlerts({
  sessionExpired,
  portalOnly,
  error,
  errorId,
}: {
  sessionExpired: boolean;
  portalOnly: boolean;
  /** The sign-in's refusal (null: none). */
  error: unknown;
  errorId: string;
}) {
  const { t } = useTranslation('auth');
  const locale = useLocale();
  const portalLoginUrl = useQuery(runtimeConfigQueryOptions()).data?.portalLoginUrl;
  const minutes = retryMinutes(error);
  return (
    <>
      {sessionExpired && !error ? (
        <div className="alert alert-warning" role="status" data-testid="session-expired">
          {t('session.expired')}
        </div>
      ) : null}

      {portalOnly && !error ? (
        <div className="alert alert-info" role="alert" data-testid="login-portal-only">
          <ThaiText text={t('login.portalOnly')} />{' '}
          {portalLoginUrl ? (
            <a href={portalLoginUrl} className="alert-link" data-testid="login-open-portal">
              {t('login.openPortal')}
            </a>
          ) : null}
        </div>
      ) : null}

      {error ? (
        <div className="alert alert-danger" role="alert" id={errorId} data-testid="login-error">
          <div className="fw-semibold">{t('login.failed')}</div>
          <div>{localizedErrorMessage(error, locale, t)}</div>
          {minutes ? <div>{t('login.retryIn', { minutes })}</div> : null}
        </div>
      ) : null}
    </>
  );
}

/** Signing in: a shop user enters the shop; Changdee's operators and technicians, whose place is
 * the operations portal, are handed to it signed in (lib/portal-hand-off.ts), with a notice only
 * when that fails. */
function useShopSignIn() {
  const navigate = useLocalizedNavigate();
  const locale = useLocale();
  const [portalOnly, setPortalOnly] = useState(false);
  const signIn = useMutation(signInMutationOptions());
  const signInWith = (values: { username: string; password: string }) => {
    signIn.mutate(values, {
      onSuccess: (result) => {
        const role = result.user.role;
        if (!isShopRole(role) && !isExternalBrand(role)) {
          // The portal is their place: handed there signed in; the notice only if that failed.
          void handOffToPortal(result.user, locale).then((url) => {
            if (url) window.location.assign(url);
            else setPortalOnly(true);
          });
          return;
        }
        setPortalOnly(false);
        adoptSession(result, { isStoreToken: true });
        navigate(landingPath(result.user.role), { replace: true });
      },
    });
  };
  return { signIn, portalOnly, signInWith };
}
