import { useEffect, useRef } from 'react';
import { useFormState } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { requestCartPanel } from '../../../shared/session/cart-count';
import { AppLink } from '../../../shared/ui/app-link';
import type { CheckoutFields, CheckoutRootError } from '../lib/order-payload';

// The refusals of the whole order (no address, an empty or changed cart, no seller, the server
// down), above the place-order bar, each with the way to put it right where there is one.

const ROOT_PLACES = ['address', 'cart', 'seller', 'server'] as const satisfies CheckoutRootError[];
const ROOT_LINKS: Record<CheckoutRootError, 'address' | 'cart' | null> = {
  address: 'address',
  cart: 'cart',
  seller: null,
  server: null,
};

export function CheckoutErrors() {
  const { errors } = useFormState<CheckoutFields>();
  // A refusal of the whole order has no field to focus: its message, above the place-order bar,
  // is scrolled into view instead (a clerk may place the order from the top of the page).
  const problems = useRef<HTMLDivElement>(null);
  const rootMessages = ROOT_PLACES.map((where) => errors.root?.[where]?.message ?? '')
    .join('\n')
    .trim();
  const fieldRefused = Object.keys(errors).some((key) => key !== 'root');
  useEffect(() => {
    if (rootMessages && !fieldRefused) problems.current?.scrollIntoView({ block: 'nearest' });
  }, [rootMessages, fieldRefused]);

  const rootErrors = errors.root ?? {};
  return (
    <div aria-live="assertive" data-testid="checkout-errors" ref={problems}>
      {ROOT_PLACES.map((place) => {
        const error = rootErrors[place];
        return error?.message ? (
          <RootError key={place} place={place} type={error.type} message={error.message} />
        ) : null;
      })}
    </div>
  );
}

interface RootErrorProps {
  place: CheckoutRootError;
  /** 'server' when the server refused; otherwise the form's own check found it missing. */
  type: string | number | undefined;
  message: string;
}

function RootError({ place, type, message }: RootErrorProps) {
  const { t } = useTranslation('orders');
  const link = ROOT_LINKS[place];
  return (
    <div className="alert alert-danger" role="alert" data-place={place}>
      {place === 'address' && type !== 'server'
        ? t('checkout.addressMissing')
        : place === 'seller' && type !== 'server'
          ? t('checkout.noSeller')
          : message}
      {link === 'address' ? (
        <>
          {' '}
          <AppLink to="/address">{t('checkout.changeAddress')}</AppLink>
        </>
      ) : null}
      {link === 'cart' ? (
        <>
          {' '}
          <button
            type="button"
            className="btn btn-link p-0 align-baseline"
            onClick={requestCartPanel}
          >
            {t('checkout.openCart')}
          </button>
        </>
      ) : null}
    </div>
  );
}
