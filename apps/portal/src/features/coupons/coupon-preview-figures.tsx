import { useTranslation } from 'react-i18next';
import type { LinePreview } from '@changdee/contract/coupons-admin';
import { formatBaht } from '@changdee/domain/money';
import { useLocale } from '@changdee/ui/lib/use-locale';

// The server's pricing of the previewed line: why the coupon was refused, or the line's total,
// the promotion's and the coupon's discounts and what is payable.

export function CouponPreviewFigures({ preview }: { preview: LinePreview }) {
  const { t } = useTranslation();
  const locale = useLocale();
  if (preview.refusal)
    return (
      <div className="alert alert-warning mt-2" role="status" data-testid="coupon-preview-refusal">
        {preview.refusal.message[locale]}
      </div>
    );
  return (
    <dl className="row mt-2 mb-0" data-testid="coupon-preview-figures">
      <dt className="col-7 col-md-3">{t('coupons.preview.lineTotal')}</dt>
      <dd className="col-5 col-md-9">{formatBaht(preview.line_total, locale)}</dd>
      <dt className="col-7 col-md-3">{t('coupons.preview.promotion')}</dt>
      <dd className="col-5 col-md-9">−{formatBaht(preview.promotion_discount, locale)}</dd>
      <dt className="col-7 col-md-3">{t('coupons.preview.discount')}</dt>
      <dd className="col-5 col-md-9" data-testid="coupon-preview-discount">
        −{formatBaht(preview.discount, locale)}
      </dd>
      <dt className="col-7 col-md-3">{t('coupons.preview.payable')}</dt>
      <dd className="col-5 col-md-9 fw-bold">{formatBaht(preview.total_payable, locale)}</dd>
    </dl>
  );
}
