import { parsePhoneNumberFromString, type MetadataJson } from 'libphonenumber-js/core';
import { THAI_MOBILE_METADATA, THAI_PHONE_METADATA } from './thai-phone-metadata';

// Thai phone numbers as people write them (issue 28 item 4, decision 059): `0812345678`,
// `081-234-5678`, `081 234 5678`, `+66812345678`, `+66 81 234 5678`, `66812345678`. Read by
// libphonenumber-js with its own Thai metadata, never a hand regex, and kept in one form: the
// national digits with the leading 0 (`0812345678`). A customer's mobile receives our SMS, so it
// must be a Thai mobile; a second phone may be any Thai number (a landline) and is never texted.

/** The longest national form (a mobile: 0 and 9 digits): the shop's phone inputs hold no more. */
export const NATIONAL_PHONE_MAX_DIGITS = 10;

/** Why a text is not the phone number asked for. */
export type PhoneRefusal = 'not_a_phone' | 'not_a_mobile';

export type PhoneReading = { ok: true; national: string } | { ok: false; refusal: PhoneRefusal };

/** Separators people put in numbers; anything else (a letter) makes the text no number at all. */
const WRITTEN_NUMBER = /^\+?[\d\s\-.()]+$/;

function read(input: string, metadata: MetadataJson): string | null {
  const text = input.trim();
  if (!WRITTEN_NUMBER.test(text)) return null;
  // '66…' without its '+' is how the gateways and many forms write an international number.
  const written = /^66\d{8,9}$/.test(text.replace(/[\s\-.()]/g, '')) ? `+${text}` : text;
  const number = parsePhoneNumberFromString(written, 'TH', metadata);
  return number?.country === 'TH' && number.isValid() ? `0${number.nationalNumber}` : null;
}

/** A Thai mobile number in any common form, as its national digits; refused otherwise. */
export function readThaiMobile(input: string): PhoneReading {
  const mobile = read(input, THAI_MOBILE_METADATA);
  if (mobile) return { ok: true, national: mobile };
  return { ok: false, refusal: read(input, THAI_PHONE_METADATA) ? 'not_a_mobile' : 'not_a_phone' };
}

/** Any Thai phone number (a landline too) in any common form, as its national digits. */
export function readThaiPhone(input: string): PhoneReading {
  const phone = read(input, THAI_PHONE_METADATA);
  return phone ? { ok: true, national: phone } : { ok: false, refusal: 'not_a_phone' };
}

/** The number as SMS gateways want it (E.164 without the +): `0812345678` → `66812345678`. */
export const internationalNumber = (national: string): string =>
  national.startsWith('0') ? `66${national.slice(1)}` : national;
