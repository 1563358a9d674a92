import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useLocale } from '@changdee/ui/lib/use-locale';
import { useDocumentTitle } from '../../../shared/lib/use-document-title';
import { AppLink } from '../../../shared/ui/app-link';
import { cartOrderQueryOptions } from '../api/orders-api';
import { PrintButton } from '../components/print-button';
import { OrderDocument } from '../components/order-document';
import { OrderLoadError, OrderLoading } from '../components/order-states';
import { PaymentPanel } from '../components/payment-panel';
import { CustomerLink } from '../components/customer-link';
import { TaxDocuments } from '../components/tax-documents';
import { NoOrderLinks } from '../components/no-order-links';
import { CART_ORDER_PARAM, trackingPath } from '../lib/order-links';
import '../orders.scss';

// /more_detail?cartOrderNo=CO… (spec §2, "not shown" there): the order's full detail on screen —
// customer, address, service date, technician, seller, tax invoice, remark, services and figures,
// payment and the whole history — for the store's staff (the external brand's pages are
// tracking/CO… only).

export function Component() {
  const { t } = useTranslation('orders');
  useDocumentTitle(t('detail.title'));
  const locale = useLocale();
  const [params] = useSearchParams();
  const cartOrderNo = params.get(CART_ORDER_PARAM)?.trim().toUpperCase() ?? '';
  const query = useQuery({ ...cartOrderQueryOptions(cartOrderNo), enabled: cartOrderNo !== '' });

  if (!cartOrderNo)
    return (
      <div className="container py-3 py-lg-4 order-page">
        <h1 className="h3">{t('detail.title')}</h1>
        <div className="alert alert-warning" role="alert">
          {t('detail.noOrder')}
        </div>
        <NoOrderLinks />
      </div>
    );

  return (
    <div className="container py-3 py-lg-4 order-page">
      {query.isPending ? (
        <OrderLoading />
      ) : query.isError ? (
        <>
          <h1 className="h3">{t('detail.title')}</h1>
          <OrderLoadError error={query.error} onRetry={() => void query.refetch()} />
          <NoOrderLinks />
        </>
      ) : (
        <OrderDocument
          order={query.data}
          locale={locale}
          detail
          headingLevel={1}
          payment={<PaymentPanel order={query.data} locale={locale} />}
        >
          <div className="order-actions d-print-none">
            <AppLink to={trackingPath(query.data.cartOrderNo)} className="btn btn-outline-primary">
              {t('actions.toTracking')}
            </AppLink>
            <PrintButton />
          </div>
          <TaxDocuments order={query.data} />
          <CustomerLink
            cartOrderNo={query.data.cartOrderNo}
            locale={query.data.customer_language}
          />
        </OrderDocument>
      )}
    </div>
  );
}
