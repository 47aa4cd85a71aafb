import { zodResolver } from '@hookform/resolvers/zod';
import { type AuthoringSection, CreateSectionBody } from '@manara/contract';
import Checkbox from '@mui/material/Checkbox';
import DialogContentText from '@mui/material/DialogContentText';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { getErrorText } from '../../../i18n/error-text.ts';
import { applyServerErrors, formErrorText } from '../../../ui/form/server-errors.ts';
import { FormDialog } from '../../../ui/form-dialog.tsx';
import type { SectionChanges } from './course-outline.queries.ts';
import { fromLocalDateTime, toLocalDateTime } from './local-date-time.ts';

const fields = CreateSectionBody.shape;

/** The section's settings, from the contract's fields; the unlock date as a `datetime-local` value. */
const SectionForm = z.object({
  week: fields.week.unwrap(),
  unlockStartDate: z.string(),
  prerequisiteIds: z.array(z.number().int()),
});
type Values = z.input<typeof SectionForm>;

type SectionDialogProps = {
  section: AuthoringSection;
  /** The course's sections in order: the ones before this section can be its prerequisites. */
  outline: readonly AuthoringSection[];
  onSave: (body: SectionChanges) => Promise<unknown>;
  onClose: () => void;
};

/**
 * When a section's lessons open: its week, an unlock date (the server's clock decides) and the
 * earlier sections learners must finish first. Lessons of a locked section stay locked for learners.
 */
export function SectionDialog({ section, outline, onSave, onClose }: SectionDialogProps) {
  const { t } = useTranslation('authoring');
  const prerequisitesId = useId();
  const earlier = outline.slice(
    0,
    outline.findIndex((entry) => entry.id === section.id),
  );
  const [error, setError] = useState<string | null>(null);
  const form = useForm<Values, unknown, z.output<typeof SectionForm>>({
    resolver: zodResolver(SectionForm),
    defaultValues: {
      week: section.week,
      unlockStartDate: toLocalDateTime(section.unlockStartDate),
      prerequisiteIds: section.prerequisiteIds,
    },
  });
  const errors = form.formState.errors;

  const save = form.handleSubmit(async (values) => {
    setError(null);
    try {
      await onSave({
        week: values.week,
        unlockStartDate: fromLocalDateTime(values.unlockStartDate),
        prerequisiteIds: values.prerequisiteIds,
      });
      onClose();
    } catch (failure) {
      const placed = applyServerErrors(form, failure, {
        fieldsOfCode: (code) => (code === 'courses-077' || code === 'courses-078' ? ['prerequisiteIds'] : []),
      });
      if (!placed) setError(getErrorText(t, failure));
    }
  });

  return (
    <FormDialog
      title={t('authoring.section.title', { name: section.name })}
      onClose={onClose}
      onSubmit={save}
      pending={form.formState.isSubmitting}
      error={error}
    >
      <DialogContentText sx={{ mb: 2 }}>{t('authoring.section.help')}</DialogContentText>
      <Stack spacing={2.5}>
        <TextField
          {...form.register('week', { valueAsNumber: true })}
          label={t('authoring.section.week')}
          type="number"
          required
          error={Boolean(errors.week)}
          helperText={formErrorText(t, errors.week)}
          slotProps={{ htmlInput: { min: 1, max: 1000, step: 1 } }}
          sx={{ maxWidth: 220 }}
        />
        <TextField
          {...form.register('unlockStartDate')}
          label={t('authoring.section.unlockDate')}
          type="datetime-local"
          helperText={t('authoring.section.unlockDateHelp')}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <FormControl component="fieldset" error={Boolean(errors.prerequisiteIds)}>
          <FormLabel component="legend" id={prerequisitesId}>
            {t('authoring.section.prerequisites')}
          </FormLabel>
          {earlier.length === 0 ? (
            <FormHelperText>{t('authoring.section.noEarlier')}</FormHelperText>
          ) : (
            <Controller
              control={form.control}
              name="prerequisiteIds"
              render={({ field }) => (
                <FormGroup>
                  {earlier.map((entry) => (
                    <FormControlLabel
                      key={entry.id}
                      label={entry.name}
                      control={
                        <Checkbox
                          checked={field.value.includes(entry.id)}
                          onChange={(event) =>
                            field.onChange(
                              event.target.checked
                                ? [...field.value, entry.id]
                                : field.value.filter((id) => id !== entry.id),
                            )
                          }
                        />
                      }
                    />
                  ))}
                </FormGroup>
              )}
            />
          )}
          {errors.prerequisiteIds ? (
            <FormHelperText>{formErrorText(t, errors.prerequisiteIds as never)}</FormHelperText>
          ) : null}
        </FormControl>
      </Stack>
    </FormDialog>
  );
}
