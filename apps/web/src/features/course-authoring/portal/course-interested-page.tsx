import type { InterestedLearner, InterestedLearnerSortColumn } from '@manara/contract';
import SearchIcon from '@mui/icons-material/Search';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getErrorText } from '../../../i18n/error-text.ts';
import { formatDate } from '../../../i18n/format-date.ts';
import { useLanguage } from '../../../i18n/use-language.ts';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { EmptyRow, PagingFooter, usePaging } from '../../portal/components/server-paging.tsx';
import { SortableHeader, useSorting } from '../../portal/components/sortable-header.tsx';
import { CourseEditorFrame } from './course-editor-frame.tsx';
import { useInterestedLearners } from './course-interest-reviews.queries.ts';

const SEARCH_DELAY_MS = 350;

function InterestedRow({ row }: { row: InterestedLearner }) {
  const { t } = useTranslation('authoring');
  const { language } = useLanguage();
  return (
    <TableRow hover>
      <TableCell component="th" scope="row">
        <Typography variant="body2" sx={{ fontWeight: 600 }} dir="auto">
          {`${row.firstName} ${row.lastName}`.trim()}
        </Typography>
        <Typography variant="body2" color="text.secondary" dir="ltr" sx={{ textAlign: 'start' }}>
          {row.email}
        </Typography>
      </TableCell>
      <TableCell>{formatDate(row.interestedAt, language)}</TableCell>
      <TableCell>
        {row.notifiedAt
          ? t('authoring.interested.notifiedOn', { date: formatDate(row.notifiedAt, language) })
          : row.notifyWhenAvailable
            ? t('authoring.interested.waiting')
            : t('authoring.interested.notAsked')}
      </TableCell>
    </TableRow>
  );
}

function InterestedLearners({ courseId }: { courseId: number }) {
  const { t } = useTranslation('authoring');
  const [search, setSearch] = useState('');
  const paging = usePaging();
  const deferredSearch = useDebouncedValue(search.trim(), SEARCH_DELAY_MS);
  const { sorting, sortBy } = useSorting<InterestedLearnerSortColumn>(
    { sort: 'interestedAt', order: 'desc' },
    paging.restart,
  );
  const list = useInterestedLearners(courseId, {
    skip: paging.skip,
    take: paging.take,
    search: deferredSearch,
    ...sorting,
  });
  const header = (column: InterestedLearnerSortColumn, label: string) => (
    <SortableHeader column={column} sorting={sorting} onSort={sortBy}>
      {label}
    </SortableHeader>
  );
  const rows = list.data?.data ?? [];
  return (
    <>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('authoring.interested.intro')}
      </Typography>
      <TextField
        type="search"
        value={search}
        onChange={(event) => {
          setSearch(event.target.value);
          paging.restart();
        }}
        label={t('authoring.students.search')}
        sx={{ mb: 2, width: { xs: '100%', sm: 360 } }}
        slotProps={{
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon />
              </InputAdornment>
            ),
          },
        }}
      />
      {list.isError ? (
        <Alert severity="error" action={<Button onClick={() => void list.refetch()}>{t('authoring.retry')}</Button>}>
          {getErrorText(t, list.error)}
        </Alert>
      ) : (
        <Paper variant="outlined">
          {list.isFetching ? <LinearProgress aria-label={t('authoring.interested.loading')} /> : null}
          <TableContainer>
            <Table aria-label={t('authoring.interested.tableLabel')}>
              <TableHead>
                <TableRow>
                  {header('learner', t('authoring.students.columns.learner'))}
                  {header('interestedAt', t('authoring.interested.columns.since'))}
                  {header('notify', t('authoring.interested.columns.notify'))}
                </TableRow>
              </TableHead>
              <TableBody>
                {rows.map((row) => (
                  <InterestedRow key={row.userId} row={row} />
                ))}
                {list.isSuccess && rows.length === 0 ? (
                  <EmptyRow colSpan={3}>
                    {deferredSearch ? t('authoring.students.noMatch') : t('authoring.interested.empty')}
                  </EmptyRow>
                ) : null}
              </TableBody>
            </Table>
          </TableContainer>
          <PagingFooter
            paging={paging}
            total={list.data?.total ?? 0}
            rowsPerPage={t('authoring.students.rowsPerPage')}
            range={({ from, to, count }) => t('authoring.students.range', { from, to, count })}
          />
        </Paper>
      )}
    </>
  );
}

/** People and results: the members interested in the course (a coming-soon one, mostly). */
export function CourseInterestedPage() {
  return (
    <CourseEditorFrame tab="interested">{(course) => <InterestedLearners courseId={course.id} />}</CourseEditorFrame>
  );
}
