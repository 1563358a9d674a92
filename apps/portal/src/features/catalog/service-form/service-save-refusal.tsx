import { useTranslation } from 'react-i18next';
import type { ServiceAdmin, ServiceInput } from '@changdee/contract/catalog-admin';
import { localizedErrorMessage } from '@changdee/ui/lib/error-message';
import { useLocale } from '@changdee/ui/lib/use-locale';

// Why the save was refused. A stale copy (someone saved meanwhile) also says who saved when, lists
// the fields where their copy differs from the draft, and offers to take theirs.

export function ServiceSaveRefusal({
  error,
  theirs,
  form,
  onTakeTheirs,
}: {
  error: unknown;
  theirs: ServiceAdmin | null;
  form: ServiceInput;
  onTakeTheirs(theirs: ServiceAdmin): void;
}) {
  const { t } = useTranslation('portal', { keyPrefix: 'catalog' });
  const locale = useLocale();
  if (!theirs)
    return error ? (
      <div className="alert alert-danger" role="alert">
        {localizedErrorMessage(error, locale, t)}
      </div>
    ) : null;
  return (
    <div className="alert alert-warning" role="alert" data-testid="stale-edit">
      <p className="mb-1">{localizedErrorMessage(error, locale, t)}</p>
      <p className="mb-1 small">
        {t('theirs', {
          name: theirs.name[locale],
          at: new Date(theirs.updated_at).toLocaleString(locale),
        })}
      </p>
      <ul className="small mb-2">
        {(Object.keys(form) as Array<keyof ServiceInput>)
          .filter((key) => JSON.stringify(form[key]) !== JSON.stringify(theirs[key]))
          .map((key) => (
            <li key={key}>
              <strong>{key}</strong>: {JSON.stringify(theirs[key]).slice(0, 200)}
            </li>
          ))}
      </ul>
      <button
        type="button"
        className="btn btn-sm btn-outline-secondary"
        onClick={() => onTakeTheirs(theirs)}
      >
        {t('takeTheirs')}
      </button>
    </div>
  );
}
