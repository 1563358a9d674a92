import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  dispatchPaths,
  jobPhotoSchema,
  type JobCard as Job,
  type JobStatusRequest,
} from '@changdee/contract/dispatch';
import type { SignOffRequest } from '@changdee/contract/sign-off';
import { completionMissing } from '@changdee/domain/job-report';
import { localizedErrorMessage } from '@changdee/ui/lib/error-message';
import { useLocale } from '@changdee/ui/lib/use-locale';
import { apiRequest } from '../../lib/api';
import { JobSignOff } from './job-sign-off';

// Completing a job in progress: photos taken and uploaded one at a time, a completion note, the
// customer's sign-off (decision 078), and the button that completes it once nothing is missing.
// The step, signature and all, waits in the step queue until the server answers (decision 066).

/** A job and what its card does: take its next step, and read it again after a photo. */
export interface JobCardProps {
  job: Job;
  onStep: (body: JobStatusRequest) => void;
  onPhoto: () => void;
}

export function JobCompletion({ job, onStep, onPhoto }: JobCardProps) {
  const { t } = useTranslation();
  const [note, setNote] = useState('');
  const [signOff, setSignOff] = useState<SignOffRequest | null>(null);
  const { upload, uploading, photoError } = usePhotoUpload(job.cartOrderNo, onPhoto);
  const missing = completionMissing(note, job.photos);
  return (
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
      <JobSignOff orderNo={job.cartOrderNo} onChange={setSignOff} />
      <button
        type="button"
        className="btn btn-success mt-2"
        disabled={missing !== null || signOff === null}
        onClick={() => signOff && onStep({ status: 'completed', note, sign_off: signOff })}
      >
        {t('day.step.completed')}
      </button>
      {missing ? (
        <div className="small text-body-secondary">{t(`day.missing.${missing}`)}</div>
      ) : null}
      {!missing && !signOff ? (
        <div className="small text-body-secondary">{t('day.signOff.missing')}</div>
      ) : null}
    </div>
  );
}

/** Uploads one photo of the job; its refusal in the user's words. */
function usePhotoUpload(cartOrderNo: string, onPhoto: () => void) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [photoError, setPhotoError] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  async function upload(file: File) {
    setUploading(true);
    setPhotoError(null);
    const form = new FormData();
    form.append('photo', file);
    try {
      await apiRequest({
        method: 'POST',
        path: dispatchPaths.jobPhotos.replace(':cartOrderNo', cartOrderNo),
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
  return { upload, uploading, photoError };
}
