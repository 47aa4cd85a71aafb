import type { ErrorTexts } from './types.ts';

/** Sign-in, sessions, registration, passwords. */
export const authErrors = {
  'auth-001': { status: 403, en: 'This user is disabled.', ar: 'هذا المستخدم معطّل.' },
  'auth-002': {
    status: 403,
    en: 'This user is not in this organization.',
    ar: 'هذا المستخدم ليس عضوًا في هذه المؤسسة.',
  },
  'auth-003': { status: 401, en: 'Invalid credentials.', ar: 'بيانات الدخول غير صحيحة.' },
  'auth-004': { status: 429, en: 'Too many requests. Try again later.', ar: 'طلبات كثيرة جدًا. حاول لاحقًا.' },
  'auth-005': { status: 403, en: 'You must reset your password.', ar: 'يجب عليك إعادة تعيين كلمة المرور.' },
  'auth-006': { status: 401, en: 'Invalid access token.', ar: 'رمز الدخول غير صالح.' },
  'auth-007': { status: 401, en: 'Invalid refresh token.', ar: 'رمز التحديث غير صالح.' },
  'auth-008': { status: 401, en: 'Invalid two-factor token.', ar: 'رمز التحقق الثنائي غير صالح.' },
  'auth-009': { status: 403, en: 'Your account is waiting for approval.', ar: 'حسابك بانتظار الموافقة.' },
  'auth-010': { status: 403, en: 'Your e-mail is not verified yet.', ar: 'لم يتم التحقق من بريدك الإلكتروني بعد.' },
  'auth-011': { status: 409, en: 'This phone number is already in use.', ar: 'رقم الهاتف هذا مستخدم بالفعل.' },
  'auth-012': { status: 400, en: 'This phone number is not valid.', ar: 'رقم الهاتف هذا غير صالح.' },
  'auth-013': { status: 409, en: 'This e-mail is already in use.', ar: 'البريد الإلكتروني هذا مستخدم بالفعل.' },
  'auth-014': { status: 403, en: 'Registration is closed in this organization.', ar: 'التسجيل مغلق في هذه المؤسسة.' },
  'auth-015': {
    status: 400,
    en: 'This verification link is not valid or has expired.',
    ar: 'رابط التحقق هذا غير صالح أو منتهي الصلاحية.',
  },
  'auth-016': {
    status: 400,
    en: 'This reset link is not valid or has expired.',
    ar: 'رابط إعادة التعيين هذا غير صالح أو منتهي الصلاحية.',
  },
  'auth-018': {
    status: 400,
    en: 'New password cannot be the same as old',
    ar: 'لا يمكن أن تكون كلمة المرور الجديدة مثل القديمة',
  },
  'auth-019': { status: 400, en: 'The current password is not correct.', ar: 'كلمة المرور الحالية غير صحيحة.' },
  'auth-020': { status: 403, en: 'You cannot act as this user.', ar: 'لا يمكنك التصرف بصفة هذا المستخدم.' },
  'auth-021': {
    status: 401,
    en: 'This sign-in link is not valid or has expired.',
    ar: 'رابط الدخول هذا غير صالح أو منتهي الصلاحية.',
  },
  'auth-022': {
    status: 400,
    en: 'The single sign-on answer is not valid or has expired. Try signing in again.',
    ar: 'رد الدخول الموحّد غير صالح أو منتهي الصلاحية. حاول تسجيل الدخول مرة أخرى.',
  },
  'auth-023': {
    status: 400,
    en: 'This code is not valid or has expired.',
    ar: 'هذا الرمز غير صالح أو منتهي الصلاحية.',
  },
  'auth-024': {
    status: 409,
    en: 'This session was not started by signing in as a member.',
    ar: 'لم تبدأ هذه الجلسة بالدخول باسم عضو.',
  },
  'auth-025': {
    status: 403,
    en: 'You can no longer return to your own account from here. Sign in again.',
    ar: 'لم يعد بإمكانك العودة إلى حسابك من هنا. سجّل الدخول مرة أخرى.',
  },
} as const satisfies ErrorTexts;
