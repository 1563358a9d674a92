import { useTranslation } from 'react-i18next';
import type { ProductInformation } from '@changdee/contract/catalog';
import { localized } from '@changdee/domain/locale';
import { useLocale } from '@changdee/ui/lib/use-locale';
import { cx } from '@changdee/ui/lib/cx';
import { sectionId } from './information-sections';

/** Spec §2 desktop tab bar, built from the information titles; the active one follows the scroll. */
export function ProductTabs({
  informations,
  active,
  onSelect,
}: {
  informations: readonly ProductInformation[];
  active: number;
  onSelect: (index: number) => void;
}) {
  const { t } = useTranslation('catalog');
  const locale = useLocale();
  if (informations.length === 0) return null;
  return (
    <nav className="product-tabs" aria-label={t('tabs.label')} data-testid="product-tabs">
      <ul className="nav product-tabs__list">
        {informations.map((info, index) => (
          <li key={index} className="nav-item">
            <a
              href={`#${sectionId(index)}`}
              className={cx('nav-link product-tabs__tab', active === index && 'active')}
              aria-current={active === index ? 'location' : undefined}
              onClick={(event) => {
                event.preventDefault();
                onSelect(index);
              }}
              data-testid="product-tab"
            >
              {localized(info.title, locale)}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
