import type { DbExecutor } from '../client';
import { addOns } from '../schema/quotations';
import { DEMO_WORK_TYPES } from './demo-keys';

// The demo's add-ons (issue 31 item 1): the extras technicians most often find on site, priced
// in satang, VAT included where it applies.

type AddOnSeed = typeof addOns.$inferInsert;

export const DEMO_ADD_ONS: readonly AddOnSeed[] = [
  {
    workType: DEMO_WORK_TYPES.airConditioner,
    nameTh: 'ท่อน้ำยาแอร์ส่วนเกิน 4 เมตร',
    nameEn: 'Refrigerant pipe beyond 4 m',
    unit: 'metre',
    unitPriceSatang: 35_000,
    minQty: 0.5,
    maxQty: 30,
    wholeUnits: false,
    vatApplies: true,
  },
  {
    workType: DEMO_WORK_TYPES.airConditioner,
    nameTh: 'ขาแขวนคอยล์ร้อน',
    nameEn: 'Outdoor unit wall bracket',
    unit: 'piece',
    unitPriceSatang: 85_000,
    minQty: 1,
    maxQty: 2,
    wholeUnits: true,
    vatApplies: true,
  },
  {
    workType: DEMO_WORK_TYPES.airConditioner,
    nameTh: 'เจาะผนังคอนกรีต',
    nameEn: 'Drilling through concrete',
    unit: 'point',
    unitPriceSatang: 30_000,
    minQty: 1,
    maxQty: 4,
    wholeUnits: true,
    vatApplies: true,
  },
  {
    workType: DEMO_WORK_TYPES.airConditioner,
    nameTh: 'เดินสายไฟเพิ่ม',
    nameEn: 'Extra electrical run',
    unit: 'metre',
    unitPriceSatang: 12_000,
    minQty: 1,
    maxQty: 50,
    wholeUnits: false,
    vatApplies: true,
  },
  {
    workType: DEMO_WORK_TYPES.waterPump,
    nameTh: 'ถังแรงดันปั๊มน้ำ 24 ลิตร',
    nameEn: 'Pump pressure tank, 24 L',
    unit: 'set',
    unitPriceSatang: 290_000,
    minQty: 1,
    maxQty: 1,
    wholeUnits: true,
    vatApplies: true,
  },
  {
    workType: DEMO_WORK_TYPES.waterHeater,
    nameTh: 'เดินสายไฟเพิ่ม (เครื่องทำน้ำอุ่น)',
    nameEn: 'Extra electrical run (water heater)',
    unit: 'metre',
    unitPriceSatang: 12_000,
    minQty: 1,
    maxQty: 30,
    wholeUnits: false,
    vatApplies: true,
  },
];

export async function seedAddOns(tx: DbExecutor): Promise<void> {
  await tx.insert(addOns).values([...DEMO_ADD_ONS]);
}
