import { readFileSync } from 'node:fs';
import type { Locale, LocalizedText } from '@changdee/domain/locale';
import { PRODUCT_IMAGE_PATH_PREFIX } from '@changdee/contract/catalog';
import type { SellingPointIcon } from '@changdee/domain/product-types';
import type { Transaction } from '../client';
import { createProduct, type NewProduct } from '../../modules/catalog/service';
import { DEMO_CHANNELS, DEMO_SERVICES } from './demo-keys';
import { SERVICE_CONTENT, type ServiceContent } from './catalog-content';

// The demo catalogue: the 24 DEMO_SERVICES in each demo channel, with the images drawn by
// scripts/generate-demo-images.ts (assets/products/manifest.json), information sections in Thai
// and English and the selling points. Builder merchants buy about 5% cheaper than retail stores.

interface ManifestImage {
  file: string;
  thumbnail: string;
  caption: LocalizedText;
}

const manifestUrl = new URL('../../../assets/products/manifest.json', import.meta.url);

function readManifest(): Record<string, ManifestImage[]> {
  return JSON.parse(readFileSync(manifestUrl, 'utf8')) as Record<string, ManifestImage[]>;
}

const CHANNEL_SETTINGS: Record<string, { skuPrefix: string; priceFactor: number }> = {
  [DEMO_CHANNELS.retail]: { skuPrefix: 'RTL', priceFactor: 1 },
  [DEMO_CHANNELS.builders]: { skuPrefix: 'BLD', priceFactor: 0.95 },
};

/** Whole baht, rounded to tens (prices end in 0 like the retail ones). */
const channelPrice = (baht: number, factor: number) =>
  factor === 1 ? baht : Math.round((baht * factor) / 10) * 10;

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

const list = (items: string[]) =>
  `<ul>${items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`;

function warrantyPeriod(days: number): LocalizedText {
  if (days % 365 === 0) {
    const years = days / 365;
    return { th: `${years} ปี`, en: `${years} year${years > 1 ? 's' : ''}` };
  }
  if (days % 30 === 0 && days >= 180) return { th: `${days / 30} เดือน`, en: `${days / 30} months` };
  return { th: `${days} วัน`, en: `${days} days` };
}

const COMMON_CONDITIONS = {
  th: [
    'ช่างเข้าปฏิบัติงานวันจันทร์–เสาร์ ช่วงเช้า 09.00–12.00 น. หรือช่วงบ่าย 13.00–17.00 น.',
    'หากต้องการเลื่อนนัดหมาย กรุณาแจ้งล่วงหน้าอย่างน้อย 24 ชั่วโมง',
    'กรณีหน้างานไม่พร้อม ช่างอาจขอเลื่อนวันนัดหมายโดยไม่มีค่าใช้จ่ายเพิ่ม',
  ],
  en: [
    'Technicians work Monday to Saturday, mornings 09.00–12.00 or afternoons 13.00–17.00.',
    'To move an appointment, please tell us at least 24 hours ahead.',
    'If the site is not ready, the technician may move the appointment at no extra cost.',
  ],
};

function earliestVisit(lockDays: number): LocalizedText {
  const days = lockDays + 1;
  return {
    th: `นัดหมายได้เร็วที่สุด ${days} วันหลังจากสั่งซื้อ`,
    en: `The earliest appointment is ${days} day${days > 1 ? 's' : ''} after the order.`,
  };
}

function informations(content: ServiceContent, lockDays: number): NewProduct['informations'] {
  const lang = (l: Locale) => {
    const details =
      `<p>${escapeHtml(content.intro[l])}</p>` +
      `<h3>${l === 'th' ? 'ขอบเขตงาน' : 'Scope of work'}</h3>${list(content.scope[l])}`;
    const included =
      list(content.included[l]) +
      `<p><strong>${l === 'th' ? 'ไม่รวม:' : 'Not included:'}</strong> ${escapeHtml(content.excluded[l])}</p>`;
    const conditions =
      list([earliestVisit(lockDays)[l], ...content.conditions[l], ...COMMON_CONDITIONS[l]]) +
      `<p style="font-size: 13px">${
        l === 'th' ? 'ราคารวมภาษีมูลค่าเพิ่มแล้ว' : 'Prices include VAT.'
      }</p>`;
    let last: { title: string; html: string };
    if (content.kind === 'I') {
      const period = warrantyPeriod(content.warrantyDays)[l];
      last = {
        title: l === 'th' ? 'การรับประกัน' : 'Warranty',
        html:
          `<p><span style="font-size: 18px"><strong>${
            l === 'th' ? `รับประกันงานติดตั้ง ${period}` : `${period} workmanship warranty`
          }</strong></span></p>` +
          `<table><thead><tr><th>${l === 'th' ? 'ครอบคลุม' : 'Covers'}</th><th>${
            l === 'th' ? 'ระยะเวลา' : 'Period'
          }</th></tr></thead><tbody>${content.warranty[l]
            .map((item) => `<tr><td>${escapeHtml(item)}</td><td>${period}</td></tr>`)
            .join('')}</tbody></table>` +
          `<p>${
            l === 'th'
              ? 'ไม่ครอบคลุมความเสียหายจากการใช้งานผิดวิธีหรือภัยธรรมชาติ แจ้งเคลมได้ที่ Help Center ของช่างดี'
              : 'Misuse and natural disasters are not covered. Claims go through the Changdee Help Center.'
          }</p>`,
      };
    } else {
      last = {
        title: l === 'th' ? 'หลังการสำรวจ' : 'After the survey',
        html: `<p>${l === 'th' ? 'สิ่งที่คุณจะได้รับ:' : 'What you receive:'}</p>${list(content.deliverables[l])}`,
      };
    }
    return [
      { title: l === 'th' ? 'รายละเอียดบริการ' : 'Service details', html: details },
      { title: l === 'th' ? 'สิ่งที่รวมในบริการ' : 'What’s included', html: included },
      { title: l === 'th' ? 'เงื่อนไขการให้บริการ' : 'Service conditions', html: conditions },
      last,
    ];
  };
  const th = lang('th');
  const en = lang('en');
  return th.map((section, i) => ({
    title: { th: section.title, en: en[i]!.title },
    content: { th: section.html, en: en[i]!.html },
  }));
}

