// How many SMS segments a text takes (issue 22): what a Thai SMS gateway bills and what a phone
// joins back into one message. A text of GSM 03.38 characters only is sent in 7-bit units (160 in
// one segment, 153 a segment once split; the extension table's characters take two units); any
// other character (Thai, an emoji) makes the whole text UCS-2: 70 UTF-16 code units in one segment,
// 67 a segment once split (each part carries a 6-byte header to join them).

const GSM7_BASIC =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
const GSM7_EXTENSION = '^{}\\[~]|€\f';

export type SmsEncoding = 'gsm7' | 'ucs2';

export interface SmsLength {
  encoding: SmsEncoding;
  /** 7-bit units (gsm7) or UTF-16 code units (ucs2). */
  units: number;
  segments: number;
}

/** Units in one segment, and in each segment of a split text. */
export const SMS_SEGMENT_UNITS: Record<SmsEncoding, { single: number; split: number }> = {
  gsm7: { single: 160, split: 153 },
  ucs2: { single: 70, split: 67 },
};

/** Decision (045): a customer's message is at most two segments (134 Thai characters). */
export const MAX_SMS_SEGMENTS = 2;

export function smsLength(text: string): SmsLength {
  let septets = 0;
  for (const char of text) {
    if (GSM7_BASIC.includes(char)) septets += 1;
    else if (GSM7_EXTENSION.includes(char)) septets += 2;
    else {
      const units = text.length;
      return { encoding: 'ucs2', units, segments: segmentsOf(units, 'ucs2') };
    }
  }
  return { encoding: 'gsm7', units: septets, segments: segmentsOf(septets, 'gsm7') };
}

const segmentsOf = (units: number, encoding: SmsEncoding): number => {
  const { single, split } = SMS_SEGMENT_UNITS[encoding];
  return units <= single ? 1 : Math.ceil(units / split);
};

/** Whether the text is sent in at most MAX_SMS_SEGMENTS segments. */
export const fitsSms = (text: string): boolean => smsLength(text).segments <= MAX_SMS_SEGMENTS;
