import type { SpecializationCourse, SpecializationDetail } from '@manara/contract';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import SchoolOutlinedIcon from '@mui/icons-material/SchoolOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { getErrorText } from '../../../i18n/error-text.ts';
import { useLanguage } from '../../../i18n/use-language.ts';
import { isNotFoundError, parseIdParam } from '../../../routing/address.ts';
import { CoverImage } from '../../../ui/cover-image.tsx';
import { DirectionalIcon } from '../../../ui/directional-icon.tsx';
import { NotFoundPage } from '../../../ui/not-found-page.tsx';
import { toast } from '../../../ui/toast/toast-store.ts';
import { CourseCard } from '../../catalogue/components/course-card.tsx';
import { CoursePrice } from '../../catalogue/components/course-price.tsx';
import { coursePaths } from '../../catalogue/course-paths.ts';
import { CourseProgress } from '../../learning/components/course-progress.tsx';
import { useTerm } from '../../organizations/organizations.queries.ts';
import { useEnrollInSpecialization, useSpecialization } from '../specializations.queries.ts';

/**
 * `/lms/specializations/:specializationId/overview` (spec 1 §2): the specialization, its courses
 * in order, and enrolment (free ones; paid ones wait for the shop) or the learner's progress.
 */
export function SpecializationOverviewPage() {
  const { t } = useTranslation('specializations');
  const specializationId = parseIdParam(useParams().specializationId);
  const specialization = useSpecialization(specializationId ?? 0);
  // An address that names no specialization is the 404 page, as for courses.
  if (specializationId === null || isNotFoundError(specialization.error)) return <NotFoundPage />;
  if (specialization.isError) {
    return (
      <Container maxWidth="lg" sx={{ py: 5 }}>
        <Alert severity="error">{getErrorText(t, specialization.error)}</Alert>
      </Container>
    );
  }
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      {specialization.data ? (
        <>
          <SpecializationHeader specialization={specialization.data} />
          <SpecializationCourses courses={specialization.data.courses} isEnrolled={specialization.data.isEnrolled} />
        </>
      ) : (
        <Skeleton variant="rounded" height={280} />
      )}
    </Container>
  );
}

function SpecializationHeader({ specialization }: { specialization: SpecializationDetail }) {
  const { t } = useTranslation('specializations');
  const { language } = useLanguage();
  const courses = useTerm('course', { plural: true });
  const enrol = useEnrollInSpecialization(specialization.id);
  const count = new Intl.NumberFormat(language).format(specialization.numberOfCourses);
  const next = specialization.courses.find((c) => !c.isFinished && c.isEnrolled) ?? specialization.courses[0];
  return (
    <Paper variant="outlined" sx={{ borderRadius: 3, overflow: 'hidden', mb: 4 }}>
      <Grid container>
        <Grid size={{ xs: 12, md: 5 }}>
          <CoverImage
            url={specialization.coverImage?.url}
            placeholder={SchoolOutlinedIcon}
            iconSize={72}
            sx={{ height: '100%', minHeight: 200 }}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 7 }}>
          <Stack spacing={2} sx={{ p: { xs: 2.5, sm: 4 } }}>
            <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 0.5 }}>
              <Chip size="small" label={t('specializations.card.courses', { number: count, courses })} />
              {specialization.isEnrolled ? (
                <Chip size="small" color="primary" label={t('specializations.card.enrolled')} />
              ) : null}
            </Stack>
            <Typography variant="h4" component="h1" dir="auto" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
              {specialization.name}
            </Typography>
            <Typography color="text.secondary" dir="auto" sx={{ whiteSpace: 'pre-line' }}>
              {specialization.description}
            </Typography>
            {enrol.isError ? <Alert severity="error">{getErrorText(t, enrol.error)}</Alert> : null}
            {specialization.isEnrolled ? (
              <>
                <CourseProgress
                  value={specialization.progress ?? 0}
                  label={t('specializations.progressOf', { name: specialization.name })}
                />
                {next ? (
                  <Button
                    component={RouterLink}
                    to={coursePaths.course(next.id)}
                    variant="contained"
                    endIcon={<DirectionalIcon icon={ArrowForwardIcon} />}
                    sx={{ alignSelf: 'flex-start' }}
                  >
                    {t('specializations.overview.continue')}
                  </Button>
                ) : null}
              </>
            ) : (
              <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1.5 }}>
                <CoursePrice course={specialization} size="large" />
                {specialization.isFree ? (
                  <Button
                    variant="contained"
                    size="large"
                    loading={enrol.isPending}
                    onClick={() =>
                      enrol.mutate(undefined, {
                        onSuccess: () => toast.success(t('specializations.overview.enrolled')),
                      })
                    }
                  >
                    {t('specializations.overview.enrol')}
                  </Button>
                ) : (
                  <Typography color="text.secondary">{t('specializations.overview.paid')}</Typography>
                )}
              </Stack>
            )}
          </Stack>
        </Grid>
      </Grid>
    </Paper>
  );
}

function SpecializationCourses({ courses, isEnrolled }: { courses: SpecializationCourse[]; isEnrolled: boolean }) {
  const { t } = useTranslation('specializations');
  const { language } = useLanguage();
  const term = useTerm('course', { plural: true });
  const number = new Intl.NumberFormat(language);
  return (
    <section aria-labelledby="specialization-courses-heading">
      <Typography id="specialization-courses-heading" variant="h5" component="h2" sx={{ fontWeight: 700, mb: 2 }}>
        {t('specializations.overview.courses', { courses: term })}
      </Typography>
      {courses.length === 0 ? (
        <Typography color="text.secondary">{t('specializations.overview.noCourses')}</Typography>
      ) : null}
      <Grid container spacing={2.5} component="ol" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {courses.map(({ weight: _weight, progress, isFinished: _finished, ...card }, index) => (
          <Grid key={card.id} size={{ xs: 12, sm: 6, md: 4 }} component="li">
            <Stack spacing={1} sx={{ height: '100%' }}>
              <Typography variant="overline" color="text.secondary" sx={{ lineHeight: 1.5 }}>
                {t('specializations.overview.step', {
                  step: number.format(index + 1),
                  total: number.format(courses.length),
                })}
              </Typography>
              <Box sx={{ flex: 1 }}>
                <CourseCard course={card} headingLevel="h3" />
              </Box>
              {isEnrolled && progress !== null ? (
                <CourseProgress value={progress} label={t('specializations.progressOf', { name: card.name })} dense />
              ) : null}
            </Stack>
          </Grid>
        ))}
      </Grid>
    </section>
  );
}
