import { useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { customerSignOffRequestSchema } from '@changdee/contract/sign-off';
import type { TrackingAnswer } from '@changdee/contract/tracking';
import { formatBusinessTime } from '@changdee/domain/dates';
import { formatDate } from '@changdee/domain/date-format';
import type { Locale } from '@changdee/domain/locale';
import { RATING_COMMENT_MAX, RATING_STARS } from '@changdee/domain/ratings';
import { SIGNER_NAME_MAX } from '@changdee/domain/sign-off';
import { SignaturePad } from '@changdee/ui/signature-pad';
import { useLocale } from '@changdee/ui/lib/use-locale';
import { confirmSignOff, rateJob, trackingKeys } from '../api/tracking-api';

// The customer's sign-off and rating on their tracking page (issue 31 item 6, decision 078): how
// the completed job was signed off — and, when they were absent, their confirmation with the same
// signature pad as the technician's phone — then 1 to 5 stars and a comment, once.

type SignOff = NonNullable<TrackingAnswer['sign_off']>;

const when = (at: string, locale: Locale) =>
  `${formatDate(new Date(at), 'short', locale)} ${formatBusinessTime(new Date(at), locale)}`;

export function CustomerSignOff({ token, signOff }: { token: string; signOff: SignOff }) {
  const { t } = useTranslation('orders');
  const locale = useLocale();
  const name = signOff.signer_name ?? '';
  return (
    <div data-testid="customer-sign-off">
      {signOff.kind === 'absent' ? (
        <p className="mb-1">
          {t('signOff.absent', { reason: t(`signOff.reasons.${signOff.absence_reason!}`) })}
        </p>
      ) : null}
      {signOff.signed_at ? (
        <p className="mb-1">
          {t('signOff.signedBy', { name, time: when(signOff.signed_at, locale) })}
        </p>
      ) : null}
      {signOff.signature_url ? (
        <img
          src={signOff.signature_url}
          alt={t('signOff.signatureAlt', { name })}
          className="img-fluid border rounded bg-white"
          style={{ maxHeight: 140 }}
        />
      ) : null}
      {signOff.awaits_you ? <ConfirmForm token={token} /> : null}
    </div>
  );
}

function ConfirmForm({ token }: { token: string }) {
  const { t } = useTranslation('orders');
  const queryClient = useQueryClient();
  const [name, setName] = useState('');
  const [signature, setSignature] = useState<string | null>(null);
  const [blank, setBlank] = useState(false);
  const mutation = useMutation({
    mutationFn: (request: { name: string; signature: string }) => confirmSignOff(token, request),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: trackingKeys.page(token) }),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // A blank pad or no name is never sent (decision 078): the contract's schema says so.
    const request = customerSignOffRequestSchema.safeParse({ name, signature: signature ?? '' });
    setBlank(!signature || !request.success);
    if (signature && request.success) mutation.mutate(request.data);
  };
  return (
    <form className="mt-2" onSubmit={submit} data-testid="sign-off-form" noValidate>
      <p>{t('signOff.confirmAsk')}</p>
      <label className="form-label" htmlFor="sign-off-name">
        {t('signOff.name')}
      </label>
      <input
        id="sign-off-name"
        className="form-control mb-2"
        maxLength={SIGNER_NAME_MAX}
        value={name}
        onChange={(event) => setName(event.target.value)}
      />
      <SignaturePad
        label={t('signOff.pad')}
        clearLabel={t('signOff.clear')}
        onChange={setSignature}
      />
      {blank ? (
        <div className="text-danger small" role="alert">
          {t('signOff.blank')}
        </div>
      ) : null}
      {mutation.isError ? (
        <div className="text-danger small" role="alert">
          {mutation.error.message}
        </div>
      ) : null}
      <button type="submit" className="btn btn-primary mt-2" disabled={mutation.isPending}>
        {t('signOff.confirm')}
      </button>
    </form>
  );
}

/** The rating asked once the job is completed, or the one given. */
export function CustomerRating({
  token,
  rating,
}: {
  token: string;
  rating: TrackingAnswer['rating'];
}) {
  const { t } = useTranslation('orders');
  if (rating.given)
    return (
      <p className="mb-0" role="status" data-testid="rating-given">
        {t('rating.given', { count: rating.given.stars })}
      </p>
    );
  return rating.open ? <RatingForm token={token} /> : null;
}

function RatingForm({ token }: { token: string }) {
  const { t } = useTranslation('orders');
  const queryClient = useQueryClient();
  const [stars, setStars] = useState<number | null>(null);
  const [comment, setComment] = useState('');
  const [unchosen, setUnchosen] = useState(false);
  const mutation = useMutation({
    mutationFn: (chosen: number) => rateJob(token, { stars: chosen, comment }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: trackingKeys.page(token) }),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setUnchosen(stars === null);
    if (stars !== null) mutation.mutate(stars);
  };
  return (
    <form onSubmit={submit} data-testid="rating-form">
      <fieldset className="mb-2">
        <legend className="fs-6">{t('rating.legend')}</legend>
        <div
          className="customer-rating__stars d-flex gap-1"
          role="radiogroup"
          aria-label={t('rating.legend')}
        >
          {RATING_STARS.map((value) => (
            <label key={value} className="customer-rating__star">
              <input
                type="radio"
                name="stars"
                value={value}
                className="visually-hidden"
                checked={stars === value}
                onChange={() => setStars(value)}
              />
              <span aria-hidden="true" className={stars !== null && value <= stars ? 'is-on' : ''}>
                ★
              </span>
              <span className="visually-hidden">{t('rating.star', { count: value })}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <label className="form-label" htmlFor="rating-comment">
        {t('rating.comment')}
      </label>
      <textarea
        id="rating-comment"
        className="form-control mb-2"
        rows={2}
        maxLength={RATING_COMMENT_MAX}
        value={comment}
        onChange={(event) => setComment(event.target.value)}
      />
      {unchosen ? (
        <div className="text-danger small" role="alert">
          {t('rating.choose')}
        </div>
      ) : null}
      {mutation.isError ? (
        <div className="text-danger small" role="alert">
          {mutation.error.message}
        </div>
      ) : null}
      <button type="submit" className="btn btn-primary" disabled={mutation.isPending}>
        {t('rating.send')}
      </button>
    </form>
  );
}
