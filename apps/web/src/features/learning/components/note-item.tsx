import type { SubsectionNote } from '@manara/contract';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getErrorText } from '../../../i18n/error-text.ts';
import { formatDateTime } from '../../../i18n/format-date.ts';
import { useLanguage } from '../../../i18n/use-language.ts';
import { toast } from '../../../ui/toast/toast-store.ts';
import { useDeleteNote, useUpdateNote } from '../learning.queries.ts';
import { formatNotePosition } from '../note-position.ts';
import { NoteForm } from './note-form.tsx';

/** One of the learner's notes, with edit and delete; `withPosition` when its lesson has a video. */
export function NoteItem({ note, withPosition }: { note: SubsectionNote; withPosition: boolean }) {
  const { t } = useTranslation('learning');
  const { language } = useLanguage();
  const [isEditing, setIsEditing] = useState(false);
  const update = useUpdateNote(note.courseId);
  const remove = useDeleteNote(note.courseId);

  if (isEditing) {
    return (
      <Box component="li" sx={{ listStyle: 'none', py: 1 }}>
        <NoteForm
          initial={{ note: note.note, position: note.position }}
          withPosition={withPosition}
          isSaving={update.isPending}
          submitLabel={t('learning.notes.save')}
          onCancel={() => setIsEditing(false)}
          onSubmit={async (value) => {
            try {
              await update.mutateAsync({ subsectionId: note.subsectionId, noteId: note.id, ...value });
              setIsEditing(false);
              toast.success(t('learning.notes.saved'));
              return true;
            } catch (error) {
              toast.error(getErrorText(t, error));
              return false;
            }
          }}
        />
      </Box>
    );
  }

  return (
    <Box component="li" sx={{ listStyle: 'none', py: 1.5, borderBottom: 1, borderColor: 'divider' }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          {note.position !== null ? (
            <Chip
              size="small"
              variant="outlined"
              label={t('learning.notes.at', { position: formatNotePosition(note.position) })}
              sx={{ mb: 0.5 }}
            />
          ) : null}
          <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{note.note}</Typography>
          <Typography variant="caption" color="text.secondary">
            {formatDateTime(note.updatedAt, language)}
          </Typography>
        </Box>
        <IconButton size="small" aria-label={t('learning.notes.edit')} onClick={() => setIsEditing(true)}>
          <EditOutlinedIcon fontSize="small" />
        </IconButton>
        <IconButton
          size="small"
          aria-label={t('learning.notes.delete')}
          disabled={remove.isPending}
          onClick={async () => {
            try {
              await remove.mutateAsync({ subsectionId: note.subsectionId, noteId: note.id });
              toast.success(t('learning.notes.deleted'));
            } catch (error) {
              toast.error(getErrorText(t, error));
            }
          }}
        >
          <DeleteOutlineIcon fontSize="small" />
        </IconButton>
      </Stack>
    </Box>
  );
}
