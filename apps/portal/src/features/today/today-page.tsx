import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatBusinessTime } from '@changdee/domain/dates';
import { localizedErrorMessage } from '@changdee/ui/lib/error-message';
import { useLocale } from '@changdee/ui/lib/use-locale';
import { LoadFailed, Loading } from '../../lib/load-states';
import { useDocumentTitle } from '../../lib/use-document-title';
import { CapacityHeatMap } from './capacity-heat-map';
import { DayJobs } from './day-jobs';
import { LateJobs } from './late-jobs';
import { fetchOperatorDay, REFRESH_MS, todayKeys } from './today-api';
import { WaitingCounts } from './waiting-counts';
import './today.scss';

// /portal/today (issue 32 items 1 and 2, docs/decisions/075): an Operator's landing page. Today's
// and tomorrow's jobs by status, what waits for the office (each number opens the orders it
// counts), the late jobs by name, and the capacity ahead. It reads itself again every 30 seconds.

export function TodayPage() {
  const { t } = useTranslation('portal', { keyPrefix: 'today' });
  const { t: tAll } = useTranslation();
  const locale = useLocale();
  useDocumentTitle(t('title'));
  const day = useQuery({
    queryKey: todayKeys.day,
    queryFn: ({ signal }) => fetchOperatorDay(signal),
    refetchInterval: REFRESH_MS,
  });
  const data = day.data;
  return (
    <div className="operator-day" data-testid="today-page">
      <h1 className="h3">{t('title')}</h1>
      {day.isError && !data ? (
        <LoadFailed
          message={localizedErrorMessage(day.error, locale, tAll)}
          onRetry={() => void day.refetch()}
        />
      ) : !data ? (
        <Loading />
      ) : (
        <>
          <p className="small text-body-secondary" data-testid="today-as-of">
            {t('asOf', { time: formatBusinessTime(new Date(data.as_of), locale) })}
          </p>
          <div className="row g-3 mb-3">
            {data.jobs.map((jobs, index) => (
              <div className="col-12 col-lg-6" key={jobs.date}>
                <DayJobs jobs={jobs} heading={index === 0 ? 'jobsToday' : 'jobsTomorrow'} />
              </div>
            ))}
          </div>
          <WaitingCounts day={data} />
          <LateJobs late={data.late} />
        </>
      )}
      <CapacityHeatMap />
    </div>
  );
}
