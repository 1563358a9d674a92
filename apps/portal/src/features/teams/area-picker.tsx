import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LocationTreeData } from '@changdee/contract/locations';
import type { Locale } from '@changdee/domain/locale';

// A team's service area on the geography (docs/decisions/051): a whole province (every district
// of it, now and as the tree has them) or single districts, picked from the location tree the
// shop uses. The server stores districts; availability matches a job's district (decision 011).

export function AreaPicker({
  tree,
  locale,
  provinces,
  districts,
  onChange,
}: {
  tree: LocationTreeData;
  locale: Locale;
  provinces: string[];
  districts: string[];
  onChange(area: { provinces: string[]; districts: string[] }): void;
}) {
  const { t } = useTranslation();
  const [filter, setFilter] = useState('');
  const name = (th: string, en: string) => (locale === 'th' ? th : en);
  const shown = useMemo(() => {
    const q = filter.trim().toLowerCase();
    if (!q) return tree;
    return tree.filter(
      (p) =>
        p.provinceName.toLowerCase().includes(q) ||
        p.provinceNameEn.toLowerCase().includes(q) ||
        p.districts.some(
          (d) =>
            d.districtName.toLowerCase().includes(q) || d.districtNameEn.toLowerCase().includes(q),
        ),
    );
  }, [tree, filter]);
  const wholeSet = new Set(provinces);
  const districtSet = new Set(districts);

  const toggleProvince = (code: string, on: boolean) => {
    const province = tree.find((p) => p.provinceCode === code);
    const inside = new Set(province?.districts.map((d) => d.districtCode));
    onChange({
      provinces: on ? [...provinces, code].sort() : provinces.filter((p) => p !== code),
      // A whole province includes its districts: they need not be listed on their own.
      districts: districts.filter((d) => !inside.has(d)),
    });
  };
  const toggleDistrict = (code: string, on: boolean) =>
    onChange({
      provinces,
      districts: on ? [...districts, code].sort() : districts.filter((d) => d !== code),
    });
  const chosenIn = (p: LocationTreeData[number]) =>
    wholeSet.has(p.provinceCode)
      ? p.districts.length
      : p.districts.filter((d) => districtSet.has(d.districtCode)).length;

  return (
    <fieldset className="border rounded p-2" data-testid="area-picker">
      <legend className="fs-6 float-none w-auto px-1 mb-0">{t('teams.area')}</legend>
      <p className="form-text mt-0">
        {t('teams.areaSummary', { provinces: provinces.length, districts: districts.length })}
      </p>
      <input
        type="search"
        className="form-control form-control-sm mb-2"
        placeholder={t('teams.areaFilter')}
        aria-label={t('teams.areaFilter')}
        value={filter}
        onChange={(event) => setFilter(event.target.value)}
      />
      <div className="teams-area__list">
        {shown.map((p) => {
          const whole = wholeSet.has(p.provinceCode);
          const count = chosenIn(p);
          return (
            <details key={p.provinceCode} open={filter.trim().length > 0 && !whole}>
              <summary className="d-flex flex-wrap align-items-center gap-2 py-1">
                <span>{name(p.provinceName, p.provinceNameEn)}</span>
                {count > 0 ? (
                  <span className="badge text-bg-primary">
                    {whole ? t('teams.wholeProvince') : count}
                  </span>
                ) : null}
              </summary>
              <div className="ps-3 pb-2">
                <div className="form-check">
                  <input
                    className="form-check-input"
                    type="checkbox"
                    id={`province-${p.provinceCode}`}
                    checked={whole}
                    onChange={(event) => toggleProvince(p.provinceCode, event.target.checked)}
                  />
                  <label
                    className="form-check-label fw-bold"
                    htmlFor={`province-${p.provinceCode}`}
                  >
                    {t('teams.wholeProvinceOf', {
                      province: name(p.provinceName, p.provinceNameEn),
                    })}
                  </label>
                </div>
                {whole
                  ? null
                  : p.districts.map((d) => (
                      <div className="form-check" key={d.districtCode}>
                        <input
                          className="form-check-input"
                          type="checkbox"
                          id={`district-${d.districtCode}`}
                          checked={districtSet.has(d.districtCode)}
                          onChange={(event) => toggleDistrict(d.districtCode, event.target.checked)}
                        />
                        <label className="form-check-label" htmlFor={`district-${d.districtCode}`}>
                          {name(d.districtName, d.districtNameEn)}
                        </label>
                      </div>
                    ))}
              </div>
            </details>
          );
        })}
      </div>
    </fieldset>
  );
}
