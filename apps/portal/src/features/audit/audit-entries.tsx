import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AuditEntry } from '@changdee/contract/audit';
import { useLocale, useLocalizedPath } from '@changdee/ui/lib/use-locale';
import { changedFields, formatValue, shorten, type Plain } from './diff';
import './audit.scss';

// Audit entries as a list (issue 21 item 6): when, who (name and role), what was done and the
// changed fields before → after, values in the reader's words; a long text shows its start and a
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

function Value({ value, kind }: { value: Plain | undefined; kind: 'before' | 'after' }) {
  const { t } = useTranslation('portal', { keyPrefix: 'audit' });
  const locale = useLocale();
  const [whole, setWhole] = useState(false);
  const text = formatValue(value, locale, { yes: t('yes'), no: t('no'), empty: t('empty') });
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
          <span className="fw-semibold text-break">
            {entityLabel(entry.entity, t)}{' '}
            {entry.entity === 'service' ? (
              <Link to={localize(`/catalog/services/${encodeURIComponent(entry.entity_id)}`)}>
                <code className="text-break">{entry.entity_id}</code>
              </Link>
            ) : (
              <code className="text-break">{entry.entity_id}</code>
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
              <dt className="small text-body-secondary text-break">{change.path}</dt>
              <dd className="mb-1 text-break">
                {change.before !== undefined && entry.before !== null ? (
                  <>
                    <Value value={change.before} kind="before" />
                    <span aria-hidden="true"> → </span>
                    <span className="visually-hidden"> {t('becomes')} </span>
                  </>
                ) : null}
                <Value value={change.after} kind="after" />
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

export function AuditEntries({
  entries,
  showRecord = false,
}: {
  entries: AuditEntry[];
  /** Show each entry's record (the log page); a record's own history leaves it out. */
  showRecord?: boolean;
}) {
  return (
    <ul className="list-group audit-entries">
      {entries.map((entry) => (
        <Entry key={entry.id} entry={entry} showRecord={showRecord} />
      ))}
    </ul>
  );
}
