import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

// The price-tier rows of the coupon and promotion forms (docs/decisions/050): one row a tier, an
// input a part (min, max, value and, for a coupon, the contractor's discount), each labelled
// with its part's words, a button to remove the row and one to add a tier.

export type TierPart = 'min' | 'max' | 'value' | 'contractor_discount';

/** A number input's value: NaN when empty (the schema names it), else the number. */
export const toNumber = (value: unknown) => (value === '' || value === null ? NaN : Number(value));

/** An optional number input's value: null when empty. */
export const toNullableNumber = (value: unknown) =>
  value === '' || value === null || value === undefined ? null : Number(value);

/** How a tier's part is read from its input: min and value are required, the others optional. */
export const tierNumber = (part: TierPart) =>
  part === 'min' || part === 'value' ? toNumber : toNullableNumber;

export function TierRows<Part extends TierPart>({
  rows,
  parts,
  inputId,
  input,
  error,
  onRemove,
  onAdd,
  compact = false,
  testId,
}: {
  /** The field array's rows (their ids key them). */
  rows: ReadonlyArray<{ id: string }>;
  parts: readonly Part[];
  inputId(row: number, part: Part): string;
  /** The registration of a row's part (with tierNumber as its setValueAs). */
  input(row: number, part: Part): UseFormRegisterReturn;
  error?(row: number, part: Part): string | undefined;
  onRemove(row: number): void;
  onAdd(): void;
  /** Small inputs and buttons (inside a promotion's item). */
  compact?: boolean;
  testId?: string;
}) {
  const { t } = useTranslation();
  const partColumn = parts.length > 3 ? 'col-6 col-md-2' : 'col-4 col-md-2';
  return (
    <>
      {rows.map((row, index) => (
        <div
          className={`row g-2 align-items-end ${compact ? 'mb-1' : 'mb-2'}`}
          key={row.id}
          data-testid={testId}
        >
          {parts.map((part) => {
            const message = error?.(index, part);
            return (
              <div className={partColumn} key={part}>
                <label className="form-label small" htmlFor={inputId(index, part)}>
                  {t(`coupons.range.${part}`)}
                </label>
                <input
                  id={inputId(index, part)}
                  className={`form-control${compact ? ' form-control-sm' : ''}`}
                  inputMode="numeric"
                  {...input(index, part)}
                />
                {message ? <div className="invalid-feedback d-block">{message}</div> : null}
              </div>
            );
          })}
          <div className="col-12 col-md-2">
            <button
              type="button"
              className="btn btn-sm btn-outline-danger"
              onClick={() => onRemove(index)}
            >
              {t('coupons.removeRange')}
            </button>
          </div>
        </div>
      ))}
      <button type="button" className="btn btn-sm btn-outline-secondary" onClick={onAdd}>
        {t('coupons.addRange')}
      </button>
    </>
  );
}
