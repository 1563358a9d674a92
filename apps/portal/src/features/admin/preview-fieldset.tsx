import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CouponScopeOptions } from '@changdee/contract/coupons-admin';
import { businessToday } from '@changdee/domain/dates';
import { localizedErrorMessage } from '@changdee/ui/lib/error-message';
import { useLocale } from '@changdee/ui/lib/use-locale';
import { FormInput } from './form-input';

// The preview of the coupon and promotion forms (docs/decisions/050): a service, a quantity (the
// coupon's; a promotion's card is priced at the service's least) and a day, the button that asks
// the server to price them, its refusal, and what the form shows of the answer (children).

export interface PreviewChoice {
  service: string;
  setService(id: string): void;
  qty: string;
  setQty(qty: string): void;
  date: string;
  setDate(date: string): void;
}

/** The preview's choices: the first service, one, today. */
export function usePreviewChoice(services: CouponScopeOptions['services']): PreviewChoice {
  const [service, setService] = useState(services[0]?.id ?? '');
  const [qty, setQty] = useState('1');
  const [date, setDate] = useState(businessToday(new Date()));
  return { service, setService, qty, setQty, date, setDate };
}

export function PreviewFieldset({
  testId,
  legend,
  field,
  services,
  choice,
  withQty,
  pending,
  error,
  onRun,
  children,
}: {
  /** 'coupon-preview', 'promotion-preview' (the run button: `${testId}-run`). */
  testId: string;
  legend: string;
  /** The id of one of the form's inputs. */
  field(name: string): string;
  services: CouponScopeOptions['services'];
  choice: PreviewChoice;
  /** Ask for the quantity too. */
  withQty: boolean;
  pending: boolean;
  /** The server's refusal to price (null: none). */
  error: unknown;
  onRun(): void;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <fieldset className="mt-3 border-top pt-3" data-testid={testId}>
      <legend className="h6">{legend}</legend>
      <div className="row g-2 align-items-end">
        <PreviewServiceSelect
          column={`col-12 ${withQty ? 'col-md-5' : 'col-md-6'}`}
          id={field('preview-service')}
          services={services}
          choice={choice}
        />
        {withQty ? (
          <FormInput
            column="col-6 col-md-2"
            id={field('preview-qty')}
            label={t('coupons.preview.qty')}
            inputMode="numeric"
            value={choice.qty}
            onChange={(event) => choice.setQty(event.target.value)}
          />
        ) : null}
        <FormInput
          column="col-6 col-md-3"
          id={field('preview-date')}
          label={t('coupons.preview.date')}
          type="date"
          value={choice.date}
          onChange={(event) => choice.setDate(event.target.value)}
        />
        <div className={withQty ? 'col-12 col-md-2' : 'col-6 col-md-3'}>
          <button
            type="button"
            className="btn btn-outline-primary w-100"
            disabled={!choice.service || pending}
            onClick={onRun}
            data-testid={`${testId}-run`}
          >
            {t('coupons.preview.run')}
          </button>
        </div>
      </div>
      {error ? (
        <div className="alert alert-danger mt-2" role="alert">
          {localizedErrorMessage(error, locale, t)}
        </div>
      ) : null}
      {children}
    </fieldset>
  );
}

/** The service to price, named in the page's language with its SKU and channel. */
function PreviewServiceSelect({
  column,
  id,
  services,
  choice,
}: {
  column: string;
  id: string;
  services: CouponScopeOptions['services'];
  choice: PreviewChoice;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <div className={column}>
      <label className="form-label" htmlFor={id}>
        {t('coupons.preview.service')}
      </label>
      <select
        id={id}
        className="form-select"
        value={choice.service}
        onChange={(event) => choice.setService(event.target.value)}
      >
        {services.map((s) => (
          <option key={s.id} value={s.id}>
            {s.name[locale]} · {s.sku_code} · {s.channel_code}
          </option>
        ))}
      </select>
    </div>
  );
}
