import { useId, useState, type ReactNode } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { CartOrder } from '@changdee/contract/orders';
import { formatDate } from '@changdee/domain/date-format';
import type { Locale } from '@changdee/domain/locale';
import { formatBaht } from '@changdee/domain/money';
import type { PaymentMethod } from '@changdee/domain/order-status';
import { hasReceivedPayment } from '@changdee/domain/payment-ledger';
import { PAYMENT_WAY_RULES } from '@changdee/domain/payment-methods';
import { useChosenEmployee } from '../../../shared/session/employee-store';
import { orderKeys, payCartOrder } from '../api/orders-api';
import { useOrderActions } from '../lib/order-actions';
import { useInstantText } from './order-status';
import { SlipUpload } from './slip-upload';
import { LoadError } from '@changdee/ui/load-error';
import { Spinner } from '@changdee/ui/spinner';

// Spec §3 cart-order payment state, §7 cart-payment: the order's payment and how to take it. A
// PromptPay order shows its QR for the amount (asking for it again gives the same QR, so it is
// read like data); an order paid at the store is recorded as paid by the clerk with the store's
// receipt number, under the employee chosen in the header (issue 19). The payment
// provider's webhook marks a PromptPay payment paid; "check payment" reads the order again. A paid
// order (0 baht included) shows its state only: no QR, no check. Money received beyond what the
// order owes (a second payment, a cancelled order) shows as due back: Changdee's operators refund
// it (docs/decisions/039).

/** How the customer chose to pay at checkout (PromptPay when no way was chosen). */
const methodOf = (order: CartOrder): PaymentMethod => order.requested_payment ?? 'promptpay';

function PromptPayQr({ order, locale }: { order: CartOrder; locale: Locale }) {
  const { t } = useTranslation('orders');
  const queryClient = useQueryClient();
  const employeeCode = useChosenEmployee()?.code;
  const orderKey = orderKeys.order(order.cartOrderNo);
  const qr = useQuery({
    queryKey: ['orders', 'promptpay', order.cartOrderNo, order.total_payable, employeeCode],
    // Issuing the QR is a money event recorded under the employee acting (issue 19): it waits
    // for the header's choice rather than being refused without one.
    enabled: employeeCode !== undefined,
    // The call moves the order on (pending; paid at once when there is nothing to pay): the page
    // takes the answer's state now and the whole order from the server again, whatever the answer
    // (ORDER_ALREADY_PAID means the page's copy is stale).
    queryFn: async () => {
      try {
        const answer = await payCartOrder({
          cartOrderNo: order.cartOrderNo,
          method: 'promptpay',
          employee_code: employeeCode,
        });
        queryClient.setQueryData<CartOrder>(orderKey, (known) =>
          known ? { ...known, status: answer.status, payment: answer.payment } : known,
        );
        return answer;
      } finally {
        void queryClient.invalidateQueries({ queryKey: orderKey });
      }
    },
    staleTime: Infinity,
    retry: false,
  });
  if (employeeCode === undefined) return <ChooseEmployeeFirst />;
  if (qr.isPending) return <Spinner inline label={t('payment.qrLoading')} />;
  if (qr.isError)
    return (
      <LoadError
        message={qr.error.message}
        fallback={t('payment.qrFailed')}
        retryLabel={t('actions.retry')}
        onRetry={() => void qr.refetch()}
        className="mb-0"
      />
    );
  const promptpay = qr.data.promptpay;
  return (
    <div className="promptpay" data-testid="promptpay">
      <p className="promptpay__amount" data-testid="promptpay-due">
        <span className="promptpay__amount-label">{t('payment.amountLabel')}</span>{' '}
        <span className="text-nowrap" data-testid="promptpay-amount">
          {formatBaht(qr.data.amount, locale)}
        </span>
      </p>
      {promptpay ? (
        <img
          className="promptpay__qr"
          src={promptpay.image}
          width={240}
          height={240}
          alt={t('payment.qrAlt', { amount: formatBaht(qr.data.amount, locale) })}
          data-testid="promptpay-qr"
        />
      ) : null}
      <p className="small text-body-secondary">{t('payment.qrHint')}</p>
      <button
        type="button"
        className="btn btn-outline-primary btn-sm"
        onClick={() => void queryClient.invalidateQueries({ queryKey: orderKey })}
      >
        {t('payment.check')}
      </button>
    </div>
  );
}

/** A payment is taken under the employee acting: until one is chosen in the header, this says so. */
function ChooseEmployeeFirst() {
  const { t } = useTranslation('orders');
  return (
    <p
      className="small text-body-secondary mb-0"
      role="status"
      data-testid="payment-needs-employee"
    >
      {t('payment.chooseEmployee')}
    </p>
  );
}

