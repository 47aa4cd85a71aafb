import type { OrganizationCourse, OrganizationCourseSortColumn } from '@manara/contract';
import SearchIcon from '@mui/icons-material/Search';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import InputAdornment from '@mui/material/InputAdornment';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { getErrorText } from '../../../i18n/error-text.ts';
import { useLanguage } from '../../../i18n/use-language.ts';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { useCanOpen } from '../../../routing/can-open.ts';
import { offerUndo } from '../../../ui/undo/undo-store.ts';
import { coursePaths } from '../../catalogue/course-paths.ts';
import { useTermInSentence } from '../../organizations/organizations.queries.ts';
import { PortalPage } from '../../portal/components/portal-page.tsx';
import { EmptyRow, PagingFooter, usePaging } from '../../portal/components/server-paging.tsx';
import { SortableHeader, useSorting } from '../../portal/components/sortable-header.tsx';
import { COURSE_EDITOR_PATH, courseAuthoringPaths } from '../course-authoring-paths.ts';
import { useCourseCategories } from './course-authoring.queries.ts';
import {
  type CourseStatus,
  useOrganizationCourses,
  usePublishOrganizationCourse,
} from './organization-courses.queries.ts';

const SEARCH_DELAY_MS = 350;
const STATUSES: readonly CourseStatus[] = ['pending', 'approved', 'rejected'];
// Pending is neutral: the theme's warning colour is too light for text (as in the course editor).
const statusColor = { approved: 'success', pending: 'default', rejected: 'error' } as const;
const ALL = 'all';

type Published = 'published' | 'unpublished';

/** Publishes or unpublishes a course from its row; unpublishing offers to undo it. */
function usePublishToggle() {
  const { t } = useTranslation('authoring');
  const publish = usePublishOrganizationCourse();
  const toggle = (course: OrganizationCourse) => {
    const isPublished = !course.isPublished;
    publish.mutate(
      { courseId: course.id, isPublished },
      {
        onSuccess: () => {
          // Unpublishing hides the course from learners at once: it may be taken back.
          if (isPublished) return;
          offerUndo({
            message: t('authoring.organizationCourses.unpublishedDone', { name: course.name }),
            undo: () => publish.mutateAsync({ courseId: course.id, isPublished: true }),
            undoneMessage: t('authoring.organizationCourses.publishedAgain', { name: course.name }),
          });
        },
      },
    );
  };
  return { publish, toggle };
}

/** The course's name, opening its editor when the user may open it, and "view as a learner". */
function CourseName({ course }: { course: OrganizationCourse }) {
  const { t } = useTranslation('authoring');
  const canOpen = useCanOpen();
  return (
    <>
      {canOpen(COURSE_EDITOR_PATH) ? (
        <Link
          component={RouterLink}
          to={courseAuthoringPaths.editor(course.id)}
          underline="hover"
          sx={{ fontWeight: 600 }}
          aria-label={t('authoring.organizationCourses.edit', { name: course.name })}
        >
          {course.name}
        </Link>
      ) : (
        <Typography component="span" sx={{ fontWeight: 600 }}>
          {course.name}
        </Typography>
      )}
      <Link
        component={RouterLink}
        to={coursePaths.overview(course.id)}
        underline="hover"
        variant="body2"
        sx={{ display: 'block' }}
        aria-label={t('authoring.organizationCourses.viewNamed', { name: course.name })}
      >
        {t('authoring.organizationCourses.view')}
      </Link>
    </>
  );
}

function Instructors({ course }: { course: OrganizationCourse }) {
  const { t } = useTranslation('authoring');
  if (course.instructors.length === 0) return <>{t('authoring.organizationCourses.noInstructor')}</>;
  return (
    <>
      {course.instructors
        .map((person) =>
          person.isHidden
            ? t('authoring.organizationCourses.hiddenInstructor', { name: `${person.firstName} ${person.lastName}` })
            : `${person.firstName} ${person.lastName}`,
        )
        .join(t('authoring.organizationCourses.listSeparator'))}
    </>
  );
}

function StatusChips({ course }: { course: OrganizationCourse }) {
  const { t } = useTranslation('authoring');
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <Chip
        size="small"
        variant="outlined"
        color={statusColor[course.status]}
        label={t(`authoring.organizationCourses.status.${course.status}`)}
      />
      <Chip
        size="small"
        variant={course.isPublished ? 'filled' : 'outlined'}
        color={course.isPublished ? 'primary' : 'default'}
        label={
          course.isPublished
            ? course.isPublishedByAdmin
              ? t('authoring.organizationCourses.publishedByAdmin')
              : t('authoring.organizationCourses.published')
            : t('authoring.organizationCourses.unpublished')
        }
      />
    </Stack>
  );
}

