import { OPS_ORDER_CSV_COLUMNS, type OpsOrderRow } from '@changdee/contract/ops-orders';
import { businessToday, formatBusinessTime } from '@changdee/domain/dates';
import type { Locale } from '@changdee/domain/locale';
import { formatPhone } from '@changdee/domain/phone-format';
import { orderTimeLabel } from '@changdee/domain/time-slots';
import { csvLine } from '../../lib/csv';

// The orders' CSV (docs/decisions/042) as Excel opens it (lib/csv.ts: byte-order mark, quoting,
// formula-like text defused).

type ColumnKey = (typeof OPS_ORDER_CSV_COLUMNS)[number]['key'];

/** The heading in `language`, and each order's line (names in that language). */
export function orderRowsCsv(language: Locale) {
  const cells = (row: OpsOrderRow): Record<ColumnKey, string | number> => {
    const placed = new Date(row.created_at);
    return {
      order_no: row.cartOrderNo,
      created_at: `${businessToday(placed)} ${formatBusinessTime(placed, 'en')}`,
      status: row.status,
      payment_state: row.payment.state,
      payment_method: row.payment.method ?? '',
      channel: row.channel,
      store: row.store.name[language],
      customer: `${row.customer.firstname} ${row.customer.lastname}`,
      // Grouped (081-234-5678): Excel keeps it as text, with its leading zero.
      mobile: formatPhone(row.customer.mobile),
      booking_date: row.expected_date.date,
      slot: orderTimeLabel(row.expected_date.time),
      contractor: row.contractor?.name[language] ?? '',
      total_payable: row.total_payable,
    };
  };
  return {
    heading: csvLine(OPS_ORDER_CSV_COLUMNS.map((column) => column[language])),
    line: (row: OpsOrderRow) => {
      const values = cells(row);
      return csvLine(OPS_ORDER_CSV_COLUMNS.map((column) => values[column.key]));
    },
  };
}
