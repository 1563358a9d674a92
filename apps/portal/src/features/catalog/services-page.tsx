import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ServiceRow } from '@changdee/contract/catalog-admin';
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
import { ChannelSelect } from './channel-select';
import { move } from './move';
import { ServiceRowItem } from './service-row';

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
  const reorder = useMutation({
    mutationFn: (ids: string[]) => orderServices(current, ids),
    onSettled: refresh,
  });
  const failure = publish.error ?? reorder.error;

  if (choices.isPending || (current && services.isPending)) return <Loading />;
  if (choices.isError) return <LoadFailed onRetry={() => void choices.refetch()} />;
  if (services.isError) return <LoadFailed onRetry={() => void services.refetch()} />;
  const rows = services.data?.services ?? [];

  return (
    <section className="container-fluid py-3" data-testid="services-page">
      <div className="d-flex flex-wrap gap-2 align-items-end mb-3">
        <h1 className="h4 me-auto mb-0">{t('title')}</h1>
        <div>
          <label htmlFor="services-channel" className="form-label mb-1">
            {t('channel')}
          </label>
          <ChannelSelect
            id="services-channel"
            channels={choices.data.channels}
            value={current}
            onChange={setChannel}
          />
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
          <ServiceRowItem
            key={row._id}
            row={row}
            first={index === 0}
            last={index === rows.length - 1}
            moving={reorder.isPending}
            publishing={publish.isPending}
            onMove={(by) =>
              reorder.mutate(
                move(
                  rows.map((r) => r._id),
                  index,
                  by,
                ),
              )
            }
            onPublish={() => publish.mutate(row)}
          />
        ))}
      </ol>
    </section>
  );
}
