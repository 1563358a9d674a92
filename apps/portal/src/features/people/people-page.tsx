import { useState, type ReactNode } from 'react';
import type { TFunction } from 'i18next';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  channelCreateSchema,
  channelUpdateSchema,
  employeeCreateSchema,
  employeeUpdateSchema,
  storeCreateSchema,
  storeUpdateSchema,
  userCreateSchema,
  userUpdateSchema,
  type AdminChannel,
  type AdminEmployee,
  type AdminStore,
  type AdminUser,
  type PasswordLink,
} from '@changdee/contract/people-admin';
import { formatBusinessTime } from '@changdee/domain/dates';
import type { Locale } from '@changdee/domain/locale';
import { ROLES } from '@changdee/domain/roles';
import { DataTable } from '@changdee/ui/data-table';
import { localizedErrorMessage } from '@changdee/ui/lib/error-message';
import { useLocale } from '@changdee/ui/lib/use-locale';
import { LoadFailed, Loading } from '../../lib/load-states';
import { useDocumentTitle } from '../../lib/use-document-title';
import {
  createUser,
  fetchChannels,
  fetchEmployees,
  fetchStores,
  fetchUsers,
  newPasswordLink,
  peopleKeys,
  saveChannel,
  saveEmployee,
  saveStore,
  updateUser,
} from './people-api';
import { RecordForm } from './record-form';
import { useRecordEditor } from './use-record-editor';
import './people.scss';
import { firstLoadFailed } from '@changdee/ui/lib/query-states';

// /portal/people (issue 21, docs/decisions/051): users, stores, channels and employees — a list
// and the chosen record's form beside it. Users are created without a password: the operator is
// shown a one-time link to pass on (and may make a new one: a reset). Deactivating a user ends
// their sessions at once. Operators only.

const TABS = ['users', 'stores', 'channels', 'employees'] as const;
type Tab = (typeof TABS)[number];

export function PeoplePage() {
  const { t } = useTranslation();
  useDocumentTitle(t('people.title'));
  const [tab, setTab] = useState<Tab>('users');
  return (
    <div className="people-page" data-testid="people-page">
      <h1 className="h3 mb-3">{t('people.title')}</h1>
      <ul className="nav nav-tabs mb-3" role="tablist">
        {TABS.map((name) => (
          <li className="nav-item" role="presentation" key={name}>
            <button
              type="button"
              role="tab"
              id={`people-tab-${name}`}
              aria-selected={tab === name}
              aria-controls="people-panel"
              className={`nav-link${tab === name ? ' active' : ''}`}
              onClick={() => setTab(name)}
            >
              {t(`people.tabs.${name}`)}
            </button>
          </li>
        ))}
      </ul>
      <div id="people-panel" role="tabpanel" aria-labelledby={`people-tab-${tab}`}>
        {tab === 'users' ? <Users /> : null}
        {tab === 'stores' ? <Stores /> : null}
        {tab === 'channels' ? <Channels /> : null}
        {tab === 'employees' ? <Employees /> : null}
      </div>
    </div>
  );
}

/** The list on the left, the chosen (or new) record's form on the right (below on a phone). */
function Split({
  list,
  editor,
  onNew,
  newLabel,
}: {
  list: ReactNode;
  editor: ReactNode;
  onNew(): void;
  newLabel: string;
}) {
  const { t } = useTranslation();
  return (
    <div className="row g-4">
      <div className="col-12 col-xl-6">
        <button type="button" className="btn btn-primary mb-2" onClick={onNew}>
          {newLabel}
        </button>
        {list}
      </div>
      <div className="col-12 col-xl-6">
        {editor ?? <p className="text-body-secondary">{t('people.choose')}</p>}
      </div>
    </div>
  );
}

function loadState<T>(
  query: { data?: T; isError: boolean; error: unknown; refetch(): unknown },
  t: TFunction,
  locale: Locale,
) {
  if (firstLoadFailed(query))
    return (
      <LoadFailed
        message={localizedErrorMessage(query.error, locale, t)}
        onRetry={() => void query.refetch()}
      />
    );
  if (query.data === undefined) return <Loading />;
  return null;
}

