import { Fragment } from 'react';
import {
  ADDRESS_SEPARATOR,
  addressParts,
  type AddressText as Address,
} from '@changdee/domain/address-format';
import type { Locale } from '@changdee/domain/locale';
import { ThaiText } from './thai-text';
import { KEEP_WORD_CLASS } from './thai-words';

/**
 * An address through the domain's one formatter (commas in English), each place name kept on one
 * line (บางนาเหนือ, not บางนา|เหนือ, decision 033); what was typed breaks between its words.
 */
export function AddressText({ address, locale }: { address: Address; locale: Locale }) {
  return addressParts(address).map((part, index) => (
    <Fragment key={index}>
      {index > 0 ? ADDRESS_SEPARATOR[locale] : null}
      {part.place ? (
        <span className={KEEP_WORD_CLASS}>{part.text}</span>
      ) : (
        <ThaiText text={part.text} />
      )}
    </Fragment>
  ));
}
