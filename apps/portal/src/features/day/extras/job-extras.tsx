import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { JobExtras as Extras } from '@changdee/contract/extras';
import { localizedErrorMessage } from '@changdee/ui/lib/error-message';
import { useLocale } from '@changdee/ui/lib/use-locale';
import { LoadFailed, Loading } from '../../../lib/load-states';
import { ExtraConsent } from './extra-consent';
import { ExtrasAdder } from './extras-adder';
import { ExtrasList } from './extras-list';
import { ExtrasPayment } from './extras-payment';
import { addExtras, approveExtra, declineExtra, extrasKey, fetchJobExtras } from './extras-api';

// On-site extras on the technician's phone (issue 31 item 5, decision 080), at 375 px: add an
// add-on of the installation's work types with its quantity, let the customer approve it with
// their name and signature (or decline it), then show the PromptPay QR for the difference. Every
// figure is the server's answer; a refusal is the server's words.

/** How often the panel reads the extras again while money is owed (the payment may come). */
const WHILE_OWED_MS = 3_000;

export function JobExtras({ orderNo }: { orderNo: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const extras = useQuery({
    queryKey: extrasKey(orderNo),
    queryFn: ({ signal }) => fetchJobExtras(orderNo, signal),
    refetchInterval: (query) =>
      (query.state.data?.money.due_satang ?? 0) > 0 ? WHILE_OWED_MS : false,
  });
  if (extras.isError)
    return (
      <LoadFailed
        message={localizedErrorMessage(extras.error, locale, t)}
        onRetry={() => void extras.refetch()}
      />
    );
  if (!extras.data) return <Loading />;
  return <ExtrasPanel orderNo={orderNo} extras={extras.data} />;
}

function ExtrasPanel({ orderNo, extras }: { orderNo: string; extras: Extras }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const queryClient = useQueryClient();
  const [deciding, setDeciding] = useState<string | null>(null);
  const answered = (next: Extras) => {
    queryClient.setQueryData(extrasKey(orderNo), next);
    setDeciding(null);
  };
  const add = useMutation({
    mutationFn: (extra: { add_on_id: string; qty: number }) =>
      addExtras(orderNo, { extras: [extra] }),
    onSuccess: answered,
  });
  const decide = useMutation({
    mutationFn: (answer: { id: string; approval: { name: string; signature: string } | null }) =>
      answer.approval
        ? approveExtra(orderNo, answer.id, answer.approval)
        : declineExtra(orderNo, answer.id),
    onSuccess: answered,
  });
  const error = add.error ?? decide.error;
  const proposed = extras.extras.filter((extra) => extra.state === 'proposed');
  return (
    <section className="mt-3" data-testid="job-extras" aria-label={t('day.extras.title')}>
      <h4 className="h6">{t('day.extras.title')}</h4>
      <ExtrasList extras={extras.extras} money={extras.money} />
      {extras.open && extras.add_ons.length > 0 ? (
        <ExtrasAdder
          addOns={extras.add_ons}
          pending={add.isPending}
          onAdd={(extra) => add.mutate(extra)}
        />
      ) : null}
      {proposed.map((extra) =>
        deciding === extra.id ? (
          <ExtraConsent
            key={extra.id}
            extra={extra}
            pending={decide.isPending}
            onApprove={(approval) => decide.mutate({ id: extra.id, approval })}
            onDecline={() => decide.mutate({ id: extra.id, approval: null })}
          />
        ) : (
          <button
            key={extra.id}
            type="button"
            className="btn btn-outline-primary mt-2 me-2"
            onClick={() => {
              decide.reset();
              setDeciding(extra.id);
            }}
          >
            {t('day.extras.askCustomer', { name: extra.name[locale] })}
          </button>
        ),
      )}
      {error ? (
        <div className="alert alert-danger mt-2 py-2" role="alert" data-testid="extras-error">
          {localizedErrorMessage(error, locale, t)}
        </div>
      ) : null}
      <ExtrasPayment orderNo={orderNo} dueSatang={extras.money.due_satang} />
    </section>
  );
}
