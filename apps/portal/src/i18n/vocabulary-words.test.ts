import { describe, expect, it } from 'vitest';
import { JOB_STEPS, ATTENTION_REASONS, PROBLEM_KINDS } from '@changdee/domain/job-report';
import { MESSAGE_CHANNELS, MESSAGE_EVENTS, MESSAGE_STATES } from '@changdee/domain/order-messages';
import { ORDER_STATUSES, PAYMENT_METHODS, PAYMENT_STATES } from '@changdee/domain/order-status';
import { LEDGER_ENTRY_KINDS, PAYMENT_CONFLICT_RESOLUTIONS } from '@changdee/domain/payment-ledger';
import { COUPON_STATUSES } from '@changdee/domain/coupon';
import { PROMOTION_PHASES } from '@changdee/domain/promotion';
import { ROLES } from '@changdee/domain/roles';
import { ADD_ON_UNITS } from '@changdee/domain/add-ons';
import { QUOTATION_STATES } from '@changdee/domain/quotation-states';
import { EXTRA_STATES } from '@changdee/domain/order-extras';
import {
  QUOTATION_DECISION_CHANNELS,
  QUOTATION_DECISION_KINDS,
} from '@changdee/domain/quotation-decisions';
import { QUOTATION_FOLLOW_UPS } from '@changdee/domain/quotation-follow-ups';
import { QUOTATION_DATE_KINDS } from '@changdee/contract/quotations-admin';
import { SIGN_OFF_ABSENCE_REASONS, SIGN_OFF_KINDS } from '@changdee/domain/sign-off';
import { SALES_DIMENSIONS, SALES_FIGURES, SALES_GRAINS } from '@changdee/domain/sales-figures';
import { TAX_DOCUMENT_KINDS } from '@changdee/domain/tax-documents';
import { TIME_SLOTS } from '@changdee/domain/time-slots';
import { LATE_REASONS } from '@changdee/domain/late-jobs';
import { ORDER_ATTENTIONS } from '@changdee/domain/operator-day';
import { HEAT_LEVELS } from '../features/today/heat-level';
import { missingWords } from '@changdee/ui/lib/vocabulary-words';
import en from './en.json';
import th from './th.json';

// Every value of every vocabulary the portal shows has its words in Thai and English, where the
// page looks them up (`t(\`<prefix>.${value}\`)`): a value the domain gains without words fails
// here, before an operator reads `orders.status.on_the_way`.

const SHOWN: Array<[prefix: string, vocabulary: readonly string[]]> = [
  ['orders.status', ORDER_STATUSES],
  ['orders.paymentState', PAYMENT_STATES],
  ['orders.paymentMethod', PAYMENT_METHODS],
  ['orders.ledger', LEDGER_ENTRY_KINDS],
  ['orders.documents.kind', TAX_DOCUMENT_KINDS],
  ['orders.messages.event', MESSAGE_EVENTS],
  ['orders.messages.state', MESSAGE_STATES],
  ['orders.messages.channel', MESSAGE_CHANNELS],
  ['dispatch.status', ORDER_STATUSES],
  ['dispatch.payment', PAYMENT_STATES],
  ['dispatch.reason', ATTENTION_REASONS],
  ['dispatch.slot', TIME_SLOTS],
  ['payments.status', ORDER_STATUSES],
  ['payments.methods', PAYMENT_METHODS],
  ['payments.conflicts', PAYMENT_CONFLICT_RESOLUTIONS],
  ['day.status', ORDER_STATUSES],
  ['day.problem', PROBLEM_KINDS],
  // A problem is reported through its own form, not a step button.
  ['day.step', JOB_STEPS.filter((step) => step !== 'problem')],
  ['day.slot', TIME_SLOTS],
  ['roles', ROLES],
  // The operator's day (docs/decisions/075) and the orders list's filter its numbers open.
  ['today.status', ORDER_STATUSES],
  ['today.lateReason', LATE_REASONS],
  ['today.slot', TIME_SLOTS],
  ['today.capacity.level', HEAT_LEVELS],
  ['orders.attention', ORDER_ATTENTIONS],
  ['day.signOff.reasons', SIGN_OFF_ABSENCE_REASONS],
  ['day.signOff', SIGN_OFF_KINDS],
  ['orders.signOff.reasons', SIGN_OFF_ABSENCE_REASONS],
  ['coupons.status', COUPON_STATUSES],
  ['promotions.phase', PROMOTION_PHASES],
  ['addOns.units', ADD_ON_UNITS],
  ['day.quotation.state', QUOTATION_STATES],
  ['day.extras.state', EXTRA_STATES],
  // Quotations in the back office (decision 082).
  ['quotations.state', QUOTATION_STATES],
  ['quotations.decision', QUOTATION_DECISION_KINDS],
  ['quotations.channel', QUOTATION_DECISION_CHANNELS],
  ['quotations.followUp', QUOTATION_FOLLOW_UPS],
  ['quotations.dates', QUOTATION_DATE_KINDS],
  ['analytics.figures', SALES_FIGURES],
  ['analytics.grains', SALES_GRAINS],
  ['analytics.dimensions', SALES_DIMENSIONS],
];

describe.each([
  ['th', th],
  ['en', en],
])('the portal in %s', (_language, translations) => {
  it.each(SHOWN.map(([prefix, vocabulary]) => [prefix, vocabulary] as const))(
    'has words for every value shown at %s',
    (prefix, vocabulary) => {
      expect(missingWords(translations, prefix, vocabulary)).toEqual([]);
    },
  );
});
