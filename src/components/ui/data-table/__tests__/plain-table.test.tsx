import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PlainTable, type PlainTableColumn } from '@/components/ui/data-table/plain-table';

interface Fund {
  id: number;
  name: string;
  balance: number;
}

const FUNDS: Fund[] = [
  { id: 1, name: 'General fund', balance: 1200 },
  { id: 2, name: 'Food drive', balance: -300 },
];
const COLUMNS: PlainTableColumn<Fund>[] = [
  { id: 'fund', header: 'Fund', isRowHeader: true, value: (fund) => fund.name },
  {
    id: 'balance',
    header: 'Balance',
    isNumeric: true,
    value: (fund) => fund.balance,
    cellClassName: (fund) => fund.balance < 0 && 'text-red-700',
  },
  { id: 'note', header: 'Note', cell: (fund) => <em>fund {fund.id}</em> },
];

describe('PlainTable', () => {
  it('shows every row as it is, each headed by its row header cell, with no search, sort or pages', () => {
    render(
      <PlainTable
        caption="Funds"
        rows={FUNDS}
        columns={COLUMNS}
        getRowKey={(fund) => fund.id}
        getRowAttributes={(fund) => ({ 'data-fund': String(fund.id) })}
        minWidthClassName="min-w-[20rem]"
        testId="funds"
      />,
    );
    const table = screen.getByRole('table', { name: 'Funds' });
    expect(table).toHaveAttribute('data-testid', 'funds');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Fund', 'Balance', 'Note']);
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['General fund', 'Food drive']);
    const food = table.querySelector('tr[data-fund="2"]')!;
    const balance = within(food as HTMLElement).getByRole('cell', { name: '-300' });
    expect(balance).toHaveClass('text-right', 'tabular-nums', 'text-red-700');
    expect(within(food as HTMLElement).getByText('fund 2').tagName).toBe('EM');
    expect(screen.queryByRole('searchbox')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
