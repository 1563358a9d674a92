import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { portalPagePath } from '@changdee/contract/portal-pages';
import type { BoardJob } from '@changdee/contract/dispatch';
import { isCartOrderNumberFormat } from '@changdee/domain/order-number';
import { isOrderOpen } from '@changdee/domain/order-status';
import { useLocale, useLocalizedPath } from '@changdee/ui/lib/use-locale';

// A job on the dispatch board: its order number (a link to the order's page), first service,
// sub-district, status and payment state. It can be dragged onto a cell, and, focused, Enter or
// Space opens the picker (so is its Move button): dragging is never the only way. A job that has
// ended (completed, cancelled) cannot move: it offers none of these (the domain's isOrderOpen, the
// rule the server's assign keeps).

/** The drag's payload type: the order number (also as plain text, which every browser carries). */
export const JOB_DRAG_TYPE = 'application/x-changdee-job';

/** Whether a drag may be a job's (its data is readable only on the drop). */
export const isJobDrag = (data: DataTransfer): boolean =>
  data.types.includes(JOB_DRAG_TYPE) || data.types.includes('text/plain');

/** The order number a drop carries, or null (text dragged from elsewhere). */
export function draggedJob(data: DataTransfer): string | null {
  const value = (data.getData(JOB_DRAG_TYPE) || data.getData('text/plain')).trim();
  return isCartOrderNumberFormat(value) ? value : null;
}

export function BoardJobCard({
  job,
  onMove,
  children,
}: {
  job: BoardJob;
  onMove(job: BoardJob): void;
  children?: React.ReactNode;
}) {
  const { t } = useTranslation('portal', { keyPrefix: 'dispatch' });
  const { t: tAll } = useTranslation();
  const locale = useLocale();
  const localize = useLocalizedPath();
  const orderPath = localize(
    portalPagePath('order').replace(':no', encodeURIComponent(job.cartOrderNo)),
  );
  const movable = isOrderOpen(job.status);
  const keyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (!movable || event.target !== event.currentTarget) return;
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      onMove(job);
    }
  };
  return (
    <article
      className="board-job card"
      tabIndex={0}
      draggable={movable}
      data-testid="board-job"
      data-order={job.cartOrderNo}
      aria-label={t('jobLabel', { no: job.cartOrderNo })}
      aria-describedby={movable ? 'board-move-hint' : undefined}
      onKeyDown={keyDown}
      onDragStart={(event) => {
        event.dataTransfer.setData(JOB_DRAG_TYPE, job.cartOrderNo);
        event.dataTransfer.setData('text/plain', job.cartOrderNo);
        event.dataTransfer.effectAllowed = 'move';
      }}
    >
      <div className="card-body p-2">
        <div className="d-flex justify-content-between align-items-start gap-1">
          <Link to={orderPath} className="fw-semibold text-nowrap" draggable={false}>
            {job.cartOrderNo}
          </Link>
          {movable ? (
            <button
              type="button"
              className="btn btn-link btn-sm p-0 board-job__move"
              onClick={() => onMove(job)}
            >
              {t('move')}
            </button>
          ) : null}
        </div>
        <div className="small">
          {job.service[locale]}
          {job.more_services > 0 ? ` ${t('moreServices', { count: job.more_services })}` : ''}
        </div>
        <div className="small text-body-secondary">{job.sub_district.name[locale]}</div>
        <div className="small">
          <span data-testid="board-job-status">{t(`status.${job.status}`)}</span>
          {' · '}
          <span>{t(`payment.${job.payment_state}`)}</span>
        </div>
        {job.problem ? (
          <div className="small text-danger">
            {t('problem', { kind: tAll(`day.problem.${job.problem}`) })}
          </div>
        ) : null}
        {children}
      </div>
    </article>
  );
}
