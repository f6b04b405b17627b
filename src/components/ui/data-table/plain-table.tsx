import type { DataTableColumn } from '@/components/ui/data-table/use-data-table';
import { cn } from '@/lib/cn';

export interface PlainTableColumn<TRow> extends Pick<
  DataTableColumn<TRow>,
  'id' | 'header' | 'cell' | 'value'
> {
  /** Figures: right-aligned, with digits of one width. */
  isNumeric?: boolean;
  /** The cell heads its row (`<th scope="row">`), as a month or a fund does. */
  isRowHeader?: boolean;
  /** Classes of one row's cell (a negative balance in red, say). */
  cellClassName?: (row: TRow) => string | false | undefined;
}

export interface PlainTableProps<TRow> {
  /** Names the table for screen readers (its caption). */
  caption: string;
  rows: readonly TRow[];
  columns: readonly PlainTableColumn<TRow>[];
  getRowKey: (row: TRow) => string | number;
  /** Attributes of a row's `<tr>` (`data-*` that tests and scripts find it by). */
  getRowAttributes?: (row: TRow) => Record<`data-${string}`, string>;
  /** The width under which the table scrolls sideways instead of squeezing (`min-w-[40rem]`). */
  minWidthClassName: string;
  /** Classes of the scrolling box around the table (spacing). */
  className?: string;
  testId?: string;
}

const CELL_CLASS = 'border-b border-slate-200 px-3 py-2 text-left align-top';
const HEAD_CLASS = 'border-b-2 border-brand-200 px-3 py-2 text-left font-semibold text-brand-900';

/**
 * A public table of figures, read as it is: the data table's columns (header, cell, value) without its search,
 * sort and pages, so it renders the same on the server and in the app.
 */
export function PlainTable<TRow>({
  caption,
  rows,
  columns,
  getRowKey,
  getRowAttributes,
  minWidthClassName,
  className,
  testId,
}: PlainTableProps<TRow>) {
  return (
    // A box that scrolls sideways takes keyboard focus (arrows scroll it) and is named by the table's caption.
    <div className={cn(className, 'overflow-x-auto')} tabIndex={0} role="region" aria-label={caption}>
      <table className={cn('w-full', minWidthClassName, 'border-collapse text-sm')} data-testid={testId}>
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.id} scope="col" className={HEAD_CLASS}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={getRowKey(row)} {...getRowAttributes?.(row)}>
              {columns.map((column) => {
                const Cell = column.isRowHeader ? 'th' : 'td';
                return (
                  <Cell
                    key={column.id}
                    scope={column.isRowHeader ? 'row' : undefined}
                    className={cn(
                      CELL_CLASS,
                      column.isNumeric && 'text-right tabular-nums',
                      column.cellClassName?.(row),
                    )}
                  >
                    {column.cell ? column.cell(row) : column.value?.(row)}
                  </Cell>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
