import { useTranslation } from 'react-i18next';
import type { TeamFormState, TeamFormValues } from './team-values';

// The team form's plain inputs: a text or a capacity labelled with its words of teams.*, marked
// invalid and described by its refusal; the refusal itself; the switch that makes a team active.

type TextName = 'code' | 'name_th' | 'name_en' | 'phone';
type CapacityName = 'morning_capacity' | 'afternoon_capacity' | 'daily_capacity';

export function TeamFieldError({
  form,
  name,
}: {
  form: TeamFormState;
  name: keyof TeamFormValues;
}) {
  return form.errors[name] ? (
    <div id={`team-${name}-error`} className="invalid-feedback d-block">
      {form.errors[name]}
    </div>
  ) : null;
}

/** A text or capacity input with its label and refusal, in its column. */
export function TeamInput({
  form,
  name,
  column,
}: {
  form: TeamFormState;
  name: TextName | CapacityName;
  column: string;
}) {
  const { t } = useTranslation();
  const invalid = Boolean(form.errors[name]);
  const capacity = name.endsWith('_capacity');
  return (
    <div className={column}>
      <label htmlFor={`team-${name}`} className="form-label">
        {t(`teams.${name}`)}
      </label>
      <input
        id={`team-${name}`}
        className={`form-control${invalid ? ' is-invalid' : ''}`}
        aria-invalid={invalid ? true : undefined}
        aria-describedby={invalid ? `team-${name}-error` : undefined}
        {...(capacity ? { inputMode: 'numeric' } : { autoComplete: 'off' })}
        value={form.values[name]}
        onChange={(event) => form.set(name, event.target.value)}
      />
      <TeamFieldError form={form} name={name} />
    </div>
  );
}

export function TeamActiveSwitch({ form }: { form: TeamFormState }) {
  const { t } = useTranslation();
  return (
    <div className="col-12 col-md-4 d-flex align-items-end">
      <div className="form-check form-switch mb-2">
        <input
          className="form-check-input"
          type="checkbox"
          role="switch"
          id="team-active"
          checked={form.values.active}
          onChange={(event) => form.set('active', event.target.checked)}
        />
        <label className="form-check-label" htmlFor="team-active">
          {t('teams.active')}
        </label>
      </div>
    </div>
  );
}
