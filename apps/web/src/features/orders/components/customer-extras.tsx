import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Extra, TrackingExtras } from '@changdee/contract/extras';
import { formatSatangBaht } from '@changdee/domain/money';
import { SIGNER_NAME_MAX } from '@changdee/domain/sign-off';
import { SignaturePad } from '@changdee/ui/signature-pad';
import { ExtraLine } from './order-extras';
import { useLocale } from '@changdee/ui/lib/use-locale';
import {
  approveTrackingExtra,
  declineTrackingExtra,
  fetchTrackingExtras,
  trackingExtrasKey,
} from '../api/tracking-api';

// The technician's on-site extras on the customer's own page (issue 31 item 5, decision 080):
// each with its price as the server made it; one waiting for them is approved with their typed
// name and signature (the same pad as the phone) or declined, and the PromptPay QR shows what the
// approved ones still owe. Nothing shows when the order has no extras.

export function CustomerExtras({ token }: { token: string }) {
  const extras = useQuery({
    queryKey: trackingExtrasKey(token),
    queryFn: ({ signal }) => fetchTrackingExtras(token, signal),
  });
  if (!extras.data || extras.data.extras.length === 0) return null;
  return <ExtrasView token={token} extras={extras.data} />;
}

function ExtrasView({ token, extras }: { token: string; extras: TrackingExtras }) {
  const { t } = useTranslation('orders');
  const locale = useLocale();
  const baht = (satang: number) => formatSatangBaht(satang, locale);
  return (
    <section className="customer-tracking__section" data-testid="customer-extras">
      <h2 className="h6 mb-2">{t('extras.title')}</h2>
      <ul className="list-unstyled mb-2">
        {extras.extras.map((extra) => (
          <ExtraLine
            key={extra.id}
            extra={extra}
            locale={locale}
            className="customer-tracking__item"
          >
            {extra.state === 'proposed' ? <ExtraAnswer token={token} extra={extra} /> : null}
          </ExtraLine>
        ))}
      </ul>
      <p className="mb-1" data-testid="customer-extras-due">
        {t('extras.due', { amount: baht(extras.money.due_satang) })}
      </p>
      {extras.promptpay ? (
        <img
          src={extras.promptpay.image}
          alt={t('extras.qrAlt', { amount: baht(extras.money.due_satang) })}
          width={220}
          height={220}
        />
      ) : null}
    </section>
  );
}

function ExtraAnswer({ token, extra }: { token: string; extra: Extra }) {
  const { t } = useTranslation('orders');
  const locale = useLocale();
  const queryClient = useQueryClient();
  const [name, setName] = useState('');
  const [signature, setSignature] = useState<string | null>(null);
  const answer = useMutation({
    mutationFn: (approve: boolean) =>
      approve
        ? approveTrackingExtra(token, extra.id, { name: name.trim(), signature: signature! })
        : declineTrackingExtra(token, extra.id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: trackingExtrasKey(token) }),
  });
  const id = `extra-name-${extra.id}`;
  return (
    <div className="mt-2" data-testid="customer-extra-answer">
      <label className="form-label" htmlFor={id}>
        {t('extras.name')}
      </label>
      <input
        id={id}
        className="form-control mb-2"
        maxLength={SIGNER_NAME_MAX}
        value={name}
        onChange={(event) => setName(event.target.value)}
      />
      <SignaturePad
        label={t('extras.pad', { name: extra.name[locale] })}
        clearLabel={t('signOff.clear')}
        onChange={setSignature}
      />
      {answer.isError ? (
        <div className="text-danger small" role="alert">
          {answer.error.message}
        </div>
      ) : null}
      <div className="d-flex flex-wrap gap-2 mt-2">
        <button
          type="button"
          className="btn btn-primary"
          disabled={answer.isPending || !signature || name.trim() === ''}
          onClick={() => answer.mutate(true)}
        >
          {t('extras.approve')}
        </button>
        <button
          type="button"
          className="btn btn-outline-danger"
          disabled={answer.isPending}
          onClick={() => answer.mutate(false)}
        >
          {t('extras.decline')}
        </button>
      </div>
    </div>
  );
}
