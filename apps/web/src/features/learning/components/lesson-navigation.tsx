import type { Lesson } from '@manara/contract';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { getErrorText } from '../../../i18n/error-text.ts';
import { DirectionalIcon } from '../../../ui/directional-icon.tsx';
import { toast } from '../../../ui/toast/toast-store.ts';
import { useCourseProgress, useMarkLessonFinished } from '../learning.queries.ts';
import { learningPaths } from '../learning-paths.ts';
import { CourseCompletedPanel } from './course-completed-panel.tsx';

/**
 * Previous lesson, "Mark as finished" / "Mark as not finished", next lesson (arrows turn in
 * Arabic). Once the learner has finished the course, its last lesson (and the lesson that
 * finished it) ends with the course-completed panel instead of a disabled "next lesson".
 */
export function LessonNavigation({ lesson }: { lesson: Lesson }) {
  const { t } = useTranslation('learning');
  const mark = useMarkLessonFinished(lesson.courseId, lesson.id);
  const progress = useCourseProgress(lesson.courseId, lesson.canMarkFinished);
  const [finishedCourseHere, setFinishedCourseHere] = useState(false);
  const { previousSubsectionId: previous, nextSubsectionId: next } = lesson;
  const isCourseCompleted = lesson.canMarkFinished && progress.data?.isCompleted === true;
  const showsCompleted = isCourseCompleted && (!next || finishedCourseHere);

  async function toggle() {
    try {
      const result = await mark.mutateAsync(!lesson.isFinished);
      setFinishedCourseHere(result.isFinished && result.course.isCompleted);
      if (result.isFinished) toast.success(t('learning.lesson.markedFinished'));
    } catch (error) {
      toast.error(getErrorText(t, error));
    }
  }

  return (
    <>
      <Stack
        component="nav"
        aria-label={t('learning.lesson.navigation')}
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1.5}
        sx={{ mt: 4, pt: 2, borderTop: 1, borderColor: 'divider', justifyContent: 'space-between' }}
      >
        <Button
          {...(previous ? { component: RouterLink, to: learningPaths.lesson(lesson.courseId, previous) } : {})}
          disabled={!previous}
          startIcon={<DirectionalIcon icon={ArrowBackIcon} />}
        >
          {t('learning.lesson.previous')}
        </Button>
        {lesson.canMarkFinished ? (
          <Button
            variant={lesson.isFinished ? 'outlined' : 'contained'}
            color={lesson.isFinished ? 'success' : 'primary'}
            startIcon={lesson.isFinished ? <CheckCircleIcon /> : <RadioButtonUncheckedIcon />}
            loading={mark.isPending}
            onClick={toggle}
          >
            {lesson.isFinished ? t('learning.lesson.markNotFinished') : t('learning.lesson.markFinished')}
          </Button>
        ) : null}
        {next || !showsCompleted ? (
          <Button
            {...(next ? { component: RouterLink, to: learningPaths.lesson(lesson.courseId, next) } : {})}
            disabled={!next}
            variant={lesson.isFinished && next ? 'contained' : 'text'}
            endIcon={<DirectionalIcon icon={ArrowForwardIcon} />}
          >
            {t('learning.lesson.next')}
          </Button>
        ) : null}
      </Stack>
      {showsCompleted ? <CourseCompletedPanel courseId={lesson.courseId} announce={finishedCourseHere} /> : null}
    </>
  );
}
