import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DataTable } from '@/components/ui/data-table/data-table';
import type { DataTableColumn } from '@/components/ui/data-table/use-data-table';

interface Row {
  id: number;
  name: string;
  amount: number;
}

const ROWS: Row[] = Array.from({ length: 23 }, (_, index) => ({
  id: index + 1,
  name: `Donor ${String.fromCharCode(65 + (index % 26))}${index}`,
  amount: (index * 37) % 100,
}));
const COLUMNS: DataTableColumn<Row>[] = [
  { id: 'name', header: 'Name', value: (row) => row.name },
  { id: 'amount', header: 'Amount', value: (row) => row.amount },
  { id: 'actions', header: 'Actions', cell: () => <button type="button">Act</button> },
];

function firstColumn(): string[] {
  const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
  return rows.map((row) => within(row).getAllByRole('cell')[0]!.textContent ?? '');
}

describe('DataTable', () => {
  it('pages through rows ten at a time', async () => {
    const user = userEvent.setup();
    render(
      <DataTable
        caption="Donors"
        rows={ROWS}
        columns={COLUMNS}
        getRowKey={(r) => r.id}
        emptyMessage="None"
      />,
    );
    expect(firstColumn()).toHaveLength(10);
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Page 3 of 3')).toBeInTheDocument();
    expect(firstColumn()).toHaveLength(3);
  });

  it('sorts by a column, numbers numerically, and says so with aria-sort', async () => {
    const user = userEvent.setup();
    render(
      <DataTable
        caption="Donors"
        rows={ROWS}
        columns={COLUMNS}
        getRowKey={(r) => r.id}
        emptyMessage="None"
        pageSize={50}
      />,
    );
    const amountHeader = screen.getByRole('columnheader', { name: /Amount/ });
    await user.click(within(amountHeader).getByRole('button'));
    expect(amountHeader).toHaveAttribute('aria-sort', 'ascending');
    const amounts = () =>
      within(screen.getByRole('table'))
        .getAllByRole('row')
        .slice(1)
        .map((row) => Number(within(row).getAllByRole('cell')[1]!.textContent));
    const ascending = [...ROWS.map((r) => r.amount)].sort((a, b) => a - b);
    expect(amounts()).toEqual(ascending);
    await user.click(within(amountHeader).getByRole('button'));
    expect(amountHeader).toHaveAttribute('aria-sort', 'descending');
    expect(amounts()).toEqual([...ascending].reverse());
    expect(screen.getByRole('columnheader', { name: 'Actions' })).not.toHaveAttribute('aria-sort');
  });

  it('searches every column with a value and returns to the first page', async () => {
    const user = userEvent.setup();
    render(
      <DataTable
        caption="Donors"
        rows={ROWS}
        columns={COLUMNS}
        getRowKey={(r) => r.id}
        emptyMessage="None"
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'donor b1');
    expect(firstColumn()).toEqual(['Donor B1']);
    expect(screen.getByText('1 of 23 rows match')).toBeInTheDocument();
    await user.clear(screen.getByRole('searchbox'));
    await user.type(screen.getByRole('searchbox'), 'nobody');
    expect(screen.getByText('No rows match your search')).toBeInTheDocument();
  });

  it('shows the empty message when there are no rows', () => {
    render(
      <DataTable
        caption="Donors"
        rows={[]}
        columns={COLUMNS}
        getRowKey={(r) => r.id}
        emptyMessage="No donors yet"
      />,
    );
    expect(screen.getByText('No donors yet')).toBeInTheDocument();
  });
});

describe('DataTable CSV export', () => {
  it('exports the searched rows with the shown and export-only columns, neutralising formulas', async () => {
    const user = userEvent.setup();
    const parts: string[] = [];
    const OriginalBlob = Blob;
    vi.stubGlobal(
      'Blob',
      class extends OriginalBlob {
        constructor(blobParts: BlobPart[], options?: BlobPropertyBag) {
          super(blobParts, options);
          parts.push(...blobParts.map(String));
        }
      },
    );
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:csv'), revokeObjectURL: vi.fn() });
    const downloads: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      downloads.push(this.download);
    });
    const rows: Row[] = [
      { id: 1, name: '=HYPERLINK("x")', amount: 5 },
      { id: 2, name: 'Sola', amount: 7 },
    ];
    render(
      <DataTable
        caption="Donors"
        rows={rows}
        columns={COLUMNS}
        getRowKey={(r) => r.id}
        emptyMessage="None"
        exportFileName="donors.csv"
        exportOnlyColumns={[{ id: 'id', header: 'Id', value: (r) => r.id }]}
      />,
    );
    await user.type(screen.getByRole('searchbox'), 'hyperlink');
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));

    expect(downloads).toEqual(['donors.csv']);
    expect(parts.join('')).toBe('\uFEFF"Name","Amount","Id"\r\n"\'=HYPERLINK(""x"")","5","1"');
    vi.unstubAllGlobals();
    Reflect.deleteProperty(URL, 'createObjectURL');
    Reflect.deleteProperty(URL, 'revokeObjectURL');
  });
});
