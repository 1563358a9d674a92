import { useState } from 'react';
import type { TFunction } from 'i18next';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  userCreateSchema,
  userUpdateSchema,
  type AdminStore,
  type AdminUser,
  type PasswordLink,
} from '@changdee/contract/people-admin';
import type { Locale } from '@changdee/domain/locale';
import { ROLES } from '@changdee/domain/roles';
import { DataTable } from '@changdee/ui/data-table';
import { localizedErrorMessage } from '@changdee/ui/lib/error-message';
import { useLocale } from '@changdee/ui/lib/use-locale';
import { PasswordLinkBox } from './password-link-box';
import {
  createUser,
  fetchStores,
  fetchUsers,
  newPasswordLink,
  peopleKeys,
  updateUser,
} from './people-api';
import { Split, loadState } from './people-split';
import type { FieldSpec } from './record-field';
import { RecordForm } from './record-form';
import { useRecordEditor } from './use-record-editor';

// The users tab of /portal/people: each user with their role and whether they are active; their
// username (fixed once saved), name, role, stores and active switch. A new user, or a reset, gets
// a one-time link to set a password, shown to the operator to pass on.

export function Users() {
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
  const [link, setLink] = useState<{ userId: string; link: PasswordLink } | null>(null);
  const notReady = loadState(users, t, locale) ?? loadState(stores, t, locale);
  if (notReady || !users.data || !stores.data) return notReady;
  const { chosen } = editor;
  const shownLink = link && (link.userId === chosen || chosen === null) ? link : null;
  return (
    <Split
      newLabel={t('people.newUser')}
      onNew={() => {
        editor.choose('new');
        setLink(null);
      }}
      list={<UsersTable users={users.data} chooseButton={editor.chooseButton} />}
      editor={
        <>
          {shownLink ? <PasswordLinkBox link={shownLink.link} /> : null}
          <UserEditor
            editor={editor}
            stores={stores.data}
            onLink={(userId, made) => setLink({ userId, link: made })}
          />
        </>
      }
    />
  );
}

function UsersTable({
  users,
  chooseButton,
}: {
  users: AdminUser[];
  chooseButton: ReturnType<typeof useRecordEditor<AdminUser>>['chooseButton'];
}) {
  const { t } = useTranslation();
  return (
    <DataTable<AdminUser>
      caption={t('people.tabs.users')}
      testId="users-table"
      rows={users}
      rowKey={(u) => u.id}
      empty={t('people.none')}
      columns={[
        {
          key: 'user',
          header: t('people.username'),
          cell: (u) =>
            chooseButton(
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
  );
}

/** The chosen user's form, its reset-password button, and the reset's refusal. */
function UserEditor({
  editor,
  stores,
  onLink,
}: {
  editor: ReturnType<typeof useRecordEditor<AdminUser>>;
  stores: AdminStore[];
  onLink(userId: string, link: PasswordLink): void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { chosen, record: user } = editor;
  const reset = useMutation({
    mutationFn: newPasswordLink,
    onSuccess: (made, id) => onLink(id, made),
  });
  return (
    <>
      {chosen === null ? null : (
        <RecordForm<AdminUser>
          history={{ entity: 'user', idOf: (r) => r.id }}
          key={chosen}
          id="user"
          {...editor.form}
          fields={userFields(t, locale, stores, chosen === 'new')}
          initial={userValues(user)}
          save={async (values) => {
            if (user) return updateUser(user.id, values);
            const made = await createUser(values);
            onLink(made.user.id, made.password_link);
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
  );
}

const userFields = (
  t: TFunction,
  locale: Locale,
  stores: AdminStore[],
  creating: boolean,
): FieldSpec[] => [
  creating
    ? { name: 'username', label: t('people.username'), kind: 'text' }
    : { name: 'username', label: t('people.username'), kind: 'text', readOnly: true },
  { name: 'display_name', label: t('people.displayName'), kind: 'text' },
  {
    name: 'role',
    label: t('people.role'),
    kind: 'select',
    options: ROLES.map((r) => ({ value: r, label: t(`roles.${r}`) })),
  },
  {
    name: 'store_ids',
    label: t('people.stores'),
    kind: 'multi',
    options: stores.map((s) => ({
      value: s.id,
      label: `${locale === 'th' ? s.name_th : s.name_en} (${s.code})`,
    })),
  },
  { name: 'active', label: t('people.active'), kind: 'switch' },
];

/** The form's values of a saved user, or a new one's (a Sales user, active, of no store). */
const userValues = (user: AdminUser | null) =>
  user
    ? {
        username: user.username,
        display_name: user.display_name,
        role: user.role,
        store_ids: user.store_ids,
        active: user.active,
      }
    : { username: '', display_name: '', role: 'Sales', store_ids: [], active: true };
