import { useTranslation } from 'react-i18next';
import type { PromotionAdmin } from '@changdee/contract/coupons-admin';
import type { PROMOTION_PHASES } from '@changdee/domain/promotion';
import { formatDate } from '@changdee/domain/date-format';
import { formatBaht } from '@changdee/domain/money';
import { useLocale } from '@changdee/ui/lib/use-locale';
import { AdminListPage } from '../admin/admin-list-page';
import { PromotionForm } from './promotion-form';
import { fetchPromotions, promotionKeys } from './promotions-api';

// /portal/promotions (issue 21 item 3, docs/decisions/050): the timeline — running, future and
// past promotions, each phase the server's (the domain's promotionPhase: a promotion is past only
// after its last day) — and the form to create or edit one, with its card preview. Operators only.

const PHASE_ORDER = [
  'running',
  'future',
  'past',
] as const satisfies readonly (typeof PROMOTION_PHASES)[number][];

export default function PromotionsPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <AdminListPage<{ today: string; promotions: PromotionAdmin[] }, PromotionAdmin>
      documentTitle={t('nav.promotions')}
      title={t('promotions.title')}
      newLabel={t('promotions.new')}
      newTestId="promotion-new"
      listKey={promotionKeys.all}
      fetchList={fetchPromotions}
      Form={PromotionForm}
    >
      {(list, open) => (
        <>
          <p className="text-body-secondary">
            {t('promotions.today', { date: formatDate(list.today, 'long', locale) })}
          </p>
          {PHASE_ORDER.map((phase) => {
            const rows = list.promotions.filter((p) => p.phase === phase);
            return (
              <section key={phase} className="mb-4" data-testid={`promotions-${phase}`}>
                <h2 className="h5">
                  {t(`promotions.phase.${phase}`)}{' '}
                  <span className="badge text-bg-secondary">{rows.length}</span>
                </h2>
                {rows.length === 0 ? (
                  <p className="text-body-secondary" role="status">
                    {t('promotions.none')}
                  </p>
                ) : (
                  <ol className="list-unstyled admin-timeline">
                    {rows.map((row) => (
                      <li
                        key={row.id}
                        className={`admin-timeline-item admin-timeline-${phase} border-start border-3 ps-3 mb-2`}
                      >
                        <button
                          type="button"
                          className="btn btn-link p-0 text-start fw-bold"
                          onClick={() => open(row)}
                        >
                          {row.promotion.name[locale]}
                        </button>
                        <div className="small">
                          {formatDate(row.promotion.start_date, 'short', locale)} –{' '}
                          {formatDate(row.promotion.end_date, 'short', locale)}
                          {row.promotion.value !== null
                            ? ` · ${t('promotions.value')} ${formatBaht(row.promotion.value, locale)}`
                            : ''}
                          {' · '}
                          {t('promotions.itemCount', { count: row.promotion.items.length })}
                          {' · '}
                          {row.promotion.channel_code ?? t('coupons.everyChannel')}
                        </div>
                      </li>
                    ))}
                  </ol>
                )}
              </section>
            );
          })}
        </>
      )}
    </AdminListPage>
  );
}
