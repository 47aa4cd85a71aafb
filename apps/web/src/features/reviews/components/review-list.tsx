import type { CourseReview } from '@manara/contract';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Pagination from '@mui/material/Pagination';
import Rating from '@mui/material/Rating';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getErrorText } from '../../../i18n/error-text.ts';
import { formatDate } from '../../../i18n/format-date.ts';
import { useLanguage } from '../../../i18n/use-language.ts';
import { useCourseReviews } from '../reviews.queries.ts';

const PAGE_SIZE = 5;

/** The course's average rating and its published reviews, newest first, five a page. */
export function ReviewList({ courseId }: { courseId: number }) {
  const { t } = useTranslation('reviews');
  const { language } = useLanguage();
  const [page, setPage] = useState(1);
  const reviews = useCourseReviews(courseId, { skip: (page - 1) * PAGE_SIZE, take: PAGE_SIZE });
  const pages = Math.ceil((reviews.data?.total ?? 0) / PAGE_SIZE);
  const number = new Intl.NumberFormat(language, { maximumFractionDigits: 1 });

  if (reviews.isError) return <Alert severity="error">{getErrorText(t, reviews.error)}</Alert>;
  if (reviews.isPending) return <Skeleton variant="rounded" height={200} />;
  const { rating, data, total } = reviews.data;
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
        <Typography component="p" variant="h3" sx={{ fontWeight: 700 }}>
          {number.format(rating.average)}
        </Typography>
        <div>
          <Rating
            value={rating.average}
            precision={0.1}
            readOnly
            aria-label={t('reviews.list.average', {
              average: number.format(rating.average),
              total: number.format(rating.count),
            })}
          />
          <Typography variant="body2" color="text.secondary">
            {t('reviews.list.count', { total: number.format(rating.count) })}
          </Typography>
        </div>
      </Stack>
      {total === 0 ? <Typography color="text.secondary">{t('reviews.list.empty')}</Typography> : null}
      <Stack component="ul" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {data.map((review) => (
          <ReviewItem key={review.id} review={review} />
        ))}
      </Stack>
      {pages > 1 ? (
        <Pagination
          count={pages}
          page={page}
          onChange={(_, next) => setPage(next)}
          getItemAriaLabel={(type, item) => {
            if (type === 'page') return t('reviews.list.page', { page: item });
            if (type === 'first' || type === 'last' || type === 'next' || type === 'previous') {
              return t(`reviews.list.${type}`);
            }
            return '';
          }}
        />
      ) : null}
    </Stack>
  );
}

function ReviewItem({ review }: { review: CourseReview }) {
  const { t } = useTranslation('reviews');
  const { language } = useLanguage();
  const name = `${review.user.firstName} ${review.user.lastName}`.trim();
  const date = formatDate(review.createdAt, language);
  return (
    <Stack component="li" direction="row" spacing={1.5} sx={{ borderBottom: 1, borderColor: 'divider', pb: 2 }}>
      <Avatar src={review.user.profileImage?.url} alt="" sx={{ width: 40, height: 40 }}>
        {name.slice(0, 1)}
      </Avatar>
      <Stack spacing={0.5} sx={{ minWidth: 0, flex: 1 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'baseline', flexWrap: 'wrap' }}>
          <Typography sx={{ fontWeight: 600 }} dir="auto">
            {name}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {date}
          </Typography>
        </Stack>
        <Rating value={review.rating} readOnly size="small" aria-label={t('reviews.stars', { value: review.rating })} />
        {review.comment ? (
          <Typography dir="auto" sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
            {review.comment}
          </Typography>
        ) : null}
      </Stack>
    </Stack>
  );
}
