import writeXlsxFile from 'write-excel-file/node';
import {
  NO_TEAM_LABEL,
  otherPlacesLabel,
  SALES_EXPORT_HEADINGS,
  type SalesData,
  type SalesRow,
} from '@changdee/contract/analytics';
import type { Locale } from '@changdee/domain/locale';
import { SALES_FIGURES } from '@changdee/domain/sales-figures';
import { csvLine, UTF8_BOM } from '../../lib/csv';

// The dashboards' exports (decision 076): the rows of the answer the page shows, one line per
// period and place, the same numbers as the chart and its table; headings and names in the
// request's language, the period as its first day (YYYY-MM-DD, which spreadsheets read as a
// date). CSV as the orders' CSV (a byte-order mark, formula-like text defused); XLSX through
// write-excel-file, numbers as numbers.

const COLUMNS = ['period', 'key', 'label', ...SALES_FIGURES] as const;

/** The place's name in `language`: '' for everything at once, "no team yet", "other places". */
function placeName(data: SalesData, row: SalesRow, language: Locale): string {
  if (row.label) return row.label[language];
  if (row.others > 0) return otherPlacesLabel(row.others, language);
  return data.by === 'team' ? NO_TEAM_LABEL[language] : '';
}

/** One line's cells, in COLUMNS' order; a rate or average with nothing counted is empty. */
function cells(data: SalesData, row: SalesRow, language: Locale): Array<string | number | null> {
  return [
    row.period,
    row.key ?? '',
    placeName(data, row, language),
    ...SALES_FIGURES.map((figure) => row[figure]),
  ];
}

const headings = (language: Locale) =>
  COLUMNS.map((column) => SALES_EXPORT_HEADINGS[column][language]);

export function salesCsv(data: SalesData, language: Locale): string {
  const line = (values: ReadonlyArray<string | number | null>) =>
    csvLine(values.map((value) => value ?? ''));
  return (
    UTF8_BOM +
    line(headings(language)) +
    data.rows.map((row) => line(cells(data, row, language))).join('')
  );
}

export async function salesXlsx(data: SalesData, language: Locale): Promise<Buffer> {
  const header = headings(language).map((value) => ({ value, fontWeight: 'bold' as const }));
  const body = data.rows.map((row) =>
    cells(data, row, language).map((value) => (value === null || value === '' ? null : { value })),
  );
  const file = await writeXlsxFile([header, ...body], { sheet: 'sales' }).toBuffer();
  return file;
}
