import type { Language } from '@manara/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { languageOfCourse } from '../catalogue/index.ts';
import type { CourseRow } from '../courses/index.ts';
import { courseSectionTranslations, courseSubsectionTranslations } from './course-content.tables.ts';

type Texts = Record<string, string>;

/** `row` with each of its text fields that `texts` has a non-empty value for replaced by that value. */
function withTexts<T extends object>(row: T, texts: Texts | undefined): T {
  if (!texts) return row;
  const copy = { ...row } as Record<string, unknown>;
  for (const [field, value] of Object.entries(texts)) if (field in copy && value !== '') copy[field] = value;
  return copy as T;
}

/**
 * Sections and lessons as a reader of `language` reads them: a course written in another language
 * shows the translations its sections and lessons have in `language` (name, learning objectives,
 * description, content; an empty one keeps the course's text), and its own texts where there are
 * none. A course in the reader's language is answered as it is, without asking the database.
 * The queries run one after the other: in a transaction they share one connection.
 */
export async function translateContent<S extends { id: number; name: string }, L extends { id: number; name: string }>(
  db: Db | Tx,
  language: Language,
  course: Pick<CourseRow, 'language'>,
  content: { sections: S[]; lessons: L[] },
): Promise<{ sections: S[]; lessons: L[] }> {
  if (languageOfCourse(course) === language) return content;
  const sectionIds = content.sections.map((s) => s.id);
  const lessonIds = content.lessons.map((l) => l.id);
  const sectionTexts =
    sectionIds.length === 0
      ? []
      : await db
          .select({
            id: courseSectionTranslations.sectionId,
            name: courseSectionTranslations.name,
            learningObjectives: courseSectionTranslations.learningObjectives,
          })
          .from(courseSectionTranslations)
          .where(
            and(
              inArray(courseSectionTranslations.sectionId, sectionIds),
              eq(courseSectionTranslations.language, language),
            ),
          );
  const lessonTexts =
    lessonIds.length === 0
      ? []
      : await db
          .select({
            id: courseSubsectionTranslations.subsectionId,
            name: courseSubsectionTranslations.name,
            description: courseSubsectionTranslations.description,
            content: courseSubsectionTranslations.content,
          })
          .from(courseSubsectionTranslations)
          .where(
            and(
              inArray(courseSubsectionTranslations.subsectionId, lessonIds),
              eq(courseSubsectionTranslations.language, language),
            ),
          );
  const textsOf = (rows: { id: number }[]) => new Map(rows.map(({ id, ...texts }) => [id, texts as Texts]));
  const sections = textsOf(sectionTexts);
  const lessons = textsOf(lessonTexts);
  return {
    sections: content.sections.map((s) => withTexts(s, sections.get(s.id))),
    lessons: content.lessons.map((l) => withTexts(l, lessons.get(l.id))),
  };
}
