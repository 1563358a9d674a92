import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  QUOTATION_DATE_KINDS,
  quotationListQuerySchema,
  type QuotationList,
  type QuotationListQuery,
} from '@changdee/contract/quotations-admin';
import { QUOTATION_FOLLOW_UPS } from '@changdee/domain/quotation-follow-ups';
import { QUOTATION_STATES } from '@changdee/domain/quotation-states';
import { useLocale } from '@changdee/ui/lib/use-locale';

// The quotations list's filters (decision 082): state, follow-up, store, team and a range of the
// dates made or sent. What is chosen stays in the form until it is applied (then in the URL); a
// range that ends before it starts is said in words and nothing is asked.

type Draft = Record<'state' | 'follow_up' | 'store' | 'team' | 'dates' | 'from' | 'to', string>;

const draftOf = (query: QuotationListQuery): Draft => ({
  state: query.state ?? '',
  follow_up: query.follow_up ?? '',
  store: query.store ?? '',
  team: query.team ?? '',
  dates: query.dates,
  from: query.from ?? '',
  to: query.to ?? '',
});

/** The draft as the list's question from its first page (empty choices left out). */
function queryOf(draft: Draft, limit: number) {
  const chosen = Object.fromEntries(Object.entries(draft).filter(([, value]) => value !== ''));
  return quotationListQuerySchema.safeParse({ ...chosen, limit });
}

function Field({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div className="col-6 col-md-4 col-xl-3">
      <label className="form-label" htmlFor={`quotations-${id}`}>
        {label}
      </label>
      {children}
    </div>
  );
}

type SetDraft = (change: Partial<Draft>) => void;

/** A choice among values, each named in the reader's words; "all" first unless one is needed. */
function Choice({
  name,
  draft,
  update,
  options,
  anyOption = true,
}: {
  name: keyof Draft;
  draft: Draft;
  update: SetDraft;
  options: Array<[value: string, words: string]>;
  anyOption?: boolean;
}) {
  const { t } = useTranslation('portal', { keyPrefix: 'quotations' });
  return (
    <select
      id={`quotations-${name}`}
      className="form-select"
      value={draft[name]}
      onChange={(event) => update({ [name]: event.target.value })}
    >
      {anyOption ? <option value="">{t('filters.any')}</option> : null}
      {options.map(([value, words]) => (
        <option key={value} value={value}>
          {words}
        </option>
      ))}
    </select>
  );
}

function FilterFields({
  draft,
  update,
  choices,
}: {
  draft: Draft;
  update: SetDraft;
  choices: QuotationList['choices'] | undefined;
}) {
  const { t } = useTranslation('portal', { keyPrefix: 'quotations' });
  const locale = useLocale();
  const places = (list: QuotationList['choices']['stores'] = []) =>
    list.map((place): [string, string] => [place.id, place.name[locale]]);
  const dateInput = (name: 'from' | 'to') => (
    <input
      id={`quotations-${name}`}
      className="form-control"
      type="date"
      value={draft[name]}
      onChange={(event) => update({ [name]: event.target.value })}
    />
  );
  const shared = { draft, update };
  return (
    <div className="row g-2">
      <Field id="state" label={t('filters.state')}>
        <Choice
          name="state"
          {...shared}
          options={QUOTATION_STATES.map((state) => [state, t(`state.${state}`)])}
        />
      </Field>
      <Field id="follow_up" label={t('filters.followUp')}>
        <Choice
          name="follow_up"
          {...shared}
          options={QUOTATION_FOLLOW_UPS.map((followUp) => [followUp, t(`followUp.${followUp}`)])}
        />
      </Field>
      <Field id="store" label={t('filters.store')}>
        <Choice name="store" {...shared} options={places(choices?.stores)} />
      </Field>
      <Field id="team" label={t('filters.team')}>
        <Choice name="team" {...shared} options={places(choices?.teams)} />
      </Field>
      <Field id="dates" label={t('filters.dates')}>
        <Choice
          name="dates"
          {...shared}
          anyOption={false}
          options={QUOTATION_DATE_KINDS.map((kind) => [kind, t(`dates.${kind}`)])}
        />
      </Field>
      <Field id="from" label={t('filters.from')}>
        {dateInput('from')}
      </Field>
      <Field id="to" label={t('filters.to')}>
        {dateInput('to')}
      </Field>
    </div>
  );
}

export function QuotationFilters({
  query,
  choices,
  onApply,
}: {
  query: QuotationListQuery;
  choices: QuotationList['choices'] | undefined;
  onApply(next: QuotationListQuery): void;
}) {
  const { t } = useTranslation('portal', { keyPrefix: 'quotations' });
  const [draft, setDraft] = useState(() => draftOf(query));
  const [invalid, setInvalid] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = queryOf(draft, query.limit);
    setInvalid(!parsed.success);
    if (parsed.success) onApply(parsed.data);
  };
  const clear = () => {
    const cleared = quotationListQuerySchema.parse({ limit: query.limit });
    setDraft(draftOf(cleared));
    setInvalid(false);
    onApply(cleared);
  };
  return (
    <form
      className="card card-body mb-3"
      aria-label={t('filters.title')}
      onSubmit={submit}
      noValidate
    >
      <FilterFields
        draft={draft}
        update={(change) => setDraft({ ...draft, ...change })}
        choices={choices}
      />
      {invalid ? (
        <p className="alert alert-danger mt-3 mb-0" role="alert">
          {t('filters.invalidRange')}
        </p>
      ) : null}
      <div className="d-flex flex-wrap gap-2 mt-3">
        <button type="submit" className="btn btn-primary" data-testid="quotations-apply">
          {t('filters.apply')}
        </button>
        <button type="button" className="btn btn-outline-secondary" onClick={clear}>
          {t('filters.clear')}
        </button>
      </div>
    </form>
  );
}
