import { randomInt } from 'node:crypto';
import type { BusinessDate } from '@changdee/domain/dates';

// Quotation numbers (docs/decisions/072): QT, the Bangkok date as YYMMDD and six random digits,
// like an order's number in form and, like it, saying nothing of how many there are. Quotations
// are few (one a survey), so a random draw with the unique index as the judge is enough: a number
// already taken that day is drawn again (a chance of one in a million per quotation of the day).

export const QUOTATION_NUMBER = /^QT\d{6}\d{6}$/;

export const quotationNumber = (date: BusinessDate, code: number = randomInt(1_000_000)): string =>
  `QT${date.slice(2).replaceAll('-', '')}${String(code).padStart(6, '0')}`;
