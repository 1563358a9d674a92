import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PasswordLink } from '@changdee/contract/people-admin';
import { formatBusinessTime } from '@changdee/domain/dates';
import { useLocale } from '@changdee/ui/lib/use-locale';

/** A one-time link to set a password, shown once to the operator to pass on. */
export function PasswordLinkBox({ link }: { link: PasswordLink }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [copied, setCopied] = useState(false);
  return (
    <div className="alert alert-info" role="status" data-testid="password-link">
      <div className="fw-bold">{t('people.linkTitle')}</div>
      <p className="mb-2">
        {t('people.linkBody', { until: formatBusinessTime(new Date(link.expires_at), locale) })}
      </p>
      <div className="input-group">
        <input
          className="form-control font-monospace"
          readOnly
          value={link.url}
          aria-label={t('people.linkTitle')}
          onFocus={(event) => event.target.select()}
        />
        <button
          type="button"
          className="btn btn-outline-primary"
          onClick={() => void navigator.clipboard?.writeText(link.url).then(() => setCopied(true))}
        >
          {copied ? t('people.copied') : t('people.copy')}
        </button>
      </div>
    </div>
  );
}
