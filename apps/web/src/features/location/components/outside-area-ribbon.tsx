import { useTranslation } from 'react-i18next';
import { useWorkTypeServed } from '../lib/use-work-type-served';
import '../location.scss';

// Spec §2 card: the 'outside service area' ribbon, when a location is chosen and no contractor
// serves the card's work type there (filteredContractorLocation). A failed check counts as outside
// (§8): the card never claims a technician who may not exist.

export function OutsideAreaRibbon({ product }: { product: { type_of_work: string } }) {
  const { t } = useTranslation('location');
  const verdict = useWorkTypeServed(product.type_of_work);
  if (verdict !== 'not-served') return null;
  return (
    <span className="outside-area-ribbon" data-testid="outside-area-ribbon">
      {t('ribbon.outside')}
    </span>
  );
}
