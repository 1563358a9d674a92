import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  employeeCreateSchema,
  employeeUpdateSchema,
  type AdminEmployee,
  type AdminStore,
} from '@changdee/contract/people-admin';
import { DataTable } from '@changdee/ui/data-table';
import { useLocale } from '@changdee/ui/lib/use-locale';
import { fetchEmployees, fetchStores, peopleKeys, saveEmployee } from './people-api';
import { Split, loadState } from './people-split';
import { RecordForm } from './record-form';
import { useRecordEditor } from './use-record-editor';

// The employees tab of /portal/people: a store's employees (the first store's until another is
// chosen), each with their phone and whether active; their code, name, phone and active switch.

export function Employees() {
  const { t } = useTranslation();
  const locale = useLocale();
  const stores = useQuery({
    queryKey: peopleKeys.stores,
    queryFn: ({ signal }) => fetchStores(signal),
  });
  const [storeId, setStoreId] = useState<string | null>(null);
  const current = storeId ?? stores.data?.[0]?.id ?? null;
  const employees = useQuery({
    queryKey: peopleKeys.employees(current ?? ''),
    queryFn: ({ signal }) => fetchEmployees(current!, signal),
    enabled: current !== null,
  });
  const editor = useRecordEditor({
    records: employees.data,
    keyOf: (e) => e.id,
    listKey: peopleKeys.employees(current ?? ''),
    schemas: { create: employeeCreateSchema, update: employeeUpdateSchema },
  });
  const notReady = loadState(stores, t, locale);
  if (notReady || !stores.data) return notReady;
  return (
    <>
      <EmployeesStoreSelect
        stores={stores.data}
        value={current}
        onChange={(id) => {
          setStoreId(id);
          editor.choose(null);
        }}
      />
      <Split
        newLabel={t('people.newEmployee')}
        onNew={() => editor.choose('new')}
        list={
          loadState(employees, t, locale) ?? (
            <EmployeesTable employees={employees.data ?? []} chooseButton={editor.chooseButton} />
          )
        }
        editor={
          editor.chosen === null || current === null ? null : (
            <EmployeeForm editor={editor} storeId={current} />
          )
        }
      />
    </>
  );
}

function EmployeesStoreSelect({
  stores,
  value,
  onChange,
}: {
  stores: AdminStore[];
  value: string | null;
  onChange(storeId: string): void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <div className="mb-3 people-store-choice">
      <label htmlFor="employees-store" className="form-label">
        {t('people.store')}
      </label>
      <select
        id="employees-store"
        className="form-select"
        value={value ?? ''}
        onChange={(event) => onChange(event.target.value)}
      >
        {stores.map((s) => (
          <option key={s.id} value={s.id}>
            {locale === 'th' ? s.name_th : s.name_en} ({s.code})
          </option>
        ))}
      </select>
    </div>
  );
}

function EmployeesTable({
  employees,
  chooseButton,
}: {
  employees: AdminEmployee[];
  chooseButton: ReturnType<typeof useRecordEditor<AdminEmployee>>['chooseButton'];
}) {
  const { t } = useTranslation();
  return (
    <DataTable<AdminEmployee>
      caption={t('people.tabs.employees')}
      testId="employees-table"
      rows={employees}
      rowKey={(e) => e.id}
      empty={t('people.none')}
      columns={[
        {
          key: 'employee',
          header: t('people.employee'),
          cell: (e) =>
            chooseButton(
              e,
              <>
                <span className="d-block fw-bold">{e.code}</span>
                <span className="d-block">{e.name}</span>
              </>,
            ),
        },
        { key: 'phone', header: t('people.phone'), cell: (e) => e.phone },
        {
          key: 'active',
          header: t('people.active'),
          cell: (e) => (e.active ? t('people.on') : t('people.off')),
        },
      ]}
    />
  );
}

/** The chosen (or a new) employee of the store. */
function EmployeeForm({
  editor,
  storeId,
}: {
  editor: ReturnType<typeof useRecordEditor<AdminEmployee>>;
  storeId: string;
}) {
  const { t } = useTranslation();
  const { chosen, record: employee } = editor;
  return (
    <RecordForm<AdminEmployee>
      history={{ entity: 'employee', idOf: (r) => r.id }}
      key={`${storeId}-${chosen}`}
      id="employee"
      {...editor.form}
      fields={[
        { name: 'code', label: t('people.code'), kind: 'text' },
        { name: 'name', label: t('people.name'), kind: 'text' },
        { name: 'phone', label: t('people.phone'), kind: 'text', inputMode: 'tel' },
        { name: 'active', label: t('people.active'), kind: 'switch' },
      ]}
      initial={
        employee
          ? {
              store_id: employee.store_id,
              code: employee.code,
              name: employee.name,
              phone: employee.phone,
              active: employee.active,
            }
          : { store_id: storeId, code: '', name: '', phone: '', active: true }
      }
      save={(values) => saveEmployee(employee?.id ?? null, values)}
    />
  );
}