function PublishButton({
  course,
  busy,
  onToggle,
}: {
  course: OrganizationCourse;
  busy: boolean;
  onToggle: (course: OrganizationCourse) => void;
}) {
  const { t } = useTranslation('authoring');
  const label = course.isPublished ? 'unpublish' : 'publish';
  return (
    <Button
      size="small"
      variant={course.isPublished ? 'outlined' : 'contained'}
      disabled={busy}
      aria-label={t(`authoring.organizationCourses.${label}Named`, { name: course.name })}
      onClick={() => onToggle(course)}
    >
      {t(`authoring.organizationCourses.${label}`)}
    </Button>
  );
}

/** The search and the three filters above the table. */
function Filters({
  search,
  onSearch,
  published,
  onPublished,
  status,
  onStatus,
  categoryId,
  onCategory,
}: {
  search: string;
  onSearch: (value: string) => void;
  published: Published | null;
  onPublished: (value: Published | null) => void;
  status: CourseStatus | null;
  onStatus: (value: CourseStatus | null) => void;
  categoryId: number | null;
  onCategory: (value: number | null) => void;
}) {
  const { t } = useTranslation('authoring');
  const courses = useTermInSentence('course', { plural: true });
  const categories = useCourseCategories();
  const field = { width: { xs: '100%', sm: 180 } };
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} useFlexGap sx={{ mb: 2, flexWrap: 'wrap' }}>
      <TextField
        type="search"
        value={search}
        onChange={(event) => onSearch(event.target.value)}
        label={t('authoring.organizationCourses.search', { courses })}
        sx={{ width: { xs: '100%', sm: 280 } }}
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
      <TextField
        select
        label={t('authoring.organizationCourses.publishedFilter')}
        value={published ?? ALL}
        onChange={(event) => onPublished(event.target.value === ALL ? null : (event.target.value as Published))}
        sx={field}
      >
        <MenuItem value={ALL}>{t('authoring.organizationCourses.any')}</MenuItem>
        <MenuItem value="published">{t('authoring.organizationCourses.published')}</MenuItem>
        <MenuItem value="unpublished">{t('authoring.organizationCourses.unpublished')}</MenuItem>
      </TextField>
      <TextField
        select
        label={t('authoring.organizationCourses.statusFilter')}
        value={status ?? ALL}
        onChange={(event) => onStatus(event.target.value === ALL ? null : (event.target.value as CourseStatus))}
        sx={field}
      >
        <MenuItem value={ALL}>{t('authoring.organizationCourses.any')}</MenuItem>
        {STATUSES.map((value) => (
          <MenuItem key={value} value={value}>
            {t(`authoring.organizationCourses.status.${value}`)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        label={t('authoring.organizationCourses.categoryFilter')}
        value={categoryId ?? ALL}
        onChange={(event) => onCategory(event.target.value === ALL ? null : Number(event.target.value))}
        sx={field}
      >
        <MenuItem value={ALL}>{t('authoring.organizationCourses.anyCategory')}</MenuItem>
        {(categories.data?.data ?? []).map((category) => (
          <MenuItem key={category.id} value={category.id}>
            {category.name}
          </MenuItem>
        ))}
      </TextField>
    </Stack>
  );
}

/**
 * Every course of the organization, for its course administrators (issue 13, "Courses across the
 * organization"): searched, filtered and sorted on the server, each with its instructors, learners,
 * approval and published state; publish and unpublish (undoable), open in the editor, view as a
 * learner. An administrator's publishing approves the course too (docs/decisions/courses.md).
 */
export function OrganizationCoursesPage() {
  const { t } = useTranslation('authoring');
  const { language } = useLanguage();
  const theme = useTheme();
  // Below `sm` the instructors, learners and state sit under the name (as the members table on a phone).
  const isCompact = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const courses = useTermInSentence('course', { plural: true });
  const [search, setSearch] = useState('');
  const [published, setPublished] = useState<Published | null>(null);
  const [status, setStatus] = useState<CourseStatus | null>(null);
  const [categoryId, setCategoryId] = useState<number | null>(null);
  const paging = usePaging();
  const deferredSearch = useDebouncedValue(search.trim(), SEARCH_DELAY_MS);
  // Newest first, as created (no column shows the date): no header is sorted until one is pressed.
  const { sorting, sortBy } = useSorting<OrganizationCourseSortColumn>(
    { sort: 'createdAt', order: 'desc' },
    paging.restart,
  );
  const list = useOrganizationCourses({
    skip: paging.skip,
    take: paging.take,
    search: deferredSearch,
    published,
    status,
    categoryId,
    ...sorting,
  });
  const { publish, toggle } = usePublishToggle();
  const header = (column: OrganizationCourseSortColumn, label: string, align?: 'right') => (
    <SortableHeader column={column} sorting={sorting} onSort={sortBy} align={align}>
      {label}
    </SortableHeader>
  );
  const restartWith =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      paging.restart();
    };
  const rows = list.data?.data ?? [];
  const number = new Intl.NumberFormat(language);
  const filtered = Boolean(deferredSearch || published || status || categoryId);
  const columns = isCompact ? 2 : 6;

  return (
    <PortalPage
      title={t('pages.organizationCourses.title')}
      description={t('authoring.organizationCourses.intro', { courses })}
    >
      <Filters
        search={search}
        onSearch={restartWith(setSearch)}
        published={published}
        onPublished={restartWith(setPublished)}
        status={status}
        onStatus={restartWith(setStatus)}
        categoryId={categoryId}
        onCategory={restartWith(setCategoryId)}
      />
      {publish.isError ? (
        <Alert severity="error" sx={{ mb: 2 }} onClose={() => publish.reset()}>
          {getErrorText(t, publish.error)}
        </Alert>
      ) : null}
      {list.isError ? (
        <Alert severity="error" action={<Button onClick={() => void list.refetch()}>{t('authoring.retry')}</Button>}>
          {getErrorText(t, list.error)}
        </Alert>
      ) : (
        <Paper variant="outlined">
          {list.isFetching || publish.isPending ? <LinearProgress aria-label={t('common.loading')} /> : null}
          <TableContainer>
            <Table aria-label={t('authoring.organizationCourses.tableLabel', { courses })}>
              <TableHead>
                <TableRow>
                  {header('name', t('authoring.organizationCourses.columns.name'))}
                  {isCompact ? null : (
                    <>
                      <TableCell>{t('authoring.organizationCourses.columns.instructors')}</TableCell>
                      {header('numberOfEnrollees', t('authoring.organizationCourses.columns.learners'), 'right')}
                      {header('status', t('authoring.organizationCourses.columns.status'))}
                      {header('isPublished', t('authoring.organizationCourses.columns.published'))}
                    </>
                  )}
                  <TableCell>{t('authoring.organizationCourses.columns.actions')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {rows.map((course) => (
                  <TableRow key={course.id} hover>
                    <TableCell component="th" scope="row">
                      <CourseName course={course} />
                      {isCompact ? (
                        <Stack spacing={0.5} sx={{ mt: 0.5, typography: 'body2', color: 'text.secondary' }}>
                          <span>
                            <Instructors course={course} />
                          </span>
                          <span>
                            {t('authoring.organizationCourses.learnerCount', {
                              number: number.format(course.numberOfEnrollees),
                            })}
                          </span>
                          <StatusChips course={course} />
                        </Stack>
                      ) : null}
                    </TableCell>
                    {isCompact ? null : (
                      <>
                        <TableCell>
                          <Instructors course={course} />
                        </TableCell>
                        <TableCell align="right">{number.format(course.numberOfEnrollees)}</TableCell>
                        <TableCell>
                          <Chip
                            size="small"
                            variant="outlined"
                            color={statusColor[course.status]}
                            label={t(`authoring.organizationCourses.status.${course.status}`)}
                          />
                        </TableCell>
                        <TableCell>
                          {course.isPublished
                            ? course.isPublishedByAdmin
                              ? t('authoring.organizationCourses.publishedByAdmin')
                              : t('authoring.organizationCourses.published')
                            : t('authoring.organizationCourses.unpublished')}
                        </TableCell>
                      </>
                    )}
                    <TableCell>
                      <PublishButton course={course} busy={publish.isPending} onToggle={toggle} />
                    </TableCell>
                  </TableRow>
                ))}
                {list.isSuccess && rows.length === 0 ? (
                  <EmptyRow colSpan={columns}>
                    {filtered
                      ? t('authoring.organizationCourses.noMatch', { courses })
                      : t('authoring.organizationCourses.empty', { courses })}
                  </EmptyRow>
                ) : null}
              </TableBody>
            </Table>
          </TableContainer>
          <PagingFooter
            paging={paging}
            total={list.data?.total ?? 0}
            rowsPerPage={t('authoring.organizationCourses.rowsPerPage')}
            range={({ from, to, count }) => t('authoring.organizationCourses.range', { from, to, count })}
          />
        </Paper>
      )}
    </PortalPage>
  );
}
