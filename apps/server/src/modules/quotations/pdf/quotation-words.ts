import type { AddOnUnit } from '@changdee/domain/add-ons';
import type { Locale } from '@changdee/domain/locale';
import type { QuotationState } from '@changdee/domain/quotation-states';
import { VAT_RATE_PERCENT } from '@changdee/domain/vat';

// Every word the quotation's PDF prints, in Thai and in English (decision 081): the reader's
// language picks one set. Figures and dates are formatted by the domain; these are the labels.

export interface QuotationWords {
  title: string;
  taxId: string;
  headOffice: string;
  branch: (code: string) => string;
  number: string;
  version: string;
  date: string;
  survey: string;
  customer: string;
  phone: string;
  columns: {
    no: string;
    item: string;
    qty: string;
    unit: string;
    price: string;
    discount: string;
    /** An optional line's column once the customer decided: taken or not. */
    choice: string;
    amount: string;
  };
  items: string;
  optionalItems: string;
  optionalHint: string;
  taken: string;
  notTaken: string;
  noVat: string;
  totals: {
    subtotal: string;
    discount: string;
    vatFree: string;
    base: string;
    vat: string;
    total: string;
    optionalOpen: string;
    optionalLeft: string;
  };
  vatIncluded: string;
  validUntil: (date: string) => string;
  validFor: (days: number) => string;
  state: Partial<Record<QuotationState, string>>;
  note: string;
  terms: string;
  termList: (validity: string) => string[];
  quotedBy: (name: string) => string;
  approvedBy: (name: string) => string;
  approvedAt: (date: string, time: string) => string;
  optionalTaken: string;
  noneTaken: string;
  page: (number: string, version: number, page: number, pages: number) => string;
  units: Record<AddOnUnit, string>;
  fileTitle: string;
}

const TH: QuotationWords = {
  title: 'ใบเสนอราคา',
  taxId: 'เลขประจำตัวผู้เสียภาษี',
  headOffice: 'สำนักงานใหญ่',
  branch: (code) => `สาขาที่ ${code}`,
  number: 'เลขที่',
  version: 'ฉบับที่',
  date: 'วันที่',
  survey: 'งานสำรวจ',
  customer: 'ลูกค้า',
  phone: 'โทร',
  columns: {
    no: 'ลำดับ',
    item: 'รายการ',
    qty: 'จำนวน',
    unit: 'หน่วย',
    price: 'ราคาต่อหน่วย',
    discount: 'ส่วนลด',
    choice: 'การเลือก',
    amount: 'จำนวนเงิน',
  },
  items: 'รายการ',
  optionalItems: 'รายการเลือกเพิ่ม',
  optionalHint: 'ลูกค้าเลือกได้ตอนอนุมัติ ราคานี้ยังไม่รวมในยอดด้านล่าง',
  taken: 'เลือกแล้ว',
  notTaken: 'ไม่เลือก',
  noVat: 'ไม่มีภาษีมูลค่าเพิ่ม',
  totals: {
    subtotal: 'รวมเป็นเงิน',
    discount: 'ส่วนลดโปรโมชัน',
    vatFree: 'รายการที่ไม่มีภาษีมูลค่าเพิ่ม',
    base: 'มูลค่าก่อนภาษีมูลค่าเพิ่ม',
    vat: `ภาษีมูลค่าเพิ่ม ${VAT_RATE_PERCENT}%`,
    total: 'จำนวนเงินรวมทั้งสิ้น',
    optionalOpen: 'รายการเลือกเพิ่ม (ยังไม่รวม)',
    optionalLeft: 'รายการเลือกเพิ่มที่ไม่ได้เลือก',
  },
  vatIncluded: 'ราคาสินค้าและบริการรวมภาษีมูลค่าเพิ่มแล้ว',
  validUntil: (date) => `ใช้ได้ถึงวันที่ ${date}`,
  validFor: (days) => `ใช้ได้ ${days} วันนับจากวันที่ส่งให้ลูกค้า`,
  state: {
    draft: 'ร่าง ยังไม่ได้ส่งให้ลูกค้า',
    declined: 'ลูกค้าปฏิเสธใบเสนอราคานี้แล้ว',
    expired: 'ใบเสนอราคานี้หมดอายุแล้ว',
  },
  note: 'หมายเหตุ',
  terms: 'เงื่อนไข',
  termList: (validity) => [
    `ราคารวมภาษีมูลค่าเพิ่ม ${VAT_RATE_PERCENT}% แล้ว ยกเว้นรายการที่ระบุว่าไม่มีภาษีมูลค่าเพิ่ม`,
    `${validity} ลูกค้าอนุมัติได้ด้วยการลงชื่อที่หน้าติดตามงานหรือที่ร้าน`,
    'รายการเลือกเพิ่มจะรวมในยอดเมื่อลูกค้าเลือกตอนอนุมัติ',
    'เมื่ออนุมัติแล้ว ช่างดีจะนัดวันติดตั้งตามคิวว่างของทีมช่าง',
    'งานที่พบเพิ่มหน้างานจะแจ้งราคาและขอความยินยอมจากลูกค้าก่อนทำทุกครั้ง',
  ],
  quotedBy: (name) => `ผู้เสนอราคา ${name}`,
  approvedBy: (name) => `อนุมัติโดย ${name}`,
  approvedAt: (date, time) => `เมื่อ ${date} เวลา ${time} น.`,
  optionalTaken: 'รายการเลือกเพิ่มที่ลูกค้าเลือก',
  noneTaken: 'ไม่ได้เลือกรายการเพิ่ม',
  page: (number, version, page, pages) => `${number} ฉบับที่ ${version}  หน้า ${page}/${pages}`,
  units: {
    metre: 'เมตร',
    piece: 'ชิ้น',
    point: 'จุด',
    set: 'ชุด',
    square_metre: 'ตารางเมตร',
    hour: 'ชั่วโมง',
  },
  fileTitle: 'ใบเสนอราคา',
};

