import { eq, inArray } from 'drizzle-orm';
import {
  registrationFieldGroups,
  registrationFields,
  userFieldValues,
  users,
} from '../../modules/users/users.tables.ts';
import type { Tx } from '../client.ts';

/** The demo organization's registration form: professional details, in both languages. */
export async function seedRegistrationForm(tx: Tx, orgId: number): Promise<void> {
  const [group] = await tx
    .insert(registrationFieldGroups)
    .values({ organizationId: orgId, name: 'Professional details', nameAr: 'البيانات المهنية', weight: 1 })
    .returning({ id: registrationFieldGroups.id });
  if (!group) throw new Error('registration group insert returned nothing');
  await tx.insert(registrationFields).values([
    {
      organizationId: orgId,
      groupId: group.id,
      fieldKey: 'jobTitle',
      label: 'Job title',
      labelAr: 'المسمّى الوظيفي',
      type: 'text',
      weight: 1,
      modifiers: [
        { slug: 'min_length', value: '2' },
        { slug: 'max_length', value: '100' },
      ],
    },
    {
      organizationId: orgId,
      groupId: group.id,
      fieldKey: 'sector',
      label: 'Sector',
      labelAr: 'القطاع',
      type: 'select',
      weight: 2,
      options: [
        { value: 'government', label: 'Government', labelAr: 'حكومي' },
        { value: 'private', label: 'Private sector', labelAr: 'القطاع الخاص' },
        { value: 'nonprofit', label: 'Non-profit', labelAr: 'القطاع غير الربحي' },
        { value: 'academic', label: 'Academic', labelAr: 'أكاديمي' },
      ],
    },
    {
      organizationId: orgId,
      groupId: group.id,
      fieldKey: 'yearsOfExperience',
      label: 'Years of experience',
      labelAr: 'سنوات الخبرة',
      type: 'number',
      weight: 3,
      modifiers: [{ slug: 'optional' }, { slug: 'min', value: '0' }, { slug: 'max', value: '60' }],
    },
    {
      organizationId: orgId,
      groupId: group.id,
      fieldKey: 'newsletter',
      label: 'Send me news about new courses',
      labelAr: 'أرسلوا إليّ أخبار الدورات الجديدة',
      type: 'boolean',
      weight: 4,
    },
  ]);
}

/** Registration-form answers of the demo members who have completed their profile. */
export async function seedRegistrationAnswers(tx: Tx, orgId: number): Promise<void> {
  const answers: Record<string, Record<string, string>> = {
    'admin@demo.test': { jobTitle: 'Learning director', sector: 'private', yearsOfExperience: '12' },
    'instructor@demo.test': { jobTitle: 'Senior trainer', sector: 'academic', yearsOfExperience: '8' },
    'student@demo.test': { jobTitle: 'Project coordinator', sector: 'government', newsletter: 'true' },
  };
  const fields = await tx
    .select({ id: registrationFields.id, fieldKey: registrationFields.fieldKey })
    .from(registrationFields)
    .where(eq(registrationFields.organizationId, orgId));
  const people = await tx
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, Object.keys(answers)));
  const rows = people.flatMap((person) =>
    Object.entries(answers[person.email] ?? {}).map(([fieldKey, value]) => ({
      userId: person.id,
      fieldId: fields.find((f) => f.fieldKey === fieldKey)?.id as number,
      value,
    })),
  );
  if (rows.length) await tx.insert(userFieldValues).values(rows);
}
