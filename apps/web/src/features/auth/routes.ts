import { OrganizationPermission as O } from '@manara/contract';
import { type AppRoute, page, withNamespaces } from '../../routing/app-route.ts';
import { LOGIN_PATH, REGISTER_PATH } from '../../routing/paths.ts';
import { ConfigurationFlag as C } from '../../routing/route-meta.ts';

const loggedOutOnly = { requiresLogout: true } as const;
const loadForgotPasswordPage = async () => (await import('./pages/forgot-password-page.tsx')).ForgotPasswordPage;

/** Sign-in, registration and password reset (issue 3). */
export const authRoutes: readonly AppRoute[] = withNamespaces(
  ['auth'],
  [
    page(LOGIN_PATH, 'login', async () => (await import('./pages/login-page.tsx')).LoginPage, loggedOutOnly),
    page(
      '/auth/verification-code',
      'verificationCode',
      async () => (await import('./pages/verification-code-page.tsx')).VerificationCodePage,
      loggedOutOnly,
    ),
    page('/auth/forgot-password', 'forgotPassword', loadForgotPasswordPage, loggedOutOnly),
    // The spec's alias of forgot-password.
    page('/auth/forget-password', 'forgotPassword', loadForgotPasswordPage, loggedOutOnly),
    page(
      '/auth/reset-password',
      'resetPassword',
      async () => (await import('./pages/reset-password-page.tsx')).ResetPasswordPage,
    ),
    page(
      '/auth/verify-email',
      'verifyEmail',
      async () => (await import('./pages/verify-email-page.tsx')).VerifyEmailPage,
    ),
    page(REGISTER_PATH, 'register', async () => (await import('./pages/register-page.tsx')).RegisterPage, {
      ...loggedOutOnly,
      organizationPermissions: [O.registrationEnabled],
      configuration: [C.selfRegistration],
    }),
  ],
);
