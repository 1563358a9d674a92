import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { OperatorDay } from '@changdee/contract/ops-dashboard';
import { formatDate } from '@changdee/domain/date-format';
import { useLocale, useLocalizedPath } from '@changdee/ui/lib/use-locale';
import { ordersListPath } from './today-api';

// A day's jobs by status (docs/decisions/075): each count opens the orders list at that status
// and booking date.

export function DayJobs({
  jobs,
  heading,
}: {
  jobs: OperatorDay['jobs'][number];
  heading: 'jobsToday' | 'jobsTomorrow';
}) {
  const { t } = useTranslation('portal', { keyPrefix: 'today' });
  const locale = useLocale();
  const localize = useLocalizedPath();
  const id = `day-jobs-${heading}`;
  return (
    <section className="card card-body h-100" aria-labelledby={id} data-testid={id}>
      <h2 className="h5" id={id}>
        {t(heading, { date: formatDate(jobs.date, 'long', locale) })}
      </h2>
      <p className="mb-2">{t('jobsTotal', { count: jobs.total })}</p>
      <ul className="list-unstyled operator-day__statuses mb-0">
        {jobs.by_status.map(({ status, count }) => (
          <li key={status} data-status={status}>
            <Link
              to={localize(ordersListPath({ status, date: jobs.date }))}
              className="d-flex justify-content-between gap-2"
              data-testid={`day-jobs-${status}`}
            >
              <span>{t(`status.${status}`)}</span>
              <span className="fw-semibold">{count}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
