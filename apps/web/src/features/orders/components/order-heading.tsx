import { useTranslation } from 'react-i18next';
import type { CartOrder } from '@changdee/contract/orders';
import type { Locale } from '@changdee/domain/locale';
import { useInstantText } from './order-status';

// The order's number, status and when it was placed, at the top of every order page.

export function StatusBadge({ status }: { status: CartOrder['status'] }) {
  const { t } = useTranslation('orders');
  return (
    <span
      className={`badge order-status is-${status}`}
      data-testid="order-status"
      data-status={status}
    >
      {t(`status.${status}`)}
    </span>
  );
}

export function OrderHeading({
  order,
  locale,
  level = 1,
}: {
  order: CartOrder;
  locale: Locale;
  level?: 1 | 2;
}) {
  const { t } = useTranslation('orders');
  const instant = useInstantText(locale);
  const Heading = level === 1 ? 'h1' : 'h2';
  return (
    <div className="order-heading">
      <Heading className="h3 mb-1">
        {t('order.number')}{' '}
        <span className="order-heading__number" data-testid="order-number">
          {order.cartOrderNo}
        </span>
      </Heading>
      <p className="mb-0 d-flex flex-wrap align-items-center gap-2">
        <StatusBadge status={order.status} />
        <span className="small text-body-secondary">
          {t('order.placedAt', { at: instant(order.created_at) })}
        </span>
      </p>
    </div>
  );
}
