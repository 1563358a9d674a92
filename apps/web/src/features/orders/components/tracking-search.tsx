import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isCartOrderNumberFormat } from '@changdee/domain/order-number';
import { useLocalizedNavigate } from '@changdee/ui/lib/use-locale';
import { trackingPath } from '../lib/order-links';
import { SearchIcon } from './icons';

// Spec §2 /tracking/{id?}: find an order by its number (CO + date + sequence). Only a number of
// that form is looked up: anything else is said to be wrong here, before any request (and the
// external brand, whose pages are tracking/CO…, never leaves them by a typo).

export function normalizeOrderNumber(input: string): string {
  return input.replace(/\s+/g, '').toUpperCase();
}

export function TrackingSearch({ initial = '' }: { initial?: string }) {
  const { t } = useTranslation('orders');
  const id = useId();
  const navigate = useLocalizedNavigate();
  const [value, setValue] = useState(initial);
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const number = normalizeOrderNumber(value);
    if (!isCartOrderNumberFormat(number)) {
      setError(t('tracking.badNumber'));
      return;
    }
    setError(null);
    navigate(trackingPath(number));
  };

  return (
    <form className="tracking-search d-print-none" role="search" onSubmit={submit} noValidate>
      <label className="form-label" htmlFor={`${id}-number`}>
        {t('tracking.searchLabel')}
      </label>
      <div className="input-group">
        <input
          id={`${id}-number`}
          className={`form-control${error ? ' is-invalid' : ''}`}
          value={value}
          onChange={(event) => setValue(event.target.value)}
          placeholder={t('tracking.searchPlaceholder')}
          autoComplete="off"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          data-testid="tracking-search-input"
        />
        <button type="submit" className="btn btn-primary">
          <SearchIcon /> <span>{t('tracking.search')}</span>
        </button>
      </div>
      {error ? (
        <div className="invalid-feedback d-block" id={`${id}-error`}>
          {error}
        </div>
      ) : null}
    </form>
  );
}
