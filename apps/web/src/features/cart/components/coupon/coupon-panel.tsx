import { useId, useState, type FormEvent } from 'react';
import Offcanvas from 'react-bootstrap/Offcanvas';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Coupon, Promotion } from '@changdee/contract/cart';
import {
  appliedCouponFirst,
  couponSearchOutcome,
  isCouponSelectable,
  parseCouponCode,
} from '@changdee/domain/coupon';
import { businessToday } from '@changdee/domain/dates';
import { lineDiscounts } from '@changdee/domain/line-discounts';
import { localized, type RuleMessage } from '@changdee/domain/locale';
import type { ProductType } from '@changdee/domain/product-types';
import { useLocale } from '@changdee/ui/lib/use-locale';
import { isApiError } from '@changdee/ui/lib/api-error';
import { cx } from '@changdee/ui/lib/cx';
import { ruleText } from '../../../../shared/lib/rule-text';
import {
  productPromotionsQueryOptions,
  verifyCoupon,
  type PromotionScope,
} from '../../../../shared/promotions/promotions-api';
import { useIsMobile } from '../../../../shared/store/global-store';
import { CheckIcon } from '../icons';
import { CouponItem } from './coupon-item';
import { LoadError } from '@changdee/ui/load-error';
import { Spinner } from '@changdee/ui/spinner';

