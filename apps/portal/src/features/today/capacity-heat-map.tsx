import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CapacityAhead } from '@changdee/contract/ops-dashboard';
import { formatDate } from '@changdee/domain/date-format';
import { TIME_SLOTS } from '@changdee/domain/time-slots';
import { localizedErrorMessage } from '@changdee/ui/lib/error-message';
import { useLocale, useLocalizedPath } from '@changdee/ui/lib/use-locale';
import { LoadFailed, Loading } from '../../lib/load-states';
import { HEAT_LEVELS, heatLevel } from './heat-level';
import {
  boardPath,
  fetchCapacityAhead,
  HEAT_MAP_PAGE_SIZE,
  REFRESH_MS,
  todayKeys,
} from './today-api';

// Capacity ahead (issue 32 item 2, docs/decisions/075): a table of teams (rows) by the next 14
// days (columns); each cell says each slot's jobs taken of its capacity and, in words and colour,
// how full the day is, and opens the dispatch board at that team and date.

type Team = CapacityAhead['teams'][number];

function HeatCell({ team, day, page }: { team: Team; day: Team['days'][number]; page: number }) {
  const { t } = useTranslation('portal', { keyPrefix: 'today' });
  const locale = useLocale();
  const localize = useLocalizedPath();
  const level = heatLevel(team, day);
  const uses = TIME_SLOTS.map((slot) =>
    t('capacity.slotUse', { slot: t(`slot.${slot}`), ...day.slots[slot] }),
  );
  const word = t(`capacity.level.${level}`);
  return (
    <td
      className={`heat-cell heat-cell--${level}`}
      data-testid="heat-cell"
      data-team={team.code}
      data-date={day.date}
    >
      <Link
        to={localize(boardPath(day.date, page, team.code))}
        aria-label={t('capacity.open', {
          team: team.name[locale],
          date: formatDate(day.date, 'long', locale),
          use: `${uses.join(', ')}, ${word}`,
        })}
      >
        {uses.map((use, index) => (
          <span
            className="d-block"
            key={TIME_SLOTS[index]}
            data-testid={`heat-slot-${TIME_SLOTS[index]}`}
          >
            {use}
          </span>
        ))}
        <span className="d-block fw-semibold">{word}</span>
      </Link>
    </td>
  );
}

export function HeatTable({ data, page }: { data: CapacityAhead; page: number }) {
  const { t } = useTranslation('portal', { keyPrefix: 'today' });
  const locale = useLocale();
  const dates = data.teams[0]?.days.map((day) => day.date) ?? [];
  const caption = t('capacity.caption', {
    from: formatDate(data.from, 'long', locale),
    to: formatDate(data.to, 'long', locale),
  });
  // The caption is said with the table; its visible twin sits outside the scrolling box, where a
  // line this long is read whole.
  return (
    <>
      <p className="small mb-2" aria-hidden="true">
        {caption}
      </p>
      <div className="table-responsive heat-map" tabIndex={0} aria-labelledby="heat-map-caption">
        <table className="table table-sm table-bordered mb-0">
          <caption id="heat-map-caption" className="visually-hidden">
            {caption}
          </caption>
          <thead>
            <tr>
              <th scope="col">{t('capacity.team')}</th>
              {dates.map((date) => (
                <th scope="col" key={date}>
                  {formatDate(date, 'weekdayShort', locale)} {formatDate(date, 'short', locale)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {data.teams.map((team) => (
              <tr key={team.contractor_id} data-testid="heat-team" data-team={team.code}>
                <th scope="row">
                  {team.name[locale]}
                  <span className="d-block small text-body-secondary">{team.code}</span>
                </th>
                {team.days.map((day) => (
                  <HeatCell key={day.date} team={team} day={day} page={page} />
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}

function Legend() {
  const { t } = useTranslation('portal', { keyPrefix: 'today' });
  return (
    <div
      className="d-flex flex-wrap gap-2 mt-2 small"
      role="group"
      aria-label={t('capacity.legend')}
    >
      {HEAT_LEVELS.map((level) => (
        <span key={level} className={`heat-cell heat-cell--${level} px-2 py-1 rounded`}>
          {t(`capacity.level.${level}`)}
        </span>
      ))}
    </div>
  );
}

function TeamPages({ page, total, go }: { page: number; total: number; go(page: number): void }) {
  const { t } = useTranslation('portal', { keyPrefix: 'today' });
  if (total <= HEAT_MAP_PAGE_SIZE) return null;
  return (
    <nav className="d-flex gap-2 mt-2" aria-label={t('capacity.pages')}>
      {page > 0 ? (
        <button type="button" className="btn btn-outline-secondary" onClick={() => go(page - 1)}>
          {t('capacity.previousTeams')}
        </button>
      ) : null}
      {(page + 1) * HEAT_MAP_PAGE_SIZE < total ? (
        <button type="button" className="btn btn-outline-primary" onClick={() => go(page + 1)}>
          {t('capacity.nextTeams')}
        </button>
      ) : null}
    </nav>
  );
}

export function CapacityHeatMap() {
  const { t } = useTranslation('portal', { keyPrefix: 'today' });
  const { t: tAll } = useTranslation();
  const locale = useLocale();
  const [page, setPage] = useState(0);
  const ahead = useQuery({
    queryKey: todayKeys.capacity(page),
    queryFn: ({ signal }) => fetchCapacityAhead(page, signal),
    refetchInterval: REFRESH_MS,
    placeholderData: keepPreviousData,
  });
  const data = ahead.data;
  return (
    <section aria-labelledby="heat-map-title" data-testid="capacity-ahead">
      <h2 className="h5" id="heat-map-title">
        {t('capacity.title')}
      </h2>
      {ahead.isError && !data ? (
        <LoadFailed
          message={localizedErrorMessage(ahead.error, locale, tAll)}
          onRetry={() => void ahead.refetch()}
        />
      ) : !data ? (
        <Loading />
      ) : data.teams.length === 0 ? (
        <p className="alert alert-light">{t('capacity.noTeams')}</p>
      ) : (
        <>
          <p className="small text-body-secondary mb-2">
            {t('capacity.teamsCount', {
              from: page * HEAT_MAP_PAGE_SIZE + 1,
              to: page * HEAT_MAP_PAGE_SIZE + data.teams.length,
              count: data.total_teams,
            })}
          </p>
          <HeatTable data={data} page={page} />
          <Legend />
          <TeamPages page={page} total={data.total_teams} go={setPage} />
        </>
      )}
    </section>
  );
}
