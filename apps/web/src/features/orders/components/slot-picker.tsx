import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { TIME_SLOTS, timeSlotLabel, type TimeSlot } from '@changdee/domain/time-slots';
import { useLocale } from '@changdee/ui/lib/use-locale';
import { ruleText } from '../../../shared/lib/rule-text';
import { cx } from '@changdee/ui/lib/cx';

// The morning or afternoon slot of the chosen day (spec §5: '1' 09.00-12.00, '2' 13.00-17.00);
// a slot no technician is free in that day is shown, disabled, as full.

export interface SlotPickerProps {
  free: readonly TimeSlot[];
  value: TimeSlot | null;
  onChange: (slot: TimeSlot) => void;
  /** The message of a slot that is required and missing, or that the server refused. */
  error?: string;
  disabled?: boolean;
}

export function SlotPicker({ free, value, onChange, error, disabled = false }: SlotPickerProps) {
  const { t } = useTranslation('orders');
  const locale = useLocale();
  const id = useId();
  return (
    <fieldset
      className="slot-picker"
      data-testid="slot-picker"
      aria-describedby={error ? `${id}-error` : undefined}
    >
      <legend className="form-label fs-6 fw-semibold">{t('calendar.slot')}</legend>
      <div className="slot-picker__options">
        {TIME_SLOTS.map((slot) => {
          const full = !free.includes(slot);
          return (
            <label
              key={slot}
              className={cx(
                'slot-picker__option',
                value === slot && 'is-checked',
                full && 'is-full',
              )}
            >
              <input
                type="radio"
                className="form-check-input"
                name={`${id}-slot`}
                value={slot}
                checked={value === slot}
                disabled={disabled || full}
                onChange={() => onChange(slot)}
                data-testid={`slot-${slot}`}
              />
              <span className="text-nowrap">{ruleText(t, timeSlotLabel(slot, locale))}</span>
              {full ? <span className="badge text-bg-light">{t('calendar.slotFull')}</span> : null}
            </label>
          );
        })}
      </div>
      {error ? (
        <div className="invalid-feedback d-block" id={`${id}-error`}>
          {error}
        </div>
      ) : null}
    </fieldset>
  );
}
