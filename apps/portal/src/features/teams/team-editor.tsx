import { useState, type FormEvent, type ReactNode } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { LocationTreeData } from '@changdee/contract/locations';
import type { AdminUser } from '@changdee/contract/people-admin';
import { teamFieldsSchema, type TeamDetail, type TeamFields } from '@changdee/contract/teams-admin';
import { useLocale } from '@changdee/ui/lib/use-locale';
import { serverFieldErrors, useContractForm } from '../people/contract-form';
import { StaleNotice, staleEditOf } from '../people/stale-notice';
import { AreaPicker } from './area-picker';
import { createTeam, updateTeam } from './teams-api';
import { RecordHistory } from '../audit/record-history';
import { TeamAffectedJobs } from './team-editor/team-affected-jobs';
import { TeamClosures } from './team-editor/team-closures';
import { TeamActiveSwitch, TeamFieldError, TeamInput } from './team-editor/team-inputs';
import { TeamMembers } from './team-editor/team-members';
import { TeamSaveRefusal } from './team-editor/team-save-refusal';
import { teamValuesOf, type TeamFormState } from './team-editor/team-values';
import { TeamWorkTypes } from './team-editor/team-work-types';

// One team's form (docs/decisions/051): profile, capacities, work types, area, members; then its
// closures and the booked jobs they leave needing a decision. The contract's schema judges the
// form; the server's refusals (a taken code, capacity below what is booked, a stale copy) show
// beside it and keep what was typed.

export function TeamEditor({
  team,
  workTypes,
  tree,
  users,
  onSaved,
}: {
  /** null: a new team. */
  team: TeamDetail | null;
  workTypes: string[];
  tree: LocationTreeData;
  users: AdminUser[];
  onSaved(team: TeamDetail): void;
}) {
  const [base, setBase] = useState<TeamDetail | null>(team);
  const saved = (next: TeamDetail) => {
    setBase(next);
    onSaved(next);
  };
  return (
    <div data-testid="team-editor">
      <TeamForm team={team} base={base} setBase={setBase} onSaved={saved}>
        {(form) => (
          <>
            <TeamWorkTypes form={form} workTypes={workTypes} />
            <TeamArea form={form} tree={tree} />
            <TeamMembers form={form} users={users} teamId={base?.id ?? null} />
          </>
        )}
      </TeamForm>
      {base ? <TeamClosures key={base.version} team={base} onSaved={saved} /> : null}
      {base && base.affected_jobs.length ? <TeamAffectedJobs jobs={base.affected_jobs} /> : null}
      {base ? <RecordHistory entity="team" entityId={base.id} revision={base.version} /> : null}
    </div>
  );
}

/** The team's form: profile and capacities, the groups given as children, the save. */
function TeamForm({
  team,
  base,
  setBase,
  onSaved,
  children,
}: {
  team: TeamDetail | null;
  /** The team as last saved or read (null: not saved yet). */
  base: TeamDetail | null;
  setBase(team: TeamDetail): void;
  onSaved(team: TeamDetail): void;
  children(form: TeamFormState): ReactNode;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const contract = useContractForm(teamFieldsSchema, teamValuesOf(team) as never, locale);
  const form = contract as unknown as TeamFormState;
  const save = useMutation({
    mutationFn: (fields: TeamFields) =>
      base
        ? updateTeam(base.id, { ...fields, expected_version: base.version })
        : createTeam(fields),
    onSuccess: onSaved,
    onError: (error) => contract.setErrors(serverFieldErrors(error)),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const fields = contract.submit();
    if (fields) save.mutate(fields as TeamFields);
  };
  const stale = staleEditOf<TeamDetail>(save.error);
  return (
    <form onSubmit={submit} noValidate className="mb-4">
      {stale && base ? (
        <TeamStaleNotice
          stale={stale}
          base={base}
          onRebase={(current) => {
            setBase(current);
            save.reset();
          }}
        />
      ) : null}
      <TeamProfileFields form={form} />
      {children(form)}
      {save.isError && !stale ? <TeamSaveRefusal error={save.error} /> : null}
      {save.isSuccess ? (
        <div className="alert alert-success mt-3 py-2" role="status">
          {t('admin.saved')}
        </div>
      ) : null}
      <button type="submit" className="btn btn-primary mt-3" disabled={save.isPending}>
        {save.isPending ? t('admin.saving') : base ? t('admin.save') : t('teams.create')}
      </button>
    </form>
  );
}

/** Code, phone, active, names; the capacities of a morning, an afternoon and a day. */
function TeamProfileFields({ form }: { form: TeamFormState }) {
  const { t } = useTranslation();
  return (
    <>
      <div className="row g-2">
        <TeamInput form={form} name="code" column="col-12 col-md-4" />
        <TeamInput form={form} name="phone" column="col-12 col-md-4" />
        <TeamActiveSwitch form={form} />
        <TeamInput form={form} name="name_th" column="col-12 col-md-6" />
        <TeamInput form={form} name="name_en" column="col-12 col-md-6" />
      </div>
      <fieldset className="mt-3">
        <legend className="fs-6">{t('teams.capacity')}</legend>
        <div className="row g-2">
          <TeamInput form={form} name="morning_capacity" column="col-4" />
          <TeamInput form={form} name="afternoon_capacity" column="col-4" />
          <TeamInput form={form} name="daily_capacity" column="col-4" />
        </div>
      </fieldset>
    </>
  );
}

/** The provinces, districts and sub-districts the team serves. */
function TeamArea({ form, tree }: { form: TeamFormState; tree: LocationTreeData }) {
  const locale = useLocale();
  const { values, set } = form;
  return (
    <div className="mt-3">
      <AreaPicker
        tree={tree}
        locale={locale}
        provinces={values.provinces}
        districts={values.districts}
        subDistricts={values.sub_districts}
        onChange={(area) => {
          set('provinces', area.provinces);
          set('districts', area.districts);
          set('sub_districts', area.sub_districts);
        }}
      />
      <TeamFieldError form={form} name="provinces" />
      <TeamFieldError form={form} name="districts" />
      <TeamFieldError form={form} name="sub_districts" />
    </div>
  );
}

/** Someone saved the team meanwhile: what they changed, by the fields' words. */
function TeamStaleNotice({
  stale,
  base,
  onRebase,
}: {
  stale: NonNullable<ReturnType<typeof staleEditOf<TeamDetail>>>;
  base: TeamDetail;
  onRebase(current: TeamDetail): void;
}) {
  const { t } = useTranslation();
  return (
    <StaleNotice
      stale={stale}
      base={base}
      labels={{
        name_th: t('teams.name_th'),
        name_en: t('teams.name_en'),
        phone: t('teams.phone'),
        active: t('teams.active'),
        morning_capacity: t('teams.morning_capacity'),
        afternoon_capacity: t('teams.afternoon_capacity'),
        daily_capacity: t('teams.daily_capacity'),
        work_types: t('teams.workTypes'),
        districts: t('teams.area'),
        provinces: t('teams.area'),
        sub_districts: t('teams.area'),
      }}
      onRebase={onRebase}
    />
  );
}
