import { useState } from 'react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
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
  shiftedBy,
  type BoardState,
} from './board-state';
import {
  assignJob,
  dismissReschedule,
  dispatchKeys,
  fetchBoard,
  fetchDistricts,
  fetchProvinces,
  type AssignTarget,
} from './dispatch-api';
import { NeedsDecision } from './needs-decision';
import './dispatch.scss';
import { LoadFailed, Loading } from '../../lib/load-states';
import { useDocumentTitle } from '../../lib/use-document-title';

// /portal/dispatch (issue 20, docs/decisions/044): an operator's dispatch board. One day or a
// week, teams as rows filtered by province, district and work type (all in the URL), morning and
// afternoon cells with their capacity and jobs, and beside them the jobs that need a decision. A
// job moves by dragging it onto a cell or with the picker (Enter or Space on a focused job); the
// server decides, a refusal is said in words and the board is read again.

interface Notice {
  kind: 'success' | 'danger';
  text: string;
}

function Filters({
  state,
  go,
  workTypes,
}: {
  state: BoardState;
  go(next: BoardState): void;
  workTypes: readonly string[];
}) {
  const { t } = useTranslation('portal', { keyPrefix: 'dispatch' });
  const locale = useLocale();
  const provinces = useQuery({
    queryKey: dispatchKeys.provinces,
    queryFn: ({ signal }) => fetchProvinces(signal),
    staleTime: Infinity,
  });
  const districts = useQuery({
    queryKey: dispatchKeys.districts(state.province ?? ''),
    queryFn: ({ signal }) => fetchDistricts(state.province!, signal),
    enabled: state.province !== null,
    staleTime: Infinity,
  });
  const name = (th: string, en: string) => (locale === 'th' ? th : en);
  return (
    <form
      className="card card-body mb-3 board-filters"
      aria-label={t('filters')}
      onSubmit={(event) => event.preventDefault()}
    >
      <div className="row g-2 align-items-end">
        <div className="col-12 col-md-6 col-xl-3">
          <label className="form-label" htmlFor="board-date">
            {t('date')}
          </label>
          <div className="input-group">
            <button
              type="button"
              className="btn btn-outline-secondary"
              aria-label={t(state.days === 7 ? 'previousWeek' : 'previousDay')}
              onClick={() => go(shiftedBy(state, -1))}
            >
              ‹
            </button>
            <input
              id="board-date"
              className="form-control"
              type="date"
              value={state.date}
              required
              onChange={(event) => {
                if (event.target.value) go({ ...state, date: event.target.value, page: 0 });
              }}
            />
            <button
              type="button"
              className="btn btn-outline-secondary"
              aria-label={t(state.days === 7 ? 'nextWeek' : 'nextDay')}
              onClick={() => go(shiftedBy(state, 1))}
            >
              ›
            </button>
          </div>
        </div>
        <div className="col-12 col-md-6 col-xl-3">
          <div className="btn-group w-100" role="group" aria-label={t('span')}>
            <button
              type="button"
              className="btn btn-outline-secondary"
              onClick={() => go({ ...state, date: businessToday(new Date()), page: 0 })}
            >
              {t('today')}
            </button>
            {([1, 7] as const).map((days) => (
              <button
                key={days}
                type="button"
                className={`btn ${state.days === days ? 'btn-primary' : 'btn-outline-primary'}`}
                aria-pressed={state.days === days}
                onClick={() => go({ ...state, days, page: 0 })}
              >
                {t(days === 1 ? 'oneDay' : 'week')}
              </button>
            ))}
          </div>
        </div>
        <div className="col-12 col-sm-4 col-xl-2">
          <label className="form-label" htmlFor="board-province">
            {t('province')}
          </label>
          <select
            id="board-province"
            className="form-select"
            value={state.province ?? ''}
            onChange={(event) =>
              go({ ...state, province: event.target.value || null, district: null, page: 0 })
            }
          >
            <option value="">{t('any')}</option>
            {(provinces.data ?? []).map((province) => (
              <option key={province.provinceCode} value={province.provinceCode}>
                {name(province.provinceName, province.provinceNameEn)}
              </option>
            ))}
          </select>
        </div>
        <div className="col-12 col-sm-4 col-xl-2">
          <label className="form-label" htmlFor="board-district">
            {t('district')}
          </label>
          <select
            id="board-district"
            className="form-select"
            value={state.district ?? ''}
            disabled={state.province === null}
            onChange={(event) => go({ ...state, district: event.target.value || null, page: 0 })}
          >
            <option value="">{t('any')}</option>
            {(districts.data ?? []).map((district) => (
              <option key={district.districtCode} value={district.districtCode}>
                {name(district.districtName, district.districtNameEn)}
              </option>
            ))}
          </select>
        </div>
        <div className="col-12 col-sm-4 col-xl-2">
          <label className="form-label" htmlFor="board-work-type">
            {t('workType')}
          </label>
          <select
            id="board-work-type"
            className="form-select"
            value={state.workType ?? ''}
            onChange={(event) => go({ ...state, workType: event.target.value || null, page: 0 })}
          >
            <option value="">{t('any')}</option>
            {[...new Set([...workTypes, ...(state.workType ? [state.workType] : [])])].map(
              (workType) => (
                <option key={workType} value={workType}>
                  {workType}
                </option>
              ),
            )}
          </select>
        </div>
      </div>
    </form>
  );
}

