import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { auditListQuerySchema } from '@changdee/contract/audit';
import { useDocumentTitle } from '../../lib/use-document-title';
import { fetchUsers } from '../people/people-api';
import { AUDIT_ENTITIES, entityLabel } from './audit-entries';
import type { AuditFilters } from './audit-api';
import { AuditPages } from './record-history';

// /portal/audit (issue 21 item 6, Operators): the whole audit log, newest first, searched by the
// record's kind (and id), the person who made the change and a date range. The filters live in the
// URL (?entity=&entity_id=&actor=&from=&to=), so a search can be shared and survives a reload; the
// form is checked by the contract's own query schema (from ≤ to) before the URL changes.

const FILTER_KEYS = ['entity', 'entity_id', 'actor', 'from', 'to'] as const;
type FilterKey = (typeof FILTER_KEYS)[number];

export function readFilters(search: URLSearchParams): AuditFilters {
  const filters: AuditFilters = {};
  for (const key of FILTER_KEYS) {
    const value = search.get(key)?.trim();
    if (value) filters[key] = value;
  }
  return filters;
}

export function filterSearch(filters: AuditFilters): URLSearchParams {
  const search = new URLSearchParams();
  for (const key of FILTER_KEYS) {
    const value = filters[key]?.trim();
    if (value) search.set(key, value);
  }
  return search;
}

/** The filters as typed, checked by the contract's query schema before they are applied. */
function useFilterDraft(filters: AuditFilters, onApply: (filters: AuditFilters) => void) {
  const [draft, setDraft] = useState<AuditFilters>(filters);
  const [invalid, setInvalid] = useState<Partial<Record<FilterKey, true>>>({});
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const cleaned = filterSearch(draft);
    const checked = auditListQuerySchema.safeParse(Object.fromEntries(cleaned));
    if (!checked.success) {
      const found: Partial<Record<FilterKey, true>> = {};
      for (const issue of checked.error.issues) found[issue.path[0] as FilterKey] = true;
      setInvalid(found);
      return;
    }
    setInvalid({});
    onApply(readFilters(cleaned));
  };
  const clear = () => {
    setDraft({});
    setInvalid({});
    onApply({});
  };
  /** What a filter's control is given: its id, its value, whether invalid, its change. */
  const control = (key: FilterKey) => ({
    id: `audit-${key}`,
    value: draft[key] ?? '',
    'aria-invalid': invalid[key] ? true : undefined,
    onChange: (event: { target: { value: string } }) =>
      setDraft((d) => ({ ...d, [key]: event.target.value })),
  });
  return { draft, invalid, submit, clear, control };
}

function Filters({
  filters,
  onApply,
}: {
  filters: AuditFilters;
  onApply(filters: AuditFilters): void;
}) {
  const { t } = useTranslation('portal', { keyPrefix: 'audit' });
  const { draft, invalid, submit, clear, control } = useFilterDraft(filters, onApply);
  const invalidClass = (key: FilterKey) => (invalid[key] ? ' is-invalid' : '');
  return (
    <form className="row g-2 align-items-end mb-3" onSubmit={submit} noValidate role="search">
      <FilterField name="entity" label={t('filters.entity')} column="col-12 col-sm-6 col-lg-2">
        <select className="form-select" {...control('entity')}>
          <option value="">{t('filters.anyEntity')}</option>
          {AUDIT_ENTITIES.map((entity) => (
            <option key={entity} value={entity}>
              {entityLabel(entity, t)}
            </option>
          ))}
        </select>
      </FilterField>
      <FilterField
        name="entity_id"
        label={t('filters.entityId')}
        column="col-12 col-sm-6 col-lg-2"
        invalid={invalid.entity_id}
      >
        <input className={`form-control${invalidClass('entity_id')}`} {...control('entity_id')} />
      </FilterField>
      <FilterField
        name="actor"
        label={t('filters.actor')}
        column="col-12 col-sm-6 col-lg-3"
        invalid={invalid.actor}
      >
        <ActorSelect
          actor={draft.actor}
          className={`form-select${invalidClass('actor')}`}
          control={control('actor')}
        />
      </FilterField>
      {(['from', 'to'] as const).map((key) => (
        <FilterField
          key={key}
          name={key}
          label={t(`filters.${key}`)}
          column="col-6 col-lg-2"
          invalid={invalid[key]}
        >
          <input type="date" className={`form-control${invalidClass(key)}`} {...control(key)} />
        </FilterField>
      ))}
      <div className="col-12 col-lg-auto d-flex flex-wrap gap-2">
        <button type="submit" className="btn btn-primary" data-testid="audit-search">
          {t('filters.search')}
        </button>
        <button type="button" className="btn btn-link px-0" onClick={clear}>
          {t('filters.clear')}
        </button>
      </div>
    </form>
  );
}

/** One filter: its label, its control, and what is wrong with it. */
function FilterField({
  name,
  label,
  column,
  invalid,
  children,
}: {
  name: FilterKey;
  label: string;
  column: string;
  invalid?: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation('portal', { keyPrefix: 'audit' });
  return (
    <div className={column}>
      <label className="form-label" htmlFor={`audit-${name}`}>
        {label}
      </label>
      {children}
      {invalid ? (
        <div className="invalid-feedback d-block" role="alert">
          {t(`invalid.${name}`)}
        </div>
      ) : null}
    </div>
  );
}

/** Who made the change: anyone, a user by name, or the id in the URL when no user has it. */
function ActorSelect({
  actor,
  className,
  control,
}: {
  actor: string | undefined;
  className: string;
  control: ReturnType<ReturnType<typeof useFilterDraft>['control']>;
}) {
  const { t } = useTranslation('portal', { keyPrefix: 'audit' });
  const users = useQuery({
    queryKey: ['portal', 'people', 'users'],
    queryFn: ({ signal }) => fetchUsers(signal),
  });
  return (
    <select className={className} {...control}>
      <option value="">{t('filters.anyone')}</option>
      {actor && !users.data?.some((user) => user.id === actor) ? (
        <option value={actor}>{actor}</option>
      ) : null}
      {(users.data ?? []).map((user) => (
        <option key={user.id} value={user.id}>
          {user.display_name} ({user.username})
        </option>
      ))}
    </select>
  );
}

export default function AuditPage() {
  const { t } = useTranslation('portal', { keyPrefix: 'audit' });
  useDocumentTitle(t('title'));
  const [search, setSearch] = useSearchParams();
  const filters = readFilters(search);
  return (
    <div className="container-fluid py-3" data-testid="audit-page">
      <h1 className="h3 mb-3">{t('title')}</h1>
      <Filters
        key={search.toString()}
        filters={filters}
        onApply={(next) => setSearch(filterSearch(next))}
      />
      <AuditPages filters={filters} showRecord />
    </div>
  );
}