const EN: QuotationWords = {
  title: 'Quotation',
  taxId: 'Tax ID',
  headOffice: 'Head office',
  branch: (code) => `Branch ${code}`,
  number: 'No.',
  version: 'Version',
  date: 'Date',
  survey: 'Survey',
  customer: 'Customer',
  phone: 'Phone',
  columns: {
    no: 'No.',
    item: 'Item',
    qty: 'Qty',
    unit: 'Unit',
    price: 'Unit price',
    discount: 'Discount',
    choice: 'Choice',
    amount: 'Amount',
  },
  items: 'Items',
  optionalItems: 'Optional items',
  optionalHint: 'The customer may choose them when approving; not in the totals below',
  taken: 'Taken',
  notTaken: 'Not taken',
  noVat: 'no VAT',
  totals: {
    subtotal: 'Subtotal',
    discount: 'Promotion discount',
    vatFree: 'Items without VAT',
    base: 'Value before VAT',
    vat: `VAT ${VAT_RATE_PERCENT}%`,
    total: 'Total',
    optionalOpen: 'Optional items (not included)',
    optionalLeft: 'Optional items not taken',
  },
  vatIncluded: 'Prices include VAT',
  validUntil: (date) => `Valid until ${date}`,
  validFor: (days) => `Valid for ${days} days from sending`,
  state: {
    draft: 'Draft, not sent to the customer',
    declined: 'The customer declined this quotation',
    expired: 'This quotation has expired',
  },
  note: 'Note',
  terms: 'Terms',
  termList: (validity) => [
    `Prices include ${VAT_RATE_PERCENT}% VAT, except items marked as without VAT.`,
    `${validity}. The customer approves by signing on the tracking page or at the store.`,
    'Optional items are added to the total when the customer chooses them on approval.',
    'Once approved, Changdee books the installation on a free day of the team.',
    'Any extra work found on site is priced and agreed with the customer before it is done.',
  ],
  quotedBy: (name) => `Quoted by ${name}`,
  approvedBy: (name) => `Approved by ${name}`,
  approvedAt: (date, time) => `on ${date} at ${time}`,
  optionalTaken: 'Optional items taken',
  noneTaken: 'No optional items taken',
  page: (number, version, page, pages) => `${number} version ${version}  page ${page}/${pages}`,
  units: {
    metre: 'metre',
    piece: 'piece',
    point: 'point',
    set: 'set',
    square_metre: 'square metre',
    hour: 'hour',
  },
  fileTitle: 'Quotation',
};

export const QUOTATION_WORDS: Record<Locale, QuotationWords> = { th: TH, en: EN };
