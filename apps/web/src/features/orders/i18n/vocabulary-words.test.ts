import { describe, expect, it } from 'vitest';
import { LOCALES } from '@changdee/domain/locale';
import { ADD_ON_UNITS } from '@changdee/domain/add-ons';
import { EXTRA_STATES } from '@changdee/domain/order-extras';
import { PROBLEM_KINDS } from '@changdee/domain/job-report';
import { TAX_INVOICE_TYPES } from '@changdee/domain/order-enums';
import { ORDER_STATUSES, PAYMENT_METHODS, PAYMENT_STATES } from '@changdee/domain/order-status';
import { HOLD_REASONS } from '@changdee/domain/payment-hold';
import { QUOTATION_STATES } from '@changdee/domain/quotation-states';
import { TAX_DOCUMENT_KINDS } from '@changdee/domain/tax-documents';
import { missingWords } from '@changdee/ui/lib/vocabulary-words';
import { LEAD_SOURCES } from '../lib/order-payload';
import { QUOTATION_TERMS } from '../lib/quotation-terms';
import en from './en.json';
import th from './th.json';

// Every value of every vocabulary the shop's order pages show has its words in Thai and English
// (issue 28 item 1): a value the domain gains without words fails here.

const SHOWN: Array<[prefix: string, vocabulary: readonly string[]]> = [
  ['status', ORDER_STATUSES],
  ['paymentState', PAYMENT_STATES],
  ['paymentMethod', PAYMENT_METHODS],
  // The checkout's hint for the chosen way, and a coupon's demand for one (layout e2e found the
  // key of bank_transfer's hint on the page).
  ['checkout.paymentHint', PAYMENT_METHODS],
  ['checkout.paymentRequired', PAYMENT_METHODS],
  ['problem', PROBLEM_KINDS],
  ['documents.kind', TAX_DOCUMENT_KINDS],
  ['leadFrom', LEAD_SOURCES],
  ['languageName', LOCALES],
  ['holdReason', Object.values(HOLD_REASONS)],
  ['taxInvoice.type', TAX_INVOICE_TYPES],
  ['extras.state', EXTRA_STATES],
  ['extras.units', ADD_ON_UNITS],
  // A survey's quotation on the customer's page and the store's (decision 079).
  ['quotation.state', QUOTATION_STATES],
  ['quotation.storeState', QUOTATION_STATES],
  ['quotation.units', ADD_ON_UNITS],
  ['quotation.termsList', QUOTATION_TERMS],
];

describe.each([
  ['th', th],
  ['en', en],
])('the shop’s order pages in %s', (_language, translations) => {
  it.each(SHOWN.map(([prefix, vocabulary]) => [prefix, vocabulary] as const))(
    'have words for every value shown at %s',
    (prefix, vocabulary) => {
      expect(missingWords(translations, prefix, vocabulary)).toEqual([]);
    },
  );
});
