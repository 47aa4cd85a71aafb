/**
 * The demo courses' sections and lessons in the course's other language (issue 12): Arabic for the
 * courses written in English, English for those written in Arabic, so that a learner reading in
 * either language meets the content in it. By course key, then section and lesson in the order of
 * demo-courses-data.ts (a test holds the two in step).
 */

export type DemoSectionTranslation = {
  name: string;
  learningObjectives: string;
  lessons: { name: string; content: string }[];
};

export const demoContentTranslations: Record<string, DemoSectionTranslation[]> = {
  'leadership-foundations': [
    {
      name: 'ماذا يفعل القادة',
      learningObjectives: 'التمييز بين القيادة والإدارة، ووصف القائد الذي تريد أن تكونه.',
      lessons: [
        {
          name: 'القيادة والإدارة',
          content:
            '## القيادة والإدارة\n\nالإدارة تُبقي اليوم يسير؛ و**القيادة** تُعِدّ للغد. ومعظم الأدوار تحتاج إلى الاثنتين.\n\n- المديرون يخطّطون وينظّمون ويراقبون.\n- القادة يحدّدون الاتجاه ويوحّدون الناس ويحفّزونهم.',
        },
        {
          name: 'شاهد: ما يجمع القادة العظماء',
          content: 'شاهد المحاضرة، ثم اكتب فكرة واحدة ستجرّبها هذا الأسبوع.',
        },
        { name: 'قائمة مراجعة القيادة', content: 'نزّل قائمة المراجعة وحدّد أين تقف اليوم.' },
      ],
    },
    {
      name: 'الثقة والتفويض',
      learningObjectives: 'ابنِ الثقة عن قصد، وفوّض النتائج لا المهام.',
      lessons: [
        {
          name: 'معادلة الثقة',
          content: 'تنمو الثقة من **المصداقية** و**الاعتمادية** و**الاهتمام**، وتتقلّص مع المصلحة الذاتية.',
        },
        {
          name: 'تفويض النتائج',
          content: 'صِف شكل العمل حين يكتمل، واتفقوا على مواعيد المتابعة، ودع الآخرين يختارون الطريقة.',
        },
      ],
    },
    {
      name: 'الملاحظات والنمو',
      learningObjectives: 'قدّم ملاحظات محدّدة ولطيفة ومفيدة.',
      lessons: [
        { name: 'نموذج الملاحظات', content: 'الموقف، السلوك، الأثر: ثلاث جمل قصيرة.' },
        { name: 'قراءات إضافية', content: 'اختياري: قائمة قراءات للقادة الذين يريدون التعمّق أكثر.' },
      ],
    },
  ],
  'effective-feedback': [
    {
      name: 'الملاحظات في التطبيق',
      learningObjectives: 'قدّم الملاحظات وتلقَّها بثقة.',
      lessons: [
        {
          name: 'تقديم الملاحظات',
          content: 'كن محدّدًا، وقدّمها في وقتها، وتحدّث عن السلوك لا عن الشخصية.',
        },
        {
          name: 'تلقّي الملاحظات',
          content: 'استمع لتفهم، واشكر صاحبها، ثم قرّر ما ستفعله بها.',
        },
      ],
    },
  ],
  'transformational-leadership': [
    {
      name: 'An inspiring vision',
      learningObjectives: 'Write a vision the team understands and adopts.',
      lessons: [
        {
          name: 'What is transformational leadership?',
          content: 'Transformational leadership changes **values** and **motives**, not only behaviour.',
        },
        { name: 'Writing the vision', content: 'A good vision is short, clear and easy to remember.' },
      ],
    },
  ],
  'project-management': [
    {
      name: 'بدء المشروع',
      learningObjectives: 'كتابة ميثاق المشروع.',
      lessons: [
        { name: 'ميثاق المشروع', content: 'يحدّد الميثاق الهدف والراعي والنطاق والحدود.' },
        { name: 'أصحاب المصلحة', content: 'حدّد مَن يتأثّر، ومَن يقرّر، ومَن يجب إبقاؤه على اطّلاع.' },
      ],
    },
  ],
  'agile-scrum': [
    {
      name: 'سكرم باختصار',
      learningObjectives: 'تسمية أدوار سكرم وفعالياته ومخرجاته.',
      lessons: [
        { name: 'الأدوار', content: 'مالك المنتج، والمطوّرون، ومدير سكرم.' },
        { name: 'الفعاليات', content: 'دورة العمل، والتخطيط، واجتماع سكرم اليومي، والمراجعة، والاستعادة.' },
      ],
    },
  ],
  'data-analysis': [
    {
      name: 'أساسيات الجداول الإلكترونية',
      learningObjectives: 'فرز جدول وتصفيته وتنظيفه.',
      lessons: [
        { name: 'الجداول المرتّبة', content: 'سجلّ واحد في كل صف، وحقل واحد في كل عمود، ولا خلايا مدمجة.' },
        { name: 'الفرز والتصفية', content: 'افرز لتجد القيم القصوى، وصفِّ لتركّز.' },
      ],
    },
    {
      name: 'الجداول المحورية',
      learningObjectives: 'لخّص آلاف الصفوف في ثوانٍ.',
      lessons: [{ name: 'جدولك المحوري الأول', content: 'الصفوف والأعمدة والقيم وعوامل التصفية.' }],
    },
    {
      name: 'لوحات المعلومات',
      learningObjectives: 'أنشئ لوحة معلومات من صفحة واحدة.',
      lessons: [
        {
          name: 'رسوم بيانية تقول الحقيقة',
          content: 'ابدأ محور الأعمدة من الصفر، وضع التسميات على البيانات مباشرة.',
        },
      ],
    },
  ],
  'python-intro': [
    {
      name: 'الخطوات الأولى',
      learningObjectives: 'شغّل برنامجًا، واستخدم المتغيرات.',
      lessons: [{ name: 'مرحبًا بالعالم', content: 'برنامجك الأول:\n\n```python\nprint("Hello, world")\n```' }],
    },
  ],
  'arabic-business-writing': [
    {
      name: 'The professional letter',
      learningObjectives: 'Write a clear formal e-mail.',
      lessons: [
        { name: 'The structure of a letter', content: 'Greeting, purpose, details, closing.' },
        { name: 'Brevity', content: 'Delete every word that adds no meaning.' },
      ],
    },
  ],
  'public-speaking': [
    {
      name: 'البنية',
      learningObjectives: 'ابدأ بقوة، واختم بقوة أكبر.',
      lessons: [
        { name: 'الافتتاحية', content: 'ابدأ بسؤال أو قصة أو حقيقة مفاجئة.' },
        { name: 'الخاتمة', content: 'اختم بدعوة واحدة واضحة إلى العمل.' },
      ],
    },
    {
      name: 'الإلقاء',
      learningObjectives: 'استخدم صوتك وإيقاعك ووقفاتك.',
      lessons: [
        { name: 'الصوت والإيقاع', content: 'تمهّل، وتوقّف قبل النقاط الأساسية.' },
        { name: 'التعامل مع الأسئلة', content: 'أعِد السؤال، وأجب باختصار، ثم تحقّق.' },
      ],
    },
  ],
  'customer-experience': [],
  'time-management': [
    {
      name: 'الأولويات',
      learningObjectives: 'رتّب المهام حسب الإلحاح والأهمية.',
      lessons: [{ name: 'مصفوفة أيزنهاور', content: 'نفّذ، جدوِل، فوِّض، احذف.' }],
    },
  ],
  cybersecurity: [
    {
      name: 'الأمن في الحياة اليومية',
      learningObjectives: 'اكتشف التصيّد، واستخدم مدير كلمات المرور.',
      lessons: [
        {
          name: 'كلمات مرور قوية',
          content: 'طويلة وفريدة، محفوظة في مدير كلمات المرور، مع تسجيل الدخول بخطوتين.',
        },
        { name: 'اكتشاف التصيّد', content: 'تحقّق من المرسِل، ومرّر المؤشر فوق الروابط قبل فتحها، ولا تتعجّل.' },
      ],
    },
  ],
  'excel-2019': [
    {
      name: 'الصيغ',
      learningObjectives: 'اكتب الدالتين SUM وIF.',
      lessons: [{ name: 'الدالتان SUM وIF', content: 'اجمع النطاقات، واختر النتيجة بحسب الشرط.' }],
    },
  ],
  'strategic-planning': [
    {
      name: 'Environmental analysis',
      learningObjectives: 'Use a SWOT analysis.',
      lessons: [{ name: 'SWOT analysis', content: 'Strengths, weaknesses, opportunities and threats.' }],
    },
  ],
  'workplace-safety': [
    {
      name: 'المخاطر',
      learningObjectives: 'اكتشف المخاطر وأبلغ عنها.',
      lessons: [
        {
          name: 'اكتشاف المخاطر',
          content: 'ابحث عمّا يسبّب التعثّر، والانسكابات، والكابلات، ومخارج الطوارئ المسدودة.',
        },
      ],
    },
  ],
};
