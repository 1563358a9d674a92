import { useId, useState, type FormEvent } from 'react';
import Offcanvas from 'react-bootstrap/Offcanvas';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Coupon } from '@changdee/contract/cart';
import { isCouponSelectable } from '@changdee/domain/coupon';
import { isApiError } from '@changdee/ui/lib/api-error';
import { cx } from '@changdee/ui/lib/cx';
import { verifyCoupon, type PromotionScope } from '../../../../shared/promotions/promotions-api';
import { useIsMobile } from '../../../../shared/store/global-store';
import { CouponList } from './coupon-list';
import { CouponSearchForm } from './coupon-search-form';
import { CouponUseButton } from './coupon-use-button';
import type { CouponTarget } from './coupon-target';
import { useCouponSearch, type CouponSearch } from './use-coupon-search';

export interface CouponPanelProps {
  show: boolean;
  onHide: () => void;
  scope: PromotionScope;
  target: CouponTarget;
  /** The server verified the coupon on the line (spec §4 coupon per product: applied). */
  onApplied: (coupon: Coupon) => void;
  onRemoved: () => void;
}

/**
 * The coupon chosen on the panel: none → selected → applied. 'use code' verifies the selected
 * coupon with the server (POST verify); a found coupon that can be used is selected at once.
 */
function useCouponChoice(
  scope: PromotionScope,
  target: CouponTarget,
  search: CouponSearch,
  onApplied: (coupon: Coupon) => void,
) {
  const [selectedId, setSelectedId] = useState<string | null>(target.applied?.id ?? null);
  const [verifyError, setVerifyError] = useState<string | null>(null);
  const verify = useMutation({
    mutationFn: (coupon: Coupon) =>
      verifyCoupon(scope, {
        productId: target.productId,
        productType: target.productType,
        quantity: target.quantity,
        code: coupon.code,
      }),
    onSuccess: (quote) => {
      setVerifyError(null);
      setSelectedId(quote.coupon.id);
      onApplied(quote.coupon);
    },
    onError: (error) => setVerifyError(isApiError(error) ? error.message : String(error)),
  });

  // A found coupon that can be used is selected at once: 'use code' is the next step.
  const { outcome } = search;
  const [autoSelected, setAutoSelected] = useState<string | null>(null);
  if (
    outcome?.status === 'found' &&
    autoSelected !== outcome.coupon.id &&
    isCouponSelectable(outcome.coupon, target.price)
  ) {
    setAutoSelected(outcome.coupon.id);
    setSelectedId(outcome.coupon.id);
  }

  const selected =
    search.coupons.find((coupon) => coupon.id === selectedId) ??
    (target.applied?.id === selectedId ? target.applied : null);
  return {
    selectedId,
    selected,
    isApplied: selected !== null && selected.id === target.applied?.id,
    verify,
    verifyError,
    clearError: () => setVerifyError(null),
    toggle: (coupon: Coupon) => {
      setVerifyError(null);
      setSelectedId((current) => (current === coupon.id ? null : coupon.id));
    },
    unselect: () => setSelectedId(null),
  };
}

/**
 * Spec §2/§4/§5 coupon panel for one line: a code search (trimmed; empty, not-found and the
 * coupon's own error messages), the store's coupons for the product with the applied one first,
 * and the states none → selected → applied: 'use code' verifies the selected coupon with the
 * server (POST verify) and becomes 'code used'; pressing that removes the coupon. A side panel of
 * 430 px on desktop, a full-height bottom sheet on phones.
 */
export function CouponPanel({
  show,
  onHide,
  scope,
  target,
  onApplied,
  onRemoved,
}: CouponPanelProps) {
  const { t } = useTranslation('cart');
  const isMobile = useIsMobile();
  const id = useId();
  const search = useCouponSearch(scope, target, show);
  const choice = useCouponChoice(scope, target, search, onApplied);
  const submit = (event: FormEvent) => {
    choice.clearError();
    search.submit(event);
  };

  return (
    <Offcanvas
      show={show}
      onHide={onHide}
      placement={isMobile ? 'bottom' : 'end'}
      className={cx('coupon-panel stacked-sheet', isMobile && 'bottom-sheet coupon-panel--sheet')}
      backdropClassName="stacked-sheet-backdrop"
      aria-labelledby={`${id}-title`}
      data-testid="coupon-panel"
    >
      <Offcanvas.Header closeButton closeLabel={t('close')}>
        <Offcanvas.Title id={`${id}-title`} className="h5">
          {t('coupon.panelTitle')}
        </Offcanvas.Title>
      </Offcanvas.Header>
      <Offcanvas.Body className="d-flex flex-column gap-3">
        <CouponSearchForm id={id} search={search} onSubmit={submit} />
        <div className="coupon-panel__list" aria-busy={search.pending || undefined}>
          <CouponList
            search={search}
            target={target}
            selectedId={choice.selectedId}
            onToggle={choice.toggle}
          />
        </div>
      </Offcanvas.Body>
      <CouponUseButton
        id={id}
        selected={choice.selected}
        isApplied={choice.isApplied}
        verifying={choice.verify.isPending}
        verifyError={choice.verifyError}
        onUse={(coupon) => choice.verify.mutate(coupon)}
        onRemove={() => {
          choice.unselect();
          onRemoved();
        }}
      />
    </Offcanvas>
  );
}
