import type { FormEventHandler, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { localizedErrorMessage } from '@changdee/ui/lib/error-message';
import { useLocale } from '@changdee/ui/lib/use-locale';
import type { CouponScopeOptions } from '@changdee/contract/coupons-admin';

// The frame of the coupon and promotion forms (docs/decisions/050): the bordered form named by
// its heading, and its foot: the save's refusal, the save button, the form's own buttons, close.

export function AdminFormFrame({
  testId,
  titleId,
  title,
  onSubmit,
  children,
}: {
  testId: string;
  titleId: string;
  title: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  children: ReactNode;
}) {
  return (
    <form
      className="border rounded p-3 mb-3 admin-form"
      onSubmit={onSubmit}
      noValidate
      data-testid={testId}
      aria-labelledby={titleId}
    >
      <h2 className="h5" id={titleId}>
        {title}
      </h2>
      {children}
    </form>
  );
}

export function AdminSaveBar({
  testIdPrefix,
  save,
  showError,
  notices,
  onClose,
  children,
}: {
  /** 'coupon', 'promotion': the refusal is `${prefix}-error`, the button `${prefix}-save`. */
  testIdPrefix: string;
  save: { isPending: boolean; isError: boolean; error: unknown };
  /** Show the save's refusal (not while a stale copy is being resolved). */
  showError: boolean;
  /** What the form says between the refusal and the buttons. */
  notices?: ReactNode;
  onClose(): void;
  /** The form's own buttons, between save and close. */
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <>
      {save.isError && showError ? (
        <div
          className="alert alert-danger mt-3 mb-0"
          role="alert"
          data-testid={`${testIdPrefix}-error`}
        >
          {localizedErrorMessage(save.error, locale, t)}
        </div>
      ) : null}
      {notices}
      <div className="d-flex flex-wrap gap-2 mt-3">
        <button
          type="submit"
          className="btn btn-primary"
          disabled={save.isPending}
          data-testid={`${testIdPrefix}-save`}
        >
          {save.isPending ? t('coupons.saving') : t('coupons.save')}
        </button>
        {children}
        <button type="button" className="btn btn-outline-secondary" onClick={onClose}>
          {t('coupons.close')}
        </button>
      </div>
    </>
  );
}

/** One named group of a form's fields. */
export function AdminFieldset({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="mt-3">
      <legend className="h6">{legend}</legend>
      {children}
    </fieldset>
  );
}

/** What the coupon and promotion pages give their forms. */
export interface AdminFormProps<TSaved> {
  /** The record as read (null: a new one). */
  saved: TSaved | null;
  options: CouponScopeOptions;
  onSaved(): Promise<void> | void;
  onClose(): void;
}
