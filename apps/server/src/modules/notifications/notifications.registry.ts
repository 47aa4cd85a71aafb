import {
  type DomainEvent,
  type DomainEventName,
  type Language,
  type NotificationChannel,
  NotificationControlGroupId,
  type NotificationData,
  NotificationPortal,
} from '@manara/contract';
import type { ModuleDeps } from '../../platform/module.ts';

/** A text in both languages. */
export type LocalText = { en: string; ar: string };

/** A template parameter: the same in both languages (a title as its author wrote it), or one per language. */
export type TemplateParam = string | LocalText;

/** Who an event notifies, about what: the rows a template creates for one event. */
export interface NotificationBatch {
  /** Members, each in the organization the notification belongs to. */
  recipients: readonly { organizationId: number; userId: number }[];
  params: Record<string, TemplateParam>;
  /** The ids its target needs (spec 1 §3 `data`). */
  data: Omit<NotificationData, 'notificationTemplate'>;
  /** What it is about, unique for the template (`announcement:12`): an event delivered twice notifies once. */
  sourceKey: string;
}

/**
 * A notification template, declared by the module whose event creates it (its `provides:
 * { notificationTemplates }`): the id of spec 1 §9, its control group and portal, its texts in
 * both languages with `{parameters}`, the channels it may use, and how an event becomes a batch.
 */
export interface NotificationTemplateDef<N extends DomainEventName = DomainEventName> {
  id: number;
  /** A stable name, for the templates call and logs. */
  key: string;
  controlGroupId: number;
  portal: NotificationPortal;
  /** What the settings list it as (a child of its control group). */
  name: LocalText;
  /** The notification's text; also the e-mail's subject and the push title's body. */
  text: LocalText;
  /** The channels it may use; the user's settings choose among them. */
  channels: readonly NotificationChannel[];
  event: N;
  /** The batch of an event, or null when it no longer holds (an announcement deleted before its date). */
  build(deps: ModuleDeps, event: DomainEvent<N>): Promise<NotificationBatch | null>;
}

declare module '../../platform/module.ts' {
  interface ExtensionPoints {
    /** The notification templates of every module (notifications.registry.ts). */
    notificationTemplates: NotificationTemplateDef;
  }
}

/** A template, typed by its event; stored in the registry as any template. */
export function defineNotificationTemplate<N extends DomainEventName>(
  template: NotificationTemplateDef<N>,
): NotificationTemplateDef {
  return template as unknown as NotificationTemplateDef;
}

export interface ControlGroupDef {
  id: number;
  name: LocalText;
  /** Cannot be switched off on any channel. */
  isCritical: boolean;
  portals: readonly NotificationPortal[];
}

const { learner, instructor, administrator } = NotificationPortal;

/**
 * The control groups a user switches (spec 1 §3 Notification setting). The critical ones exist
 * before their templates (payments, exam deadlines), so that the settings show them locked.
 */
export const controlGroups: readonly ControlGroupDef[] = [
  {
    id: NotificationControlGroupId.courseUpdates,
    name: { en: 'Course announcements and openings', ar: 'إعلانات الدورات وإتاحتها' },
    isCritical: false,
    portals: [learner],
  },
  {
    id: NotificationControlGroupId.certificates,
    name: { en: 'Certificates', ar: 'الشهادات' },
    isCritical: false,
    portals: [learner],
  },
  {
    id: NotificationControlGroupId.courseApproval,
    name: { en: 'Course approval', ar: 'اعتماد الدورات' },
    isCritical: false,
    portals: [instructor],
  },
  {
    id: NotificationControlGroupId.organizationAnnouncements,
    name: { en: 'Organization announcements', ar: 'إعلانات المنظمة' },
    isCritical: false,
    portals: [learner, instructor, administrator],
  },
  {
    id: NotificationControlGroupId.support,
    name: { en: 'Technical support', ar: 'الدعم الفني' },
    isCritical: false,
    portals: [learner, instructor, administrator],
  },
  {
    id: NotificationControlGroupId.security,
    name: { en: 'Account security', ar: 'أمان الحساب' },
    isCritical: true,
    portals: [learner, instructor, administrator],
  },
  {
    id: NotificationControlGroupId.payments,
    name: { en: 'Payments and orders', ar: 'المدفوعات والطلبات' },
    isCritical: true,
    portals: [learner],
  },
  {
    id: NotificationControlGroupId.examDeadlines,
    name: { en: 'Exam deadlines', ar: 'مواعيد الاختبارات' },
    isCritical: true,
    portals: [learner],
  },
];

export function controlGroupById(id: number): ControlGroupDef | undefined {
  return controlGroups.find((group) => group.id === id);
}

/** A template's text in `language`, its `{parameters}` filled in. */
export function renderText(text: LocalText, params: Record<string, TemplateParam>, language: Language): string {
  return text[language].replace(/\{(\w+)\}/g, (whole, key: string) => {
    const value = params[key];
    if (value === undefined) return whole;
    return typeof value === 'string' ? value : value[language] || value.en;
  });
}

/** Every template of the app by id; two modules declaring one id is a mistake found at start. */
export function templatesById(
  templates: readonly NotificationTemplateDef[],
): ReadonlyMap<number, NotificationTemplateDef> {
  const byId = new Map<number, NotificationTemplateDef>();
  for (const template of templates) {
    if (byId.has(template.id)) throw new Error(`two notification templates have the id ${template.id}`);
    if (!controlGroupById(template.controlGroupId)) {
      throw new Error(`notification template ${template.id} names no control group (${template.controlGroupId})`);
    }
    byId.set(template.id, template);
  }
  return byId;
}
