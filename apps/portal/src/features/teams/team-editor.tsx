import { useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { LocationTreeData } from '@changdee/contract/locations';
import type { AdminUser } from '@changdee/contract/people-admin';
import {
  closureRequestSchema,
  teamFieldsSchema,
  type TeamDetail,
  type TeamFields,
} from '@changdee/contract/teams-admin';
import { formatDate } from '@changdee/domain/date-format';
import { localizedErrorMessage } from '@changdee/ui/lib/error-message';
import { isApiError } from '@changdee/ui/lib/api-error';
import { useLocale, useLocalizedPath } from '@changdee/ui/lib/use-locale';
import { serverFieldErrors, useContractForm } from '../people/contract-form';
import { StaleNotice, staleEditOf } from '../people/stale-notice';
import { AreaPicker } from './area-picker';
import { closeDays, createTeam, reopenDay, updateTeam } from './teams-api';
import { RecordHistory } from '../audit/record-history';

// One team's form (docs/decisions/051): profile, capacities, work types, area, members; then its
// closures and the booked jobs they leave needing a decision. The contract's schema judges the
// form; the server's refusals (a taken code, capacity below what is booked, a stale copy) show
// beside it and keep what was typed.

type FormValues = Omit<TeamFields, 'morning_capacity' | 'afternoon_capacity' | 'daily_capacity'> & {
  morning_capacity: string;
  afternoon_capacity: string;
  daily_capacity: string;
};

const EMPTY: FormValues = {
  code: '',
  name_th: '',
  name_en: '',
  phone: '',
  active: true,
  morning_capacity: '2',
  afternoon_capacity: '2',
  daily_capacity: '4',
  work_types: [],
  provinces: [],
  districts: [],
  sub_districts: [],
  member_ids: [],
};

const valuesOf = (team: TeamDetail | null): FormValues =>
  team
    ? {
        code: team.code,
        name_th: team.name_th,
        name_en: team.name_en,
        phone: team.phone,
        active: team.active,
        morning_capacity: String(team.morning_capacity),
        afternoon_capacity: String(team.afternoon_capacity),
        daily_capacity: String(team.daily_capacity),
        work_types: team.work_types,
        provinces: team.provinces,
        districts: team.districts,
        sub_districts: team.sub_districts,
        member_ids: team.members.map((m) => m.id),
      }
    : EMPTY;

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
  const { t } = useTranslation();
  const locale = useLocale();
  const localize = useLocalizedPath();
  const [base, setBase] = useState<TeamDetail | null>(team);
  const form = useContractForm(teamFieldsSchema, valuesOf(team) as never, locale);
  const values = form.values as unknown as FormValues;
  const set = form.set as unknown as <K extends keyof FormValues>(k: K, v: FormValues[K]) => void;
  const [newWorkType, setNewWorkType] = useState('');

  const save = useMutation({
    mutationFn: (fields: TeamFields) =>
      base
        ? updateTeam(base.id, { ...fields, expected_version: base.version })
        : createTeam(fields),
    onSuccess: (saved) => {
      setBase(saved);
      onSaved(saved);
    },
    onError: (error) => form.setErrors(serverFieldErrors(error)),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const fields = form.submit();
    if (fields) save.mutate(fields as TeamFields);
  };
  const stale = staleEditOf<TeamDetail>(save.error);
  const conflicts =
    isApiError(save.error) && save.error.code === 'CAPACITY_BELOW_BOOKED'
      ? ((
          save.error.details as {
            conflicts?: Array<{ date: string; time: string | null; booked: number }>;
          }
        ).conflicts ?? [])
      : [];
  const stranded =
    isApiError(save.error) && save.error.code === 'BOOKED_JOBS_NOT_SERVED'
      ? ((save.error.details as { jobs?: Array<{ order_no: string; date: string; time: string }> })
          .jobs ?? [])
      : [];
  const technicians = users.filter(
    (u) => u.role === 'Technician' && (u.active || values.member_ids.includes(u.id)),
  );
  const toggle = (list: string[], item: string, on: boolean) =>
    on ? [...new Set([...list, item])] : list.filter((x) => x !== item);
  const field = (name: keyof FormValues) => ({
    id: `team-${name}`,
    className: `form-control${form.errors[name] ? ' is-invalid' : ''}`,
    'aria-invalid': form.errors[name] ? true : undefined,
    'aria-describedby': form.errors[name] ? `team-${name}-error` : undefined,
  });
  const error = (name: keyof FormValues) =>
    form.errors[name] ? (
      <div id={`team-${name}-error`} className="invalid-feedback d-block">
        {form.errors[name]}
      </div>
    ) : null;
  const text = (name: 'code' | 'name_th' | 'name_en' | 'phone', md = 6) => (
    <div className={`col-12 col-md-${md}`}>
      <label htmlFor={`team-${name}`} className="form-label">
        {t(`teams.${name}`)}
      </label>
      <input
        {...field(name)}
        value={values[name]}
        onChange={(event) => set(name, event.target.value)}
        autoComplete="off"
      />
      {error(name)}
    </div>
  );
  const capacity = (name: 'morning_capacity' | 'afternoon_capacity' | 'daily_capacity') => (
    <div className="col-4">
      <label htmlFor={`team-${name}`} className="form-label">
        {t(`teams.${name}`)}
      </label>
      <input
        {...field(name)}
        inputMode="numeric"
        value={values[name]}
        onChange={(event) => set(name, event.target.value)}
      />
      {error(name)}
    </div>
  );

  return (
    <div data-testid="team-editor">
      <form onSubmit={submit} noValidate className="mb-4">
        {stale && base ? (
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
            onRebase={(current) => {
              setBase(current);
              save.reset();
            }}
          />
        ) : null}
        <div className="row g-2">
          {text('code', 4)}
          {text('phone', 4)}
          <div className="col-12 col-md-4 d-flex align-items-end">
            <div className="form-check form-switch mb-2">
              <input
                className="form-check-input"
                type="checkbox"
                role="switch"
                id="team-active"
                checked={values.active}
                onChange={(event) => set('active', event.target.checked)}
              />
              <label className="form-check-label" htmlFor="team-active">
                {t('teams.active')}
              </label>
            </div>
          </div>
          {text('name_th')}
          {text('name_en')}
        </div>
        <fieldset className="mt-3">
          <legend className="fs-6">{t('teams.capacity')}</legend>
          <div className="row g-2">
            {capacity('morning_capacity')}
            {capacity('afternoon_capacity')}
            {capacity('daily_capacity')}
          </div>
        </fieldset>
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
          {error('work_types')}
        </fieldset>
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
          {error('provinces')}
          {error('districts')}
          {error('sub_districts')}
        </div>
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
                    {u.team_id && u.team_id !== base?.id ? ` · ${t('teams.inOtherTeam')}` : ''}
                  </label>
                </div>
              ))}
            </div>
          ) : (
            <p className="form-text">{t('teams.noTechnicians')}</p>
          )}
          {error('member_ids')}
        </fieldset>
        {save.isError && !stale ? (
          <div className="alert alert-danger mt-3" role="alert" data-testid="team-save-error">
            {localizedErrorMessage(save.error, locale, t)}
            {conflicts.length ? (
              <ul className="mb-0 mt-1">
                {conflicts.map((c) => (
                  <li key={`${c.date}-${c.time}`}>
                    {formatDate(c.date, 'short', locale)} ·{' '}
                    {c.time ? t(`teams.slot${c.time}`) : t('teams.wholeDay')} ·{' '}
                    {t('teams.booked', { count: c.booked })}
                  </li>
                ))}
              </ul>
            ) : null}
            {stranded.length ? (
              <ul className="mb-0 mt-1">
                {stranded.map((job) => (
                  <li key={job.order_no}>
                    {job.order_no} · {formatDate(job.date, 'short', locale)} ·{' '}
                    {t(`teams.slot${job.time}`)}
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
        ) : null}
        {save.isSuccess ? (
          <div className="alert alert-success mt-3 py-2" role="status">
            {t('admin.saved')}
          </div>
        ) : null}
        <button type="submit" className="btn btn-primary mt-3" disabled={save.isPending}>
          {save.isPending ? t('admin.saving') : base ? t('admin.save') : t('teams.create')}
        </button>
      </form>
      {base ? (
        <Closures
          key={base.version}
          team={base}
          onSaved={(saved) => {
            setBase(saved);
            onSaved(saved);
          }}
        />
      ) : null}
      {base && base.affected_jobs.length ? (
        <section className="mt-3" data-testid="team-affected-jobs">
          <h3 className="h6">{t('teams.affected')}</h3>
          <p className="form-text mt-0">{t('teams.affectedHint')}</p>
          <ul>
            {base.affected_jobs.map((job) => (
              <li key={job.cart_order_no}>
                <Link to={localize(`/orders/${encodeURIComponent(job.cart_order_no)}`)}>
                  {job.cart_order_no}
                </Link>{' '}
                · {formatDate(job.date, 'short', locale)} · {t(`teams.slot${job.time}`)}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {base ? <RecordHistory entity="team" entityId={base.id} revision={base.version} /> : null}
    </div>
  );
}

/** A team's days off: close a day or a run of days; open one again. */
function Closures({ team, onSaved }: { team: TeamDetail; onSaved(team: TeamDetail): void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const form = useContractForm(
    closureRequestSchema,
    { expected_version: team.version, from: '', to: '', reason: '' },
    locale,
  );
  const close = useMutation({
    mutationFn: (closure: Parameters<typeof closeDays>[1]) => closeDays(team.id, closure),
    onSuccess: onSaved,
    onError: (error) => form.setErrors(serverFieldErrors(error)),
  });
  const reopen = useMutation({
    mutationFn: (date: string) => reopenDay(team.id, date, team.version),
    onSuccess: onSaved,
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const closure = form.submit();
    if (closure) close.mutate(closure);
  };
  const v = form.values as { from: string; to: string; reason?: string };
  const failure = close.error ?? reopen.error;
  return (
    <section data-testid="team-closures">
      <h3 className="h6">{t('teams.daysOff')}</h3>
      {team.days_off.length ? (
        <ul className="list-unstyled">
          {team.days_off.map((d) => (
            <li key={d.date} className="d-flex flex-wrap align-items-center gap-2 mb-1">
              <span>{formatDate(d.date, 'short', locale)}</span>
              {d.reason ? <span className="text-body-secondary">{d.reason}</span> : null}
              <button
                type="button"
                className="btn btn-sm btn-outline-secondary"
                disabled={reopen.isPending}
                onClick={() => reopen.mutate(d.date)}
              >
                {t('teams.reopen')}
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="form-text">{t('teams.noDaysOff')}</p>
      )}
      <form onSubmit={submit} noValidate className="row g-2 align-items-end">
        {(['from', 'to'] as const).map((name) => (
          <div className="col-6 col-md-3" key={name}>
            <label htmlFor={`closure-${name}`} className="form-label">
              {t(`teams.${name}`)}
            </label>
            <input
              id={`closure-${name}`}
              type="date"
              className={`form-control${form.errors[name] ? ' is-invalid' : ''}`}
              value={v[name]}
              onChange={(event) => form.set(name, event.target.value)}
            />
            {form.errors[name] ? (
              <div className="invalid-feedback d-block">{form.errors[name]}</div>
            ) : null}
          </div>
        ))}
        <div className="col-12 col-md-4">
          <label htmlFor="closure-reason" className="form-label">
            {t('teams.reason')}
          </label>
          <input
            id="closure-reason"
            className="form-control"
            maxLength={200}
            value={v.reason ?? ''}
            onChange={(event) => form.set('reason', event.target.value)}
          />
        </div>
        <div className="col-12 col-md-2">
          <button type="submit" className="btn btn-outline-danger w-100" disabled={close.isPending}>
            {t('teams.close')}
          </button>
        </div>
      </form>
      {failure ? (
        <div className="alert alert-danger mt-2" role="alert">
          {localizedErrorMessage(failure, locale, t)}
        </div>
      ) : null}
    </section>
  );
}
