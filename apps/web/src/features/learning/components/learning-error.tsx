import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { ApiError } from '../../../api/client.ts';
import { getErrorText } from '../../../i18n/error-text.ts';
import { useTermInSentence } from '../../organizations/organizations.queries.ts';
import { learningPaths } from '../learning-paths.ts';

/**
 * Why a page of the course area cannot show: not enrolled (with the way to the overview), not
 * found, or any other error by its code, with a retry.
 */
export function LearningError({
  error,
  courseId,
  onRetry,
}: {
  error: unknown;
  courseId: number;
  onRetry?: () => void;
}) {
  const { t } = useTranslation('learning');
  const courseTerm = useTermInSentence('course');
  const code = error instanceof ApiError ? error.errorCode : null;
  if (code === 'courses-003') {
    return (
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
          <LockOutlinedIcon color="action" fontSize="large" aria-hidden />
          <Typography variant="h6" component="h2">
            {t('learning.errors.notEnrolledTitle', { course: courseTerm })}
          </Typography>
          <Typography color="text.secondary">{t('errors.courses-003')}</Typography>
          <Button component={RouterLink} to={learningPaths.overview(courseId)} variant="contained">
            {t('learning.errors.openOverview')}
          </Button>
        </Stack>
      </Paper>
    );
  }
  const notFound = error instanceof ApiError && error.status === 404;
  return (
    <Alert
      severity={notFound ? 'warning' : 'error'}
      action={
        onRetry && !notFound ? (
          <Button color="inherit" size="small" onClick={onRetry}>
            {t('common.retry')}
          </Button>
        ) : undefined
      }
    >
      {notFound ? t('learning.errors.notFound') : getErrorText(t, error)}
    </Alert>
  );
}
