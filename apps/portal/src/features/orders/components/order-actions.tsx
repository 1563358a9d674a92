import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '@changdee/ui/lib/use-locale';
import type { OpsOrderDetail } from '@changdee/contract/ops-orders';
import { formatBaht } from '@changdee/domain/money';
import { ACTION_STATUS, needsReference, type OrderAction } from '@changdee/domain/order-policy';
import type { PaymentMethod } from '@changdee/domain/order-status';
import { PAYMENT_WAY_RULES } from '@changdee/domain/payment-methods';
import type { TimeSlot } from '@changdee/domain/time-slots';
import { changeDate, ordersKeys, recordPayment, setStatus } from '../api/orders-api';
import { RefundForm } from '../../payments/refund-form';
import { paymentKeys } from '../../payments/refunds-api';
import { ActionForm, ChangeDateFields, Failure } from './action-form';
import { CompleteForm } from './complete-form';

// The actions of an order's page: only those the server's allowed_actions names (the order policy,
// docs/decisions/036), each asking for what it needs — a reason to cancel, a method and a
// reference to record a payment, a free date and slot to move the booking, the amount, reason and
// transfer reference of a refund (the Payments page's form, docs/decisions/039). A refusal shows the
// server's words (in the page's language) above the form, and what was typed stays.

const STEPS: OrderAction[] = ['assign_contractor', 'schedule', 'start', 'complete'];
type Open = 'complete' | 'cancel' | 'pay' | 'change_date' | 'refund' | null;

/**
 * Whether an operator records a payment of each way here, the store's counter first; a bank
 * transfer is verified from its slip in the payments page instead (decision 069).
 */
const RECORDED_HERE: Record<PaymentMethod, boolean> = {
  store: true,
  promptpay: true,
  bank_transfer: false,
};
const OFFERED_METHODS = (Object.keys(RECORDED_HERE) as PaymentMethod[]).filter(
  (method) => RECORDED_HERE[method],
);

interface ActionFields {
  reason: string;
  method: PaymentMethod;
  reference: string;
  date: string;
  slot: string;
}

/** What each action's form holds: kept while the forms open and close, until the page leaves. */
function useActionFields(firstMethod: PaymentMethod) {
  const [fields, setFields] = useState<ActionFields>({
    reason: '',
    method: firstMethod,
    reference: '',
    date: '',
    slot: '',
  });
  const patch = (next: Partial<ActionFields>) => setFields((now) => ({ ...now, ...next }));
  return [fields, patch] as const;
}

/** The order's actions run one at a time: which form is open, and whether the last one worked. */
function useOrderAction() {
  const queryClient = useQueryClient();
  const [open, setOpen] = useState<Open>(null);
  const [done, setDone] = useState(false);
  const action = useMutation({
    mutationFn: async (run: () => Promise<unknown>) => run(),
    onSuccess: async () => {
      setOpen(null);
      setDone(true);
      await queryClient.invalidateQueries({ queryKey: ordersKeys.all });
    },
  });
  const start = (next: Open) => {
    action.reset();
    setDone(false);
    setOpen(next);
  };
  const refunded = async () => {
    setOpen(null);
    setDone(true);
    await queryClient.invalidateQueries({ queryKey: ordersKeys.all });
    await queryClient.invalidateQueries({ queryKey: paymentKeys.all });
  };
  return { open, close: () => setOpen(null), done, action, start, refunded };
}

type OrderActionState = ReturnType<typeof useOrderAction>;

export function OrderActions({ order }: { order: OpsOrderDetail }) {
  const { t } = useTranslation('portal', { keyPrefix: 'orders' });
  const allowed = new Set<string>(order.allowed_actions);
  const payMethods = OFFERED_METHODS.filter((method) =>
    allowed.has(PAYMENT_WAY_RULES[method].action),
  );
  const [fields, patch] = useActionFields(payMethods[0] ?? 'store');
  const actions = useOrderAction();
  const { open, action } = actions;

  const steps = STEPS.filter((step) => allowed.has(step));
  const visible =
    steps.length > 0 ||
    allowed.has('cancel') ||
    payMethods.length > 0 ||
    allowed.has('change_date') ||
    allowed.has('refund');
  if (!visible) return <p className="mb-0 text-body-secondary">{t('detail.noActions')}</p>;

  const formProps = { order, fields, patch, actions };
  return (
    <div data-testid="order-actions">
      <ActionOutcome order={order} actions={actions} />
      {open === null ? <Failure error={action.error} /> : null}
      {open === 'complete' ? (
        <CompleteForm
          order={order}
          pending={action.isPending}
          error={action.error}
          run={(request) => action.mutate(request)}
          onClose={actions.close}
        />
      ) : null}
      {open === 'cancel' ? <CancelForm {...formProps} /> : null}
      {open === 'pay' ? <PayForm {...formProps} payMethods={payMethods} /> : null}
      {open === 'change_date' ? <ChangeDateForm {...formProps} /> : null}
      {open === 'refund' ? (
        <RefundForm
          cartOrderNo={order.cartOrderNo}
          due={order.payment.refund_due}
          stacked
          onSaved={actions.refunded}
          onClose={actions.close}
        />
      ) : null}
      <ActionButtons
        order={order}
        actions={actions}
        steps={steps}
        allowed={allowed}
        canPay={payMethods.length > 0}
      />
    </div>
  );
}

