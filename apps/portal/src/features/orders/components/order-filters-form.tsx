import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ORDER_ATTENTIONS } from '@changdee/domain/operator-day';
import { ORDER_STATUSES, PAYMENT_STATES } from '@changdee/domain/order-status';
import type { FilterField, ListState } from '../lib/order-filters';

// The filters of /portal/orders: the search, the status, payment and what needs attention (the
// operator's day links here with it: decision 075), the booking and creation dates and the
// store, channel and team codes. What is typed stays in the form until it is
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
      <ChoiceField field={field} name="status" choices={ORDER_STATUSES} words="status" />
      <ChoiceField field={field} name="payment" choices={PAYMENT_STATES} words="paymentState" />
      <ChoiceField field={field} name="attention" choices={ORDER_ATTENTIONS} words="attention" />
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

/** A filter chosen from a vocabulary, each value in the reader's words (`<words>.<value>`). */
function ChoiceField({
  field,
  name,
  choices,
  words,
}: {
  field: FieldProps;
  name: FilterField;
  choices: readonly string[];
  words: string;
}) {
  const { t } = useTranslation('portal', { keyPrefix: 'orders' });
  return (
    <div className="col-6 col-md-3 col-xl-2">
      <label className="form-label" htmlFor={`filter-${name}`}>
        {t(`filter.${name}`)}
      </label>
      <select className="form-select" {...field(name)}>
        <option value="">{t('filter.any')}</option>
        {choices.map((value) => (
          <option key={value} value={value}>
            {t(`${words}.${value}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
