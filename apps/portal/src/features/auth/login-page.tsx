import { useEffect, useId, useRef } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router';
import { LanguageSwitch } from '@changdee/ui/language-switch';
import { localizedErrorMessage } from '@changdee/ui/lib/error-message';
import { useLocale, useLocalizedNavigate, useLocalizedPath } from '@changdee/ui/lib/use-locale';
import { useSignInForm } from '@changdee/ui/lib/use-sign-in-form';
import { SignInFields } from '@changdee/ui/sign-in-fields';
import { Spinner } from '@changdee/ui/spinner';
import { isShopRole } from '@changdee/domain/roles';
import { ME_QUERY_KEY, signIn, signInWithShopToken, useSignedIn } from '../../session/session';
import { handOffToShop } from '../../session/shop-hand-off';
import { useDocumentTitle } from '../../lib/use-document-title';

// /portal/login: Operators, Technicians (and the shop's people) sign in with their shop
// credentials (POST /v1/auth). Arriving from the shop's Portal link, `?token=` is traded for a
// session at once (POST /ops/v1/auth/sso, single use); a token that fails leaves the form, with
// the reason. After signing in: `?next=` (a portal path), else the role's landing page — for a
// shop user, the shop itself, signed in (decision 062).

/** Only a path inside the portal is followed (never another site). */
const safeNext = (next: string | null) =>
  next && next.startsWith('/') && !next.startsWith('//') ? next : '/';

export function LoginPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('login.title'));
  const locale = useLocale();
  const localize = useLocalizedPath();
  const [params, setParams] = useSearchParams();
  const signedIn = useSignedIn();
  const errorId = useId();
  const next = safeNext(params.get('next'));
  const token = params.get('token');
  const { passwordSignIn, tokenSignIn } = usePortalSignIn(params, setParams, next, token);

  const { register, handleSubmit, fieldError } = useSignInForm(t);
  const onSubmit = handleSubmit((values) => passwordSignIn.mutate(values));

  if (passwordSignIn.data?.shopUrl) return <Spinner label={t('shop.opening')} />;
  const signingIn = tokenSignIn.isPending || passwordSignIn.isPending;
  if (signedIn && !token && !signingIn) return <Navigate to={localize(next)} replace />;
  if (token && !tokenSignIn.isError) return <Spinner label={t('login.withShopToken')} />;

  const failure = passwordSignIn.error ?? tokenSignIn.error;

  return (
    <main className="portal-login container py-4">
      <div className="d-flex justify-content-end mb-3">
        <LanguageSwitch />
      </div>
      <div className="card shadow-sm portal-login__card mx-auto">
        <div className="card-body p-4">
          <h1 className="h3 mb-1 text-center">{t('login.title')}</h1>
          <p className="text-body-secondary text-center mb-4">{t('login.subtitle')}</p>
          {failure ? (
            <div className="alert alert-danger" role="alert" id={errorId} data-testid="login-error">
              <div className="fw-bold">
                {tokenSignIn.isError ? t('login.tokenFailed') : t('login.failed')}
              </div>
              <div>{localizedErrorMessage(failure, locale, t)}</div>
            </div>
          ) : null}
          <form onSubmit={onSubmit} noValidate aria-describedby={failure ? errorId : undefined}>
            <SignInFields
              idPrefix="portal"
              labels={{ username: t('login.username'), password: t('login.password') }}
              register={register}
              fieldError={fieldError}
            />
            <button
              type="submit"
              className="btn btn-primary w-100"
              disabled={passwordSignIn.isPending}
            >
              {passwordSignIn.isPending ? t('login.signingIn') : t('login.submit')}
            </button>
          </form>
        </div>
      </div>
    </main>
  );
}

/** Signing in with a password, or with the shop's one-time token (tried once, then dropped). */
function usePortalSignIn(
  params: URLSearchParams,
  setParams: ReturnType<typeof useSearchParams>[1],
  next: string,
  token: string | null,
) {
  const locale = useLocale();
  const navigate = useLocalizedNavigate();
  const queryClient = useQueryClient();
  const enter = () => {
    // Whoever was signed in before, the page shows the person who just signed in.
    queryClient.removeQueries({ queryKey: ME_QUERY_KEY });
    navigate(next, { replace: true });
  };

  const passwordSignIn = useMutation({
    mutationFn: async (values: { username: string; password: string }) => {
      const result = await signIn(values.username, values.password);
      // A shop user's place is the shop: handed there signed in, unless a portal page was asked.
      const shopUrl =
        isShopRole(result.user.role) && !params.has('next')
          ? await handOffToShop(queryClient, locale)
          : null;
      return { shopUrl };
    },
    onSuccess: ({ shopUrl }) => (shopUrl ? window.location.assign(shopUrl) : enter()),
  });
  const tokenSignIn = useMutation({
    mutationFn: signInWithShopToken,
    onSuccess: enter,
    onError: () => {
      // The token is spent or bad either way: leave it out of the address bar.
      const rest = new URLSearchParams(params);
      rest.delete('token');
      setParams(rest, { replace: true });
    },
  });
  const tokenTried = useRef<string | null>(null);
  useEffect(() => {
    if (!token || tokenTried.current === token) return;
    tokenTried.current = token;
    tokenSignIn.mutate(token);
  }, [token, tokenSignIn]);

  return { passwordSignIn, tokenSignIn };
}