// ── users ──────────────────────────────────────────────────────────────────────────────────────
function Users() {
  const { t } = useTranslation();
  const locale = useLocale();
  const users = useQuery({
    queryKey: peopleKeys.users,
    queryFn: ({ signal }) => fetchUsers(signal),
  });
  const stores = useQuery({
    queryKey: peopleKeys.stores,
    queryFn: ({ signal }) => fetchStores(signal),
  });
  const editor = useRecordEditor({
    records: users.data,
    keyOf: (u) => u.id,
    listKey: peopleKeys.all,
    schemas: { create: userCreateSchema, update: userUpdateSchema },
  });
  const { chosen, record: user } = editor;
  const [link, setLink] = useState<{ userId: string; link: PasswordLink } | null>(null);
  const reset = useMutation({
    mutationFn: newPasswordLink,
    onSuccess: (made, userId) => setLink({ userId, link: made }),
  });
  const notReady = loadState(users, t, locale) ?? loadState(stores, t, locale);
  if (notReady || !users.data || !stores.data) return notReady;
  const storeName = (s: AdminStore) => `${locale === 'th' ? s.name_th : s.name_en} (${s.code})`;
  const fields = [
    ...(chosen === 'new'
      ? [{ name: 'username', label: t('people.username'), kind: 'text' as const }]
      : [{ name: 'username', label: t('people.username'), kind: 'text' as const, readOnly: true }]),
    { name: 'display_name', label: t('people.displayName'), kind: 'text' as const },
    {
      name: 'role',
      label: t('people.role'),
      kind: 'select' as const,
      options: ROLES.map((r) => ({ value: r, label: t(`roles.${r}`) })),
    },
    {
      name: 'store_ids',
      label: t('people.stores'),
      kind: 'multi' as const,
      options: stores.data.map((s) => ({ value: s.id, label: storeName(s) })),
    },
    { name: 'active', label: t('people.active'), kind: 'switch' as const },
  ];
  const shownLink = link && (link.userId === chosen || chosen === null) ? link : null;

  return (
    <Split
      newLabel={t('people.newUser')}
      onNew={() => {
        editor.choose('new');
        setLink(null);
      }}
      list={
        <DataTable<AdminUser>
          caption={t('people.tabs.users')}
          testId="users-table"
          rows={users.data}
          rowKey={(u) => u.id}
          empty={t('people.none')}
          columns={[
            {
              key: 'user',
              header: t('people.username'),
              cell: (u) =>
                editor.chooseButton(
                  u,
                  <>
                    <span className="d-block fw-bold">{u.username}</span>
                    <span className="d-block">{u.display_name}</span>
                  </>,
                ),
            },
            { key: 'role', header: t('people.role'), cell: (u) => t(`roles.${u.role}`) },
            {
              key: 'active',
              header: t('people.active'),
              cell: (u) =>
                u.active ? (
                  <span className="badge text-bg-success">{t('people.on')}</span>
                ) : (
                  <span className="badge text-bg-secondary">{t('people.off')}</span>
                ),
            },
          ]}
        />
      }
      editor={
        <>
          {shownLink ? <PasswordLinkBox link={shownLink.link} /> : null}
          {chosen === null ? null : (
            <RecordForm<AdminUser>
              history={{ entity: 'user', idOf: (r) => r.id }}
              key={chosen}
              id="user"
              {...editor.form}
              fields={fields}
              initial={
                user
                  ? {
                      username: user.username,
                      display_name: user.display_name,
                      role: user.role,
                      store_ids: user.store_ids,
                      active: user.active,
                    }
                  : { username: '', display_name: '', role: 'Sales', store_ids: [], active: true }
              }
              save={async (values) => {
                if (user) return updateUser(user.id, values);
                const made = await createUser(values);
                setLink({ userId: made.user.id, link: made.password_link });
                return made.user;
              }}
            >
              {user ? (
                <button
                  type="button"
                  className="btn btn-outline-secondary"
                  disabled={reset.isPending}
                  onClick={() => reset.mutate(user.id)}
                  data-testid="password-link-make"
                >
                  {t('people.resetPassword')}
                </button>
              ) : null}
            </RecordForm>
          )}
          {user ? <p className="form-text mt-2">{t('people.deactivateHint')}</p> : null}
          {reset.isError ? (
            <div className="alert alert-danger mt-2" role="alert">
              {localizedErrorMessage(reset.error, locale, t)}
            </div>
          ) : null}
        </>
      }
    />
  );
}

