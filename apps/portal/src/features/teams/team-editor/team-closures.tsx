import { type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { closureRequestSchema, type TeamDetail } from '@changdee/contract/teams-admin';
import { formatDate } from '@changdee/domain/date-format';
import { localizedErrorMessage } from '@changdee/ui/lib/error-message';
import { useLocale } from '@changdee/ui/lib/use-locale';
import { serverFieldErrors, useContractForm } from '../../people/contract-form';
import { closeDays, reopenDay } from '../teams-api';

// A team's days off: close a day or a run of days; open one again.

export function TeamClosures({
  team,
  onSaved,
}: {
  team: TeamDetail;
  onSaved(team: TeamDetail): void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const reopen = useMutation({
    mutationFn: (date: string) => reopenDay(team.id, date, team.version),
    onSuccess: onSaved,
  });
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
      <CloseDaysForm team={team} onSaved={onSaved} otherFailure={reopen.error} />
    </section>
  );
}

/** From, to and why: the days to close; the refusal of closing or of reopening under it. */
function CloseDaysForm({
  team,
  onSaved,
  otherFailure,
}: {
  team: TeamDetail;
  onSaved(team: TeamDetail): void;
  /** Reopening's refusal, shown in the same place. */
  otherFailure: unknown;
}) {
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
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const closure = form.submit();
    if (closure) close.mutate(closure);
  };
  const v = form.values as { from: string; to: string; reason?: string };
  const failure = close.error ?? otherFailure;
  return (
    <>
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
    </>
  );
}
