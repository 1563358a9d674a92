import type { ReactNode } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { Locale } from '@changdee/domain/locale';
import { localizedErrorMessage } from '@changdee/ui/lib/error-message';
import { firstLoadFailed } from '@changdee/ui/lib/query-states';
import { LoadFailed, Loading } from '../../lib/load-states';

// What every tab of /portal/people is laid out with: the list beside the chosen record's form,
// and what it shows while a list loads or when it failed to.

/** The list on the left, the chosen (or new) record's form on the right (below on a phone). */
export function Split({
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

export function loadState<T>(
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
