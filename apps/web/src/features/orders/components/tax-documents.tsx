import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TaxDocument } from '@changdee/contract/documents';
import type { CartOrder } from '@changdee/contract/orders';
import { hasReceivedPayment } from '@changdee/domain/payment-ledger';
import { saveBlob } from '@changdee/ui/lib/save-blob';
import { downloadOrderDocument, orderDocumentsQueryOptions } from '../api/orders-api';

// The order's tax documents (docs/decisions/043 and 058) as download buttons, once its money
// came: the full or abbreviated tax invoice / receipt (a receipt for orders paid before 058), and
// a credit note for each refund — shown after the refund too. The PDF is fetched with the
// session's token and saved under the serial.

export function TaxDocuments({ order }: { order: CartOrder }) {
  const { t } = useTranslation('orders');
  const paid = hasReceivedPayment(order.payment.state);
  const query = useQuery({ ...orderDocumentsQueryOptions(order.cartOrderNo), enabled: paid });
  const [failed, setFailed] = useState(false);
  if (!paid || !query.data) return null;

  const download = async (document: TaxDocument) => {
    setFailed(false);
    try {
      saveBlob(await downloadOrderDocument(document.pdf_url), `${document.serial}.pdf`);
    } catch {
      setFailed(true);
    }
  };

  return (
    <section className="order-card d-print-none" aria-labelledby="tax-documents-title">
      <h2 className="h5" id="tax-documents-title">
        {t('documents.title')}
      </h2>
      {query.data.documents.length === 0 ? (
        <p className="mb-0 text-body-secondary">{t('documents.pending')}</p>
      ) : (
        <ul className="list-unstyled mb-0 d-grid gap-2">
          {query.data.documents.map((document) => (
            <li key={document.id}>
              <button
                type="button"
                className="btn btn-outline-primary text-start"
                data-testid="tax-document-download"
                onClick={() => void download(document)}
              >
                {t('documents.download', {
                  kind: t(`documents.kind.${document.kind}`),
                  serial: document.serial,
                })}
              </button>
            </li>
          ))}
        </ul>
      )}
      {failed && (
        <p className="text-danger mt-2 mb-0" role="alert">
          {t('documents.failed')}
        </p>
      )}
    </section>
  );
}
