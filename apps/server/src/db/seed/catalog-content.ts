import type { LocalizedText } from '@changdee/domain/locale';

// What the demo catalogue says about each of the 24 demo services (demo-keys.ts DEMO_SERVICES):
// names, prices in whole baht, units, quantities and the material of the information sections.
// The seeder (catalog.ts) turns this into products, information HTML and selling points.

type Lines = { th: string[]; en: string[] };

interface ServiceBase {
  name: LocalizedText;
  /** One or two sentences that open the service details. */
  intro: LocalizedText;
  scope: Lines;
  included: Lines;
  excluded: LocalizedText;
  /** Conditions particular to this service (the common ones are added by the seeder). */
  conditions: Lines;
  normalPrice?: number;
}

export interface SurveyContent extends ServiceBase {
  kind: 'S';
  price: number;
  /** The survey fee is deducted when the customer books the installation. */
  surveyDiscount: boolean;
  /** What the customer receives after the visit. */
  deliverables: Lines;
}

export interface InstallationContent extends ServiceBase {
  kind: 'I';
  unitPrice: number;
  unit: LocalizedText;
  minQty: number;
  warrantyDays: number;
  /** What the warranty covers. */
  warranty: Lines;
}

export type ServiceContent = SurveyContent | InstallationContent;

const UNIT = {
  machine: { th: 'เครื่อง', en: 'unit' },
  point: { th: 'จุด', en: 'point' },
  set: { th: 'ชุด', en: 'set' },
  cartridge: { th: 'ไส้กรอง', en: 'cartridge' },
  panel: { th: 'แผง', en: 'panel' },
  camera: { th: 'ตัว', en: 'camera' },
  metre: { th: 'เมตร', en: 'm' },
  squareMetre: { th: 'ตร.ม.', en: 'm²' },
} as const;

