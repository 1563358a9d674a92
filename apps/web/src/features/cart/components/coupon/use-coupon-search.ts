import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Coupon } from '@changdee/contract/cart';
import { appliedCouponFirst, couponSearchOutcome, parseCouponCode } from '@changdee/domain/coupon';
import { localized, type RuleMessage } from '@changdee/domain/locale';
import { useLocale } from '@changdee/ui/lib/use-locale';
import { ruleText } from '../../../../shared/lib/rule-text';
import {
  productPromotionsQueryOptions,
  type PromotionScope,
} from '../../../../shared/promotions/promotions-api';
import type { CouponTarget } from './coupon-target';

/**
 * The coupon panel's list: the store's coupons for the product, or the one a code search found
 * (trimmed; empty, not-found and the coupon's own error messages), the applied coupon first.
 */
export function useCouponSearch(scope: PromotionScope, target: CouponTarget, show: boolean) {
  const { t } = useTranslation('cart');
  const locale = useLocale();
  const [input, setInput] = useState('');
  const [code, setCode] = useState<string | null>(null);
  const [inputError, setInputError] = useState<RuleMessage | null>(null);
  const list = useQuery({
    ...productPromotionsQueryOptions(scope, [target.productId]),
    enabled: show,
  });
  const search = useQuery({
    ...productPromotionsQueryOptions(scope, [target.productId], { code: code ?? undefined }),
    enabled: show && code !== null,
  });

  const searching = code !== null;
  const outcome = searching && search.isSuccess ? couponSearchOutcome(found(search.data)) : null;
  const shown: Coupon[] = searching
    ? outcome && outcome.status !== 'notFound'
      ? [outcome.coupon]
      : []
    : withApplied(list.data?.[0]?.coupon ?? [], target.applied);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = parseCouponCode(input);
    setInputError(parsed.ok ? null : parsed.message);
    setCode(parsed.ok ? parsed.code.toUpperCase() : null);
  };
  const change = (value: string) => {
    setInput(value);
    // Emptying the box goes back to the store's list (spec §4).
    if (value.trim() === '') {
      setCode(null);
      setInputError(null);
    }
  };

  const message = inputError
    ? ruleText(t, inputError)
    : outcome?.status === 'notFound'
      ? ruleText(t, outcome.message)
      : outcome?.status === 'error' && outcome.coupon.error_message
        ? localized(outcome.coupon.error_message, locale)
        : null;

  return {
    input,
    change,
    submit,
    message,
    searching,
    outcome,
    coupons: appliedCouponFirst(shown, target.applied?.id),
    pending: searching ? search.isPending : list.isPending,
    failed: searching ? search.isError : list.isError,
    retry: () => void (searching ? search.refetch() : list.refetch()),
  };
}
export type CouponSearch = ReturnType<typeof useCouponSearch>;

/** The coupon a code search found (one product asked, at most one coupon listed). */
function found(data: readonly { coupon: Coupon[] }[]): Coupon | null {
  return data[0]?.coupon[0] ?? null;
}

/** The store's list, plus the applied coupon when the list does not have it (a hidden code). */
function withApplied(coupons: readonly Coupon[], applied: Coupon | null): Coupon[] {
  if (!applied || coupons.some((coupon) => coupon.id === applied.id)) return [...coupons];
  return [applied, ...coupons];
}
