import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { CouponAdmin } from '@changdee/contract/coupons-admin';
import { formatDate } from '@changdee/domain/date-format';
import { formatBaht } from '@changdee/domain/money';
import { DataTable } from '@changdee/ui/data-table';
import { localizedErrorMessage } from '@changdee/ui/lib/error-message';
import { useLocale } from '@changdee/ui/lib/use-locale';
import { LoadFailed, Loading } from '../../layout/load-states';
import { useDocumentTitle } from '../../pages/use-document-title';
import { CouponForm } from './coupon-form';
import { couponKeys, fetchCoupons, fetchScopeOptions } from './coupons-api';

// /portal/coupons (issue 21 item 2, docs/decisions/050): every coupon with its uses so far, and
// its form (create, edit, preview, deactivate, delete one never used). Operators only (app/nav.ts;
// the server refuses anyone else).

export default function CouponsPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  useDocumentTitle(t('nav.coupons'));
  const queryClient = useQueryClient();
  const [open, setOpen] = useState<CouponAdmin | 'new' | null>(null);
  const list = useQuery({
    queryKey: couponKeys.all,
    queryFn: ({ signal }) => fetchCoupons(signal),
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
  const refresh = () => queryClient.invalidateQueries({ queryKey: couponKeys.all });
  return (
    <section className="admin-page">
      <div className="d-flex flex-wrap justify-content-between align-items-center gap-2 mb-3">
        <h1 className="h3 mb-0">{t('coupons.title')}</h1>
        <button
          type="button"
          className="btn btn-primary"
          onClick={() => setOpen('new')}
          data-testid="coupon-new"
        >
          {t('coupons.new')}
        </button>
      </div>
      {open ? (
        <CouponForm
          key={open === 'new' ? 'new' : open.id}
          saved={open === 'new' ? null : open}
          options={options.data}
          onSaved={refresh}
          onClose={() => setOpen(null)}
        />
      ) : null}
      <DataTable
        caption={t('coupons.title')}
        testId="coupons-table"
        rows={list.data.coupons}
        rowKey={(row) => row.id}
        empty={t('coupons.empty')}
        columns={[
          {
            key: 'code',
            header: t('coupons.field.code'),
            cell: (row) => (
              <button
                type="button"
                className="btn btn-link p-0 text-start"
                onClick={() => setOpen(row)}
              >
                {row.coupon.code}
              </button>
            ),
          },
          {
            key: 'name',
            header: t('coupons.field.nameTh'),
            cell: (row) => row.coupon.name[locale],
          },
          {
            key: 'discount',
            header: t('coupons.field.discount'),
            numeric: true,
            cell: (row) =>
              row.coupon.type === 'fixed'
                ? formatBaht(row.coupon.discount, locale)
                : t('coupons.type.range'),
          },
          {
            key: 'dates',
            header: t('coupons.dates'),
            cell: (row) =>
              `${formatDate(row.coupon.start_date, 'short', locale)} – ${formatDate(row.coupon.expire_date, 'short', locale)}`,
          },
          {
            key: 'status',
            header: t('coupons.field.status'),
            cell: (row) => t(`coupons.status.${row.coupon.status}`),
          },
          {
            key: 'uses',
            header: t('coupons.uses'),
            numeric: true,
            cell: (row) =>
              row.coupon.usage_limit === null
                ? String(row.order_lines)
                : `${row.uses} / ${row.coupon.usage_limit}`,
          },
        ]}
      />
    </section>
  );
}
