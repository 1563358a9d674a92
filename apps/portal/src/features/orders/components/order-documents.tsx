import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TaxDocument } from '@changdee/contract/documents';
import { formatBaht } from '@changdee/domain/money';
import { localizedErrorMessage } from '@changdee/ui/lib/error-message';
import { saveBlob } from '@changdee/ui/lib/save-blob';
import { useLocale } from '@changdee/ui/lib/use-locale';
import { LoadFailed, Loading } from '../../../lib/load-states';
import { documentsKey, downloadDocument, fetchDocuments } from '../api/documents-api';

/** The order's tax documents (issue 28 item 6): each with its serial, amount and its PDF. */
export function OrderDocuments({ no }: { no: string }) {
  const { t } = useTranslation('portal', { keyPrefix: 'orders.documents' });
  const locale = useLocale();
  const list = useQuery({
    queryKey: documentsKey(no),
    queryFn: ({ signal }) => fetchDocuments(no, signal),
  });
  const [failed, setFailed] = useState<string | null>(null);
  if (list.isPending) return <Loading />;
  if (list.isError)
    return (
      <LoadFailed
        message={localizedErrorMessage(list.error, locale, t)}
        onRetry={() => void list.refetch()}
      />
    );
  if (list.data.documents.length === 0) return <p className="mb-0">{t('none')}</p>;

  const download = async (document: TaxDocument) => {
    setFailed(null);
    try {
      saveBlob(await downloadDocument(document.pdf_url), `${document.serial}.pdf`);
    } catch (error) {
      setFailed(localizedErrorMessage(error, locale, t));
    }
  };
  return (
    <>
      <ul className="list-unstyled mb-0 d-grid gap-2">
        {list.data.documents.map((document) => (
          <li key={document.id}>
            <button
              type="button"
              className="btn btn-outline-primary text-start w-100"
              data-testid="order-document"
              onClick={() => void download(document)}
            >
              {t('download', {
                kind: t(`kind.${document.kind}`),
                serial: document.serial,
                amount: formatBaht(document.total_satang / 100, locale),
              })}
            </button>
          </li>
        ))}
      </ul>
      {failed ? (
        <p className="text-danger mt-2 mb-0" role="alert">
          {failed}
        </p>
      ) : null}
    </>
  );
}
