import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { SEARCH_KEYWORD_MAX_LENGTH } from '@changdee/domain/search-keyword';
import { localized } from '@changdee/domain/locale';
import { productPath } from '@changdee/domain/product-url';
import { useLocale, useLocalizedNavigate } from '@changdee/ui/lib/use-locale';
import { useIsMobile } from '../../../shared/store/global-store';
import {
  productSuggestionsQueryOptions,
  recentSearchesQueryOptions,
  type StoreScope,
} from '../api/catalog-api';
import { SUGGESTION_DEBOUNCE_MS } from '../lib/constants';
import { ClockIcon, SearchIcon } from './icons';

function useDebounced(value: string, ms: number): string {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

/**
 * The catalogue's search box: submitting searches the list (and the server remembers the keyword);
 * focusing the empty box offers the store's recent searches; typing offers a few matching services
 * (searchOnly, not remembered).
 */
export function SearchBox({
  scope,
  keyword,
  onSearch,
}: {
  scope: StoreScope;
  keyword: string;
  onSearch: (keyword: string) => void;
}) {
  const { t } = useTranslation('catalog');
  const locale = useLocale();
  const navigate = useLocalizedNavigate();
  const isMobile = useIsMobile();
  const id = useId();
  const [text, setText] = useState(keyword);
  const [open, setOpen] = useState(false);
  const wrapper = useRef<HTMLDivElement>(null);
  const typed = text.replace(/\s+/g, ' ').trim();
  const debounced = useDebounced(typed, SUGGESTION_DEBOUNCE_MS);

  // The box follows the URL (back/forward, a category link from home): derived during render.
  const [shownKeyword, setShownKeyword] = useState(keyword);
  if (shownKeyword !== keyword) {
    setShownKeyword(keyword);
    setText(keyword);
  }

  const recent = useQuery({
    ...recentSearchesQueryOptions(scope.storeId),
    enabled: open && typed === '',
  });
  const suggestions = useQuery({
    ...productSuggestionsQueryOptions(scope, debounced),
    enabled: open && debounced !== '' && debounced !== keyword,
  });

  const submit = (value: string) => {
    setOpen(false);
    onSearch(value.replace(/\s+/g, ' ').trim());
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit(text);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') setOpen(false);
  };

  const recentItems = typed === '' ? (recent.data ?? []) : [];
  const suggestionItems =
    typed !== '' && debounced === typed ? (suggestions.data?.items ?? []) : [];
  const showPanel = open && (recentItems.length > 0 || suggestionItems.length > 0);

  return (
    <div
      ref={wrapper}
      className="catalog-search position-relative"
      onBlur={(event) => {
        if (!wrapper.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
      onKeyDown={onKeyDown}
    >
      <form role="search" onSubmit={onSubmit} className="d-flex gap-2">
        <label htmlFor={`${id}-input`} className="visually-hidden">
          {t('search.label')}
        </label>
        <div className="input-group">
          <span className="input-group-text bg-white" aria-hidden="true">
            <SearchIcon size={18} />
          </span>
          <input
            id={`${id}-input`}
            type="search"
            className="form-control"
            // Phones: a shorter example that fits beside the search button at 375 px.
            placeholder={t(isMobile ? 'search.placeholderShort' : 'search.placeholder')}
            value={text}
            maxLength={SEARCH_KEYWORD_MAX_LENGTH}
            autoComplete="off"
            onFocus={() => setOpen(true)}
            onChange={(event) => {
              setText(event.target.value);
              setOpen(true);
              if (event.target.value === '' && keyword !== '') onSearch('');
            }}
            data-testid="catalog-search-input"
          />
        </div>
        <button
          type="submit"
          className="btn btn-primary text-nowrap"
          data-testid="catalog-search-submit"
        >
          {t('search.submit')}
        </button>
      </form>
      {showPanel ? (
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
                      onClick={() => {
                        setText(item.keyword);
                        submit(item.keyword);
                      }}
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
                      onClick={() => {
                        setOpen(false);
                        navigate(productPath(product, locale));
                      }}
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
      ) : null}
    </div>
  );
}
