// An amount in Thai words, as a Thai tax invoice and receipt write it under the figures
// (ตัวอักษร): `1,234.50` → หนึ่งพันสองร้อยสามสิบสี่บาทห้าสิบสตางค์, `21` → ยี่สิบเอ็ดบาทถ้วน.

const DIGITS = ['ศูนย์', 'หนึ่ง', 'สอง', 'สาม', 'สี่', 'ห้า', 'หก', 'เจ็ด', 'แปด', 'เก้า'];
const PLACES = ['', 'สิบ', 'ร้อย', 'พัน', 'หมื่น', 'แสน'];

/**
 * 1 … 999,999 in words. A one in the units place after higher digits is เอ็ด (สิบเอ็ด, ร้อยเอ็ด),
 * a one in the tens place is just สิบ, a two there ยี่สิบ.
 */
function belowMillion(value: number): string {
  const digits = String(value).split('').map(Number).reverse();
  let words = '';
  for (let place = digits.length - 1; place >= 0; place -= 1) {
    const digit = digits[place]!;
    if (digit === 0) continue;
    if (place === 0 && digit === 1 && value > 1) words += 'เอ็ด';
    else if (place === 1 && digit === 1) words += 'สิบ';
    else if (place === 1 && digit === 2) words += 'ยี่สิบ';
    else words += DIGITS[digit]! + PLACES[place]!;
  }
  return words;
}

/** A whole number in words; millions repeat (ล้านล้าน), a leftover one after them is เอ็ด. */
export function thaiNumberWords(value: number): string {
  if (!Number.isSafeInteger(value) || value < 0)
    throw new RangeError(`Not a whole number: ${value}`);
  if (value === 0) return DIGITS[0]!;
  const millions = Math.floor(value / 1_000_000);
  const rest = value % 1_000_000;
  const head = millions > 0 ? `${thaiNumberWords(millions)}ล้าน` : '';
  if (rest === 0) return head;
  const tail = belowMillion(rest);
  return head && rest === 1 ? `${head}เอ็ด` : head + tail;
}

/**
 * An amount of satang in Thai words: …บาทถ้วน for whole baht, …บาท…สตางค์ otherwise,
 * …สตางค์ alone under one baht, ศูนย์บาทถ้วน for nothing.
 */
export function thaiBahtText(satang: number): string {
  if (!Number.isSafeInteger(satang) || satang < 0)
    throw new RangeError(`Not an amount of satang: ${satang}`);
  const baht = Math.floor(satang / 100);
  const fraction = satang % 100;
  if (fraction === 0) return `${thaiNumberWords(baht)}บาทถ้วน`;
  const bahtPart = baht > 0 ? `${thaiNumberWords(baht)}บาท` : '';
  return `${bahtPart}${thaiNumberWords(fraction)}สตางค์`;
}
