import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ServiceRow } from '@changdee/contract/catalog-admin';
import { formatBaht } from '@changdee/domain/money';
import { localizedErrorMessage } from '@changdee/ui/lib/error-message';
import { useLocale } from '@changdee/ui/lib/use-locale';
import { LoadFailed, Loading } from '../../lib/load-states';
import { useDocumentTitle } from '../../lib/use-document-title';
import {
  catalogKeys,
  fetchChoices,
  fetchServices,
  orderServices,
  publishService,
} from './catalog-api';

// /portal/catalog/services (issue 21 item 1): a channel's services in catalogue order, published or
// not; publish/unpublish, move up/down, open one to edit, create a new one. Operators only.

export default function ServicesPage() {
  const { t } = useTranslation('portal', { keyPrefix: 'catalog' });
  const locale = useLocale();
  useDocumentTitle(t('title'));
  const client = useQueryClient();
  const choices = useQuery({
    queryKey: catalogKeys.choices,
    queryFn: ({ signal }) => fetchChoices(signal),
  });
  const [channel, setChannel] = useState('');
  const current = channel || choices.data?.channels[0]?.code || '';
  const services = useQuery({
    queryKey: catalogKeys.list(current),
    queryFn: ({ signal }) => fetchServices(current, signal),
    enabled: current !== '',
  });
  const refresh = () => client.invalidateQueries({ queryKey: catalogKeys.all });
  const publish = useMutation({
    mutationFn: (row: ServiceRow) => publishService(row._id, !row.active, row.version),
    onSettled: refresh,
  });
  const move = useMutation({
    mutationFn: (ids: string[]) => orderServices(current, ids),
    onSettled: refresh,
  });
  const failure = publish.error ?? move.error;

  if (choices.isPending || (current && services.isPending)) return <Loading />;
  if (choices.isError) return <LoadFailed onRetry={() => void choices.refetch()} />;
  if (services.isError) return <LoadFailed onRetry={() => void services.refetch()} />;
  const rows = services.data?.services ?? [];
  const moveTo = (index: number, by: number) => {
    const ids = rows.map((row) => row._id);
    const [id] = ids.splice(index, 1);
    ids.splice(index + by, 0, id!);
    move.mutate(ids);
  };

  return (
    <section className="container-fluid py-3" data-testid="services-page">
      <div className="d-flex flex-wrap gap-2 align-items-end mb-3">
        <h1 className="h4 me-auto mb-0">{t('title')}</h1>
        <div>
          <label htmlFor="services-channel" className="form-label mb-1">
            {t('channel')}
          </label>
          <select
            id="services-channel"
            className="form-select"
            value={current}
            onChange={(event) => setChannel(event.target.value)}
          >
            {choices.data.channels.map((c) => (
              <option key={c.code} value={c.code}>
                {c.name[locale]} ({c.code})
              </option>
            ))}
          </select>
        </div>
        <Link className="btn btn-primary" to="new" data-testid="new-service">
          {t('new')}
        </Link>
      </div>
      {failure ? (
        <div className="alert alert-danger" role="alert">
          {localizedErrorMessage(failure, locale, t)}
        </div>
      ) : null}
      {rows.length === 0 ? <p className="text-body-secondary">{t('empty')}</p> : null}
      <ol className="list-unstyled" aria-label={t('title')}>
        {rows.map((row, index) => (
          <li
            key={row._id}
            className="d-flex flex-wrap align-items-center gap-2 border rounded p-2 mb-2"
            data-testid="service-row"
          >
            {row.thumbnail ? (
              <img src={row.thumbnail} alt="" width={48} height={48} className="rounded" />
            ) : (
              <span
                className="d-inline-block bg-body-secondary rounded"
                style={{ width: 48, height: 48 }}
              />
            )}
            <div className="me-auto" style={{ minWidth: 0, lineHeight: 1.6 }}>
              <Link to={row._id} className="fw-semibold text-break">
                {row.name[locale]}
              </Link>
              <div className="small text-body-secondary">
                {row.sku_code} · {t(`type.${row.product_type}`)} · {formatBaht(row.price, locale)}
                {row.product_type === 'I' ? ` ${t('perUnit')}` : ''}
              </div>
            </div>
            <span className={`badge ${row.active ? 'text-bg-success' : 'text-bg-secondary'}`}>
              {row.active ? t('published') : t('unpublished')}
            </span>
            <div className="btn-group btn-group-sm">
              <button
                type="button"
                className="btn btn-outline-secondary"
                disabled={index === 0 || move.isPending}
                onClick={() => moveTo(index, -1)}
                aria-label={t('moveUp', { name: row.name[locale] })}
              >
                ↑
              </button>
              <button
                type="button"
                className="btn btn-outline-secondary"
                disabled={index === rows.length - 1 || move.isPending}
                onClick={() => moveTo(index, 1)}
                aria-label={t('moveDown', { name: row.name[locale] })}
              >
                ↓
              </button>
            </div>
            <button
              type="button"
              className="btn btn-sm btn-outline-primary"
              disabled={publish.isPending}
              onClick={() => publish.mutate(row)}
            >
              {row.active ? t('unpublish') : t('publish')}
            </button>
          </li>
        ))}
      </ol>
    </section>
  );
}
