import type { SortOrder } from '@manara/contract';
import TableCell from '@mui/material/TableCell';
import TableSortLabel from '@mui/material/TableSortLabel';
import { useState } from 'react';

export type Sorting<C extends string> = { sort: C; order: SortOrder };

/**
 * A staff table's sorting, done by the server: the column and direction, and `sortBy`, which
 * sorts by a column ascending first and the other way when it is asked again. `onChange` runs at
 * each change (back to the first page).
 */
export function useSorting<C extends string>(initial: Sorting<C>, onChange: () => void) {
  const [sorting, setSorting] = useState<Sorting<C>>(initial);
  const sortBy = (column: C) => {
    setSorting((current) => ({
      sort: column,
      order: current.sort === column && current.order === 'asc' ? 'desc' : 'asc',
    }));
    onChange();
  };
  return { sorting, sortBy };
}

/**
 * A column header that sorts the table by its column; `aria-sort` says how it is sorted now.
 * `align` right for a column of numbers, as its cells.
 */
export function SortableHeader<C extends string>({
  column,
  sorting,
  onSort,
  align,
  children,
}: {
  column: C;
  sorting: Sorting<C>;
  onSort: (column: C) => void;
  align?: 'right' | undefined;
  children: string;
}) {
  const active = sorting.sort === column;
  return (
    <TableCell align={align} sortDirection={active ? sorting.order : false}>
      <TableSortLabel active={active} direction={active ? sorting.order : 'asc'} onClick={() => onSort(column)}>
        {children}
      </TableSortLabel>
    </TableCell>
  );
}
