import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FOLLOW_UP_FILTERS } from '@changdee/contract/ops-orders';
import { ORDER_STATUSES, PAYMENT_STATES } from '@changdee/domain/order-status';
import type { FilterField, ListState } from '../lib/order-filters';

// The filters of /portal/orders: the search, the status and payment, the booking and creation
// dates and the store, channel and team codes. What is typed stays in the form until it is
// applied (and after: the URL holds it).

type FieldProps = (name: FilterField) => {
  id: string;
  name: FilterField;
  value: string;
  onChange: (event: { target: { value: string } }) => void;
};

const DATES: Array<[FilterField, string]> = [
  ['booked_from', 'filter.bookedFrom'],
  ['booked_to', 'filter.bookedTo'],
  ['created_from', 'filter.createdFrom'],
  ['created_to', 'filter.createdTo'],
];
const CODES: Array<[FilterField, string]> = [
  ['store', 'filter.store'],
  ['channel', 'filter.channel'],
  ['team', 'filter.team'],
];

export function OrderFiltersForm({
  state,
  onApply,
}: {
  state: ListState;
  onApply(next: ListState): void;
}) {
  const { t } = useTranslation('portal', { keyPrefix: 'orders' });
  const [draft, setDraft] = useState(state.filters);
  const field: FieldProps = (name) => ({
    id: `filter-${name}`,
    name,
    value: draft[name] ?? '',
    onChange: (event) => setDraft({ ...draft, [name]: event.target.value }),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply({ ...state, filters: draft, after: null });
  };
  return (
    <form
      className="ops-filters card card-body mb-3"
      onSubmit={submit}
      aria-label={t('list.filters')}
    >
      <FilterFields field={field} />
      <div className="d-flex flex-wrap gap-2 mt-3">
        <button type="submit" className="btn btn-primary">
          {t('list.apply')}
        </button>
        <button
          type="button"
          className="btn btn-outline-secondary"
          onClick={() => {
            setDraft({});
            onApply({ ...state, filters: {}, after: null });
          }}
        >
          {t('list.clear')}
        </button>
      </div>
    </form>
  );
}

function FilterFields({ field }: { field: FieldProps }) {
  const { t } = useTranslation('portal', { keyPrefix: 'orders' });
  return (
    <div className="row g-2">
      <div className="col-12 col-md-6 col-xl-4">
        <label className="form-label" htmlFor="filter-q">
          {t('filter.q')}
        </label>
        <input className="form-control" type="search" inputMode="search" {...field('q')} />
        <div className="form-text">{t('filter.qHint')}</div>
      </div>
      <div className="col-6 col-md-3 col-xl-2">
        <label className="form-label" htmlFor="filter-status">
          {t('filter.status')}
        </label>
        <select className="form-select" {...field('status')}>
          <option value="">{t('filter.any')}</option>
          {ORDER_STATUSES.map((status) => (
            <option key={status} value={status}>
              {t(`status.${status}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="col-6 col-md-3 col-xl-2">
        <label className="form-label" htmlFor="filter-payment">
          {t('filter.payment')}
        </label>
        <select className="form-select" {...field('payment')}>
          <option value="">{t('filter.any')}</option>
          {PAYMENT_STATES.map((state) => (
            <option key={state} value={state}>
              {t(`paymentState.${state}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="col-6 col-md-3 col-xl-2">
        <label className="form-label" htmlFor="filter-follow_up">
          {t('filter.followUp')}
        </label>
        <select className="form-select" {...field('follow_up')}>
          <option value="">{t('filter.any')}</option>
          {FOLLOW_UP_FILTERS.map((kind) => (
            <option key={kind} value={kind}>
              {t(`filter.followUps.${kind}`)}
            </option>
          ))}
        </select>
      </div>
      {DATES.map(([name, label]) => (
        <div className="col-6 col-md-3 col-xl-2" key={name}>
          <label className="form-label" htmlFor={`filter-${name}`}>
            {t(label)}
          </label>
          <input className="form-control" type="date" {...field(name)} />
        </div>
      ))}
      {CODES.map(([name, label]) => (
        <div className="col-12 col-md-4" key={name}>
          <label className="form-label" htmlFor={`filter-${name}`}>
            {t(label)}
          </label>
          <input className="form-control" autoComplete="off" {...field(name)} />
        </div>
      ))}
    </div>
  );
}
