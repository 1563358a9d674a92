import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { FollowUpItem, QuotationFollowUps } from '@changdee/contract/quotations-admin';
import { quotationListQuerySchema } from '@changdee/contract/quotations-admin';
import { formatDate } from '@changdee/domain/date-format';
import {
  QUOTATION_FOLLOW_UPS,
  type QuotationFollowUp,
} from '@changdee/domain/quotation-follow-ups';
import { localizedErrorMessage } from '@changdee/ui/lib/error-message';
import { useLocale, useLocalizedPath } from '@changdee/ui/lib/use-locale';
import { LoadFailed, Loading } from '../../lib/load-states';
import { when } from '../orders/components/order-detail-parts';
import { quotationPagePath, quotationsListPath } from '../quotations/quotation-links';
import { fetchFollowUps, quotationKeys } from '../quotations/quotations-api';

// "Quotation follow-ups" beside the board (issue 31 item 8, decision 082): sent quotations ending
// within three days, open change requests and declines of the last seven days, each group counted
// (the quotations list's own count under that filter, which its link opens) with its first ones
// linking to their pages.

function FollowUpEntry({ followUp, item }: { followUp: QuotationFollowUp; item: FollowUpItem }) {
  const { t } = useTranslation('portal', { keyPrefix: 'dispatch.followUps' });
  const locale = useLocale();
  const localize = useLocalizedPath();
  const moment =
    followUp === 'expiring' && item.valid_until
      ? t('validUntil', { date: formatDate(item.valid_until, 'short', locale) })
      : item.answered_at
        ? t('answered', { time: when(item.answered_at, locale) })
        : null;
  return (
    <li className="mb-1">
      <Link to={localize(quotationPagePath(item.number))}>{item.number}</Link> ·{' '}
      {item.customer_name}
      {item.team ? ` · ${item.team.name[locale]}` : ''}
      {moment ? <div className="small text-body-secondary">{moment}</div> : null}
    </li>
  );
}

function FollowUpGroup({
  followUp,
  group,
}: {
  followUp: QuotationFollowUp;
  group: QuotationFollowUps[QuotationFollowUp];
}) {
  const { t } = useTranslation('portal');
  const localize = useLocalizedPath();
  const listPath = quotationsListPath(quotationListQuerySchema.parse({ follow_up: followUp }));
  const more = group.count - group.items.length;
  return (
    <div className="mb-2" data-testid="follow-up-group" data-follow-up={followUp}>
      <h3 className="h6 mb-1">
        {t(`quotations.followUp.${followUp}`)}{' '}
        <span className="badge text-bg-secondary" data-testid="follow-up-count">
          {group.count}
        </span>
      </h3>
      {group.items.length > 0 ? (
        <ul className="list-unstyled small mb-1">
          {group.items.map((item) => (
            <FollowUpEntry key={item.number} followUp={followUp} item={item} />
          ))}
        </ul>
      ) : null}
      {group.count > 0 ? (
        <Link className="small" to={localize(listPath)}>
          {more > 0 ? `${t('dispatch.followUps.more', { count: more })} · ` : ''}
          {t('dispatch.followUps.showAll')}
        </Link>
      ) : null}
    </div>
  );
}

export function QuotationFollowUpsPanel() {
  const { t } = useTranslation('portal', { keyPrefix: 'dispatch.followUps' });
  const { t: tAll } = useTranslation();
  const locale = useLocale();
  const followUps = useQuery({
    queryKey: quotationKeys.followUps,
    queryFn: ({ signal }) => fetchFollowUps(signal),
  });
  const data = followUps.data;
  const none = data && QUOTATION_FOLLOW_UPS.every((followUp) => data[followUp].count === 0);
  return (
    <section
      className="mt-3"
      aria-labelledby="quotation-follow-ups-title"
      data-testid="quotation-follow-ups"
    >
      <h2 className="h5" id="quotation-follow-ups-title">
        {t('title')}
      </h2>
      {followUps.isError && !data ? (
        <LoadFailed
          message={localizedErrorMessage(followUps.error, locale, tAll)}
          onRetry={() => void followUps.refetch()}
        />
      ) : !data ? (
        <Loading />
      ) : none ? (
        <p className="text-body-secondary">{t('none')}</p>
      ) : (
        QUOTATION_FOLLOW_UPS.map((followUp) => (
          <FollowUpGroup key={followUp} followUp={followUp} group={data[followUp]} />
        ))
      )}
    </section>
  );
}
