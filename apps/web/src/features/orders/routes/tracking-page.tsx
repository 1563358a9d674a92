import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { CartOrder } from '@changdee/contract/orders';
import { useParams } from 'react-router';
import { isExternalBrand } from '@changdee/domain/roles';
import { useLocale } from '@changdee/ui/lib/use-locale';
import { useDocumentTitle } from '../../../shared/lib/use-document-title';
import { useIsSignedIn, useRole } from '../../../shared/session/auth-store';
import { AppLink } from '../../../shared/ui/app-link';
import { cartOrderQueryOptions } from '../api/orders-api';
import { ChangeDatePanel } from '../components/change-date-panel';
import { CustomerLink } from '../components/customer-link';
import { PrintButton } from '../components/print-button';
import { TaxDocuments } from '../components/tax-documents';
import { OrderDocument } from '../components/order-document';
import { OrderSignOff } from '../components/order-sign-off';
import { OrderQuotation } from '../components/order-quotation';
import { OrderLoadError, OrderLoading } from '../components/order-states';
import { PaymentPanel } from '../components/payment-panel';
import { TrackingSearch } from '../components/tracking-search';
import { useOrderActions } from '../lib/order-actions';
import { moreDetailPath } from '../lib/order-links';
import '../orders.scss';

// /tracking/{id?} (spec §2): find an order by its number; its status steps and history, services,
// date and slot, payment, a change of date and a printout (A3 at the desktop width, spec §9). The
// external brand reads its brand's orders (the server masks the customer's personal data) and
// changes nothing.

function TrackedOrder({ cartOrderNo }: { cartOrderNo: string }) {
  const brand = isExternalBrand(useRole());
  const query = useQuery(cartOrderQueryOptions(cartOrderNo));
  if (query.isPending) return <OrderLoading />;
  if (query.isError)
    return <OrderLoadError error={query.error} onRetry={() => void query.refetch()} />;
  return <TrackedOrderView order={query.data} brand={brand} />;
}

function TrackedOrderView({ order, brand }: { order: CartOrder; brand: boolean }) {
  const { t } = useTranslation('orders');
  const locale = useLocale();
  const [changing, setChanging] = useState(false);
  const actions = useOrderActions(order);
  const mayChangeDate = actions.has('change_date');

  return (
    <OrderDocument
      order={order}
      locale={locale}
      detail={false}
      headingLevel={2}
      payment={<PaymentPanel order={order} locale={locale} />}
    >
      <div className="order-actions d-print-none">
        <PrintButton />
        {mayChangeDate && !changing ? (
          <button
            type="button"
            className="btn btn-outline-primary"
            onClick={() => setChanging(true)}
            data-testid="open-change-date"
          >
            {t('changeDate.open')}
          </button>
        ) : null}
        {brand ? null : (
          <AppLink to={moreDetailPath(order.cartOrderNo)} className="btn btn-link">
            {t('actions.moreDetail')}
          </AppLink>
        )}
      </div>
      {mayChangeDate && changing ? (
        <ChangeDatePanel order={order} locale={locale} onDone={() => setChanging(false)} />
      ) : null}
      {/* The customer's sign-off and rating (decision 078); the brand's masked view has no signature. */}
      <OrderSignOff order={order} />
      {/* A survey's quotation, or the survey an installation was quoted from (decision 079). */}
      {brand ? null : <OrderQuotation order={order} />}
      {/* The documents carry the buyer's data the brand sees masked: none for it (decision 043). */}
      {brand ? null : <TaxDocuments order={order} />}
      {/* The customer's own link: for the store to give, never for the brand (decision 046). */}
      {brand ? null : (
        <CustomerLink cartOrderNo={order.cartOrderNo} locale={order.customer_language} />
      )}
    </OrderDocument>
  );
}

export function Component() {
  const { t } = useTranslation('orders');
  useDocumentTitle(t('tracking.title'));
  const { id } = useParams();
  const signedIn = useIsSignedIn();
  const cartOrderNo = id?.trim().toUpperCase() ?? '';

  return (
    <div className="container py-3 py-lg-4 order-page">
      <div className="order-page__search d-print-none">
        <h1 className="h4 mb-3">{t('tracking.title')}</h1>
        <TrackingSearch key={cartOrderNo} initial={cartOrderNo} />
      </div>
      {!signedIn ? (
        <div className="alert alert-info mt-3" role="status">
          {t('tracking.signInFirst')} <AppLink to="/login">{t('tracking.signIn')}</AppLink>
        </div>
      ) : cartOrderNo ? (
        <TrackedOrder key={cartOrderNo} cartOrderNo={cartOrderNo} />
      ) : (
        <p className="text-body-secondary mt-3">{t('tracking.intro')}</p>
      )}
    </div>
  );
}
