import type { Language } from '@manara/contract';
import { eq, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { courses, courseTranslations } from './courses.tables.ts';

/**
 * A course's name in both languages (its own language's name, and the other's translation when
 * there is one, else the same name), for texts that reach people in their language: null when
 * there is no such course. Unsafe: by id alone, for the course of a domain event (whose
 * organization the event settled); a course's names are the same to every organization offering it.
 */
export async function unsafeCourseNamesOf(db: Db | Tx, courseId: number): Promise<{ en: string; ar: string } | null> {
  const [course] = await db
    .select({ name: courses.name, language: courses.language })
    .from(courses)
    .where(eq(courses.id, courseId));
  if (!course) return null;
  const translations = await db
    .select({ language: courseTranslations.language, name: courseTranslations.name })
    .from(courseTranslations)
    .where(eq(courseTranslations.courseId, courseId));
  const own = course.language === 'ARABIC' ? 'ar' : 'en';
  const nameIn = (language: 'en' | 'ar') =>
    language === own ? course.name : translations.find((t) => t.language === language)?.name?.trim() || course.name;
  return { en: nameIn('en'), ar: nameIn('ar') };
}

/** Where a course's id, language and name are read from: `unsafeCourses()`, or `courses` inside this module. */
type CourseNameColumns = Record<'id' | 'language' | 'name', SQLWrapper>;

/**
 * A course's name as a reader of `language` reads it, in SQL (to sort by): the translation when
 * the course is in the other language and has one, as its card shows it, else its own name.
 */
export function courseNameAsRead(language: Language, course: CourseNameColumns = courses): SQL {
  const own = language === 'ar' ? 'ARABIC' : 'ENGLISH';
  const translated = sql`(select ${courseTranslations.name} from ${courseTranslations}
    where ${courseTranslations.courseId} = ${course.id} and ${courseTranslations.language} = ${language})`;
  return sql`case when ${course.language} = ${own} then ${course.name} else coalesce(nullif(${translated}, ''), ${course.name}) end`;
}
