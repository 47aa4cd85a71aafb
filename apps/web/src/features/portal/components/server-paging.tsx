import type { Theme } from '@mui/material/styles';
import TableCell from '@mui/material/TableCell';
import TablePagination, { tablePaginationClasses } from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import { type ReactNode, useState } from 'react';

/** The page sizes every portal table offers; the first is the default. */
const PAGE_SIZES = [10, 25, 50];

export type Paging = ReturnType<typeof usePaging>;

/**
 * The page a server-paged portal table shows: `skip` and `take` for its query. Changing the page
 * size, or anything that changes the rows (a search, a filter: `restart`), goes back to the first page.
 */
export function usePaging() {
  const [page, setPage] = useState(0);
  const [take, setTake] = useState(PAGE_SIZES[0] ?? 10);
  return {
    page,
    take,
    skip: page * take,
    setPage,
    setTake(next: number) {
      setTake(next);
      setPage(0);
    },
    restart: () => setPage(0),
  };
}

/**
 * On a phone the footer's parts sit closer (MUI's margins are for wide tables) and may wrap, so
 * that the next-page button is never cut off at 390 px; from `sm` on it is MUI's own.
 */
const compactFooter = (theme: Theme) => ({
  [theme.breakpoints.down('sm')]: {
    [`& .${tablePaginationClasses.toolbar}`]: { flexWrap: 'wrap', paddingLeft: theme.spacing(1) },
    [`& .${tablePaginationClasses.spacer}`]: { display: 'none' },
    [`& .${tablePaginationClasses.input}`]: { marginRight: theme.spacing(1) },
    [`& .${tablePaginationClasses.actions}`]: { marginLeft: theme.spacing(1) },
  },
});

/** The footer of a server-paged table: the page, the page size and "1–10 of 42" in the reader's words. */
export function PagingFooter({
  paging,
  total,
  rowsPerPage,
  range,
}: {
  paging: Paging;
  total: number;
  rowsPerPage: string;
  range: (shown: { from: number; to: number; count: number }) => string;
}) {
  return (
    <TablePagination
      component="div"
      count={total}
      page={paging.page}
      onPageChange={(_, next) => paging.setPage(next)}
      rowsPerPage={paging.take}
      rowsPerPageOptions={PAGE_SIZES}
      onRowsPerPageChange={(event) => paging.setTake(Number(event.target.value))}
      labelRowsPerPage={rowsPerPage}
      labelDisplayedRows={range}
      sx={compactFooter}
    />
  );
}

/** The one row of a table with nothing to show, across all its columns. */
export function EmptyRow({ colSpan, children }: { colSpan: number; children: ReactNode }) {
  return (
    <TableRow>
      <TableCell colSpan={colSpan} sx={{ py: 4, textAlign: 'center', color: 'text.secondary' }}>
        {children}
      </TableCell>
    </TableRow>
  );
}
