import { useEffect, useMemo, useRef } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { CartLine } from '@changdee/contract/cart';
import { createOrderRequestSchema, type CreateOrderInput } from '@changdee/contract/orders';
import { businessToday } from '@changdee/domain/dates';
import { isApiError } from '@changdee/ui/lib/api-error';
import { useLocale, useLocalizedNavigate } from '@changdee/ui/lib/use-locale';
import { useDocumentTitle } from '../../../shared/lib/use-document-title';
import { useCurrentStore } from '../../../shared/session/auth-store';
import { requestCartPanel } from '../../../shared/session/cart-count';
import { useChosenEmployee } from '../../../shared/session/employee-store';
import { AppLink } from '../../../shared/ui/app-link';
import { createCartOrder, orderKeys } from '../api/orders-api';
import { CheckoutBar } from '../components/checkout-bar';
import { CheckoutSummary } from '../components/checkout-summary';
import { CustomerSection } from '../components/customer-section';
import { PaymentSection, RemarkSection } from '../components/payment-remark-section';
import { TaxInvoiceSection } from '../components/tax-invoice-section';
import { attemptFor } from '../lib/attempt-key';
import { useCheckoutDraft, useCheckoutStore } from '../lib/checkout-store';
import { issueText } from '../lib/issue-text';
import type { LocationField } from '../lib/location-field';
import { orderSuccessPath } from '../lib/order-links';
import {
  checkoutFieldOf,
  emptyCheckoutFields,
  orderPayload,
  cartRequiredPayment,
  type CheckoutContext,
  type CheckoutFields,
  type CheckoutRootError,
} from '../lib/order-payload';
import { placeRefusal } from '../lib/order-errors';
import { issuePath, schemaResolver } from '../lib/schema-resolver';
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

const ROOT_PLACES = ['address', 'cart', 'seller', 'server'] as const satisfies CheckoutRootError[];
const ROOT_LINKS: Record<CheckoutRootError, 'address' | 'cart' | null> = {
  address: 'address',
  cart: 'cart',
  seller: null,
  server: null,
};

