import { describe, expect, it } from 'vitest';
import { LOCALES } from './locale';
import {
  MESSAGE_EVENTS,
  MESSAGE_STATES,
  canResend,
  messageLink,
  MESSAGE_TITLES,
  messageText,
  nameInMessage,
  shortMessageText,
  smsText,
  type MessageFacts,
} from './order-messages';
import { MAX_SMS_SEGMENTS, smsLength } from './sms-segments';

// Every template, in both languages, with long real names, the largest amounts and a realistic
// public URL carrying a 43-character token, fits two SMS segments.
const token = 'q7D0b3Rk9xXwM2pLzA1cV8nE4tY6uH5jK0sW3fG9iOa';
const facts = (locale: 'th' | 'en', overrides: Partial<MessageFacts> = {}): MessageFacts => ({
  orderNo: 'CO261231999999',
  date: '2026-12-31',
  slot: '2',
  link: `https://service.changdee.co.th${locale === 'en' ? '/en' : ''}/t/${token}`,
  technician: 'ประเสริฐศักดิ์ ศรีสุวรรณวัฒนากุล',
  amount: 1_234_567,
  reason: locale === 'th' ? 'ยอดไม่ตรง' : 'the amount differs',
  validUntil: '2027-01-14',
  ...overrides,
});

describe('order message templates', () => {
  for (const event of MESSAGE_EVENTS)
    for (const locale of LOCALES)
      it(`${event} in ${locale} fits ${MAX_SMS_SEGMENTS} SMS segments with long names`, () => {
        for (const technician of [
          'ประเสริฐศักดิ์ ศรีสุวรรณวัฒนากุล',
          'Maximilian-Alexander Worthington',
          'สมชาย',
        ]) {
          const text = smsText(event, locale, facts(locale, { technician }));
          expect(smsLength(text).segments).toBeLessThanOrEqual(MAX_SMS_SEGMENTS);
          // The full form fits with this URL: nothing is left out.
          expect(text).toBe(messageText(event, locale, facts(locale, { technician })));
          expect(text).toContain('CO261231999999');
          expect(text).toContain(facts(locale).link);
        }
      });

  it('tells why a transfer slip was not accepted', () => {
    expect(messageText('payment_slip_rejected', 'th', facts('th'))).toBe(
      `สลิปงาน CO261231999999 ไม่ผ่าน: ยอดไม่ตรง แนบใหม่ ${facts('th').link}`,
    );
    expect(messageText('payment_slip_rejected', 'en', facts('en'))).toBe(
      `The transfer slip for CO261231999999 was not accepted: the amount differs. Attach a new one ${facts('en').link}`,
    );
  });

  it('asks the customer to approve the technician’s extras on their page (decision 080)', () => {
    expect(messageText('extras_proposed', 'th', facts('th'))).toBe(
      `ช่างเพิ่มรายการงาน CO261231999999 รอคุณอนุมัติ ${facts('th').link}`,
    );
    expect(messageText('extras_proposed', 'en', facts('en'))).toBe(
      `Extras for CO261231999999 await your approval ${facts('en').link}`,
    );
    expect(MESSAGE_TITLES.extras_proposed).toEqual({
      th: 'รายการเพิ่มรออนุมัติ',
      en: 'Extras to approve',
    });
  });

  it('tells a quotation ready and ending soon with its last day (decision 081)', () => {
    expect(messageText('quotation_sent', 'th', facts('th'))).toBe(
      `ใบเสนอราคางาน CO261231999999 ใช้ได้ถึง 14 ม.ค. 2570 ${facts('th').link}`,
    );
    expect(messageText('quotation_sent', 'en', facts('en'))).toBe(
      `The quotation for CO261231999999 is ready, valid until 14 Jan 2027. See it at ${facts('en').link}`,
    );
    expect(messageText('quotation_expiring', 'th', facts('th'))).toBe(
      `ใบเสนอราคา CO261231999999 หมดอายุหลัง 14 ม.ค. 2570 ${facts('th').link}`,
    );
    expect(messageText('quotation_expiring', 'en', facts('en'))).toBe(
      `The quotation for CO261231999999 ends on 14 Jan 2027. See and approve it at ${facts('en').link}`,
    );
  });

  it('writes the date with the Buddhist year in Thai and the Gregorian one in English', () => {
    expect(messageText('placed', 'th', facts('th'))).toContain('31 ธ.ค. 2569 13.00-17.00');
    expect(messageText('placed', 'en', facts('en'))).toContain('31 Dec 2026 13.00-17.00');
  });

  it('tells an approved quotation with the installation booked and its date (decision 079)', () => {
    expect(messageText('quotation_approved', 'th', facts('th'))).toBe(
      `อนุมัติแล้ว CO261231999999 นัด 31 ธ.ค. 2569 13.00-17.00 ${facts('th').link}`,
    );
    expect(messageText('quotation_approved', 'en', facts('en'))).toBe(
      `Quotation approved: installation CO261231999999 on 31 Dec 2026 13.00-17.00 ${facts('en').link}`,
    );
  });

  it('names the technician by at most 12 characters as read, and the amounts in baht', () => {
    expect(nameInMessage('ประเสริฐศักดิ์ ศรีสุวรรณ')).toBe('ประเสริฐศักดิ์');
    expect(nameInMessage('  สมชาย ')).toBe('สมชาย');
    expect(nameInMessage('Maximilian-Alexander Worthington')).toBe('Maximilian-A');
    expect(nameInMessage(null)).toBe('');
    expect(messageText('on_the_way', 'th', facts('th', { technician: 'สมชาย' }))).toContain(
      'ช่างสมชายกำลังไป',
    );
    expect(messageText('on_the_way', 'en', facts('en', { technician: undefined }))).toMatch(
      /^ is on the way/,
    );
    expect(messageText('paid', 'th', facts('th'))).toContain('1,234,567 บ.');
    expect(messageText('refund_recorded', 'en', facts('en', { amount: null }))).toContain('THB 0 ');
  });

  it('falls back to the short form when a long public URL would need a third segment', () => {
    const long = facts('th', {
      link: `https://customers.service.changdee.example.co.th/t/${token}`,
    });
    const text = smsText('technician_assigned', 'th', long);
    expect(text).toBe(shortMessageText('technician_assigned', 'th', long));
    expect(text).toBe(`CO261231999999 ได้ช่างแล้ว ${long.link}`);
    expect(smsLength(text).segments).toBeLessThanOrEqual(MAX_SMS_SEGMENTS);
  });
});

describe('messageLink', () => {
  it('takes the paid message to the tracking page’s documents, every other to the page', () => {
    const link = facts('th').link;
    expect(messageLink('paid', link)).toBe(`${link}#docs`);
    for (const event of MESSAGE_EVENTS.filter((e) => e !== 'paid'))
      expect(messageLink(event, link)).toBe(link);
    expect(messageText('paid', 'en', facts('en'))).toContain(`${facts('en').link}#docs`);
    const long = facts('th', {
      link: `https://customers.service.changdee.example.co.th/t/${token}`,
    });
    const text = smsText('paid', 'th', long);
    expect(text).toBe(`CO261231999999 ได้รับเงินแล้ว ${long.link}#docs`);
    expect(smsLength(text).segments).toBeLessThanOrEqual(MAX_SMS_SEGMENTS);
  });
});

describe('canResend', () => {
  it('sends again what died or went out, never what the worker still retries', () => {
    expect(MESSAGE_STATES.filter(canResend)).toEqual(['sent', 'dead']);
  });
});
