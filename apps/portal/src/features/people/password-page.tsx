import { useState, type FormEvent } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { passwordResetFormSchema } from '@changdee/contract/people-admin';
import { portalPagePath } from '@changdee/contract/portal-pages';
import { formatBusinessTime } from '@changdee/domain/dates';
import { LanguageSwitch } from '@changdee/ui/language-switch';
import { localizedErrorMessage } from '@changdee/ui/lib/error-message';
import { useLocale, useLocalizedPath } from '@changdee/ui/lib/use-locale';
import { Spinner } from '@changdee/ui/spinner';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useContractForm } from './contract-form';
import { checkPasswordLink, setPassword } from './people-api';

// /portal/password#<token> (docs/decisions/051): the page of a one-time link an operator made.
// The token comes after `#`, so the browser never sends it to a server (no log holds it); the page
// checks it (whose link, until when), takes the new password twice, and sets it once. Whatever
// the outcome the token leaves the address bar.

const tokenFromHash = () => {
  const token = window.location.hash.replace(/^#/, '');
  return /^[A-Za-z0-9_-]{43}$/.test(token) ? token : null;
};

export function PasswordPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('password.title'));
  const locale = useLocale();
  const [token] = useState(tokenFromHash);
  const check = useQuery({
    queryKey: ['portal', 'password-link', token],
    queryFn: ({ signal }) => checkPasswordLink(token!, signal),
    enabled: token !== null,
    retry: false,
  });
  let body;
  if (!token) body = <div className="alert alert-danger">{t('password.noToken')}</div>;
  else if (check.isPending) body = <Spinner label={t('password.checking')} />;
  else if (check.isError)
    body = (
      <div className="alert alert-danger" role="alert" data-testid="password-error">
        {localizedErrorMessage(check.error, locale, t)}
      </div>
    );
  else body = <NewPasswordForm token={token} link={check.data} />;

  return (
    <main className="portal-login container py-4" data-testid="password-page">
      <div className="d-flex justify-content-end mb-3">
        <LanguageSwitch />
      </div>
      <div className="card shadow-sm portal-login__card mx-auto">
        <div className="card-body p-4">
          <h1 className="h3 mb-3 text-center">{t('password.title')}</h1>
          {body}
        </div>
      </div>
    </main>
  );
}

/** Whose link and until when, the new password twice; once set, the way to sign in. */
function NewPasswordForm({
  token,
  link,
}: {
  token: string;
  link: { username: string; expires_at: string };
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const localize = useLocalizedPath();
  const form = useContractForm(passwordResetFormSchema, { password: '', confirm: '' }, locale);
  const save = useMutation({
    mutationFn: (password: string) => setPassword(token, password),
    onSuccess: () => window.history.replaceState(null, '', window.location.pathname),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const values = form.submit();
    if (values) save.mutate(values.password);
  };
  const values = form.values as { password: string; confirm: string };
  if (save.isSuccess)
    return (
      <div className="alert alert-success" role="status" data-testid="password-done">
        <p>{t('password.done', { username: save.data.username })}</p>
        <Link className="btn btn-primary" to={localize(portalPagePath('login'))}>
          {t('password.signIn')}
        </Link>
      </div>
    );
  return (
    <form onSubmit={submit} noValidate>
      <p>
        {t('password.for', {
          username: link.username,
          until: formatBusinessTime(new Date(link.expires_at), locale),
        })}
      </p>
      {/* The username, for the browser's password manager. */}
      <input type="text" autoComplete="username" value={link.username} readOnly hidden />
      {(['password', 'confirm'] as const).map((name) => (
        <div className="mb-3" key={name}>
          <label htmlFor={`new-${name}`} className="form-label">
            {t(`password.${name}`)}
          </label>
          <input
            id={`new-${name}`}
            type="password"
            autoComplete="new-password"
            className={`form-control${form.errors[name] ? ' is-invalid' : ''}`}
            aria-invalid={form.errors[name] ? true : undefined}
            aria-describedby={form.errors[name] ? `new-${name}-error` : undefined}
            value={values[name]}
            onChange={(event) => form.set(name, event.target.value)}
          />
          {form.errors[name] ? (
            <div id={`new-${name}-error`} className="invalid-feedback">
              {form.errors[name]}
            </div>
          ) : null}
        </div>
      ))}
      {save.isError ? (
        <div className="alert alert-danger" role="alert" data-testid="password-error">
          {localizedErrorMessage(save.error, locale, t)}
        </div>
      ) : null}
      <button type="submit" className="btn btn-primary w-100" disabled={save.isPending}>
        {save.isPending ? t('admin.saving') : t('password.submit')}
      </button>
    </form>
  );
}
