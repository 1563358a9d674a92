import { useTranslation } from 'react-i18next';
import type {
  CouponAdmin,
  CouponInput,
  CouponScopeOptions,
} from '@changdee/contract/coupons-admin';
import { localizedErrorMessage } from '@changdee/ui/lib/error-message';
import { useLocale } from '@changdee/ui/lib/use-locale';
import { previewCoupon } from './coupons-api';
import { RecordHistory } from '../audit/record-history';
import { AdminFormFrame, AdminSaveBar, type AdminFormProps } from '../admin/admin-form-parts';
import { ConflictAlert } from '../admin/conflict-alert';
import { PreviewFieldset, usePreviewChoice } from '../admin/preview-fieldset';
import { usePreview } from '../admin/use-preview';
import { CouponBehaviourFields } from './coupon-behaviour-fields';
import { CouponDisplayFields } from './coupon-display-fields';
import { CouponLimitFields } from './coupon-limit-fields';
import { CouponMainFields } from './coupon-main-fields';
import { CouponPreviewFigures } from './coupon-preview-figures';
import { CouponRangeFields } from './coupon-range-fields';
import { CouponScopeFields } from './coupon-scope-fields';
import { changedFields, type ParsedCoupon } from './coupon-values';
import { useCouponForm } from './use-coupon-form';

// One coupon's form (docs/decisions/050): every field of spec §3 and its usage limits, checked by
// the contract's schema (the server's); a preview priced by the server with the domain's
// priceOrder; saving with the version it was read at. A refusal keeps everything typed: field
// errors go to their fields, and a stale copy (409 STALE_EDIT) shows which fields someone else
// changed, with the choice to keep one's own and save over theirs, or load theirs.

export function CouponForm({ saved, options, onSaved, onClose }: AdminFormProps<CouponAdmin>) {
  const { t } = useTranslation();
  const { form, base, conflict, save, keepMine, loadTheirs, remove, deactivate } = useCouponForm({
    saved,
    onSaved,
    onClose,
  });
  const field = (name: string) => `coupon-${base?.id ?? 'new'}-${name}`;
  return (
    <AdminFormFrame
      testId="coupon-form"
      titleId={field('title')}
      title={base ? t('coupons.editTitle', { code: base.coupon.code }) : t('coupons.newTitle')}
      onSubmit={form.handleSubmit((values) => save.mutate(values as CouponInput))}
    >
      {base ? <CouponUses coupon={base} /> : null}
      {conflict && base ? (
        <ConflictAlert
          testId="coupon-conflict"
          changed={changedFields(base.coupon, conflict.coupon)}
          onKeepMine={keepMine}
          onLoadTheirs={loadTheirs}
        />
      ) : null}
      <CouponMainFields form={form} field={field} />
      <CouponRangeFields form={form} field={field} />
      <CouponScopeFields form={form} field={field} options={options} />
      <CouponLimitFields form={form} field={field} />
      <CouponBehaviourFields form={form} field={field} />
      <CouponDisplayFields form={form} field={field} />
      <CouponPreview
        field={field}
        services={options.services}
        couponId={base?.id ?? null}
        onRun={(ask) => void form.handleSubmit(ask)()}
      />
      <AdminSaveBar
        testIdPrefix="coupon"
        save={save}
        showError={!conflict}
        notices={
          <CouponNotices removal={remove} saved={save.isSuccess && !form.formState.isDirty} />
        }
        onClose={onClose}
      >
        {base && form.getValues('status') === 'active' ? (
          <button type="button" className="btn btn-outline-warning" onClick={deactivate}>
            {t('coupons.deactivate')}
          </button>
        ) : null}
        {base ? (
          <button
            type="button"
            className="btn btn-outline-danger"
            disabled={remove.isPending}
            onClick={() => remove.mutate()}
            data-testid="coupon-delete"
          >
            {t('coupons.delete')}
          </button>
        ) : null}
      </AdminSaveBar>
      {base ? <RecordHistory entity="coupon" entityId={base.id} revision={base.version} /> : null}
    </AdminFormFrame>
  );
}

/** How often a saved coupon has been used, of its limit, on how many order lines. */
function CouponUses({ coupon }: { coupon: CouponAdmin }) {
  const { t } = useTranslation();
  return (
    <p className="text-body-secondary small" data-testid="coupon-uses">
      {t('coupons.usesSoFar', {
        uses: coupon.uses,
        limit: coupon.coupon.usage_limit ?? t('coupons.noLimit'),
        lines: coupon.order_lines,
      })}
    </p>
  );
}

/** The delete's refusal and the word that the coupon is saved. */
function CouponNotices({
  removal,
  saved,
}: {
  removal: { isError: boolean; error: unknown };
  saved: boolean;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <>
      {removal.isError ? (
        <div
          className="alert alert-danger mt-3 mb-0"
          role="alert"
          data-testid="coupon-delete-error"
        >
          {localizedErrorMessage(removal.error, locale, t)}
        </div>
      ) : null}
      {saved ? (
        <p className="text-success mt-2 mb-0" role="status">
          {t('coupons.saved')}
        </p>
      ) : null}
    </>
  );
}

/** The preview: a service, a quantity and a day, priced by the server with the form's values. */
function CouponPreview({
  field,
  services,
  couponId,
  onRun,
}: {
  field(name: string): string;
  services: CouponScopeOptions['services'];
  couponId: string | null;
  /** Check the form's values and, when they pass, ask with them. */
  onRun(ask: (values: ParsedCoupon) => void): void;
}) {
  const { t } = useTranslation();
  const choice = usePreviewChoice(services);
  const { answer, previewing } = usePreview((values: ParsedCoupon) =>
    previewCoupon({
      coupon: values as CouponInput,
      coupon_id: couponId,
      product_id: choice.service,
      qty: Number(choice.qty) || 1,
      date: choice.date,
    }),
  );
  return (
    <PreviewFieldset
      testId="coupon-preview"
      legend={t('coupons.preview.title')}
      field={field}
      services={services}
      choice={choice}
      withQty
      pending={previewing.isPending}
      error={previewing.isError ? previewing.error : null}
      onRun={() => onRun((values) => previewing.mutate(values))}
    >
      {answer ? <CouponPreviewFigures preview={answer} /> : null}
    </PreviewFieldset>
  );
}
