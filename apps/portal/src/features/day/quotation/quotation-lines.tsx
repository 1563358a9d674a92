import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { QuotationOptions } from '@changdee/contract/quotations';
import { formatSatangBaht } from '@changdee/domain/money';
import { useLocale } from '@changdee/ui/lib/use-locale';
import type { DraftLine } from './quotation-draft';

// The quotation's lines on a phone (docs/decisions/072): each with its quantity and whether it is
// optional, removable; below them, a choice of the survey's installations and add-ons to add.

type Options = Pick<QuotationOptions, 'services' | 'add_ons'>;

/** A line's name and unit price in the reader's language, from what the survey offers. */
function useLineWords(options: Options) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (line: Pick<DraftLine, 'kind' | 'id'>) => {
    if (line.kind === 'service') {
      const service = options.services.find((s) => s.id === line.id);
      return service
        ? {
            name: service.name[locale],
            price: t('addOns.perUnit', {
              price: formatSatangBaht(service.unit_price_satang, locale),
              unit: service.unit[locale],
            }),
          }
        : { name: '', price: '' };
    }
    const addOn = options.add_ons.find((a) => a.id === line.id);
    return addOn
      ? {
          name: locale === 'th' ? addOn.name_th : addOn.name_en,
          price: t('addOns.perUnit', {
            price: formatSatangBaht(addOn.unit_price_satang, locale),
            unit: t(`addOns.units.${addOn.unit}`),
          }),
        }
      : { name: '', price: '' };
  };
}

export function QuotationLines({
  lines,
  options,
  onChange,
}: {
  lines: DraftLine[];
  options: Options;
  onChange(lines: DraftLine[]): void;
}) {
  const { t } = useTranslation();
  const words = useLineWords(options);
  const update = (index: number, change: Partial<DraftLine>) =>
    onChange(lines.map((line, at) => (at === index ? { ...line, ...change } : line)));
  return (
    <div data-testid="quotation-lines">
      {lines.length === 0 ? (
        <p className="small text-body-secondary">{t('day.quotation.empty')}</p>
      ) : null}
      {lines.map((line, index) => (
        <LineRow
          key={`${line.kind}-${line.id}-${index}`}
          line={line}
          index={index}
          words={words(line)}
          onChange={(change) => update(index, change)}
          onRemove={() => onChange(lines.filter((_, at) => at !== index))}
        />
      ))}
      <LineAdder
        label={t('day.quotation.chooseService')}
        testId="quotation-add-service"
        choices={options.services.map((s) => ({ id: s.id, kind: 'service' as const }))}
        words={words}
        onAdd={(line) => onChange([...lines, line])}
      />
      <LineAdder
        label={t('day.quotation.chooseAddOn')}
        testId="quotation-add-add-on"
        choices={options.add_ons.map((a) => ({ id: a.id, kind: 'add_on' as const }))}
        words={words}
        onAdd={(line) => onChange([...lines, line])}
      />
    </div>
  );
}

/** A choice of installations or add-ons and the button that adds the one chosen (quantity 1). */
function LineAdder({
  label,
  testId,
  choices,
  words,
  onAdd,
}: {
  label: string;
  testId: string;
  choices: Array<Pick<DraftLine, 'kind' | 'id'>>;
  words: ReturnType<typeof useLineWords>;
  onAdd(line: DraftLine): void;
}) {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState('');
  if (choices.length === 0) return null;
  const choice = choices.find((c) => c.id === chosen);
  return (
    <div className="d-flex gap-2 align-items-end mt-2">
      <div className="flex-grow-1">
        <label htmlFor={testId} className="form-label small mb-0">
          {label}
        </label>
        <select
          id={testId}
          data-testid={testId}
          className="form-select"
          value={chosen}
          onChange={(event) => setChosen(event.target.value)}
        >
          <option value="">{label}</option>
          {choices.map((c) => (
            <option key={c.id} value={c.id}>
              {words(c).name} · {words(c).price}
            </option>
          ))}
        </select>
      </div>
      <button
        type="button"
        className="btn btn-outline-primary"
        disabled={!choice}
        onClick={() => {
          if (!choice) return;
          onAdd({ ...choice, qty: '1', optional: false });
          setChosen('');
        }}
      >
        {t('day.quotation.add')}
      </button>
    </div>
  );
}

/** One line: its name and unit price, its quantity, whether optional, and its removal. */
function LineRow({
  line,
  index,
  words,
  onChange,
  onRemove,
}: {
  line: DraftLine;
  index: number;
  words: { name: string; price: string };
  onChange(change: Partial<DraftLine>): void;
  onRemove(): void;
}) {
  const { t } = useTranslation();
  const { name, price } = words;
  const id = `quotation-line-${index}`;
  return (
    <div className="border rounded p-2 mb-2" data-testid="quotation-line">
      <div className="d-flex justify-content-between gap-2">
        <span className="fw-bold">{name}</span>
        <button
          type="button"
          className="btn btn-outline-danger"
          aria-label={t('day.quotation.remove', { name })}
          onClick={onRemove}
        >
          ×
        </button>
      </div>
      <div className="small text-body-secondary">{price}</div>
      <div className="d-flex align-items-center gap-2 mt-1 flex-wrap">
        <label htmlFor={`${id}-qty`} className="visually-hidden">
          {t('day.quotation.qtyOf', { name })}
        </label>
        <input
          id={`${id}-qty`}
          className="form-control"
          style={{ maxWidth: '6rem' }}
          inputMode="decimal"
          value={line.qty}
          onChange={(event) => onChange({ qty: event.target.value })}
        />
        <div className="form-check mb-0">
          <input
            id={`${id}-optional`}
            type="checkbox"
            className="form-check-input"
            checked={line.optional}
            onChange={(event) => onChange({ optional: event.target.checked })}
          />
          <label htmlFor={`${id}-optional`} className="form-check-label small">
            {t('day.quotation.optional')}
          </label>
        </div>
      </div>
    </div>
  );
}
