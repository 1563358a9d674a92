import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../lib/use-document-title';
import { Channels } from './channels-tab';
import { Employees } from './employees-tab';
import { Stores } from './stores-tab';
import { Users } from './users-tab';
import './people.scss';

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
