import { useTranslation } from 'react-i18next';
import type { ProductSummary } from '@changdee/contract/catalog';
import { localized } from '@changdee/domain/locale';
import { useLocale } from '@changdee/ui/lib/use-locale';
import { ClockIcon, SearchIcon } from './icons';

interface SearchPanelProps {
  /** The search box's id: the panel's and its headings' ids start with it. */
  id: string;
  recentItems: readonly { keyword: string }[];
  suggestionItems: readonly ProductSummary[];
  onRecent: (keyword: string) => void;
  onSuggestion: (product: ProductSummary) => void;
}

/** The search box's panel: the store's recent searches, or services matching what is typed. */
export function SearchPanel({
  id,
  recentItems,
  suggestionItems,
  onRecent,
  onSuggestion,
}: SearchPanelProps) {
  const { t } = useTranslation('catalog');
  const locale = useLocale();
  return (
    <div
      id={`${id}-panel`}
      className="catalog-search__panel card shadow"
      data-testid="catalog-search-panel"
    >
      {recentItems.length > 0 ? (
        <section aria-labelledby={`${id}-recent`}>
          <h2 id={`${id}-recent`} className="catalog-search__heading">
            {t('search.recent')}
          </h2>
          <ul className="list-unstyled mb-0">
            {recentItems.map((item) => (
              <li key={item.keyword}>
                <button
                  type="button"
                  className="catalog-search__option"
                  onClick={() => onRecent(item.keyword)}
                  data-testid="recent-search"
                >
                  <ClockIcon size={16} className="text-body-secondary" />
                  <span>{item.keyword}</span>
                </button>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {suggestionItems.length > 0 ? (
        <section aria-labelledby={`${id}-suggest`}>
          <h2 id={`${id}-suggest`} className="catalog-search__heading">
            {t('search.suggestions')}
          </h2>
          <ul className="list-unstyled mb-0">
            {suggestionItems.map((product) => (
              <li key={product._id}>
                <button
                  type="button"
                  className="catalog-search__option"
                  onClick={() => onSuggestion(product)}
                >
                  <SearchIcon size={16} className="text-body-secondary" />
                  <span>{localized(product.name, locale)}</span>
                </button>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
