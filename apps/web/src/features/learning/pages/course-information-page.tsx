import type { CourseOverview } from '@manara/contract';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../i18n/format-date.ts';
import { useLanguage } from '../../../i18n/use-language.ts';
import { useTerm } from '../../organizations/organizations.queries.ts';
import { CourseLayout, useCourseIdParam } from '../components/course-layout.tsx';
import { LearningError } from '../components/learning-error.tsx';
import { MarkdownContent } from '../components/markdown-content.tsx';
import { useCourseOverview } from '../learning.queries.ts';

const durationUnits = { MINUTES: 'minute', HOURS: 'hour', DAYS: 'day', WEEKS: 'week', MONTHS: 'month' } as const;

function Facts({ course }: { course: CourseOverview }) {
  const { t } = useTranslation('learning');
  const { language } = useLanguage();
  const facts = [
    course.startDate
      ? { label: t('learning.information.startDate'), value: formatDate(course.startDate, language) }
      : null,
    course.endDate ? { label: t('learning.information.endDate'), value: formatDate(course.endDate, language) } : null,
    course.duration
      ? {
          label: t('learning.information.duration'),
          value: new Intl.NumberFormat(language, {
            style: 'unit',
            unit: durationUnits[course.durationUnit],
            unitDisplay: 'long',
          }).format(course.duration),
        }
      : null,
  ].filter((fact) => fact !== null);
  if (facts.length === 0) return null;
  return (
    <Paper variant="outlined" component="section" aria-labelledby="course-dates-heading" sx={{ p: 2 }}>
      <Typography id="course-dates-heading" variant="h6" component="h3" sx={{ fontWeight: 700, mb: 1 }}>
        {t('learning.information.dates')}
      </Typography>
      <Box component="dl" sx={{ m: 0 }}>
        {facts.map((fact) => (
          <Box key={fact.label} sx={{ mb: 1 }}>
            <Typography component="dt" variant="caption" color="text.secondary">
              {fact.label}
            </Typography>
            <Typography component="dd" sx={{ m: 0, fontWeight: 600 }}>
              {fact.value}
            </Typography>
          </Box>
        ))}
      </Box>
    </Paper>
  );
}

function Instructors({ course }: { course: CourseOverview }) {
  const instructors = useTerm('instructor', { plural: true });
  if (course.instructors.length === 0) return null;
  return (
    <Paper variant="outlined" component="section" aria-labelledby="course-instructors-heading" sx={{ p: 2 }}>
      <Typography id="course-instructors-heading" variant="h6" component="h3" sx={{ fontWeight: 700, mb: 1.5 }}>
        {instructors}
      </Typography>
      <Stack component="ul" spacing={1.5} sx={{ p: 0, m: 0, listStyle: 'none' }}>
        {course.instructors.map((person) => (
          <Stack component="li" key={person.id} direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
            <Avatar src={person.profileImage?.url} alt="">
              {person.firstName.slice(0, 1)}
            </Avatar>
            <Box sx={{ minWidth: 0 }}>
              <Typography sx={{ fontWeight: 600 }}>{`${person.firstName} ${person.lastName}`}</Typography>
              {person.position ? (
                <Typography variant="body2" color="text.secondary">
                  {person.position}
                </Typography>
              ) : null}
            </Box>
          </Stack>
        ))}
      </Stack>
    </Paper>
  );
}

function Information({ courseId }: { courseId: number }) {
  const { t } = useTranslation('learning');
  const overview = useCourseOverview(courseId);
  if (overview.isPending) return <Skeleton variant="rounded" height={240} />;
  if (overview.isError)
    return <LearningError error={overview.error} courseId={courseId} onRetry={() => void overview.refetch()} />;
  const course = overview.data;
  return (
    <Grid container spacing={3}>
      <Grid size={{ xs: 12, md: 8 }}>
        <Typography variant="h5" component="h2" sx={{ fontWeight: 700, mb: 2 }}>
          {t('learning.information.heading')}
        </Typography>
        {course.welcomeMessage ? (
          <Paper
            variant="outlined"
            component="section"
            aria-labelledby="welcome-heading"
            sx={{ p: 2, mb: 3, bgcolor: 'action.hover' }}
          >
            <Typography id="welcome-heading" variant="h6" component="h3" sx={{ fontWeight: 700, mb: 1 }}>
              {t('learning.information.welcome')}
            </Typography>
            <MarkdownContent>{course.welcomeMessage}</MarkdownContent>
          </Paper>
        ) : null}
        <MarkdownContent>{course.description || course.briefDescription}</MarkdownContent>
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <Stack spacing={2}>
          <Instructors course={course} />
          <Facts course={course} />
        </Stack>
      </Grid>
    </Grid>
  );
}

/** The course's description, welcome message, instructors and dates. */
export function CourseInformationPage() {
  const courseId = useCourseIdParam();
  return (
    <CourseLayout>
      <Information courseId={courseId} />
    </CourseLayout>
  );
}
