import { Fragment, useId, type ReactNode } from 'react';
import { Button } from '@/components/ui/button/button';
import { downloadCsv, toCsv } from '@/components/ui/data-table/csv';
import { formatKoboAsNaira, formatUsShortDateTime } from '@/components/ui/data-table/format';
import {
  useDataTable,
  type DataTableColumn,
  type SortState,
} from '@/components/ui/data-table/use-data-table';
import { cn } from '@/lib/cn';

export interface DataTableProps<TRow> {
  /** Names the table for screen readers (its caption). */
  caption: string;
  rows: readonly TRow[];
  columns: readonly DataTableColumn<TRow>[];
  getRowKey: (row: TRow) => string | number;
  /** What the body shows when there are no rows at all. */
  emptyMessage: string;
  /** Offers a CSV export of the searched and sorted rows under this file name. */
  exportFileName?: string;
  /** Columns the CSV carries although the table does not show them (an e-mail, an id). */
  exportOnlyColumns?: readonly DataTableColumn<TRow>[];
  /**
   * Shows something under a row (an inline edit form) when it answers non-null: a full-width row whose content
   * keeps to the visible width of the table's sideways scroll, wherever it is scrolled.
   */
  renderRowDetail?: (row: TRow) => ReactNode | null;
  /** Extra controls beside the search box (filters). */
  toolbar?: ReactNode;
  initialSort?: SortState | null;
  pageSize?: number;
}

/** A column of instants: sorted and exported by the ISO text, shown as a short US date and time on one line. */
export function dateTimeColumn<TRow>(
  id: string,
  header: string,
  iso: (row: TRow) => string,
): DataTableColumn<TRow> {
  return {
    id,
    header,
    value: iso,
    cell: (row) => <span className="whitespace-nowrap">{formatUsShortDateTime(iso(row))}</span>,
  };
}

/** A column of amounts in kobo: sorted and exported in naira, shown as ₦12,500 on one line. */
export function nairaColumn<TRow>(
  id: string,
  header: string,
  kobo: (row: TRow) => number,
): DataTableColumn<TRow> {
  return {
    id,
    header,
    value: (row) => kobo(row) / 100,
    cell: (row) => <span className="whitespace-nowrap">{formatKoboAsNaira(kobo(row))}</span>,
  };
}

/** Every admin table: search, sortable headers, pagination and CSV export over the loaded rows. */
export function DataTable<TRow>({
  caption,
  rows,
  columns,
  getRowKey,
  emptyMessage,
  exportFileName,
  exportOnlyColumns = [],
  renderRowDetail,
  toolbar,
  initialSort,
  pageSize,
}: DataTableProps<TRow>) {
  const table = useDataTable({ rows, columns, initialSort, pageSize });
  const searchId = useId();
  const statusId = useId();

  const exportCsv = () => {
    const exported = [...columns, ...exportOnlyColumns].filter((column) => column.value);
    const csv = toCsv(
      exported.map((column) => column.header),
      table.filteredRows.map((row) => exported.map((column) => column.value?.(row))),
    );
    downloadCsv(exportFileName ?? 'export.csv', csv);
  };

  const isFiltered = table.search.trim() !== '';

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
          <div className="flex flex-col gap-1.5">
            <label htmlFor={searchId} className="text-sm font-medium text-slate-800">
              Search
            </label>
            <input
              id={searchId}
              type="search"
              value={table.search}
              onChange={(event) => table.setSearch(event.target.value)}
              aria-describedby={statusId}
              className="w-full rounded-lg border border-slate-300 bg-white px-3.5 py-2 text-base focus:border-brand-600 sm:w-72"
            />
          </div>
          {toolbar}
        </div>
        {exportFileName ? (
          <Button variant="outline" size="sm" onClick={exportCsv} disabled={table.filteredRows.length === 0}>
            Export CSV
          </Button>
        ) : null}
      </div>

      <p id={statusId} className="text-sm text-slate-600" aria-live="polite">
        {isFiltered
          ? `${table.filteredRows.length} of ${rows.length} rows match`
          : `${rows.length} ${rows.length === 1 ? 'row' : 'rows'}`}
      </p>

      {/* The scroll box is keyboard-focusable, named by the caption, and positioned, so the absolutely placed
          screen-reader-only text of a cell stays inside it instead of widening the page. */}
      <div
        tabIndex={0}
        role="region"
        aria-label={caption}
        className="@container relative overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm"
      >
        <table className="min-w-full divide-y divide-slate-200 text-left text-sm">
          <caption className="sr-only">{caption}</caption>
          <thead className="bg-slate-50">
            <tr>
              {columns.map((column) => {
                // A column with a value sorts the table by it.
                const isSortable = Boolean(column.value);
                const direction = table.sort?.columnId === column.id ? table.sort.direction : undefined;
                return (
                  <th
                    key={column.id}
                    scope="col"
                    aria-sort={direction ?? (isSortable ? 'none' : undefined)}
                    className={cn(
                      'px-4 py-3 font-semibold whitespace-nowrap text-slate-700',
                      column.className,
                    )}
                  >
                    {isSortable ? (
                      <button
                        type="button"
                        onClick={() => table.toggleSort(column.id)}
                        className="inline-flex items-center gap-1 rounded hover:text-brand-700"
                      >
                        {column.header}
                        <span aria-hidden="true" className="text-xs text-slate-400">
                          {direction === 'ascending' ? '▲' : direction === 'descending' ? '▼' : '↕'}
                        </span>
                      </button>
                    ) : (
                      column.header
                    )}
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {table.pageRows.length === 0 ? (
              <tr>
                <td colSpan={columns.length} className="px-4 py-8 text-center text-slate-600">
                  {isFiltered ? 'No rows match your search' : emptyMessage}
                </td>
              </tr>
            ) : (
              table.pageRows.map((row) => {
                const detail = renderRowDetail?.(row) ?? null;
                return (
                  <Fragment key={getRowKey(row)}>
                    <tr className="align-top hover:bg-slate-50">
                      {columns.map((column) => (
                        <td key={column.id} className={cn('px-4 py-3 text-slate-800', column.className)}>
                          {column.cell ? column.cell(row) : (column.value?.(row) ?? '')}
                        </td>
                      ))}
                    </tr>
                    {detail !== null ? (
                      <tr>
                        <td colSpan={columns.length} className="bg-brand-50/40 p-0">
                          <div className="sticky left-0 w-[100cqw] px-4 py-4">{detail}</div>
                        </td>
                      </tr>
                    ) : null}
                  </Fragment>
                );
              })
            )}
          </tbody>
        </table>
      </div>

      {table.pageCount > 1 ? (
        <nav aria-label={`${caption} pages`} className="flex items-center justify-between gap-3">
          <Button
            variant="ghost"
            size="sm"
            onClick={() => table.setPage(table.page - 1)}
            disabled={table.page <= 1}
          >
            Previous
          </Button>
          <p className="text-sm text-slate-700" aria-live="polite">
            Page {table.page} of {table.pageCount}
          </p>
          <Button
            variant="ghost"
            size="sm"
            onClick={() => table.setPage(table.page + 1)}
            disabled={table.page >= table.pageCount}
          >
            Next
          </Button>
        </nav>
      ) : null}
    </div>
  );
}
