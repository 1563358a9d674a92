import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TeamDetail } from '@changdee/contract/teams-admin';
import { formatDate } from '@changdee/domain/date-format';
import { useLocale, useLocalizedPath } from '@changdee/ui/lib/use-locale';

// The booked jobs the team's closures leave needing a decision, each opening its order.

export function TeamAffectedJobs({ jobs }: { jobs: TeamDetail['affected_jobs'] }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const localize = useLocalizedPath();
  return (
    <section className="mt-3" data-testid="team-affected-jobs">
      <h3 className="h6">{t('teams.affected')}</h3>
      <p className="form-text mt-0">{t('teams.affectedHint')}</p>
      <ul>
        {jobs.map((job) => (
          <li key={job.cart_order_no}>
            <Link to={localize(`/orders/${encodeURIComponent(job.cart_order_no)}`)}>
              {job.cart_order_no}
            </Link>{' '}
            · {formatDate(job.date, 'short', locale)} · {t(`teams.slot${job.time}`)}
          </li>
        ))}
      </ul>
    </section>
  );
}
