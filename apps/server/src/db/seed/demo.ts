import { ConfigKey } from '@manara/contract';
import { eq, inArray } from 'drizzle-orm';
import { media } from '../../modules/media/media.tables.ts';
import { provisionOrganization } from '../../modules/organizations/index.ts';
import {
  fontFamilies,
  organizations,
  organizationTerms,
  terminologyKeys,
} from '../../modules/organizations/organizations.tables.ts';
import { provisionMember } from '../../modules/users/index.ts';
import { users } from '../../modules/users/users.tables.ts';
import { verifyPassword } from '../../platform/passwords.ts';
import type { Db, Tx } from '../client.ts';
import { seedDemoCourses } from './demo-courses.ts';
import { seedRegistrationAnswers, seedRegistrationForm } from './demo-registration-form.ts';
import { seedShellDemoData } from './demo-shell.ts';

export const DEMO_PASSWORD = 'Demo@1234';

/** The demo sign-ins printed at start and listed in the README. */
export const demoSignIns = [
  { email: 'admin@demo.test', organization: 1, role: 'organization administrator' },
  { email: 'instructor@demo.test', organization: 1, role: 'instructor' },
  { email: 'student@demo.test', organization: 1, role: 'learner' },
  { email: 'new@demo.test', organization: 1, role: 'learner, nothing done yet' },
  { email: 'restricted@demo.test', organization: 1, role: 'learner without courses (not-allowed page)' },
  { email: 'reset@demo.test', organization: 1, role: 'learner who must choose a new password' },
  { email: 'student@second.test', organization: 2, role: 'learner, two-factor sign-in' },
] as const;

export type DemoSignIn = (typeof demoSignIns)[number];

/**
 * The demo sign-ins that still work in this database: the account exists and still has the
 * published password. Asked at every start, so the log warns of them whether or not this start
 * seeded them.
 */
export async function liveDemoSignIns(db: Db): Promise<DemoSignIn[]> {
  const rows = await db
    .select({ email: users.email, passwordHash: users.passwordHash })
    .from(users)
    .where(
      inArray(
        users.email,
        demoSignIns.map((s) => s.email),
      ),
    );
  const live: DemoSignIn[] = [];
  for (const signIn of demoSignIns) {
    const hash = rows.find((row) => row.email === signIn.email)?.passwordHash;
    if (hash && (await verifyPassword(hash, DEMO_PASSWORD))) live.push(signIn);
  }
  return live;
}

const everythingOn = {
  [ConfigKey.selfRegistrationEnabled]: true,
  [ConfigKey.marketplaceEnabled]: true,
  [ConfigKey.selfEnrollmentEnabled]: true,
  [ConfigKey.anonymousCourseView]: true,
  [ConfigKey.anonymousExternalCourseView]: true,
  [ConfigKey.anonymousEventView]: true,
  [ConfigKey.certificatesEnabled]: true,
  [ConfigKey.walletEnabled]: true,
  [ConfigKey.groupsEnabled]: true,
  [ConfigKey.instructorPassingCriteria]: true,
  [ConfigKey.twoFactorEnabled]: false,
  [ConfigKey.registrationApproval]: { strategy: 'off', domain: null },
};

async function addBranding(tx: Tx, orgId: number, files: { logo: string; icon: string }) {
  const rows = await tx
    .insert(media)
    .values([
      {
        organizationId: orgId,
        type: 'IMAGE' as const,
        mime: 'image/svg+xml',
        key: files.logo,
        fileName: files.logo.split('/').pop() ?? 'logo.svg',
        url: files.logo,
      },
      {
        organizationId: orgId,
        type: 'IMAGE' as const,
        mime: 'image/svg+xml',
        key: files.icon,
        fileName: files.icon.split('/').pop() ?? 'icon.svg',
        url: files.icon,
      },
    ])
    .returning({ id: media.id });
  await tx
    .update(organizations)
    .set({ logoId: rows[0]?.id, iconId: rows[1]?.id, certificateIconId: rows[1]?.id })
    .where(eq(organizations.id, orgId));
}

async function setTerm(tx: Tx, orgId: number, slug: string, language: 'en' | 'ar', singular: string, plural: string) {
  const [key] = await tx.select({ id: terminologyKeys.id }).from(terminologyKeys).where(eq(terminologyKeys.slug, slug));
  if (!key) throw new Error(`unknown terminology slug ${slug}`);
  await tx.insert(organizationTerms).values({
    organizationId: orgId,
    terminologyKeyId: key.id,
    language,
    valueSingular: singular,
    valuePlural: plural,
  });
}

