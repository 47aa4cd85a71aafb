import type { Language } from '@manara/contract';
import type { AppDeps } from '../../platform/app-deps.ts';

/** The e-mail to a member who asked to be told when a coming-soon course opens, in their language. */
const texts = {
  en: {
    subject: '{course} is open at {org}',
    body: 'Hello {name},\n\nYou asked us to tell you when "{course}" opens. It is open now: you can enrol from its page.\n\n{link}',
    action: 'See the course',
  },
  ar: {
    subject: 'أصبحت {course} متاحة في {org}',
    body: 'مرحبًا {name}،\n\nطلبت منا إشعارك عند إتاحة "{course}". أصبحت متاحة الآن، ويمكنك التسجيل فيها من صفحتها.\n\n{link}',
    action: 'عرض الدورة',
  },
} as const;

function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? '');
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export async function mailCourseOpened(
  deps: Pick<AppDeps, 'mailer' | 'config'>,
  to: { email: string; name: string; language: Language },
  values: { orgId: number; orgName: string; orgPrefix: string; courseId: number; courseName: string },
): Promise<void> {
  const t = texts[to.language];
  const url = new URL(`/lms/courses/${values.courseId}/overview`, deps.config.publicUrl);
  url.searchParams.set('org', values.orgPrefix);
  const all = { name: to.name, course: values.courseName, org: values.orgName, link: url.toString() };
  const text = fill(t.body, all);
  const dir = to.language === 'ar' ? 'rtl' : 'ltr';
  const paragraphs = fill(t.body, { ...all, link: '' })
    .split('\n\n')
    .filter((p) => p.trim())
    .map((p) => `<p>${escapeHtml(p)}</p>`)
    .join('');
  await deps.mailer.send({
    to: to.email,
    subject: fill(t.subject, all),
    text,
    html: `<div dir="${dir}" lang="${to.language}">${paragraphs}<p><a href="${escapeHtml(all.link)}">${escapeHtml(t.action)}</a></p></div>`,
    organizationId: values.orgId,
  });
}
