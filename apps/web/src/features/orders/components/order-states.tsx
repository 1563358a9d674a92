import { useTranslation } from 'react-i18next';
import { isApiError } from '@changdee/ui/lib/api-error';
import { LoadError } from '@changdee/ui/load-error';
import { Spinner } from '@changdee/ui/spinner';

// What an order page shows while its order loads or when it cannot be read.

export function OrderLoading() {
  const { t } = useTranslation('orders');
  return <Spinner label={t('order.loading')} />;
}

export function OrderLoadError({ error, onRetry }: { error: Error; onRetry: () => void }) {
  const { t } = useTranslation('orders');
  if (isApiError(error) && error.code === 'ORDER_NOT_FOUND')
    return (
      <div className="alert alert-warning" role="alert" data-testid="order-not-found">
        {t('order.notFound')}
      </div>
    );
  return (
    <LoadError
      message={error.message}
      fallback={t('order.loadFailed')}
      retryLabel={t('actions.retry')}
      onRetry={onRetry}
    />
  );
}
