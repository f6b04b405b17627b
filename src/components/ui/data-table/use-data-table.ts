import { useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { madeOnFirstUse } from '@contract/made-on-first-use';

export interface DataTableColumn<TRow> {
  id: string;
  header: string;
  /** What the cell shows; defaults to `value`. */
  cell?: (row: TRow) => ReactNode;
  /** The plain value used to search, sort and export; leave out for action columns. */
  value?: (row: TRow) => string | number | null | undefined;
  className?: string;
}

type SortDirection = 'ascending' | 'descending';
export interface SortState {
  columnId: string;
  direction: SortDirection;
}

const DEFAULT_PAGE_SIZE = 10;

const collator = madeOnFirstUse(() => new Intl.Collator('en', { numeric: true, sensitivity: 'base' }));

function compareValues(a: string | number | null | undefined, b: string | number | null | undefined): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return collator().compare(String(a ?? ''), String(b ?? ''));
}

export interface UseDataTableOptions<TRow> {
  rows: readonly TRow[];
  columns: readonly DataTableColumn<TRow>[];
  pageSize?: number;
  initialSort?: SortState | null;
}

/** Search (every column with a value), sort (one column) and pagination over rows already loaded. */
export function useDataTable<TRow>({
  rows,
  columns,
  pageSize = DEFAULT_PAGE_SIZE,
  initialSort = null,
}: UseDataTableOptions<TRow>) {
  const [search, setSearchState] = useState('');
  const [sort, setSort] = useState<SortState | null>(initialSort);
  const [requestedPage, setPage] = useState(1);

  const filteredRows = useMemo(() => {
    const needle = search.trim().toLowerCase();
    const searchable = columns.filter((column) => column.value);
    const matching = needle
      ? rows.filter((row) =>
          searchable.some((column) =>
            String(column.value?.(row) ?? '')
              .toLowerCase()
              .includes(needle),
          ),
        )
      : [...rows];
    const sortColumn = sort ? columns.find((column) => column.id === sort.columnId) : undefined;
    if (sort && sortColumn?.value) {
      const read = sortColumn.value;
      const factor = sort.direction === 'ascending' ? 1 : -1;
      matching.sort((a, b) => factor * compareValues(read(a), read(b)));
    }
    return matching;
  }, [rows, columns, search, sort]);

  const pageCount = Math.max(1, Math.ceil(filteredRows.length / pageSize));
  // A page past the end (after a delete or a narrower search) shows the last page instead.
  const page = Math.min(requestedPage, pageCount);
  const pageRows = filteredRows.slice((page - 1) * pageSize, page * pageSize);

  const toggleSort = (columnId: string) => {
    setSort((current) =>
      current?.columnId === columnId
        ? { columnId, direction: current.direction === 'ascending' ? 'descending' : 'ascending' }
        : { columnId, direction: 'ascending' },
    );
  };

  const setSearch = (value: string) => {
    setSearchState(value);
    setPage(1);
  };

  return { search, setSearch, sort, toggleSort, page, setPage, pageCount, pageRows, filteredRows };
}
