import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { CartLine } from '@changdee/contract/cart';
import { useLocalizedNavigate } from '@changdee/ui/lib/use-locale';
import { useDocumentTitle } from '../../../shared/lib/use-document-title';
import { requestCartPanel } from '../../../shared/session/cart-count';
import { EmptyCartPage } from '../components/empty-cart-page';
import { AddressFieldsSection } from '../components/address-fields-section';
import { ServiceDateSection } from '../components/service-date-section';
import { useCheckoutStore } from '../lib/checkout-store';
import type { OrderLocation } from '../lib/order-draft';
import type { LocationField } from '../lib/location-field';
import { useAddressForm } from '../lib/use-address-form';
import { useCartCalendar } from '../lib/use-cart-calendar';
import '../orders.scss';

// /address (spec §2): the customer's address — house number, landmark, and the sub-district,
// district, province and postcode through the service-area search — and the service date: a
// calendar of the days a technician serving that district can come (the cart's lock period and
// six months, spec §9), the first such day chosen, then the morning or afternoon slot. What is
// chosen is kept for /checkout (and across reloads).

export interface AddressPageProps {
  cart: readonly CartLine[];
  /** The location feature's service-area search as a form field. */
  LocationField: LocationField;
  /** The location chosen in the service-area check, used when the address has none yet. */
  selectedLocation: OrderLocation | null;
}

export function AddressPage({ cart, LocationField, selectedLocation }: AddressPageProps) {
  const { t } = useTranslation('orders');
  useDocumentTitle(t('address.title'));
  const navigate = useLocalizedNavigate();
  const form = useAddressForm(selectedLocation);
  const location = useWatch({ control: form.control, name: 'location' });
  const calendar = useCartCalendar(cart, location);

  const onValid = () => {
    const values = form.getValues();
    const { setAddress, setExpectedDate } = useCheckoutStore.getState();
    setAddress({ no: values.no, landmark: values.landmark, location: values.location });
    if (values.date && values.time) setExpectedDate({ date: values.date, time: values.time });
    navigate('/checkout');
  };

  if (cart.length === 0) return <EmptyCartPage title={t('address.title')} />;
  return (
    <div className="container py-3 py-lg-4 order-page">
      <h1 className="h3 mb-3">{t('address.title')}</h1>
      <form
        className="checkout-layout"
        noValidate
        onSubmit={(event) => void form.handleSubmit(onValid)(event)}
        data-testid="address-form"
      >
        <AddressFieldsSection form={form} LocationField={LocationField} />
        <ServiceDateSection form={form} calendar={calendar} />
        <div className="checkout-layout__actions">
          <button type="button" className="btn btn-outline-primary" onClick={requestCartPanel}>
            {t('address.back')}
          </button>
          <button type="submit" className="btn btn-primary" data-testid="to-checkout">
            {t('address.next')}
          </button>
        </div>
      </form>
    </div>
  );
}