/** The last action's success, and a payment's PromptPay QR to show the customer. */
function ActionOutcome({ order, actions }: { order: OpsOrderDetail; actions: OrderActionState }) {
  const { t } = useTranslation('portal', { keyPrefix: 'orders' });
  const locale = useLocale();
  const qr = actions.action.data as { promptpay?: { image: string } | null } | undefined;
  return (
    <>
      {actions.done ? (
        <p className="alert alert-success py-2" role="status">
          {t('action.done')}
        </p>
      ) : null}
      {qr?.promptpay ? (
        <figure className="text-center">
          <img src={qr.promptpay.image} alt="" width={200} height={200} />
          <figcaption className="small">
            {t('pay.qr', { amount: formatBaht(order.total_payable, locale) })}
          </figcaption>
        </figure>
      ) : null}
    </>
  );
}

interface ActionFormProps {
  order: OpsOrderDetail;
  fields: ActionFields;
  patch: (next: Partial<ActionFields>) => void;
  actions: OrderActionState;
}

function CancelForm({ order, fields, patch, actions: { action, close } }: ActionFormProps) {
  const { t } = useTranslation('portal', { keyPrefix: 'orders' });
  return (
    <ActionForm
      testId="cancel-form"
      label={t('cancel.confirm')}
      pending={action.isPending}
      error={action.error}
      onClose={close}
      onSubmit={() =>
        action.mutate(() => setStatus(order.cartOrderNo, 'cancelled', fields.reason.trim()))
      }
    >
      <label className="form-label" htmlFor="cancel-reason">
        {t('cancel.reason')}
      </label>
      <textarea
        id="cancel-reason"
        className="form-control"
        required
        maxLength={500}
        value={fields.reason}
        onChange={(event) => patch({ reason: event.target.value })}
      />
    </ActionForm>
  );
}

function PayForm({
  order,
  fields,
  patch,
  actions: { action, close },
  payMethods,
}: ActionFormProps & { payMethods: PaymentMethod[] }) {
  const { t } = useTranslation('portal', { keyPrefix: 'orders' });
  const { method, reference } = fields;
  return (
    <ActionForm
      testId="pay-form"
      label={t('action.submit')}
      pending={action.isPending}
      error={action.error}
      onClose={close}
      onSubmit={() =>
        action.mutate(() => recordPayment(order.cartOrderNo, method, reference.trim()))
      }
    >
      <label className="form-label" htmlFor="pay-method">
        {t('pay.method')}
      </label>
      <select
        id="pay-method"
        className="form-select mb-2"
        value={method}
        onChange={(event) => patch({ method: event.target.value as PaymentMethod })}
      >
        {payMethods.map((option) => (
          <option key={option} value={option}>
            {t(`paymentMethod.${option}`)}
          </option>
        ))}
      </select>
      <label className="form-label" htmlFor="pay-reference">
        {t('pay.reference')}
      </label>
      <input
        id="pay-reference"
        className="form-control"
        required={needsReference(method)}
        maxLength={100}
        value={reference}
        onChange={(event) => patch({ reference: event.target.value })}
      />
    </ActionForm>
  );
}

function ChangeDateForm({ order, fields, patch, actions: { action, close } }: ActionFormProps) {
  const { t } = useTranslation('portal', { keyPrefix: 'orders' });
  return (
    <ActionForm
      testId="change-date-form"
      label={t('action.submit')}
      pending={action.isPending}
      error={action.error}
      onClose={close}
      onSubmit={() =>
        action.mutate(() => changeDate(order.cartOrderNo, fields.date, fields.slot as TimeSlot))
      }
    >
      <ChangeDateFields
        order={order}
        date={fields.date}
        slot={fields.slot}
        onChange={(date, slot) => patch({ date, slot })}
      />
    </ActionForm>
  );
}

/** The status steps the policy allows now, then a button to open each other action's form. */
function ActionButtons({
  order,
  actions: { open, action, start },
  steps,
  allowed,
  canPay,
}: {
  order: OpsOrderDetail;
  actions: OrderActionState;
  steps: OrderAction[];
  allowed: Set<string>;
  canPay: boolean;
}) {
  const { t } = useTranslation('portal', { keyPrefix: 'orders' });
  const opener = (form: Exclude<Open, null>, danger = false) =>
    open === form ? null : (
      <button
        type="button"
        className={danger ? 'btn btn-outline-danger' : 'btn btn-outline-primary'}
        onClick={() => start(form)}
      >
        {t(`action.${form}`)}
      </button>
    );
  return (
    <div className="d-grid gap-2">
      {steps.map((step) =>
        // Completing asks why the customer did not sign (decision 078): a form of its own.
        step === 'complete' ? (
          <Fragment key={step}>{opener('complete')}</Fragment>
        ) : (
          <button
            key={step}
            type="button"
            className="btn btn-outline-primary"
            disabled={action.isPending}
            onClick={() => {
              start(null);
              action.mutate(() => setStatus(order.cartOrderNo, ACTION_STATUS[step]!));
            }}
          >
            {t(`action.${step}`)}
          </button>
        ),
      )}
      {canPay ? opener('pay') : null}
      {allowed.has('change_date') ? opener('change_date') : null}
      {allowed.has('refund') ? opener('refund') : null}
      {allowed.has('cancel') ? opener('cancel', true) : null}
    </div>
  );
}
