import { useTranslation } from 'react-i18next';
import type { QuotationList } from '@changdee/contract/quotations-admin';
import { formatSatangBaht } from '@changdee/domain/money';
import { useLocale } from '@changdee/ui/lib/use-locale';

// Above the list (decision 082): the conversion rate with its rule in words, the value approved
// and the open change requests, which open the list of them.

type Summary = QuotationList['summary'];

export function QuotationSummary({
  summary,
  onShowChangeRequests,
}: {
  summary: Summary;
  onShowChangeRequests(): void;
}) {
  const { t } = useTranslation('portal', { keyPrefix: 'quotations.summary' });
  const locale = useLocale();
  return (
    <section className="mb-3" aria-labelledby="quotations-summary-title">
      <h2 className="h5" id="quotations-summary-title">
        {t('title')}
      </h2>
      <div className="row g-3" data-testid="quotations-summary">
        <figure className="col-12 col-md-4 mb-0">
          <div className="card card-body h-100">
            <figcaption className="text-body-secondary">{t('conversion')}</figcaption>
            <p className="h3 mb-1" data-testid="quotations-conversion">
              {summary.conversion_percent === null
                ? t('conversionNone')
                : t('conversionValue', { percent: summary.conversion_percent })}
            </p>
            <p className="small mb-0" data-testid="quotations-conversion-rule">
              {t('conversionRule', {
                count: summary.sent,
                sent: summary.sent,
                approved: summary.approved,
              })}
            </p>
          </div>
        </figure>
        <figure className="col-12 col-md-4 mb-0">
          <div className="card card-body h-100">
            <figcaption className="text-body-secondary">{t('value')}</figcaption>
            <p className="h3 mb-1" data-testid="quotations-value">
              {formatSatangBaht(summary.approved_value_satang, locale)}
            </p>
            <p className="small mb-0">{t('valueRule')}</p>
          </div>
        </figure>
        <figure className="col-12 col-md-4 mb-0">
          <div className="card card-body h-100">
            <figcaption className="text-body-secondary">{t('changeRequests')}</figcaption>
            <p className="h3 mb-1" data-testid="quotations-change-requests">
              {summary.change_requests}
            </p>
            <p className="small mb-2">{t('changeRequestsRule')}</p>
            {summary.change_requests > 0 ? (
              <button
                type="button"
                className="btn btn-outline-primary btn-sm align-self-start"
                onClick={onShowChangeRequests}
              >
                {t('showChangeRequests')}
              </button>
            ) : null}
          </div>
        </figure>
      </div>
      <p className="small text-body-secondary mt-2 mb-0">{t('scope')}</p>
    </section>
  );
}
