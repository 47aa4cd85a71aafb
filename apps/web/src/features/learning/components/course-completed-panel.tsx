import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import EmojiEventsOutlinedIcon from '@mui/icons-material/EmojiEventsOutlined';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { alpha } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { DirectionalIcon } from '../../../ui/directional-icon.tsx';
import { useMyCourseCertificate } from '../../certificates/certificates.queries.ts';
import { CertificateActions } from '../../certificates/components/certificate-actions.tsx';
import { useTermInSentence } from '../../organizations/organizations.queries.ts';
import { learningPaths } from '../learning-paths.ts';

/**
 * The end of a course, under its last lesson once every required lesson is finished: says so,
 * leads to the certificate (view, PDF, link) when one is issued, or to what it still needs when
 * the course gives one, and back to my courses. `announce`: the learner just finished the course
 * here, so the panel takes the focus (a screen reader reads it out; the page does not jump).
 */
export function CourseCompletedPanel({ courseId, announce }: { courseId: number; announce: boolean }) {
  const { t } = useTranslation('learning');
  // Mid-sentence, the organization's words are written in lower case (English; Arabic has no case).
  const course = useTermInSentence('course');
  const courses = useTermInSentence('course', { plural: true });
  const status = useMyCourseCertificate(courseId);
  const certificate = status.data?.certificate ?? null;
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (announce) heading.current?.focus({ preventScroll: false });
  }, [announce]);

  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="course-completed-heading"
      sx={(theme) => ({
        mt: 3,
        p: { xs: 2.5, sm: 3 },
        borderColor: 'success.main',
        bgcolor: alpha(theme.palette.success.main, theme.palette.mode === 'dark' ? 0.12 : 0.06),
      })}
    >
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 1 }}>
        <EmojiEventsOutlinedIcon aria-hidden color="success" fontSize="large" />
        <Typography
          ref={heading}
          id="course-completed-heading"
          tabIndex={-1}
          variant="h6"
          component="h2"
          sx={{ fontWeight: 700, outline: 'none' }}
        >
          {t('learning.completed.heading', { course })}
        </Typography>
      </Stack>
      <Typography sx={{ mb: 2 }}>{t('learning.completed.body', { course })}</Typography>
      {status.isPending ? <Skeleton variant="rounded" height={40} sx={{ mb: 2 }} /> : null}
      {certificate ? (
        <Stack spacing={1.5} sx={{ mb: 2 }}>
          <Typography sx={{ fontWeight: 600 }}>{t('learning.completed.certificateReady')}</Typography>
          <CertificateActions certificateId={certificate.certificateId} />
        </Stack>
      ) : status.data?.isOffered ? (
        <Typography sx={{ mb: 2 }}>
          {t('learning.completed.certificatePending')}{' '}
          <Link component={RouterLink} to={learningPaths.child(courseId, 'certificate')}>
            {t('learning.completed.certificateLink')}
          </Link>
        </Typography>
      ) : null}
      <Button
        component={RouterLink}
        to={learningPaths.myCourses}
        variant={certificate ? 'text' : 'contained'}
        startIcon={<DirectionalIcon icon={ArrowBackIcon} />}
      >
        {t('learning.completed.back', { courses })}
      </Button>
    </Paper>
  );
}
