import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { cleanNote, noteState } from '@changdee/domain/customer-note';
import { cx } from '@changdee/ui/lib/cx';
import { ruleText } from '../../../shared/lib/rule-text';

/**
 * Spec §2 note editor and §5 customer-note rules: text is cleaned as it is typed (emoji and symbols
 * removed, whitespace runs collapsed); an invalid note (over 250 characters, or with characters
 * that are not allowed, e.g. one brought back from the cart) is marked and the message says which
 * rule it breaks.
 */
export function NoteEditor({
  value,
  onChange,
  rows = 3,
  autoFocus,
}: {
  value: string;
  onChange: (value: string) => void;
  rows?: number;
  autoFocus?: boolean;
}) {
  const { t } = useTranslation('cart');
  const id = useId();
  const state = noteState(value);
  return (
    <div className="note-editor">
      <label htmlFor={`${id}-note`} className="form-label fw-semibold mb-1">
        {t('booking.note')}
      </label>
      <textarea
        id={`${id}-note`}
        className={cx('form-control', state.invalid && 'is-invalid')}
        rows={rows}
        value={value}
        autoFocus={autoFocus}
        placeholder={t('booking.notePlaceholder')}
        aria-describedby={`${id}-counter${state.invalid ? ` ${id}-error` : ''}`}
        aria-invalid={state.invalid || undefined}
        onChange={(event) => onChange(cleanNote(event.target.value))}
        data-testid="note-input"
      />
      <div className="d-flex justify-content-between gap-2 mt-1">
        {state.invalid ? (
          <div id={`${id}-error`} className="invalid-feedback d-block m-0" data-testid="note-error">
            {state.messages.map((message) => ruleText(t, message)).join(' ')}
          </div>
        ) : (
          <span />
        )}
        <small
          id={`${id}-counter`}
          className={cx(
            'note-editor__counter',
            state.invalid ? 'text-danger' : 'text-body-secondary',
          )}
          data-testid="note-counter"
        >
          {t('booking.counter', { length: state.length, max: state.max })}
        </small>
      </div>
    </div>
  );
}