export function DispatchPage() {
  const { t } = useTranslation('portal', { keyPrefix: 'dispatch' });
  const { t: tAll } = useTranslation();
  const locale = useLocale();
  useDocumentTitle(t('title'));
  const queryClient = useQueryClient();
  const [search, setSearch] = useSearchParams();
  const state = readBoardState(search, businessToday(new Date()));
  const go = (next: BoardState) => setSearch(boardSearch(next));
  const [picker, setPicker] = useState<PickerRequest | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);

  const board = useQuery({
    queryKey: dispatchKeys.board(state),
    queryFn: ({ signal }) => fetchBoard(state, signal),
    placeholderData: keepPreviousData,
  });

  const slotWords = (target: AssignTarget) =>
    `${formatDate(target.date, 'long', locale)} ${t(`slot.${target.time}`)}`;
  const assigned = (no: string, target: AssignTarget, team: string) =>
    setNotice({ kind: 'success', text: t('assigned', { no, team, when: slotWords(target) }) });

  const drop = useMutation({
    mutationFn: ({ no, target }: { no: string; target: AssignTarget; team: string }) =>
      assignJob(no, target),
    onMutate: () => setNotice(null),
    onSuccess: (_data, { no, target, team }) => assigned(no, target, team),
    onError: (error, { no }) =>
      setNotice({
        kind: 'danger',
        text: t('refused', { no, message: localizedErrorMessage(error, locale, tAll) }),
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: dispatchKeys.all }),
  });
  const dismiss = useMutation({
    mutationFn: (no: string) => dismissReschedule(no),
    onMutate: () => setNotice(null),
    onSuccess: (_data, no) => setNotice({ kind: 'success', text: t('dismissed', { no }) }),
    onError: (error) =>
      setNotice({ kind: 'danger', text: localizedErrorMessage(error, locale, tAll) }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: dispatchKeys.all }),
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
  const dates = datesOf(state);
  return (
    <div className="dispatch-board" data-testid="dispatch-page">
      <h1 className="h3">{t('title')}</h1>
      <p className="visually-hidden" id="board-move-hint">
        {t('moveHint')}
      </p>
      <Filters state={state} go={go} workTypes={data?.work_types ?? []} />
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
              <BoardGrid teams={data.teams} dates={dates} onDrop={onDrop} onMove={onMove} />
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
          <aside className="col-12 col-lg-4 col-xl-3 order-first order-lg-last">
            <NeedsDecision
              jobs={data.needs_decision as AttentionJob[]}
              onMove={onMove}
              onDismiss={(job) => dismiss.mutate(job.cartOrderNo)}
              dismissing={dismiss.isPending ? (dismiss.variables ?? null) : null}
            />
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
