import { useTranslation } from 'react-i18next';
import { LoadError } from '@changdee/ui/load-error';
import { Spinner } from '@changdee/ui/spinner';

// packages/ui's spinner and failed-load notice with the portal's own words (the shared parts take
// their words from the app: docs/decisions/041).

export function Loading() {
  const { t } = useTranslation('portal');
  return <Spinner label={t('states.loading')} />;
}

export function LoadFailed({ message, onRetry }: { message?: string; onRetry: () => void }) {
  const { t } = useTranslation('portal');
  return (
    <LoadError
      message={message}
      fallback={t('states.loadFailed')}
      retryLabel={t('states.retry')}
      onRetry={onRetry}
    />
  );
}
