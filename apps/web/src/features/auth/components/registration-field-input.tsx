import type { RegistrationField } from '@manara/contract';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { type Control, Controller, type FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldErrorText } from '../form-text.ts';

/** Registration and profile forms both keep these values under `extraFields.<fieldKey>`. */
export type ExtraFieldValues = { extraFields: Record<string, unknown> };

type Props = {
  field: RegistrationField;
  control: Control<ExtraFieldValues>;
  error: FieldError | undefined;
  required: boolean;
};

const inputTypes: Partial<Record<RegistrationField['type']['slug'], string>> = {
  email: 'email',
  phone: 'tel',
  number: 'number',
  date: 'date',
};

/** One field of the organization's registration form, rendered by its type. */
export function RegistrationFieldInput({ field, control, error, required }: Props) {
  const { t } = useTranslation();
  const name = `extraFields.${field.fieldKey}` as const;
  if (field.type.slug === 'boolean') {
    return (
      <Controller
        name={name}
        control={control}
        render={({ field: input }) => (
          <FormControlLabel
            control={
              <Checkbox
                checked={input.value === true || input.value === 'true'}
                onChange={(e) => input.onChange(e.target.checked)}
              />
            }
            label={field.label}
          />
        )}
      />
    );
  }
  return (
    <Controller
      name={name}
      control={control}
      render={({ field: input }) => (
        <TextField
          {...input}
          value={input.value ?? ''}
          label={field.label}
          required={required}
          select={field.type.slug === 'select'}
          multiline={field.type.slug === 'textarea'}
          minRows={field.type.slug === 'textarea' ? 3 : undefined}
          type={inputTypes[field.type.slug] ?? 'text'}
          error={Boolean(error)}
          helperText={fieldErrorText(t, error)}
          slotProps={field.type.slug === 'date' ? { inputLabel: { shrink: true } } : undefined}
        >
          {field.type.slug === 'select'
            ? field.options.map((option) => (
                <MenuItem key={option.value} value={option.value}>
                  {option.label}
                </MenuItem>
              ))
            : null}
        </TextField>
      )}
    />
  );
}
