import type { ProductType } from '@changdee/contract/catalog';
import { localized } from '@changdee/domain/locale';
import { productTypeLabels } from '@changdee/domain/product-types';
import { useLocale } from '../../../shared/i18n/use-locale';
import { cx } from '../../../shared/lib/cx';

/** Spec §2: S has the service (survey) badge, I the installation-style badge. */
export function TypeBadge({ type, className }: { type: ProductType; className?: string }) {
  const locale = useLocale();
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
      {localized(productTypeLabels[type], locale)}
    </span>
  );
}
