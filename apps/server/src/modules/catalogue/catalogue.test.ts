import {
  addCourseInterest,
  addWishlistedCourse,
  type CallQuery,
  enrolUserInCourse,
  getCatalogueFilterOptions,
  listAllCourses,
  listCourseCategories,
  listCourses,
  listEnrolledCatalogueCourses,
  listGuestRecommendedCourses,
  listLearningCategories,
  listParentLearningCategories,
  listRecommendedCourses,
} from '@manara/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { normalizeSearchText } from '../../platform/search-text.ts';
import { createTestApp, errorCodeOf, ok, type TestApp } from '../../test/app.ts';
import { buildCourse } from '../../test/course-factories.ts';
import { buildOrg, buildUser } from '../../test/factories.ts';
import { courseCategories, courseTranslations } from '../courses/courses.tables.ts';
import { permissionSets } from '../permissions/permissions.tables.ts';

let t: TestApp;
let org: Awaited<ReturnType<typeof buildOrg>>;
let closedOrg: Awaited<ReturnType<typeof buildOrg>>;
let other: Awaited<ReturnType<typeof buildOrg>>;
let learner: string;
let noAccess: string;
let instructorId: number;
let hiddenId: number;
let parentCategory: number;
let childCategory: number;
let otherCategory: number;
type CourseKey = 'arabic' | 'cafe' | 'nursing' | 'soon' | 'recentlyEnded' | 'expired' | 'draft' | 'private' | 'foreign';
/** The courses' ids, all set by beforeAll. */
const ids = {} as Record<CourseKey, number>;

const DAY = 24 * 3600 * 1000;
const daysFromNow = (days: number) => new Date(Date.now() + days * DAY);
const names = (list: { data: { name: string }[] }) => list.data.map((c) => c.name);

async function category(orgId: number, name: string, nameAr: string, parentId: number | null = null) {
  const [row] = await t.db
    .insert(courseCategories)
    .values({ organizationId: orgId, name, nameAr, parentId })
    .returning();
  return (row as { id: number }).id;
}

beforeAll(async () => {
  t = await createTestApp();
  org = await buildOrg(t.db, { configuration: { anonymous_course_view: true, self_enrollment_enabled: true } });
  closedOrg = await buildOrg(t.db);
  other = await buildOrg(t.db, { configuration: { anonymous_course_view: true } });
  learner = await t.tokenFor((await buildUser(t.db, org, 'learner')).id, org.id);
  instructorId = (await buildUser(t.db, org, 'instructor', { firstName: 'Huda', firstNameAr: 'هدى' })).id;
  hiddenId = (await buildUser(t.db, org, 'instructor', { firstName: 'Hidden' })).id;
  const [emptySet] = await t.db
    .insert(permissionSets)
    .values({ organizationId: org.id, slug: 'no-courses', name: 'No courses', contextId: 4 })
    .returning();
  noAccess = await t.tokenFor((await buildUser(t.db, org, (emptySet as { id: number }).id)).id, org.id);

  parentCategory = await category(org.id, 'Health', 'الصحة');
  childCategory = await category(org.id, 'Nursing', 'التمريض', parentCategory);
  otherCategory = await category(org.id, 'Business', 'الأعمال');

  const arabicName = 'مُقَدِّمَةٌ فِي الإِسْعَافَاتِ الأَوَّلِيَّةِ';
  ids.arabic = (
    await buildCourse(t.db, org.id, {
      course: {
        name: arabicName,
        normalizedName: normalizeSearchText(`${arabicName} First aid basics`),
        language: 'ARABIC',
        categoryId: childCategory,
        level: 'BEGINNER',
        learningTypes: ['SELF_PACED'],
        createdAt: daysFromNow(-5),
      },
      instructorIds: [instructorId],
      hiddenInstructorIds: [hiddenId],
    })
  ).id;
  await t.db.insert(courseTranslations).values({ courseId: ids.arabic, language: 'en', name: 'First aid basics' });
  ids.cafe = (
    await buildCourse(t.db, org.id, {
      course: {
        name: 'Café Management',
        categoryId: otherCategory,
        level: 'ADVANCED',
        deliveryMode: 'HYBRID',
        learningTypes: ['BLENDED'],
        createdAt: daysFromNow(-4),
      },
      offering: { price: 25_000, oldPrice: 30_000, isDiscounted: true, numberOfEnrollees: 40 },
    })
  ).id;
  ids.nursing = (
    await buildCourse(t.db, org.id, {
      course: { name: 'Nursing Ethics', categoryId: parentCategory, level: 'INTERMEDIATE', createdAt: daysFromNow(-3) },
      offering: { price: 10_000, numberOfEnrollees: 5 },
    })
  ).id;
  ids.soon = (
    await buildCourse(t.db, org.id, {
      course: { name: 'Coming Leadership', isComingSoon: true, createdAt: daysFromNow(-2) },
    })
  ).id;
  ids.recentlyEnded = (
    await buildCourse(t.db, org.id, {
      course: { name: 'Recently Ended', endDate: daysFromNow(-10), createdAt: daysFromNow(-6) },
    })
  ).id;
  ids.expired = (
    await buildCourse(t.db, org.id, {
      course: { name: 'Long Expired', endDate: daysFromNow(-31), createdAt: daysFromNow(-7) },
    })
  ).id;
  ids.draft = (await buildCourse(t.db, org.id, { course: { name: 'Draft Course', isPublished: false } })).id;
  ids.private = (
    await buildCourse(t.db, org.id, {
      course: { name: 'Private Course' },
      offering: { accessRestrictionType: 'private' },
    })
  ).id;
  ids.foreign = (await buildCourse(t.db, other.id, { course: { name: 'Foreign Course' } })).id;
});
afterAll(() => t?.close());

