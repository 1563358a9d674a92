import { useTranslation } from 'react-i18next';
import { isApiError } from '@changdee/ui/lib/api-error';

// What an order page shows while its order loads or when it cannot be read.

export function OrderLoading() {
  const { t } = useTranslation('orders');
  return (
    <p className="py-4" role="status">
      {t('order.loading')}
    </p>
  );
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
    <div className="alert alert-danger" role="alert">
      {error.message}{' '}
      <button type="button" className="btn btn-link p-0 align-baseline" onClick={onRetry}>
        {t('actions.retry')}
      </button>
    </div>
  );
}
