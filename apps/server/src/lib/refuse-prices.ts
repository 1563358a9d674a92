import { sentPriceField } from '@changdee/contract/quotations';
import { AppError } from '../errors';

/**
 * A preValidation hook: a body that names a price anywhere is refused before it is parsed (400
 * PRICE_NOT_ACCEPTED naming the field; docs/decisions/072) — the server prices every line.
 */
export const refusePrices = async (request: { body: unknown }) => {
  const found = sentPriceField(request.body);
  if (found) throw new AppError('PRICE_NOT_ACCEPTED', { params: { field: found }, field: found });
};
