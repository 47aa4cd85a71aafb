import type { Lesson } from '@manara/contract';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ApiError } from '../../../api/client.ts';
import { CourseLayout, useCourseIdParam } from '../components/course-layout.tsx';
import { LearningError } from '../components/learning-error.tsx';
import { LessonAttachments } from '../components/lesson-attachments.tsx';
import { LessonNavigation } from '../components/lesson-navigation.tsx';
import { LessonNotesPanel } from '../components/lesson-notes-panel.tsx';
import { LessonVideo } from '../components/lesson-video.tsx';
import { LockedLesson } from '../components/locked-lesson.tsx';
import { MarkdownContent } from '../components/markdown-content.tsx';
import { useLesson, useRecordLastVisited } from '../learning.queries.ts';

function LessonSkeleton() {
  return (
    <Stack spacing={2} aria-hidden>
      <Skeleton variant="text" width="30%" />
      <Skeleton variant="text" width="70%" sx={{ fontSize: '2rem' }} />
      <Skeleton variant="rounded" sx={{ aspectRatio: '16 / 9', height: 'auto' }} />
      <Skeleton variant="text" />
      <Skeleton variant="text" />
      <Skeleton variant="text" width="80%" />
    </Stack>
  );
}

function LessonBody({ lesson }: { lesson: Lesson }) {
  const { t } = useTranslation('learning');
  return (
    <Grid container spacing={3}>
      <Grid size={{ xs: 12, md: 8 }} component="article" aria-labelledby="lesson-heading">
        <Typography variant="overline" color="text.secondary" component="p" sx={{ overflowWrap: 'anywhere' }}>
          {lesson.sectionName}
        </Typography>
        <Typography
          id="lesson-heading"
          variant="h4"
          component="h2"
          sx={{ fontWeight: 700, mb: 1, overflowWrap: 'anywhere', fontSize: { xs: '1.6rem', sm: '2.125rem' } }}
        >
          {lesson.name}
        </Typography>
        <Stack direction="row" spacing={1} sx={{ mb: 2, flexWrap: 'wrap', rowGap: 1 }}>
          {lesson.isFinished ? <Chip size="small" color="success" label={t('learning.lesson.finished')} /> : null}
          {lesson.isOptional ? <Chip size="small" variant="outlined" label={t('learning.lesson.optional')} /> : null}
          {lesson.isPublished ? null : <Chip size="small" label={t('learning.lesson.unpublished')} />}
        </Stack>
        {lesson.description ? (
          <Typography dir="auto" color="text.secondary" sx={{ mb: 2, whiteSpace: 'pre-line' }}>
            {lesson.description}
          </Typography>
        ) : null}
        {lesson.videoUrl && !lesson.isTextOnly ? <LessonVideo url={lesson.videoUrl} title={lesson.name} /> : null}
        {lesson.content ? <MarkdownContent>{lesson.content}</MarkdownContent> : null}
        <LessonAttachments attachments={lesson.attachments} />
        <LessonNavigation lesson={lesson} />
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <Box sx={{ position: { md: 'sticky' }, top: { md: 88 } }}>
          <LessonNotesPanel lesson={lesson} />
        </Box>
      </Grid>
    </Grid>
  );
}

function LessonView({ courseId, subsectionId }: { courseId: number; subsectionId: number }) {
  const lesson = useLesson(courseId, subsectionId);
  const record = useRecordLastVisited(courseId);
  const canRecord = lesson.data?.canMarkFinished === true;
  const recordVisit = record.mutate;

  // The course resumes at the lesson a learner opened last.
  useEffect(() => {
    if (canRecord) recordVisit(subsectionId);
  }, [canRecord, subsectionId, recordVisit]);

  if (lesson.isPending) return <LessonSkeleton />;
  if (lesson.isError) {
    if (lesson.error instanceof ApiError && lesson.error.errorCode === 'courses-008') {
      return <LockedLesson courseId={courseId} subsectionId={subsectionId} />;
    }
    return <LearningError error={lesson.error} courseId={courseId} onRetry={() => void lesson.refetch()} />;
  }
  return <LessonBody lesson={lesson.data} />;
}

/** A lesson (spec 1 §2 modules content/:subsectionId): content, video, files, notes, marking, neighbours. */
export function LessonPage() {
  const courseId = useCourseIdParam();
  const subsectionId = Number(useParams().subsectionId);
  return (
    <CourseLayout>
      <LessonView key={subsectionId} courseId={courseId} subsectionId={subsectionId} />
    </CourseLayout>
  );
}