/** A one-time link to set a password, shown once to the operator to pass on. */
function PasswordLinkBox({ link }: { link: PasswordLink }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [copied, setCopied] = useState(false);
  return (
    <div className="alert alert-info" role="status" data-testid="password-link">
      <div className="fw-bold">{t('people.linkTitle')}</div>
      <p className="mb-2">
        {t('people.linkBody', { until: formatBusinessTime(new Date(link.expires_at), locale) })}
      </p>
      <div className="input-group">
        <input
          className="form-control font-monospace"
          readOnly
          value={link.url}
          aria-label={t('people.linkTitle')}
          onFocus={(event) => event.target.select()}
        />
        <button
          type="button"
          className="btn btn-outline-primary"
          onClick={() => void navigator.clipboard?.writeText(link.url).then(() => setCopied(true))}
        >
          {copied ? t('people.copied') : t('people.copy')}
        </button>
      </div>
    </div>
  );
}

// ── stores ─────────────────────────────────────────────────────────────────────────────────────
function Stores() {
  const { t } = useTranslation();
  const locale = useLocale();
  const stores = useQuery({
    queryKey: peopleKeys.stores,
    queryFn: ({ signal }) => fetchStores(signal),
  });
  const channels = useQuery({
    queryKey: peopleKeys.channels,
    queryFn: ({ signal }) => fetchChannels(signal),
  });
  const editor = useRecordEditor({
    records: stores.data,
    keyOf: (s) => s.id,
    listKey: peopleKeys.all,
    schemas: { create: storeCreateSchema, update: storeUpdateSchema },
  });
  const { chosen, record: store } = editor;
  const notReady = loadState(stores, t, locale) ?? loadState(channels, t, locale);
  if (notReady || !stores.data || !channels.data) return notReady;
  const channelName = (c: AdminChannel) => `${locale === 'th' ? c.name_th : c.name_en} (${c.code})`;
  return (
    <Split
      newLabel={t('people.newStore')}
      onNew={() => editor.choose('new')}
      list={
        <DataTable<AdminStore>
          caption={t('people.tabs.stores')}
          testId="stores-table"
          rows={stores.data}
          rowKey={(s) => s.id}
          empty={t('people.none')}
          columns={[
            {
              key: 'store',
              header: t('people.store'),
              cell: (s) =>
                editor.chooseButton(
                  s,
                  <>
                    <span className="d-block fw-bold">{s.code}</span>
                    <span className="d-block">{locale === 'th' ? s.name_th : s.name_en}</span>
                  </>,
                ),
            },
            { key: 'channel', header: t('people.channel'), cell: (s) => s.channel },
            { key: 'brand', header: t('people.brand'), cell: (s) => s.brand || '—' },
          ]}
        />
      }
      editor={
        chosen === null ? null : (
          <RecordForm<AdminStore>
            history={{ entity: 'store', idOf: (r) => r.id }}
            key={chosen}
            id="store"
            {...editor.form}
            fields={[
              { name: 'code', label: t('people.code'), kind: 'text' },
              { name: 'name_th', label: t('people.nameTh'), kind: 'text' },
              { name: 'name_en', label: t('people.nameEn'), kind: 'text' },
              {
                name: 'channel',
                label: t('people.channel'),
                kind: 'select',
                options: channels.data.map((c) => ({ value: c.code, label: channelName(c) })),
              },
              { name: 'brand', label: t('people.brand'), kind: 'text' },
              { name: 'bu_store_id', label: t('people.buStoreId'), kind: 'text' },
            ]}
            initial={
              store
                ? {
                    code: store.code,
                    name_th: store.name_th,
                    name_en: store.name_en,
                    channel: store.channel,
                    brand: store.brand,
                    bu_store_id: store.bu_store_id,
                  }
                : {
                    code: '',
                    name_th: '',
                    name_en: '',
                    channel: channels.data[0]?.code ?? '',
                    brand: '',
                    bu_store_id: '',
                  }
            }
            save={(values) => saveStore(store?.id ?? null, values)}
          />
        )
      }
    />
  );
}

