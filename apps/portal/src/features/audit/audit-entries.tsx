import { createContext, useContext, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AuditEntry } from '@changdee/contract/audit';
import type { Locale } from '@changdee/domain/locale';
import { useLocale, useLocalizedPath } from '@changdee/ui/lib/use-locale';
import { auditKeys, fetchRecordNames, type RecordNames } from './audit-api';
import { changedFields, formatValue, shorten, type Plain } from './diff';
import { fieldLabel, recordName, vocabularyWord } from './record-words';
import './audit.scss';

// Audit entries as a list (issue 21 item 6): when, who (name and role), what was done to which
// record (by its name) and the changed fields (by their labels) before → after, values in the
// reader's words; a long text shows its start and a
// button to see it whole. Shared by a record's own history and the audit log page.

const KNOWN_ACTIONS = new Set([
  'create',
  'update',
  'delete',
  'publish',
  'unpublish',
  'reorder',
  'activate',
  'deactivate',
  'close_days',
  'reopen_day',
  'password_link',
]);
export const AUDIT_ENTITIES = [
  'add_on',
  'service',
  'coupon',
  'promotion',
  'team',
  'store',
  'channel',
  'employee',
  'user',
] as const;

const BANGKOK: Intl.DateTimeFormatOptions = {
  timeZone: 'Asia/Bangkok',
  dateStyle: 'medium',
  timeStyle: 'short',
};

interface ValueProps {
  value: Plain | undefined;
  kind: 'before' | 'after';
  /** The record's kind and the field's path: a closed vocabulary's value is shown in words. */
  entity: string;
  path: string;
}

function Value({ value, kind, entity, path }: ValueProps) {
  const { t } = useTranslation('portal', { keyPrefix: 'audit' });
  const { t: tAll } = useTranslation('portal');
  const locale = useLocale();
  const [whole, setWhole] = useState(false);
  const names = useContext(RecordNamesContext);
  const text =
    vocabularyWord(entity, path, value, tAll) ??
    formatValue(namedIds(value, names, locale, t('unknownRecord')), locale, {
      yes: t('yes'),
      no: t('no'),
      empty: t('empty'),
    });
  const short = shorten(text);
  const Tag = kind === 'before' ? 'del' : 'ins';
  return (
    <span className={`audit-value audit-value-${kind}`}>
      <Tag className="text-break">{whole ? text : short.text}</Tag>
      {short.cut ? (
        <button
          type="button"
          className="btn btn-link btn-sm p-0 ms-1 align-baseline"
          aria-expanded={whole}
          onClick={() => setWhole((w) => !w)}
        >
          {whole ? t('showLess') : t('showAll')}
        </button>
      ) : null}
    </span>
  );
}

export function actionLabel(action: string, t: (key: string) => string) {
  return KNOWN_ACTIONS.has(action) ? t(`actions.${action}`) : action;
}

export function entityLabel(entity: string, t: (key: string) => string) {
  return (AUDIT_ENTITIES as readonly string[]).includes(entity) ? t(`entities.${entity}`) : entity;
}

function Entry({ entry, showRecord }: { entry: AuditEntry; showRecord: boolean }) {
  const { t } = useTranslation('portal', { keyPrefix: 'audit' });
  const { t: tAll } = useTranslation('portal');
  const locale = useLocale();
  const localize = useLocalizedPath();
  const changes = changedFields(entry.before, entry.after);
  const name = recordName(entry.before, entry.after, locale) ?? t('unnamed');
  const who = entry.actor
    ? [entry.actor.name, entry.actor.role ? tAll(`roles.${entry.actor.role}`) : null]
        .filter(Boolean)
        .join(' · ') || t('unknownActor')
    : t('system');
  return (
    <li className="list-group-item audit-entry" data-testid="audit-entry">
      <div className="d-flex flex-wrap gap-2 align-items-baseline">
        <span className="badge text-bg-secondary">{actionLabel(entry.action, t)}</span>
        {showRecord ? (
          <span className="fw-semibold text-break" data-testid="audit-record">
            {entityLabel(entry.entity, t)}{' '}
            {entry.entity === 'service' ? (
              <Link to={localize(`/catalog/services/${encodeURIComponent(entry.entity_id)}`)}>
                {name}
              </Link>
            ) : (
              name
            )}
          </span>
        ) : null}
        <span className="text-break">{who}</span>
        <time className="text-body-secondary small ms-auto" dateTime={entry.at}>
          {new Date(entry.at).toLocaleString(locale, BANGKOK)}
        </time>
      </div>
      {changes.length > 0 ? (
        <dl className="audit-changes mb-0 mt-2">
          {changes.map((change) => (
            <div key={change.path} className="audit-change" data-testid="audit-change">
              <dt className="small text-body-secondary text-break">{fieldLabel(change.path, t)}</dt>
              <dd className="mb-1 text-break">
                {change.before !== undefined && entry.before !== null ? (
                  <>
                    <Value
                      value={change.before}
                      kind="before"
                      entity={entry.entity}
                      path={change.path}
                    />
                    <span aria-hidden="true"> → </span>
                    <span className="visually-hidden"> {t('becomes')} </span>
                  </>
                ) : null}
                <Value value={change.after} kind="after" entity={entry.entity} path={change.path} />
              </dd>
            </div>
          ))}
        </dl>
      ) : (
        <p className="small text-body-secondary mb-0 mt-1">{t('noFieldChanges')}</p>
      )}
    </li>
  );
}

/** The stores and teams a record points to, by id (empty until they have loaded). */
const RecordNamesContext = createContext<RecordNames>(new Map());

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A value with every id in it replaced by the record's name (or words for one not found). */
function namedIds(
  value: Plain | undefined,
  names: RecordNames,
  locale: Locale,
  unknown: string,
): Plain | undefined {
  const named = (item: Plain): Plain =>
    typeof item === 'string' && UUID.test(item) ? (names.get(item)?.[locale] ?? unknown) : item;
  return Array.isArray(value) ? value.map(named) : value === undefined ? value : named(value);
}

export function AuditEntries({
  entries,
  showRecord = false,
}: {
  entries: AuditEntry[];
  /** Show each entry's record (the log page); a record's own history leaves it out. */
  showRecord?: boolean;
}) {
  const names = useQuery({
    queryKey: auditKeys.names,
    queryFn: ({ signal }) => fetchRecordNames(signal),
    staleTime: 5 * 60_000,
  });
  return (
    <RecordNamesContext value={names.data ?? new Map()}>
      <ul className="list-group audit-entries">
        {entries.map((entry) => (
          <Entry key={entry.id} entry={entry} showRecord={showRecord} />
        ))}
      </ul>
    </RecordNamesContext>
  );
}
