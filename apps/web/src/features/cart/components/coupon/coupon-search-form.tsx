import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { cx } from '@changdee/ui/lib/cx';
import type { CouponSearch } from './use-coupon-search';

interface CouponSearchFormProps {
  /** The panel's id: the input's and the message's ids start with it. */
  id: string;
  search: CouponSearch;
  onSubmit: (event: FormEvent) => void;
}

/** The coupon panel's code search: a box, a button and what the search says. */
export function CouponSearchForm({ id, search, onSubmit }: CouponSearchFormProps) {
  const { t } = useTranslation('cart');
  const { message } = search;
  return (
    <form role="search" onSubmit={onSubmit} noValidate>
      <label htmlFor={`${id}-code`} className="form-label fw-semibold">
        {t('coupon.searchLabel')}
      </label>
      <div className="input-group">
        <input
          id={`${id}-code`}
          className={cx('form-control', message && 'is-invalid')}
          value={search.input}
          placeholder={t('coupon.searchPlaceholder')}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? `${id}-message` : undefined}
          onChange={(event) => search.change(event.target.value)}
          data-testid="coupon-search-input"
        />
        <button type="submit" className="btn btn-primary" data-testid="coupon-search-submit">
          {t('coupon.search')}
        </button>
      </div>
      {message ? (
        <div
          id={`${id}-message`}
          className="invalid-feedback d-block"
          role="alert"
          data-testid="coupon-search-message"
        >
          {message}
        </div>
      ) : null}
    </form>
  );
}
