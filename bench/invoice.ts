// How long one tax document takes to render as a PDF (issue 22: ≤ 200 ms), in this process with
// pdfmake and the shipped Sarabun (apps/server/src/modules/documents/render.ts): a full tax invoice
// of five services with long Thai names and a company buyer, and its credit note, beside the
// baseline of the same run: an empty A4 page through the same pdfmake and fonts. Median and p95
// of RUNS renders after a warm-up; prints figures, never fails on time.
// Run: npm run bench -- invoice   (BENCH_RUNS=40 by default)
import { documentAmounts } from '../packages/domain/src/tax-documents';
import type { DocumentContent } from '../apps/server/src/modules/documents/content';
import { renderDocument, renderPdf } from '../apps/server/src/modules/documents/render';

const RUNS = Number(process.env.BENCH_RUNS ?? 40);
const WARMUP = 5;

const services = [
  {
    name: 'ติดตั้งเครื่องปรับอากาศติดผนัง 12,000 BTU พร้อมท่อน้ำยาและรางครอบท่อ',
    qty: 2,
    unitPrice: 3500,
    discount: 500,
  },
  {
    name: 'สำรวจหน้างานติดตั้งระบบโซลาร์รูฟพร้อมประเมินโครงสร้างหลังคาและระบบไฟฟ้า',
    qty: 1,
    unitPrice: 1500,
    discount: 0,
  },
  {
    name: 'ล้างเครื่องปรับอากาศแบบตัดล้างใหญ่ทั้งชุดคอยล์ร้อนและคอยล์เย็น',
    qty: 3,
    unitPrice: 1200,
    discount: 300,
  },
  { name: 'ติดตั้งเครื่องทำน้ำอุ่นพร้อมสายดินและเบรกเกอร์กันดูด', qty: 1, unitPrice: 1890, discount: 200 },
  { name: 'ติดตั้งกล้องวงจรปิดภายนอกอาคารพร้อมเดินสายสัญญาณ', qty: 4, unitPrice: 990, discount: 0 },
];
const lines = services.map((s) => ({ ...s, value: s.qty * s.unitPrice - s.discount }));
const paid = lines.reduce((sum, line) => sum + line.value, 0);

const invoice: DocumentContent = {
  kind: 'tax_invoice',
  serial: 'TI00000-000123',
  issuedOn: '2031-06-10',
  orderNo: 'CO310610482913',
  seller: {
    name: 'บริษัท ช่างดี เซอร์วิส จำกัด',
    address: '1 ถนนบางนา-ตราด แขวงบางนาเหนือ เขตบางนา กรุงเทพมหานคร 10260',
    taxId: '0105561000011',
    branch: '00000',
  },
  buyer: {
    name: 'บริษัท เชียงใหม่ปรับอากาศและวิศวกรรมไฟฟ้า จำกัด (มหาชน)',
    address: '99/9 หมู่บ้านสวนหลวงร่มเกล้า ถนนห้วยแก้ว ศรีภูมิ เมืองเชียงใหม่ เชียงใหม่ 50200',
    taxId: '0105561000011',
    branch: '00001',
  },
  names: services.map((s) => s.name),
  amounts: documentAmounts(lines, paid),
  payment: 'พร้อมเพย์ (PromptPay)',
};
const creditNote: DocumentContent = {
  ...invoice,
  kind: 'credit_note',
  serial: 'CN00000-000007',
  credit: {
    document: 'ใบกำกับภาษี',
    serial: invoice.serial,
    issuedOn: invoice.issuedOn,
    reason: 'ลูกค้าขอยกเลิกงานก่อนวันนัด',
    originalBase: invoice.amounts.vat.base,
    correctBase: 0,
  },
};
const emptyPage = {
  pageSize: 'A4',
  defaultStyle: { font: 'Sarabun', fontSize: 10 },
  content: [{ text: '' }],
};

async function measure(render: () => Promise<Buffer>) {
  for (let i = 0; i < WARMUP; i += 1) await render();
  const times: number[] = [];
  let bytes = 0;
  for (let i = 0; i < RUNS; i += 1) {
    const started = performance.now();
    bytes = (await render()).length;
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!;
  return { median: at(0.5), p95: at(0.95), max: times.at(-1)!, bytes };
}

const rows = [
  ['empty A4 page (baseline)', await measure(() => renderPdf(emptyPage))],
  ['full tax invoice, 5 services', await measure(() => renderDocument(invoice))],
  ['credit note, 5 services', await measure(() => renderDocument(creditNote))],
] as const;

console.log(
  `PDF render on Node ${process.version}, ${RUNS} runs after ${WARMUP} warm-up (target ≤ 200 ms)`,
);
console.log('document                        median ms   p95 ms   max ms   bytes');
for (const [name, f] of rows)
  console.log(
    `${name.padEnd(32)}${f.median.toFixed(1).padStart(9)}${f.p95.toFixed(1).padStart(9)}${f.max
      .toFixed(1)
      .padStart(9)}${String(f.bytes).padStart(8)}`,
  );
