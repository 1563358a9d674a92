import {
  useDeferredValue,
  useId,
  useRef,
  useState,
  type KeyboardEvent,
  type RefObject,
} from 'react';
import Modal from 'react-bootstrap/Modal';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Employee } from '@changdee/contract/employees';
import { useLocale } from '@changdee/ui/lib/use-locale';
import { notify } from '../../../shared/notifications/notification-store';
import { useCurrentStore } from '../../../shared/session/auth-store';
import { useEmployeeStore } from '../../../shared/session/employee-store';
import { employeesQueryOptions } from '../api/auth-api';
import { EmployeeOptions, EmployeeSearchStatus, optionId } from './employee-options';

// The employee choice (spec §3 Employee, §1 "must choose an employee before ordering"): a
// searchable list fed by channel/search. Choosing stores the employee (persisted) and closes.

export interface EmployeePickerProps {
  show: boolean;
  onClose: () => void;
}

/** The store's employees matching what is typed (channel/search), while the picker is open. */
function useEmployeeSearch(show: boolean) {
  const locale = useLocale();
  const store = useCurrentStore();
  const [keyword, setKeyword] = useState('');
  // Typing stays responsive; the search follows the deferred value.
  const deferredKeyword = useDeferredValue(keyword);
  const storeName = store ? store.name[locale] || store.name.th : '';
  const employees = useQuery({
    ...employeesQueryOptions({ storeId: store?._id ?? '', storeName, keyword: deferredKeyword }),
    enabled: show && Boolean(store) && storeName.length > 0,
  });
  return { keyword, setKeyword, hasStore: Boolean(store && storeName), employees };
}

/** Arrow keys move the cursor round the list; Enter picks the employee under it. */
function cursorKeys(
  list: readonly Employee[],
  active: number,
  moveCursor: (move: (index: number) => number) => void,
  pick: (employee: Employee) => void,
) {
  return (event: KeyboardEvent<HTMLInputElement>) => {
    if (list.length === 0) return;
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      moveCursor((index) => (index + 1) % list.length);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      moveCursor((index) => (index <= 0 ? list.length : index) - 1);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const employee = active >= 0 ? list[Math.min(active, list.length - 1)] : undefined;
      if (employee) pick(employee);
    }
  };
}

export function EmployeePicker({ show, onClose }: EmployeePickerProps) {
  const { t } = useTranslation('auth');
  const chosen = useEmployeeStore((state) => state.chosen);
  const choose = useEmployeeStore((state) => state.choose);
  const { keyword, setKeyword, hasStore, employees } = useEmployeeSearch(show);
  // The keyboard and pointer cursor: none until the list is entered, so nothing looks chosen.
  const [active, setActive] = useState(-1);
  const inputRef = useRef<HTMLInputElement>(null);
  const listId = useId();
  const titleId = useId();
  const list = employees.data ?? [];

  const pick = (employee: Employee) => {
    choose(employee);
    notify({
      id: 'employee-chosen',
      variant: 'success',
      message: t('employee.chosen', { name: employee.name }),
      delay: 2000,
    });
    setKeyword('');
    onClose();
  };

  return (
    <Modal
      show={show}
      onHide={onClose}
      onEntered={() => inputRef.current?.focus()}
      aria-labelledby={titleId}
      centered
    >
      <Modal.Header closeButton closeLabel={t('common:notifications.close')}>
        <Modal.Title id={titleId} as="h2" className="h5">
          {t('employee.title')}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <p className="text-body-secondary small">{t('employee.intro')}</p>
        {chosen ? (
          <p className="fw-semibold">{t('employee.current', { name: chosen.name })}</p>
        ) : null}
        {!hasStore ? (
          <div className="alert alert-warning mb-0">{t('employee.noStore')}</div>
        ) : (
          <>
            <EmployeeCombobox
              ref={inputRef}
              listId={listId}
              keyword={keyword}
              count={list.length}
              active={active}
              onType={(value) => {
                setKeyword(value);
                setActive(-1);
              }}
              onKeyDown={cursorKeys(list, active, setActive, pick)}
            />
            <EmployeeSearchStatus employees={employees} />
            <EmployeeOptions
              listId={listId}
              list={list}
              active={active}
              onActive={setActive}
              onPick={pick}
            />
          </>
        )}
      </Modal.Body>
      <Modal.Footer>
        <button type="button" className="btn btn-outline-primary" onClick={onClose}>
          {t('employee.later')}
        </button>
      </Modal.Footer>
    </Modal>
  );
}

/** The search box, a combobox whose cursor is the list's active descendant. */
function EmployeeCombobox({
  ref,
  listId,
  keyword,
  count,
  active,
  onType,
  onKeyDown,
}: {
  ref: RefObject<HTMLInputElement | null>;
  listId: string;
  keyword: string;
  /** How many employees the list shows. */
  count: number;
  active: number;
  onType: (keyword: string) => void;
  onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => void;
}) {
  const { t } = useTranslation('auth');
  return (
    <>
      <label htmlFor={`${listId}-search`} className="form-label">
        {t('employee.search')}
      </label>
      <input
        ref={ref}
        id={`${listId}-search`}
        type="search"
        className="form-control"
        placeholder={t('employee.searchPlaceholder')}
        value={keyword}
        onChange={(event) => onType(event.target.value)}
        onKeyDown={onKeyDown}
        role="combobox"
        aria-expanded={count > 0}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={
          count > 0 && active >= 0 ? optionId(listId, Math.min(active, count - 1)) : undefined
        }
        autoComplete="off"
      />
    </>
  );
}
