import { useTranslation } from 'react-i18next';
import { formatDate } from '@changdee/domain/date-format';
import { isApiError } from '@changdee/ui/lib/api-error';
import { localizedErrorMessage } from '@changdee/ui/lib/error-message';
import { useLocale } from '@changdee/ui/lib/use-locale';

// Why the team was not saved; with capacity below what is booked, the days and slots and how
// many are booked; with jobs the new area no longer serves, those jobs.

type Conflict = { date: string; time: string | null; booked: number };
type StrandedJob = { order_no: string; date: string; time: string };

/** The refusal's details of the given code (none when the refusal is another). */
const detailsOf = <T,>(error: unknown, code: string, key: string): T[] =>
  isApiError(error) && error.code === code
    ? ((error.details as Record<string, T[] | undefined>)[key] ?? [])
    : [];

export function TeamSaveRefusal({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const conflicts = detailsOf<Conflict>(error, 'CAPACITY_BELOW_BOOKED', 'conflicts');
  const stranded = detailsOf<StrandedJob>(error, 'BOOKED_JOBS_NOT_SERVED', 'jobs');
  return (
    <div className="alert alert-danger mt-3" role="alert" data-testid="team-save-error">
      {localizedErrorMessage(error, locale, t)}
      {conflicts.length ? (
        <ul className="mb-0 mt-1">
          {conflicts.map((c) => (
            <li key={`${c.date}-${c.time}`}>
              {formatDate(c.date, 'short', locale)} ·{' '}
              {c.time ? t(`teams.slot${c.time}`) : t('teams.wholeDay')} ·{' '}
              {t('teams.booked', { count: c.booked })}
            </li>
          ))}
        </ul>
      ) : null}
      {stranded.length ? (
        <ul className="mb-0 mt-1">
          {stranded.map((job) => (
            <li key={job.order_no}>
              {job.order_no} · {formatDate(job.date, 'short', locale)} ·{' '}
              {t(`teams.slot${job.time}`)}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
