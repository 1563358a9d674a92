import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { signOffRequestSchema, type SignOffRequest } from '@changdee/contract/sign-off';
import {
  SIGN_OFF_ABSENCE_REASONS,
  SIGN_OFF_KINDS,
  type SignOffAbsenceReason,
  type SignOffKind,
} from '@changdee/domain/sign-off';
import { SignaturePad } from '@changdee/ui/signature-pad';

// The customer's sign-off of a job being completed (issue 31 item 6, decision 078): their typed
// name and their signature drawn on the phone, or, when they are not there, the reason (and a
// note for "other"). The contract's own schema says when it is complete; until then it is null.

interface Draft {
  kind: SignOffKind;
  name: string;
  signature: string | null;
  reason: SignOffAbsenceReason;
  note: string;
}

const EMPTY: Draft = {
  kind: 'signed',
  name: '',
  signature: null,
  reason: 'customer_not_home',
  note: '',
};

/** The sign-off a draft makes, or null while it lacks something (a blank pad is never sent). */
function signOffOf(draft: Draft): SignOffRequest | null {
  const body =
    draft.kind === 'signed'
      ? { kind: 'signed', name: draft.name, signature: draft.signature ?? '' }
      : { kind: 'absent', reason: draft.reason, note: draft.note };
  if (draft.kind === 'signed' && !draft.signature) return null;
  const parsed = signOffRequestSchema.safeParse(body);
  return parsed.success ? parsed.data : null;
}

/** The fields of the sign-off; `onChange` gets the request whenever it is complete, else null. */
export function JobSignOff({
  orderNo,
  onChange,
}: {
  orderNo: string;
  onChange: (signOff: SignOffRequest | null) => void;
}) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const update = (change: Partial<Draft>) => {
    const next = { ...draft, ...change };
    setDraft(next);
    onChange(signOffOf(next));
  };
  const id = (name: string) => `sign-off-${name}-${orderNo}`;
  return (
    <fieldset className="mt-3" data-testid="job-sign-off">
      <legend className="h6">{t('day.signOff.title')}</legend>
      <div className="btn-group w-100 mb-2" role="radiogroup" aria-label={t('day.signOff.title')}>
        {SIGN_OFF_KINDS.map((kind) => (
          <button
            key={kind}
            type="button"
            role="radio"
            aria-checked={draft.kind === kind}
            className={`btn ${draft.kind === kind ? 'btn-primary' : 'btn-outline-primary'}`}
            onClick={() => update({ kind })}
          >
            {t(`day.signOff.${kind}`)}
          </button>
        ))}
      </div>
      {draft.kind === 'signed' ? (
        <>
          <label className="form-label" htmlFor={id('name')}>
            {t('day.signOff.name')}
          </label>
          <input
            id={id('name')}
            className="form-control mb-2"
            autoComplete="off"
            maxLength={100}
            value={draft.name}
            onChange={(event) => update({ name: event.target.value })}
          />
          <SignaturePad
            label={t('day.signOff.pad')}
            clearLabel={t('day.signOff.clear')}
            onChange={(signature) => update({ signature })}
          />
        </>
      ) : (
        <AbsenceFields draft={draft} id={id} onChange={update} />
      )}
    </fieldset>
  );
}

/** Why the customer did not sign, and a note (required for "other"); the office's too. */
export function AbsenceFields({
  draft,
  id,
  onChange,
}: {
  draft: { reason: SignOffAbsenceReason; note: string };
  id: (name: string) => string;
  onChange: (change: { reason?: SignOffAbsenceReason; note?: string }) => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <label className="form-label" htmlFor={id('reason')}>
        {t('day.signOff.reason')}
      </label>
      <select
        id={id('reason')}
        className="form-select mb-2"
        value={draft.reason}
        onChange={(event) => onChange({ reason: event.target.value as SignOffAbsenceReason })}
      >
        {SIGN_OFF_ABSENCE_REASONS.map((reason) => (
          <option key={reason} value={reason}>
            {t(`day.signOff.reasons.${reason}`)}
          </option>
        ))}
      </select>
      <label className="form-label" htmlFor={id('note')}>
        {t('day.signOff.note')}
      </label>
      <textarea
        id={id('note')}
        className="form-control"
        rows={2}
        maxLength={500}
        value={draft.note}
        onChange={(event) => onChange({ note: event.target.value })}
      />
    </>
  );
}