describe('who may browse the catalogue', () => {
  it('lets guests in when anonymous course view is on', async () => {
    const res = await t.request(listAllCourses, { orgId: org.id });
    expect(res.status).toBe(200);
    expect(ok(res).total).toBe(5);
  });

  it('asks guests to sign in when anonymous course view is off', async () => {
    const res = await t.request(listAllCourses, { orgId: closedOrg.id });
    expect(res.status).toBe(401);
    expect(errorCodeOf(res)).toBe('common-009');
    expect((await t.request(getCatalogueFilterOptions, { orgId: closedOrg.id })).status).toBe(401);
  });

  it('refuses members without access_courses', async () => {
    const res = await t.request(listCourses, { as: { orgId: org.id, token: noAccess } });
    expect(res.status).toBe(403);
    expect(errorCodeOf(res)).toBe('common-007');
  });
});

describe('the list', () => {
  it('holds published, public, unexpired offerings of this organization only, newest first', async () => {
    const res = await t.request(listCourses, { as: { orgId: org.id, token: learner } });
    expect(names(ok(res))).toEqual([
      'Coming Leadership',
      'Nursing Ethics',
      'Café Management',
      'First aid basics',
      'Recently Ended',
    ]);
    expect(ok(res).total).toBe(5);
    const ar = await t.request(listCourses, { query: { language: 'ARABIC' }, orgId: org.id, language: 'ar' });
    expect(names(ok(ar))).toEqual(['مُقَدِّمَةٌ فِي الإِسْعَافَاتِ الأَوَّلِيَّةِ']);
  });

  it('includes long-expired courses only when asked', async () => {
    const res = await t.request(listAllCourses, { query: { filterExpired: '0', take: 100 }, orgId: org.id });
    expect(names(ok(res))).toContain('Long Expired');
  });

  it('shows the card in the request language, with visible instructors only and the price', async () => {
    const en = await t.request(listAllCourses, { query: { search: 'first' }, orgId: org.id });
    expect(ok(en).data[0]).toMatchObject({ id: ids.arabic, name: 'First aid basics', category: { name: 'Nursing' } });
    expect(ok(en).data[0]?.instructors.map((i) => i.firstName)).toEqual(['Huda']);
    const ar = await t.request(listAllCourses, { query: { search: 'cafe' }, orgId: org.id, language: 'ar' });
    expect(ok(ar).data[0]).toMatchObject({
      price: 25_000,
      oldPrice: 30_000,
      isDiscounted: true,
      isFree: false,
      currencyCode: 'SAR',
      category: { name: 'الأعمال' },
    });
    const arabicCard = await t.request(listAllCourses, { query: { search: 'اسعاف' }, orgId: org.id, language: 'ar' });
    expect(ok(arabicCard).data[0]?.instructors).toEqual([
      expect.objectContaining({ id: instructorId, firstName: 'هدى' }),
    ]);
  });

  it('pages with skip and take', async () => {
    const res = await t.request(listAllCourses, { query: { skip: 1, take: 2 }, orgId: org.id });
    expect(names(ok(res))).toEqual(['Nursing Ethics', 'Café Management']);
    expect(ok(res).total).toBe(5);
  });

  it('answers the total on a page past the end, with no course on it', async () => {
    const past = await t.request(listAllCourses, { query: { skip: 10, take: 2 }, orgId: org.id });
    expect(ok(past)).toEqual({ data: [], total: 5 });
    const searched = await t.request(listAllCourses, { query: { skip: 1, take: 2, search: 'cafe' }, orgId: org.id });
    expect(ok(searched)).toEqual({ data: [], total: 1 });
    const none = await t.request(listAllCourses, {
      query: { skip: 0, take: 2, search: 'nothing-like-it' },
      orgId: org.id,
    });
    expect(ok(none)).toEqual({ data: [], total: 0 });
  });
});

