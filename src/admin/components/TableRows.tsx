import type { ReactNode } from 'react';
import ui from './ui.module.css';

/** One column of a console table: its header, and what each row shows in it. */
export interface Column<Row> {
  header: string;
  cell: (row: Row) => ReactNode;
  /** A number, aligned right with its header. */
  numeric?: boolean;
  /** A date, time or code that must not wrap. */
  nowrap?: boolean;
}

export function headerClass(column: Column<never>): string | undefined {
  return column.numeric ? ui.num : undefined;
}

export function cellClass(column: Column<never>): string | undefined {
  if (column.numeric) return ui.num;
  return column.nowrap ? ui.nowrap : undefined;
}

/** The head and body of a table (inside the page's <table>): a header per column, a row per record. */
export function TableRows<Row extends { id: number }>({
  columns,
  rows,
}: {
  columns: Array<Column<Row>>;
  rows: Row[];
}) {
  return (
    <>
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column.header} scope="col" className={headerClass(column)}>
              {column.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.id}>
            {columns.map((column) => (
              <td key={column.header} className={cellClass(column)}>
                {column.cell(row)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </>
  );
}
