import type { CourseOverview } from '@manara/contract';
import AccessTimeIcon from '@mui/icons-material/AccessTime';
import BarChartIcon from '@mui/icons-material/BarChart';
import CalendarMonthOutlinedIcon from '@mui/icons-material/CalendarMonthOutlined';
import LanguageIcon from '@mui/icons-material/Language';
import LaptopChromebookOutlinedIcon from '@mui/icons-material/LaptopChromebookOutlined';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Rating from '@mui/material/Rating';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { getErrorText } from '../../../i18n/error-text.ts';
import { formatDate } from '../../../i18n/format-date.ts';
import { useLanguage } from '../../../i18n/use-language.ts';
import { isNotFoundError, parseIdParam } from '../../../routing/address.ts';
import { NotFoundPage } from '../../../ui/not-found-page.tsx';
import { MarkdownContent } from '../../learning/components/markdown-content.tsx';
import { useTerm } from '../../organizations/organizations.queries.ts';
import { useCourseOverview } from '../catalogue.queries.ts';
import { CourseOutline } from '../components/course-outline.tsx';
import { EnrolPanel } from '../components/enrol-panel.tsx';
import { formatDuration, formatNumber } from '../course-format.ts';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" sx={{ mb: 5 }}>
      <Typography variant="h5" component="h2" sx={{ fontWeight: 700, mb: 2 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

function Fact({ icon, label, value }: { icon: ReactNode; label: string; value: string }) {
  return (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
      <Box sx={{ color: 'primary.main', display: 'flex' }} aria-hidden>
        {icon}
      </Box>
      <div>
        <Typography variant="caption" color="text.secondary" component="div">
          {label}
        </Typography>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {value}
        </Typography>
      </div>
    </Stack>
  );
}

function CourseFacts({ course }: { course: CourseOverview }) {
  const { t } = useTranslation('catalogue');
  const { language } = useLanguage();
  const facts: { icon: ReactNode; label: string; value: string }[] = [
    { icon: <BarChartIcon />, label: t('catalogue.filters.level'), value: t(`catalogue.values.level.${course.level}`) },
    {
      icon: <LanguageIcon />,
      label: t('catalogue.filters.language'),
      value: t(`catalogue.values.language.${course.language}`),
    },
    {
      icon: <LaptopChromebookOutlinedIcon />,
      label: t('catalogue.filters.deliveryMode'),
      value: t(`catalogue.values.deliveryMode.${course.deliveryMode}`),
    },
  ];
  if (course.duration !== null) {
    facts.push({
      icon: <AccessTimeIcon />,
      label: t('catalogue.overview.duration'),
      value: formatDuration(course.duration, course.durationUnit, language),
    });
  }
  if (course.startDate) {
    const from = formatDate(course.startDate, language);
    facts.push({
      icon: <CalendarMonthOutlinedIcon />,
      label: t('catalogue.overview.dates'),
      value: course.endDate ? t('catalogue.overview.fromTo', { from, to: formatDate(course.endDate, language) }) : from,
    });
  }
  return (
    <Grid
      container
      spacing={2}
      sx={{ mb: 5 }}
      component="ul"
      aria-label={t('catalogue.overview.facts')}
      style={{ listStyle: 'none', padding: 0 }}
    >
      {facts.map((fact) => (
        <Grid key={fact.label} size={{ xs: 6, sm: 4 }} component="li">
          <Fact {...fact} />
        </Grid>
      ))}
    </Grid>
  );
}

/**
 * `/lms/courses/:courseId/overview` (public): what the course is, and the way in. An address
 * that names no course (not an id, unknown, hidden from this user) is the 404 page.
 */
export function CourseOverviewPage() {
  const { t } = useTranslation('catalogue');
  const { language } = useLanguage();
  const courseId = parseIdParam(useParams().courseId);
  const overview = useCourseOverview(courseId ?? 0);
  const modules = useTerm('module', { plural: true });
  const instructorsTerm = useTerm('instructor', { plural: true });
  const course = overview.data;

  if (courseId === null || isNotFoundError(overview.error)) return <NotFoundPage />;
  if (overview.isError) {
    return (
      <Container maxWidth="md" sx={{ py: 6 }}>
        <Alert severity="error">{getErrorText(t, overview.error)}</Alert>
      </Container>
    );
  }
  if (!course) {
    return (
      <Container maxWidth="lg" sx={{ py: 4 }} aria-busy="true" aria-label={t('catalogue.loading')}>
        <Skeleton width="30%" />
        <Skeleton variant="text" sx={{ fontSize: '2.5rem' }} width="70%" />
        <Skeleton variant="rounded" height={240} sx={{ mt: 3 }} />
      </Container>
    );
  }
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      {course.isPublished ? null : (
        <Alert severity="info" sx={{ mb: 3 }}>
          {t('catalogue.overview.preview')}
        </Alert>
      )}
      <Grid container spacing={{ xs: 3, md: 5 }}>
        <Grid size={{ xs: 12, md: 8 }}>
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, mb: 1.5 }}>
            {course.category ? <Chip label={course.category.name} size="small" /> : null}
            {course.isComingSoon ? <Chip label={t('catalogue.card.comingSoon')} color="warning" size="small" /> : null}
          </Stack>
          <Typography
            variant="h3"
            component="h1"
            dir="auto"
            sx={{ fontWeight: 800, fontSize: { xs: '1.9rem', md: '2.6rem' }, mb: 1.5 }}
          >
            {course.name}
          </Typography>
          {course.briefDescription ? (
            <Typography variant="h6" component="p" color="text.secondary" dir="auto" sx={{ fontWeight: 400, mb: 2 }}>
              {course.briefDescription}
            </Typography>
          ) : null}
          {course.rating.count > 0 ? (
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 3 }}>
              <Rating
                value={course.rating.average}
                precision={0.5}
                readOnly
                aria-label={t('catalogue.card.rating', {
                  average: formatNumber(course.rating.average, language, 1),
                  count: formatNumber(course.rating.count, language),
                })}
              />
              <Typography variant="body2" color="text.secondary" aria-hidden>
                {formatNumber(course.rating.average, language, 1)} ({formatNumber(course.rating.count, language)})
              </Typography>
            </Stack>
          ) : null}
          {course.introductoryVideo ? (
            // The introductory video stands where the cover would, the cover as its poster.
            <Box
              component="video"
              src={course.introductoryVideo.url}
              poster={course.coverImage?.url}
              controls
              preload="metadata"
              aria-label={t('catalogue.overview.introductoryVideo')}
              sx={{
                width: '100%',
                aspectRatio: '16 / 9',
                objectFit: 'contain',
                bgcolor: 'common.black',
                borderRadius: 3,
                mb: 4,
                display: 'block',
              }}
            />
          ) : course.coverImage ? (
            <Box
              component="img"
              src={course.coverImage.url}
              alt=""
              sx={{
                width: '100%',
                aspectRatio: '16 / 9',
                objectFit: 'cover',
                borderRadius: 3,
                mb: 4,
                display: 'block',
              }}
            />
          ) : null}
          <Box sx={{ display: { md: 'none' }, mb: 4 }}>
            <EnrolPanel course={course} />
          </Box>
          <CourseFacts course={course} />
          {course.description ? (
            <Section title={t('catalogue.overview.about')}>
              <Box dir="auto">
                <MarkdownContent>{course.description}</MarkdownContent>
              </Box>
            </Section>
          ) : null}
          <Section title={modules || t('catalogue.overview.outline')}>
            <CourseOutline outline={course.outline} />
          </Section>
          {course.instructors.length > 0 ? (
            <Section title={instructorsTerm}>
              <Stack component="ul" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }}>
                {course.instructors.map((instructor) => (
                  <Stack key={instructor.id} component="li" direction="row" spacing={2} sx={{ alignItems: 'center' }}>
                    <Avatar src={instructor.profileImage?.url} alt="">
                      {instructor.firstName.charAt(0)}
                    </Avatar>
                    <div>
                      <Typography sx={{ fontWeight: 600 }}>
                        {instructor.firstName} {instructor.lastName}
                      </Typography>
                      {instructor.position ? (
                        <Typography variant="body2" color="text.secondary">
                          {instructor.position}
                        </Typography>
                      ) : null}
                    </div>
                  </Stack>
                ))}
              </Stack>
            </Section>
          ) : null}
        </Grid>
        <Grid size={{ xs: 12, md: 4 }} sx={{ display: { xs: 'none', md: 'block' } }}>
          <EnrolPanel course={course} />
        </Grid>
      </Grid>
    </Container>
  );
}
