import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatSatangBaht } from '@changdee/domain/money';
import { localizedErrorMessage } from '@changdee/ui/lib/error-message';
import { useLocale } from '@changdee/ui/lib/use-locale';
import { extrasQr } from './extras-api';

// The PromptPay QR for what the approved extras still owe (decision 080): the amount shown is the
// one the server put in the QR. The panel's data is read again while the QR is up, so the
// payment shows once the provider tells the server.

export function ExtrasPayment({ orderNo, dueSatang }: { orderNo: string; dueSatang: number }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const qr = useMutation({ mutationFn: () => extrasQr(orderNo) });
  if (dueSatang === 0) return null;
  return (
    <div className="mt-2" data-testid="extras-payment">
      {qr.data && qr.data.amount_satang === dueSatang ? (
        <figure className="text-center mb-0">
          <img
            src={qr.data.promptpay.image}
            alt={t('day.extras.qrAlt')}
            width={240}
            height={240}
            className="img-fluid"
          />
          <figcaption data-testid="extras-qr-amount">
            {t('day.extras.qrAmount', { amount: formatSatangBaht(qr.data.amount_satang, locale) })}
          </figcaption>
        </figure>
      ) : (
        <button
          type="button"
          className="btn btn-success"
          disabled={qr.isPending}
          onClick={() => qr.mutate()}
        >
          {t('day.extras.showQr')}
        </button>
      )}
      {qr.error ? (
        <div className="alert alert-danger mt-2 py-2" role="alert">
          {localizedErrorMessage(qr.error, locale, t)}
        </div>
      ) : null}
    </div>
  );
}
