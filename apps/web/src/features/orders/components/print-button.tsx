import { useTranslation } from 'react-i18next';
import { cx } from '@changdee/ui/lib/cx';
import { PrintIcon } from './icons';

/** Prints the order document (A3, the print styles of orders.scss). */
export function PrintButton({ className }: { className?: string }) {
  const { t } = useTranslation('orders');
  return (
    <button
      type="button"
      className={cx('btn', className ?? 'btn-outline-primary')}
      onClick={() => window.print()}
      data-testid="print-order"
    >
      <PrintIcon /> <span>{t('actions.print')}</span>
    </button>
  );
}
