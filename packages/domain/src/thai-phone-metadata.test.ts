import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { THAI_MOBILE_METADATA, THAI_PHONE_METADATA } from './thai-phone-metadata';

const require = createRequire(import.meta.url);

describe('the Thai metadata', () => {
  it('is libphonenumber-js’s own (run scripts/thai-phone-metadata.mjs after an upgrade)', () => {
    const thai = (file: string) => {
      const metadata = require(file) as { version: number; countries: { TH: unknown } };
      return { version: metadata.version, TH: metadata.countries.TH };
    };
    const mobile = THAI_MOBILE_METADATA as unknown as {
      version: number;
      countries: { TH: unknown };
    };
    const any = THAI_PHONE_METADATA as unknown as { version: number; countries: { TH: unknown } };
    expect({ version: mobile.version, TH: mobile.countries.TH }).toEqual(
      thai('libphonenumber-js/metadata.mobile.json'),
    );
    expect({ version: any.version, TH: any.countries.TH }).toEqual(
      thai('libphonenumber-js/metadata.min.json'),
    );
  });
});
