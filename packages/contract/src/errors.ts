/**
 * Every error code the API answers with, its HTTP status and its message in both languages.
 * The spec's auth-001…auth-013 keep their meaning; other domains add `<domain>-NNN` codes.
 * The web app shows each code with its own i18n text (`errors.<code>`); the server's message
 * is the fallback for clients that do not know the code.
 */
export const errorCatalogue = {
  validation: { status: 400, en: 'Some fields are not valid.', ar: 'بعض الحقول غير صالحة.' },
  'common-001': { status: 404, en: 'There is no such API route.', ar: 'لا يوجد مسار بهذا العنوان.' },
  'common-002': { status: 404, en: 'Not found.', ar: 'غير موجود.' },
  'common-003': { status: 400, en: 'The request body is not valid JSON.', ar: 'محتوى الطلب ليس JSON صالحًا.' },
  'common-004': { status: 413, en: 'The request body is too large.', ar: 'محتوى الطلب كبير جدًا.' },
  'common-005': { status: 415, en: 'This content type is not supported.', ar: 'نوع المحتوى غير مدعوم.' },
  'common-006': { status: 429, en: 'Too many requests. Try again shortly.', ar: 'طلبات كثيرة جدًا. حاول بعد قليل.' },
  'common-007': { status: 403, en: 'You are not allowed to do this.', ar: 'غير مسموح لك بهذا الإجراء.' },
  'common-008': { status: 409, en: 'This conflicts with existing data.', ar: 'يتعارض هذا مع بيانات موجودة.' },
  'common-009': { status: 401, en: 'Sign in to continue.', ar: 'سجّل الدخول للمتابعة.' },
  'common-010': { status: 400, en: 'The request is not valid.', ar: 'الطلب غير صالح.' },
  'common-500': { status: 500, en: 'Something went wrong.', ar: 'حدث خطأ ما.' },
  'organizations-001': { status: 404, en: 'Organization not found.', ar: 'المؤسسة غير موجودة.' },
  'organizations-002': { status: 404, en: 'There is no such configuration.', ar: 'لا يوجد إعداد بهذا الاسم.' },
  'organizations-003': {
    status: 400,
    en: 'The Organization header must be an organization id.',
    ar: 'يجب أن تكون ترويسة Organization رقم مؤسسة.',
  },
  'permissions-001': {
    status: 403,
    en: 'This permission set cannot be edited.',
    ar: 'لا يمكن تعديل مجموعة الصلاحيات هذه.',
  },
  'permissions-002': {
    status: 403,
    en: 'This permission set cannot be deleted.',
    ar: 'لا يمكن حذف مجموعة الصلاحيات هذه.',
  },
  'permissions-003': {
    status: 409,
    en: 'Members still use this permission set.',
    ar: 'ما زال أعضاء يستخدمون مجموعة الصلاحيات هذه.',
  },
  'permissions-004': { status: 400, en: 'Unknown permission.', ar: 'صلاحية غير معروفة.' },
  'permissions-005': {
    status: 400,
    en: 'A permission of another context cannot join this set.',
    ar: 'لا يمكن إضافة صلاحية من سياق آخر إلى هذه المجموعة.',
  },
  'announcements-001': {
    status: 400,
    en: 'An announcement must end after it starts.',
    ar: 'يجب أن ينتهي الإعلان بعد بدايته.',
  },
  'support-001': {
    status: 400,
    en: 'Give your name and e-mail address so that we can answer you.',
    ar: 'أدخل اسمك وبريدك الإلكتروني لنتمكن من الرد عليك.',
  },
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
  'sso-001': {
    status: 400,
    en: 'The metadata is not valid SAML metadata of an identity or service provider.',
    ar: 'البيانات الوصفية ليست بيانات SAML وصفية صالحة لمزوّد هوية أو مزوّد خدمة.',
  },
  'sso-002': {
    status: 409,
    en: 'Another provider of this organization already uses this slug.',
    ar: 'يستخدم مزوّد آخر في هذه المؤسسة هذا المعرّف.',
  },
} as const satisfies Record<string, { status: number; en: string; ar: string }>;

export type ErrorCode = keyof typeof errorCatalogue;

export const errorCodes = Object.keys(errorCatalogue) as ErrorCode[];

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && value in errorCatalogue;
}
