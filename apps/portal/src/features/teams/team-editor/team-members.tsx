import { useTranslation } from 'react-i18next';
import type { AdminUser } from '@changdee/contract/people-admin';
import { TeamFieldError } from './team-inputs';
import { toggle, type TeamFormState } from './team-values';

// The team's technicians: every active technician (and any inactive one still in the team), each
// a checkbox, saying when they are in another team.

export function TeamMembers({
  form,
  users,
  teamId,
}: {
  form: TeamFormState;
  users: AdminUser[];
  /** The saved team's id (null: a new team). */
  teamId: string | null;
}) {
  const { t } = useTranslation();
  const { values, set } = form;
  const technicians = users.filter(
    (u) => u.role === 'Technician' && (u.active || values.member_ids.includes(u.id)),
  );
  return (
    <fieldset className="mt-3">
      <legend className="fs-6">{t('teams.members')}</legend>
      {technicians.length ? (
        <div className="d-flex flex-wrap gap-3">
          {technicians.map((u) => (
            <div className="form-check" key={u.id}>
              <input
                className="form-check-input"
                type="checkbox"
                id={`member-${u.id}`}
                checked={values.member_ids.includes(u.id)}
                onChange={(event) =>
                  set('member_ids', toggle(values.member_ids, u.id, event.target.checked))
                }
              />
              <label className="form-check-label" htmlFor={`member-${u.id}`}>
                {u.display_name} ({u.username})
                {u.team_id && u.team_id !== teamId ? ` · ${t('teams.inOtherTeam')}` : ''}
              </label>
            </div>
          ))}
        </div>
      ) : (
        <p className="form-text">{t('teams.noTechnicians')}</p>
      )}
      <TeamFieldError form={form} name="member_ids" />
    </fieldset>
  );
}
