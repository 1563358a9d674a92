import { useTranslation } from 'react-i18next';
import type { AttentionJob, BoardJob } from '@changdee/contract/dispatch';
import { formatDate } from '@changdee/domain/date-format';
import { useLocale } from '@changdee/ui/lib/use-locale';
import { BoardJobCard } from './job-card';

// "Needs a decision" beside the board: the jobs of the days shown without a team, unpaid past
// their hold, whose team is off or closed, with a technician's problem, or whose customer asked
// for another date (decision 046) — each reason in words. Moving the job (dragging it onto a cell
// or with the picker) decides it; a customer's request may also be dismissed, the job kept.

export function NeedsDecision({
  jobs,
  onMove,
  onDismiss,
  dismissing,
}: {
  jobs: AttentionJob[];
  onMove(job: BoardJob): void;
  onDismiss(job: AttentionJob): void;
  dismissing: string | null;
}) {
  const { t } = useTranslation('portal', { keyPrefix: 'dispatch' });
  const locale = useLocale();
  return (
    <section aria-labelledby="needs-decision-title" data-testid="needs-decision">
      <h2 className="h5" id="needs-decision-title">
        {t('needsDecision')} <span className="badge text-bg-warning">{jobs.length}</span>
      </h2>
      {jobs.length === 0 ? (
        <p className="text-body-secondary" data-testid="needs-decision-empty">
          {t('needsNone')}
        </p>
      ) : (
        <ul className="list-unstyled mb-0">
          {jobs.map((job) => (
            <li key={job.cartOrderNo} className="mb-2">
              <BoardJobCard job={job} onMove={onMove}>
                <div className="small">
                  {formatDate(job.date, 'short', locale)} · {t(`slot.${job.time}`)}
                </div>
                <ul className="small mb-0 ps-3 board-reasons" data-testid="needs-decision-reasons">
                  {job.reasons.map((reason) => (
                    <li key={reason}>{t(`reason.${reason}`)}</li>
                  ))}
                </ul>
                {job.reschedule ? (
                  <div className="small mt-1" data-testid="needs-decision-asked">
                    <div>
                      {job.reschedule.preferred_date
                        ? t('askedDate', {
                            date: formatDate(job.reschedule.preferred_date, 'long', locale),
                          })
                        : t('askedNoDate')}
                    </div>
                    {job.reschedule.note ? (
                      <div className="board-note">
                        {t('askedNote', { note: job.reschedule.note })}
                      </div>
                    ) : null}
                    <button
                      type="button"
                      className="btn btn-outline-secondary btn-sm mt-1"
                      disabled={dismissing === job.cartOrderNo}
                      onClick={() => onDismiss(job)}
                    >
                      {t('dismiss')}
                    </button>
                  </div>
                ) : null}
              </BoardJobCard>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
