import type { CSSProperties, ReactNode } from 'react';
import { Loading } from './Notice';
import Pagination from './Pagination';
import ui from './ui.module.css';

// The console's list scaffold: columns described once (a header and what each row shows), drawn as a table's
// head and body, wrapped with its empty line, its loading line and its pages.

/** One column of a console table: its header, and what each row shows in it. */
export interface Column<Row> {
  header: string;
  cell: (row: Row) => ReactNode;
  /** A number, aligned right with its header. */
  numeric?: boolean;
  /** A date, time or code that must not wrap. */
  nowrap?: boolean;
  /** The header is read to screen readers only (e.g. a column of buttons). */
  hiddenHeader?: boolean;
  /** The row's name (e.g. its year): a header cell for its row. */
  rowHeader?: boolean;
}

export function headerClass(column: Column<never>): string | undefined {
  return column.numeric ? ui.num : undefined;
}

export function cellClass(column: Column<never>): string | undefined {
  if (column.numeric) return ui.num;
  return column.nowrap ? ui.nowrap : undefined;
}

interface TableRowsProps<Row> {
  columns: Array<Column<Row>>;
  rows: Row[];
  /** A row's React key; its id by default. */
  rowKey?: (row: Row, index: number) => string | number;
  /** Each cell carries its column's header as data-label (narrow screens show it beside the value). */
  labelled?: boolean;
}

const idOf = (row: unknown) => (row as { id: number }).id;

/** The head and body of a table (inside the page's <table>): a header per column, a row per record. */
export function TableRows<Row>({ columns, rows, rowKey = idOf, labelled }: TableRowsProps<Row>) {
  return (
    <>
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column.header} scope="col" className={headerClass(column)}>
              {column.hiddenHeader ? <span className="visually-hidden">{column.header}</span> : column.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row, index) => (
          <tr key={rowKey(row, index)}>
            {columns.map((column) => {
              const Cell = column.rowHeader ? 'th' : 'td';
              return (
                <Cell
                  key={column.header}
                  scope={column.rowHeader ? 'row' : undefined}
                  className={cellClass(column)}
                  data-label={labelled ? column.header : undefined}
                >
                  {column.cell(row)}
                </Cell>
              );
            })}
          </tr>
        ))}
      </tbody>
    </>
  );
}

interface DataTableProps<Row> extends TableRowsProps<Row> {
  /** The line under the table when there are no rows; null or absent: none. */
  empty?: ReactNode;
  /** Read to screen readers only. */
  caption?: string;
  /** While a new answer is on its way. */
  busy?: boolean;
  /** The table's own class besides the console's. */
  className?: string;
  style?: CSSProperties;
}

/** A console table in its scrolling box, with its empty line. */
export function DataTable<Row>({ empty, caption, busy, className, style, ...rows }: DataTableProps<Row>) {
  return (
    <div className={ui.tableWrap} aria-busy={busy} style={style}>
      <table className={className ? `${ui.table} ${className}` : ui.table}>
        {caption && <caption className="visually-hidden">{caption}</caption>}
        <TableRows {...rows} />
      </table>
      {rows.rows.length === 0 && empty && <p className={ui.empty}>{empty}</p>}
    </div>
  );
}

interface PagedTableProps<Row> extends Omit<DataTableProps<Row>, 'rows'> {
  /** The answer of a paged list; undefined until it comes. */
  data: { data: Row[]; total: number; total_pages: number } | undefined;
  isLoading: boolean;
  /** "the audit log": the loading line says "Loading the audit log…". */
  what: string;
  page: number;
  onPage: (page: number) => void;
}

/** A paged list: its loading line, then its table (with the empty line once answered), then its pages. */
export function PagedTable<Row>({
  data,
  isLoading,
  what,
  page,
  onPage,
  empty,
  ...table
}: PagedTableProps<Row>) {
  return (
    <>
      {isLoading ? (
        <Loading what={what} />
      ) : (
        <DataTable {...table} rows={data?.data ?? []} empty={data ? empty : null} />
      )}
      {data && <Pagination page={page} totalPages={data.total_pages} total={data.total} onPage={onPage} />}
    </>
  );
}
