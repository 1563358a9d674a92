import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
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

function Filters({
  filters,
  onApply,
}: {
  filters: AuditFilters;
  onApply(filters: AuditFilters): void;
}) {
  const { t } = useTranslation('portal', { keyPrefix: 'audit' });
  const [draft, setDraft] = useState<AuditFilters>(filters);
  const [invalid, setInvalid] = useState<Partial<Record<FilterKey, true>>>({});
  const users = useQuery({
    queryKey: ['portal', 'people', 'users'],
    queryFn: ({ signal }) => fetchUsers(signal),
  });
  const set = (key: FilterKey, value: string) => setDraft((d) => ({ ...d, [key]: value }));

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
  const control = (key: FilterKey) => ({
    id: `audit-${key}`,
    value: draft[key] ?? '',
    'aria-invalid': invalid[key] ? true : undefined,
    onChange: (event: { target: { value: string } }) => set(key, event.target.value),
  });
  const feedback = (key: FilterKey) =>
    invalid[key] ? (
      <div className="invalid-feedback d-block" role="alert">
        {t(`invalid.${key}`)}
      </div>
    ) : null;

  return (
    <form className="row g-2 align-items-end mb-3" onSubmit={submit} noValidate role="search">
      <div className="col-12 col-sm-6 col-lg-2">
        <label className="form-label" htmlFor="audit-entity">
          {t('filters.entity')}
        </label>
        <select className="form-select" {...control('entity')}>
          <option value="">{t('filters.anyEntity')}</option>
          {AUDIT_ENTITIES.map((entity) => (
            <option key={entity} value={entity}>
              {entityLabel(entity, t)}
            </option>
          ))}
        </select>
      </div>
      <div className="col-12 col-sm-6 col-lg-2">
        <label className="form-label" htmlFor="audit-entity_id">
          {t('filters.entityId')}
        </label>
        <input
          className={`form-control${invalid.entity_id ? ' is-invalid' : ''}`}
          {...control('entity_id')}
        />
        {feedback('entity_id')}
      </div>
      <div className="col-12 col-sm-6 col-lg-3">
        <label className="form-label" htmlFor="audit-actor">
          {t('filters.actor')}
        </label>
        <select
          className={`form-select${invalid.actor ? ' is-invalid' : ''}`}
          {...control('actor')}
        >
          <option value="">{t('filters.anyone')}</option>
          {draft.actor && !users.data?.some((user) => user.id === draft.actor) ? (
            <option value={draft.actor}>{draft.actor}</option>
          ) : null}
          {(users.data ?? []).map((user) => (
            <option key={user.id} value={user.id}>
              {user.display_name} ({user.username})
            </option>
          ))}
        </select>
        {feedback('actor')}
      </div>
      <div className="col-6 col-lg-2">
        <label className="form-label" htmlFor="audit-from">
          {t('filters.from')}
        </label>
        <input
          type="date"
          className={`form-control${invalid.from ? ' is-invalid' : ''}`}
          {...control('from')}
        />
        {feedback('from')}
      </div>
      <div className="col-6 col-lg-2">
        <label className="form-label" htmlFor="audit-to">
          {t('filters.to')}
        </label>
        <input
          type="date"
          className={`form-control${invalid.to ? ' is-invalid' : ''}`}
          {...control('to')}
        />
        {feedback('to')}
      </div>
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
