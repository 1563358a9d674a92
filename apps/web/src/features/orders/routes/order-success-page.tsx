import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useLocale } from '@changdee/ui/lib/use-locale';
import { useDocumentTitle } from '../../../shared/lib/use-document-title';
import { AppLink } from '../../../shared/ui/app-link';
import { cartOrderQueryOptions } from '../api/orders-api';
import { CheckIcon } from '../components/icons';
import { PrintButton } from '../components/print-button';
import { NoOrderLinks } from '../components/no-order-links';
import { OrderDocument } from '../components/order-document';
import { OrderLoadError, OrderLoading } from '../components/order-states';
import { PaymentPanel } from '../components/payment-panel';
import { CART_ORDER_PARAM, trackingPath } from '../lib/order-links';
import '../orders.scss';

// /order_success?cartOrderNo=CO… (spec §2): the order the server placed — its number, services and
// figures as the server priced them, the PromptPay QR when the customer pays that way (or the
// store's payment to record), and the ways on: tracking, print, another booking.

function SuccessBanner() {
  const { t } = useTranslation('orders');
  return (
    <div className="success-banner d-print-none" role="status" data-testid="success-banner">
      <span className="success-banner__mark" aria-hidden>
        <CheckIcon size={28} />
      </span>
      <div>
        <h1 className="h3 mb-1">{t('success.title')}</h1>
        <p className="mb-0">{t('success.lead')}</p>
      </div>
    </div>
  );
}

export function Component() {
  const { t } = useTranslation('orders');
  const locale = useLocale();
  const [params] = useSearchParams();
  const cartOrderNo = params.get(CART_ORDER_PARAM)?.trim().toUpperCase() ?? '';
  const query = useQuery({ ...cartOrderQueryOptions(cartOrderNo), enabled: cartOrderNo !== '' });
  // Only an order the server answered was placed: the success banner and title wait for it.
  const placed = cartOrderNo !== '' && query.isSuccess;
  useDocumentTitle(t(placed ? 'success.title' : 'success.missingTitle'));

  if (!cartOrderNo || query.isError)
    return (
      <div className="container py-3 py-lg-4 order-page">
        <h1 className="h3">{t('success.missingTitle')}</h1>
        {!cartOrderNo ? (
          <div className="alert alert-warning" role="alert">
            {t('success.noOrder')}
          </div>
        ) : (
          <OrderLoadError error={query.error!} onRetry={() => void query.refetch()} />
        )}
        <NoOrderLinks />
      </div>
    );

  return (
    <div className="container py-3 py-lg-4 order-page">
      {query.isPending ? (
        <OrderLoading />
      ) : (
        <>
          <SuccessBanner />
          <OrderDocument
            order={query.data}
            locale={locale}
            detail={false}
            headingLevel={2}
            paymentFirst
            payment={<PaymentPanel order={query.data} locale={locale} />}
          >
            <div className="order-actions d-print-none">
              <AppLink
                to={trackingPath(query.data.cartOrderNo)}
                className="btn btn-primary"
                data-testid="to-tracking"
              >
                {t('actions.toTracking')}
              </AppLink>
              <PrintButton />
              <AppLink to="/productList" className="btn btn-link" data-testid="book-another">
                {t('actions.bookAnother')}
              </AppLink>
            </div>
          </OrderDocument>
        </>
      )}
    </div>
  );
}
