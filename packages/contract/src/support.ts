import { z } from 'zod';
import {
  DateTime,
  defineCall,
  Id,
  listOf,
  NoContent,
  Pagination,
  publicAccess,
  Sorting,
  signedIn,
  Text,
} from './http.ts';
import { MemberPermission } from './permission-slugs.ts';

/** Staff of the administrator portal handle support tickets. */
const supportStaff = { kind: 'signedIn', memberPermissions: [MemberPermission.administratorPortal] } as const;

/** Form fields: messages are i18n keys of the web app (`form.*`). */
const ContactEmail = Text().trim().toLowerCase().pipe(z.email('form.email').max(320, 'form.maxLength'));
const PersonName = Text().trim().min(1, 'form.required').max(120, 'form.maxLength');
const PhoneNumber = z
  .string()
  .trim()
  .regex(/^\+?[0-9 ()-]{6,20}$/, 'form.phone');

export const ContactMessageBody = z.object({
  name: PersonName,
  email: ContactEmail,
  phoneNumber: z.union([PhoneNumber, z.literal('')]).optional(),
  subject: Text().trim().min(1, 'form.required').max(200, 'form.maxLength'),
  message: Text().trim().min(10, 'form.minLength').max(5000, 'form.maxLength'),
});
export type ContactMessageBody = z.input<typeof ContactMessageBody>;

export const contactOrganization = defineCall({
  method: 'POST',
  path: '/contact/organization/:organizationId',
  summary:
    "Sends a message to the organization (the contact-us form): stored, and e-mailed to the organization's contact address. Rate limited per address.",
  tags: ['support'],
  access: publicAccess,
  params: z.object({ organizationId: Id }),
  body: ContactMessageBody,
  response: z.object({ id: z.number().int(), createdAt: DateTime() }),
  status: 201,
  errors: ['organizations-001', 'common-006'],
});

/** Ticket statuses (spec 2 §3): a new ticket is RECEIVED. */
export const SupportTicketStatus = z.enum(['RECEIVED', 'PENDING', 'RESOLVED']);
export type SupportTicketStatus = z.infer<typeof SupportTicketStatus>;

/** What a ticket is about; the web app names each topic in the user's language. */
export const SupportTopic = z.enum(['account', 'courses', 'payments', 'certificates', 'technical', 'other']);
export type SupportTopic = z.infer<typeof SupportTopic>;

export const SupportTicket = z.object({
  id: z.number().int(),
  status: SupportTicketStatus,
  issueTopic: SupportTopic,
  issueDescription: Text(),
  name: Text(),
  email: Text(),
  userId: z.number().int().nullable(),
  createdAt: DateTime(),
  updatedAt: DateTime(),
});
export type SupportTicket = z.infer<typeof SupportTicket>;

/** A guest gives a name and an e-mail; a signed-in user's come from the account when left out. */
export const CreateSupportTicketBody = z.object({
  name: PersonName.optional(),
  email: ContactEmail.optional(),
  issueTopic: SupportTopic,
  issueDescription: Text().trim().min(10, 'form.minLength').max(5000, 'form.maxLength'),
});
export type CreateSupportTicketBody = z.input<typeof CreateSupportTicketBody>;

export const createSupportTicket = defineCall({
  method: 'POST',
  path: '/technical-support',
  summary:
    'Opens a technical-support ticket (status RECEIVED), by a guest (name and e-mail required) or a signed-in user. The organization and the requester are e-mailed.',
  tags: ['support'],
  access: publicAccess,
  body: CreateSupportTicketBody,
  response: SupportTicket,
  status: 201,
  errors: ['support-001', 'common-006'],
});

/** The tickets table's columns it sorts by (`name`: the requester's); newest first unless told (ties: newest first). */
export const SupportTicketSortColumn = z.enum(['createdAt', 'name', 'status']);
export type SupportTicketSortColumn = z.infer<typeof SupportTicketSortColumn>;

