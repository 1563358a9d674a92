import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TeamFieldError } from './team-inputs';
import { toggle, type TeamFormState } from './team-values';

// The types of work the team does: the known ones and the team's own, each a checkbox, and a new
// one typed and added.

export function TeamWorkTypes({ form, workTypes }: { form: TeamFormState; workTypes: string[] }) {
  const { t } = useTranslation();
  const { values, set } = form;
  const [newWorkType, setNewWorkType] = useState('');
  return (
    <fieldset className="mt-3">
      <legend className="fs-6">{t('teams.workTypes')}</legend>
      <div className="d-flex flex-wrap gap-3">
        {[...new Set([...workTypes, ...values.work_types])].map((w) => (
          <div className="form-check" key={w}>
            <input
              className="form-check-input"
              type="checkbox"
              id={`work-${w}`}
              checked={values.work_types.includes(w)}
              onChange={(event) =>
                set('work_types', toggle(values.work_types, w, event.target.checked))
              }
            />
            <label className="form-check-label" htmlFor={`work-${w}`}>
              {w}
            </label>
          </div>
        ))}
      </div>
      <div className="input-group input-group-sm mt-2 teams-new-work">
        <input
          className="form-control"
          aria-label={t('teams.newWorkType')}
          placeholder={t('teams.newWorkType')}
          value={newWorkType}
          onChange={(event) => setNewWorkType(event.target.value)}
        />
        <button
          type="button"
          className="btn btn-outline-secondary"
          disabled={!newWorkType.trim()}
          onClick={() => {
            set('work_types', toggle(values.work_types, newWorkType.trim(), true));
            setNewWorkType('');
          }}
        >
          {t('teams.add')}
        </button>
      </div>
      <TeamFieldError form={form} name="work_types" />
    </fieldset>
  );
}
