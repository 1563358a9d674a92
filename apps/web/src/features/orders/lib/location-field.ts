import type { ComponentType } from 'react';
import type { OrderLocation } from './order-draft';

// The address's sub-district, district, province and postcode are chosen with the location
// feature's service-area search; the app passes that control in (app/routes), so this feature
// needs none of the location feature's code.

export interface LocationFieldProps {
  /** The field's visible label. */
  label: string;
  value: OrderLocation | null;
  onChange: (location: OrderLocation) => void;
  /** The message when the location is missing or refused. */
  error?: string;
}

export type LocationField = ComponentType<LocationFieldProps>;
