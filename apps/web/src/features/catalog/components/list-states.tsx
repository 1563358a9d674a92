import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** A friendly empty state: what happened and what to do next. */
export function EmptyState({
  title,
  body,
  action,
  testId,
}: {
  title: string;
  body?: ReactNode;
  action?: ReactNode;
  testId?: string;
}) {
  return (
    <div
      className="catalog-state text-center py-5"
      role="status"
      data-testid={testId ?? 'catalog-empty'}
    >
      <p className="h5 mb-2">{title}</p>
      {body ? <p className="text-body-secondary mb-3">{body}</p> : null}
      {action}
    </div>
  );
}

/** A failed load: the server's message and a retry that keeps what is on screen. */
export function ErrorState({ message, onRetry }: { message?: string; onRetry: () => void }) {
  const { t } = useTranslation('catalog');
  return (
    <div
      className="alert alert-danger d-flex flex-wrap align-items-center gap-2 my-3"
      role="alert"
      data-testid="catalog-error"
    >
      <span className="me-auto">{message || t('states.loadFailed')}</span>
      <button type="button" className="btn btn-outline-danger btn-sm" onClick={onRetry}>
        {t('states.retry')}
      </button>
    </div>
  );
}
