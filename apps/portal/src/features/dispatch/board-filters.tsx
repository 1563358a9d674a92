import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { businessToday } from '@changdee/domain/dates';
import { useLocale } from '@changdee/ui/lib/use-locale';
import { shiftedBy, type BoardState } from './board-state';
import { dispatchKeys, fetchDistricts, fetchProvinces } from './dispatch-api';

// The dispatch board's filters, all kept in the URL: the date (a day or a week back and forth),
// today, one day or a week, the province and its district, the work type.

interface FilterProps {
  state: BoardState;
  go(next: BoardState): void;
}

export function BoardFilters({
  state,
  go,
  workTypes,
}: FilterProps & {
  workTypes: readonly string[];
}) {
  const { t } = useTranslation('portal', { keyPrefix: 'dispatch' });
  return (
    <form
      className="card card-body mb-3 board-filters"
      aria-label={t('filters')}
      onSubmit={(event) => event.preventDefault()}
    >
      <div className="row g-2 align-items-end">
        <DateStepper state={state} go={go} />
        <SpanButtons state={state} go={go} />
        <PlaceSelects state={state} go={go} />
        <WorkTypeSelect state={state} go={go} workTypes={workTypes} />
      </div>
    </form>
  );
}

/** The first day shown, with the buttons that go a day or a week back or on. */
function DateStepper({ state, go }: FilterProps) {
  const { t } = useTranslation('portal', { keyPrefix: 'dispatch' });
  return (
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
  );
}

/** Back to today; one day or a week. */
function SpanButtons({ state, go }: FilterProps) {
  const { t } = useTranslation('portal', { keyPrefix: 'dispatch' });
  return (
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
  );
}

/** The province, and a district of it. */
function PlaceSelects({ state, go }: FilterProps) {
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
    <>
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
    </>
  );
}

/** The work type: the board's ones, and the one in the URL. */
function WorkTypeSelect({ state, go, workTypes }: FilterProps & { workTypes: readonly string[] }) {
  const { t } = useTranslation('portal', { keyPrefix: 'dispatch' });
  return (
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
  );
}
