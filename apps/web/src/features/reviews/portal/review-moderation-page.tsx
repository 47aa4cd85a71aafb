import type { OrganizationCourseReview, ReviewSortColumn, ReviewStatus } from '@manara/contract';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Rating from '@mui/material/Rating';
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
import { searchedOptions } from '../../../lib/searched-options.ts';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { toast } from '../../../ui/toast/toast-store.ts';
import { offerUndo } from '../../../ui/undo/undo-store.ts';
import { ConfirmDialog } from '../../course-authoring/portal/confirm-dialog.tsx';
import { PortalPage } from '../../portal/components/portal-page.tsx';
import { EmptyRow, PagingFooter, usePaging } from '../../portal/components/server-paging.tsx';
import { SortableHeader, useSorting } from '../../portal/components/sortable-header.tsx';
import { useModerateReview, useModerationCourseChoices, useOrganizationReviews } from './review-moderation.queries.ts';

const STATUSES: readonly ReviewStatus[] = ['PUBLISHED', 'HIDDEN'];
const RATINGS = [5, 4, 3, 2, 1] as const;

/**
 * Review moderation (issue 13, "Courses across the organization"): every review written in the
 * organization, newest first, filtered by status, rating and course; a review is hidden after a
 * confirmation (it leaves the course page and its rating) and published again in one click.
 */
