import type { AuthoringCourse, EnrolledStudent, EnrolledStudentSortColumn } from '@manara/contract';
import SearchIcon from '@mui/icons-material/Search';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import InputAdornment from '@mui/material/InputAdornment';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
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
import { downloadReport, useCompletionFigures, useEnrolledStudents } from './course-people.queries.ts';
import { CsvExportButton } from './csv-export-button.tsx';

const SEARCH_DELAY_MS = 350;

/** The completion report's figures, above the table. */
function CompletionFigures({ courseId }: { courseId: number }) {
  const { t } = useTranslation('authoring');
  const { language } = useLanguage();
  const figures = useCompletionFigures(courseId);
  if (!figures.data) return null;
  const number = new Intl.NumberFormat(language);
  const percent = new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 0 });
  const items = [
    { key: 'enrolled', value: number.format(figures.data.enrolled) },
    { key: 'finished', value: number.format(figures.data.finished) },
    { key: 'inProgress', value: number.format(figures.data.inProgress) },
    { key: 'notStarted', value: number.format(figures.data.notStarted) },
    { key: 'averageProgress', value: percent.format(figures.data.averageProgress) },
    { key: 'certificatesIssued', value: number.format(figures.data.certificatesIssued) },
  ] as const;
  return (
    <Box
      component="dl"
      sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))', gap: 2, m: 0, mb: 3 }}
    >
      {items.map((item) => (
        <Paper key={item.key} variant="outlined" sx={{ p: 2 }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {t(`authoring.students.figures.${item.key}`)}
          </Typography>
          <Typography component="dd" variant="h5" sx={{ m: 0, fontWeight: 600 }}>
            {item.value}
          </Typography>
        </Paper>
      ))}
    </Box>
  );
}

function StudentRow({ student }: { student: EnrolledStudent }) {
  const { t } = useTranslation('authoring');
  const { language } = useLanguage();
  const percent = new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 0 });
  const name = `${student.firstName} ${student.lastName}`.trim();
  const state = student.isFinished ? 'finished' : student.finishedLessons > 0 ? 'inProgress' : 'notStarted';
  return (
    <TableRow hover>
      <TableCell component="th" scope="row">
        <Typography variant="body2" sx={{ fontWeight: 600 }} dir="auto">
          {name}
        </Typography>
        <Typography variant="body2" color="text.secondary" dir="ltr" sx={{ textAlign: 'start' }}>
          {student.email}
        </Typography>
      </TableCell>
      <TableCell>{formatDate(student.enrolledAt, language)}</TableCell>
      <TableCell sx={{ minWidth: 140 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <LinearProgress
            variant="determinate"
            value={Math.round(student.progress * 100)}
            aria-label={t('authoring.students.progressOf', { name })}
            sx={{ flexGrow: 1, height: 6, borderRadius: 3 }}
          />
          <Typography variant="body2">{percent.format(student.progress)}</Typography>
        </Stack>
      </TableCell>
      <TableCell>
        <Chip
          size="small"
          variant="outlined"
          color={state === 'finished' ? 'success' : 'default'}
          label={
            student.isFinished && student.finishedAt
              ? t('authoring.students.finishedOn', { date: formatDate(student.finishedAt, language) })
              : t(`authoring.students.state.${state}`)
          }
        />
      </TableCell>
      <TableCell>
        {student.lastActivityAt ? formatDate(student.lastActivityAt, language) : t('authoring.students.never')}
      </TableCell>
      <TableCell>{student.hasCertificate ? t('authoring.students.yes') : t('authoring.students.no')}</TableCell>
    </TableRow>
  );
}

/** The exports of the completion and grade reports: every learner, as CSV files spreadsheets open in Arabic too. */
function ReportExports({ course }: { course: AuthoringCourse }) {
  const { t } = useTranslation('authoring');
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'flex-start', flexWrap: 'wrap' }}>
      <CsvExportButton
        label={t('authoring.students.export')}
        busyLabel={t('authoring.students.exporting')}
        download={downloadReport('completion', course)}
      />
      <CsvExportButton
        label={t('authoring.students.exportGrades')}
        busyLabel={t('authoring.students.exportingGrades')}
        download={downloadReport('grades', course)}
      />
    </Stack>
  );
}

function StudentsTable({ course }: { course: AuthoringCourse }) {
  const { t } = useTranslation('authoring');
  const [search, setSearch] = useState('');
  const paging = usePaging();
  const { sorting, sortBy } = useSorting<EnrolledStudentSortColumn>(
    { sort: 'enrolledAt', order: 'desc' },
    paging.restart,
  );
  const deferredSearch = useDebouncedValue(search.trim(), SEARCH_DELAY_MS);
  const list = useEnrolledStudents(course.id, {
    skip: paging.skip,
    take: paging.take,
    search: deferredSearch,
    ...sorting,
  });
  const header = (column: EnrolledStudentSortColumn, label: string) => (
    <SortableHeader column={column} sorting={sorting} onSort={sortBy}>
      {label}
    </SortableHeader>
  );
  const rows = list.data?.data ?? [];
  return (
    <>
      <CompletionFigures courseId={course.id} />
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ mb: 2, justifyContent: 'space-between', alignItems: { sm: 'flex-start' } }}
      >
        <TextField
          type="search"
          value={search}
          onChange={(event) => {
            setSearch(event.target.value);
            paging.restart();
          }}
          label={t('authoring.students.search')}
          sx={{ width: { xs: '100%', sm: 360 } }}
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
        <ReportExports course={course} />
      </Stack>
      {list.isError ? (
        <Alert severity="error" action={<Button onClick={() => void list.refetch()}>{t('authoring.retry')}</Button>}>
          {getErrorText(t, list.error)}
        </Alert>
      ) : (
        <Paper variant="outlined">
          {list.isFetching ? <LinearProgress aria-label={t('authoring.students.loading')} /> : null}
          <TableContainer>
            <Table aria-label={t('authoring.students.tableLabel')}>
              <TableHead>
                <TableRow>
                  {header('name', t('authoring.students.columns.learner'))}
                  {header('enrolledAt', t('authoring.students.columns.enrolledAt'))}
                  {header('progress', t('authoring.students.columns.progress'))}
                  <TableCell>{t('authoring.students.columns.completion')}</TableCell>
                  {header('lastActivityAt', t('authoring.students.columns.lastActivity'))}
                  <TableCell>{t('authoring.students.columns.certificate')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {rows.map((student) => (
                  <StudentRow key={student.userId} student={student} />
                ))}
                {list.isSuccess && rows.length === 0 ? (
                  <EmptyRow colSpan={6}>
                    {deferredSearch ? t('authoring.students.noMatch') : t('authoring.students.empty')}
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

/** People and results: the course's learners with their progress and completion, and the report's export. */
export function CourseStudentsPage() {
  return <CourseEditorFrame tab="students">{(course) => <StudentsTable course={course} />}</CourseEditorFrame>;
}
