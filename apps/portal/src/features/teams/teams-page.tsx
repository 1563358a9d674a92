import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { LocationTreeData } from '@changdee/contract/locations';
import type { AdminUser } from '@changdee/contract/people-admin';
import type { TeamSummary } from '@changdee/contract/teams-admin';
import { DataTable } from '@changdee/ui/data-table';
import { localizedErrorMessage } from '@changdee/ui/lib/error-message';
import { useLocale } from '@changdee/ui/lib/use-locale';
import { LoadFailed, Loading } from '../../lib/load-states';
import { useDocumentTitle } from '../../lib/use-document-title';
import { TeamEditor } from './team-editor';
import { fetchLocationTree, fetchTeam, fetchTeams, fetchUsers, teamKeys } from './teams-api';
import './teams.scss';

// /portal/teams (issue 21, docs/decisions/051): the contractor teams, by code, and one team's form
// beside the list (below it on a phone). Operators only (app/nav.ts; the server refuses others).

export function TeamsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('teams.title'));
  const locale = useLocale();
  const [chosen, setChosen] = useState<string | 'new' | null>(null);
  const teams = useQuery({ queryKey: teamKeys.list, queryFn: ({ signal }) => fetchTeams(signal) });
  const tree = useQuery({
    queryKey: teamKeys.tree,
    queryFn: ({ signal }) => fetchLocationTree(signal),
    staleTime: Infinity,
  });
  const users = useQuery({ queryKey: teamKeys.users, queryFn: ({ signal }) => fetchUsers(signal) });

  const failed = [teams, tree, users].find((q) => q.isError);
  if (failed)
    return (
      <LoadFailed
        message={localizedErrorMessage(failed.error, locale, t)}
        onRetry={() => void failed.refetch()}
      />
    );
  if (!teams.data || !tree.data || !users.data) return <Loading />;

  return (
    <div className="teams-page" data-testid="teams-page">
      <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
        <h1 className="h3 mb-0 me-auto">{t('teams.title')}</h1>
        <button type="button" className="btn btn-primary" onClick={() => setChosen('new')}>
          {t('teams.new')}
        </button>
      </div>
      <div className="row g-4">
        <div className="col-12 col-xl-5">
          <TeamsTable teams={teams.data.teams} chosen={chosen} onChoose={setChosen} />
        </div>
        <div className="col-12 col-xl-7">
          <ChosenTeam
            chosen={chosen}
            workTypes={teams.data.work_types}
            tree={tree.data}
            users={users.data}
            onCreated={(id) => setChosen(id)}
          />
        </div>
      </div>
    </div>
  );
}

/** The teams by code, each choosing its form; whether active, capacities and districts. */
function TeamsTable({
  teams,
  chosen,
  onChoose,
}: {
  teams: TeamSummary[];
  chosen: string | null;
  onChoose(id: string): void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const name = (row: TeamSummary) => (locale === 'th' ? row.name_th : row.name_en);
  return (
    <DataTable
      caption={t('teams.title')}
      testId="teams-table"
      rows={teams}
      rowKey={(row) => row.id}
      empty={t('teams.none')}
      columns={[
        {
          key: 'team',
          header: t('teams.team'),
          cell: (row) => (
            <button
              type="button"
              className="btn btn-link p-0 text-start"
              onClick={() => onChoose(row.id)}
              aria-current={chosen === row.id ? 'true' : undefined}
            >
              <span className="d-block fw-bold">{row.code}</span>
              <span className="d-block">{name(row)}</span>
            </button>
          ),
        },
        {
          key: 'state',
          header: t('teams.active'),
          cell: (row) =>
            row.active ? (
              <span className="badge text-bg-success">{t('teams.on')}</span>
            ) : (
              <span className="badge text-bg-secondary">{t('teams.off')}</span>
            ),
        },
        {
          key: 'capacity',
          header: t('teams.capacity'),
          numeric: true,
          cell: (row) =>
            `${row.morning_capacity} / ${row.afternoon_capacity} · ${row.daily_capacity}`,
        },
        {
          key: 'area',
          header: t('teams.districtCount'),
          numeric: true,
          cell: (row) => row.district_count,
        },
      ]}
    />
  );
}

/** The chosen team's form (read first), a new team's, or the word to choose one. */
function ChosenTeam({
  chosen,
  workTypes,
  tree,
  users,
  onCreated,
}: {
  chosen: string | 'new' | null;
  workTypes: string[];
  tree: LocationTreeData;
  users: AdminUser[];
  onCreated(id: string): void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const queryClient = useQueryClient();
  const team = useQuery({
    queryKey: teamKeys.one(chosen ?? ''),
    queryFn: ({ signal }) => fetchTeam(chosen!, signal),
    enabled: chosen !== null && chosen !== 'new',
  });
  return chosen === 'new' ? (
    <TeamEditor
      key="new"
      team={null}
      workTypes={workTypes}
      tree={tree}
      users={users}
      onSaved={(saved) => {
        void queryClient.invalidateQueries({ queryKey: teamKeys.all });
        onCreated(saved.id);
      }}
    />
  ) : chosen === null ? (
    <p className="text-body-secondary">{t('teams.choose')}</p>
  ) : team.isError ? (
    <LoadFailed
      message={localizedErrorMessage(team.error, locale, t)}
      onRetry={() => void team.refetch()}
    />
  ) : !team.data ? (
    <Loading />
  ) : (
    <TeamEditor
      key={team.data.id}
      team={team.data}
      workTypes={workTypes}
      tree={tree}
      users={users}
      onSaved={(saved) => {
        queryClient.setQueryData(teamKeys.one(saved.id), saved);
        void queryClient.invalidateQueries({ queryKey: teamKeys.list });
        void queryClient.invalidateQueries({ queryKey: teamKeys.users });
      }}
    />
  );
}
