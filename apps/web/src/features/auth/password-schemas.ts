import { NewPassword } from '@manara/contract';
import { z } from 'zod';

/** A new password and its confirmation (spec 1 §5): the rules, and both equal. */
export const NewPasswordPair = z
  .object({ newPassword: NewPassword, confirmPassword: z.string().min(1, 'form.required') })
  .refine((v) => v.newPassword === v.confirmPassword, { message: 'password.mismatch', path: ['confirmPassword'] });

/** The change-password dialog: every field required, the new password's rules, confirmation equal. */
export const ChangePasswordForm = z
  .object({
    oldPassword: z.string().min(1, 'form.required'),
    newPassword: z.string().min(1, 'form.required').pipe(NewPassword),
    confirmPassword: z.string().min(1, 'form.required'),
  })
  .refine((v) => v.newPassword === v.confirmPassword, { message: 'password.mismatch', path: ['confirmPassword'] });
export type ChangePasswordForm = z.infer<typeof ChangePasswordForm>;
