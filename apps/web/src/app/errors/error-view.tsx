import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../shared/lib/use-document-title';
import { AppLink } from '../../shared/ui/app-link';

export interface ErrorViewProps {
  status: number;
  message: string;
  detail?: ReactNode;
  /** Offer a reload button (for failures that a retry may cure). */
  canReload?: boolean;
}

/** The body of the not-found and error pages: the HTTP-like status, the message, a way back. */
export function ErrorView({ status, message, detail, canReload = false }: ErrorViewProps) {
  const { t } = useTranslation('common');
  useDocumentTitle(`${status} ${message}`);
  return (
    <section className="container error-view py-5 text-center" aria-labelledby="error-view-title">
      <p className="error-view__status display-1 fw-bold text-primary mb-2" aria-hidden="true">
        {status}
      </p>
      <h1 id="error-view-title" className="h3 mb-3">
        <span className="visually-hidden">{t('errors.statusLabel', { status })} </span>
        {message}
      </h1>
      {detail ? <div className="text-body-secondary mb-4">{detail}</div> : null}
      <div className="d-flex justify-content-center flex-wrap gap-2">
        <AppLink to="/" className="btn btn-primary">
          {t('actions.toHome')}
        </AppLink>
        {canReload ? (
          <button
            type="button"
            className="btn btn-outline-primary"
            onClick={() => window.location.reload()}
          >
            {t('actions.reload')}
          </button>
        ) : null}
      </div>
    </section>
  );
}