function StorePayment({ order }: { order: CartOrder }) {
  const { t } = useTranslation('orders');
  const queryClient = useQueryClient();
  const employeeCode = useChosenEmployee()?.code;
  const [reference, setReference] = useState('');
  const inputId = useId();
  const record = useMutation({
    mutationFn: () =>
      payCartOrder({
        cartOrderNo: order.cartOrderNo,
        method: 'store',
        reference: reference.trim(),
        employee_code: employeeCode,
      }),
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: orderKeys.order(order.cartOrderNo) }),
  });
  const missing = reference.trim() === '';
  if (employeeCode === undefined) return <ChooseEmployeeFirst />;
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!missing) record.mutate();
      }}
    >
      <p className="small text-body-secondary">{t('payment.storeHint')}</p>
      <div className="mb-2">
        <label htmlFor={inputId} className="form-label">
          {t('payment.receiptLabel')}
        </label>
        <input
          id={inputId}
          className="form-control"
          value={reference}
          maxLength={500}
          autoComplete="off"
          onChange={(event) => setReference(event.target.value)}
          aria-describedby={`${inputId}-hint`}
          data-testid="store-receipt-reference"
        />
        <div id={`${inputId}-hint`} className="form-text">
          {t('payment.receiptHint')}
        </div>
      </div>
      <button
        type="submit"
        className="btn btn-primary"
        disabled={record.isPending || missing}
        data-testid="record-store-payment"
      >
        {t('payment.recordStore')}
      </button>
      {record.isError ? (
        <div className="alert alert-danger mt-2 mb-0" role="alert">
          {record.error.message}
        </div>
      ) : null}
    </form>
  );
}

/**
 * The hold an unpaid PromptPay QR keeps on the technician's slot (decision 040): until when, or that
 * it was released and what a payment does now.
 */
function HoldNotice({ order, locale }: { order: CartOrder; locale: Locale }) {
  const { t } = useTranslation('orders');
  const instant = useInstantText(locale);
  const { hold } = order;
  if (hold.released_at && order.status !== 'cancelled')
    return (
      <div
        className="alert alert-warning small mt-2 mb-0"
        role="status"
        data-testid="hold-released"
      >
        {t('payment.holdReleased', { time: instant(hold.released_at) })}
      </div>
    );
  if (hold.until && !hold.released_at && order.payment.state === 'pending')
    return (
      <p className="small text-body-secondary mt-2 mb-0" data-testid="hold-until">
        {t('payment.holdUntil', { time: instant(hold.until) })}
      </p>
    );
  return null;
}

/** How the clerk takes a payment, per way of paying (a new way does not compile until here). */
const TAKE_PAYMENT: Record<
  PaymentMethod,
  (props: { order: CartOrder; locale: Locale }) => ReactNode
> = {
  promptpay: PromptPayQr,
  store: StorePayment,
  bank_transfer: SlipUpload,
};

/** The payment's state, and the way to take it when the order policy lets the user (not the brand). */
export function PaymentPanel({ order, locale }: { order: CartOrder; locale: Locale }) {
  const { t } = useTranslation('orders');
  const { payment } = order;
  const actions = useOrderActions(order);
  const method = methodOf(order);
  const open = actions.has(PAYMENT_WAY_RULES[method].action);
  const TakePayment = TAKE_PAYMENT[method];
  return (
    <section className="order-card" aria-labelledby="payment-title" data-testid="payment-panel">
      <h2 className="h5" id="payment-title">
        {t('payment.title')}
      </h2>
      <p className="mb-2">
        <span
          className={`badge payment-state is-${payment.state}`}
          data-testid="payment-state"
          data-state={payment.state}
        >
          {t(`paymentState.${payment.state}`)}
        </span>{' '}
        {payment.method ? t(`paymentMethod.${payment.method}`) : null}
      </p>
      {hasReceivedPayment(payment.state) && payment.paid_at ? (
        <p className="small text-body-secondary mb-0">
          {t('payment.paidOn', { date: formatDate(new Date(payment.paid_at), 'long', locale) })}
        </p>
      ) : null}
      {payment.refund_due > 0 ? (
        <p className="small mb-0 mt-1" data-testid="payment-refund-due">
          {t('payment.refundDue', { amount: formatBaht(payment.refund_due, locale) })}
        </p>
      ) : null}
      {payment.refunded > 0 ? (
        <p className="small text-body-secondary mb-0 mt-1" data-testid="payment-refunded">
          {t('payment.refundedSum', { amount: formatBaht(payment.refunded, locale) })}
        </p>
      ) : null}
      {open ? <TakePayment order={order} locale={locale} /> : null}
      <HoldNotice order={order} locale={locale} />
    </section>
  );
}
