import type { ErrorCode, MediaRef, SpecializationBody } from '@manara/contract';
import { useState } from 'react';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { formErrorText } from '../../../ui/form/server-errors.ts';
import { ImageUploadField } from '../../organizations/portal/image-upload-field.tsx';

type Values = z.input<typeof SpecializationBody>;

/** The server's refusals of the chosen file (as for a course's cover), shown on the cover field. */
export function coverFieldsOfCode(code: ErrorCode): readonly 'coverImageId'[] {
  return code === 'courses-084' || code === 'media-009' ? ['coverImageId'] : [];
}

/**
 * The specialization's cover image: the course editor's upload field (progress bar, preview), its
 * file's id saved as `coverImageId`. The preview is the saved cover, or the file just chosen.
 */
export function SpecializationCoverField({
  form,
  cover,
}: {
  form: UseFormReturn<Values, unknown, z.output<typeof SpecializationBody>>;
  cover: MediaRef | null;
}) {
  const { t } = useTranslation('specializations');
  const [shown, setShown] = useState<MediaRef | null>(cover);
  return (
    <Controller
      control={form.control}
      name="coverImageId"
      render={({ field, fieldState }) => (
        <ImageUploadField
          label={t('specializations.admin.fields.cover')}
          help={t('specializations.admin.fields.coverHelp')}
          value={field.value == null ? null : shown}
          onChange={(next) => {
            setShown(next);
            form.clearErrors('coverImageId');
            field.onChange(next?.id ?? null);
          }}
          error={formErrorText(t, fieldState.error)}
        />
      )}
    />
  );
}
