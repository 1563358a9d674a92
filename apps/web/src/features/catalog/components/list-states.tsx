import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '@changdee/ui/load-error';

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
    <LoadError
      message={message}
      fallback={t('states.loadFailed')}
      retryLabel={t('states.retry')}
      onRetry={onRetry}
      testId="catalog-error"
    />
  );
}
