import type { SalesData, SalesQuery, SalesRow } from '@changdee/contract/analytics';
import { reachOf } from '@changdee/domain/order-reach';
import {
  addCounted,
  COUNTED_FIGURES,
  foldPlaces,
  salesFigures,
  SALES_FIGURES_SCOPE,
  type CountedFigures,
  type PlaceRow,
} from '@changdee/domain/sales-figures';
import type { DbExecutor } from '../../db/client';
import type { AuthContext } from '../../plugins/access-types';
import {
  cancellationReasons,
  countedRows,
  placeNames,
  type CountedRow,
  type PlaceName,
} from './sales-figures-query';

// The dashboards' one read (decision 076): the figures of the places the caller reaches, per
// period and place, their totals and the cancellations' reasons. The page, the table, the CSV and
// the XLSX all come from this answer, so their numbers are the same.

type ShownRow = (CountedRow | PlaceRow) & { others: number };

/** The place's name: a channel's, store's or team's own; a seller's as written; a work type's code. */
function labelOf(row: ShownRow, by: SalesQuery['by'], names: Map<string, PlaceName>) {
  if (row.key === null || row.others > 0) return null;
  const sellerName = 'seller_name' in row ? row.seller_name : null;
  if (by === 'seller') return { th: sellerName ?? row.key, en: sellerName ?? row.key };
  if (by === 'work_type') return { th: row.key, en: row.key };
  const name = names.get(row.key);
  return name ? { th: name.th, en: name.en } : { th: row.key, en: row.key };
}

const countedOf = (row: CountedFigures): CountedFigures =>
  Object.fromEntries(COUNTED_FIGURES.map((figure) => [figure, row[figure]])) as CountedFigures;

function toSalesRow(row: ShownRow, by: SalesQuery['by'], names: Map<string, PlaceName>): SalesRow {
  return {
    period: row.period,
    key: row.key,
    label: labelOf(row, by, names),
    others: row.others,
    ...salesFigures(countedOf(row)),
  };
}

export async function readSalesFigures(
  db: DbExecutor,
  auth: AuthContext,
  query: SalesQuery,
): Promise<SalesData> {
  // Refused before this by the route's roles; a role without a scope reaches nothing.
  const reach = reachOf({ ...auth, teamId: null }, SALES_FIGURES_SCOPE[auth.role]);
  const [counted, cancellations] = await Promise.all([
    countedRows(db, query, reach),
    cancellationReasons(db, query, reach),
  ]);
  // Split by a place: its top places by orders, the rest added up (domain foldPlaces).
  const shown: ShownRow[] =
    query.by === 'none' ? counted.map((row) => ({ ...row, others: 0 })) : foldPlaces(counted);
  const keys = [...new Set(shown.flatMap((row) => (row.key === null ? [] : [row.key])))];
  const names = new Map((await placeNames(db, query.by, keys)).map((name) => [name.key, name]));
  return {
    from: query.from,
    to: query.to,
    grain: query.grain,
    by: query.by,
    rows: shown.map((row) => toSalesRow(row, query.by, names)),
    totals: salesFigures(addCounted(counted.map(countedOf))),
    cancellations,
  };
}
