import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { AttentionJob, BoardJob } from '@changdee/contract/dispatch';
import { formatDate } from '@changdee/domain/date-format';
import { businessToday } from '@changdee/domain/dates';
import { localizedErrorMessage } from '@changdee/ui/lib/error-message';
import { useLocale } from '@changdee/ui/lib/use-locale';
import { AssignDialog, type PickerRequest } from './assign-dialog';
import { BoardGrid, type CellTarget } from './board-grid';
import {
  BOARD_PAGE_SIZE,
  boardSearch,
  datesOf,
  readBoardState,
  type BoardState,
} from './board-state';
import { dispatchKeys, fetchBoard } from './dispatch-api';
import { BoardFilters } from './board-filters';
import { NeedsDecision } from './needs-decision';
import { QuotationFollowUpsPanel } from './quotation-follow-ups';
import { useBoardMoves } from './use-board-moves';
import './dispatch.scss';
import { LoadFailed, Loading } from '../../lib/load-states';
import { useDocumentTitle } from '../../lib/use-document-title';

// /portal/dispatch (issue 20, docs/decisions/044): an operator's dispatch board. One day or a
// week, teams as rows filtered by province, district and work type (all in the URL), morning and
// afternoon cells with their capacity and jobs, and beside them the jobs that need a decision. A
// job moves by dragging it onto a cell or with the picker (Enter or Space on a focused job); the
// server decides, a refusal is said in words and the board is read again. `?team=<code>` (a cell of
// the capacity ahead, decision 075) brings that team's row to view, marked.

type Board = Awaited<ReturnType<typeof fetchBoard>>;

export function DispatchPage() {
  const { t } = useTranslation('portal', { keyPrefix: 'dispatch' });
  const { t: tAll } = useTranslation();
  const locale = useLocale();
  useDocumentTitle(t('title'));
  const [search, setSearch] = useSearchParams();
  const state = readBoardState(search, businessToday(new Date()));
  const go = (next: BoardState) => setSearch(boardSearch(next));
  const [picker, setPicker] = useState<PickerRequest | null>(null);
  const { notice, setNotice, assigned, drop, dismiss } = useBoardMoves();

  const board = useQuery({
    queryKey: dispatchKeys.board(state),
    queryFn: ({ signal }) => fetchBoard(state, signal),
    placeholderData: keepPreviousData,
  });

  const onDrop = (no: string, cell: CellTarget) =>
    drop.mutate({
      no,
      target: { contractor_id: cell.contractorId, date: cell.date, time: cell.time },
      team: cell.team,
    });
  const onMove = (job: BoardJob) => {
    setNotice(null);
    setPicker({ job });
  };

  const data = board.data;
  return (
    <div className="dispatch-board" data-testid="dispatch-page">
      <h1 className="h3">{t('title')}</h1>
      <p className="visually-hidden" id="board-move-hint">
        {t('moveHint')}
      </p>
      <BoardFilters state={state} go={go} workTypes={data?.work_types ?? []} />
      <div aria-live="polite">
        {notice ? (
          <div
            className={`alert alert-${notice.kind}`}
            role={notice.kind === 'danger' ? 'alert' : 'status'}
            data-testid="board-notice"
          >
            {notice.text}
          </div>
        ) : null}
      </div>
      {board.isError && !data ? (
        <LoadFailed
          message={localizedErrorMessage(board.error, locale, tAll)}
          onRetry={() => void board.refetch()}
        />
      ) : !data ? (
        <Loading />
      ) : (
        <div className="row g-3">
          <BoardTeams state={state} go={go} data={data} onDrop={onDrop} onMove={onMove} />
          <aside className="col-12 col-lg-4 col-xl-3 order-first order-lg-last">
            <NeedsDecision
              jobs={data.needs_decision as AttentionJob[]}
              onMove={onMove}
              onDismiss={(job) => dismiss.mutate(job.cartOrderNo)}
              dismissing={dismiss.isPending ? (dismiss.variables ?? null) : null}
            />
            <QuotationFollowUpsPanel />
          </aside>
        </div>
      )}
      {picker ? (
        <AssignDialog
          key={picker.job.cartOrderNo}
          request={picker}
          onClose={() => setPicker(null)}
          onAssigned={(target, team) => {
            setPicker(null);
            assigned(picker.job.cartOrderNo, target, team);
          }}
        />
      ) : null}
    </div>
  );
}

/** The days' heading, which teams of how many are shown, the grid, and the pages of teams. */
function BoardTeams({
  state,
  go,
  data,
  onDrop,
  onMove,
}: {
  state: BoardState;
  go(next: BoardState): void;
  data: Board;
  onDrop(no: string, cell: CellTarget): void;
  onMove(job: BoardJob): void;
}) {
  const { t } = useTranslation('portal', { keyPrefix: 'dispatch' });
  const locale = useLocale();
  const [search] = useSearchParams();
  return (
    <div className="col-12 col-lg-8 col-xl-9">
      <h2 className="h5">
        {state.days === 1
          ? `${formatDate(state.date, 'weekday', locale)} ${formatDate(state.date, 'long', locale)}`
          : t('weekOf', {
              from: formatDate(data.from, 'long', locale),
              to: formatDate(data.to, 'long', locale),
            })}
      </h2>
      <p className="small text-body-secondary mb-2" data-testid="board-count">
        {t('teamsCount', {
          from: data.teams.length === 0 ? 0 : state.page * BOARD_PAGE_SIZE + 1,
          to: state.page * BOARD_PAGE_SIZE + data.teams.length,
          count: data.total_teams,
        })}{' '}
        {t('moveHint')}
      </p>
      {data.teams.length === 0 ? (
        <p className="alert alert-light" data-testid="board-empty">
          {t('noTeams')}
        </p>
      ) : (
        <BoardGrid
          teams={data.teams}
          dates={datesOf(state)}
          onDrop={onDrop}
          onMove={onMove}
          focusTeam={search.get('team')}
        />
      )}
      {data.total_teams > BOARD_PAGE_SIZE ? (
        <nav className="d-flex gap-2 mt-2" aria-label={t('pages')}>
          {state.page > 0 ? (
            <button
              type="button"
              className="btn btn-outline-secondary"
              onClick={() => go({ ...state, page: state.page - 1 })}
            >
              {t('previousTeams')}
            </button>
          ) : null}
          {(state.page + 1) * BOARD_PAGE_SIZE < data.total_teams ? (
            <button
              type="button"
              className="btn btn-outline-primary"
              onClick={() => go({ ...state, page: state.page + 1 })}
            >
              {t('nextTeams')}
            </button>
          ) : null}
        </nav>
      ) : null}
    </div>
  );
}
