import type { InstructedCourse, InstructedCourseSortColumn } from '@manara/contract';
import AddIcon from '@mui/icons-material/Add';
import SearchIcon from '@mui/icons-material/Search';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import InputAdornment from '@mui/material/InputAdornment';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { getErrorText } from '../../../i18n/error-text.ts';
import { useLanguage } from '../../../i18n/use-language.ts';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { coursePaths } from '../../catalogue/course-paths.ts';
import { courseAuthoringPaths } from '../../course-authoring/course-authoring-paths.ts';
import { useTermInSentence } from '../../organizations/organizations.queries.ts';
import { PortalPage } from '../components/portal-page.tsx';
import { EmptyRow, PagingFooter, usePaging } from '../components/server-paging.tsx';
import { SortableHeader, useSorting } from '../components/sortable-header.tsx';
import { useInstructedCourses } from '../portal.queries.ts';

const SEARCH_DELAY_MS = 350;
const statusColor = { approved: 'success', pending: 'warning', rejected: 'error' } as const;

function CourseRow({ course }: { course: InstructedCourse }) {
  const { t } = useTranslation('portal');
  const { language } = useLanguage();
  return (
    <TableRow hover>
      <TableCell component="th" scope="row">
        <Link
          component={RouterLink}
          to={courseAuthoringPaths.editor(course.id)}
          underline="hover"
          sx={{ fontWeight: 600 }}
          aria-label={t('portal.teaching.edit', { name: course.name })}
        >
          {course.name}
        </Link>
        <Link
          component={RouterLink}
          to={coursePaths.overview(course.id)}
          underline="hover"
          variant="body2"
          sx={{ display: 'block' }}
          aria-label={t('portal.teaching.viewNamed', { name: course.name })}
        >
          {t('portal.teaching.view')}
        </Link>
      </TableCell>
      <TableCell>
        <Chip
          size="small"
          variant="outlined"
          color={statusColor[course.status]}
          label={t(`portal.teaching.status.${course.status}`)}
        />
      </TableCell>
      <TableCell>{course.isPublished ? t('portal.teaching.published') : t('portal.teaching.unpublished')}</TableCell>
      <TableCell align="right">{new Intl.NumberFormat(language).format(course.numberOfEnrollees)}</TableCell>
    </TableRow>
  );
}

/** The teaching mode's home: the courses the instructor teaches, searched and paged on the server. */
export function TeachingPage() {
  const { t } = useTranslation('portal');
  const courses = useTermInSentence('course', { plural: true });
  const [search, setSearch] = useState('');
  const paging = usePaging();
  const deferredSearch = useDebouncedValue(search.trim(), SEARCH_DELAY_MS);
  // Newest first, as created (no column shows the date): no header is sorted until one is pressed.
  const { sorting, sortBy } = useSorting<InstructedCourseSortColumn>(
    { sort: 'createdAt', order: 'desc' },
    paging.restart,
  );
  const list = useInstructedCourses({ skip: paging.skip, take: paging.take, search: deferredSearch, ...sorting });
  const header = (column: InstructedCourseSortColumn, label: string, align?: 'right') => (
    <SortableHeader column={column} sorting={sorting} onSort={sortBy} align={align}>
      {label}
    </SortableHeader>
  );
  const rows = list.data?.data ?? [];

  return (
    <PortalPage
      title={t('pages.portalTeaching.title')}
      description={t('portal.teaching.intro', { courses })}
      actions={
        <Button component={RouterLink} to={courseAuthoringPaths.create} variant="contained" startIcon={<AddIcon />}>
          {t('portal.teaching.create')}
        </Button>
      }
    >
      <TextField
        type="search"
        value={search}
        onChange={(event) => {
          setSearch(event.target.value);
          paging.restart();
        }}
        label={t('portal.teaching.search', { courses })}
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
        <Alert severity="error" action={<Button onClick={() => void list.refetch()}>{t('common.retry')}</Button>}>
          {getErrorText(t, list.error)}
        </Alert>
      ) : (
        <Paper variant="outlined">
          {list.isFetching ? <LinearProgress aria-label={t('common.loading')} /> : null}
          <TableContainer>
            <Table aria-label={t('portal.teaching.tableLabel', { courses })}>
              <TableHead>
                <TableRow>
                  {header('name', t('portal.teaching.columns.name'))}
                  {header('status', t('portal.teaching.columns.status'))}
                  {header('isPublished', t('portal.teaching.columns.published'))}
                  {header('numberOfEnrollees', t('portal.teaching.columns.learners'), 'right')}
                </TableRow>
              </TableHead>
              <TableBody>
                {rows.map((course) => (
                  <CourseRow key={course.id} course={course} />
                ))}
                {list.isSuccess && rows.length === 0 ? (
                  <EmptyRow colSpan={4}>
                    {deferredSearch
                      ? t('portal.teaching.noMatch', { courses })
                      : t('portal.teaching.empty', { courses })}
                  </EmptyRow>
                ) : null}
              </TableBody>
            </Table>
          </TableContainer>
          <PagingFooter
            paging={paging}
            total={list.data?.total ?? 0}
            rowsPerPage={t('portal.teaching.rowsPerPage')}
            range={({ from, to, count }) => t('portal.teaching.range', { from, to, count })}
          />
        </Paper>
      )}
    </PortalPage>
  );
}
