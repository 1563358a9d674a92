import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LocationTreeData } from '@changdee/contract/locations';
import type { Locale } from '@changdee/domain/locale';
import {
  withDistrict,
  withProvince,
  withSubDistrict,
  type Area,
  type District,
  type Province,
} from './area-choices';
import { AreaDistrictRow } from './area-district-row';

// A team's service area on the geography (docs/decisions/051, 054): a whole province (every
// district of it), whole districts, or single sub-districts of a district, picked from the
// location tree the shop uses. The server stores districts whole or sub-district by sub-district;
// availability, booking and the dispatch board match a job's sub-district against them.

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
  const q = filter.trim().toLowerCase();
  const shown = useFilteredTree(tree, q);
  const area: Area = { provinces, districts, sub_districts: subDistricts };
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
      <AreaProvinces
        shown={shown}
        area={area}
        query={q}
        name={(th, en) => (locale === 'th' ? th : en)}
        onChange={onChange}
      />
    </fieldset>
  );
}

/** Whether either name holds the query (already trimmed and lower-cased). */
const matches = (q: string, th: string, en: string) =>
  th.toLowerCase().includes(q) || en.toLowerCase().includes(q);

const subMatches = (q: string, d: District) =>
  q !== '' && d.subDistricts.some((s) => matches(q, s.subDistrictName, s.subDistrictNameEn));

/** The provinces with a name (theirs, a district's or a sub-district's) holding the query. */
function useFilteredTree(tree: LocationTreeData, q: string) {
  return useMemo(() => {
    if (!q) return tree;
    return tree.filter(
      (p) =>
        matches(q, p.provinceName, p.provinceNameEn) ||
        p.districts.some((d) => matches(q, d.districtName, d.districtNameEn) || subMatches(q, d)),
    );
  }, [tree, q]);
}

/** The provinces shown, each opening to its whole-province checkbox and its districts. */
function AreaProvinces({
  shown,
  area,
  query,
  name,
  onChange,
}: {
  shown: LocationTreeData;
  area: Area;
  query: string;
  name(th: string, en: string): string;
  onChange(area: Area): void;
}) {
  // The districts whose sub-districts are shown (only those are rendered: the tree has ~7,400).
  const [opened, setOpened] = useState<ReadonlySet<string>>(new Set());
  const toggleOpen = (code: string) =>
    setOpened((current) => {
      const next = new Set(current);
      if (next.has(code)) next.delete(code);
      else next.add(code);
      return next;
    });
  return (
    <div className="teams-area__list">
      {shown.map((p) => (
        <AreaProvince
          key={p.provinceCode}
          province={p}
          area={area}
          query={query}
          name={name}
          onChange={onChange}
          opened={opened}
          onToggleOpen={toggleOpen}
        />
      ))}
    </div>
  );
}

/** One province: how much of it is chosen, its whole-province checkbox and its districts. */
function AreaProvince({
  province: p,
  area,
  query,
  name,
  onChange,
  opened,
  onToggleOpen,
}: {
  province: Province;
  area: Area;
  query: string;
  name(th: string, en: string): string;
  onChange(area: Area): void;
  /** The districts whose sub-districts are shown. */
  opened: ReadonlySet<string>;
  onToggleOpen(districtCode: string): void;
}) {
  const { t } = useTranslation();
  const whole = area.provinces.includes(p.provinceCode);
  const districtSet = new Set(area.districts);
  const subSet = new Set(area.sub_districts);
  const count = whole
    ? p.districts.length
    : p.districts.filter(
        (d) =>
          districtSet.has(d.districtCode) ||
          d.subDistricts.some((s) => subSet.has(s.subDistrictCode)),
      ).length;
  return (
    <details open={query.length > 0 && !whole}>
      <summary className="d-flex flex-wrap align-items-center gap-2 py-1">
        <span>{name(p.provinceName, p.provinceNameEn)}</span>
        {count > 0 ? (
          <span className="badge text-bg-primary">{whole ? t('teams.wholeProvince') : count}</span>
        ) : null}
      </summary>
      <div className="ps-3 pb-2">
        <div className="form-check">
          <input
            className="form-check-input"
            type="checkbox"
            id={`province-${p.provinceCode}`}
            checked={whole}
            onChange={(event) => onChange(withProvince(area, p.provinceCode, event.target.checked))}
          />
          <label className="form-check-label fw-bold" htmlFor={`province-${p.provinceCode}`}>
            {t('teams.wholeProvinceOf', { province: name(p.provinceName, p.provinceNameEn) })}
          </label>
        </div>
        {whole
          ? null
          : p.districts.map((d) => {
              const wholeDistrict = districtSet.has(d.districtCode);
              return (
                <AreaDistrictRow
                  key={d.districtCode}
                  district={d}
                  name={name}
                  whole={wholeDistrict}
                  open={!wholeDistrict && (opened.has(d.districtCode) || subMatches(query, d))}
                  chosenSubs={subSet}
                  onWhole={(on) => onChange(withDistrict(area, d.districtCode, on))}
                  onToggleOpen={() => onToggleOpen(d.districtCode)}
                  onSub={(code, on) => onChange(withSubDistrict(area, d, code, on))}
                />
              );
            })}
      </div>
    </details>
  );
}
