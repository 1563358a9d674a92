import { useTranslation } from 'react-i18next';
import { isApiError } from '@changdee/ui/lib/api-error';

// An edit refused as stale (409 STALE_EDIT, docs/decisions/049 and 051): someone saved the record
// since the form was opened. The notice names the fields they changed (the record as it is now
// against the copy the form was made from) and lets the operator take their version as the base —
// what was typed stays in the form — before saving again.

export interface StaleEdit<T> {
  current: T;
  version: number;
}

export function staleEditOf<T>(error: unknown): StaleEdit<T> | null {
  if (!isApiError(error) || error.code !== 'STALE_EDIT') return null;
  const details = error.details as { version?: number; current?: T } | undefined;
  return details?.current !== undefined && typeof details.version === 'number'
    ? { current: details.current, version: details.version }
    : null;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

export function StaleNotice<T extends object>({
  stale,
  base,
  labels,
  onRebase,
}: {
  stale: StaleEdit<T>;
  /** The copy the form was made from. */
  base: T;
  /** The fields to compare, with their labels. */
  labels: Partial<Record<keyof T & string, string>>;
  /** Take the current record as the base (its version; the typed values stay). */
  onRebase(current: T): void;
}) {
  const { t } = useTranslation();
  const changed = (Object.keys(labels) as Array<keyof T & string>).filter(
    (key) => !same(stale.current[key], base[key]),
  );
  return (
    <div className="alert alert-warning" role="alert" data-testid="stale-edit">
      <div className="fw-bold">{t('admin.staleTitle')}</div>
      <p className="mb-1">{t('admin.staleBody')}</p>
      {changed.length ? (
        <ul className="mb-2">
          {changed.map((key) => (
            <li key={key}>
              {labels[key]}:{' '}
              <span className="text-break">{String(stale.current[key] as never)}</span>
            </li>
          ))}
        </ul>
      ) : null}
      <button
        type="button"
        className="btn btn-sm btn-outline-dark"
        onClick={() => onRebase(stale.current)}
      >
        {t('admin.staleRebase')}
      </button>
    </div>
  );
}
