import { useTranslation } from 'react-i18next';
import type { PromotionPreview } from '@changdee/contract/coupons-admin';
import { formatBaht } from '@changdee/domain/money';
import { useLocale } from '@changdee/ui/lib/use-locale';

// The catalogue card as the server priced it: the price struck through and the price after the
// promotion, or the plain price when the promotion does not apply on the chosen day.

export function PromotionCardPreview({ card }: { card: PromotionPreview }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <div className="card mt-2 admin-card-preview" data-testid="promotion-card">
      <div className="card-body">
        <p className="card-title fw-bold mb-1">{card.product.name[locale]}</p>
        {card.active && card.discount > 0 ? (
          <p className="mb-0">
            <span className="text-decoration-line-through text-body-secondary me-2">
              {formatBaht(card.price, locale)}
            </span>
            <span className="fw-bold text-danger" data-testid="promotion-card-price">
              {formatBaht(card.price_after, locale)}
            </span>
          </p>
        ) : (
          <p className="mb-0" data-testid="promotion-card-price">
            {formatBaht(card.price, locale)}
            <span className="ms-2 small text-body-secondary">{t('promotions.notOnThisDay')}</span>
          </p>
        )}
      </div>
    </div>
  );
}
