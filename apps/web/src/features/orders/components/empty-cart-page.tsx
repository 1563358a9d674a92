import { useTranslation } from 'react-i18next';
import { AppLink } from '../../../shared/ui/app-link';

// /address and /checkout with an empty cart: nothing to book, a way back to the catalogue.

export function EmptyCartPage({ title }: { title: string }) {
  const { t } = useTranslation('orders');
  return (
    <div className="container py-4 order-page">
      <h1 className="h3">{title}</h1>
      <div className="alert alert-info" role="status" data-testid="empty-cart">
        {t('address.emptyCart')} <AppLink to="/productList">{t('actions.toCatalogue')}</AppLink>
      </div>
    </div>
  );
}
