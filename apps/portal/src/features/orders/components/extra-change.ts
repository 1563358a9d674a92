import type { TFunction } from 'i18next';
import type { Extra } from '@changdee/contract/extras';
import type { OrderChange } from '@changdee/contract/orders';
import type { Locale } from '@changdee/domain/locale';

// A history line of an on-site extra (decision 080): the row keeps the extra's id (`from`), so the
// line names the extra from the order's extras in the reader's language; an approval's row keeps
// the customer's typed name (`reason`).

export function extraChangeText(
  change: OrderChange,
  extras: readonly Extra[],
  locale: Locale,
  t: TFunction<'portal', 'orders'>,
): string {
  const extra = extras.find((one) => one.id === change.from);
  const name = extra ? extra.name[locale] : t('change.extraUnknown');
  switch (change.to) {
    case 'approved':
      return t('change.extraApproved', { name, signer: change.reason ?? '' });
    case 'declined':
      return t('change.extraDeclined', { name });
    case 'paid':
      return t('change.extraPaid');
    default:
      return t('change.extraProposed', { name });
  }
}

/** A customer's decision on their own page has no person behind it but the customer. */
export const decidedByCustomer = (change: OrderChange): boolean =>
  change.kind === 'extra' && change.by === null && change.to !== 'paid';
