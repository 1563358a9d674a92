import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { localizedErrorMessage } from '@changdee/ui/lib/error-message';
import { useLocale } from '@changdee/ui/lib/use-locale';
import { downloadCsv } from '../api/orders-api';
import type { ListState } from '../lib/order-filters';

/** Downloads the CSV of the list's filters (every page); a refusal says why, in the page's language. */
export function CsvButton({ state }: { state: ListState }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const download = useMutation({ mutationFn: () => downloadCsv(state) });
  return (
    <div className="d-flex flex-column align-items-end gap-1">
      <button
        type="button"
        className="btn btn-outline-primary"
        data-testid="orders-csv"
        disabled={download.isPending}
        onClick={() => download.mutate()}
      >
        {t('orders.list.exportCsv')}
      </button>
      {download.isError ? (
        <span className="text-danger small" role="alert">
          {localizedErrorMessage(download.error, locale, t)}
        </span>
      ) : null}
    </div>
  );
}
