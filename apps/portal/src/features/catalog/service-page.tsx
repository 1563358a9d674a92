import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { firstLoadFailed } from '@changdee/ui/lib/query-states';
import { LoadFailed, Loading } from '../../lib/load-states';
import { catalogKeys, fetchChoices, fetchService } from './catalog-api';
import { ServiceForm } from './service-form/service-form';

// /portal/catalog/services/:id ('new' to create; issue 21 item 1): the whole service in one form,
// checked by the contract's own schema (serviceInputSchema, the server's) before it is sent. A
// refusal keeps everything typed; a 409 STALE_EDIT (someone saved meanwhile) shows the service as
// it is now beside the form, and saving again applies the form over that version.

export default function ServicePage() {
  const { id = 'new' } = useParams();
  const creating = id === 'new';
  const choices = useQuery({
    queryKey: catalogKeys.choices,
    queryFn: ({ signal }) => fetchChoices(signal),
  });
  const service = useQuery({
    queryKey: catalogKeys.service(id),
    queryFn: ({ signal }) => fetchService(id, signal),
    enabled: !creating,
  });
  if (choices.isPending || (!creating && service.isPending)) return <Loading />;
  // Loaded and still no data: the first load failed (a failed refresh keeps the data).
  if (choices.data === undefined) return <LoadFailed onRetry={() => void choices.refetch()} />;
  if (firstLoadFailed(service)) return <LoadFailed onRetry={() => void service.refetch()} />;
  return (
    <ServiceForm
      key={id}
      id={creating ? null : id}
      initial={service.data ?? null}
      channels={choices.data.channels}
      workTypes={choices.data.work_types}
    />
  );
}
