import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { OperatorDay } from '@changdee/contract/ops-dashboard';
import { formatBaht } from '@changdee/domain/money';
import { useLocale, useLocalizedPath } from '@changdee/ui/lib/use-locale';
import { ordersListPath } from './today-api';

// What waits for the office (docs/decisions/075): each number opens the orders list filtered to
// exactly the orders it counts; refunds due also say their sum.

type Tile = {
  kind: 'late' | 'problem' | 'request' | 'refund' | 'slip' | 'message' | 'rating';
  count: number;
  path: string;
};

const tilesOf = (day: OperatorDay): Tile[] => [
  { kind: 'late', count: day.late.count, path: ordersListPath({ attention: 'late' }) },
  { kind: 'problem', count: day.problems, path: ordersListPath({ attention: 'problem' }) },
  { kind: 'request', count: day.requests, path: ordersListPath({ attention: 'request' }) },
  {
    kind: 'refund',
    count: day.refunds_due.count,
    path: ordersListPath({ payment: 'refund_due' }),
  },
  { kind: 'slip', count: day.slips_waiting, path: ordersListPath({ attention: 'slip' }) },
  { kind: 'message', count: day.messages_failed, path: ordersListPath({ attention: 'message' }) },
  {
    kind: 'rating',
    count: day.ratings_to_follow_up,
    path: ordersListPath({ attention: 'rating' }),
  },
];

export function WaitingCounts({ day }: { day: OperatorDay }) {
  const { t } = useTranslation('portal', { keyPrefix: 'today' });
  const locale = useLocale();
  const localize = useLocalizedPath();
  return (
    <section className="mb-3" aria-labelledby="today-waiting">
      <h2 className="h5" id="today-waiting">
        {t('waiting')}
      </h2>
      <ul className="row g-2 list-unstyled mb-0">
        {tilesOf(day).map((tile) => (
          <li className="col-6 col-md-4 col-xl-2" key={tile.kind}>
            <Link
              to={localize(tile.path)}
              className={`card card-body h-100 operator-day__tile${tile.count > 0 ? ' operator-day__tile--due' : ''}`}
              data-testid={`today-count-${tile.kind}`}
            >
              <span className="small">{t(`count.${tile.kind}`)}</span>
              <span className="fs-4 fw-semibold" data-testid="count">
                {tile.count}
              </span>
              <span className="small text-body-secondary">
                {tile.kind === 'refund'
                  ? t('refundSum', { amount: formatBaht(day.refunds_due.total, locale) })
                  : t('orders', { count: tile.count })}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
