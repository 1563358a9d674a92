import { useTranslation } from 'react-i18next';
import type { UseQueryResult } from '@tanstack/react-query';
import type { Employee } from '@changdee/contract/employees';
import { formatPhone } from '@changdee/domain/phone-format';
import { cx } from '@changdee/ui/lib/cx';
import { localizedErrorMessage } from '@changdee/ui/lib/error-message';
import { useLocale } from '@changdee/ui/lib/use-locale';
import { LoadError } from '@changdee/ui/load-error';
import { Spinner } from '@changdee/ui/spinner';
import { useEmployeeStore } from '../../../shared/session/employee-store';
import { PhoneText } from '../../../shared/ui/phone-text';

/** The id of the option at `index` of the list `listId` (the combobox's active descendant). */
export const optionId = (listId: string, index: number) => `${listId}-option-${index}`;

/** What the employee search is doing: loading, failed (with a retry) or found nobody. */
export function EmployeeSearchStatus({ employees }: { employees: UseQueryResult<Employee[]> }) {
  const { t } = useTranslation('auth');
  const locale = useLocale();
  return (
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
      {employees.isSuccess && (employees.data ?? []).length === 0 ? (
        <p className="text-body-secondary small my-2">{t('employee.empty')}</p>
      ) : null}
    </div>
  );
}

interface EmployeeOptionsProps {
  listId: string;
  list: readonly Employee[];
  /** The keyboard and pointer cursor, -1 for none. */
  active: number;
  onActive: (index: number) => void;
  onPick: (employee: Employee) => void;
}

/** The employees found: the chosen one solid, the cursor a light tint. */
export function EmployeeOptions({ listId, list, active, onActive, onPick }: EmployeeOptionsProps) {
  const { t } = useTranslation('auth');
  const chosen = useEmployeeStore((state) => state.chosen);
  return (
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
            id={optionId(listId, index)}
            role="option"
            aria-selected={selected}
            aria-label={t('employee.option', {
              ...employee,
              phone: formatPhone(employee.phone),
            })}
            className={cx(
              'list-group-item list-group-item-action',
              selected && 'active',
              index === active && 'employee-picker__cursor',
            )}
            onMouseEnter={() => onActive(index)}
            onClick={() => onPick(employee)}
          >
            <div className="fw-semibold">{employee.name}</div>
            <div className="small">
              {employee.code} · <PhoneText phone={employee.phone} />
            </div>
          </li>
        );
      })}
    </ul>
  );
}
