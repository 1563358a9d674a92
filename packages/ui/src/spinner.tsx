import { useTranslation } from 'react-i18next';
import { UI_NAMESPACE } from './lib/ui-i18n';

/** Something is loading: Bootstrap's spinner with its words for screen readers. */
export function Spinner({ label, className }: { label?: string; className?: string }) {
  const { t } = useTranslation(UI_NAMESPACE);
  return (
    <div className={className ?? 'd-flex justify-content-center py-4'} role="status">
      <span className="spinner-border text-primary" aria-hidden="true" />
      <span className="visually-hidden">{label ?? t('states.loading')}</span>
    </div>
  );
}
