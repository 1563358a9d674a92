import { useTranslation } from 'react-i18next';
import { UI_NAMESPACE } from './lib/ui-i18n';

/** A failed load: the server's message (in the request's language) and a retry. */
export function LoadError({
  message,
  onRetry,
  testId = 'load-error',
}: {
  message?: string;
  onRetry: () => void;
  testId?: string;
}) {
  const { t } = useTranslation(UI_NAMESPACE);
  return (
    <div
      className="alert alert-danger d-flex flex-wrap align-items-center gap-2 my-3"
      role="alert"
      data-testid={testId}
    >
      <span className="me-auto">{message || t('states.loadFailed')}</span>
      <button type="button" className="btn btn-outline-danger btn-sm" onClick={onRetry}>
        {t('states.retry')}
      </button>
    </div>
  );
}
