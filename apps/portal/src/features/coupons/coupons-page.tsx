import type { CouponAdmin } from '@changdee/contract/coupons-admin';
import { formatDate } from '@changdee/domain/date-format';
import { formatBaht } from '@changdee/domain/money';
import { DataTable } from '@changdee/ui/data-table';
import { useLocale } from '@changdee/ui/lib/use-locale';
import { useTranslation } from 'react-i18next';
import { AdminListPage } from '../admin/admin-list-page';
import { CouponForm } from './coupon-form';
import { couponKeys, fetchCoupons } from './coupons-api';

// /portal/coupons (issue 21 item 2, docs/decisions/050): every coupon with its uses so far, and
// its form (create, edit, preview, deactivate, delete one never used). Operators only (app/nav.ts;
// the server refuses anyone else).

export default function CouponsPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <AdminListPage<{ coupons: CouponAdmin[] }, CouponAdmin>
      documentTitle={t('nav.coupons')}
      title={t('coupons.title')}
      newLabel={t('coupons.new')}
      newTestId="coupon-new"
      listKey={couponKeys.all}
      fetchList={fetchCoupons}
      Form={CouponForm}
    >
      {(list, open) => (
        <DataTable
          caption={t('coupons.title')}
          testId="coupons-table"
          rows={list.coupons}
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
                  onClick={() => open(row)}
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
      )}
    </AdminListPage>
  );
}
