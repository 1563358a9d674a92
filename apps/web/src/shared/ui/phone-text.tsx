import { formatPhone } from '@changdee/domain/phone-format';
import { KEEP_WORD_CLASS } from './thai-words';

/** A phone number grouped as Thai readers read it (081-234-5605), never broken at a dash. */
export function PhoneText({ phone }: { phone: string }) {
  return <span className={KEEP_WORD_CLASS}>{formatPhone(phone)}</span>;
}
