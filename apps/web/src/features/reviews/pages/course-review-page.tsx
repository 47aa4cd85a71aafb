import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { getErrorText } from '../../../i18n/error-text.ts';
import { CourseLayout, useCourseIdParam } from '../../learning/components/course-layout.tsx';
import { useTermInSentence } from '../../organizations/organizations.queries.ts';
import { ReviewForm } from '../components/review-form.tsx';
import { ReviewList } from '../components/review-list.tsx';
import { useMyCourseReview } from '../reviews.queries.ts';

/**
 * `/lms/courses/:courseId/review` (spec 1 §2): the learner writes, edits or deletes their review
 * of the course, beside the course's published reviews.
 */
export function CourseReviewPage() {
  const { t } = useTranslation('reviews');
  const courseId = useCourseIdParam();
  const course = useTermInSentence('course');
  const mine = useMyCourseReview(courseId);
  return (
    <CourseLayout>
      <Container maxWidth="lg" disableGutters>
        <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 5fr) minmax(0, 7fr)' } }}>
          <Paper
            variant="outlined"
            component="section"
            aria-labelledby="my-review-heading"
            sx={{ p: { xs: 2, sm: 3 } }}
          >
            <Typography id="my-review-heading" variant="h6" component="h2" sx={{ fontWeight: 700, mb: 2 }}>
              {mine.data ? t('reviews.mine.edit') : t('reviews.mine.write', { course })}
            </Typography>
            {mine.isPending ? <Skeleton variant="rounded" height={220} /> : null}
            {mine.isError ? <Alert severity="error">{getErrorText(t, mine.error)}</Alert> : null}
            {mine.isSuccess ? <ReviewForm key={mine.data?.id ?? 'new'} courseId={courseId} review={mine.data} /> : null}
          </Paper>
          <Paper variant="outlined" component="section" aria-labelledby="reviews-heading" sx={{ p: { xs: 2, sm: 3 } }}>
            <Typography id="reviews-heading" variant="h6" component="h2" sx={{ fontWeight: 700, mb: 2 }}>
              {t('reviews.list.heading')}
            </Typography>
            <ReviewList courseId={courseId} />
          </Paper>
        </Box>
      </Container>
    </CourseLayout>
  );
}
