import { useTranslation } from 'react-i18next';
import { productTypeLabel, type ProductType } from '@changdee/domain/product-types';
import { cx } from '@changdee/ui/lib/cx';
import { ruleText } from '../../../shared/lib/rule-text';

/** Spec §2: S has the service (survey) badge, I the installation-style badge. */
export function TypeBadge({ type, className }: { type: ProductType; className?: string }) {
  const { t } = useTranslation();
  return (
    <span
      className={cx(
        'badge type-badge',
        type === 'S' ? 'type-badge--survey' : 'type-badge--installation',
        className,
      )}
      data-testid="type-badge"
      data-type={type}
    >
      {ruleText(t, productTypeLabel(type))}
    </span>
  );
}
