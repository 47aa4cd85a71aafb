import type { Language } from '@manara/contract';
import type { Mailer } from '../../platform/mail.ts';
import { type OrganizationContact, organizationName } from './support.recipients.ts';

/** Labels of the e-mails to the organization, which are written in both languages. */
const labels = {
  en: {
    contact: 'New contact message',
    ticket: 'New technical-support ticket',
    subscription: 'New newsletter subscriber',
    name: 'Name',
    email: 'E-mail',
    phone: 'Phone',
    subject: 'Subject',
    topic: 'Topic',
    ticketNumber: 'Ticket',
  },
  ar: {
    contact: 'رسالة تواصل جديدة',
    ticket: 'تذكرة دعم فني جديدة',
    subscription: 'مشترك جديد في النشرة البريدية',
    name: 'الاسم',
    email: 'البريد الإلكتروني',
    phone: 'الهاتف',
    subject: 'الموضوع',
    topic: 'نوع المشكلة',
    ticketNumber: 'التذكرة',
  },
} as const;

type Label = keyof (typeof labels)['en'];

/** One e-mail to each of the organization's recipients: the facts in both languages, then the text. */
export async function mailOrganization(
  mailer: Mailer,
  orgId: number,
  contact: OrganizationContact,
  kind: 'contact' | 'ticket' | 'subscription',
  facts: [Label, string][],
  text = '',
): Promise<void> {
  const subject = `${labels.en[kind]} | ${labels.ar[kind]}: ${contact.name.en}`;
  const block = (language: Language) =>
    [
      `${labels[language][kind]} (${organizationName(contact, language)})`,
      ...facts.map(([l, v]) => `${labels[language][l]}: ${v}`),
    ].join('\n');
  const body = [block('en'), block('ar'), text].filter(Boolean).join('\n\n');
  for (const to of contact.recipients) await mailer.send({ to, subject, text: body, organizationId: orgId });
}

const requesterTexts = {
  received: {
    en: {
      subject: 'We received your request #{id} | {org}',
      body: 'Hello {name},\n\nThank you for contacting {org} technical support. Your request number is {id}; our team will answer you by e-mail.\n\nYour message:\n{text}',
    },
    ar: {
      subject: 'استلمنا طلبك رقم {id} | {org}',
      body: 'مرحبًا {name}،\n\nشكرًا لتواصلك مع الدعم الفني في {org}. رقم طلبك {id}، وسيرد عليك فريقنا عبر البريد الإلكتروني.\n\nرسالتك:\n{text}',
    },
  },
  status: {
    en: {
      subject: 'Your request #{id} is now {status} | {org}',
      body: 'Hello {name},\n\nThe status of your technical-support request {id} at {org} is now: {status}.',
    },
    ar: {
      subject: 'حالة طلبك رقم {id}: {status} | {org}',
      body: 'مرحبًا {name}،\n\nأصبحت حالة طلب الدعم الفني رقم {id} في {org}: {status}.',
    },
  },
} as const;

export const statusNames = {
  en: { RECEIVED: 'received', PENDING: 'in progress', RESOLVED: 'resolved' },
  ar: { RECEIVED: 'مستلم', PENDING: 'قيد المعالجة', RESOLVED: 'تم الحل' },
} as const;

function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? '');
}

/** An e-mail to whoever opened a ticket, in the language they wrote it in. */
export async function mailRequester(
  mailer: Mailer,
  orgId: number,
  contact: OrganizationContact,
  kind: keyof typeof requesterTexts,
  to: { email: string; name: string; language: Language },
  values: { id: number; text?: string; status?: keyof (typeof statusNames)['en'] },
): Promise<void> {
  const t = requesterTexts[kind][to.language];
  const all = {
    id: String(values.id),
    name: to.name,
    org: organizationName(contact, to.language),
    text: values.text ?? '',
    status: values.status ? statusNames[to.language][values.status] : '',
  };
  await mailer.send({ to: to.email, subject: fill(t.subject, all), text: fill(t.body, all), organizationId: orgId });
}
