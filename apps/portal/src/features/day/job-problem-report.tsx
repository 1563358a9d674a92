import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { JobStatusRequest } from '@changdee/contract/dispatch';
import { PROBLEM_KINDS, type ProblemKind } from '@changdee/domain/job-report';

// Reporting a problem with a job the team is at: its kind and a note (needed for "other").

export function JobProblemReport({ onStep }: { onStep: (body: JobStatusRequest) => void }) {
  const { t } = useTranslation();
  const [problem, setProblem] = useState<ProblemKind>('customer_absent');
  const [problemNote, setProblemNote] = useState('');
  return (
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
  );
}
