import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

// Decision 003: every string exists in Thai and English. Each i18n folder (shared/i18n and every
// features/<feature>/i18n) must hold th.json and en.json with the same nested keys, no empty value,
// and the same {{placeholders}} in both languages.
const srcRoot = join(import.meta.dirname, '..', 'src');

function findI18nFolders(dir: string): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (!entry.isDirectory()) continue;
    const path = join(dir, entry.name);
    if (entry.name === 'i18n') found.push(path);
    found.push(...findI18nFolders(path));
  }
  return found;
}

type Leaves = Map<string, unknown>;

function leaves(value: unknown, prefix = '', out: Leaves = new Map()): Leaves {
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value);
    if (entries.length === 0) out.set(prefix, value);
    for (const [key, child] of entries) leaves(child, prefix ? `${prefix}.${key}` : key, out);
  } else {
    out.set(prefix, value);
  }
  return out;
}

const placeholders = (text: unknown) =>
  typeof text === 'string'
    ? [...text.matchAll(/\{\{\s*([\w.]+)[^}]*\}\}/g)].map((m) => m[1]).sort()
    : [];

function load(file: string): unknown {
  return JSON.parse(readFileSync(file, 'utf8'));
}

const folders = findI18nFolders(srcRoot).filter(
  (folder) => existsSync(join(folder, 'th.json')) || existsSync(join(folder, 'en.json')),
);

describe('translation files', () => {
  it('finds the shared strings and at least one feature', () => {
    const names = folders.map((folder) => relative(srcRoot, folder));
    expect(names).toContain(join('shared', 'i18n'));
    expect(names.some((name) => name.startsWith('features'))).toBe(true);
  });

  describe.each(folders.map((folder) => [relative(srcRoot, folder), folder]))(
    '%s',
    (_name, folder) => {
      const thFile = join(folder, 'th.json');
      const enFile = join(folder, 'en.json');

      it('has both th.json and en.json', () => {
        expect(existsSync(thFile), `${thFile} is missing`).toBe(true);
        expect(existsSync(enFile), `${enFile} is missing`).toBe(true);
      });

      it('has the same keys in Thai and English', () => {
        const th = leaves(load(thFile));
        const en = leaves(load(enFile));
        const onlyTh = [...th.keys()].filter((key) => !en.has(key));
        const onlyEn = [...en.keys()].filter((key) => !th.has(key));
        expect({ onlyInThai: onlyTh, onlyInEnglish: onlyEn }).toEqual({
          onlyInThai: [],
          onlyInEnglish: [],
        });
      });

      it('has no empty value', () => {
        for (const file of [thFile, enFile]) {
          const empty = [...leaves(load(file))]
            .filter(([, value]) => typeof value !== 'string' || value.trim() === '')
            .map(([key]) => key);
          expect(empty, `${relative(srcRoot, file)}: empty or non-text values`).toEqual([]);
        }
      });

      it('uses the same placeholders in both languages', () => {
        const th = leaves(load(thFile));
        const en = leaves(load(enFile));
        const differing = [...th.keys()].filter(
          (key) =>
            en.has(key) && placeholders(th.get(key)).join() !== placeholders(en.get(key)).join(),
        );
        expect(differing).toEqual([]);
      });
    },
  );
});

describe('the parity check itself', () => {
  it('sees nested keys and array items', () => {
    expect([...leaves({ a: { b: 'x', c: ['y', 'z'] } }).keys()]).toEqual(['a.b', 'a.c.0', 'a.c.1']);
  });

  it('reports empty objects as leaves', () => {
    expect(leaves({ a: {} }).get('a')).toEqual({});
  });
});
