import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { CouponScopeOptions } from '@changdee/contract/coupons-admin';
import type { LocalizedText } from '@changdee/domain/locale';
import { useLocale } from '@changdee/ui/lib/use-locale';

// Where a coupon or a promotion applies (docs/decisions/050): every channel or one, every store
// or one of the chosen channel's. Empty choices are read as null (the registrations' setValueAs:
// orNull).

/** A select's value: null for the "every …" choice. */
export const orNull = (value: unknown) => (value === '' ? null : value);

export function ScopeSelects({
  field,
  options,
  channel,
  channelInput,
  storeInput,
  errors,
  columns,
  withCodes,
}: {
  field(name: string): string;
  options: CouponScopeOptions;
  /** The channel chosen now (its stores only are offered). */
  channel: string | null;
  channelInput: UseFormRegisterReturn;
  storeInput: UseFormRegisterReturn;
  errors: { channel?: string; store?: string };
  /** The grid classes of the channel's and the store's columns. */
  columns: [string, string];
  /** Each choice followed by its code. */
  withCodes: boolean;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  // In the page's language: the English form named the stores in Thai.
  const named = (choice: { code: string; name: LocalizedText }) =>
    withCodes ? `${choice.name[locale]} (${choice.code})` : choice.name[locale];
  const message = (text: string | undefined) =>
    text ? <div className="invalid-feedback d-block">{text}</div> : null;
  return (
    <>
      <div className={columns[0]}>
        <label className="form-label" htmlFor={field('channel')}>
          {t('coupons.field.channel')}
        </label>
        <select id={field('channel')} className="form-select" {...channelInput}>
          <option value="">{t('coupons.everyChannel')}</option>
          {options.channels.map((c) => (
            <option key={c.code} value={c.code}>
              {named(c)}
            </option>
          ))}
        </select>
        {message(errors.channel)}
      </div>
      <div className={columns[1]}>
        <label className="form-label" htmlFor={field('store')}>
          {t('coupons.field.store')}
        </label>
        <select id={field('store')} className="form-select" {...storeInput}>
          <option value="">{t('coupons.everyStore')}</option>
          {options.stores
            .filter((s) => !channel || s.channel_code === channel)
            .map((s) => (
              <option key={s.code} value={s.code}>
                {named(s)}
              </option>
            ))}
        </select>
        {message(errors.store)}
      </div>
    </>
  );
}
