import type { LocalizedText } from './locale';
import { isOneOf } from './one-of';

// The banks a transfer slip may come from (issue 30 item 3, decision 069): a closed list an
// operator picks from when verifying a slip, by the banks' usual short codes, with their names.

export const THAI_BANKS = [
  'BBL',
  'KBANK',
  'KTB',
  'SCB',
  'BAY',
  'TTB',
  'GSB',
  'BAAC',
  'GHB',
  'UOB',
  'CIMBT',
  'KKP',
  'LHB',
  'TISCO',
] as const;
export type ThaiBank = (typeof THAI_BANKS)[number];

export const isThaiBank = (value: unknown): value is ThaiBank => isOneOf(THAI_BANKS, value);

/** Each bank's name in Thai and English. */
export const THAI_BANK_NAMES: Readonly<Record<ThaiBank, LocalizedText>> = {
  BBL: { th: 'ธนาคารกรุงเทพ', en: 'Bangkok Bank' },
  KBANK: { th: 'ธนาคารกสิกรไทย', en: 'Kasikornbank' },
  KTB: { th: 'ธนาคารกรุงไทย', en: 'Krungthai Bank' },
  SCB: { th: 'ธนาคารไทยพาณิชย์', en: 'Siam Commercial Bank' },
  BAY: { th: 'ธนาคารกรุงศรีอยุธยา', en: 'Bank of Ayudhya (Krungsri)' },
  TTB: { th: 'ธนาคารทหารไทยธนชาต', en: 'TMBThanachart Bank' },
  GSB: { th: 'ธนาคารออมสิน', en: 'Government Savings Bank' },
  BAAC: {
    th: 'ธนาคารเพื่อการเกษตรและสหกรณ์การเกษตร',
    en: 'Bank for Agriculture and Agricultural Cooperatives',
  },
  GHB: { th: 'ธนาคารอาคารสงเคราะห์', en: 'Government Housing Bank' },
  UOB: { th: 'ธนาคารยูโอบี', en: 'UOB Thailand' },
  CIMBT: { th: 'ธนาคารซีไอเอ็มบี ไทย', en: 'CIMB Thai Bank' },
  KKP: { th: 'ธนาคารเกียรตินาคินภัทร', en: 'Kiatnakin Phatra Bank' },
  LHB: { th: 'ธนาคารแลนด์ แอนด์ เฮ้าส์', en: 'Land and Houses Bank' },
  TISCO: { th: 'ธนาคารทิสโก้', en: 'TISCO Bank' },
};