export function CheckoutPage({ cart, LocationField, onOrdered }: CheckoutPageProps) {
  const { t } = useTranslation('orders');
  useDocumentTitle(t('checkout.title'));
  const locale = useLocale();
  const navigate = useLocalizedNavigate();
  const queryClient = useQueryClient();
  const store = useCurrentStore();
  const employee = useChosenEmployee();
  const draft = useCheckoutDraft();
  const forced = cartRequiredPayment(cart);

  const context: CheckoutContext = {
    cart,
    address: draft.address,
    expectedDate: draft.expectedDate,
    employee,
    store,
    family: draft.family,
    today: businessToday(new Date()),
    locale,
  };

  const resolver = useMemo(
    () =>
      schemaResolver<CheckoutFields, CheckoutContext, typeof createOrderRequestSchema>({
        schema: createOrderRequestSchema,
        toInput: orderPayload,
        fieldOf: checkoutFieldOf,
        // The invoice's location is chosen, never typed: a missing one asks for a choice.
        describe: (issue) =>
          checkoutFieldOf(issuePath(issue)) === 'tax_invoice.location'
            ? t('address.locationMissing')
            : issueText(t, issue),
      }),
    [t],
  );
  // A draft kept from before a field existed takes that field's default (the customer's language).
  const initial: CheckoutFields = { ...emptyCheckoutFields(), ...draft.fields };
  const form = useForm<CheckoutFields, CheckoutContext, CreateOrderInput>({
    resolver,
    // Read by the resolver at each check: always this render's cart, address, seller and lookup.
    context,
    defaultValues: forced ? { ...initial, payment: forced } : initial,
  });
  const { handleSubmit, setError, setValue, formState, control } = form;
  const mobile = useWatch({ control, name: 'customer.mobile' });
  const family = draft.family?.mobile === mobile ? draft.family.data : null;

  useEffect(() => {
    if (forced) setValue('payment', forced);
  }, [forced, setValue]);
  useEffect(
    () =>
      form.subscribe({
        formState: { values: true },
        callback: ({ values }) => useCheckoutStore.getState().setFields(values),
      }),
    [form],
  );

  // A refusal of the whole order has no field to focus: its message, above the place-order bar,
  // is scrolled into view instead (a clerk may place the order from the top of the page).
  const problems = useRef<HTMLDivElement>(null);
  const rootMessages = ROOT_PLACES.map((where) => formState.errors.root?.[where]?.message ?? '')
    .join('\n')
    .trim();
  const fieldRefused = Object.keys(formState.errors).some((key) => key !== 'root');
  useEffect(() => {
    if (rootMessages && !fieldRefused) problems.current?.scrollIntoView({ block: 'nearest' });
  }, [rootMessages, fieldRefused]);

  const sending = useRef(false);
  const place = useMutation({
    mutationFn: ({ order, key }: { order: CreateOrderInput; key: string }) =>
      createCartOrder(order, key),
    onSuccess: (order) => {
      queryClient.setQueryData(orderKeys.order(order.cartOrderNo), order);
      useCheckoutStore.getState().reset();
      onOrdered();
      navigate(orderSuccessPath(order.cartOrderNo), { replace: true });
    },
    onError: (error) => {
      if (!isApiError(error) || !error.isClientError) {
        setError('root.server', { type: 'server', message: error.message });
        return;
      }
      if (error.code === 'SLOT_FULL')
        void queryClient.invalidateQueries({ queryKey: ['orders', 'calendar'] });
      // The first refused field is focused (scrolled into view clear of the bar, orders.scss).
      placeRefusal(error).forEach((placed, index) =>
        setError(
          placed.field as 'root.server',
          { type: 'server', message: placed.message },
          { shouldFocus: index === 0 },
        ),
      );
    },
    onSettled: () => {
      sending.current = false;
    },
  });

  const onValid = (order: CreateOrderInput) => {
    if (sending.current) return;
    sending.current = true;
    const attempt = attemptFor(order, useCheckoutStore.getState().attempt);
    useCheckoutStore.getState().setAttempt(attempt);
    place.mutate({ order, key: attempt.key });
  };

  if (cart.length === 0)
    return (
      <div className="container py-4 order-page">
        <h1 className="h3">{t('checkout.title')}</h1>
        <div className="alert alert-info" role="status" data-testid="empty-cart">
          {t('address.emptyCart')} <AppLink to="/productList">{t('actions.toCatalogue')}</AppLink>
        </div>
      </div>
    );

  const rootErrors = formState.errors.root ?? {};
  const summary = cartSummary(cart, context.today, locale);
  return (
    <div className="container py-3 py-lg-4 order-page checkout-page">
      <h1 className="h3 mb-3">{t('checkout.title')}</h1>
      <FormProvider {...form}>
        <form
          className="checkout-layout checkout-layout--aside"
          noValidate
          onSubmit={(event) => void handleSubmit(onValid)(event)}
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
            <div aria-live="assertive" data-testid="checkout-errors" ref={problems}>
              {ROOT_PLACES.map((place) => {
                const error = rootErrors[place];
                if (!error?.message) return null;
                const link = ROOT_LINKS[place];
                return (
                  <div className="alert alert-danger" role="alert" key={place} data-place={place}>
                    {place === 'address' && error.type !== 'server'
                      ? t('checkout.addressMissing')
                      : place === 'seller' && error.type !== 'server'
                        ? t('checkout.noSeller')
                        : error.message}
                    {link === 'address' ? (
                      <>
                        {' '}
                        <AppLink to="/address">{t('checkout.changeAddress')}</AppLink>
                      </>
                    ) : null}
                    {link === 'cart' ? (
                      <>
                        {' '}
                        <button
                          type="button"
                          className="btn btn-link p-0 align-baseline"
                          onClick={requestCartPanel}
                        >
                          {t('checkout.openCart')}
                        </button>
                      </>
                    ) : null}
                  </div>
                );
              })}
            </div>
            <CheckoutBar
              payable={summary.totals.payable}
              locale={locale}
              placing={place.isPending}
            />
          </CheckoutSummary>
        </form>
      </FormProvider>
    </div>
  );
}
