import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { SEARCH_KEYWORD_MAX_LENGTH } from '@changdee/domain/search-keyword';
import { productPath } from '@changdee/domain/product-url';
import { useLocale, useLocalizedNavigate } from '@changdee/ui/lib/use-locale';
import { useIsMobile } from '../../../shared/store/global-store';
import {
  productSuggestionsQueryOptions,
  recentSearchesQueryOptions,
  type StoreScope,
} from '../api/catalog-api';
import { SUGGESTION_DEBOUNCE_MS } from '../lib/constants';
import { SearchIcon } from './icons';
import { SearchPanel } from './search-panel';

function useDebounced(value: string, ms: number): string {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

/**
 * What the open box offers: the store's recent searches while it is empty, a few matching
 * services (searchOnly, not remembered) once the typing pauses.
 */
function useSearchOffers(scope: StoreScope, keyword: string, typed: string, open: boolean) {
  const debounced = useDebounced(typed, SUGGESTION_DEBOUNCE_MS);
  const recent = useQuery({
    ...recentSearchesQueryOptions(scope.storeId),
    enabled: open && typed === '',
  });
  const suggestions = useQuery({
    ...productSuggestionsQueryOptions(scope, debounced),
    enabled: open && debounced !== '' && debounced !== keyword,
  });
  return {
    recentItems: typed === '' ? (recent.data ?? []) : [],
    suggestionItems: typed !== '' && debounced === typed ? (suggestions.data?.items ?? []) : [],
  };
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
  const locale = useLocale();
  const navigate = useLocalizedNavigate();
  const id = useId();
  const [text, setText] = useState(keyword);
  const [open, setOpen] = useState(false);
  const wrapper = useRef<HTMLDivElement>(null);
  const typed = text.replace(/\s+/g, ' ').trim();

  // The box follows the URL (back/forward, a category link from home): derived during render.
  const [shownKeyword, setShownKeyword] = useState(keyword);
  if (shownKeyword !== keyword) {
    setShownKeyword(keyword);
    setText(keyword);
  }

  const { recentItems, suggestionItems } = useSearchOffers(scope, keyword, typed, open);

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
      <SearchForm
        id={id}
        text={text}
        onSubmit={onSubmit}
        onFocus={() => setOpen(true)}
        onType={(value) => {
          setText(value);
          setOpen(true);
          if (value === '' && keyword !== '') onSearch('');
        }}
      />
      {showPanel ? (
        <SearchPanel
          id={id}
          recentItems={recentItems}
          suggestionItems={suggestionItems}
          onRecent={(recentKeyword) => {
            setText(recentKeyword);
            submit(recentKeyword);
          }}
          onSuggestion={(product) => {
            setOpen(false);
            navigate(productPath(product, locale));
          }}
        />
      ) : null}
    </div>
  );
}

/** The box and its button; phones get a shorter example that fits beside the button at 375 px. */
function SearchForm({
  id,
  text,
  onSubmit,
  onFocus,
  onType,
}: {
  id: string;
  text: string;
  onSubmit: (event: FormEvent) => void;
  onFocus: () => void;
  onType: (value: string) => void;
}) {
  const { t } = useTranslation('catalog');
  const isMobile = useIsMobile();
  return (
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
          placeholder={t(isMobile ? 'search.placeholderShort' : 'search.placeholder')}
          value={text}
          maxLength={SEARCH_KEYWORD_MAX_LENGTH}
          autoComplete="off"
          onFocus={onFocus}
          onChange={(event) => onType(event.target.value)}
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
  );
}
