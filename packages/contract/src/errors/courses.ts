import type { ErrorTexts } from './types.ts';

/** Courses: the catalogue, enrolment, content, progress and authoring. */
export const coursesErrors = {
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
  /** No longer answered: a file of another organization is "not found" (404 `common-002`) since issue 10. */
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
} as const satisfies ErrorTexts;
