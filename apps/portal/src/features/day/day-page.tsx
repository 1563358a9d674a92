import { useEffect, useState } from 'react';
import { useQuery, useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useOutletContext } from 'react-router';
import { dispatchPaths, jobsDataSchema, type JobStatusRequest } from '@changdee/contract/dispatch';
import type { PortalMe } from '@changdee/contract/portal';
import type { z } from 'zod';
import { formatDate } from '@changdee/domain/date-format';
import { addDays, businessToday, formatBusinessTime } from '@changdee/domain/dates';
import { slotHoursText, TIME_SLOTS } from '@changdee/domain/time-slots';
import { localizedErrorMessage } from '@changdee/ui/lib/error-message';
import { useLocale } from '@changdee/ui/lib/use-locale';
import { LoadFailed, Loading } from '../../lib/load-states';
import { apiRequest } from '../../lib/api';
import { JobCard } from './job-card';
import { waitingSince, type QueuedStep } from './step-queue';
import { useStepQueue } from './use-step-queue';
import { useDocumentTitle } from '../../lib/use-document-title';

// /portal/day: a Technician's day (issue 20, docs/decisions/044), phone first: today's or
// tomorrow's jobs of their team by slot, each a card with the next step. A step waits in the
// browser until the server answers (day/step-queue.ts) and is sent again with the same key when
// the connection comes back. Offline, the service worker answers with the day's and tomorrow's
// jobs as last seen (decision 066): tomorrow's are fetched with today's, so both are kept.

type JobsData = z.infer<typeof jobsDataSchema>;

const jobsQuery = (date: string) => ({
  queryKey: ['portal', 'jobs', date],
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    apiRequest({ path: dispatchPaths.jobs, query: { date }, schema: jobsDataSchema, signal }),
});

export function DayPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('day.title'));
  const me = useOutletContext<PortalMe>();
  const locale = useLocale();
  const queryClient = useQueryClient();
  const today = businessToday(new Date());
  const [date, setDate] = useState(today);
  const { waiting, refusal, step } = useStepQueue();
  const jobs = useQuery({ ...jobsQuery(date), enabled: me.team !== null });
  const tomorrow = addDays(today, 1);
  useEffect(() => {
    if (me.team !== null) void queryClient.prefetchQuery(jobsQuery(tomorrow));
  }, [me.team, queryClient, tomorrow]);

  return (
    <section aria-labelledby="day-title">
      <h1 id="day-title" className="h3">
        {t('day.title')}
      </h1>
      {me.team ? (
        <p data-testid="day-team">
          {t('day.team', { team: me.team.name[locale], code: me.team.code })}
        </p>
      ) : (
        <div className="alert alert-warning" role="status" data-testid="day-no-team">
          {t('day.noTeam')}
        </div>
      )}
      <div className="btn-group mb-3" role="group" aria-label={t('day.whichDay')}>
        {[today, tomorrow].map((day, index) => (
          <button
            key={day}
            type="button"
            className={`btn ${day === date ? 'btn-primary' : 'btn-outline-primary'}`}
            aria-pressed={day === date}
            onClick={() => setDate(day)}
          >
            {t(index === 0 ? 'day.todayTab' : 'day.tomorrowTab')}
          </button>
        ))}
      </div>
      <p className="lead mb-2" data-testid="day-date">
        {formatDate(date, 'weekday', locale)} {formatDate(date, 'long', locale)}
      </p>
      {waiting.length > 0 ? <WaitingSteps steps={waiting} /> : null}
      {refusal ? (
        <div className="alert alert-danger" role="alert" data-testid="day-refusal">
          {refusal}
        </div>
      ) : null}
      {me.team === null ? null : <DayJobs jobs={jobs} onStep={step} />}
    </section>
  );
}

/** How many steps wait for a connection, and since when. */
function WaitingSteps({ steps }: { steps: readonly QueuedStep[] }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const since = waitingSince(steps);
  return (
    <div className="alert alert-info" role="status" data-testid="day-waiting">
      {t('day.waiting', { count: steps.length })}
      {since ? ` ${t('day.waitingSince', { time: formatBusinessTime(since, locale) })}` : null}
    </div>
  );
}

/** The day's jobs by slot, each a card; or why there are none. */
function DayJobs({
  jobs,
  onStep,
}: {
  jobs: UseQueryResult<JobsData>;
  onStep(orderNo: string, body: JobStatusRequest): void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  return jobs.isPending ? (
    <Loading />
  ) : jobs.isError ? (
    <LoadFailed
      message={localizedErrorMessage(jobs.error, locale, t)}
      onRetry={() => void jobs.refetch()}
    />
  ) : jobs.data.jobs.length === 0 ? (
    <p data-testid="day-empty">{t('day.empty')}</p>
  ) : (
    TIME_SLOTS.map((slot) => {
      const inSlot = jobs.data.jobs.filter((job) => job.time === slot);
      if (inSlot.length === 0) return null;
      return (
        <div key={slot}>
          <h2 className="h5 mt-3">
            {t(`day.slot.${slot}`)} {slotHoursText(slot, locale)}
          </h2>
          {inSlot.map((job) => (
            <JobCard
              key={job.cartOrderNo}
              job={job}
              onStep={(body) => onStep(job.cartOrderNo, body)}
              onPhoto={() => void jobs.refetch()}
            />
          ))}
        </div>
      );
    })
  );
}