// ── channels ───────────────────────────────────────────────────────────────────────────────────
function Channels() {
  const { t } = useTranslation();
  const locale = useLocale();
  const channels = useQuery({
    queryKey: peopleKeys.channels,
    queryFn: ({ signal }) => fetchChannels(signal),
  });
  const editor = useRecordEditor({
    records: channels.data,
    keyOf: (c) => c.code,
    listKey: peopleKeys.all,
    schemas: { create: channelCreateSchema, update: channelUpdateSchema },
  });
  const { chosen, record: channel } = editor;
  const notReady = loadState(channels, t, locale);
  if (notReady || !channels.data) return notReady;
  return (
    <Split
      newLabel={t('people.newChannel')}
      onNew={() => editor.choose('new')}
      list={
        <DataTable<AdminChannel>
          caption={t('people.tabs.channels')}
          testId="channels-table"
          rows={channels.data}
          rowKey={(c) => c.code}
          empty={t('people.none')}
          columns={[
            {
              key: 'channel',
              header: t('people.channel'),
              cell: (c) =>
                editor.chooseButton(
                  c,
                  <>
                    <span className="d-block fw-bold">{c.code}</span>
                    <span className="d-block">{locale === 'th' ? c.name_th : c.name_en}</span>
                  </>,
                ),
            },
            {
              key: 'stores',
              header: t('people.storeCount'),
              numeric: true,
              cell: (c) => c.store_count,
            },
          ]}
        />
      }
      editor={
        chosen === null ? null : (
          <RecordForm<AdminChannel>
            history={{ entity: 'channel', idOf: (r) => r.code }}
            key={chosen}
            id="channel"
            {...editor.form}
            fields={[
              { name: 'code', label: t('people.code'), kind: 'text', readOnly: Boolean(channel) },
              { name: 'name_th', label: t('people.nameTh'), kind: 'text' },
              { name: 'name_en', label: t('people.nameEn'), kind: 'text' },
            ]}
            initial={
              channel
                ? { code: channel.code, name_th: channel.name_th, name_en: channel.name_en }
                : { code: '', name_th: '', name_en: '' }
            }
            save={(values) => saveChannel(channel?.code ?? null, values)}
          />
        )
      }
    />
  );
}

// ── employees ──────────────────────────────────────────────────────────────────────────────────
function Employees() {
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
  const { chosen, record: employee } = editor;
  const notReady = loadState(stores, t, locale);
  if (notReady || !stores.data) return notReady;
  return (
    <>
      <div className="mb-3 people-store-choice">
        <label htmlFor="employees-store" className="form-label">
          {t('people.store')}
        </label>
        <select
          id="employees-store"
          className="form-select"
          value={current ?? ''}
          onChange={(event) => {
            setStoreId(event.target.value);
            editor.choose(null);
          }}
        >
          {stores.data.map((s) => (
            <option key={s.id} value={s.id}>
              {locale === 'th' ? s.name_th : s.name_en} ({s.code})
            </option>
          ))}
        </select>
      </div>
      <Split
        newLabel={t('people.newEmployee')}
        onNew={() => editor.choose('new')}
        list={
          loadState(employees, t, locale) ?? (
            <DataTable<AdminEmployee>
              caption={t('people.tabs.employees')}
              testId="employees-table"
              rows={employees.data ?? []}
              rowKey={(e) => e.id}
              empty={t('people.none')}
              columns={[
                {
                  key: 'employee',
                  header: t('people.employee'),
                  cell: (e) =>
                    editor.chooseButton(
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
          )
        }
        editor={
          chosen === null || current === null ? null : (
            <RecordForm<AdminEmployee>
              history={{ entity: 'employee', idOf: (r) => r.id }}
              key={`${current}-${chosen}`}
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
                  : { store_id: current, code: '', name: '', phone: '', active: true }
              }
              save={(values) => saveEmployee(employee?.id ?? null, values)}
            />
          )
        }
      />
    </>
  );
}
