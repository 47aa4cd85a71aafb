import Stack from '@mui/material/Stack';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldErrorText } from '../form-text.ts';
import { PasswordField } from './password-field.tsx';
import { PasswordRules } from './password-rules.tsx';

export type NewPasswordValues = { newPassword: string; confirmPassword: string };

type Props<T extends NewPasswordValues> = {
  register: UseFormRegister<T>;
  errors: FieldErrors<T>;
  password: string;
  labels?: { password: string; confirm: string };
};

/** A new password with its rules ticked as it is typed, and its confirmation. */
export function NewPasswordFields<T extends NewPasswordValues>({ register, errors, password, labels }: Props<T>) {
  const { t } = useTranslation('auth');
  const reg = register as unknown as UseFormRegister<NewPasswordValues>;
  const errs = errors as FieldErrors<NewPasswordValues>;
  return (
    <Stack spacing={2}>
      <PasswordField
        label={labels?.password ?? t('password.change.new')}
        autoComplete="new-password"
        required
        {...reg('newPassword')}
        error={Boolean(errs.newPassword)}
        helperText={fieldErrorText(t, errs.newPassword)}
        slotProps={{ htmlInput: { 'aria-describedby': 'new-password-rules' } }}
      />
      <PasswordRules password={password} id="new-password-rules" />
      <PasswordField
        label={labels?.confirm ?? t('password.change.confirm')}
        autoComplete="new-password"
        required
        {...reg('confirmPassword')}
        error={Boolean(errs.confirmPassword)}
        helperText={fieldErrorText(t, errs.confirmPassword)}
      />
    </Stack>
  );
}
