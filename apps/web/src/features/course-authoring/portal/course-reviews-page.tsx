import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import Rating from '@mui/material/Rating';
import Stack from '@mui/material/Stack';
import TablePagination from '@mui/material/TablePagination';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getErrorText } from '../../../i18n/error-text.ts';
import { formatDate } from '../../../i18n/format-date.ts';
import { useLanguage } from '../../../i18n/use-language.ts';
import { CourseEditorFrame } from './course-editor-frame.tsx';
import { useAuthorCourseReviews } from './course-interest-reviews.queries.ts';

const PAGE_SIZE = 10;

function Reviews({ courseId }: { courseId: number }) {
  const { t } = useTranslation('authoring');
  const { language } = useLanguage();
  const [page, setPage] = useState(0);
  const list = useAuthorCourseReviews(courseId, { skip: page * PAGE_SIZE, take: PAGE_SIZE });
  const rows = list.data?.data ?? [];
  const number = new Intl.NumberFormat(language, { maximumFractionDigits: 1 });
  return (
    <Stack spacing={2}>
      {list.data ? (
        <Typography color="text.secondary">
          {list.data.rating.count > 0
            ? t('authoring.reviews.summary', {
                average: number.format(list.data.rating.average),
                count: number.format(list.data.rating.count),
              })
            : t('authoring.reviews.empty')}
        </Typography>
      ) : null}
      {list.isFetching ? <LinearProgress aria-label={t('authoring.reviews.loading')} /> : null}
      {list.isError ? (
        <Alert severity="error" action={<Button onClick={() => void list.refetch()}>{t('authoring.retry')}</Button>}>
          {getErrorText(t, list.error)}
        </Alert>
      ) : (
        <Stack component="ul" spacing={2} sx={{ p: 0, m: 0, listStyle: 'none' }}>
          {rows.map((review) => (
            <Card key={review.id} component="li" variant="outlined">
              <CardContent>
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                  <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700 }} dir="auto">
                    {`${review.user.firstName} ${review.user.lastName}`.trim()}
                  </Typography>
                  <Rating
                    value={review.rating}
                    readOnly
                    size="small"
                    aria-label={t('authoring.reviews.rating', { rating: number.format(review.rating) })}
                  />
                  <Typography variant="caption" color="text.secondary">
                    {formatDate(review.createdAt, language)}
                  </Typography>
                </Stack>
                {review.comment ? (
                  <Typography sx={{ mt: 1, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }} dir="auto">
                    {review.comment}
                  </Typography>
                ) : null}
              </CardContent>
            </Card>
          ))}
        </Stack>
      )}
      {(list.data?.total ?? 0) > PAGE_SIZE ? (
        <TablePagination
          component="div"
          count={list.data?.total ?? 0}
          page={page}
          onPageChange={(_, next) => setPage(next)}
          rowsPerPage={PAGE_SIZE}
          rowsPerPageOptions={[PAGE_SIZE]}
          labelDisplayedRows={({ from, to, count }) => t('authoring.students.range', { from, to, count })}
        />
      ) : null}
    </Stack>
  );
}

/** People and results: the course's published reviews in the organization, read-only (administrators moderate them). */
export function CourseReviewsPage() {
  return <CourseEditorFrame tab="reviews">{(course) => <Reviews courseId={course.id} />}</CourseEditorFrame>;
}
