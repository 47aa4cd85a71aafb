// @vitest-environment jsdom
import Table from '@mui/material/Table';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SortableHeader, type Sorting, useSorting } from './sortable-header.tsx';

type Column = 'createdAt' | 'name';

/** A table head as the portal's pages build it; `seen` receives each sorting its query would send. */
function Head({ onRestart, seen }: { onRestart: () => void; seen: (sorting: Sorting<Column>) => void }) {
  const { sorting, sortBy } = useSorting<Column>({ sort: 'createdAt', order: 'desc' }, onRestart);
  seen(sorting);
  return (
    <Table>
      <TableHead>
        <TableRow>
          <SortableHeader column="name" sorting={sorting} onSort={sortBy}>
            Name
          </SortableHeader>
          <SortableHeader column="createdAt" sorting={sorting} onSort={sortBy}>
            Received
          </SortableHeader>
        </TableRow>
      </TableHead>
    </Table>
  );
}

const cellOf = (name: string) => screen.getByRole('columnheader', { name });
const press = (name: string) => fireEvent.click(screen.getByRole('button', { name }));

describe('a sortable table head', () => {
  afterEach(cleanup);

  it('starts in the list’s own order, sorts a column ascending first, then the other way, and back to the first page', () => {
    const onRestart = vi.fn();
    const seen = vi.fn();
    render(<Head onRestart={onRestart} seen={seen} />);
    expect(cellOf('Received').getAttribute('aria-sort')).toBe('descending');
    expect(cellOf('Name').hasAttribute('aria-sort')).toBe(false);
    expect(seen).toHaveBeenLastCalledWith({ sort: 'createdAt', order: 'desc' });

    press('Name');
    expect(cellOf('Name').getAttribute('aria-sort')).toBe('ascending');
    expect(cellOf('Received').hasAttribute('aria-sort')).toBe(false);
    expect(seen).toHaveBeenLastCalledWith({ sort: 'name', order: 'asc' });

    press('Name');
    expect(cellOf('Name').getAttribute('aria-sort')).toBe('descending');
    expect(seen).toHaveBeenLastCalledWith({ sort: 'name', order: 'desc' });

    press('Received');
    expect(cellOf('Received').getAttribute('aria-sort')).toBe('ascending');
    expect(seen).toHaveBeenLastCalledWith({ sort: 'createdAt', order: 'asc' });
    expect(onRestart).toHaveBeenCalledTimes(3);
  });
});
