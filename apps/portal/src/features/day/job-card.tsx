import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { JobCard as Job, JobStatusRequest } from '@changdee/contract/dispatch';
import { isTeamAtWork } from '@changdee/domain/order-status';
import { JobCompletion, type JobCardProps } from './job-completion';
import { JobDetails } from './job-details';
import { JobProblemReport } from './job-problem-report';
import { QuotationBuilder } from './quotation/quotation-builder';
import { JobExtras } from './extras/job-extras';

// One job of the technician's day (issue 20): where, who (tap to call), what, and the next step —
// on the way, started, completed with a note and a photo — or a problem with its kind.

/** The next status steps the card offers for a status (the server's policy decides). */
const NEXT: Partial<Record<Job['status'], JobStatusRequest['status'][]>> = {
  contractor_assigned: ['scheduled'],
  scheduled: ['on_the_way', 'in_progress'],
  on_the_way: ['in_progress'],
};

/** A survey started or done may be quoted (decision 072): the server judges it again. */
const isQuotable = (job: Job) =>
  (job.status === 'in_progress' || job.status === 'completed') &&
  job.services.some((service) => service.product_type === 'S');

/** An installation at work may take extras (decision 080): the server judges it again. */
const takesExtras = (job: Job) =>
  job.status === 'in_progress' && job.services.some((service) => service.product_type === 'I');

/** A panel opened on demand (it loads what it needs then): the quotation, the extras. */
function Toggle({
  openLabel,
  closeLabel,
  children,
}: {
  openLabel: string;
  closeLabel: string;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  return (
    <div className="mt-2">
      <button
        type="button"
        className="btn btn-outline-primary"
        aria-expanded={open}
        onClick={() => setOpen((now) => !now)}
      >
        {open ? closeLabel : openLabel}
      </button>
      {open ? children : null}
    </div>
  );
}

export function JobCard({ job, onStep, onPhoto }: JobCardProps) {
  const { t } = useTranslation();
  return (
    <article className="card mb-3" data-testid="job-card" data-order={job.cartOrderNo}>
      <div className="card-body">
        <div className="d-flex justify-content-between gap-2 flex-wrap">
          <h3 className="h6 mb-1">{job.cartOrderNo}</h3>
          <span className="badge text-bg-secondary" data-testid="job-status">
            {t(`day.status.${job.status}`)}
          </span>
        </div>
        <JobDetails job={job} />
        <div className="d-flex flex-wrap gap-2 mt-2">
          {(NEXT[job.status] ?? []).map((status) => (
            <button
              key={status}
              type="button"
              className="btn btn-primary"
              onClick={() => onStep({ status, note: '' })}
            >
              {t(`day.step.${status}`)}
            </button>
          ))}
        </div>

        {job.status === 'in_progress' ? (
          <JobCompletion job={job} onStep={onStep} onPhoto={onPhoto} />
        ) : null}
        {isTeamAtWork(job.status) ? <JobProblemReport onStep={onStep} /> : null}
        {isQuotable(job) ? (
          <Toggle openLabel={t('day.quotation.open')} closeLabel={t('day.quotation.close')}>
            <QuotationBuilder orderNo={job.cartOrderNo} />
          </Toggle>
        ) : null}
        {takesExtras(job) ? (
          <Toggle openLabel={t('day.extras.open')} closeLabel={t('day.extras.close')}>
            <JobExtras orderNo={job.cartOrderNo} />
          </Toggle>
        ) : null}
      </div>
    </article>
  );
}
