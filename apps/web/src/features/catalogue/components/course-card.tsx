import type { CourseCard as CourseCardData, MyCourse } from '@manara/contract';
import AutoStoriesOutlinedIcon from '@mui/icons-material/AutoStoriesOutlined';
import EventSeatOutlinedIcon from '@mui/icons-material/EventSeatOutlined';
import PersonOutlineIcon from '@mui/icons-material/PersonOutline';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Rating from '@mui/material/Rating';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useLanguage } from '../../../i18n/use-language.ts';
import { CoverImage } from '../../../ui/cover-image.tsx';
import { useTerm } from '../../organizations/organizations.queries.ts';
import { formatNumber } from '../course-format.ts';
import { coursePaths } from '../course-paths.ts';
import { CoursePrice } from './course-price.tsx';

function Fact({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center', color: 'text.secondary', minWidth: 0 }}>
      {icon}
      <Typography variant="body2" noWrap>
        {children}
      </Typography>
    </Stack>
  );
}

/**
 * A course in a list: cover, category, name, instructors, rating, price, coming-soon and seats.
 * The whole card opens the overview (or, for `mine`, the course itself); `actions` (favourite,
 * pin) sit outside the link so that each control is its own button.
 */
export function CourseCard({
  course,
  actions,
  progress,
  headingLevel = 'h3',
}: {
  course: CourseCardData | MyCourse;
  actions?: ReactNode;
  /** A member's own course: its progress, in place of the price (the caller's, so that a guest's cards load no progress bar). */
  progress?: ReactNode;
  headingLevel?: 'h2' | 'h3';
}) {
  const { t } = useTranslation('catalogue');
  const { language } = useLanguage();
  const instructorsTerm = useTerm('instructor', { plural: true });
  const mine = 'progress' in course ? course : null;
  const to = mine ? coursePaths.course(course.id) : coursePaths.overview(course.id);
  const instructors = new Intl.ListFormat(language, { type: 'conjunction' }).format(
    course.instructors.map((i) => `${i.firstName} ${i.lastName}`.trim()),
  );
  return (
    <Card variant="outlined" sx={{ height: '100%', display: 'flex', flexDirection: 'column', borderRadius: 3 }}>
      <CardActionArea
        component={RouterLink}
        to={to}
        sx={{ flex: 1, display: 'flex', flexDirection: 'column', alignItems: 'stretch' }}
      >
        <CoverImage url={course.coverImage?.url} placeholder={AutoStoriesOutlinedIcon} sx={{ aspectRatio: '16 / 9' }} />
        <CardContent sx={{ flex: 1, display: 'flex', flexDirection: 'column', gap: 1 }}>
          <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 0.5 }}>
            {course.category ? <Chip size="small" label={course.category.name} /> : null}
            {course.isComingSoon ? <Chip size="small" color="warning" label={t('catalogue.card.comingSoon')} /> : null}
            {mine?.isFinished ? <Chip size="small" color="success" label={t('catalogue.card.finished')} /> : null}
          </Stack>
          <Typography
            variant="h6"
            component={headingLevel}
            dir="auto"
            sx={{
              fontWeight: 700,
              lineHeight: 1.3,
              display: '-webkit-box',
              WebkitLineClamp: 2,
              WebkitBoxOrient: 'vertical',
              overflow: 'hidden',
            }}
          >
            {course.name}
          </Typography>
          {instructors ? (
            <Fact icon={<PersonOutlineIcon fontSize="small" aria-label={instructorsTerm} />}>{instructors}</Fact>
          ) : null}
          {course.rating.count > 0 ? (
            <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center' }}>
              <Rating
                value={course.rating.average}
                precision={0.5}
                readOnly
                size="small"
                aria-label={t('catalogue.card.rating', {
                  average: formatNumber(course.rating.average, language, 1),
                  count: formatNumber(course.rating.count, language),
                })}
              />
              <Typography variant="caption" color="text.secondary" aria-hidden>
                ({formatNumber(course.rating.count, language)})
              </Typography>
            </Stack>
          ) : null}
          {course.seatsLeft !== null && !mine ? (
            <Fact icon={<EventSeatOutlinedIcon fontSize="small" aria-hidden />}>
              {course.seatsLeft === 0
                ? t('catalogue.card.full')
                : t('catalogue.card.seatsLeft', { count: formatNumber(course.seatsLeft, language) })}
            </Fact>
          ) : null}
          <Box sx={{ mt: 'auto', pt: 1 }}>{mine ? progress : <CoursePrice course={course} />}</Box>
        </CardContent>
      </CardActionArea>
      {actions ? <CardActions sx={{ justifyContent: 'flex-end', pt: 0 }}>{actions}</CardActions> : null}
    </Card>
  );
}

/** The shape of a card while the list loads. */
export function CourseCardSkeleton() {
  return (
    <Card variant="outlined" sx={{ borderRadius: 3 }} aria-hidden>
      <Skeleton variant="rectangular" sx={{ aspectRatio: '16 / 9', height: 'auto' }} />
      <CardContent>
        <Skeleton width="40%" />
        <Skeleton variant="text" sx={{ fontSize: '1.4rem' }} />
        <Skeleton width="70%" />
        <Skeleton width="30%" sx={{ mt: 2 }} />
      </CardContent>
    </Card>
  );
}
