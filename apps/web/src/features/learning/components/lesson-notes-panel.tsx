import type { Lesson } from '@manara/contract';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { getErrorText } from '../../../i18n/error-text.ts';
import { toast } from '../../../ui/toast/toast-store.ts';
import { useCreateNote } from '../learning.queries.ts';
import { NoteForm } from './note-form.tsx';
import { NoteItem } from './note-item.tsx';

/** The learner's notes beside a lesson: add one (with its place in the video), edit, delete. */
export function LessonNotesPanel({ lesson }: { lesson: Lesson }) {
  const { t } = useTranslation('learning');
  const create = useCreateNote(lesson.courseId);
  const withPosition = Boolean(lesson.videoUrl);
  return (
    <Paper variant="outlined" component="aside" aria-labelledby="lesson-notes-heading" sx={{ p: 2 }}>
      <Typography id="lesson-notes-heading" variant="h6" component="h2" sx={{ fontWeight: 700, mb: 1.5 }}>
        {t('learning.notes.heading')}
      </Typography>
      <NoteForm
        withPosition={withPosition}
        isSaving={create.isPending}
        submitLabel={t('learning.notes.add')}
        onSubmit={async (value) => {
          try {
            await create.mutateAsync({ subsectionId: lesson.id, ...value });
            toast.success(t('learning.notes.added'));
            return true;
          } catch (error) {
            toast.error(getErrorText(t, error));
            return false;
          }
        }}
      />
      {lesson.notes.length > 0 ? (
        <Box component="ul" aria-label={t('learning.notes.listLabel')} sx={{ p: 0, m: 0, mt: 1 }}>
          {lesson.notes.map((note) => (
            <NoteItem key={note.id} note={note} withPosition={withPosition} />
          ))}
        </Box>
      ) : (
        <Typography color="text.secondary" variant="body2" sx={{ mt: 1 }}>
          {t('learning.notes.emptyLesson')}
        </Typography>
      )}
    </Paper>
  );
}