describe('search', () => {
  it.each([
    ['الإسعافات', 'with hamza'],
    ['الاسعافات', 'alef without hamza'],
    ['الإِسْعَافَاتِ', 'with diacritics'],
    ['مقدمه', 'teh marbuta written as heh'],
    ['FIRST AID', 'the English name, upper case'],
  ])('finds the Arabic course by %s (%s)', async (search) => {
    const res = await t.request(listAllCourses, { query: { search }, orgId: org.id });
    expect(ok(res).data.map((c) => c.id)).toEqual([ids.arabic]);
  });

  it('answers each run of a statement built once with its own organization and search', async () => {
    // One shape (a search, newest first): its statement is built once, its values are each run's.
    const search = async (orgId: number, text: string) =>
      names(ok(await t.request(listAllCourses, { query: { search: text }, orgId })));
    expect(await search(org.id, 'nursing')).toEqual(['Nursing Ethics']);
    expect(await search(org.id, 'leadership')).toEqual(['Coming Leadership']);
    expect(await search(other.id, 'course')).toEqual(['Foreign Course']);
    expect(await search(org.id, 'foreign')).toEqual([]);
  });

  it('ignores accents and case in English, and takes LIKE wildcards literally', async () => {
    expect(names(ok(await t.request(listAllCourses, { query: { search: 'CAFE' }, orgId: org.id })))).toEqual([
      'Café Management',
    ]);
    expect(ok(await t.request(listAllCourses, { query: { search: '%' }, orgId: org.id })).total).toBe(0);
  });
});

describe('filters and sorts', () => {
  const list = async (query: CallQuery<typeof listAllCourses>) =>
    names(ok(await t.request(listAllCourses, { query, orgId: org.id })));

  it('filters by a category with the categories under it', async () => {
    expect(await list({ categoryId: parentCategory, sort: 'name' })).toEqual(['First aid basics', 'Nursing Ethics']);
    expect(await list({ categoryId: childCategory })).toEqual(['First aid basics']);
  });

  it('filters by language, level, delivery mode and learning type', async () => {
    expect(await list({ language: 'ARABIC' })).toEqual(['First aid basics']);
    expect(await list({ level: 'ADVANCED' })).toEqual(['Café Management']);
    expect(await list({ deliveryMode: 'HYBRID' })).toEqual(['Café Management']);
    expect(await list({ learningType: 'SELF_PACED' })).toEqual(['First aid basics']);
  });

  it('filters by free or paid and by a price range in minor units', async () => {
    expect(await list({ price: 'paid', sort: 'priceAsc' })).toEqual(['Nursing Ethics', 'Café Management']);
    expect(await list({ price: 'free' })).toHaveLength(3);
    expect(await list({ priceMin: 5000, priceMax: 20000 })).toEqual(['Nursing Ethics']);
  });

  it('sorts by popularity, price and name', async () => {
    expect((await list({ sort: 'popular' })).slice(0, 2)).toEqual(['Café Management', 'Nursing Ethics']);
    expect((await list({ sort: 'priceDesc' })).slice(0, 2)).toEqual(['Café Management', 'Nursing Ethics']);
    expect(await list({ sort: 'name' })).toEqual([
      'Café Management',
      'Coming Leadership',
      'First aid basics',
      'Nursing Ethics',
      'Recently Ended',
    ]);
    // In Arabic, names in Arabic letters come first, as Arabic collation (and the browser) has them.
    const inArabic = ok(await t.request(listAllCourses, { query: { sort: 'name' }, orgId: org.id, language: 'ar' }));
    expect(names(inArabic)).toEqual([
      'مُقَدِّمَةٌ فِي الإِسْعَافَاتِ الأَوَّلِيَّةِ',
      'Café Management',
      'Coming Leadership',
      'Nursing Ethics',
      'Recently Ended',
    ]);
  });

  it('answers 400 to a filter that is not valid', async () => {
    // Untyped on purpose: a level the contract's types do not allow.
    const res = await t.call('GET', '/api/all-courses?level=EXPERT', { orgId: org.id });
    expect(res.status).toBe(400);
    expect(errorCodeOf(res)).toBe('validation');
  });
});

