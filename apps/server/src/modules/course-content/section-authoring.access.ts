import type { Db } from '../../db/client.ts';
import type { AnyAccessRule } from '../../platform/access.ts';
import type { RequestContext } from '../../platform/context.ts';
import { requireInOrganization } from '../../platform/tenancy.ts';
import { requireCourseAuthor } from '../courses/index.ts';
import { courseSections, courseSubsections } from './course-content.tables.ts';
import type { SectionRow, SubsectionRow } from './section-authoring.view.ts';

declare module '../../platform/access.ts' {
  interface AccessRuleFound {
    courseSectionAuthor: SectionRow;
    courseSubsectionAuthor: SubsectionRow;
  }
}

/** A section of the caller's organization whose course the caller authors (403/404 otherwise). */
export async function requireSectionAuthor(db: Db, ctx: RequestContext, sectionId: number): Promise<SectionRow> {
  const section = await requireInOrganization(db, courseSections, ctx.orgId, sectionId);
  await requireCourseAuthor(db, ctx, section.courseId);
  return section;
}

/** A lesson of the caller's organization whose course the caller authors (403/404 otherwise). */
export async function requireLessonAuthor(db: Db, ctx: RequestContext, subsectionId: number): Promise<SubsectionRow> {
  const row = await requireInOrganization(db, courseSubsections, ctx.orgId, subsectionId);
  await requireCourseAuthor(db, ctx, row.courseId);
  return row;
}

/** The rules of `:sectionId` and `:subsectionId` authoring calls: the row, then its course's author. */
export const sectionAuthoringRules: readonly AnyAccessRule[] = [
  { name: 'courseSectionAuthor', check: requireSectionAuthor },
  { name: 'courseSubsectionAuthor', check: requireLessonAuthor },
];
