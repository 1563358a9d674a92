import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { Extra } from '@changdee/contract/extras';
import type { CartOrder, OrderChange } from '@changdee/contract/orders';
import { formatBusinessTime } from '@changdee/domain/dates';
import { formatDate } from '@changdee/domain/date-format';
import type { Locale } from '@changdee/domain/locale';
import { isHoldReason, SYSTEM_LOGIN } from '@changdee/domain/payment-hold';
import { timeSlotLabel } from '@changdee/domain/time-slots';
import { cx } from '@changdee/ui/lib/cx';
import { ruleText } from '../../../shared/lib/rule-text';
import {
  historyNewestFirst,
  orderTimeline,
  readDateSlot,
  type TimelineSource,
} from '../lib/order-timeline';
import { CheckIcon } from './icons';
import { KeepTogether } from '@changdee/ui/keep-together';

// The order's status as steps (created … completed, or cancelled) and its history of changes:
// status, payment, service date and technician, who made each and when.

/** "22 พ.ย. 2568 14.30 น." / "22 Nov 2025 14:30" */
export function useInstantText(locale: Locale) {
  const { t } = useTranslation('orders');
  return (iso: string) => {
    const instant = new Date(iso);
    return t('time.at', {
      date: formatDate(instant, 'short', locale),
      time: formatBusinessTime(instant, locale),
    });
  };
}

export function OrderTimeline({ order, locale }: { order: TimelineSource; locale: Locale }) {
  const { t } = useTranslation('orders');
  const instant = useInstantText(locale);
  return (
    <ol className="order-timeline list-unstyled mb-0" data-testid="order-timeline">
      {orderTimeline(order).map((step) => (
        <li
          key={step.status}
          className={cx('order-timeline__step', `is-${step.state}`)}
          data-status={step.status}
          data-state={step.state}
          aria-current={step.state === 'current' ? 'step' : undefined}
        >
          <span className="order-timeline__mark" aria-hidden>
            {step.state === 'done' || step.state === 'current' ? <CheckIcon /> : null}
          </span>
          <span className="order-timeline__text">
            <span className="order-timeline__label">{t(`status.${step.status}`)}</span>
            <span className="visually-hidden">{t(`timeline.${step.state}`)}</span>
            {step.at ? (
              <span className="order-timeline__at small text-body-secondary">
                {instant(step.at)}
              </span>
            ) : null}
          </span>
        </li>
      ))}
    </ol>
  );
}

/** An on-site extra's line (decision 080), named from the order's extras by the row's id. */
function extraText(change: OrderChange, extras: readonly Extra[], locale: Locale, t: TFunction) {
  const extra = extras.find((one) => one.id === change.from);
  const name = extra ? extra.name[locale] : t('history.extraUnknown');
  if (change.to === 'approved')
    return t('history.extraApproved', { name, signer: change.reason ?? '' });
  if (change.to === 'declined') return t('history.extraDeclined', { name });
  if (change.to === 'paid') return t('history.extraPaid');
  return t('history.extraProposed', { name });
}

function ChangeText({
  change,
  locale,
  extras,
}: {
  change: OrderChange;
  locale: Locale;
  extras: readonly Extra[];
}) {
  const { t } = useTranslation('orders');
  const slotText = (value: string | null) => {
    const read = readDateSlot(value);
    if (!read) return value ?? '';
    return `${formatDate(read.date, 'short', locale)} ${ruleText(t, timeSlotLabel(read.slot, locale))}`;
  };
  switch (change.kind) {
    case 'status':
      return change.from
        ? t('history.status', {
            from: t(`status.${change.from}`),
            to: t(`status.${change.to}`),
          })
        : t('history.created');
    case 'payment':
      return t('history.payment', {
        from: t(`paymentState.${change.from ?? 'unpaid'}`),
        to: t(`paymentState.${change.to}`),
      });
    case 'expected_date': {
      const [from, to] = [slotText(change.from), slotText(change.to)];
      return <KeepTogether text={t('history.date', { from, to })} phrases={[from, to]} />;
    }
    case 'contractor':
      return change.from ? t('history.contractorChanged') : t('history.contractorAssigned');
    case 'hold':
      return change.to === 'released' ? t('history.holdReleased') : t('history.holdRebooked');
    case 'problem':
      return t('history.problem', { kind: t(`problem.${change.to}`) });
    case 'reschedule':
      return t(
        change.to === 'dismissed' ? 'history.rescheduleDismissed' : 'history.rescheduleMoved',
        {
          asked: change.from
            ? formatDate(change.from, 'long', locale)
            : t('history.rescheduleNoDate'),
        },
      );
    case 'extra':
      return extraText(change, extras, locale, t);
  }
}

/** Who made a change: the person, the server itself (a payment hold), or the payment provider. */
function changedBy(change: OrderChange, t: TFunction): string {
  if (change.by) return change.by;
  // The customer's own answer to an extra on their page has no person of ours behind it.
  if (change.kind === 'extra' && change.to !== 'paid') return t('history.byCustomer');
  return change.login === SYSTEM_LOGIN ? t('history.bySystem') : t('history.byProvider');
}

export function OrderHistory({ order, locale }: { order: CartOrder; locale: Locale }) {
  const { t } = useTranslation('orders');
  const instant = useInstantText(locale);
  if (order.history.length === 0) return null;
  return (
    <ul className="order-history list-unstyled mb-0" data-testid="order-history">
      {historyNewestFirst(order.history).map((change, index) => (
        <li key={`${change.at}-${index}`} data-kind={change.kind}>
          <span className="order-history__what">
            <ChangeText change={change} locale={locale} extras={order.extras?.extras ?? []} />
          </span>
          {isHoldReason(change.reason) ? (
            <span className="small" data-testid="history-hold-reason">
              {t(`holdReason.${change.reason}`)}
            </span>
          ) : null}
          {change.kind === 'status' && change.to === 'cancelled' && change.reason ? (
            <span className="small" data-testid="history-cancel-reason">
              {t('history.reason', { reason: change.reason })}
            </span>
          ) : null}
          <span className="small text-body-secondary">
            {instant(change.at)}
            {' · '}
            {changedBy(change, t)}
          </span>
        </li>
      ))}
    </ul>
  );
}