describe('filter options and categories', () => {
  it('lists the values the catalogue holds, categories counted with their children', async () => {
    const res = await t.request(getCatalogueFilterOptions, { orgId: org.id, language: 'ar' });
    expect(res.status).toBe(200);
    const options = ok(res);
    expect(options.categories).toEqual([
      { id: parentCategory, name: 'الصحة', parentId: null, count: 2 },
      { id: childCategory, name: 'التمريض', parentId: parentCategory, count: 1 },
      { id: otherCategory, name: 'الأعمال', parentId: null, count: 1 },
    ]);
    expect(options.priceRange).toEqual({ min: 0, max: 25_000, currencyCode: 'SAR' });
    expect(options).toMatchObject({ hasFree: true, hasPaid: true });
    expect(options.languages).toEqual(
      expect.arrayContaining([
        { value: 'ENGLISH', count: 4 },
        { value: 'ARABIC', count: 1 },
      ]),
    );
    expect(options.learningTypes).toEqual(
      expect.arrayContaining([
        { value: 'SELF_PACED', count: 1 },
        { value: 'BLENDED', count: 1 },
      ]),
    );
  });

  it('lists categories with their parent, and the top-level ones', async () => {
    const all = await t.request(listLearningCategories, { orgId: org.id });
    expect(ok(all).total).toBe(3);
    expect(ok(all).data.find((c) => c.id === childCategory)).toMatchObject({
      parent: { id: parentCategory, name: 'Health' },
    });
    const parents = await t.request(listParentLearningCategories, { orgId: org.id });
    expect(ok(parents).data.map((c) => c.id)).toEqual([parentCategory, otherCategory]);
    const children = await t.request(listCourseCategories, { query: { parentId: parentCategory }, orgId: org.id });
    expect(ok(children).data.map((c) => c.id)).toEqual([childCategory]);
    const foreign = await t.request(listCourseCategories, { orgId: other.id });
    expect(ok(foreign).total).toBe(0);
  });
});

describe('recommendations', () => {
  it('offers guests the most popular courses', async () => {
    const res = await t.request(listGuestRecommendedCourses, { query: { take: 2 }, orgId: org.id });
    expect(names(ok(res))).toEqual(['Café Management', 'Nursing Ethics']);
    expect((await t.request(listGuestRecommendedCourses, { orgId: closedOrg.id })).status).toBe(401);
  });

  it('offers a member courses of the categories they showed interest in, leaving out their own', async () => {
    const user = await buildUser(t.db, org, 'learner');
    const as = { orgId: org.id, token: await t.tokenFor(user.id, org.id) };
    const fresh = await t.request(listRecommendedCourses, { as });
    expect(names(ok(fresh))[0]).toBe('Café Management');
    // Nursing Ethics is in Health; First aid in Nursing, under Health.
    await t.request(addCourseInterest, { params: { courseId: ids.nursing }, as });
    const res = await t.request(listRecommendedCourses, { as });
    expect(names(ok(res))).toEqual(['Nursing Ethics', 'First aid basics']);
    await t.request(addWishlistedCourse, { params: { userId: user.id, courseId: ids.arabic }, as });
    await t.request(enrolUserInCourse, { params: { userId: user.id, courseId: ids.arabic }, as });
    const after = await t.request(listRecommendedCourses, { as });
    expect(names(ok(after))).toEqual(['Nursing Ethics']);
    const enrolled = await t.request(listEnrolledCatalogueCourses, { as });
    expect(ok(enrolled).data).toEqual([
      expect.objectContaining({ id: ids.arabic, isEnrolled: true, isWishlisted: true }),
    ]);
  });
});
