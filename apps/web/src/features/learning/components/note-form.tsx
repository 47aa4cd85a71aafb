import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNotePosition, parseNotePosition } from '../note-position.ts';

const MAX_NOTE_LENGTH = 5000;

/**
 * Writes or edits a note: its text and, for a lesson with a video, where in the video it
 * belongs (`m:ss`, optional). Resets itself after a new note is saved.
 */
export function NoteForm({
  initial,
  withPosition,
  isSaving,
  submitLabel,
  onSubmit,
  onCancel,
}: {
  initial?: { note: string; position: number | null };
  withPosition: boolean;
  isSaving: boolean;
  submitLabel: string;
  /** Answers whether it was saved (a new note's form then empties). */
  onSubmit: (value: { note: string; position: number | null }) => Promise<boolean>;
  onCancel?: () => void;
}) {
  const { t } = useTranslation('learning');
  const id = useId();
  const [note, setNote] = useState(initial?.note ?? '');
  const [position, setPosition] = useState(initial?.position != null ? formatNotePosition(initial.position) : '');
  const [touched, setTouched] = useState(false);
  const parsedPosition = parseNotePosition(position);
  const noteError = touched && note.trim() === '' ? t('form.required') : null;
  const positionError = parsedPosition === undefined ? t('learning.notes.positionInvalid') : null;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setTouched(true);
    if (note.trim() === '' || parsedPosition === undefined) return;
    const saved = await onSubmit({
      note: note.trim(),
      position: withPosition ? parsedPosition : (initial?.position ?? null),
    });
    if (saved && !initial) {
      setNote('');
      setPosition('');
      setTouched(false);
    }
  }

  return (
    <Stack component="form" spacing={1.5} onSubmit={submit} noValidate>
      <TextField
        id={`${id}-note`}
        label={t('learning.notes.noteLabel')}
        value={note}
        onChange={(event) => setNote(event.target.value)}
        multiline
        minRows={2}
        maxRows={10}
        required
        error={Boolean(noteError)}
        helperText={noteError ?? ' '}
        slotProps={{ htmlInput: { maxLength: MAX_NOTE_LENGTH } }}
      />
      {withPosition ? (
        <TextField
          id={`${id}-position`}
          label={t('learning.notes.positionLabel')}
          value={position}
          onChange={(event) => setPosition(event.target.value)}
          size="small"
          error={Boolean(positionError)}
          helperText={positionError ?? t('learning.notes.positionHelp')}
          slotProps={{ htmlInput: { inputMode: 'numeric', dir: 'ltr' } }}
        />
      ) : null}
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
        {onCancel ? (
          <Button onClick={onCancel} disabled={isSaving}>
            {t('learning.notes.cancel')}
          </Button>
        ) : null}
        <Button type="submit" variant="contained" loading={isSaving}>
          {submitLabel}
        </Button>
      </Stack>
    </Stack>
  );
}
