import { isOptionalField, type RegistrationForm } from '@manara/contract';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Control, FieldError, FieldErrors, FieldValues } from 'react-hook-form';
import { type ExtraFieldValues, RegistrationFieldInput } from './registration-field-input.tsx';

/** Any form that keeps the answers under `extraFields` (registration, profile). */
type Props<T extends FieldValues> = {
  form: RegistrationForm | undefined;
  control: Control<T>;
  errors: FieldErrors<T>;
};

/** The organization's registration form: a fieldset per group, a field per question. */
export function RegistrationFormFields<T extends FieldValues>({ form, control, errors }: Props<T>) {
  const fieldErrors = errors.extraFields as Record<string, FieldError> | undefined;
  return form?.groups.map((group) => (
    <Stack key={group.id} spacing={2} component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
        {group.name}
      </Typography>
      {group.fields.map((field) => (
        <RegistrationFieldInput
          key={field.id}
          field={field}
          control={control as unknown as Control<ExtraFieldValues>}
          required={!isOptionalField(field)}
          error={fieldErrors?.[field.fieldKey]}
        />
      ))}
    </Stack>
  ));
}