function sellingPoints(content: ServiceContent): NewProduct['sellingPoints'] {
  const points: Array<{ text: LocalizedText; icon: SellingPointIcon }> = [];
  if (content.kind === 'I') {
    const period = warrantyPeriod(content.warrantyDays);
    points.push({
      icon: 'guarantee',
      text: { th: `รับประกันงานติดตั้ง ${period.th}`, en: `${period.en} workmanship warranty` },
    });
    points.push({
      icon: 'cube',
      text: { th: 'ช่างนำอุปกรณ์ติดตั้งมาตรฐานมาเอง', en: 'Technicians bring the standard materials' },
    });
  } else {
    points.push({
      icon: 'guarantee',
      text: { th: 'ช่างผ่านการรับรองจากช่างดี', en: 'Changdee-certified technicians' },
    });
    points.push(
      content.surveyDiscount
        ? {
            icon: 'cube',
            text: {
              th: 'หักค่าสำรวจคืนเมื่อสั่งงานติดตั้ง',
              en: 'Survey fee deducted when you book the work',
            },
          }
        : { icon: 'cube', text: { th: 'รายงานผลพร้อมใบเสนอราคา', en: 'A report and a quotation' } },
    );
  }
  points.push({
    icon: 'pin_location',
    text: { th: 'ช่างในพื้นที่ใกล้บ้านลูกค้า', en: 'Local technicians near your customer' },
  });
  return points;
}

export function demoProducts(manifest = readManifest()): NewProduct[] {
  const result: NewProduct[] = [];
  for (const channel of Object.values(DEMO_CHANNELS)) {
    const settings = CHANNEL_SETTINGS[channel]!;
    DEMO_SERVICES.forEach((service, index) => {
      const content = SERVICE_CONTENT[service.sku];
      const images = manifest[service.sku];
      if (!content || !images)
        throw new Error(`demo catalogue: no content or images for ${service.sku}`);
      if (content.kind !== service.productType)
        throw new Error(`demo catalogue: ${service.sku} is ${service.productType}`);
      const price = (baht: number) => channelPrice(baht, settings.priceFactor);
      result.push({
        channel,
        skuCode: service.sku,
        skuMapping: `${settings.skuPrefix}${String(100_001 + index)}`,
        typeOfWork: service.workType,
        name: content.name,
        lockDays: service.lockDays,
        position: index + 1,
        normalPrice: content.normalPrice ? price(content.normalPrice) : null,
        isSurveyDiscount: content.kind === 'S' && content.surveyDiscount,
        minQty: content.kind === 'I' ? content.minQty : 1,
        pricing:
          content.kind === 'S'
            ? { type: 'S', price: price(content.price) }
            : { type: 'I', unitPrice: price(content.unitPrice), unit: content.unit },
        images: images.map((image) => ({
          url: `${PRODUCT_IMAGE_PATH_PREFIX}${image.file}`,
          thumbnail: `${PRODUCT_IMAGE_PATH_PREFIX}${image.thumbnail}`,
          alt: {
            th: `${content.name.th} – ${image.caption.th}`,
            en: `${content.name.en} – ${image.caption.en}`,
          },
        })),
        informations: informations(content, service.lockDays),
        sellingPoints: sellingPoints(content),
      });
    });
  }
  return result;
}

export async function seedCatalog(tx: Transaction): Promise<void> {
  for (const product of demoProducts()) await createProduct(tx, product);
}
