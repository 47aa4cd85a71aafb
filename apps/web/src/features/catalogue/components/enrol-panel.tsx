import type { CourseOverview } from '@manara/contract';
import NotificationsActiveOutlinedIcon from '@mui/icons-material/NotificationsActiveOutlined';
import NotificationsOffOutlinedIcon from '@mui/icons-material/NotificationsOffOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router';
import { getErrorText } from '../../../i18n/error-text.ts';
import { formatDate } from '../../../i18n/format-date.ts';
import { useLanguage } from '../../../i18n/use-language.ts';
import { StorageKey, writeStorage } from '../../../lib/local-storage.ts';
import { LOGIN_PATH } from '../../../routing/paths.ts';
import { toast } from '../../../ui/toast/toast-store.ts';
import { useSession } from '../../auth/session.ts';
import { CourseProgress } from '../../learning/components/course-progress.tsx';
import { useCourseInterest, useEnrol } from '../catalogue.queries.ts';
import { formatNumber } from '../course-format.ts';
import { coursePaths } from '../course-paths.ts';
import { ConfirmationDialog } from './confirmation-dialog.tsx';
import { CoursePrice } from './course-price.tsx';
import { WishlistButton } from './wishlist-button.tsx';

/** A guest's way in: sign in, then come back to this overview. */
function SignInButton({ label }: { label: string }) {
  const { pathname } = useLocation();
  return (
    <Button
      component={RouterLink}
      to={LOGIN_PATH}
      variant="contained"
      size="large"
      fullWidth
      onClick={() => writeStorage(StorageKey.previousRoute, pathname)}
    >
      {label}
    </Button>
  );
}

/** "Notify me when it opens" for a coming-soon course. */
function NotifyMe({ courseId }: { courseId: number }) {
  const { t } = useTranslation('catalogue');
  const { state, toggle } = useCourseInterest(courseId, true);
  const isOn = state.data?.notifyWhenAvailable ?? false;
  return (
    <Button
      variant={isOn ? 'outlined' : 'contained'}
      size="large"
      fullWidth
      aria-pressed={isOn}
      disabled={state.isPending || toggle.isPending}
      startIcon={isOn ? <NotificationsOffOutlinedIcon /> : <NotificationsActiveOutlinedIcon />}
      onClick={() =>
        toggle.mutate(!isOn, {
          onSuccess: (next) =>
            toast.success(next.notifyWhenAvailable ? t('catalogue.enrol.notifyOn') : t('catalogue.enrol.notifyOff')),
          onError: (error) => toast.error(getErrorText(t, error)),
        })
      }
    >
      {isOn ? t('catalogue.enrol.notifyCancel') : t('catalogue.enrol.notify')}
    </Button>
  );
}

function WindowLine({ course }: { course: CourseOverview }) {
  const { t } = useTranslation('catalogue');
  const { language } = useLanguage();
  if (course.enrollmentWindow === 'notYetOpen' && course.startEnrollmentDate) {
    return <>{t('catalogue.enrol.opensOn', { date: formatDate(course.startEnrollmentDate, language) })}</>;
  }
  if (course.enrollmentWindow === 'closed') return <>{t('catalogue.enrol.closed')}</>;
  if (course.endEnrollmentDate) {
    return <>{t('catalogue.enrol.openUntil', { date: formatDate(course.endEnrollmentDate, language) })}</>;
  }
  return <>{t('catalogue.enrol.open')}</>;
}

/**
 * The overview's action panel: price, enrolment window and seats, and what the caller can do —
 * continue (enrolled), enrol (after confirming the statements), sign in, be notified of a
 * coming-soon course, or why they cannot enrol. A paid course shows its price and the reason
 * only: buying comes with the shop.
 */
export function EnrolPanel({ course }: { course: CourseOverview }) {
  const { t } = useTranslation('catalogue');
  const { language } = useLanguage();
  const session = useSession();
  const enrol = useEnrol(course.id);
  const [confirming, setConfirming] = useState(false);
  const submit = (answers: { checkboxId: number; answer: boolean }[]) =>
    enrol.mutate(answers, {
      onSuccess: () => {
        setConfirming(false);
        toast.success(t('catalogue.enrol.done', { name: course.name }));
      },
      onError: (error) => {
        setConfirming(false);
        toast.error(getErrorText(t, error));
      },
    });
  const needsConfirmation = course.confirmationCheckboxes.length > 0;

  let action: ReactNode;
  if (course.enrolment) {
    action = (
      <Stack spacing={2}>
        <CourseProgress value={course.enrolment.progress} label={t('catalogue.card.progress', { name: course.name })} />
        <Button component={RouterLink} to={coursePaths.course(course.id)} variant="contained" size="large" fullWidth>
          {course.enrolment.progress > 0 ? t('catalogue.enrol.continue') : t('catalogue.enrol.start')}
        </Button>
      </Stack>
    );
  } else if (course.canEnroll) {
    action = (
      <Button
        variant="contained"
        size="large"
        fullWidth
        disabled={enrol.isPending}
        onClick={() => (needsConfirmation ? setConfirming(true) : submit([]))}
      >
        {t('catalogue.enrol.enrol')}
      </Button>
    );
  } else if (course.cannotEnrollReason === 'courses-007') {
    action = session ? <NotifyMe courseId={course.id} /> : <SignInButton label={t('catalogue.enrol.signInToNotify')} />;
  } else if (course.cannotEnrollReason === 'common-009') {
    action = <SignInButton label={t('catalogue.enrol.signIn')} />;
  } else if (course.cannotEnrollReason === 'courses-001') {
    action = <Alert severity="info">{t('catalogue.enrol.paid')}</Alert>;
  } else if (course.cannotEnrollReason) {
    action = <Alert severity="warning">{t(`errors.${course.cannotEnrollReason}`)}</Alert>;
  }

  return (
    <Paper variant="outlined" sx={{ p: 3, borderRadius: 3, position: { md: 'sticky' }, top: { md: 88 } }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
        <CoursePrice course={course} size="large" />
        {session ? <WishlistButton course={course} /> : null}
      </Stack>
      <Stack spacing={0.5} sx={{ mb: 2.5, color: 'text.secondary' }}>
        {course.isComingSoon ? null : (
          <Typography variant="body2">
            <WindowLine course={course} />
          </Typography>
        )}
        {course.seatsLeft !== null ? (
          <Typography variant="body2">
            {course.seatsLeft === 0
              ? t('catalogue.card.full')
              : t('catalogue.card.seatsLeft', { count: formatNumber(course.seatsLeft, language) })}
          </Typography>
        ) : null}
      </Stack>
      {action}
      {needsConfirmation && confirming ? (
        <ConfirmationDialog
          open
          checkboxes={course.confirmationCheckboxes}
          isSubmitting={enrol.isPending}
          onCancel={() => setConfirming(false)}
          onConfirm={submit}
        />
      ) : null}
    </Paper>
  );
}
