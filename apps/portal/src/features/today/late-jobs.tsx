import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { LateJob, OperatorDay } from '@changdee/contract/ops-dashboard';
import { formatDate } from '@changdee/domain/date-format';
import { useLocale, useLocalizedPath } from '@changdee/ui/lib/use-locale';
import { orderPath, ordersListPath } from './today-api';

// The late jobs by name (docs/decisions/075), each a link to its order, with why it is late; the
// whole list (when more are late than shown) is the orders list's `attention=late`.

function LateJobRow({ job }: { job: LateJob }) {
  const { t } = useTranslation('portal', { keyPrefix: 'today' });
  const locale = useLocale();
  const localize = useLocalizedPath();
  return (
    <tr data-testid="late-job" data-order={job.cartOrderNo}>
      <th scope="row">
        <Link className="operator-day__order-link" to={localize(orderPath(job.cartOrderNo))}>
          {job.cartOrderNo}
        </Link>
      </th>
      <td>
        {formatDate(job.date, 'short', locale)} · {t(`slot.${job.time}`)}
      </td>
      <td>{job.team ? job.team[locale] : t('noTeam')}</td>
      <td>{t(`status.${job.status}`)}</td>
      <td>{t(`lateReason.${job.reason}`)}</td>
    </tr>
  );
}

export function LateJobs({ late }: { late: OperatorDay['late'] }) {
  const { t } = useTranslation('portal', { keyPrefix: 'today' });
  const localize = useLocalizedPath();
  const columns = ['order', 'when', 'team', 'status', 'reason'] as const;
  return (
    <section className="mb-4" aria-labelledby="today-late" data-testid="late-jobs">
      <h2 className="h5" id="today-late">
        {t('lateTitle')}
      </h2>
      {late.jobs.length === 0 ? (
        <p className="alert alert-light">{t('lateNone')}</p>
      ) : (
        // Scrolls sideways on a phone only: at desktop width the table fits, and a scrolling box
        // would cut the ink of its last row (the layout walk found it with many late jobs).
        <div className="table-responsive-lg">
          <table className="table table-sm align-middle operator-day__late">
            <thead>
              <tr>
                {columns.map((column) => (
                  <th scope="col" key={column}>
                    {t(`lateColumns.${column}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {late.jobs.map((job) => (
                <LateJobRow key={job.cartOrderNo} job={job} />
              ))}
            </tbody>
          </table>
        </div>
      )}
      {late.count > late.jobs.length ? (
        <Link to={localize(ordersListPath({ attention: 'late' }))}>
          {t('lateMore', { count: late.count })}
        </Link>
      ) : null}
    </section>
  );
}
