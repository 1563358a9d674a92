import {
  useEffect,
  useMemo,
  useRef,
  useState,
  type Dispatch,
  type KeyboardEvent,
  type RefObject,
  type SetStateAction,
} from 'react';
import { useTranslation } from 'react-i18next';
import { visibleItems } from '@changdee/domain/locations';

// The inside of a picker, the same in the desktop dropdown and the phone's sheet: a search box and
// the matches (spec §9: 10 at a time, 10 more when the end of the list scrolls into view). Arrow
// keys move between the box and the options; Escape is the container's to handle.

export interface PickerItemText {
  primary: string;
  secondary?: string;
}

export interface PickerListProps<T> {
  id: string;
  searchLabel: string;
  /** Every match for the query, in order (the list shows them a page at a time). */
  search: (query: string) => readonly T[];
  itemKey: (item: T) => string;
  itemText: (item: T) => PickerItemText;
  selectedKey: string | null;
  onPick: (item: T) => void;
}

function moveFocus(
  list: HTMLElement | null,
  from: Element | null,
  step: 1 | -1,
  input: HTMLElement | null,
) {
  const options = [...(list?.querySelectorAll<HTMLButtonElement>('button[data-option]') ?? [])];
  const at = options.findIndex((option) => option === from);
  const next = at + step;
  if (next < 0) input?.focus();
  else options[Math.min(next, options.length - 1)]?.focus();
}

/** Spec §9: the next 10 when the end of the list comes into view; the ref marks the end. */
function useNextPageAtEnd(
  listRef: RefObject<HTMLUListElement | null>,
  more: boolean,
  pages: number,
  setPages: Dispatch<SetStateAction<number>>,
) {
  const endRef = useRef<HTMLLIElement>(null);
  useEffect(() => {
    const end = endRef.current;
    if (!more || !end || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setPages((count) => count + 1);
      },
      { root: listRef.current, rootMargin: '80px' },
    );
    observer.observe(end);
    return () => observer.disconnect();
  }, [listRef, more, pages, setPages]);
  return endRef;
}

/** Down from the box to the first option; up and down between options, up from the first to the box. */
function moveByArrowKeys(
  event: KeyboardEvent<HTMLElement>,
  input: HTMLInputElement | null,
  list: HTMLUListElement | null,
) {
  if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
  event.preventDefault();
  const from = event.target instanceof Element ? event.target : null;
  if (from === input) {
    if (event.key === 'ArrowDown') moveFocus(list, null, 1, input);
    return;
  }
  moveFocus(list, from, event.key === 'ArrowDown' ? 1 : -1, input);
}

export function PickerList<T>({
  id,
  searchLabel,
  search,
  itemKey,
  itemText,
  selectedKey,
  onPick,
}: PickerListProps<T>) {
  const { t } = useTranslation('location');
  const [query, setQuery] = useState('');
  const [pages, setPages] = useState(1);
  const inputRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const matches = useMemo(() => search(query), [search, query]);
  const shown = visibleItems(matches, pages);
  const more = shown.length < matches.length;
  const endRef = useNextPageAtEnd(listRef, more, pages, setPages);

  useEffect(() => inputRef.current?.focus(), []);
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) =>
    moveByArrowKeys(event, inputRef.current, listRef.current);

  return (
    <div className="picker-list" onKeyDown={onKeyDown}>
      <input
        ref={inputRef}
        type="search"
        className="form-control"
        aria-label={searchLabel}
        placeholder={searchLabel}
        aria-controls={`${id}-options`}
        value={query}
        autoComplete="off"
        onChange={(event) => {
          setQuery(event.target.value);
          setPages(1);
        }}
        data-testid="picker-search"
      />
      {matches.length === 0 ? (
        <p className="picker-list__empty" role="status" data-testid="picker-empty">
          {t('picker.empty')}
        </p>
      ) : (
        <ul className="picker-list__options" id={`${id}-options`} ref={listRef}>
          {shown.map((item) => {
            const key = itemKey(item);
            const text = itemText(item);
            return (
              <li key={key}>
                <button
                  type="button"
                  className="picker-list__option"
                  data-option
                  aria-current={key === selectedKey ? 'true' : undefined}
                  onClick={() => onPick(item)}
                >
                  <span className="picker-list__primary">{text.primary}</span>
                  {text.secondary ? (
                    <span className="picker-list__secondary">{text.secondary}</span>
                  ) : null}
                </button>
              </li>
            );
          })}
          {more ? <li ref={endRef} className="picker-list__more" aria-hidden="true" /> : null}
        </ul>
      )}
    </div>
  );
}
