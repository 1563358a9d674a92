import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatPhone } from '@changdee/domain/phone-format';
import { useLocalizedNavigate } from '@changdee/ui/lib/use-locale';
import { runtimeConfigQueryOptions } from '../../../shared/lib/runtime-config';
import { useDocumentTitle } from '../../../shared/lib/use-document-title';

// /maintenance (spec §1, §4): where everyone is sent while the maintenance flag is on. The session
// has already been cleared by the guard; "try again" asks the guard, which lets people back in
// once the flag is off.
export function Component() {
  const { t } = useTranslation('auth');
  useDocumentTitle(t('maintenance.title'));
  const navigate = useLocalizedNavigate();
  const config = useQuery(runtimeConfigQueryOptions());

  return (
    <div className="container py-5">
      <div className="row justify-content-center">
        <div className="col-md-10 col-lg-7 text-center" data-testid="maintenance-page">
          <svg
            width="96"
            height="96"
            viewBox="0 0 24 24"
            aria-hidden="true"
            className="text-body-secondary mb-4"
          >
            <path
              fill="currentColor"
              d="M22.7 19.3 13.4 10a6 6 0 0 0-7.7-7.7l3.9 3.9-2.8 2.8-3.9-3.9A6 6 0 0 0 10.6 13l9.3 9.3a1 1 0 0 0 1.4 0l1.4-1.4a1 1 0 0 0 0-1.6Z"
            />
          </svg>
          <h1 className="h2 mb-3">{t('maintenance.title')}</h1>
          <p className="lead">{t('maintenance.message')}</p>
          {config.data?.supportPhone ? (
            <p>{t('maintenance.contact', { phone: formatPhone(config.data.supportPhone) })}</p>
          ) : null}
          <button
            type="button"
            className="btn btn-primary mt-2"
            onClick={() => navigate('/', { replace: true })}
          >
            {t('maintenance.retry')}
          </button>
        </div>
      </div>
    </div>
  );
}
