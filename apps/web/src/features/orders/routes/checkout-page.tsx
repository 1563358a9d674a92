import { FormProvider, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { CartLine } from '@changdee/contract/cart';
import { useLocale } from '@changdee/ui/lib/use-locale';
import { useDocumentTitle } from '../../../shared/lib/use-document-title';
import { useChosenEmployee } from '../../../shared/session/employee-store';
import { CheckoutBar } from '../components/checkout-bar';
import { CheckoutErrors } from '../components/checkout-errors';
import { CheckoutSummary } from '../components/checkout-summary';
import { CustomerSection } from '../components/customer-section';
import { EmptyCartPage } from '../components/empty-cart-page';
import { PaymentSection, RemarkSection } from '../components/payment-remark-section';
import { TaxInvoiceSection } from '../components/tax-invoice-section';
import type { LocationField } from '../lib/location-field';
import { useCheckoutForm } from '../lib/use-checkout-form';
import { usePlaceOrder } from '../lib/use-place-order';
import { cartSummary } from '../lib/summary-lines';
import '../orders.scss';

// /checkout (spec §2): the customer, the family lookup, the seller, the tax invoice, the remark,
// how the customer pays, and the summary with coupons and promotions. Every field is checked with
// the order payload's schema — the server's — and shown with spec §5's messages; a refused order
// keeps everything typed and shows the server's reasons where they can be put right. One order per
// checkout attempt: the attempt's Idempotency-Key makes a repeated request (a second click, a
// retry) answer the first order.

export interface CheckoutPageProps {
  cart: readonly CartLine[];
  LocationField: LocationField;
  /** Called once the order is placed: the cart is spent. */
  onOrdered: () => void;
}

export function CheckoutPage({ cart, LocationField, onOrdered }: CheckoutPageProps) {
  const { t } = useTranslation('orders');
  useDocumentTitle(t('checkout.title'));
  const locale = useLocale();
  const employee = useChosenEmployee();
  const { form, context, draft, forced } = useCheckoutForm(cart);
  const { onValid, placing } = usePlaceOrder(form, onOrdered);
  const mobile = useWatch({ control: form.control, name: 'customer.mobile' });
  const family = draft.family?.mobile === mobile ? draft.family.data : null;

  if (cart.length === 0) return <EmptyCartPage title={t('checkout.title')} />;
  const summary = cartSummary(cart, context.today, locale);
  return (
    <div className="container py-3 py-lg-4 order-page checkout-page">
      <h1 className="h3 mb-3">{t('checkout.title')}</h1>
      <FormProvider {...form}>
        <form
          className="checkout-layout checkout-layout--aside"
          noValidate
          onSubmit={(event) => void form.handleSubmit(onValid)(event)}
        >
          <div className="checkout-layout__main">
            <CustomerSection family={family} />
            <TaxInvoiceSection LocationField={LocationField} />
            <RemarkSection />
            <PaymentSection required={forced} />
          </div>
          <CheckoutSummary
            summary={summary}
            address={draft.address}
            expectedDate={draft.expectedDate}
            employee={employee}
            locale={locale}
          >
            <CheckoutErrors />
            <CheckoutBar payable={summary.totals.payable} locale={locale} placing={placing} />
          </CheckoutSummary>
        </form>
      </FormProvider>
    </div>
  );
}
