import type { AuthoringSection, AuthoringSubsection, MediaSummary } from '@manara/contract';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { notFound } from '../../platform/errors.ts';
import { inOrganization } from '../../platform/tenancy.ts';
import { toMediaSummary, unsafeFiles, unsafeMediaByIds } from '../media/index.ts';
import {
  courseSectionPrerequisites,
  courseSections,
  courseSubsections,
  subsectionAttachments,
} from './course-content.tables.ts';

export type SectionRow = typeof courseSections.$inferSelect;
export type SubsectionRow = typeof courseSubsections.$inferSelect;

/** Lessons as authors see them, with their video and attachments, loaded together. */
export async function toAuthoringSubsections(db: Db | Tx, rows: SubsectionRow[]): Promise<AuthoringSubsection[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const videoIds = [...new Set(rows.map((r) => r.videoMediaId).filter((id): id is number => id !== null))];
  const files = unsafeFiles();
  const [attachments, videos] = await Promise.all([
    db
      .select({
        subsectionId: subsectionAttachments.subsectionId,
        id: files.id,
        type: files.type,
        mime: files.mime,
        fileName: files.fileName,
        url: files.url,
        sizeKB: files.sizeKB,
      })
      .from(subsectionAttachments)
      .innerJoin(files, eq(files.id, subsectionAttachments.mediaId))
      .where(inArray(subsectionAttachments.subsectionId, ids))
      .orderBy(asc(subsectionAttachments.position), asc(files.id)),
    unsafeMediaByIds(db, videoIds),
  ]);
  const videoOf = new Map(videos.map((v) => [v.id, toMediaSummary(v)]));
  const attachmentsOf = new Map<number, MediaSummary[]>();
  for (const a of attachments) {
    attachmentsOf.set(a.subsectionId, [...(attachmentsOf.get(a.subsectionId) ?? []), toMediaSummary(a)]);
  }
  return rows.map((row) => ({
    id: row.id,
    courseId: row.courseId,
    sectionId: row.sectionId,
    kind: row.kind,
    name: row.name,
    description: row.description,
    content: row.content,
    videoUrl: row.videoUrl,
    video: row.videoMediaId === null ? null : (videoOf.get(row.videoMediaId) ?? null),
    durationMinutes: row.durationMinutes,
    isPublished: row.isPublished,
    isOptional: row.isOptional,
    isTextOnly: row.isTextOnly,
    weight: row.weight,
    position: row.position,
    attachments: attachmentsOf.get(row.id) ?? [],
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }));
}

/**
 * Sections (all, or those of `sectionIds`) with prerequisites and lessons, in course order, of a
 * course of the authors' organization `orgId`.
 */
export async function loadAuthoringSections(
  db: Db | Tx,
  orgId: number,
  courseId: number,
  sectionIds?: number[],
): Promise<AuthoringSection[]> {
  const sections = await db
    .select()
    .from(courseSections)
    .where(
      inOrganization(
        courseSections,
        orgId,
        sectionIds
          ? inArray(courseSections.id, sectionIds.length ? sectionIds : [0])
          : eq(courseSections.courseId, courseId),
      ),
    )
    .orderBy(asc(courseSections.position), asc(courseSections.id));
  if (sections.length === 0) return [];
  const ids = sections.map((s) => s.id);
  const [prerequisites, lessonRows] = await Promise.all([
    db.select().from(courseSectionPrerequisites).where(inArray(courseSectionPrerequisites.sectionId, ids)),
    db
      .select()
      .from(courseSubsections)
      .where(inOrganization(courseSubsections, orgId, inArray(courseSubsections.sectionId, ids)))
      .orderBy(asc(courseSubsections.position), asc(courseSubsections.id)),
  ]);
  const lessons = await toAuthoringSubsections(db, lessonRows);
  return sections.map((section) => ({
    id: section.id,
    courseId: section.courseId,
    name: section.name,
    learningObjectives: section.learningObjectives,
    isPublished: section.isPublished,
    unlockStartDate: section.unlockStartDate?.toISOString() ?? null,
    week: section.week,
    position: section.position,
    prerequisiteIds: prerequisites.filter((p) => p.sectionId === section.id).map((p) => p.prerequisiteId),
    subsections: lessons.filter((l) => l.sectionId === section.id),
    createdAt: section.createdAt.toISOString(),
    updatedAt: section.updatedAt.toISOString(),
  }));
}

export async function loadAuthoringSection(
  db: Db | Tx,
  orgId: number,
  courseId: number,
  sectionId: number,
): Promise<AuthoringSection> {
  const [section] = await loadAuthoringSections(db, orgId, courseId, [sectionId]);
  if (!section) throw notFound();
  return section;
}