/**
 * Seeds the demo data of DESIGN.md when the database has no organization yet; returns whether
 * it did. Later domains add their content here.
 */
export async function seedDemoData(db: Db): Promise<boolean> {
  const existing = await db.select({ id: organizations.id }).from(organizations).limit(1);
  if (existing.length > 0) return false;
  await db.transaction(async (tx) => {
    const [plex] = await tx.select().from(fontFamilies).where(eq(fontFamilies.name, 'IBM Plex Sans Arabic'));
    const demo = await provisionOrganization(tx, {
      name: 'Demo Academy',
      nameArabic: 'أكاديمية التجربة',
      domainPrefix: 'demo',
      description: 'A demo organization with every feature turned on.',
      fontFamilyId: plex?.id ?? null,
      colors: { primary: '#00416b', secondary: '#00c08b', tertiary: '#f4a261', error: '#d32f2f', surface: '#ffffff' },
      configuration: everythingOn,
    });
    await addBranding(tx, demo.id, { logo: '/brand/demo-academy.svg', icon: '/brand/demo-academy-icon.svg' });
    await seedRegistrationForm(tx, demo.id);
    await setTerm(tx, demo.id, 'student', 'en', 'Learner', 'Learners');
    await setTerm(tx, demo.id, 'student', 'ar', 'متدرّب', 'متدرّبون');
    await setTerm(tx, demo.id, 'banner_title', 'en', 'Grow with Demo Academy', 'Grow with Demo Academy');
    await setTerm(tx, demo.id, 'banner_title', 'ar', 'انمُ مع أكاديمية التجربة', 'انمُ مع أكاديمية التجربة');

    const second = await provisionOrganization(tx, {
      name: 'Second Academy',
      nameArabic: 'الأكاديمية الثانية',
      domainPrefix: 'second',
      description: 'A second organization, with two-factor sign-in.',
      colors: { primary: '#5b2a86', secondary: '#f2a900' },
      configuration: { ...everythingOn, [ConfigKey.twoFactorEnabled]: true, [ConfigKey.marketplaceEnabled]: false },
    });
    await addBranding(tx, second.id, { logo: '/brand/second-academy.svg', icon: '/brand/second-academy-icon.svg' });

    const password = DEMO_PASSWORD;
    await provisionMember(tx, demo.id, demo.setIds.organization_admin, {
      email: 'admin@demo.test',
      password,
      firstName: 'Amal',
      lastName: 'Haddad',
      firstNameAr: 'أمل',
      lastNameAr: 'حداد',
      city: 'Riyadh',
      type: 'ADMIN',
    });
    await provisionMember(tx, demo.id, demo.setIds.instructor, {
      email: 'instructor@demo.test',
      password,
      firstName: 'Omar',
      lastName: 'Farouk',
      firstNameAr: 'عمر',
      lastNameAr: 'فاروق',
      city: 'Jeddah',
    });
    await provisionMember(tx, demo.id, demo.setIds.learner, {
      email: 'student@demo.test',
      password,
      firstName: 'Sara',
      lastName: 'Nasser',
      firstNameAr: 'سارة',
      lastNameAr: 'ناصر',
      city: 'Riyadh',
      preferredLanguage: 'ar',
    });
    await provisionMember(tx, demo.id, demo.setIds.learner, {
      email: 'new@demo.test',
      password,
      firstName: 'Yousef',
      lastName: 'Salem',
      firstNameAr: 'يوسف',
      lastNameAr: 'سالم',
    });
    await provisionMember(tx, demo.id, demo.setIds.learner, {
      email: 'reset@demo.test',
      password,
      firstName: 'Huda',
      lastName: 'Rahman',
      firstNameAr: 'هدى',
      lastNameAr: 'رحمن',
      city: 'Khobar',
      forceResetPassword: true,
    });
    await provisionMember(tx, second.id, second.setIds.learner, {
      email: 'student@second.test',
      password,
      firstName: 'Lina',
      lastName: 'Karim',
      firstNameAr: 'لينا',
      lastNameAr: 'كريم',
      city: 'Dammam',
    });
    await seedRegistrationAnswers(tx, demo.id);
    await seedShellDemoData(tx, demo.id, password);
    await seedDemoCourses(tx, demo.id, second.id);
  });
  return true;
}
