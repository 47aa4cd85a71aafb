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
  'courses-001': {
    status: 402,
    en: 'This course is paid: add it to your cart to enrol.',
    ar: 'هذه الدورة مدفوعة: أضفها إلى سلتك للتسجيل فيها.',
  },
  'courses-002': {
    status: 409,
    en: 'Enrolment in this course is not open now.',
    ar: 'التسجيل في هذه الدورة غير متاح الآن.',
  },
  'courses-003': { status: 403, en: 'Enrol in this course first.', ar: 'سجّل في هذه الدورة أولًا.' },
  'courses-004': { status: 409, en: 'This course is full.', ar: 'اكتملت المقاعد في هذه الدورة.' },
  'courses-005': {
    status: 403,
    en: 'You cannot enrol yourself in this course.',
    ar: 'لا يمكنك تسجيل نفسك في هذه الدورة.',
  },
  'courses-006': {
    status: 409,
    en: 'Confirm every statement of this course before enrolling.',
    ar: 'أكّد جميع إقرارات هذه الدورة قبل التسجيل.',
  },
  'courses-007': { status: 409, en: 'This course is coming soon.', ar: 'هذه الدورة قادمة قريبًا.' },
  'courses-008': {
    status: 403,
    en: 'This section is locked.',
    ar: 'هذا القسم مقفل.',
  },
  'courses-010': {
    status: 409,
    en: 'This course is open already: there is nothing to be notified of.',
    ar: 'هذه الدورة متاحة بالفعل: لا حاجة إلى إشعارك بها.',
  },
  'courses-011': { status: 409, en: 'This course is not published yet.', ar: 'هذه الدورة غير منشورة بعد.' },
  'courses-012': {
    status: 400,
    en: 'Some of these statements are not part of this course.',
    ar: 'بعض هذه الإقرارات ليست من هذه الدورة.',
  },
  'certificates-001': {
    status: 409,
    en: 'Certificates are turned off in this organization.',
    ar: 'الشهادات غير مفعّلة في هذه المؤسسة.',
  },
  'certificates-002': { status: 409, en: 'This course gives no certificate.', ar: 'هذه الدورة لا تمنح شهادة.' },
  'certificates-003': {
    status: 400,
    en: 'Some of these learners are not enrolled in this course.',
    ar: 'بعض هؤلاء المتعلمين غير مسجلين في هذه الدورة.',
  },
  'certificates-004': {
    status: 403,
    en: "You may not change this course's passing criteria.",
    ar: 'لا يمكنك تعديل معايير اجتياز هذه الدورة.',
  },
  'reviews-001': {
    status: 409,
    en: 'You have already reviewed this course: edit your review instead.',
    ar: 'لقد قيّمت هذه الدورة من قبل: عدّل تقييمك بدلًا من ذلك.',
  },
  'specializations-001': {
    status: 402,
    en: 'This specialization is paid: add it to your cart to enrol.',
    ar: 'هذا التخصص مدفوع: أضفه إلى سلتك للتسجيل فيه.',
  },
  'courses-070': {
    status: 409,
    en: 'An administrator must approve this course before it can be published.',
    ar: 'يجب أن يعتمد أحد المسؤولين هذه الدورة قبل نشرها.',
  },
  'courses-071': {
    status: 409,
    en: 'An approval request for this course is already waiting.',
    ar: 'يوجد طلب اعتماد لهذه الدورة قيد الانتظار بالفعل.',
  },
  'courses-072': { status: 409, en: 'This course is approved already.', ar: 'هذه الدورة معتمدة بالفعل.' },
  'courses-073': {
    status: 409,
    en: 'This approval request has been decided already.',
    ar: 'تم البتّ في طلب الاعتماد هذا من قبل.',
  },
  'courses-074': {
    status: 400,
    en: "The course's own language is edited on the course itself, not as a translation.",
    ar: 'تُعدَّل لغة الدورة الأصلية في الدورة نفسها، لا كترجمة.',
  },
  'courses-075': {
    status: 400,
    en: 'There is no such category in this organization.',
    ar: 'لا توجد فئة بهذا الرقم في هذه المؤسسة.',
  },
  'courses-076': {
    status: 400,
    en: 'Some of these files are not files of this organization.',
    ar: 'بعض هذه الملفات ليست من ملفات هذه المؤسسة.',
  },
  'courses-077': {
    status: 400,
    en: 'A prerequisite must be another section of the same course.',
    ar: 'يجب أن يكون المتطلب السابق قسمًا آخر من الدورة نفسها.',
  },
  'courses-078': {
    status: 400,
    en: 'These prerequisites would make sections wait for each other in a circle.',
    ar: 'هذه المتطلبات السابقة تجعل الأقسام ينتظر بعضها بعضًا في حلقة.',
  },
  'courses-079': {
    status: 400,
    en: 'The new order must list every section and lesson of this course exactly once.',
    ar: 'يجب أن يذكر الترتيب الجديد كل قسم ودرس من هذه الدورة مرة واحدة بالضبط.',
  },
  'courses-080': {
    status: 400,
    en: 'This member cannot teach: they need the instructor or administrator portal.',
    ar: 'لا يمكن لهذا العضو التدريس: يحتاج إلى بوابة المدرب أو بوابة الإدارة.',
  },
  'courses-081': {
    status: 400,
    en: 'An end date must come after its start date.',
    ar: 'يجب أن يأتي تاريخ الانتهاء بعد تاريخ البدء.',
  },
  'courses-082': {
    status: 400,
    en: 'A category cannot be placed under itself or one of its own sub-categories.',
    ar: 'لا يمكن وضع فئة تحت نفسها أو تحت إحدى فئاتها الفرعية.',
  },
  'courses-083': {
    status: 409,
    en: "The course has a translation in that language: delete it before making it the course's own language.",
    ar: 'للدورة ترجمة بهذه اللغة: احذفها قبل جعلها لغة الدورة الأصلية.',
  },
  'courses-084': {
    status: 400,
    en: 'This file is not of the kind the field takes: a video for a video, an image for a cover.',
    ar: 'نوع هذا الملف لا يناسب الحقل: فيديو للفيديو، وصورة للغلاف.',
  },
  'media-001': {
    status: 415,
    en: 'This type of file is not allowed, or its content does not match its name.',
    ar: 'هذا النوع من الملفات غير مسموح، أو أن محتواه لا يطابق اسمه.',
  },
  'media-002': { status: 413, en: 'This file is too large.', ar: 'هذا الملف كبير جدًا.' },
  'media-003': {
    status: 400,
    en: 'Send the file as a multipart form with a field named file.',
    ar: 'أرسل الملف كنموذج متعدد الأجزاء في حقل باسم file.',
  },
  'media-004': {
    status: 403,
    en: 'This file is private: open it from the page where it is shared with you.',
    ar: 'هذا الملف خاص: افتحه من الصفحة التي شورك معك فيها.',
  },
  'media-005': {
    status: 403,
    en: 'This link has expired or is not valid.',
    ar: 'انتهت صلاحية هذا الرابط أو أنه غير صالح.',
  },
  'media-006': {
    status: 409,
    en: 'This upload has been completed already.',
    ar: 'اكتمل هذا الرفع من قبل.',
  },
  'media-007': {
    status: 409,
    en: 'Nothing has been uploaded with this link yet.',
    ar: 'لم يُرفع أي شيء بهذا الرابط بعد.',
  },
  'media-008': {
    status: 416,
    en: 'This part of the file does not exist.',
    ar: 'هذا الجزء من الملف غير موجود.',
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
