import { useTranslation } from 'react-i18next';
import type { Locale } from '@changdee/domain/locale';
import { formatBaht, type Baht } from '@changdee/domain/money';

// The checkout's place-order bar (decision 032): at the end of the summary on a desktop; on a
// phone (below 992 px, spec §9) fixed to the bottom of the screen with the amount to pay, so the
// clerk can place the order from anywhere on the long form. orders.scss keeps what the bar would
// cover clear of it (the page's end, and a refused field scrolled into view).

export function CheckoutBar({
  payable,
  locale,
  placing,
}: {
  payable: Baht;
  locale: Locale;
  placing: boolean;
}) {
  const { t } = useTranslation('orders');
  return (
    <div className="checkout-bar" data-testid="checkout-bar">
      <p className="checkout-bar__total" data-testid="checkout-bar-total">
        <span className="checkout-bar__label">{t('checkout.barTotal')}</span>
        <span className="checkout-bar__amount">{formatBaht(payable, locale)}</span>
      </p>
      <button
        type="submit"
        className="btn btn-primary btn-lg checkout-bar__place"
        disabled={placing}
        data-testid="place-order"
      >
        {placing ? t('checkout.placing') : t('checkout.place')}
      </button>
    </div>
  );
}
