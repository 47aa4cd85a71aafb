import { z } from 'zod';

/** Minimum length of a new password (spec 1 §5). */
export const PASSWORD_MIN_LENGTH = 8;

/**
 * The rules of a new password (spec 1 §5): at least 8 characters with an uppercase letter, a
 * lowercase letter, a digit and a special character. Messages are i18n keys (`password.*`).
 */
export const NewPassword = z
  .string()
  .min(PASSWORD_MIN_LENGTH, 'password.minLength')
  .max(200, 'password.maxLength')
  .regex(/\p{Lu}/u, 'password.uppercase')
  .regex(/\p{Ll}/u, 'password.lowercase')
  .regex(/\p{Nd}/u, 'password.digit')
  .regex(/[^\p{L}\p{Nd}\s]/u, 'password.special');

/** The spec's server message when the new password equals the old one. */
export const SAME_PASSWORD_MESSAGE = 'New password cannot be the same as old';