export function ReviewModerationPage() {
  const { t } = useTranslation('reviews');
  const { language } = useLanguage();
  const paging = usePaging();
  const [status, setStatus] = useState<ReviewStatus | null>(null);
  const [rating, setRating] = useState<number | null>(null);
  const [course, setCourse] = useState<{ id: number; name: string } | null>(null);
  const [courseSearch, setCourseSearch] = useState('');
  const askedCourseSearch = useDebouncedValue(courseSearch.trim(), 300);
  const courseChoices = useModerationCourseChoices(askedCourseSearch);
  const coursePicker = searchedOptions(courseSearch, askedCourseSearch, courseChoices);
  const { sorting, sortBy } = useSorting<ReviewSortColumn>({ sort: 'createdAt', order: 'desc' }, paging.restart);
  const list = useOrganizationReviews({
    skip: paging.skip,
    take: paging.take,
    status,
    rating,
    courseId: course?.id ?? null,
    ...sorting,
  });
  const header = (column: ReviewSortColumn, label: string) => (
    <SortableHeader column={column} sorting={sorting} onSort={sortBy}>
      {label}
    </SortableHeader>
  );
  const moderate = useModerateReview();
  const [hiding, setHiding] = useState<OrganizationCourseReview | null>(null);
  const rows = list.data?.data ?? [];
  const number = new Intl.NumberFormat(language);
  const authorOf = (review: OrganizationCourseReview) => `${review.user.firstName} ${review.user.lastName}`.trim();
  const setTo = (review: OrganizationCourseReview, next: ReviewStatus) =>
    moderate.mutate(
      { review, status: next },
      {
        onSuccess: () => {
          const name = authorOf(review);
          if (next === 'PUBLISHED') {
            toast.success(t('reviews.moderation.published', { name }));
            return;
          }
          // Hiding is confirmed, and undoable: the review is published again as it was.
          offerUndo({
            message: t('reviews.moderation.hidden', { name }),
            undo: () => moderate.mutateAsync({ review, status: 'PUBLISHED' }),
            undoneMessage: t('reviews.moderation.published', { name }),
          });
        },
      },
    );

  return (
    <PortalPage title={t('pages.reviewModeration.title')} description={t('reviews.moderation.intro')}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2 }}>
        <TextField
          select
          label={t('reviews.moderation.filters.status')}
          value={status ?? 'ALL'}
          onChange={(event) => {
            setStatus(event.target.value === 'ALL' ? null : (event.target.value as ReviewStatus));
            paging.restart();
          }}
          sx={{ minWidth: 180 }}
        >
          <MenuItem value="ALL">{t('reviews.moderation.filters.all')}</MenuItem>
          {STATUSES.map((value) => (
            <MenuItem key={value} value={value}>
              {t(`reviews.moderation.status.${value}`)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          label={t('reviews.moderation.filters.rating')}
          value={rating ?? 0}
          onChange={(event) => {
            setRating(Number(event.target.value) || null);
            paging.restart();
          }}
          sx={{ minWidth: 180 }}
        >
          <MenuItem value={0}>{t('reviews.moderation.filters.all')}</MenuItem>
          {RATINGS.map((value) => (
            <MenuItem key={value} value={value}>
              {t('reviews.stars', { value: number.format(value) })}
            </MenuItem>
          ))}
        </TextField>
        <Autocomplete<{ id: number; name: string }>
          options={coursePicker.options}
          getOptionLabel={(option) => option.name}
          isOptionEqualToValue={(option, value) => option.id === value.id}
          filterOptions={(options) => options}
          loading={coursePicker.loading}
          value={course}
          onChange={(_, value) => {
            setCourse(value);
            paging.restart();
          }}
          inputValue={courseSearch}
          onInputChange={(_, value) => setCourseSearch(value)}
          noOptionsText={t('reviews.moderation.filters.noCourse')}
          loadingText={t('reviews.moderation.filters.loadingCourses')}
          sx={{ minWidth: 260, flex: 1 }}
          renderInput={(params) => <TextField {...params} label={t('reviews.moderation.filters.course')} />}
        />
      </Stack>
      {moderate.isError ? (
        <Alert severity="error" sx={{ mb: 2 }} onClose={() => moderate.reset()}>
          {getErrorText(t, moderate.error)}
        </Alert>
      ) : null}
      {list.isError ? (
        <Alert
          severity="error"
          action={<Button onClick={() => void list.refetch()}>{t('reviews.moderation.retry')}</Button>}
        >
          {getErrorText(t, list.error)}
        </Alert>
      ) : (
        <Paper variant="outlined">
          {list.isFetching || moderate.isPending ? (
            <LinearProgress aria-label={t('reviews.moderation.loading')} />
          ) : null}
          <TableContainer>
            <Table aria-label={t('reviews.moderation.tableLabel')}>
              <TableHead>
                <TableRow>
                  {header('rating', t('reviews.moderation.columns.review'))}
                  <TableCell>{t('reviews.moderation.columns.course')}</TableCell>
                  {header('author', t('reviews.moderation.columns.author'))}
                  {header('createdAt', t('reviews.moderation.columns.date'))}
                  {header('status', t('reviews.moderation.columns.status'))}
                  <TableCell>{t('reviews.moderation.columns.actions')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {rows.map((review) => {
                  const author = authorOf(review);
                  return (
                    <TableRow key={review.id} hover>
                      <TableCell component="th" scope="row" sx={{ maxWidth: 360 }}>
                        <Rating
                          value={review.rating}
                          readOnly
                          size="small"
                          aria-label={t('reviews.stars', { value: number.format(review.rating) })}
                        />
                        {review.comment ? (
                          <Typography
                            variant="body2"
                            sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}
                            dir="auto"
                          >
                            {review.comment}
                          </Typography>
                        ) : null}
                      </TableCell>
                      <TableCell dir="auto">{review.courseName}</TableCell>
                      <TableCell dir="auto">{author}</TableCell>
                      <TableCell>{formatDate(review.createdAt, language)}</TableCell>
                      <TableCell>
                        <Chip
                          size="small"
                          variant="outlined"
                          color={review.status === 'PUBLISHED' ? 'success' : 'default'}
                          label={t(`reviews.moderation.status.${review.status}`)}
                        />
                      </TableCell>
                      <TableCell>
                        {review.status === 'PUBLISHED' ? (
                          <Button
                            size="small"
                            color="error"
                            disabled={moderate.isPending}
                            aria-label={t('reviews.moderation.hideNamed', { name: author })}
                            onClick={() => setHiding(review)}
                          >
                            {t('reviews.moderation.hide')}
                          </Button>
                        ) : (
                          <Button
                            size="small"
                            disabled={moderate.isPending}
                            aria-label={t('reviews.moderation.publishNamed', { name: author })}
                            onClick={() => setTo(review, 'PUBLISHED')}
                          >
                            {t('reviews.moderation.publish')}
                          </Button>
                        )}
                      </TableCell>
                    </TableRow>
                  );
                })}
                {list.data && rows.length === 0 ? (
                  <EmptyRow colSpan={6}>
                    {status || rating || course ? t('reviews.moderation.noMatch') : t('reviews.moderation.empty')}
                  </EmptyRow>
                ) : null}
              </TableBody>
            </Table>
          </TableContainer>
          <PagingFooter
            paging={paging}
            total={list.data?.total ?? 0}
            rowsPerPage={t('reviews.moderation.rowsPerPage')}
            range={({ from, to, count }) => t('reviews.moderation.range', { from, to, count })}
          />
        </Paper>
      )}
      <ConfirmDialog
        open={hiding !== null}
        title={t('reviews.moderation.hideTitle')}
        message={
          hiding ? t('reviews.moderation.hideMessage', { name: authorOf(hiding), course: hiding.courseName }) : ''
        }
        confirm={t('reviews.moderation.hide')}
        onConfirm={() => {
          if (hiding) setTo(hiding, 'HIDDEN');
        }}
        onClose={() => setHiding(null)}
      />
    </PortalPage>
  );
}
