import type { ReactNode } from 'react';
import { cx } from './lib/cx';

export interface Column<Row> {
  key: string;
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  /** Figures (amounts, counts) line up on the right. */
  numeric?: boolean;
}

/**
 * A table of rows that scrolls sideways inside its box on a narrow screen rather than widening
 * the page; its caption names it for screen readers. The box is a named region a keyboard can
 * reach (Tab, then the arrow keys scroll it: axe's scrollable-region-focusable). `empty` is shown
 * when there are no rows.
 */
export function DataTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
  empty,
  testId,
}: {
  caption: string;
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  empty: ReactNode;
  testId?: string;
}) {
  if (rows.length === 0) {
    return (
      <p
        className="text-body-secondary py-3"
        role="status"
        data-testid={testId && `${testId}-empty`}
      >
        {empty}
      </p>
    );
  }
  return (
    <div
      className="table-responsive"
      data-testid={testId}
      role="region"
      aria-label={caption}
      tabIndex={0}
    >
      <table className="table table-hover align-middle">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.key} scope="col" className={cx(column.numeric && 'text-end')}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)}>
              {columns.map((column) => (
                <td key={column.key} className={cx(column.numeric && 'text-end text-nowrap')}>
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