/** The line a coupon is chosen for. */
export interface CouponTarget {
  productId: string;
  productType: ProductType;
  quantity: number;
  /** Its price before anything is taken off (the coupon is judged on it, decision 007). */
  price: number;
  promotion: Promotion | null;
  applied: Coupon | null;
}

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
  const locale = useLocale();
  const isMobile = useIsMobile();
  const id = useId();
  const [input, setInput] = useState('');
  const [code, setCode] = useState<string | null>(null);
  const [inputError, setInputError] = useState<RuleMessage | null>(null);
  const [selectedId, setSelectedId] = useState<string | null>(target.applied?.id ?? null);
  const [verifyError, setVerifyError] = useState<string | null>(null);

  const list = useQuery({
    ...productPromotionsQueryOptions(scope, [target.productId]),
    enabled: show,
  });
  const search = useQuery({
    ...productPromotionsQueryOptions(scope, [target.productId], { code: code ?? undefined }),
    enabled: show && code !== null,
  });
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

  const today = businessToday(new Date());
  const outcome =
    code !== null && search.isSuccess ? couponSearchOutcome(found(search.data)) : null;
  const searching = code !== null;
  const shown: Coupon[] = searching
    ? outcome && outcome.status !== 'notFound'
      ? [outcome.coupon]
      : []
    : withApplied(list.data?.[0]?.coupon ?? [], target.applied);
  const coupons = appliedCouponFirst(shown, target.applied?.id);
  const selected =
    coupons.find((coupon) => coupon.id === selectedId) ??
    (target.applied?.id === selectedId ? target.applied : null);
  const isApplied = selected !== null && selected.id === target.applied?.id;
  const pending = searching ? search.isPending : list.isPending;
  const failed = searching ? search.isError : list.isError;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = parseCouponCode(input);
    setVerifyError(null);
    if (!parsed.ok) {
      setInputError(parsed.message);
      setCode(null);
      return;
    }
    setInputError(null);
    setCode(parsed.code.toUpperCase());
  };

  // A found coupon that can be used is selected at once: 'use code' is the next step.
  const [autoSelected, setAutoSelected] = useState<string | null>(null);
  if (
    outcome?.status === 'found' &&
    autoSelected !== outcome.coupon.id &&
    isCouponSelectable(outcome.coupon, target.price)
  ) {
    setAutoSelected(outcome.coupon.id);
    setSelectedId(outcome.coupon.id);
  }

  const searchMessage = inputError
    ? ruleText(t, inputError)
    : outcome?.status === 'notFound'
      ? ruleText(t, outcome.message)
      : outcome?.status === 'error' && outcome.coupon.error_message
        ? localized(outcome.coupon.error_message, locale)
        : null;

  const toggle = (coupon: Coupon) => {
    setVerifyError(null);
    setSelectedId((current) => (current === coupon.id ? null : coupon.id));
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
        <form role="search" onSubmit={submit} noValidate>
          <label htmlFor={`${id}-code`} className="form-label fw-semibold">
            {t('coupon.searchLabel')}
          </label>
          <div className="input-group">
            <input
              id={`${id}-code`}
              className={cx('form-control', searchMessage && 'is-invalid')}
              value={input}
              placeholder={t('coupon.searchPlaceholder')}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              aria-invalid={searchMessage ? true : undefined}
              aria-describedby={searchMessage ? `${id}-message` : undefined}
              onChange={(event) => {
                setInput(event.target.value);
                // Emptying the box goes back to the store's list (spec §4).
                if (event.target.value.trim() === '') {
                  setCode(null);
                  setInputError(null);
                }
              }}
              data-testid="coupon-search-input"
            />
            <button type="submit" className="btn btn-primary" data-testid="coupon-search-submit">
              {t('coupon.search')}
            </button>
          </div>
          {searchMessage ? (
            <div
              id={`${id}-message`}
              className="invalid-feedback d-block"
              role="alert"
              data-testid="coupon-search-message"
            >
              {searchMessage}
            </div>
          ) : null}
        </form>

        <div className="coupon-panel__list" aria-busy={pending || undefined}>
          {failed ? (
            <LoadError
              fallback={t('coupon.searchFailed')}
              retryLabel={t('coupon.retry')}
              onRetry={() => void (searching ? search.refetch() : list.refetch())}
              className="mb-3"
            />
          ) : pending ? (
            <Spinner inline label={t('coupon.loading')} />
          ) : coupons.length === 0 ? (
            <div className="coupon-panel__empty text-center py-4" data-testid="coupon-empty">
              <p className="fw-bold mb-1">
                {searching ? t('coupon.notFoundTitle') : t('coupon.emptyTitle')}
              </p>
              <p className="text-body-secondary mb-0">
                {searching ? t('coupon.notFoundBody') : t('coupon.emptyBody')}
              </p>
            </div>
          ) : (
            <ul
              className="list-unstyled d-flex flex-column gap-2 mb-0"
              aria-label={t('coupon.listLabel')}
            >
              {coupons.map((coupon) => (
                <li key={coupon.id}>
                  <CouponItem
                    coupon={coupon}
                    price={target.price}
                    discount={
                      lineDiscounts(
                        {
                          productId: target.productId,
                          price: target.price,
                          promotion: target.promotion,
                          coupon,
                        },
                        today,
                      ).couponDiscount
                    }
                    selected={coupon.id === selectedId}
                    applied={coupon.id === target.applied?.id}
                    onToggle={() => toggle(coupon)}
                  />
                </li>
              ))}
            </ul>
          )}
        </div>
      </Offcanvas.Body>
      <div className="coupon-panel__footer">
        {verifyError ? (
          <div
            className="alert alert-danger py-2 mb-2"
            role="alert"
            data-testid="coupon-verify-error"
          >
            {verifyError}
          </div>
        ) : null}
        {isApplied ? (
          <button
            type="button"
            className="btn btn-success w-100"
            onClick={() => {
              setSelectedId(null);
              onRemoved();
            }}
            aria-describedby={`${id}-remove-hint`}
            data-testid="coupon-use"
            data-state="applied"
          >
            <CheckIcon size={18} /> <span className="ms-1">{t('coupon.used')}</span>
            <span id={`${id}-remove-hint`} className="visually-hidden">
              {t('coupon.removeHint')}
            </span>
          </button>
        ) : (
          <button
            type="button"
            className="btn btn-secondary w-100"
            disabled={selected === null || verify.isPending}
            onClick={() => {
              if (selected) verify.mutate(selected);
            }}
            data-testid="coupon-use"
            data-state={selected ? 'selected' : 'none'}
          >
            {verify.isPending ? t('coupon.verifying') : t('coupon.use')}
          </button>
        )}
      </div>
    </Offcanvas>
  );
}

/** The coupon a code search found (one product asked, at most one coupon listed). */
function found(data: readonly { coupon: Coupon[] }[]): Coupon | null {
  return data[0]?.coupon[0] ?? null;
}

/** The store's list, plus the applied coupon when the list does not have it (a hidden code). */
function withApplied(coupons: readonly Coupon[], applied: Coupon | null): Coupon[] {
  if (!applied || coupons.some((coupon) => coupon.id === applied.id)) return [...coupons];
  return [applied, ...coupons];
}
