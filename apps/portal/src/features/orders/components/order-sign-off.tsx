import { useEffect, useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { OpsOrderDetail } from '@changdee/contract/ops-orders';
import { localizedErrorMessage } from '@changdee/ui/lib/error-message';
import { useLocale } from '@changdee/ui/lib/use-locale';
import { Loading } from '../../../lib/load-states';
import { ordersKeys } from '../api/orders-api';
import { fetchSignature, handleFollowUp, signatureKey } from '../api/sign-off-api';
import { Section, when } from './order-detail-parts';

// The order's sign-off and rating on its page (issue 31 item 6, decision 078): the customer's
// signature, name and time, or why they were absent and whether they confirmed since; their
// stars and comment; and for an operator, a low rating's follow-up to mark handled with a note.

type SignOff = NonNullable<OpsOrderDetail['sign_off']>;
type Rating = NonNullable<OpsOrderDetail['rating']>;

export function OrderSignOff({ order, operator }: { order: OpsOrderDetail; operator: boolean }) {
  const { t } = useTranslation('portal', { keyPrefix: 'orders' });
  if (order.status !== 'completed' && !order.sign_off && !order.rating) return null;
  return (
    <Section id="sign-off" title={t('signOff.title')}>
      {order.sign_off ? <SignOffFacts signOff={order.sign_off} /> : <p>{t('signOff.none')}</p>}
      <h3 className="h6 mt-3">{t('rating.title')}</h3>
      {order.rating ? (
        <RatingFacts no={order.cartOrderNo} rating={order.rating} operator={operator} />
      ) : (
        <p className="mb-0">{t('rating.none')}</p>
      )}
    </Section>
  );
}

function SignOffFacts({ signOff }: { signOff: SignOff }) {
  const { t } = useTranslation('portal', { keyPrefix: 'orders' });
  const locale = useLocale();
  const name = signOff.signer_name ?? '';
  return (
    <div data-testid="sign-off-facts">
      {signOff.kind === 'absent' ? (
        <>
          <p className="mb-1">
            {t('signOff.absent', { reason: t(`signOff.reasons.${signOff.absence_reason!}`) })}
          </p>
          {signOff.absence_note ? (
            <p className="mb-1">{t('signOff.note', { note: signOff.absence_note })}</p>
          ) : null}
          <p className="mb-1">
            {signOff.confirmed_at
              ? t('signOff.confirmed', { time: when(signOff.confirmed_at, locale) })
              : t('signOff.awaiting')}
          </p>
        </>
      ) : null}
      {signOff.signed_at ? (
        <p className="mb-1">
          {t('signOff.signedBy', { name, time: when(signOff.signed_at, locale) })}
        </p>
      ) : null}
      {signOff.signature_url ? (
        <SignatureImage url={signOff.signature_url} alt={t('signOff.signatureAlt', { name })} />
      ) : null}
    </div>
  );
}

/** The signature, read with the session's token as an object URL (given back on leaving). */
export function SignatureImage({ url, alt }: { url: string; alt: string }) {
  const image = useQuery({
    queryKey: signatureKey(url),
    queryFn: async ({ signal }) => URL.createObjectURL(await fetchSignature(url, signal)),
    staleTime: Infinity,
    gcTime: 0,
  });
  const href = image.data;
  useEffect(() => () => (href ? URL.revokeObjectURL(href) : undefined), [href]);
  if (!href) return <Loading />;
  return (
    <img
      src={href}
      alt={alt}
      className="img-fluid border rounded bg-white"
      style={{ maxHeight: 160 }}
    />
  );
}

function RatingFacts({ no, rating, operator }: { no: string; rating: Rating; operator: boolean }) {
  const { t } = useTranslation('portal', { keyPrefix: 'orders' });
  const locale = useLocale();
  const followUp = rating.follow_up;
  return (
    <div data-testid="rating-facts">
      <p className="mb-1 fw-semibold">{t('rating.stars', { count: rating.stars })}</p>
      {rating.comment ? (
        <p className="mb-1">{t('rating.comment', { comment: rating.comment })}</p>
      ) : null}
      <p className="small text-body-secondary">{when(rating.at, locale)}</p>
      {followUp && !followUp.open ? (
        <p className="mb-0" data-testid="follow-up-handled">
          {t('rating.followUpHandled', {
            name: followUp.handled_by ?? '',
            time: when(followUp.handled_at!, locale),
            note: followUp.note ?? '',
          })}
        </p>
      ) : null}
      {followUp?.open ? (
        <>
          <p className="badge text-bg-warning">{t('rating.followUpOpen')}</p>
          {operator ? <FollowUpForm no={no} /> : null}
        </>
      ) : null}
    </div>
  );
}

function FollowUpForm({ no }: { no: string }) {
  const { t } = useTranslation('portal', { keyPrefix: 'orders' });
  const { t: tAll } = useTranslation();
  const locale = useLocale();
  const queryClient = useQueryClient();
  const [note, setNote] = useState('');
  const handle = useMutation({
    mutationFn: () => handleFollowUp(no, note),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ordersKeys.detail(no) }),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (note.trim()) handle.mutate();
  };
  return (
    <form onSubmit={submit} data-testid="follow-up-form">
      <label className="form-label" htmlFor={`follow-up-${no}`}>
        {t('rating.followUpNote')}
      </label>
      <textarea
        id={`follow-up-${no}`}
        className="form-control mb-2"
        rows={2}
        maxLength={1000}
        value={note}
        onChange={(event) => setNote(event.target.value)}
      />
      {handle.isError ? (
        <div className="text-danger small mb-2" role="alert">
          {localizedErrorMessage(handle.error, locale, tAll)}
        </div>
      ) : null}
      <button type="submit" className="btn btn-primary" disabled={!note.trim() || handle.isPending}>
        {t('rating.markHandled')}
      </button>
    </form>
  );
}
