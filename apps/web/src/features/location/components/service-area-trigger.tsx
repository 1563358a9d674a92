import { useTranslation } from 'react-i18next';
import { cx } from '@changdee/ui/lib/cx';
import { useLocale } from '@changdee/ui/lib/use-locale';
import { useSelectedLocation } from '../lib/location-store';
import { openServiceAreaPanel } from '../lib/panel-store';
import { placeLabel } from '../lib/selected-location';
import { PinIcon } from './icons';
import './service-area-trigger.scss';

// Spec §2: the control that opens the service-area panel shows the chosen district and province,
// or 'พื้นที่ให้บริการ' when nothing is chosen. The header has it on desktop; on the product page
// on phones it takes the menu button's place; the product page's block has its own.

export function ServiceAreaTrigger({
  variant,
  className,
  onOpen,
}: {
  variant: 'header' | 'compact' | 'block';
  className?: string;
  /** Called as the panel opens (the phone's menu closes itself). */
  onOpen?: () => void;
}) {
  const { t } = useTranslation('location');
  const locale = useLocale();
  const place = placeLabel(useSelectedLocation(), locale);
  const text = place || t('trigger.placeholder');
  return (
    <button
      type="button"
      className={cx(
        'btn service-area-trigger',
        `service-area-trigger--${variant}`,
        place && 'is-chosen',
        className,
      )}
      onClick={() => {
        onOpen?.();
        openServiceAreaPanel();
      }}
      aria-label={place ? t('trigger.label', { place }) : undefined}
      aria-haspopup="dialog"
      title={text}
      data-testid={`service-area-trigger-${variant}`}
    >
      <PinIcon size={variant === 'compact' ? 18 : 20} className="flex-shrink-0" />
      <span className="service-area-trigger__text">{text}</span>
    </button>
  );
}
