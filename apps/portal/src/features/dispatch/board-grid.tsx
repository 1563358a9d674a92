import { useEffect, useRef, useState, type CSSProperties, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { BoardJob } from '@changdee/contract/dispatch';
import { formatDate } from '@changdee/domain/date-format';
import type { BusinessDate } from '@changdee/domain/dates';
import { TIME_SLOTS, type TimeSlot } from '@changdee/domain/time-slots';
import { useLocale } from '@changdee/ui/lib/use-locale';
import type { BoardTeam } from './dispatch-api';
import { BoardJobCard, draggedJob, isJobDrag } from './job-card';

// The board's grid (docs/decisions/044): teams as rows, each day's morning and afternoon as
// columns, each cell its capacity used and free and its jobs. One set of elements for every width:
// from 768 px a grid (a week scrolls inside its own box, never the page), below it a list — team,
// then each day and slot with its label, then its jobs.

export interface CellTarget {
  contractorId: string;
  team: string;
  date: BusinessDate;
  time: TimeSlot;
}

function Cell({
  team,
  day,
  slot,
  jobs,
  onDrop,
  onMove,
}: {
  team: BoardTeam;
  day: BoardTeam['days'][number];
  slot: TimeSlot;
  jobs: BoardJob[];
  onDrop(orderNo: string, target: CellTarget): void;
  onMove(job: BoardJob): void;
}) {
  const { t } = useTranslation('portal', { keyPrefix: 'dispatch' });
  const locale = useLocale();
  const [over, setOver] = useState(false);
  const capacity = day.slots[slot];
  const closed = day.off || !team.active;
  const accepts = (event: DragEvent) => !closed && isJobDrag(event.dataTransfer);
  const label = `${formatDate(day.date, 'weekdayShort', locale)} ${formatDate(day.date, 'short', locale)} · ${t(`slot.${slot}`)}`;
  return (
    <div
      className={`board-cell${closed ? ' board-cell--off' : ''}${over ? ' board-cell--over' : ''}`}
      data-testid="board-cell"
      data-team={team.code}
      data-date={day.date}
      data-slot={slot}
      role="group"
      aria-label={`${team.name[locale]} · ${label}`}
      onDragOver={(event) => {
        if (!accepts(event)) return;
        event.preventDefault();
        event.dataTransfer.dropEffect = 'move';
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(event) => {
        setOver(false);
        if (closed) return;
        const orderNo = draggedJob(event.dataTransfer);
        if (!orderNo) return;
        event.preventDefault();
        onDrop(orderNo, {
          contractorId: team.contractor_id,
          team: team.name[locale],
          date: day.date,
          time: slot,
        });
      }}
    >
      <div className="board-cell__label fw-semibold">{label}</div>
      {closed ? (
        <div className="small text-body-secondary" data-testid="board-cell-off">
          {day.off ? t('dayOff') : t('inactive')}
        </div>
      ) : null}
      <div
        className={`small board-cell__capacity${capacity.free === 0 ? ' text-danger' : ''}`}
        data-testid="board-cell-capacity"
      >
        {t('capacity', capacity)}
      </div>
      {jobs.map((job) => (
        <BoardJobCard key={job.cartOrderNo} job={job} onMove={onMove} />
      ))}
    </div>
  );
}

/** The row of the team a link asked for (`?team=<code>`, the capacity ahead), brought to view. */
function useFocusedRow(focusTeam: string | null) {
  const row = useRef<HTMLElement>(null);
  useEffect(() => {
    row.current?.scrollIntoView({ block: 'center' });
  }, [focusTeam]);
  return row;
}

export function BoardGrid({
  teams,
  dates,
  onDrop,
  onMove,
  focusTeam = null,
}: {
  teams: BoardTeam[];
  dates: BusinessDate[];
  onDrop(orderNo: string, target: CellTarget): void;
  onMove(job: BoardJob): void;
  focusTeam?: string | null;
}) {
  const { t } = useTranslation('portal', { keyPrefix: 'dispatch' });
  const locale = useLocale();
  const focused = useFocusedRow(focusTeam);
  const style = { '--board-columns': dates.length * TIME_SLOTS.length } as CSSProperties;
  return (
    <div className="board-scroll" style={style}>
      <div className="board-row board-row--head" aria-hidden="true">
        <div className="board-team-head">{t('team')}</div>
        {dates.flatMap((date) =>
          TIME_SLOTS.map((slot) => (
            <div key={`${date}/${slot}`} className="board-col-head small fw-semibold">
              {formatDate(date, 'weekdayShort', locale)} {formatDate(date, 'short', locale)}
              <br />
              {t(`slot.${slot}`)}
            </div>
          )),
        )}
      </div>
      {teams.map((team) => (
        <section
          key={team.contractor_id}
          ref={team.code === focusTeam ? focused : undefined}
          className={`board-row${team.code === focusTeam ? ' board-row--focus' : ''}`}
          aria-current={team.code === focusTeam ? 'true' : undefined}
          data-testid="board-team"
          data-team={team.code}
          aria-labelledby={`board-team-${team.code}`}
        >
          <div className="board-team-head">
            <h3 className="h6 mb-0" id={`board-team-${team.code}`}>
              {team.name[locale]}
            </h3>
            <div className="small text-body-secondary">{team.code}</div>
            {team.days.length === 1 ? (
              <div className="small">{t('dayCapacity', team.days[0]!.day)}</div>
            ) : null}
          </div>
          {team.days.flatMap((day) =>
            TIME_SLOTS.map((slot) => (
              <Cell
                key={`${day.date}/${slot}`}
                team={team}
                day={day}
                slot={slot}
                jobs={team.jobs.filter((job) => job.date === day.date && job.time === slot)}
                onDrop={onDrop}
                onMove={onMove}
              />
            )),
          )}
        </section>
      ))}
    </div>
  );
}
