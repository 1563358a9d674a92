import { useDeferredValue, useId, useRef, useState, type KeyboardEvent } from 'react';
import Modal from 'react-bootstrap/Modal';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Employee } from '@changdee/contract/employees';
import { formatPhone } from '@changdee/domain/phone-format';
import { useLocale } from '@changdee/ui/lib/use-locale';
import { cx } from '@changdee/ui/lib/cx';
import { notify } from '../../../shared/notifications/notification-store';
import { useCurrentStore } from '../../../shared/session/auth-store';
import { useEmployeeStore } from '../../../shared/session/employee-store';
import { employeesQueryOptions } from '../api/auth-api';
import { PhoneText } from '../../../shared/ui/phone-text';
import { localizedErrorMessage } from '@changdee/ui/lib/error-message';
import { LoadError } from '@changdee/ui/load-error';
import { Spinner } from '@changdee/ui/spinner';

// The employee choice (spec §3 Employee, §1 "must choose an employee before ordering"): a
// searchable list fed by channel/search. Choosing stores the employee (persisted) and closes.

export interface EmployeePickerProps {
  show: boolean;
  onClose: () => void;
}

export function EmployeePicker({ show, onClose }: EmployeePickerProps) {
  const { t } = useTranslation('auth');
  const locale = useLocale();
  const store = useCurrentStore();
  const chosen = useEmployeeStore((state) => state.chosen);
  const choose = useEmployeeStore((state) => state.choose);
  const [keyword, setKeyword] = useState('');
  // Typing stays responsive; the search follows the deferred value.
  const deferredKeyword = useDeferredValue(keyword);
  // The keyboard and pointer cursor: none until the list is entered, so nothing looks chosen.
  const [active, setActive] = useState(-1);
  const inputRef = useRef<HTMLInputElement>(null);
  const listId = useId();
  const titleId = useId();

  const storeName = store ? store.name[locale] || store.name.th : '';
  const employees = useQuery({
    ...employeesQueryOptions({ storeId: store?._id ?? '', storeName, keyword: deferredKeyword }),
    enabled: show && Boolean(store) && storeName.length > 0,
  });
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

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (list.length === 0) return;
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setActive((index) => (index + 1) % list.length);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setActive((index) => (index <= 0 ? list.length : index) - 1);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const employee = active >= 0 ? list[Math.min(active, list.length - 1)] : undefined;
      if (employee) pick(employee);
    }
  };

  const optionId = (index: number) => `${listId}-option-${index}`;

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
        {!store || !storeName ? (
          <div className="alert alert-warning mb-0">{t('employee.noStore')}</div>
        ) : (
          <>
            <label htmlFor={`${listId}-search`} className="form-label">
              {t('employee.search')}
            </label>
            <input
              ref={inputRef}
              id={`${listId}-search`}
              type="search"
              className="form-control"
              placeholder={t('employee.searchPlaceholder')}
              value={keyword}
              onChange={(event) => {
                setKeyword(event.target.value);
                setActive(-1);
              }}
              onKeyDown={onKeyDown}
              role="combobox"
              aria-expanded={list.length > 0}
              aria-controls={listId}
              aria-autocomplete="list"
              aria-activedescendant={
                list.length > 0 && active >= 0
                  ? optionId(Math.min(active, list.length - 1))
                  : undefined
              }
              autoComplete="off"
            />
            <div className="employee-picker__results mt-2" aria-live="polite">
              {employees.isPending && employees.fetchStatus === 'fetching' ? (
                <Spinner inline label={t('employee.loading')} />
              ) : null}
              {employees.isError ? (
                <LoadError
                  message={`${t('employee.failed')}: ${localizedErrorMessage(employees.error, locale, t)}`}
                  fallback={t('employee.failed')}
                  retryLabel={t('employee.retry')}
                  onRetry={() => void employees.refetch()}
                  className="my-2"
                />
              ) : null}
              {employees.isSuccess && list.length === 0 ? (
                <p className="text-body-secondary small my-2">{t('employee.empty')}</p>
              ) : null}
            </div>
            <ul
              id={listId}
              role="listbox"
              aria-label={t('employee.list')}
              className="list-group employee-picker__list"
            >
              {list.map((employee, index) => {
                const selected =
                  chosen?.code === employee.code && chosen.channelUUID === employee.channelUUID;
                return (
                  <li
                    key={`${employee.channelUUID}-${employee.code}`}
                    id={optionId(index)}
                    role="option"
                    aria-selected={selected}
                    aria-label={t('employee.option', {
                      ...employee,
                      phone: formatPhone(employee.phone),
                    })}
                    className={cx(
                      'list-group-item list-group-item-action',
                      // Solid: the chosen employee; a light tint: the cursor.
                      selected && 'active',
                      index === active && 'employee-picker__cursor',
                    )}
                    onMouseEnter={() => setActive(index)}
                    onClick={() => pick(employee)}
                  >
                    <div className="fw-semibold">{employee.name}</div>
                    <div className="small">
                      {employee.code} · <PhoneText phone={employee.phone} />
                    </div>
                  </li>
                );
              })}
            </ul>
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
