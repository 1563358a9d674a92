import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LocationTreeData } from '@changdee/contract/locations';
import type { Locale } from '@changdee/domain/locale';

// A team's service area on the geography (docs/decisions/051, 054): a whole province (every
// district of it), whole districts, or single sub-districts of a district, picked from the
// location tree the shop uses. The server stores districts whole or sub-district by sub-district;
// availability, booking and the dispatch board match a job's sub-district against them.

export interface Area {
  provinces: string[];
  districts: string[];
  sub_districts: string[];
}

type Province = LocationTreeData[number];
type District = Province['districts'][number];

const sorted = (values: Iterable<string>) => [...new Set(values)].sort();

export function AreaPicker({
  tree,
  locale,
  provinces,
  districts,
  subDistricts,
  onChange,
}: {
  tree: LocationTreeData;
  locale: Locale;
  provinces: string[];
  districts: string[];
  subDistricts: string[];
  onChange(area: Area): void;
}) {
  const { t } = useTranslation();
  const [filter, setFilter] = useState('');
  // The districts whose sub-districts are shown (only those are rendered: the tree has ~7,400).
  const [opened, setOpened] = useState<ReadonlySet<string>>(new Set());
  const name = (th: string, en: string) => (locale === 'th' ? th : en);
  const q = filter.trim().toLowerCase();
  const matches = (th: string, en: string) =>
    th.toLowerCase().includes(q) || en.toLowerCase().includes(q);
  const subMatches = (d: District) =>
    q !== '' && d.subDistricts.some((s) => matches(s.subDistrictName, s.subDistrictNameEn));
  const shown = useMemo(() => {
    if (!q) return tree;
    return tree.filter(
      (p) =>
        matches(p.provinceName, p.provinceNameEn) ||
        p.districts.some(
          (d) =>
            matches(d.districtName, d.districtNameEn) ||
            d.subDistricts.some((s) => matches(s.subDistrictName, s.subDistrictNameEn)),
        ),
    );
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `matches` reads only `q`
  }, [tree, q]);
  const wholeSet = new Set(provinces);
  const districtSet = new Set(districts);
  const subSet = new Set(subDistricts);

  const area = (next: Partial<Area>): Area => ({
    provinces,
    districts,
    sub_districts: subDistricts,
    ...next,
  });
  const toggleProvince = (code: string, on: boolean) =>
    onChange(
      area({
        provinces: on ? sorted([...provinces, code]) : provinces.filter((p) => p !== code),
        // A whole province includes its districts and sub-districts: they need not be listed.
        districts: on ? districts.filter((d) => !d.startsWith(code)) : districts,
        sub_districts: on ? subDistricts.filter((s) => !s.startsWith(code)) : subDistricts,
      }),
    );
  const toggleDistrict = (code: string, on: boolean) =>
    onChange(
      area({
        districts: on ? sorted([...districts, code]) : districts.filter((d) => d !== code),
        sub_districts: on ? subDistricts.filter((s) => !s.startsWith(code)) : subDistricts,
      }),
    );
  const toggleSub = (district: District, code: string, on: boolean) => {
    const next = on ? sorted([...subDistricts, code]) : subDistricts.filter((s) => s !== code);
    const inside = district.subDistricts.map((s) => s.subDistrictCode);
    // Every sub-district of the district chosen is the whole district (as the server stores it).
    if (on && inside.every((s) => next.includes(s)))
      onChange(
        area({
          districts: sorted([...districts, district.districtCode]),
          sub_districts: next.filter((s) => !s.startsWith(district.districtCode)),
        }),
      );
    else onChange(area({ sub_districts: next }));
  };
  const toggleOpen = (code: string) =>
    setOpened((current) => {
      const next = new Set(current);
      if (next.has(code)) next.delete(code);
      else next.add(code);
      return next;
    });
  const subsChosenIn = (d: District) =>
    d.subDistricts.filter((s) => subSet.has(s.subDistrictCode)).length;
  const chosenIn = (p: Province) =>
    wholeSet.has(p.provinceCode)
      ? p.districts.length
      : p.districts.filter((d) => districtSet.has(d.districtCode) || subsChosenIn(d) > 0).length;

  const districtRow = (d: District) => {
    const whole = districtSet.has(d.districtCode);
    const chosen = subsChosenIn(d);
    const open = !whole && (opened.has(d.districtCode) || subMatches(d));
    const listId = `subs-${d.districtCode}`;
    return (
      <div key={d.districtCode} className="teams-area__district">
        <div className="d-flex flex-wrap align-items-center column-gap-2">
          <div className="form-check mb-0">
            <input
              className="form-check-input"
              type="checkbox"
              id={`district-${d.districtCode}`}
              checked={whole}
              onChange={(event) => toggleDistrict(d.districtCode, event.target.checked)}
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
              onClick={() => toggleOpen(d.districtCode)}
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
                  checked={subSet.has(s.subDistrictCode)}
                  onChange={(event) => toggleSub(d, s.subDistrictCode, event.target.checked)}
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
  };

  return (
    <fieldset className="border rounded p-2" data-testid="area-picker">
      <legend className="fs-6 float-none w-auto px-1 mb-0">{t('teams.area')}</legend>
      <p className="form-text mt-0">
        {t('teams.areaSummaryWithSubDistricts', {
          provinces: provinces.length,
          districts: districts.length,
          subDistricts: subDistricts.length,
        })}
      </p>
      <input
        type="search"
        className="form-control form-control-sm mb-2"
        placeholder={t('teams.areaFilterWithSubDistricts')}
        aria-label={t('teams.areaFilterWithSubDistricts')}
        value={filter}
        onChange={(event) => setFilter(event.target.value)}
      />
      <div className="teams-area__list">
        {shown.map((p) => {
          const whole = wholeSet.has(p.provinceCode);
          const count = chosenIn(p);
          return (
            <details key={p.provinceCode} open={q.length > 0 && !whole}>
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
                {whole ? null : p.districts.map(districtRow)}
              </div>
            </details>
          );
        })}
      </div>
    </fieldset>
  );
}
