/**
 * The demo catalogue of Demo Academy (issue 5): courses in both languages across categories,
 * free, paid, discounted, coming soon, one expired over 30 days ago, one whose enrolment opens
 * later, one with seats, one with confirmation statements and one with a locked section.
 * Lessons are in the course's own language; catalogue fields have the other language too.
 */

export type DemoLesson = {
  name: string;
  content: string;
  videoUrl?: string;
  attachment?: { fileName: string; url: string; mime: string; sizeKB: number };
  isOptional?: boolean;
  durationMinutes?: number;
};

export type DemoSection = {
  name: string;
  learningObjectives: string;
  week?: number;
  /** Index of a section of the same course that must be finished first. */
  prerequisite?: number;
  /** Days from now when the section opens. */
  unlocksInDays?: number;
  lessons: DemoLesson[];
};

export type DemoCourse = {
  key: string;
  language: 'ENGLISH' | 'ARABIC';
  category: string;
  en: { name: string; brief: string; description: string; welcome: string; syllabus: string };
  ar: { name: string; brief: string; description: string; welcome: string; syllabus: string };
  level: 'BEGINNER' | 'INTERMEDIATE' | 'ADVANCED';
  learningTypes: ('SELF_PACED' | 'INSTRUCTOR_LED' | 'BLENDED')[];
  deliveryMode: 'ONLINE' | 'FACETOFACE' | 'HYBRID';
  duration: number;
  durationUnit: 'HOURS' | 'DAYS' | 'WEEKS';
  /** Minor units (halalas). */
  price?: number;
  oldPrice?: number;
  cover: string;
  isComingSoon?: boolean;
  /** Days from now (negative: past). */
  endsInDays?: number;
  enrolmentOpensInDays?: number;
  maxEnrollmentCount?: number;
  checkboxes?: { en: string; ar: string }[];
  createdDaysAgo: number;
  sections: DemoSection[];
};

export const demoCategories = [
  { key: 'leadership', en: 'Leadership', ar: 'القيادة' },
  { key: 'management', en: 'Management', ar: 'الإدارة' },
  { key: 'projects', en: 'Project management', ar: 'إدارة المشاريع', parent: 'management' },
  { key: 'technology', en: 'Technology', ar: 'التقنية' },
  { key: 'data', en: 'Data', ar: 'البيانات', parent: 'technology' },
  { key: 'communication', en: 'Communication', ar: 'التواصل' },
] as const;

const checklist = {
  fileName: 'lesson-checklist.txt',
  url: '/demo/lesson-checklist.txt',
  mime: 'text/plain',
  sizeKB: 1,
};
const worksheet = { fileName: 'worksheet.txt', url: '/demo/worksheet.txt', mime: 'text/plain', sizeKB: 1 };
const video = 'https://www.youtube.com/watch?v=ysz5S6PUM-U';

