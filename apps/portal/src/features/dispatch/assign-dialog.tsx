import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { BoardJob } from '@changdee/contract/dispatch';
import { businessToday, compareDates, type BusinessDate } from '@changdee/domain/dates';
import { TIME_SLOTS, type TimeSlot } from '@changdee/domain/time-slots';
import { localizedErrorMessage } from '@changdee/ui/lib/error-message';
import { useLocale } from '@changdee/ui/lib/use-locale';
import { Loading, LoadFailed } from '../../lib/load-states';
import { assignJob, dispatchKeys, fetchAssignOptions, type AssignTarget } from './dispatch-api';

// The picker: move a job to a team, on its date and slot or others. It offers only the teams the
// server says can take it then (assign-options: serving the district and every work type, working
// that day, room in the slot and the day); the server checks again when assigning, and a refusal
// (SLOT_FULL when the cell filled meanwhile) is said in words here, the board refreshed.

export interface PickerRequest {
  job: BoardJob;
  /** Where to start: the cell it was dropped near, or the job's own date and slot. */
  date?: BusinessDate;
  time?: TimeSlot;
}

export function AssignDialog({
  request,
  onClose,
  onAssigned,
}: {
  request: PickerRequest;
  onClose(): void;
  onAssigned(target: AssignTarget, team: string): void;
}) {
  const { t } = useTranslation('portal', { keyPrefix: 'dispatch' });
  const locale = useLocale();
  const queryClient = useQueryClient();
  const dialog = useModal();
  const { job } = request;
  const today = businessToday(new Date());
  const [date, setDate] = useState<BusinessDate>(request.date ?? job.date);
  const [time, setTime] = useState<TimeSlot>(request.time ?? job.time);
  const [team, setTeam] = useState<string | null>(null);
  const pastDate = compareDates(date, today) < 0;

  const options = useQuery({
    queryKey: dispatchKeys.options(job.cartOrderNo, date, time),
    queryFn: ({ signal }) => fetchAssignOptions(job.cartOrderNo, date, time, signal),
    enabled: !pastDate,
  });
  const chosen = options.data?.teams.find((option) => option.contractor_id === team) ?? null;

  const assign = useMutation({
    mutationFn: (target: AssignTarget) => assignJob(job.cartOrderNo, target),
    onSuccess: (_data, target) => onAssigned(target, chosen ? chosen.name[locale] : ''),
    onSettled: () => queryClient.invalidateQueries({ queryKey: dispatchKeys.all }),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (chosen) assign.mutate({ contractor_id: chosen.contractor_id, date, time });
  };

  return (
    <dialog
      ref={dialog}
      className="board-dialog"
      aria-labelledby="board-dialog-title"
      data-testid="board-picker"
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <form onSubmit={submit}>
        <h2 id="board-dialog-title" className="h5">
          {t('picker.title', { no: job.cartOrderNo })}
        </h2>
        <PickerWhen
          today={today}
          date={date}
          time={time}
          onDate={(next) => {
            if (next) setDate(next);
            setTeam(null);
          }}
          onTime={(next) => {
            setTime(next);
            setTeam(null);
          }}
        />
        <fieldset className="mb-2">
          <legend className="form-label fs-6">{t('picker.teams')}</legend>
          {pastDate ? (
            <p className="text-danger">{t('picker.past')}</p>
          ) : (
            <PickerTeams options={options} team={team} onTeam={setTeam} />
          )}
        </fieldset>
        <PickerActions
          refusal={assign.isError ? assign.error : null}
          canAssign={chosen !== null && !assign.isPending}
          onCancel={onClose}
        />
      </form>
    </dialog>
  );
}

/** The date (today or later) and the slot to assign the job on. */
function PickerWhen({
  today,
  date,
  time,
  onDate,
  onTime,
}: {
  today: BusinessDate;
  date: BusinessDate;
  time: TimeSlot;
  /** null: the date was cleared (the job keeps the one it had). */
  onDate(date: BusinessDate | null): void;
  onTime(time: TimeSlot): void;
}) {
  const { t } = useTranslation('portal', { keyPrefix: 'dispatch' });
  return (
    <div className="row g-2 mb-2">
      <div className="col-7">
        <label className="form-label" htmlFor="picker-date">
          {t('picker.date')}
        </label>
        <input
          id="picker-date"
          className="form-control"
          type="date"
          min={today}
          value={date}
          required
          onChange={(event) => {
            if (event.target.value) onDate(event.target.value);
            else onTime(time);
          }}
        />
      </div>
      <div className="col-5">
        <label className="form-label" htmlFor="picker-slot">
          {t('picker.slot')}
        </label>
        <select
          id="picker-slot"
          className="form-select"
          value={time}
          onChange={(event) => onTime(event.target.value as TimeSlot)}
        >
          {TIME_SLOTS.map((slot) => (
            <option key={slot} value={slot}>
              {t(`slot.${slot}`)}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}

/** The teams that can take the job then, each with its room left in the slot and the day. */
function PickerTeams({
  options,
  team,
  onTeam,
}: {
  options: UseQueryResult<Awaited<ReturnType<typeof fetchAssignOptions>>>;
  team: string | null;
  onTeam(team: string): void;
}) {
  const { t } = useTranslation('portal', { keyPrefix: 'dispatch' });
  const { t: tAll } = useTranslation();
  const locale = useLocale();
  const teams = options.data?.teams ?? [];
  if (options.isError)
    return (
      <LoadFailed
        message={localizedErrorMessage(options.error, locale, tAll)}
        onRetry={() => void options.refetch()}
      />
    );
  if (!options.data) return <Loading />;
  if (teams.length === 0) return <p data-testid="picker-none">{t('picker.none')}</p>;
  return (
    <div className="board-dialog__teams">
      {teams.map((option) => (
        <div className="form-check" key={option.contractor_id}>
          <input
            className="form-check-input"
            type="radio"
            name="picker-team"
            id={`picker-team-${option.contractor_id}`}
            value={option.contractor_id}
            checked={team === option.contractor_id}
            onChange={() => onTeam(option.contractor_id)}
          />
          <label className="form-check-label" htmlFor={`picker-team-${option.contractor_id}`}>
            {option.name[locale]} ({option.code}){option.current ? ` ${t('picker.current')}` : ''}
            <span className="d-block small text-body-secondary">
              {t('picker.free', { slot: option.slot_free, day: option.day_free })}
            </span>
          </label>
        </div>
      ))}
    </div>
  );
}

/** The dialog shown as a modal while mounted, closed when it goes. */
function useModal() {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal?.();
    return () => element?.close?.();
  }, []);
  return dialog;
}

/** The assignment's refusal in words; cancel and assign. */
function PickerActions({
  refusal,
  canAssign,
  onCancel,
}: {
  /** null: none. */
  refusal: unknown;
  canAssign: boolean;
  onCancel(): void;
}) {
  const { t } = useTranslation('portal', { keyPrefix: 'dispatch' });
  const { t: tAll } = useTranslation();
  const locale = useLocale();
  return (
    <>
      {refusal ? (
        <div className="alert alert-danger" role="alert" data-testid="picker-refusal">
          {localizedErrorMessage(refusal, locale, tAll)}
        </div>
      ) : null}
      <div className="d-flex flex-wrap justify-content-end gap-2">
        <button type="button" className="btn btn-outline-secondary" onClick={onCancel}>
          {t('picker.cancel')}
        </button>
        <button type="submit" className="btn btn-primary" disabled={!canAssign}>
          {t('picker.assign')}
        </button>
      </div>
    </>
  );
}
