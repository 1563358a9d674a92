import { useTranslation } from 'react-i18next';

// A coupon's or a promotion's save refused as stale (409 STALE_EDIT, docs/decisions/049 and 050):
// someone saved it since the form was read. The alert names the fields they changed (when the
// form says) and offers to keep what was typed (saved next over their version) or to load theirs.

export function ConflictAlert({
  testId,
  changed,
  onKeepMine,
  onLoadTheirs,
}: {
  testId: string;
  /** The fields someone else changed (none: not listed). */
  changed?: readonly string[];
  onKeepMine(): void;
  onLoadTheirs(): void;
}) {
  const { t } = useTranslation();
  return (
    <div className="alert alert-warning" role="alert" data-testid={testId}>
      <p className="mb-2">{t('coupons.conflict')}</p>
      {changed ? (
        <ul className="mb-2">
          {changed.map((name) => (
            <li key={name}>
              <code>{name}</code>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="d-flex flex-wrap gap-2">
        <button type="button" className="btn btn-sm btn-warning" onClick={onKeepMine}>
          {t('coupons.keepMine')}
        </button>
        <button type="button" className="btn btn-sm btn-outline-secondary" onClick={onLoadTheirs}>
          {t('coupons.loadTheirs')}
        </button>
      </div>
    </div>
  );
}
