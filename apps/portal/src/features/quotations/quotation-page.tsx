import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import type { QuotationDetail } from '@changdee/contract/quotations-admin';
import { portalPagePath } from '@changdee/contract/portal-pages';
import { formatDate } from '@changdee/domain/date-format';
import { localizedErrorMessage } from '@changdee/ui/lib/error-message';
import { useLocale, useLocalizedPath } from '@changdee/ui/lib/use-locale';
import { LoadFailed, Loading } from '../../lib/load-states';
import { useDocumentTitle } from '../../lib/use-document-title';
import { Fact, Section, when } from '../orders/components/order-detail-parts';
import { QuotationDecisions, QuotationHistory } from './quotation-decisions';
import { orderPagePath } from './quotation-links';
import { QuotationVersionView } from './quotation-version';
import { fetchQuotation, quotationKeys } from './quotations-api';

// /portal/quotations/:number (issue 31 item 8, decision 082): one quotation — its state, customer,
// store and team, the survey order it prices and the installation its approval booked — the
// customer's decisions, its state history and every version as it was saved, the latest open.

function QuotationFacts({ quotation }: { quotation: QuotationDetail }) {
  const { t } = useTranslation('portal', { keyPrefix: 'quotations' });
  const locale = useLocale();
  const localize = useLocalizedPath();
  const orderLink = (no: string) => <Link to={localize(orderPagePath(no))}>{no}</Link>;
  return (
    <Section id="facts" title={t('detail.facts')}>
      <dl className="mb-0">
        <Fact label={t('detail.state')}>
          {t(`state.${quotation.state}`)}
          {quotation.change_requested ? (
            <span className="badge text-bg-warning ms-1">{t('list.changeRequested')}</span>
          ) : null}
        </Fact>
        <Fact label={t('detail.customer')}>{quotation.customer_name}</Fact>
        <Fact label={t('detail.store')}>{quotation.store.name[locale]}</Fact>
        <Fact label={t('detail.team')}>{quotation.team?.name[locale] ?? t('detail.noTeam')}</Fact>
        <Fact label={t('detail.created')}>{when(quotation.created_at, locale)}</Fact>
        <Fact label={t('detail.sent')}>
          {quotation.sent_at ? when(quotation.sent_at, locale) : t('detail.notSent')}
        </Fact>
        {quotation.valid_until ? (
          <Fact label={t('detail.validUntil')}>
            {formatDate(quotation.valid_until, 'long', locale)}
          </Fact>
        ) : null}
        <Fact label={t('detail.survey')}>
          <span data-testid="quotation-survey-link">{orderLink(quotation.order_no)}</span>
        </Fact>
        <Fact label={t('detail.installation')}>
          {quotation.installation_order_no
            ? orderLink(quotation.installation_order_no)
            : t('detail.notBooked')}
        </Fact>
      </dl>
    </Section>
  );
}

export default function QuotationPage() {
  const { t } = useTranslation('portal', { keyPrefix: 'quotations' });
  const { t: tAll } = useTranslation();
  const locale = useLocale();
  const localize = useLocalizedPath();
  const number = useParams().number ?? '';
  useDocumentTitle(t('detail.title', { number }));
  const quotation = useQuery({
    queryKey: quotationKeys.one(number),
    queryFn: ({ signal }) => fetchQuotation(number, signal),
  });
  const data = quotation.data;
  return (
    <div data-testid="quotation-page">
      <p className="mb-2">
        <Link to={localize(portalPagePath('quotations'))}>{t('detail.back')}</Link>
      </p>
      <h1 className="h3 mb-3">{t('detail.title', { number })}</h1>
      {quotation.isError && !data ? (
        <LoadFailed
          message={localizedErrorMessage(quotation.error, locale, tAll)}
          onRetry={() => void quotation.refetch()}
        />
      ) : !data ? (
        <Loading />
      ) : (
        <>
          <QuotationFacts quotation={data} />
          <QuotationDecisions decisions={data.decisions} />
          <QuotationHistory history={data.history} />
          <h2 className="h5">{t('detail.versions')}</h2>
          {data.versions.map((version) => (
            <QuotationVersionView
              key={version.version}
              version={version}
              latest={version.version === data.version}
              sent={version.version === data.sent_version}
            />
          ))}
        </>
      )}
    </div>
  );
}
