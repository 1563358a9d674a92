import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { PromotionAdmin } from '@changdee/contract/coupons-admin';
import type { PROMOTION_PHASES } from '@changdee/domain/promotion';
import { formatDate } from '@changdee/domain/date-format';
import { formatBaht } from '@changdee/domain/money';
import { localizedErrorMessage } from '@changdee/ui/lib/error-message';
import { useLocale } from '@changdee/ui/lib/use-locale';
import { LoadFailed, Loading } from '../../layout/load-states';
import { useDocumentTitle } from '../../pages/use-document-title';
import { couponKeys, fetchScopeOptions } from '../coupons/coupons-api';
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
  useDocumentTitle(t('nav.promotions'));
  const queryClient = useQueryClient();
  const [open, setOpen] = useState<PromotionAdmin | 'new' | null>(null);
  const list = useQuery({
    queryKey: promotionKeys.all,
    queryFn: ({ signal }) => fetchPromotions(signal),
  });
  const options = useQuery({
    queryKey: couponKeys.options,
    queryFn: ({ signal }) => fetchScopeOptions(signal),
  });
  if (list.isPending || options.isPending) return <Loading />;
  if (list.isError || options.isError)
    return (
      <LoadFailed
        message={localizedErrorMessage(list.error ?? options.error, locale, t)}
        onRetry={() => {
          void list.refetch();
          void options.refetch();
        }}
      />
    );
  const refresh = () => queryClient.invalidateQueries({ queryKey: promotionKeys.all });
  return (
    <section className="admin-page">
      <div className="d-flex flex-wrap justify-content-between align-items-center gap-2 mb-3">
        <h1 className="h3 mb-0">{t('promotions.title')}</h1>
        <button
          type="button"
          className="btn btn-primary"
          onClick={() => setOpen('new')}
          data-testid="promotion-new"
        >
          {t('promotions.new')}
        </button>
      </div>
      {open ? (
        <PromotionForm
          key={open === 'new' ? 'new' : open.id}
          saved={open === 'new' ? null : open}
          options={options.data}
          onSaved={refresh}
          onClose={() => setOpen(null)}
        />
      ) : null}
      <p className="text-body-secondary">
        {t('promotions.today', { date: formatDate(list.data.today, 'long', locale) })}
      </p>
      {PHASE_ORDER.map((phase) => {
        const rows = list.data.promotions.filter((p) => p.phase === phase);
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
                      onClick={() => setOpen(row)}
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
    </section>
  );
}
