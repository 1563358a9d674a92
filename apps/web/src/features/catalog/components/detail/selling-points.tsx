import { useTranslation } from 'react-i18next';
import type { ProductSellingPoint } from '@changdee/contract/catalog';
import { localized } from '@changdee/domain/locale';
import { useLocale } from '@changdee/ui/lib/use-locale';
import { ThaiText } from '../../../../shared/ui/thai-text';
import { SellingPointIcon } from '../icons';

/** Spec §2 selling points with their icons (guarantee, cube, pin_location). */
export function SellingPoints({ points }: { points: readonly ProductSellingPoint[] }) {
  const { t } = useTranslation('catalog');
  const locale = useLocale();
  if (points.length === 0) return null;
  return (
    <ul
      className="selling-points list-unstyled"
      aria-label={t('sellingPoints.label')}
      data-testid="selling-points"
    >
      {points.map((point, index) => (
        <li key={index} className="selling-points__item" data-icon={point.icon}>
          <span className="selling-points__icon">
            <SellingPointIcon name={point.icon} size={22} />
          </span>
          <span>
            <ThaiText text={localized(point.text, locale)} />
          </span>
        </li>
      ))}
    </ul>
  );
}
