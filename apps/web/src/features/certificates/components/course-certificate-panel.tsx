import type { CertificateProgress, PassingCriteria } from '@manara/contract';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import WorkspacePremiumIcon from '@mui/icons-material/WorkspacePremium';
import Alert from '@mui/material/Alert';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { getErrorText } from '../../../i18n/error-text.ts';
import { formatDate } from '../../../i18n/format-date.ts';
import { useLanguage } from '../../../i18n/use-language.ts';
import { useTermInSentence } from '../../organizations/organizations.queries.ts';
import { useMyCourseCertificate } from '../certificates.queries.ts';
import { CertificateActions } from './certificate-actions.tsx';

/**
 * The learner's certificate of a course: the certificate itself (view, PDF, public link), or the
 * passing criteria with the learner's progress towards them, or that the course gives none.
 */
export function CourseCertificatePanel({ courseId }: { courseId: number }) {
  const { t } = useTranslation('certificates');
  const { language } = useLanguage();
  // Mid-sentence, the organization's word is written in lower case (English; Arabic has no case).
  const courseTerm = useTermInSentence('course');
  const status = useMyCourseCertificate(courseId);

  if (status.isPending) return <Skeleton variant="rounded" height={160} />;
  if (status.isError) return <Alert severity="error">{getErrorText(t, status.error)}</Alert>;
  const { certificate, criteria, progress, isOffered } = status.data;

  return (
    <Paper variant="outlined" component="section" aria-labelledby="course-certificate-heading" sx={{ p: 3 }}>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 2 }}>
        <WorkspacePremiumIcon color={certificate ? 'primary' : 'disabled'} fontSize="large" aria-hidden />
        <Typography id="course-certificate-heading" variant="h6" component="h2" sx={{ fontWeight: 700 }}>
          {t('certificates.panel.heading')}
        </Typography>
      </Stack>
      {certificate ? (
        <Stack spacing={2}>
          <Typography>
            {t('certificates.panel.issued', { date: formatDate(certificate.issuedAt, language) })}
          </Typography>
          <CertificateActions certificateId={certificate.certificateId} />
        </Stack>
      ) : !isOffered ? (
        <Typography color="text.secondary">{t('certificates.panel.notOffered', { course: courseTerm })}</Typography>
      ) : (
        <CertificateRequirements criteria={criteria} progress={progress} />
      )}
    </Paper>
  );
}

function percent(value: number, language: string): string {
  return new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 0 }).format(value);
}

/** What is still needed: each criterion of the course with the learner's standing. */
function CertificateRequirements({ criteria, progress }: { criteria: PassingCriteria; progress: CertificateProgress }) {
  const { t } = useTranslation('certificates');
  const { language } = useLanguage();
  const rows: { key: string; label: string; detail: string; isMet: boolean }[] = [];
  if (criteria.requiresCompletion) {
    rows.push({
      key: 'completion',
      label: t('certificates.panel.completion'),
      detail: t('certificates.panel.completionDetail', { value: percent(progress.completion, language) }),
      isMet: progress.isCompletionMet,
    });
  }
  if (progress.grade !== null) {
    rows.push({
      key: 'grade',
      label: t('certificates.panel.grade', { value: percent(criteria.passingGradePercentage, language) }),
      detail: t('certificates.panel.yourValue', { value: percent(progress.grade, language) }),
      isMet: progress.isGradeMet,
    });
  }
  if (progress.attendance !== null) {
    rows.push({
      key: 'attendance',
      label: t('certificates.panel.attendance', { value: percent(criteria.mandatoryAttendancePercentage, language) }),
      detail: t('certificates.panel.yourValue', { value: percent(progress.attendance, language) }),
      isMet: progress.isAttendanceMet,
    });
  }
  return (
    <Stack spacing={2}>
      <Typography>
        {criteria.certificateMode === 'manual'
          ? t('certificates.panel.manualMode')
          : t('certificates.panel.automaticMode')}
      </Typography>
      <LinearProgress
        variant="determinate"
        value={Math.round(progress.completion * 100)}
        aria-label={t('certificates.panel.completion')}
      />
      {rows.length > 0 ? (
        <List dense disablePadding aria-label={t('certificates.panel.criteria')}>
          {rows.map((row) => (
            <ListItem key={row.key} disableGutters>
              <ListItemIcon sx={{ minWidth: 36 }}>
                {row.isMet ? (
                  <CheckCircleIcon color="success" titleAccess={t('certificates.panel.met')} />
                ) : (
                  <RadioButtonUncheckedIcon color="disabled" titleAccess={t('certificates.panel.notMet')} />
                )}
              </ListItemIcon>
              <ListItemText primary={row.label} secondary={row.detail} />
            </ListItem>
          ))}
        </List>
      ) : null}
    </Stack>
  );
}
