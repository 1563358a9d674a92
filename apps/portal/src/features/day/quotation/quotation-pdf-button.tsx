import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Quotation } from '@changdee/contract/quotations';
import { localizedErrorMessage } from '@changdee/ui/lib/error-message';
import { saveBlob } from '@changdee/ui/lib/save-blob';
import { useLocale } from '@changdee/ui/lib/use-locale';
import { downloadQuotationPdf } from './quotation-api';

// The saved quotation as the customer's PDF (decision 081), fetched with the session's token and
// saved under its number and version: the technician may show it on the phone or share it.

export function QuotationPdfButton({
  orderNo,
  quotation,
}: {
  orderNo: string;
  quotation: Quotation;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const download = useMutation({
    mutationFn: () => downloadQuotationPdf(orderNo),
    onSuccess: (pdf) => saveBlob(pdf, `${quotation.number}-v${quotation.version}.pdf`),
  });
  return (
    <div className="mt-2">
      <button
        type="button"
        className="btn btn-outline-secondary"
        data-testid="quotation-pdf"
        disabled={download.isPending}
        onClick={() => download.mutate()}
      >
        {download.isPending ? t('day.quotation.pdfLoading') : t('day.quotation.pdf')}
      </button>
      {download.isError ? (
        <p className="small text-danger mt-1 mb-0" role="alert">
          {localizedErrorMessage(download.error, locale, t)}
        </p>
      ) : null}
    </div>
  );
}
