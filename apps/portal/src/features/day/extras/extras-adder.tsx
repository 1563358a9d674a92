import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AddOn } from '@changdee/contract/add-ons-admin';
import { formatSatangBaht } from '@changdee/domain/money';
import { useLocale } from '@changdee/ui/lib/use-locale';

// Choosing one add-on of the installation's work types and its quantity (decision 080). The
// quantity is sent as typed (a number); the server says, in words, when the add-on does not allow
// it (whole units, its bounds). No price leaves the phone.

export function ExtrasAdder({
  addOns,
  pending,
  onAdd,
}: {
  addOns: AddOn[];
  pending: boolean;
  onAdd(extra: { add_on_id: string; qty: number }): void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [addOnId, setAddOnId] = useState(addOns[0]?.id ?? '');
  const [qty, setQty] = useState('1');
  const quantity = Number(qty.replace(',', '.'));
  const valid = addOnId !== '' && qty.trim() !== '' && Number.isFinite(quantity);
  return (
    <div className="mt-2" data-testid="extras-adder">
      <label className="form-label mb-0" htmlFor="extra-add-on">
        {t('day.extras.chooseAddOn')}
      </label>
      <select
        id="extra-add-on"
        className="form-select mb-2"
        value={addOnId}
        onChange={(event) => setAddOnId(event.target.value)}
      >
        {addOns.map((addOn) => (
          <option key={addOn.id} value={addOn.id}>
            {`${locale === 'th' ? addOn.name_th : addOn.name_en} · ${t('addOns.perUnit', {
              price: formatSatangBaht(addOn.unit_price_satang, locale),
              unit: t(`addOns.units.${addOn.unit}`),
            })}`}
          </option>
        ))}
      </select>
      <label className="form-label mb-0" htmlFor="extra-qty">
        {t('day.extras.qty')}
      </label>
      <div className="d-flex gap-2">
        <input
          id="extra-qty"
          className="form-control"
          style={{ maxWidth: '7rem' }}
          inputMode="decimal"
          value={qty}
          onChange={(event) => setQty(event.target.value)}
        />
        <button
          type="button"
          className="btn btn-primary"
          disabled={!valid || pending}
          onClick={() => onAdd({ add_on_id: addOnId, qty: quantity })}
        >
          {t('day.extras.add')}
        </button>
      </div>
    </div>
  );
}
