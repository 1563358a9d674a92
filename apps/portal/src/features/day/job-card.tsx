import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  dispatchPaths,
  jobPhotoSchema,
  type JobCard as Job,
  type JobStatusRequest,
} from '@changdee/contract/dispatch';
import { completionMissing, PROBLEM_KINDS, type ProblemKind } from '@changdee/domain/job-report';
import { isTeamAtWork } from '@changdee/domain/order-status';
import { localizedErrorMessage } from '@changdee/ui/lib/error-message';
import { useLocale } from '@changdee/ui/lib/use-locale';
import { apiRequest } from '../../lib/api';

// One job of the technician's day (issue 20): where, who (tap to call), what, and the next step —
// on the way, started, completed with a note and a photo — or a problem with its kind.

/** The next status steps the card offers for a status (the server's policy decides). */
const NEXT: Partial<Record<Job['status'], JobStatusRequest['status'][]>> = {
  contractor_assigned: ['scheduled'],
  scheduled: ['on_the_way', 'in_progress'],
  on_the_way: ['in_progress'],
};

const mapsUrl = (job: Job, locale: 'th' | 'en') =>
  job.address.location
    ? `https://www.google.com/maps/search/?api=1&query=${job.address.location.lat},${job.address.location.lng}`
    : `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(
        [
          job.address.no,
          job.address.sub_district[locale],
          job.address.district[locale],
          job.address.province[locale],
          job.address.postcode,
        ].join(' '),
      )}`;

export function JobCard({
  job,
  onStep,
  onPhoto,
}: {
  job: Job;
  onStep: (body: JobStatusRequest) => void;
  onPhoto: () => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<ProblemKind>('customer_absent');
  const [problemNote, setProblemNote] = useState('');
  const [photoError, setPhotoError] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const missing = completionMissing(note, job.photos);

  async function upload(file: File) {
    setUploading(true);
    setPhotoError(null);
    const form = new FormData();
    form.append('photo', file);
    try {
      await apiRequest({
        method: 'POST',
        path: dispatchPaths.jobPhotos.replace(':cartOrderNo', job.cartOrderNo),
        body: form,
        schema: jobPhotoSchema,
      });
      onPhoto();
    } catch (error) {
      setPhotoError(localizedErrorMessage(error, locale, t));
    } finally {
      setUploading(false);
    }
  }

  return (
    <article className="card mb-3" data-testid="job-card" data-order={job.cartOrderNo}>
      <div className="card-body">
        <div className="d-flex justify-content-between gap-2 flex-wrap">
          <h3 className="h6 mb-1">{job.cartOrderNo}</h3>
          <span className="badge text-bg-secondary" data-testid="job-status">
            {t(`day.status.${job.status}`)}
          </span>
        </div>
        <p className="mb-1">
          {job.customer.firstname} {job.customer.lastname} ·{' '}
          <a href={`tel:${job.customer.mobile}`} className="job-card__link" data-testid="job-call">
            {t('day.call', { mobile: job.customer.mobile })}
          </a>
        </p>
        <p className="mb-1">
          {job.address.no} {job.address.sub_district[locale]} {job.address.district[locale]}{' '}
          {job.address.province[locale]} {job.address.postcode} ·{' '}
          <a
            href={mapsUrl(job, locale)}
            target="_blank"
            rel="noreferrer"
            className="job-card__link"
            data-testid="job-map"
          >
            {t('day.map')}
          </a>
        </p>
        {job.address.landmark ? (
          <p className="mb-1 small">{t('day.landmark', { landmark: job.address.landmark })}</p>
        ) : null}
        <ul className="mb-1 ps-3 small">
          {job.services.map((service, index) => (
            <li key={index}>
              {service.name[locale]} × {service.qty}
              {service.remark ? ` — ${service.remark}` : ''}
            </li>
          ))}
        </ul>
        {job.note ? (
          <p className="small mb-1">{t('day.customerNote', { note: job.note })}</p>
        ) : null}
        {job.problem ? (
          <div className="alert alert-warning py-1 px-2 small mb-2" role="status">
            {t('day.problemStanding', { kind: t(`day.problem.${job.problem.kind}`) })}
            {job.problem.note ? ` — ${job.problem.note}` : ''}
          </div>
        ) : null}

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
          <div className="mt-2">
            <label className="form-label" htmlFor={`photo-${job.cartOrderNo}`}>
              {t('day.photos', { count: job.photos })}
            </label>
            <input
              id={`photo-${job.cartOrderNo}`}
              className="form-control"
              type="file"
              accept="image/*"
              capture="environment"
              disabled={uploading}
              onChange={(event) => {
                const file = event.target.files?.[0];
                if (file) void upload(file);
                event.target.value = '';
              }}
            />
            {photoError ? (
              <div className="text-danger small mt-1" role="alert">
                {photoError}
              </div>
            ) : null}
            <label className="form-label mt-2" htmlFor={`note-${job.cartOrderNo}`}>
              {t('day.completionNote')}
            </label>
            <textarea
              id={`note-${job.cartOrderNo}`}
              className="form-control"
              rows={2}
              maxLength={1000}
              value={note}
              onChange={(event) => setNote(event.target.value)}
            />
            <button
              type="button"
              className="btn btn-success mt-2"
              disabled={missing !== null}
              onClick={() => onStep({ status: 'completed', note })}
            >
              {t('day.step.completed')}
            </button>
            {missing ? (
              <div className="small text-body-secondary">{t(`day.missing.${missing}`)}</div>
            ) : null}
          </div>
        ) : null}

        {isTeamAtWork(job.status) ? (
          <details className="mt-2">
            <summary className="job-card__summary">{t('day.reportProblem')}</summary>
            <select
              className="form-select mt-2"
              aria-label={t('day.problemKind')}
              value={problem}
              onChange={(event) => setProblem(event.target.value as ProblemKind)}
            >
              {PROBLEM_KINDS.map((kind) => (
                <option key={kind} value={kind}>
                  {t(`day.problem.${kind}`)}
                </option>
              ))}
            </select>
            <textarea
              className="form-control mt-2"
              rows={2}
              maxLength={1000}
              aria-label={t('day.problemNote')}
              placeholder={t('day.problemNote')}
              value={problemNote}
              onChange={(event) => setProblemNote(event.target.value)}
            />
            <button
              type="button"
              className="btn btn-outline-danger mt-2"
              disabled={problem === 'other' && problemNote.trim() === ''}
              onClick={() => onStep({ status: 'problem', problem, note: problemNote })}
            >
              {t('day.sendProblem')}
            </button>
          </details>
        ) : null}
      </div>
    </article>
  );
}