export const SERVICE_CONTENT: Record<string, ServiceContent> = {
  'SV-AC-SURVEY': {
    kind: 'S',
    name: {
      th: 'สำรวจหน้างานติดตั้งแอร์ (เครื่องปรับอากาศ)',
      en: 'Air Conditioner Installation Site Survey',
    },
    price: 300,
    normalPrice: 500,
    surveyDiscount: true,
    intro: {
      th: 'ช่างเข้าตรวจพื้นที่ก่อนติดตั้งแอร์ เพื่อเลือกขนาด BTU ที่เหมาะกับห้อง จุดวางคอยล์ร้อน และแนวท่อที่สั้นและเรียบร้อยที่สุด',
      en: 'A technician visits before the installation to size the BTU for the room and plan the best place for the outdoor unit and the shortest, neatest pipe route.',
    },
    scope: {
      th: [
        'วัดขนาดห้องและทิศทางแดดเพื่อคำนวณ BTU',
        'ตรวจผนังและโครงสร้างสำหรับยึดคอยล์เย็น',
        'กำหนดตำแหน่งคอยล์ร้อนและแนวเดินท่อน้ำยา',
        'ตรวจระบบไฟฟ้าและขนาดเบรกเกอร์ที่ต้องใช้',
      ],
      en: [
        'Measure the room and its sun exposure to work out the BTU',
        'Check the wall and structure that will hold the indoor unit',
        'Choose the outdoor unit position and the refrigerant pipe route',
        'Check the wiring and the breaker size the unit needs',
      ],
    },
    included: {
      th: [
        'การเดินทางของช่างในพื้นที่ให้บริการ',
        'รายงานผลสำรวจพร้อมรูปถ่ายหน้างาน',
        'ใบเสนอราคาค่าติดตั้งและอุปกรณ์เพิ่มเติม',
      ],
      en: [
        'The technician’s travel within the service area',
        'A survey report with photos of the site',
        'A quotation for the installation and any extra materials',
      ],
    },
    excluded: { th: 'ค่าอุปกรณ์และค่าติดตั้งจริง', en: 'Materials and the installation itself' },
    conditions: {
      th: ['สำรวจได้สูงสุด 3 ห้องต่อการนัดหมาย 1 ครั้ง'],
      en: ['Up to 3 rooms per visit'],
    },
    deliverables: {
      th: [
        'ขนาด BTU ที่แนะนำสำหรับแต่ละห้อง',
        'ความยาวท่อและรายการอุปกรณ์เสริมโดยประมาณ',
        'ค่าสำรวจนำไปหักเป็นส่วนลดเมื่อสั่งติดตั้งภายใน 30 วัน',
      ],
      en: [
        'The recommended BTU for each room',
        'The estimated pipe length and extra materials',
        'The survey fee is deducted from the installation if booked within 30 days',
      ],
    },
  },
  'IN-AC-9000': {
    kind: 'I',
    name: {
      th: 'ติดตั้งแอร์ติดผนัง ขนาด 9,000–12,000 BTU',
      en: 'Wall-Mounted Air Conditioner Installation, 9,000–12,000 BTU',
    },
    unitPrice: 2500,
    normalPrice: 3000,
    unit: UNIT.machine,
    minQty: 1,
    warrantyDays: 365,
    intro: {
      th: 'ติดตั้งแอร์ติดผนังขนาดเล็กสำหรับห้องนอนหรือห้องทำงานไม่เกิน 20 ตร.ม. โดยช่างที่ผ่านการรับรอง ทำงานสะอาด ทดสอบระบบก่อนส่งมอบ',
      en: 'Installation of a small wall-mounted air conditioner for a bedroom or study of up to 20 m², by certified technicians who work cleanly and test the system before hand-over.',
    },
    scope: {
      th: [
        'ติดตั้งคอยล์เย็นและคอยล์ร้อนตามตำแหน่งที่ตกลง',
        'เดินท่อน้ำยาและท่อน้ำทิ้งพร้อมหุ้มฉนวน',
        'ทำสุญญากาศระบบ (Vacuum) ก่อนเปิดน้ำยา',
        'ทดสอบการทำความเย็นและวัดแรงดันน้ำยา',
      ],
      en: [
        'Mount the indoor and outdoor units where agreed',
        'Run insulated refrigerant and drain pipes',
        'Vacuum the system before releasing the refrigerant',
        'Test the cooling and measure the refrigerant pressure',
      ],
    },
    included: {
      th: [
        'ท่อน้ำยาทองแดงพร้อมฉนวน ยาวไม่เกิน 4 เมตร',
        'ขาแขวนคอยล์ร้อนมาตรฐาน',
        'สายไฟจากเบรกเกอร์ไม่เกิน 10 เมตร',
        'เก็บงานและทำความสะอาดพื้นที่',
      ],
      en: [
        'Insulated copper pipe up to 4 m',
        'A standard outdoor-unit bracket',
        'Wiring from the breaker up to 10 m',
        'Clean-up of the work area',
      ],
    },
    excluded: {
      th: 'ท่อส่วนเกิน 4 เมตร (คิดเมตรละ 350 บาท) รางครอบท่อ และงานเจาะผนังคอนกรีตหนาเกิน 20 ซม.',
      en: 'Pipe beyond 4 m (350 baht per metre), pipe covers and drilling concrete walls thicker than 20 cm',
    },
    conditions: {
      th: [
        'ลูกค้าต้องมีเครื่องปรับอากาศพร้อมติดตั้ง ณ วันนัดหมาย',
        'ติดตั้งที่ความสูงไม่เกินชั้น 3 หรือมีพื้นที่ปลอดภัยสำหรับวางคอยล์ร้อน',
      ],
      en: [
        'The air conditioner must be on site on the booked day',
        'Up to the third floor, or where the outdoor unit can be placed safely',
      ],
    },
    warranty: {
      th: ['รั่วซึมของท่อน้ำยาและจุดเชื่อมต่อ', 'น้ำหยดจากการติดตั้งท่อน้ำทิ้ง', 'การยึดคอยล์เย็นและคอยล์ร้อน'],
      en: [
        'Leaks at the refrigerant pipes and joints',
        'Drips caused by the drain pipe installation',
        'The mounting of the indoor and outdoor units',
      ],
    },
  },
  'IN-AC-18000': {
    kind: 'I',
    name: {
      th: 'ติดตั้งแอร์ติดผนัง ขนาด 18,000–24,000 BTU',
      en: 'Wall-Mounted Air Conditioner Installation, 18,000–24,000 BTU',
    },
    unitPrice: 3500,
    normalPrice: 4000,
    unit: UNIT.machine,
    minQty: 1,
    warrantyDays: 365,
    intro: {
      th: 'ติดตั้งแอร์ขนาดใหญ่สำหรับห้องนั่งเล่นหรือห้องประชุม 25–40 ตร.ม. ใช้ทีมช่าง 2 คน พร้อมอุปกรณ์ยกคอยล์ร้อนอย่างปลอดภัย',
      en: 'Installation of a large air conditioner for a living or meeting room of 25–40 m², by a team of two with safe lifting gear for the outdoor unit.',
    },
    scope: {
      th: [
        'ติดตั้งคอยล์เย็นและคอยล์ร้อนขนาดใหญ่',
        'เดินท่อน้ำยาขนาดตามรุ่นพร้อมฉนวนหนา 3/8 นิ้ว',
        'ทำสุญญากาศและทดสอบการรั่วด้วยไนโตรเจน',
        'ตั้งค่าระบบและแนะนำการใช้งานให้ลูกค้า',
      ],
      en: [
        'Mount the large indoor and outdoor units',
        'Run the right size refrigerant pipes with 3/8-inch insulation',
        'Vacuum and pressure-test with nitrogen',
        'Set up the system and show the customer how to use it',
      ],
    },
    included: {
      th: [
        'ท่อน้ำยาทองแดงพร้อมฉนวน ยาวไม่เกิน 4 เมตร',
        'ขาแขวนหรือฐานวางคอยล์ร้อนมาตรฐาน',
        'สายไฟจากเบรกเกอร์ไม่เกิน 10 เมตร',
        'เก็บงานและทำความสะอาดพื้นที่',
      ],
      en: [
        'Insulated copper pipe up to 4 m',
        'A standard outdoor-unit bracket or stand',
        'Wiring from the breaker up to 10 m',
        'Clean-up of the work area',
      ],
    },
    excluded: {
      th: 'ท่อส่วนเกิน 4 เมตร (คิดเมตรละ 450 บาท) เบรกเกอร์ใหม่ และนั่งร้านสำหรับงานภายนอกอาคาร',
      en: 'Pipe beyond 4 m (450 baht per metre), a new breaker and scaffolding for outside work',
    },
    conditions: {
      th: ['ระบบไฟฟ้าต้องรองรับกระแสตามสเปกเครื่อง', 'ลูกค้าต้องมีเครื่องปรับอากาศพร้อมติดตั้ง ณ วันนัดหมาย'],
      en: [
        'The wiring must carry the current the unit needs',
        'The air conditioner must be on site on the booked day',
      ],
    },
    warranty: {
      th: ['รั่วซึมของท่อน้ำยาและจุดเชื่อมต่อ', 'น้ำหยดจากการติดตั้งท่อน้ำทิ้ง', 'การยึดคอยล์เย็นและคอยล์ร้อน'],
      en: [
        'Leaks at the refrigerant pipes and joints',
        'Drips caused by the drain pipe installation',
        'The mounting of the indoor and outdoor units',
      ],
    },
  },
  'IN-AC-CLEAN': {
    kind: 'I',
    name: { th: 'ล้างแอร์ติดผนัง (ล้างปกติ)', en: 'Wall-Mounted Air Conditioner Cleaning' },
    unitPrice: 600,
    normalPrice: 700,
    unit: UNIT.machine,
    minQty: 1,
    warrantyDays: 30,
    intro: {
      th: 'ล้างทำความสะอาดแอร์ด้วยเครื่องฉีดน้ำแรงดันสูง ช่วยให้แอร์เย็นเร็ว ประหยัดไฟ และลดฝุ่นและกลิ่นอับในห้อง แนะนำทุก 6 เดือน',
      en: 'A high-pressure wash that makes the unit cool faster, use less power and blow less dust and odour into the room. Recommended every six months.',
    },
    scope: {
      th: [
        'ล้างแผ่นกรองฝุ่นและแผงคอยล์เย็น',
        'ล้างถาดและท่อน้ำทิ้ง',
        'ล้างแผงคอยล์ร้อนด้วยน้ำแรงดันสูง',
        'ตรวจวัดแรงดันน้ำยาและกระแสไฟ',
      ],
      en: [
        'Wash the filters and the indoor coil',
        'Clean the drain tray and pipe',
        'Pressure-wash the outdoor coil',
        'Check the refrigerant pressure and the current',
      ],
    },
    included: {
      th: ['ผ้าใบรองน้ำกันเปื้อน', 'น้ำยาทำความสะอาดแบบไม่กัดกร่อน', 'รายงานสภาพเครื่องหลังล้าง'],
      en: [
        'A drop sheet that keeps the room clean',
        'A non-corrosive cleaning agent',
        'A report on the unit’s condition after the wash',
      ],
    },
    excluded: { th: 'การเติมน้ำยาแอร์และการซ่อมชิ้นส่วน', en: 'Refrigerant top-up and repairs' },
    conditions: {
      th: ['แอร์ติดผนังขนาดไม่เกิน 24,000 BTU', 'ต้องเข้าถึงคอยล์ร้อนได้โดยไม่ต้องใช้นั่งร้าน'],
      en: [
        'Wall-mounted units up to 24,000 BTU',
        'The outdoor unit must be reachable without scaffolding',
      ],
    },
    warranty: {
      th: ['น้ำหยดหลังการล้างภายใน 30 วัน', 'ความเสียหายที่เกิดจากการล้าง'],
      en: ['Drips within 30 days of the cleaning', 'Damage caused by the cleaning'],
    },
  },
  'IN-AC-DEEP-CLEAN': {
    kind: 'I',
    name: { th: 'ล้างแอร์แบบถอดล้างใหญ่', en: 'Air Conditioner Deep Cleaning (Full Disassembly)' },
    unitPrice: 1500,
    normalPrice: 1800,
    unit: UNIT.machine,
    minQty: 1,
    warrantyDays: 60,
    intro: {
      th: 'ถอดชิ้นส่วนคอยล์เย็นทั้งหมดลงมาล้าง รวมถึงโพรงกระรอก เหมาะกับแอร์ที่มีกลิ่นอับ มีเชื้อรา หรือไม่ได้ล้างมานานกว่า 1 ปี',
      en: 'The indoor unit is taken apart and every part washed, the blower wheel included. For units that smell musty, have mould or have not been cleaned for over a year.',
    },
    scope: {
      th: [
        'ถอดฝาครอบ ถาดน้ำทิ้ง และโพรงกระรอกออกมาล้าง',
        'ล้างแผงคอยล์เย็นและคอยล์ร้อนด้วยน้ำยาฆ่าเชื้อ',
        'ตรวจสภาพมอเตอร์และแผงควบคุม',
        'ประกอบกลับและทดสอบการทำงาน',
      ],
      en: [
        'Remove and wash the cover, drain tray and blower wheel',
        'Wash the indoor and outdoor coils with a disinfectant',
        'Check the fan motor and the control board',
        'Reassemble and test',
      ],
    },
    included: {
      th: ['น้ำยาฆ่าเชื้อราและแบคทีเรีย', 'ผ้าใบรองน้ำกันเปื้อน', 'รายงานสภาพเครื่องพร้อมรูปก่อนและหลังล้าง'],
      en: [
        'A mould and bacteria disinfectant',
        'A drop sheet that keeps the room clean',
        'A report with before and after photos',
      ],
    },
    excluded: { th: 'อะไหล่ที่ต้องเปลี่ยนและการเติมน้ำยาแอร์', en: 'Spare parts and refrigerant top-up' },
    conditions: {
      th: ['ใช้เวลาประมาณ 2–3 ชั่วโมงต่อเครื่อง', 'แอร์ติดผนังขนาดไม่เกิน 24,000 BTU'],
      en: ['About 2–3 hours per unit', 'Wall-mounted units up to 24,000 BTU'],
    },
    warranty: {
      th: ['น้ำหยดหลังการล้างภายใน 60 วัน', 'ความเสียหายที่เกิดจากการถอดประกอบ'],
      en: ['Drips within 60 days of the cleaning', 'Damage caused by taking the unit apart'],
    },
  },
  'SV-WH-SURVEY': {
    kind: 'S',
    name: { th: 'สำรวจหน้างานติดตั้งเครื่องทำน้ำอุ่น', en: 'Water Heater Installation Site Survey' },
    price: 200,
    surveyDiscount: true,
    intro: {
      th: 'ตรวจห้องน้ำ ระบบไฟ และแรงดันน้ำก่อนติดตั้งเครื่องทำน้ำอุ่น เพื่อเลือกรุ่นและกำลังไฟที่เหมาะสมและปลอดภัย',
      en: 'A check of the bathroom, the wiring and the water pressure before a water heater is installed, to choose a safe model and power rating.',
    },
    scope: {
      th: [
        'ตรวจระบบไฟฟ้า สายดิน และเบรกเกอร์กันดูด',
        'วัดแรงดันน้ำที่จุดติดตั้ง',
        'กำหนดตำแหน่งติดตั้งและแนวเดินสายไฟ',
      ],
      en: [
        'Check the wiring, the earth and the RCD breaker',
        'Measure the water pressure at the shower',
        'Choose the mounting point and the cable route',
      ],
    },
    included: {
      th: ['การเดินทางของช่างในพื้นที่ให้บริการ', 'รายงานผลสำรวจพร้อมรูปถ่าย', 'ใบเสนอราคาติดตั้ง'],
      en: [
        'The technician’s travel within the service area',
        'A survey report with photos',
        'An installation quotation',
      ],
    },
    excluded: { th: 'ค่าอุปกรณ์และค่าติดตั้งจริง', en: 'Materials and the installation itself' },
    conditions: { th: ['สำรวจได้สูงสุด 2 ห้องน้ำต่อการนัดหมาย'], en: ['Up to 2 bathrooms per visit'] },
    deliverables: {
      th: [
        'กำลังไฟของเครื่องที่แนะนำ (วัตต์)',
        'รายการอุปกรณ์ไฟฟ้าที่ต้องเพิ่ม เช่น สายดินหรือเบรกเกอร์',
        'ค่าสำรวจนำไปหักเป็นส่วนลดเมื่อสั่งติดตั้งภายใน 30 วัน',
      ],
      en: [
        'The recommended heater power (watts)',
        'Electrical work needed, such as an earth or a breaker',
        'The survey fee is deducted from the installation if booked within 30 days',
      ],
    },
  },
  'IN-WH-INSTALL': {
    kind: 'I',
    name: { th: 'ติดตั้งเครื่องทำน้ำอุ่น', en: 'Water Heater Installation' },
    unitPrice: 1200,
    normalPrice: 1500,
    unit: UNIT.machine,
    minQty: 1,
    warrantyDays: 180,
    intro: {
      th: 'ติดตั้งเครื่องทำน้ำอุ่นไฟฟ้าแบบจุดเดียว ขนาดไม่เกิน 6,000 วัตต์ พร้อมสายดินและทดสอบระบบตัดไฟรั่ว',
      en: 'Installation of a single-point electric water heater of up to 6,000 W, with an earth connection and a test of the leakage cut-off.',
    },
    scope: {
      th: [
        'ยึดตัวเครื่องและราวฝักบัว',
        'ต่อท่อน้ำเข้าเครื่องพร้อมวาล์ว',
        'เดินสายไฟและสายดินจากเบรกเกอร์',
        'ทดสอบระบบตัดไฟรั่ว (ELCB)',
      ],
      en: [
        'Mount the heater and the shower rail',
        'Connect the water inlet with a valve',
        'Run the power and earth cables from the breaker',
        'Test the leakage cut-off (ELCB)',
      ],
    },
    included: {
      th: ['สายไฟ VCT ไม่เกิน 10 เมตร', 'หลักดินและสายดิน', 'ข้อต่อและเทปพันเกลียว'],
      en: ['VCT cable up to 10 m', 'An earth rod and earth cable', 'Fittings and thread tape'],
    },
    excluded: {
      th: 'เบรกเกอร์ใหม่ รางครอบสายไฟ และงานเจาะกระเบื้อง',
      en: 'A new breaker, cable trunking and drilling through tiles',
    },
    conditions: {
      th: ['ลูกค้าต้องมีเครื่องทำน้ำอุ่นพร้อมติดตั้ง ณ วันนัดหมาย', 'ระบบไฟฟ้าต้องรองรับกำลังไฟของเครื่อง'],
      en: [
        'The heater must be on site on the booked day',
        'The wiring must carry the heater’s power',
      ],
    },
    warranty: {
      th: ['รั่วซึมที่จุดต่อท่อน้ำ', 'การเดินสายไฟและสายดิน'],
      en: ['Leaks at the water connections', 'The power and earth wiring'],
    },
  },
  'SV-WP-SURVEY': {
    kind: 'S',
    name: { th: 'สำรวจระบบปั๊มน้ำและแรงดันน้ำ', en: 'Water Pump and Pressure Survey' },
    price: 300,
    surveyDiscount: false,
    intro: {
      th: 'ตรวจปัญหาน้ำไหลอ่อนหรือปั๊มตัดต่อบ่อย และแนะนำขนาดปั๊มและถังเก็บน้ำที่เหมาะกับจำนวนจุดใช้น้ำ',
      en: 'A look at weak water flow or a pump that keeps switching, with advice on the pump and tank size for the number of taps.',
    },
    scope: {
      th: ['วัดแรงดันและอัตราการไหลของน้ำ', 'ตรวจท่อ วาล์ว และถังเก็บน้ำ', 'ตรวจระบบไฟฟ้าของปั๊มเดิม'],
      en: [
        'Measure water pressure and flow',
        'Check the pipes, valves and tank',
        'Check the existing pump’s wiring',
      ],
    },
    included: {
      th: ['การเดินทางของช่างในพื้นที่ให้บริการ', 'รายงานผลสำรวจพร้อมคำแนะนำ'],
      en: [
        'The technician’s travel within the service area',
        'A survey report with recommendations',
      ],
    },
    excluded: { th: 'การซ่อมหรือเปลี่ยนปั๊ม', en: 'Repairing or replacing the pump' },
    conditions: { th: ['บ้านพักอาศัยไม่เกิน 3 ชั้น'], en: ['Homes of up to three floors'] },
    deliverables: {
      th: ['ขนาดปั๊มและถังที่แนะนำ', 'จุดที่ควรแก้ไขในระบบท่อ'],
      en: ['The recommended pump and tank size', 'What should be fixed in the pipework'],
    },
  },
  'IN-WP-INSTALL': {
    kind: 'I',
    name: { th: 'ติดตั้งปั๊มน้ำอัตโนมัติ', en: 'Automatic Water Pump Installation' },
    unitPrice: 1800,
    unit: UNIT.machine,
    minQty: 1,
    warrantyDays: 180,
    intro: {
      th: 'ติดตั้งปั๊มน้ำอัตโนมัติสำหรับบ้านพักอาศัย พร้อมเช็กวาล์วกันกลับและสวิตช์แรงดัน ให้น้ำแรงสม่ำเสมอทุกชั้น',
      en: 'Installation of an automatic home water pump with a check valve and pressure switch, for steady pressure on every floor.',
    },
    scope: {
      th: [
        'ติดตั้งฐานปั๊มและยึดตัวปั๊ม',
        'ต่อท่อดูดและท่อจ่ายพร้อมยูเนี่ยน',
        'ติดตั้งเช็กวาล์วและบอลวาล์ว',
        'เดินสายไฟและทดสอบแรงดัน',
      ],
      en: [
        'Set the pump base and fix the pump',
        'Connect suction and delivery pipes with unions',
        'Fit a check valve and ball valves',
        'Wire it up and test the pressure',
      ],
    },
    included: {
      th: ['ท่อ PVC และข้อต่อไม่เกิน 3 เมตร', 'บอลวาล์ว 2 ตัวและเช็กวาล์ว 1 ตัว', 'สายไฟไม่เกิน 10 เมตร'],
      en: [
        'PVC pipe and fittings up to 3 m',
        'Two ball valves and a check valve',
        'Cable up to 10 m',
      ],
    },
    excluded: { th: 'ตัวปั๊ม ถังเก็บน้ำ และหลังคาคลุมปั๊ม', en: 'The pump, a tank and a pump cover' },
    conditions: {
      th: ['ลูกค้าต้องมีปั๊มน้ำพร้อมติดตั้ง ณ วันนัดหมาย'],
      en: ['The pump must be on site on the booked day'],
    },
    warranty: {
      th: ['รั่วซึมที่จุดต่อท่อ', 'การเดินสายไฟ'],
      en: ['Leaks at the pipe joints', 'The wiring'],
    },
  },
  'IN-WF-UNDERSINK': {
    kind: 'I',
    name: { th: 'ติดตั้งเครื่องกรองน้ำใต้ซิงก์', en: 'Under-Sink Water Filter Installation' },
    unitPrice: 900,
    unit: UNIT.set,
    minQty: 1,
    warrantyDays: 90,
    intro: {
      th: 'ติดตั้งเครื่องกรองน้ำแบบ 3–5 ขั้นตอนใต้ซิงก์ครัว พร้อมก๊อกน้ำดื่มแยก ไม่ต้องเจาะผนัง',
      en: 'Installation of a 3–5 stage filter under the kitchen sink with its own drinking tap, without drilling the wall.',
    },
    scope: {
      th: [
        'ยึดชุดกรองใต้ซิงก์',
        'ต่อท่อน้ำเข้าด้วยวาล์วสามทาง',
        'เจาะซิงก์ติดตั้งก๊อกน้ำดื่ม',
        'ไล่อากาศและล้างไส้กรองก่อนใช้งาน',
      ],
      en: [
        'Fix the filter set under the sink',
        'Tap into the supply with a three-way valve',
        'Drill the sink and fit the drinking tap',
        'Bleed the air and flush the cartridges',
      ],
    },
    included: {
      th: ['วาล์วสามทางและสายน้ำ', 'เจาะซิงก์สแตนเลส 1 รู'],
      en: ['A three-way valve and hoses', 'One hole drilled in a steel sink'],
    },
    excluded: {
      th: 'ตัวเครื่องกรองและไส้กรอง และการเจาะซิงก์หินหรือเซรามิก',
      en: 'The filter and its cartridges, and drilling stone or ceramic sinks',
    },
    conditions: {
      th: ['ต้องมีพื้นที่ใต้ซิงก์สูงไม่น้อยกว่า 45 ซม.'],
      en: ['At least 45 cm of height under the sink'],
    },
    warranty: {
      th: ['รั่วซึมที่จุดต่อสายน้ำและก๊อก'],
      en: ['Leaks at the hose connections and the tap'],
    },
  },
  'IN-WF-CARTRIDGE': {
    kind: 'I',
    name: { th: 'เปลี่ยนไส้กรองน้ำ', en: 'Water Filter Cartridge Replacement' },
    unitPrice: 250,
    unit: UNIT.cartridge,
    minQty: 1,
    warrantyDays: 30,
    intro: {
      th: 'เปลี่ยนไส้กรองตามรอบการใช้งาน ล้างกระบอกกรอง และตรวจการรั่วซึม ให้ได้น้ำดื่มสะอาดอยู่เสมอ',
      en: 'Cartridges replaced on schedule, housings washed and checked for leaks, for clean drinking water all the time.',
    },
    scope: {
      th: [
        'ปิดน้ำและระบายแรงดัน',
        'ถอดไส้กรองเก่าและล้างกระบอก',
        'ใส่ไส้กรองใหม่และเปลี่ยนโอริงที่เสื่อม',
        'ล้างไส้กรองใหม่และตรวจการรั่ว',
      ],
      en: [
        'Shut the water and release the pressure',
        'Remove the old cartridges and wash the housings',
        'Fit the new cartridges and replace worn O-rings',
        'Flush the new cartridges and check for leaks',
      ],
    },
    included: {
      th: ['โอริงทดแทน', 'สติกเกอร์บันทึกวันเปลี่ยนไส้กรอง'],
      en: ['Replacement O-rings', 'A sticker with the change date'],
    },
    excluded: {
      th: 'ไส้กรองใหม่ (ลูกค้าจัดเตรียม)',
      en: 'The new cartridges (supplied by the customer)',
    },
    conditions: {
      th: ['ใช้ได้กับเครื่องกรองแบบกระบอกมาตรฐาน 10 นิ้ว'],
      en: ['For standard 10-inch housings'],
    },
    warranty: { th: ['รั่วซึมที่กระบอกกรองหลังเปลี่ยน'], en: ['Leaks at the housings after the change'] },
  },
  'SV-SOLAR-SURVEY': {
    kind: 'S',
    name: { th: 'สำรวจหลังคาเพื่อติดตั้งโซลาร์เซลล์', en: 'Rooftop Solar Site Survey' },
    price: 1500,
    normalPrice: 2000,
    surveyDiscount: true,
    intro: {
      th: 'วิศวกรเข้าสำรวจโครงสร้างหลังคา ทิศทางแดด และค่าไฟย้อนหลัง เพื่อออกแบบระบบโซลาร์ที่คุ้มค่าที่สุด',
      en: 'An engineer checks the roof structure, its orientation and your past electricity bills to design the most worthwhile solar system.',
    },
    scope: {
      th: [
        'ตรวจโครงสร้างและวัสดุหลังคา',
        'วัดพื้นที่และมุมเอียงของหลังคา',
        'ตรวจตู้ไฟและมิเตอร์',
        'วิเคราะห์ค่าไฟย้อนหลัง 12 เดือน',
      ],
      en: [
        'Check the roof structure and material',
        'Measure the roof area and pitch',
        'Check the consumer unit and meter',
        'Analyse 12 months of electricity bills',
      ],
    },
    included: {
      th: ['รายงานออกแบบระบบเบื้องต้น', 'ประมาณการจุดคุ้มทุน', 'ใบเสนอราคาติดตั้ง'],
      en: ['A preliminary system design', 'A payback estimate', 'An installation quotation'],
    },
    excluded: { th: 'การขออนุญาตเชื่อมต่อการไฟฟ้า', en: 'The grid-connection application' },
    conditions: {
      th: ['ลูกค้าเตรียมบิลค่าไฟย้อนหลังอย่างน้อย 3 เดือน'],
      en: ['Please have at least three months of bills ready'],
    },
    deliverables: {
      th: [
        'ขนาดระบบที่แนะนำ (กิโลวัตต์)',
        'จำนวนแผงและตำแหน่งวาง',
        'ค่าสำรวจนำไปหักเป็นส่วนลดเมื่อสั่งติดตั้งภายใน 60 วัน',
      ],
      en: [
        'The recommended system size (kW)',
        'The number and layout of panels',
        'The survey fee is deducted from the installation if booked within 60 days',
      ],
    },
  },
  'IN-SOLAR-PANEL': {
    kind: 'I',
    name: { th: 'ติดตั้งแผงโซลาร์เซลล์บนหลังคา', en: 'Rooftop Solar Panel Installation' },
    unitPrice: 1200,
    unit: UNIT.panel,
    minQty: 6,
    warrantyDays: 730,
    intro: {
      th: 'ติดตั้งแผงโซลาร์เซลล์บนหลังคาพร้อมรางยึดอะลูมิเนียม คิดราคาต่อแผง ขั้นต่ำ 6 แผง ทำงานโดยทีมช่างที่มีใบอนุญาตทำงานบนที่สูง',
      en: 'Rooftop panels on aluminium rails, priced per panel with a minimum of six, fitted by a team licensed for work at height.',
    },
    scope: {
      th: [
        'ติดตั้งรางยึดและตัวยึดกันรั่ว',
        'ยึดแผงและเดินสาย DC',
        'ติดตั้งอินเวอร์เตอร์และตู้ควบคุม',
        'ทดสอบระบบและตั้งค่าแอปติดตามผล',
      ],
      en: [
        'Fit the rails and leak-proof mounts',
        'Fix the panels and run the DC cabling',
        'Install the inverter and the combiner box',
        'Test and set up the monitoring app',
      ],
    },
    included: {
      th: ['รางยึดอะลูมิเนียมและน็อตสแตนเลส', 'สาย PV และข้อต่อ MC4', 'ซีลกันรั่วที่จุดยึด'],
      en: [
        'Aluminium rails and stainless bolts',
        'PV cable and MC4 connectors',
        'Sealant at every mount',
      ],
    },
    excluded: {
      th: 'แผง อินเวอร์เตอร์ และค่าธรรมเนียมการไฟฟ้า',
      en: 'Panels, inverter and utility fees',
    },
    conditions: {
      th: ['ต้องผ่านการสำรวจหลังคาก่อนติดตั้ง', 'หลังคาต้องรับน้ำหนักได้ไม่น้อยกว่า 20 กก./ตร.ม.'],
      en: ['A roof survey must come first', 'The roof must carry at least 20 kg/m²'],
    },
    warranty: {
      th: ['รั่วซึมที่จุดยึดหลังคา', 'การเดินสายและข้อต่อ'],
      en: ['Leaks at the roof mounts', 'The cabling and connectors'],
    },
  },
  'SV-CCTV-SURVEY': {
    kind: 'S',
    name: { th: 'สำรวจจุดติดตั้งกล้องวงจรปิด', en: 'CCTV Placement Survey' },
    price: 300,
    surveyDiscount: false,
    intro: {
      th: 'ออกแบบตำแหน่งกล้องให้ครอบคลุมทางเข้าออกและจุดเสี่ยง พร้อมวางแนวสายและตำแหน่งเครื่องบันทึก',
      en: 'Camera positions planned to cover every entrance and blind spot, with the cable routes and the recorder’s place.',
    },
    scope: {
      th: ['เดินสำรวจรอบบ้านและจุดเสี่ยง', 'กำหนดตำแหน่งและมุมกล้อง', 'ตรวจสัญญาณอินเทอร์เน็ตสำหรับดูผ่านมือถือ'],
      en: [
        'Walk round the house and its weak points',
        'Choose camera positions and angles',
        'Check the internet signal for mobile viewing',
      ],
    },
    included: {
      th: ['แผนผังตำแหน่งกล้อง', 'ใบเสนอราคาติดตั้ง'],
      en: ['A camera layout plan', 'An installation quotation'],
    },
    excluded: { th: 'กล้องและอุปกรณ์บันทึก', en: 'Cameras and recorder' },
    conditions: {
      th: ['บ้านหรืออาคารพาณิชย์ไม่เกิน 4 ชั้น'],
      en: ['Houses or shophouses of up to four floors'],
    },
    deliverables: {
      th: ['จำนวนกล้องที่แนะนำและความละเอียด', 'ความยาวสายโดยประมาณ'],
      en: ['The number and resolution of cameras recommended', 'The estimated cable length'],
    },
  },
  'IN-CCTV-CAMERA': {
    kind: 'I',
    name: { th: 'ติดตั้งกล้องวงจรปิด', en: 'CCTV Camera Installation' },
    unitPrice: 1000,
    normalPrice: 1200,
    unit: UNIT.camera,
    minQty: 2,
    warrantyDays: 365,
    intro: {
      th: 'ติดตั้งกล้องวงจรปิดภายในและภายนอกบ้าน ตั้งค่าให้ดูภาพผ่านมือถือได้ทันที คิดราคาต่อกล้อง ขั้นต่ำ 2 ตัว',
      en: 'Indoor and outdoor cameras installed and set up for viewing on your phone, priced per camera with a minimum of two.',
    },
    scope: {
      th: [
        'ยึดกล้องและปรับมุมมอง',
        'เดินสายสัญญาณและสายไฟในท่อร้อยสาย',
        'ติดตั้งเครื่องบันทึกและฮาร์ดดิสก์',
        'ตั้งค่าแอปดูภาพผ่านมือถือ',
      ],
      en: [
        'Mount the cameras and set the angles',
        'Run signal and power cables in conduit',
        'Install the recorder and hard disk',
        'Set up the mobile viewing app',
      ],
    },
    included: {
      th: ['สายสัญญาณไม่เกิน 20 เมตรต่อกล้อง', 'ท่อร้อยสายและกิ๊บ'],
      en: ['Up to 20 m of cable per camera', 'Conduit and clips'],
    },
    excluded: { th: 'กล้อง เครื่องบันทึก และฮาร์ดดิสก์', en: 'Cameras, recorder and hard disk' },
    conditions: {
      th: ['ต้องมีอินเทอร์เน็ตสำหรับดูภาพผ่านมือถือ'],
      en: ['Internet access is needed for mobile viewing'],
    },
    warranty: { th: ['การเดินสายและการยึดกล้อง'], en: ['The cabling and camera mounts'] },
  },
  'SV-ELEC-INSPECT': {
    kind: 'S',
    name: { th: 'ตรวจเช็กระบบไฟฟ้าภายในบ้าน', en: 'Home Electrical Safety Inspection' },
    price: 990,
    normalPrice: 1290,
    surveyDiscount: false,
    intro: {
      th: 'ตรวจความปลอดภัยของระบบไฟฟ้าทั้งบ้านด้วยเครื่องมือวัด หาจุดไฟรั่ว สายเสื่อม และเบรกเกอร์ที่ไม่เหมาะสม',
      en: 'A whole-house electrical safety check with proper instruments, finding leaks, worn cables and unsuitable breakers.',
    },
    scope: {
      th: [
        'ตรวจตู้ควบคุมไฟฟ้าและเบรกเกอร์',
        'วัดค่าความต้านทานฉนวนและสายดิน',
        'ตรวจเต้ารับและสวิตช์ทุกจุด',
        'ทดสอบเครื่องตัดไฟรั่ว',
      ],
      en: [
        'Check the consumer unit and breakers',
        'Measure insulation resistance and earthing',
        'Check every socket and switch',
        'Test the residual-current device',
      ],
    },
    included: {
      th: ['รายงานผลตรวจพร้อมระดับความเสี่ยง', 'ใบเสนอราคาแก้ไข'],
      en: ['A report with risk levels', 'A quotation for repairs'],
    },
    excluded: { th: 'งานแก้ไขและอะไหล่', en: 'Repairs and parts' },
    conditions: {
      th: ['บ้านพักอาศัยพื้นที่ไม่เกิน 300 ตร.ม.', 'อาจต้องตัดไฟชั่วคราวระหว่างตรวจ'],
      en: ['Homes of up to 300 m²', 'Power may be cut briefly during the test'],
    },
    deliverables: {
      th: ['รายการจุดเสี่ยงเรียงตามความเร่งด่วน', 'คำแนะนำการแก้ไขแต่ละจุด'],
      en: ['Risks listed by urgency', 'Advice on fixing each one'],
    },
  },
  'IN-ELEC-OUTLET': {
    kind: 'I',
    name: { th: 'ติดตั้งเต้ารับไฟฟ้าเพิ่ม', en: 'Additional Power Outlet Installation' },
    unitPrice: 450,
    unit: UNIT.point,
    minQty: 2,
    warrantyDays: 180,
    intro: {
      th: 'เพิ่มเต้ารับไฟฟ้าแบบมีสายดินตามจุดที่ต้องการ เดินสายลอยในรางครอบอย่างเรียบร้อย คิดราคาต่อจุด ขั้นต่ำ 2 จุด',
      en: 'Extra earthed sockets where you need them, surface-wired neatly in trunking, priced per point with a minimum of two.',
    },
    scope: {
      th: ['เดินสายไฟจากแหล่งจ่ายเดิม', 'ติดตั้งบ็อกซ์และเต้ารับแบบมีกราวด์', 'ต่อสายดินและทดสอบขั้วไฟ'],
      en: [
        'Run cable from an existing supply',
        'Fit the box and an earthed socket',
        'Connect the earth and test the polarity',
      ],
    },
    included: {
      th: ['สายไฟ THW ไม่เกิน 5 เมตรต่อจุด', 'รางครอบสายไฟ', 'เต้ารับคู่มาตรฐาน มอก.'],
      en: ['Up to 5 m of THW cable per point', 'Cable trunking', 'A TIS-standard double socket'],
    },
    excluded: {
      th: 'งานฝังสายในผนังและเบรกเกอร์วงจรใหม่',
      en: 'Concealed wiring and a new circuit breaker',
    },
    conditions: {
      th: ['ใช้แหล่งจ่ายจากวงจรเดิมที่รองรับโหลดได้'],
      en: ['Fed from an existing circuit with spare capacity'],
    },
    warranty: { th: ['การเดินสายและการต่อเต้ารับ'], en: ['The wiring and socket connections'] },
  },
  'IN-ELEC-EV-CHARGER': {
    kind: 'I',
    name: { th: 'ติดตั้งเครื่องชาร์จรถยนต์ไฟฟ้า (Wall Charger)', en: 'EV Wall Charger Installation' },
    unitPrice: 6900,
    normalPrice: 7900,
    unit: UNIT.machine,
    minQty: 1,
    warrantyDays: 365,
    intro: {
      th: 'ติดตั้งเครื่องชาร์จรถยนต์ไฟฟ้าแบบติดผนัง 7.4 kW พร้อมเดินวงจรแยกและเบรกเกอร์กันไฟรั่วชนิด B ตามมาตรฐานการไฟฟ้า',
      en: 'A 7.4 kW wall charger on its own circuit with a type B residual-current breaker, to the utility’s standard.',
    },
    scope: {
      th: [
        'เดินวงจรแยกจากตู้ไฟหลัก',
        'ติดตั้งเบรกเกอร์และเครื่องตัดไฟรั่วชนิด B',
        'ยึดเครื่องชาร์จและทดสอบการชาร์จกับรถจริง',
      ],
      en: [
        'Run a dedicated circuit from the main board',
        'Fit the breaker and a type B RCD',
        'Mount the charger and test with the car',
      ],
    },
    included: {
      th: ['สายไฟไม่เกิน 15 เมตร', 'ท่อร้อยสาย EMT', 'เบรกเกอร์และ RCD ชนิด B'],
      en: ['Up to 15 m of cable', 'EMT conduit', 'Breaker and type B RCD'],
    },
    excluded: { th: 'ตัวเครื่องชาร์จและการขอเพิ่มขนาดมิเตอร์', en: 'The charger and a meter upgrade' },
    conditions: {
      th: ['มิเตอร์ไฟฟ้าขนาดไม่ต่ำกว่า 30(100) แอมป์', 'ระยะจากตู้ไฟถึงจุดติดตั้งไม่เกิน 15 เมตร'],
      en: ['A meter of at least 30(100) A', 'No more than 15 m from the board to the charger'],
    },
    warranty: {
      th: ['การเดินวงจรและอุปกรณ์ป้องกัน', 'การยึดเครื่องชาร์จ'],
      en: ['The circuit and protective devices', 'The charger mounting'],
    },
  },
  'SV-ROOF-SURVEY': {
    kind: 'S',
    name: { th: 'สำรวจหลังคาและรางน้ำฝน', en: 'Roof and Gutter Survey' },
    price: 500,
    surveyDiscount: true,
    intro: {
      th: 'ตรวจหาจุดรั่วซึมของหลังคา กระเบื้องแตก และรางน้ำที่อุดตันหรือผุ ก่อนเข้าหน้าฝน',
      en: 'A search for roof leaks, broken tiles and blocked or rusted gutters before the rainy season.',
    },
    scope: {
      th: ['ตรวจกระเบื้องและครอบหลังคา', 'ตรวจรางน้ำและท่อลง', 'ตรวจฝ้าและคราบน้ำภายในบ้าน'],
      en: [
        'Check the tiles and ridge caps',
        'Check the gutters and downpipes',
        'Check ceilings for water stains',
      ],
    },
    included: {
      th: ['ภาพถ่ายจุดเสียหาย', 'ใบเสนอราคาซ่อมหรือติดตั้ง'],
      en: ['Photos of the damage', 'A repair or installation quotation'],
    },
    excluded: { th: 'งานซ่อมแซม', en: 'Repairs' },
    conditions: { th: ['หลังคาสูงไม่เกิน 2 ชั้น'], en: ['Roofs up to two storeys'] },
    deliverables: {
      th: ['จุดรั่วซึมและสาเหตุ', 'ความยาวรางน้ำที่ต้องเปลี่ยน', 'ค่าสำรวจนำไปหักเป็นส่วนลดเมื่อสั่งงานภายใน 30 วัน'],
      en: [
        'Leak points and their causes',
        'The gutter length to replace',
        'The survey fee is deducted from the work if booked within 30 days',
      ],
    },
  },
  'IN-ROOF-GUTTER': {
    kind: 'I',
    name: { th: 'ติดตั้งรางน้ำฝนไวนิล', en: 'Vinyl Rain Gutter Installation' },
    unitPrice: 350,
    unit: UNIT.metre,
    minQty: 5,
    warrantyDays: 365,
    intro: {
      th: 'ติดตั้งรางน้ำฝนไวนิลไม่เป็นสนิม พร้อมท่อลงและตะแกรงกันใบไม้ คิดราคาต่อเมตร ขั้นต่ำ 5 เมตร',
      en: 'Rust-free vinyl gutters with downpipes and leaf guards, priced per metre with a minimum of five.',
    },
    scope: {
      th: [
        'รื้อรางน้ำเดิม (ถ้ามี)',
        'ติดตั้งตะขอแขวนทุกระยะ 60 ซม.',
        'ติดตั้งรางน้ำพร้อมปรับความลาดเอียง',
        'ติดตั้งท่อลงและทดสอบการไหล',
      ],
      en: [
        'Remove the old gutter if there is one',
        'Fit hangers every 60 cm',
        'Hang the gutter with the right fall',
        'Fit downpipes and test the flow',
      ],
    },
    included: {
      th: ['ตะขอแขวนและข้อต่อ', 'ตะแกรงกันใบไม้', 'ขนเศษวัสดุเดิมทิ้ง'],
      en: ['Hangers and joints', 'Leaf guards', 'Removal of the old material'],
    },
    excluded: {
      th: 'รางน้ำไวนิล (ลูกค้าเลือกสีและรุ่นเอง) และงานซ่อมเชิงชาย',
      en: 'The vinyl gutter itself (your choice of colour) and fascia repairs',
    },
    conditions: { th: ['ความสูงชายคาไม่เกิน 2 ชั้น'], en: ['Eaves up to two storeys high'] },
    warranty: {
      th: ['รั่วซึมที่ข้อต่อราง', 'การยึดตะขอแขวน'],
      en: ['Leaks at the joints', 'The hanger fixings'],
    },
  },
  'SV-FLOOR-SURVEY': {
    kind: 'S',
    name: { th: 'สำรวจและวัดพื้นที่ปูพื้น', en: 'Flooring Survey and Measurement' },
    price: 300,
    surveyDiscount: true,
    intro: {
      th: 'วัดพื้นที่จริง ตรวจระดับและความชื้นของพื้นเดิม เพื่อเลือกวัสดุปูพื้นและคำนวณปริมาณที่ต้องใช้อย่างแม่นยำ',
      en: 'We measure the floor, check its level and moisture, and work out exactly how much material you need.',
    },
    scope: {
      th: ['วัดขนาดพื้นที่ทุกห้อง', 'ตรวจระดับพื้นและความชื้น', 'ตรวจบัวและวงกบประตู'],
      en: [
        'Measure every room',
        'Check the level and the moisture',
        'Check skirting and door frames',
      ],
    },
    included: {
      th: ['แบบพื้นที่พร้อมขนาด', 'ใบเสนอราคาปูพื้น'],
      en: ['A floor plan with measurements', 'A flooring quotation'],
    },
    excluded: { th: 'วัสดุปูพื้นและงานปรับระดับ', en: 'Flooring material and levelling work' },
    conditions: { th: ['สำรวจได้สูงสุด 150 ตร.ม. ต่อการนัดหมาย'], en: ['Up to 150 m² per visit'] },
    deliverables: {
      th: ['พื้นที่รวมและปริมาณวัสดุที่ต้องสั่ง', 'ค่าสำรวจนำไปหักเป็นส่วนลดเมื่อสั่งปูพื้นภายใน 30 วัน'],
      en: [
        'Total area and material to order',
        'The survey fee is deducted from the flooring if booked within 30 days',
      ],
    },
  },
  'IN-FLOOR-LAMINATE': {
    kind: 'I',
    name: { th: 'ปูพื้นลามิเนต', en: 'Laminate Flooring Installation' },
    unitPrice: 250,
    normalPrice: 300,
    unit: UNIT.squareMetre,
    minQty: 10,
    warrantyDays: 365,
    intro: {
      th: 'ปูพื้นลามิเนตระบบคลิกล็อกบนพื้นเดิม พร้อมแผ่นโฟมรองกันชื้น คิดราคาต่อตารางเมตร ขั้นต่ำ 10 ตร.ม.',
      en: 'Click-lock laminate laid over the existing floor on a moisture-barrier underlay, priced per square metre with a minimum of ten.',
    },
    scope: {
      th: [
        'ทำความสะอาดและตรวจระดับพื้นเดิม',
        'ปูแผ่นโฟมรองพื้นกันชื้น',
        'ปูลามิเนตระบบคลิกล็อก',
        'ติดตั้งบัวพื้นและคิ้วจบขอบ',
      ],
      en: [
        'Clean and check the existing floor',
        'Lay a moisture-barrier underlay',
        'Lay click-lock laminate',
        'Fit skirting and edge trims',
      ],
    },
    included: {
      th: ['แผ่นโฟมรองพื้น 2 มม.', 'บัวพื้นและคิ้วจบขอบ', 'เก็บเศษวัสดุ'],
      en: ['2 mm underlay', 'Skirting and edge trims', 'Clearing the offcuts'],
    },
    excluded: {
      th: 'แผ่นลามิเนต การรื้อพื้นเดิม และงานปรับระดับ',
      en: 'The laminate itself, removing the old floor and levelling',
    },
    conditions: {
      th: ['พื้นเดิมต้องเรียบ ต่างระดับไม่เกิน 3 มม. ต่อ 1 เมตร', 'ย้ายเฟอร์นิเจอร์ออกก่อนวันนัดหมาย'],
      en: ['The floor must be within 3 mm per metre', 'Furniture moved out before the day'],
    },
    warranty: {
      th: ['แผ่นยกตัวหรือร่องห่างจากการติดตั้ง', 'บัวพื้นหลุด'],
      en: ['Boards lifting or gaps from the installation', 'Loose skirting'],
    },
  },
  'SV-HOME-SURVEY': {
    kind: 'S',
    name: { th: 'ตรวจสภาพบ้านทั่วไป', en: 'General Home Condition Check' },
    price: 1500,
    surveyDiscount: false,
    intro: {
      th: 'ตรวจสภาพบ้านโดยรวมปีละครั้ง ทั้งโครงสร้าง หลังคา ระบบน้ำ และระบบไฟ พร้อมแผนการซ่อมบำรุงที่ควรทำ',
      en: 'A yearly whole-house check of the structure, roof, plumbing and electrics, with a maintenance plan.',
    },
    scope: {
      th: ['ตรวจรอยร้าวผนังและพื้น', 'ตรวจหลังคาและฝ้า', 'ตรวจระบบประปาและสุขภัณฑ์', 'ตรวจระบบไฟฟ้าเบื้องต้น'],
      en: [
        'Check walls and floors for cracks',
        'Check the roof and ceilings',
        'Check the plumbing and sanitary ware',
        'A basic electrical check',
      ],
    },
    included: {
      th: ['รายงานพร้อมรูปถ่าย', 'แผนซ่อมบำรุงเรียงตามความสำคัญ'],
      en: ['A report with photos', 'A prioritised maintenance plan'],
    },
    excluded: { th: 'งานซ่อมแซม', en: 'Repairs' },
    conditions: { th: ['บ้านพักอาศัยไม่เกิน 250 ตร.ม.'], en: ['Homes of up to 250 m²'] },
    deliverables: {
      th: ['คะแนนสภาพบ้านแยกตามระบบ', 'ประมาณการค่าซ่อมเบื้องต้น'],
      en: ['A condition score per system', 'A rough repair budget'],
    },
  },
  'SV-HOME-MOVEIN': {
    kind: 'S',
    name: { th: 'ตรวจรับบ้านก่อนเข้าอยู่', en: 'Pre-Move-In Home Inspection' },
    price: 3900,
    normalPrice: 4500,
    surveyDiscount: false,
    intro: {
      th: 'ทีมวิศวกรตรวจรับบ้านใหม่หรือคอนโดก่อนโอน ตรวจละเอียดกว่า 300 รายการ พร้อมรายงานให้โครงการแก้ไข',
      en: 'Engineers inspect a new house or condo before transfer, more than 300 items, with a report for the developer to fix.',
    },
    scope: {
      th: [
        'ตรวจงานโครงสร้างและสถาปัตยกรรม',
        'ตรวจระบบไฟฟ้าและประปา',
        'ตรวจประตู หน้าต่าง และการรั่วซึม',
        'ตรวจซ้ำหลังโครงการแก้ไข 1 ครั้ง',
      ],
      en: [
        'Structural and finishing work',
        'Electrics and plumbing',
        'Doors, windows and leaks',
        'One re-inspection after the developer’s fixes',
      ],
    },
    included: {
      th: ['รายงานแยกตามห้องพร้อมรูป', 'การตรวจซ้ำ 1 ครั้ง'],
      en: ['A room-by-room report with photos', 'One re-inspection'],
    },
    excluded: { th: 'งานแก้ไข (เป็นหน้าที่ของโครงการ)', en: 'The fixes (the developer’s job)' },
    conditions: {
      th: ['บ้านหรือคอนโดพื้นที่ไม่เกิน 200 ตร.ม.', 'ต้องมีไฟฟ้าและน้ำประปาใช้งานได้ในวันตรวจ'],
      en: ['Homes or condos of up to 200 m²', 'Power and water must be on during the inspection'],
    },
    deliverables: {
      th: ['รายงานข้อบกพร่องแยกตามห้อง', 'รายงานผลการตรวจซ้ำ'],
      en: ['A defect report per room', 'A re-inspection report'],
    },
  },
};
