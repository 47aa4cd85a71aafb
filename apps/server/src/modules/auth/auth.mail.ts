import type { Language } from '@manara/contract';
import type { Mailer } from '../../platform/mail.ts';

/** The e-mails of the sign-in flows, in the recipient's language. */
const texts = {
  verifyEmail: {
    en: {
      subject: 'Verify your e-mail for {org}',
      body: 'Hello {name},\n\nPlease confirm your e-mail address for {org} by opening this link:\n{link}\n\nThe link works once and expires in 24 hours.',
      action: 'Verify my e-mail',
    },
    ar: {
      subject: 'تأكيد بريدك الإلكتروني في {org}',
      body: 'مرحبًا {name}،\n\nيرجى تأكيد بريدك الإلكتروني في {org} بفتح هذا الرابط:\n{link}\n\nيعمل الرابط مرة واحدة وتنتهي صلاحيته خلال 24 ساعة.',
      action: 'تأكيد بريدي الإلكتروني',
    },
  },
  registerByEmail: {
    en: {
      subject: 'Finish your registration at {org}',
      body: 'Hello,\n\nOpen this link to finish creating your account at {org}:\n{link}\n\nThe link works once and expires in 24 hours.',
      action: 'Finish registration',
    },
    ar: {
      subject: 'أكمل تسجيلك في {org}',
      body: 'مرحبًا،\n\nافتح هذا الرابط لإكمال إنشاء حسابك في {org}:\n{link}\n\nيعمل الرابط مرة واحدة وتنتهي صلاحيته خلال 24 ساعة.',
      action: 'إكمال التسجيل',
    },
  },
  resetPassword: {
    en: {
      subject: 'Reset your password for {org}',
      body: 'Hello {name},\n\nSomeone asked to reset your password for {org}. If it was you, open this link:\n{link}\n\nThe link works once and expires in one hour. If it was not you, ignore this e-mail.',
      action: 'Reset my password',
    },
    ar: {
      subject: 'إعادة تعيين كلمة المرور في {org}',
      body: 'مرحبًا {name}،\n\nطلب أحدهم إعادة تعيين كلمة المرور الخاصة بك في {org}. إن كنت أنت، فافتح هذا الرابط:\n{link}\n\nيعمل الرابط مرة واحدة وتنتهي صلاحيته خلال ساعة. إن لم تكن أنت، فتجاهل هذه الرسالة.',
      action: 'إعادة تعيين كلمة المرور',
    },
  },
  invitation: {
    en: {
      subject: 'You are invited to {org}',
      body: 'Hello {name},\n\nAn administrator of {org} has created an account for you. Open this link to choose your password and sign in:\n{link}\n\nThe link works once and expires in 7 days.',
      action: 'Choose my password',
    },
    ar: {
      subject: 'دعوة للانضمام إلى {org}',
      body: 'مرحبًا {name}،\n\nأنشأ أحد مسؤولي {org} حسابًا لك. افتح هذا الرابط لاختيار كلمة المرور وتسجيل الدخول:\n{link}\n\nيعمل الرابط مرة واحدة وتنتهي صلاحيته خلال 7 أيام.',
      action: 'اختيار كلمة المرور',
    },
  },
  addedToOrganization: {
    en: {
      subject: 'You have joined {org}',
      body: 'Hello {name},\n\nAn administrator of {org} has added your account to the organization. Sign in with your usual e-mail and password:\n{link}',
      action: 'Sign in',
    },
    ar: {
      subject: 'انضممت إلى {org}',
      body: 'مرحبًا {name}،\n\nأضاف أحد مسؤولي {org} حسابك إلى المؤسسة. سجّل الدخول ببريدك الإلكتروني وكلمة المرور المعتادين:\n{link}',
      action: 'تسجيل الدخول',
    },
  },
  loginPaused: {
    en: {
      subject: 'Sign-in to your {org} account is paused for new devices',
      body: 'Hello {name},\n\nThere were many failed attempts to sign in to your {org} account in the last hour. To protect it, for up to an hour only the devices and networks you signed in from before may sign in with your password.\n\nIf it was not you, someone may be guessing your password. Choose a new one with this link (doing so also lifts the pause):\n{link}\n\nThe link works once and expires in one hour.',
      action: 'Choose a new password',
    },
    ar: {
      subject: 'تم إيقاف الدخول إلى حسابك في {org} مؤقتًا من الأجهزة الجديدة',
      body: 'مرحبًا {name}،\n\nجرت محاولات فاشلة كثيرة لتسجيل الدخول إلى حسابك في {org} خلال الساعة الماضية. لحمايته، لن يُسمح لمدة أقصاها ساعة بتسجيل الدخول بكلمة المرور إلا من الأجهزة والشبكات التي سجّلت الدخول منها من قبل.\n\nإن لم تكن أنت، فقد يحاول أحدهم تخمين كلمة المرور. اختر كلمة مرور جديدة عبر هذا الرابط (وهذا يرفع الإيقاف أيضًا):\n{link}\n\nيعمل الرابط مرة واحدة وتنتهي صلاحيته خلال ساعة.',
      action: 'اختيار كلمة مرور جديدة',
    },
  },
  twoFactorCode: {
    en: {
      subject: 'Your sign-in code for {org}: {code}',
      body: 'Hello {name},\n\nYour sign-in code is {code}. It expires in 10 minutes.\n\nIf you did not try to sign in, change your password.',
      action: '',
    },
    ar: {
      subject: 'رمز الدخول إلى {org}: {code}',
      body: 'مرحبًا {name}،\n\nرمز الدخول الخاص بك هو {code}، وتنتهي صلاحيته خلال 10 دقائق.\n\nإن لم تحاول تسجيل الدخول، فغيّر كلمة المرور.',
      action: '',
    },
  },
} as const;

export type AuthMail = keyof typeof texts;

function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? '');
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Sends one of the sign-in e-mails as text and as simple, direction-aware HTML. */
export async function sendAuthMail(
  mailer: Mailer,
  kind: AuthMail,
  to: { email: string; name: string; language: Language; organizationId: number; organizationName: string },
  values: { link?: string; code?: string },
): Promise<void> {
  const t = texts[kind][to.language];
  const all = { org: to.organizationName, name: to.name, link: values.link ?? '', code: values.code ?? '' };
  const text = fill(t.body, all);
  const dir = to.language === 'ar' ? 'rtl' : 'ltr';
  const paragraphs = text
    .split('\n\n')
    .map((p) => (values.link && p.includes(values.link) ? p.replace(values.link, '').trim() : p))
    .filter(Boolean)
    .map((p) => `<p>${escapeHtml(p).replaceAll('\n', '<br>')}</p>`)
    .join('');
  const button =
    values.link && t.action ? `<p><a href="${escapeHtml(values.link)}">${escapeHtml(t.action)}</a></p>` : '';
  await mailer.send({
    to: to.email,
    subject: fill(t.subject, all),
    text,
    html: `<div dir="${dir}" lang="${to.language}">${paragraphs}${button}</div>`,
    organizationId: to.organizationId,
  });
}
