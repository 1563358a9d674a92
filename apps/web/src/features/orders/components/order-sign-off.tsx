import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { CartOrder } from '@changdee/contract/orders';
import { formatBusinessTime } from '@changdee/domain/dates';
import { formatDate } from '@changdee/domain/date-format';
import type { Locale } from '@changdee/domain/locale';
import { useLocale } from '@changdee/ui/lib/use-locale';
import { downloadOrderDocument } from '../api/orders-api';

// The completed job's sign-off and rating on the clerk's order page (issue 31 item 6, decision
// 078): the customer's signature (read with the session's token), name and time, or why they
// were absent and whether they confirmed since; their stars and comment.

const when = (at: string, locale: Locale) =>
  `${formatDate(new Date(at), 'short', locale)} ${formatBusinessTime(new Date(at), locale)}`;

export function OrderSignOff({ order }: { order: CartOrder }) {
  const { t } = useTranslation('orders');
  const locale = useLocale();
  const signOff = order.sign_off;
  if (!signOff && !order.rating) return null;
  const name = signOff?.signer_name ?? '';
  return (
    <section className="mt-3" data-testid="order-sign-off">
      <h2 className="h6">{t('signOff.title')}</h2>
      {signOff?.kind === 'absent' ? (
        <p className="mb-1">
          {t('signOff.absent', { reason: t(`signOff.reasons.${signOff.absence_reason!}`) })}{' '}
          {signOff.confirmed_at
            ? t('signOff.confirmed', { time: when(signOff.confirmed_at, locale) })
            : t('signOff.awaiting')}
        </p>
      ) : null}
      {signOff?.signed_at ? (
        <p className="mb-1">
          {t('signOff.signedBy', { name, time: when(signOff.signed_at, locale) })}
        </p>
      ) : null}
      {signOff?.signature_url ? (
        <Signature url={signOff.signature_url} alt={t('signOff.signatureAlt', { name })} />
      ) : null}
      <h3 className="h6 mt-2">{t('rating.clerkTitle')}</h3>
      <p className="mb-0" data-testid="order-rating">
        {order.rating
          ? `${t('rating.stars', { count: order.rating.stars })}${order.rating.comment ? ` “${order.rating.comment}”` : ''}`
          : t('rating.none')}
      </p>
    </section>
  );
}

function Signature({ url, alt }: { url: string; alt: string }) {
  const image = useQuery({
    queryKey: ['orders', 'signature', url],
    queryFn: async () => URL.createObjectURL(await downloadOrderDocument(url)),
    staleTime: Infinity,
    gcTime: 0,
  });
  const href = image.data;
  useEffect(() => () => (href ? URL.revokeObjectURL(href) : undefined), [href]);
  return href ? (
    <img
      src={href}
      alt={alt}
      className="img-fluid border rounded bg-white"
      style={{ maxHeight: 140 }}
    />
  ) : null;
}
