import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { localized, type Locale } from '@changdee/domain/locale';
import { searchLocations, type LocationHit, type LocationIndex } from '@changdee/domain/locations';

// Spec §9 address search across all levels at once: at most 15 provinces, 15 districts and 15
// sub-districts, then at most 30 together (the domain's searchLocations). Choosing a hit fills the
// pickers as the picker of its kind would.

function hitKey(hit: LocationHit): string {
  if (hit.type === 'subdistrict') return `s${hit.subdistrict_code}`;
  if (hit.type === 'district') return `d${hit.districts_code}`;
  return `p${hit.province_code}`;
}

function hitText(hit: LocationHit, locale: Locale): { name: string; within: string } {
  const province = localized({ th: hit.province_name, en: hit.province_name_en ?? '' }, locale);
  if (hit.type === 'province') return { name: province, within: '' };
  const district = localized({ th: hit.districts_name, en: hit.districts_name_en ?? '' }, locale);
  if (hit.type === 'district') return { name: district, within: province };
  const sub = localized({ th: hit.subdistrict_name, en: hit.subdistrict_name_en ?? '' }, locale);
  return { name: sub, within: [district, province, hit.subdistrict_zipcode].join(', ') };
}

export function CombinedSearch({
  index,
  locale,
  disabled,
  onPick,
}: {
  index: LocationIndex | null;
  locale: Locale;
  disabled: boolean;
  onPick: (hit: LocationHit) => void;
}) {
  const { t } = useTranslation('location');
  const id = useId();
  const [query, setQuery] = useState('');
  const hits = useMemo(() => (index ? searchLocations(index, query) : []), [index, query]);
  const searching = index !== null && query.trim() !== '';

  return (
    <div className="combined-search" data-testid="service-area-search">
      <label className="form-label" htmlFor={`${id}-input`}>
        {t('panel.searchLabel')}
      </label>
      <input
        id={`${id}-input`}
        type="search"
        className="form-control"
        placeholder={t('panel.searchPlaceholder')}
        value={query}
        autoComplete="off"
        disabled={disabled || index === null}
        aria-controls={searching ? `${id}-results` : undefined}
        onChange={(event) => setQuery(event.target.value)}
      />
      {searching && hits.length === 0 ? (
        <p className="combined-search__empty" role="status" data-testid="service-area-no-results">
          {t('panel.noResults')}
        </p>
      ) : null}
      {searching && hits.length > 0 ? (
        <ul
          className="combined-search__results"
          id={`${id}-results`}
          aria-label={t('panel.searchResults')}
        >
          {hits.map((hit) => {
            const text = hitText(hit, locale);
            return (
              <li key={hitKey(hit)}>
                <button
                  type="button"
                  className="picker-list__option"
                  onClick={() => {
                    onPick(hit);
                    setQuery('');
                  }}
                >
                  <span className="picker-list__primary">
                    <span className="combined-search__kind">{t(`kind.${hit.type}`)}</span>{' '}
                    {text.name}
                  </span>
                  {text.within ? (
                    <span className="picker-list__secondary">{text.within}</span>
                  ) : null}
                </button>
              </li>
            );
          })}
        </ul>
      ) : null}
    </div>
  );
}