export const demoCourses: DemoCourse[] = [
  {
    key: 'leadership-foundations',
    language: 'ENGLISH',
    category: 'leadership',
    en: {
      name: 'Leadership Foundations',
      brief: 'The habits of leaders people choose to follow.',
      description:
        'A practical first course in leading people: setting direction, building trust, delegating well and giving feedback that helps.',
      welcome: 'Welcome! Take the lessons in order and try each exercise with your own team.',
      syllabus: 'Week 1: what leaders do. Week 2: trust and delegation. Week 3: feedback and growth.',
    },
    ar: {
      name: 'أساسيات القيادة',
      brief: 'عادات القادة الذين يختار الناس اتّباعهم.',
      description: 'دورة عملية أولى في قيادة الناس: تحديد الاتجاه وبناء الثقة والتفويض الجيد وتقديم ملاحظات مفيدة.',
      welcome: 'أهلًا بك! تابع الدروس بالترتيب وجرّب كل تمرين مع فريقك.',
      syllabus: 'الأسبوع الأول: ماذا يفعل القادة. الثاني: الثقة والتفويض. الثالث: الملاحظات والنمو.',
    },
    level: 'BEGINNER',
    learningTypes: ['SELF_PACED'],
    deliveryMode: 'ONLINE',
    duration: 6,
    durationUnit: 'HOURS',
    cover: '/covers/leadership.svg',
    createdDaysAgo: 40,
    sections: [
      {
        name: 'What leaders do',
        learningObjectives: 'Tell leading from managing; describe the leader you want to be.',
        week: 1,
        lessons: [
          {
            name: 'Leading and managing',
            content:
              '## Leading and managing\n\nManaging keeps today running; **leading** prepares tomorrow. Most roles need both.\n\n- Managers plan, organize and control.\n- Leaders set direction, align people and motivate.',
            durationMinutes: 10,
          },
          {
            name: 'Watch: what great leaders share',
            content: 'Watch the talk, then write down one idea you will try this week.',
            videoUrl: video,
            durationMinutes: 18,
          },
          {
            name: 'Your leadership checklist',
            content: 'Download the checklist and mark where you stand today.',
            attachment: checklist,
            durationMinutes: 5,
          },
        ],
      },
      {
        name: 'Trust and delegation',
        learningObjectives: 'Build trust on purpose; delegate outcomes, not tasks.',
        week: 2,
        lessons: [
          {
            name: 'The trust equation',
            content: 'Trust grows from **credibility**, **reliability** and **care**, and shrinks with self-interest.',
          },
          {
            name: 'Delegating outcomes',
            content: 'Say what done looks like, agree on check-ins, and let people choose the how.',
            attachment: worksheet,
          },
        ],
      },
      {
        name: 'Feedback and growth',
        learningObjectives: 'Give feedback that is specific, kind and useful.',
        week: 3,
        lessons: [
          { name: 'The feedback model', content: 'Situation, behaviour, impact: three short sentences.' },
          {
            name: 'Further reading',
            content: 'Optional: a reading list for leaders who want to go further.',
            isOptional: true,
          },
        ],
      },
    ],
  },
  {
    key: 'effective-feedback',
    language: 'ENGLISH',
    category: 'communication',
    en: {
      name: 'Effective Feedback',
      brief: 'A short course on giving and receiving feedback.',
      description: 'Two lessons that change how your team talks about work. Finish both to earn a certificate.',
      welcome: 'Welcome — this takes about twenty minutes.',
      syllabus: 'Lesson 1: giving feedback. Lesson 2: receiving feedback.',
    },
    ar: {
      name: 'التغذية الراجعة الفعّالة',
      brief: 'دورة قصيرة في تقديم الملاحظات وتلقّيها.',
      description: 'درسان يغيّران طريقة حديث فريقك عن العمل. أكمل الدرسين لتحصل على شهادة.',
      welcome: 'أهلًا بك — تستغرق الدورة نحو عشرين دقيقة.',
      syllabus: 'الدرس الأول: تقديم الملاحظات. الدرس الثاني: تلقّي الملاحظات.',
    },
    level: 'BEGINNER',
    learningTypes: ['SELF_PACED'],
    deliveryMode: 'ONLINE',
    duration: 20,
    durationUnit: 'HOURS',
    cover: '/covers/communication.svg',
    createdDaysAgo: 3,
    sections: [
      {
        name: 'Feedback in practice',
        learningObjectives: 'Give and receive feedback with confidence.',
        lessons: [
          {
            name: 'Giving feedback',
            content: 'Be specific, be timely, and talk about behaviour, not character.',
            durationMinutes: 10,
          },
          {
            name: 'Receiving feedback',
            content: 'Listen to understand, thank the person, then decide what to do with it.',
            durationMinutes: 10,
          },
        ],
      },
    ],
  },
  {
    key: 'transformational-leadership',
    language: 'ARABIC',
    category: 'leadership',
    ar: {
      name: 'القيادة التحويلية',
      brief: 'كيف يُلهم القائد فريقه لتجاوز التوقعات.',
      description: 'دورة متقدمة في القيادة التحويلية: الرؤية الملهمة، والتحفيز الفكري، والاهتمام الفردي بأعضاء الفريق.',
      welcome: 'مرحبًا بك في رحلة القيادة التحويلية.',
      syllabus: 'الوحدة الأولى: الرؤية. الوحدة الثانية: التحفيز. الوحدة الثالثة: التمكين.',
    },
    en: {
      name: 'Transformational Leadership',
      brief: 'How leaders inspire teams to exceed expectations.',
      description:
        'An advanced course on transformational leadership: inspiring vision, intellectual stimulation and individual consideration.',
      welcome: 'Welcome to the transformational leadership journey.',
      syllabus: 'Unit 1: vision. Unit 2: motivation. Unit 3: empowerment.',
    },
    level: 'INTERMEDIATE',
    learningTypes: ['INSTRUCTOR_LED'],
    deliveryMode: 'ONLINE',
    duration: 4,
    durationUnit: 'WEEKS',
    price: 45_000,
    cover: '/covers/vision.svg',
    createdDaysAgo: 25,
    sections: [
      {
        name: 'الرؤية الملهمة',
        learningObjectives: 'صياغة رؤية يفهمها الفريق ويتبنّاها.',
        lessons: [
          { name: 'ما القيادة التحويلية؟', content: 'القيادة التحويلية تغيّر **القيم** و**الدوافع** لا السلوك فقط.' },
          { name: 'صياغة الرؤية', content: 'الرؤية الجيدة قصيرة وواضحة ويمكن تذكّرها.' },
        ],
      },
    ],
  },
  {
    key: 'project-management',
    language: 'ENGLISH',
    category: 'projects',
    en: {
      name: 'Project Management Essentials',
      brief: 'Plan, run and close projects that deliver.',
      description: 'Scope, schedule, risk and stakeholders: the essentials every project lead needs.',
      welcome: 'Welcome! Bring a real project to practise on.',
      syllabus: 'Initiating, planning, executing, monitoring and closing.',
    },
    ar: {
      name: 'أساسيات إدارة المشاريع',
      brief: 'خطّط للمشاريع ونفّذها وأغلقها بنجاح.',
      description: 'النطاق والجدول الزمني والمخاطر وأصحاب المصلحة: أساسيات يحتاجها كل قائد مشروع.',
      welcome: 'أهلًا بك! أحضر مشروعًا حقيقيًا لتتدرّب عليه.',
      syllabus: 'البدء والتخطيط والتنفيذ والمتابعة والإغلاق.',
    },
    level: 'INTERMEDIATE',
    learningTypes: ['BLENDED'],
    deliveryMode: 'HYBRID',
    duration: 3,
    durationUnit: 'WEEKS',
    price: 29_900,
    oldPrice: 39_900,
    cover: '/covers/projects.svg',
    createdDaysAgo: 20,
    sections: [
      {
        name: 'Starting a project',
        learningObjectives: 'Write a project charter.',
        lessons: [
          { name: 'The project charter', content: 'A charter names the goal, the sponsor, the scope and the limits.' },
          { name: 'Stakeholders', content: 'Map who is affected, who decides and who must be kept informed.' },
        ],
      },
    ],
  },
  {
    key: 'agile-scrum',
    language: 'ENGLISH',
    category: 'projects',
    en: {
      name: 'Agile Teams with Scrum',
      brief: 'Sprints, reviews and retrospectives that work.',
      description: 'Run Scrum with a real team: roles, events, artefacts and the habits that make them useful.',
      welcome: 'Welcome, Scrum team!',
      syllabus: 'Roles, events, artefacts, scaling.',
    },
    ar: {
      name: 'الفرق الرشيقة مع سكرم',
      brief: 'دورات عمل ومراجعات واستعادات ناجحة.',
      description: 'طبّق سكرم مع فريق حقيقي: الأدوار والفعاليات والمخرجات والعادات التي تجعلها مفيدة.',
      welcome: 'أهلًا بفريق سكرم!',
      syllabus: 'الأدوار، الفعاليات، المخرجات، التوسّع.',
    },
    level: 'ADVANCED',
    learningTypes: ['BLENDED', 'INSTRUCTOR_LED'],
    deliveryMode: 'HYBRID',
    duration: 2,
    durationUnit: 'DAYS',
    cover: '/covers/agile.svg',
    createdDaysAgo: 12,
    sections: [
      {
        name: 'Scrum in a nutshell',
        learningObjectives: 'Name the roles, events and artefacts of Scrum.',
        lessons: [
          { name: 'Roles', content: 'Product owner, developers, Scrum master.' },
          { name: 'Events', content: 'Sprint, planning, daily Scrum, review, retrospective.' },
        ],
      },
    ],
  },
  {
    key: 'data-analysis',
    language: 'ENGLISH',
    category: 'data',
    en: {
      name: 'Data Analysis with Spreadsheets',
      brief: 'From raw data to clear answers.',
      description:
        'Clean, summarise and chart data with spreadsheets. The advanced section opens once the basics are done.',
      welcome: 'Welcome! Open a spreadsheet and follow along.',
      syllabus: 'Basics first; pivot tables open after.',
    },
    ar: {
      name: 'تحليل البيانات بالجداول الإلكترونية',
      brief: 'من البيانات الخام إلى إجابات واضحة.',
      description: 'نظّف البيانات ولخّصها وارسمها بالجداول الإلكترونية. يُفتح القسم المتقدم بعد إكمال الأساسيات.',
      welcome: 'أهلًا بك! افتح جدولًا إلكترونيًا وتابع معنا.',
      syllabus: 'الأساسيات أولًا، ثم الجداول المحورية.',
    },
    level: 'BEGINNER',
    learningTypes: ['SELF_PACED'],
    deliveryMode: 'ONLINE',
    duration: 8,
    durationUnit: 'HOURS',
    cover: '/covers/data.svg',
    createdDaysAgo: 15,
    sections: [
      {
        name: 'Spreadsheet basics',
        learningObjectives: 'Sort, filter and clean a table.',
        lessons: [
          { name: 'Tidy tables', content: 'One row per record, one column per field, no merged cells.' },
          { name: 'Sorting and filtering', content: 'Sort to find extremes; filter to focus.', attachment: worksheet },
        ],
      },
      {
        name: 'Pivot tables',
        learningObjectives: 'Summarise thousands of rows in seconds.',
        prerequisite: 0,
        lessons: [{ name: 'Your first pivot table', content: 'Rows, columns, values and filters.' }],
      },
      {
        name: 'Dashboards',
        learningObjectives: 'Build a one-page dashboard.',
        unlocksInDays: 14,
        lessons: [{ name: 'Charts that tell the truth', content: 'Start axes at zero for bars; label directly.' }],
      },
    ],
  },
  {
    key: 'python-intro',
    language: 'ENGLISH',
    category: 'technology',
    en: {
      name: 'Introduction to Python',
      brief: 'Write your first programs in Python.',
      description: 'Variables, loops, functions and files, with small exercises after each lesson.',
      welcome: 'Welcome, new programmer!',
      syllabus: 'Values, control flow, functions, files.',
    },
    ar: {
      name: 'مقدمة في بايثون',
      brief: 'اكتب برامجك الأولى بلغة بايثون.',
      description: 'المتغيرات والحلقات والدوال والملفات، مع تمارين قصيرة بعد كل درس.',
      welcome: 'أهلًا بك أيها المبرمج الجديد!',
      syllabus: 'القيم، التحكم، الدوال، الملفات.',
    },
    level: 'BEGINNER',
    learningTypes: ['SELF_PACED'],
    deliveryMode: 'ONLINE',
    duration: 10,
    durationUnit: 'HOURS',
    price: 19_900,
    cover: '/covers/code.svg',
    createdDaysAgo: 8,
    sections: [
      {
        name: 'First steps',
        learningObjectives: 'Run a program; use variables.',
        lessons: [{ name: 'Hello, world', content: '```python\nprint("Hello, world")\n```' }],
      },
    ],
  },
  {
    key: 'arabic-business-writing',
    language: 'ARABIC',
    category: 'communication',
    ar: {
      name: 'الكتابة المهنية باللغة العربية',
      brief: 'رسائل وتقارير واضحة ومؤثّرة.',
      description: 'قواعد الكتابة المهنية: الوضوح والإيجاز وبناء الفقرة وصياغة البريد الإلكتروني الرسمي.',
      welcome: 'أهلًا بك، لنكتب بوضوح.',
      syllabus: 'الرسالة، التقرير، المحضر.',
    },
    en: {
      name: 'Business Writing in Arabic',
      brief: 'Clear, effective letters and reports.',
      description: 'Rules of professional writing: clarity, brevity, paragraphs and formal e-mail.',
      welcome: 'Welcome — let us write clearly.',
      syllabus: 'Letters, reports, minutes.',
    },
    level: 'BEGINNER',
    learningTypes: ['SELF_PACED'],
    deliveryMode: 'ONLINE',
    duration: 5,
    durationUnit: 'HOURS',
    cover: '/covers/writing.svg',
    createdDaysAgo: 30,
    sections: [
      {
        name: 'الرسالة المهنية',
        learningObjectives: 'كتابة بريد رسمي واضح.',
        lessons: [
          { name: 'بنية الرسالة', content: 'التحية، الغرض، التفاصيل، الخاتمة.' },
          { name: 'الإيجاز', content: 'احذف كل كلمة لا تضيف معنى.' },
        ],
      },
    ],
  },
  {
    key: 'public-speaking',
    language: 'ENGLISH',
    category: 'communication',
    en: {
      name: 'Public Speaking',
      brief: 'Speak with confidence to any audience.',
      description: 'Structure a talk, handle nerves and use your voice and body to keep attention.',
      welcome: 'Welcome, speaker!',
      syllabus: 'Structure, delivery, questions.',
    },
    ar: {
      name: 'فن الإلقاء',
      brief: 'تحدّث بثقة أمام أي جمهور.',
      description: 'نظّم حديثك وتغلّب على التوتر واستخدم صوتك وجسدك لجذب الانتباه.',
      welcome: 'أهلًا بك أيها المتحدّث!',
      syllabus: 'البنية، الإلقاء، الأسئلة.',
    },
    level: 'INTERMEDIATE',
    learningTypes: ['INSTRUCTOR_LED'],
    deliveryMode: 'FACETOFACE',
    duration: 2,
    durationUnit: 'DAYS',
    cover: '/covers/speaking.svg',
    createdDaysAgo: 35,
    sections: [
      {
        name: 'Structure',
        learningObjectives: 'Open strong, close stronger.',
        lessons: [
          { name: 'The opening', content: 'Start with a question, a story or a surprising fact.' },
          { name: 'The close', content: 'End with one clear call to action.' },
        ],
      },
      {
        name: 'Delivery',
        learningObjectives: 'Use voice, pace and pauses.',
        lessons: [
          { name: 'Voice and pace', content: 'Slow down; pause before key points.' },
          { name: 'Handling questions', content: 'Repeat the question, answer briefly, check.' },
        ],
      },
    ],
  },
  {
    key: 'customer-experience',
    language: 'ENGLISH',
    category: 'management',
    en: {
      name: 'Customer Experience Design',
      brief: 'Design services customers love. Coming soon.',
      description: 'Journey maps, service blueprints and measuring what matters to customers.',
      welcome: 'Welcome!',
      syllabus: 'Journeys, blueprints, measures.',
    },
    ar: {
      name: 'تصميم تجربة العملاء',
      brief: 'صمّم خدمات يحبّها العملاء. قريبًا.',
      description: 'خرائط الرحلة ومخططات الخدمة وقياس ما يهم العملاء.',
      welcome: 'أهلًا بك!',
      syllabus: 'الرحلات، المخططات، المقاييس.',
    },
    level: 'INTERMEDIATE',
    learningTypes: ['BLENDED'],
    deliveryMode: 'ONLINE',
    duration: 3,
    durationUnit: 'WEEKS',
    cover: '/covers/customers.svg',
    isComingSoon: true,
    createdDaysAgo: 1,
    sections: [],
  },
  {
    key: 'time-management',
    language: 'ENGLISH',
    category: 'management',
    en: {
      name: 'Time Management',
      brief: 'Focus on what matters. Limited seats.',
      description: 'Prioritise with the Eisenhower matrix, plan your week and protect deep work.',
      welcome: 'Welcome — let us win back your week.',
      syllabus: 'Priorities, planning, focus.',
    },
    ar: {
      name: 'إدارة الوقت',
      brief: 'ركّز على ما يهم. المقاعد محدودة.',
      description: 'رتّب أولوياتك بمصفوفة أيزنهاور وخطّط لأسبوعك واحمِ وقت العمل العميق.',
      welcome: 'أهلًا بك — لنستعِد أسبوعك.',
      syllabus: 'الأولويات، التخطيط، التركيز.',
    },
    level: 'BEGINNER',
    learningTypes: ['SELF_PACED'],
    deliveryMode: 'ONLINE',
    duration: 3,
    durationUnit: 'HOURS',
    maxEnrollmentCount: 25,
    cover: '/covers/time.svg',
    createdDaysAgo: 18,
    sections: [
      {
        name: 'Priorities',
        learningObjectives: 'Sort tasks by urgency and importance.',
        lessons: [{ name: 'The Eisenhower matrix', content: 'Do, schedule, delegate, drop.' }],
      },
    ],
  },
  {
    key: 'cybersecurity',
    language: 'ENGLISH',
    category: 'technology',
    en: {
      name: 'Cybersecurity Awareness',
      brief: 'Protect yourself and your organization online.',
      description: 'Passwords, phishing, devices and data: the habits that stop most attacks.',
      welcome: 'Welcome — stay safe.',
      syllabus: 'Passwords, phishing, devices.',
    },
    ar: {
      name: 'التوعية بالأمن السيبراني',
      brief: 'احمِ نفسك ومؤسستك على الإنترنت.',
      description: 'كلمات المرور والتصيّد والأجهزة والبيانات: عادات توقف معظم الهجمات.',
      welcome: 'أهلًا بك — ابقَ آمنًا.',
      syllabus: 'كلمات المرور، التصيّد، الأجهزة.',
    },
    level: 'BEGINNER',
    learningTypes: ['SELF_PACED'],
    deliveryMode: 'ONLINE',
    duration: 2,
    durationUnit: 'HOURS',
    cover: '/covers/security.svg',
    createdDaysAgo: 50,
    sections: [
      {
        name: 'Everyday security',
        learningObjectives: 'Spot phishing; use a password manager.',
        lessons: [
          { name: 'Strong passwords', content: 'Long, unique, in a password manager, with two-factor sign-in.' },
          { name: 'Spotting phishing', content: 'Check the sender, hover links, never rush.' },
        ],
      },
    ],
  },
  {
    key: 'excel-2019',
    language: 'ENGLISH',
    category: 'data',
    en: {
      name: 'Excel 2019 Basics',
      brief: 'An older course that has ended.',
      description: 'Formulas and formatting in Excel 2019.',
      welcome: 'Welcome!',
      syllabus: 'Formulas, formatting.',
    },
    ar: {
      name: 'أساسيات إكسل ٢٠١٩',
      brief: 'دورة سابقة انتهت.',
      description: 'الصيغ والتنسيق في إكسل ٢٠١٩.',
      welcome: 'أهلًا بك!',
      syllabus: 'الصيغ، التنسيق.',
    },
    level: 'BEGINNER',
    learningTypes: ['SELF_PACED'],
    deliveryMode: 'ONLINE',
    duration: 4,
    durationUnit: 'HOURS',
    cover: '/covers/data.svg',
    endsInDays: -60,
    createdDaysAgo: 400,
    sections: [
      {
        name: 'Formulas',
        learningObjectives: 'Write SUM and IF.',
        lessons: [{ name: 'SUM and IF', content: 'Add ranges; branch on conditions.' }],
      },
    ],
  },
  {
    key: 'strategic-planning',
    language: 'ARABIC',
    category: 'management',
    ar: {
      name: 'التخطيط الاستراتيجي',
      brief: 'يبدأ التسجيل قريبًا.',
      description: 'تحليل البيئة وصياغة الأهداف الاستراتيجية وبطاقة الأداء المتوازن.',
      welcome: 'أهلًا بك.',
      syllabus: 'التحليل، الأهداف، القياس.',
    },
    en: {
      name: 'Strategic Planning',
      brief: 'Enrolment opens soon.',
      description: 'Environmental analysis, strategic goals and the balanced scorecard.',
      welcome: 'Welcome.',
      syllabus: 'Analysis, goals, measures.',
    },
    level: 'ADVANCED',
    learningTypes: ['INSTRUCTOR_LED'],
    deliveryMode: 'FACETOFACE',
    duration: 3,
    durationUnit: 'DAYS',
    price: 90_000,
    enrolmentOpensInDays: 10,
    cover: '/covers/strategy.svg',
    createdDaysAgo: 5,
    sections: [
      {
        name: 'تحليل البيئة',
        learningObjectives: 'استخدام تحليل SWOT.',
        lessons: [{ name: 'تحليل SWOT', content: 'نقاط القوة والضعف والفرص والتهديدات.' }],
      },
    ],
  },
  {
    key: 'workplace-safety',
    language: 'ENGLISH',
    category: 'management',
    en: {
      name: 'Workplace Safety',
      brief: 'Confirm the safety statements, then enrol.',
      description: 'Safe workplaces by design: hazards, reporting and emergency plans.',
      welcome: 'Welcome — safety first.',
      syllabus: 'Hazards, reporting, emergencies.',
    },
    ar: {
      name: 'السلامة في بيئة العمل',
      brief: 'أكّد إقرارات السلامة ثم سجّل.',
      description: 'بيئات عمل آمنة بالتصميم: المخاطر والإبلاغ وخطط الطوارئ.',
      welcome: 'أهلًا بك — السلامة أولًا.',
      syllabus: 'المخاطر، الإبلاغ، الطوارئ.',
    },
    level: 'BEGINNER',
    learningTypes: ['SELF_PACED'],
    deliveryMode: 'ONLINE',
    duration: 1,
    durationUnit: 'HOURS',
    cover: '/covers/safety.svg',
    createdDaysAgo: 9,
    checkboxes: [
      {
        en: 'I will follow the safety instructions of my workplace.',
        ar: 'سألتزم بتعليمات السلامة في مكان عملي.',
      },
      { en: 'I agree that my attendance may be reported to my manager.', ar: 'أوافق على إبلاغ مديري بحضوري.' },
    ],
    sections: [
      {
        name: 'Hazards',
        learningObjectives: 'Spot and report hazards.',
        lessons: [{ name: 'Spotting hazards', content: 'Look for trips, spills, cables and blocked exits.' }],
      },
    ],
  },
];

/** Second Academy's own courses: another organization's catalogue, never shown to Demo Academy. */
export const secondAcademyCourses: Pick<DemoCourse, 'key' | 'en' | 'ar' | 'cover'>[] = [
  {
    key: 'second-onboarding',
    en: {
      name: 'Second Academy Onboarding',
      brief: 'Start here.',
      description: 'Everything a new member of Second Academy needs.',
      welcome: 'Welcome!',
      syllabus: 'Start here.',
    },
    ar: {
      name: 'التعريف بالأكاديمية الثانية',
      brief: 'ابدأ من هنا.',
      description: 'كل ما يحتاجه العضو الجديد في الأكاديمية الثانية.',
      welcome: 'أهلًا بك!',
      syllabus: 'ابدأ من هنا.',
    },
    cover: '/covers/leadership.svg',
  },
];