export const listSupportTickets = defineCall({
  method: 'GET',
  path: '/technical-support',
  summary:
    "The signed-in user's own tickets, newest first unless `sort` names a column (then ascending unless `order` is desc). With `scope=organization`, support staff (administrator portal) get every ticket of the organization, optionally by status and topic.",
  tags: ['support'],
  access: signedIn,
  query: Pagination.extend({
    scope: z.enum(['mine', 'organization']).default('mine'),
    status: SupportTicketStatus.optional(),
    issueTopic: SupportTopic.optional(),
  }).extend(Sorting(SupportTicketSortColumn).shape),
  response: listOf(SupportTicket),
  errors: ['common-007'],
});

export const updateSupportTicket = defineCall({
  method: 'PATCH',
  path: '/technical-support/:ticketId',
  summary: 'Support staff change the status of a ticket; the requester is e-mailed.',
  tags: ['support'],
  access: supportStaff,
  params: z.object({ ticketId: Id }),
  body: z.object({ status: SupportTicketStatus }),
  response: SupportTicket,
  errors: ['common-002'],
});

export const subscribeToNewsletter = defineCall({
  method: 'POST',
  path: '/email-subscription',
  summary:
    "Subscribes an e-mail address to the organization's newsletter. Idempotent: subscribing again changes nothing and answers the same.",
  tags: ['support'],
  access: publicAccess,
  body: z.object({ email: ContactEmail }),
  response: NoContent,
  status: 204,
  errors: ['common-006'],
});

// ─── Staff: contact messages and newsletter subscribers (issue 13) ─────────────────────────────

/** A message of the contact-us form, as support staff read it. */
export const ContactMessage = z.object({
  id: z.number().int(),
  name: Text(),
  email: Text(),
  phoneNumber: Text().nullable(),
  subject: Text(),
  message: Text(),
  userId: z.number().int().nullable(),
  createdAt: DateTime(),
});
export type ContactMessage = z.infer<typeof ContactMessage>;

/** The messages table's columns it sorts by (`name`: the sender's); newest first unless told (ties: newest first). */
export const ContactMessageSortColumn = z.enum(['createdAt', 'name', 'subject']);
export type ContactMessageSortColumn = z.infer<typeof ContactMessageSortColumn>;

export const listContactMessages = defineCall({
  method: 'GET',
  path: '/contact-messages',
  summary:
    "The organization's contact-us messages, newest first unless `sort` names a column (then ascending unless `order` is desc), searched by name, e-mail or subject. Support staff (administrator portal).",
  tags: ['support'],
  access: supportStaff,
  query: Pagination.extend({ search: Text().trim().max(200).optional() }).extend(
    Sorting(ContactMessageSortColumn).shape,
  ),
  response: listOf(ContactMessage),
});

/** A newsletter subscriber; `name` is the organization member's with that address, when there is one. */
export const NewsletterSubscriber = z.object({
  id: z.number().int(),
  email: Text(),
  name: Text().nullable(),
  language: z.enum(['en', 'ar']),
  createdAt: DateTime(),
});
export type NewsletterSubscriber = z.infer<typeof NewsletterSubscriber>;

/**
 * The subscribers table's columns it sorts by (`name`: the member's, an address alone last);
 * newest first unless told (ties: newest first).
 */
export const NewsletterSubscriberSortColumn = z.enum(['createdAt', 'email', 'name', 'language']);
export type NewsletterSubscriberSortColumn = z.infer<typeof NewsletterSubscriberSortColumn>;

export const listNewsletterSubscribers = defineCall({
  method: 'GET',
  path: '/email-subscription',
  summary:
    "The organization's newsletter subscribers, newest first unless `sort` names a column (then ascending unless `order` is desc), searched by e-mail; `total` is their count. Support staff (administrator portal).",
  tags: ['support'],
  access: supportStaff,
  query: Pagination.extend({ search: Text().trim().max(200).optional() }).extend(
    Sorting(NewsletterSubscriberSortColumn).shape,
  ),
  response: listOf(NewsletterSubscriber),
});

export const getNewsletterSubscribersCsv = defineCall({
  method: 'GET',
  path: '/email-subscription/csv',
  summary:
    'Every newsletter subscriber as CSV (UTF-8 with a byte-order mark, for spreadsheets): e-mail, name, language, subscribed at.',
  tags: ['support'],
  access: supportStaff,
  produces: 'text/csv',
  response: Text(),
});
