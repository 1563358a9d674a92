import { useTranslation } from 'react-i18next';
import type { District } from './area-choices';

// One district of the area picker: its checkbox (the whole district) and, when it is not whole,
// the button that shows its sub-districts, saying how many are chosen, and their checkboxes.

export function AreaDistrictRow({
  district: d,
  name,
  whole,
  open,
  chosenSubs,
  onWhole,
  onToggleOpen,
  onSub,
}: {
  district: District;
  name(th: string, en: string): string;
  whole: boolean;
  /** Its sub-districts are shown. */
  open: boolean;
  chosenSubs: ReadonlySet<string>;
  onWhole(on: boolean): void;
  onToggleOpen(): void;
  onSub(code: string, on: boolean): void;
}) {
  const { t } = useTranslation();
  const chosen = d.subDistricts.filter((s) => chosenSubs.has(s.subDistrictCode)).length;
  const listId = `subs-${d.districtCode}`;
  return (
    <div className="teams-area__district">
      <div className="d-flex flex-wrap align-items-center column-gap-2">
        <div className="form-check mb-0">
          <input
            className="form-check-input"
            type="checkbox"
            id={`district-${d.districtCode}`}
            checked={whole}
            onChange={(event) => onWhole(event.target.checked)}
          />
          <label className="form-check-label" htmlFor={`district-${d.districtCode}`}>
            {name(d.districtName, d.districtNameEn)}
          </label>
        </div>
        {whole ? null : (
          <button
            type="button"
            className="btn btn-link btn-sm teams-area__subs-toggle"
            aria-expanded={open}
            aria-controls={listId}
            data-testid={`subs-toggle-${d.districtCode}`}
            onClick={onToggleOpen}
          >
            {chosen > 0
              ? t('teams.subDistrictsChosen', { count: chosen, total: d.subDistricts.length })
              : t('teams.chooseSubDistricts')}
          </button>
        )}
      </div>
      {open ? (
        <div id={listId} className="ps-4 pb-1" role="group" aria-label={t('teams.subDistricts')}>
          {d.subDistricts.map((s) => (
            <div className="form-check" key={s.subDistrictCode}>
              <input
                className="form-check-input"
                type="checkbox"
                id={`sub-district-${s.subDistrictCode}`}
                checked={chosenSubs.has(s.subDistrictCode)}
                onChange={(event) => onSub(s.subDistrictCode, event.target.checked)}
              />
              <label className="form-check-label" htmlFor={`sub-district-${s.subDistrictCode}`}>
                {name(s.subDistrictName, s.subDistrictNameEn)}
              </label>
            </div>
          ))}
        </div>
      ) : null}
    </div>
  );
}
