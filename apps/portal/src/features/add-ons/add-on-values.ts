import { z } from 'zod';
import { addOnFieldsSchema, type AddOn } from '@changdee/contract/add-ons-admin';
import { formatSatang, parseSatang } from '@changdee/domain/vat';

// An add-on's form values (docs/decisions/072): the price typed in baht and the quantities as
// typed; the form's schema reads them into the contract's fields (the price in satang) and then
// judges them with the contract's own schema, so the form and the server refuse alike.

export interface AddOnFormValues {
  work_type: string;
  name_th: string;
  name_en: string;
  unit: AddOn['unit'];
  /** Baht as typed (350.50). */
  unit_price_satang: string;
  min_qty: string;
  max_qty: string;
  whole_units: boolean;
  vat_applies: boolean;
  active: boolean;
}

const NEW_ADD_ON: AddOnFormValues = {
  work_type: '',
  name_th: '',
  name_en: '',
  unit: 'piece',
  unit_price_satang: '',
  min_qty: '1',
  max_qty: '1',
  whole_units: true,
  vat_applies: true,
  active: true,
};

export const addOnValuesOf = (addOn: AddOn | null): AddOnFormValues =>
  addOn
    ? {
        work_type: addOn.work_type,
        name_th: addOn.name_th,
        name_en: addOn.name_en,
        unit: addOn.unit,
        unit_price_satang: formatSatang(addOn.unit_price_satang).replace(/,/g, ''),
        min_qty: String(addOn.min_qty),
        max_qty: String(addOn.max_qty),
        whole_units: addOn.whole_units,
        vat_applies: addOn.vat_applies,
        active: addOn.active,
      }
    : NEW_ADD_ON;

/** A typed quantity as a number (NaN when it is none: the contract's schema refuses it). */
const quantityOf = (text: string) => (text.trim() === '' ? Number.NaN : Number(text.trim()));

/** The form's values read into the contract's fields, then judged by the contract's schema. */
export const addOnFormSchema = z.preprocess((values) => {
  const form = values as AddOnFormValues;
  return {
    ...form,
    unit_price_satang: parseSatang(form.unit_price_satang) ?? Number.NaN,
    min_qty: quantityOf(form.min_qty),
    max_qty: quantityOf(form.max_qty),
  };
}, addOnFieldsSchema);
