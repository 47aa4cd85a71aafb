import type { CourseCompletion, SectionLockReason } from '@manara/contract';

/**
 * The pure rules of learning a course: which sections are locked for a learner, how far they
 * are, in which order the lessons come. Services load the rows; these functions decide.
 */

export interface OutlineSubsection {
  id: number;
  sectionId: number;
  position: number;
  isPublished: boolean;
  isOptional: boolean;
  weight: number;
}

export interface OutlineSection {
  id: number;
  position: number;
  isPublished: boolean;
  unlockStartDate: Date | null;
  prerequisiteIds: number[];
}

export interface SectionState {
  isLocked: boolean;
  lockReason: SectionLockReason | null;
  isFinished: boolean;
  completion: CourseCompletion;
}

/** The lessons that count towards completion: published and not optional. */
export function isRequired(subsection: Pick<OutlineSubsection, 'isPublished' | 'isOptional'>): boolean {
  return subsection.isPublished && !subsection.isOptional;
}

/**
 * Progress over the required lessons, weighted by `weight` (a lesson of weight 0 counts for the
 * finished/required figures but not for the share). Without required lessons nothing can be
 * completed: progress 0, not completed.
 */
export function computeCompletion(
  subsections: readonly Pick<OutlineSubsection, 'id' | 'isPublished' | 'isOptional' | 'weight'>[],
  finishedIds: ReadonlySet<number>,
): CourseCompletion {
  const required = subsections.filter(isRequired);
  const finished = required.filter((s) => finishedIds.has(s.id));
  const totalWeight = required.reduce((sum, s) => sum + Math.max(0, s.weight), 0);
  const finishedWeight = finished.reduce((sum, s) => sum + Math.max(0, s.weight), 0);
  const isCompleted = required.length > 0 && finished.length === required.length;
  let progress = totalWeight > 0 ? finishedWeight / totalWeight : 0;
  // Weights of 0 everywhere: fall back to counting lessons.
  if (totalWeight === 0 && required.length > 0) progress = finished.length / required.length;
  return {
    finished: finished.length,
    required: required.length,
    progress: isCompleted ? 1 : Math.min(1, progress),
    isCompleted,
  };
}

/**
 * Each section's lock and progress for a learner. A section is finished when all its required
 * lessons are (a section without any is finished). It is locked while its unlock date is in the
 * future, or while a published prerequisite section is not finished. Authors previewing are
 * never locked out.
 */
export function computeSectionStates(
  sections: readonly OutlineSection[],
  subsections: readonly OutlineSubsection[],
  finishedIds: ReadonlySet<number>,
  options: { now: Date; isAuthor: boolean },
): Map<number, SectionState> {
  const bySection = new Map<number, OutlineSubsection[]>();
  for (const s of subsections) bySection.set(s.sectionId, [...(bySection.get(s.sectionId) ?? []), s]);
  const finishedSections = new Set<number>();
  const completions = new Map<number, CourseCompletion>();
  for (const section of sections) {
    const completion = computeCompletion(bySection.get(section.id) ?? [], finishedIds);
    completions.set(section.id, completion);
    if (completion.required === 0 || completion.isCompleted) finishedSections.add(section.id);
  }
  const published = new Set(sections.filter((s) => s.isPublished).map((s) => s.id));
  const states = new Map<number, SectionState>();
  for (const section of sections) {
    let lockReason: SectionLockReason | null = null;
    if (!options.isAuthor) {
      if (section.unlockStartDate && section.unlockStartDate.getTime() > options.now.getTime()) {
        lockReason = 'unlockDate';
      } else if (section.prerequisiteIds.some((id) => published.has(id) && !finishedSections.has(id))) {
        lockReason = 'prerequisites';
      }
    }
    states.set(section.id, {
      isLocked: lockReason !== null,
      lockReason,
      isFinished: finishedSections.has(section.id),
      completion: completions.get(section.id) as CourseCompletion,
    });
  }
  return states;
}

/** Lessons in course order: by their section's position, then their own position, then id. */
export function orderSubsections<T extends Pick<OutlineSubsection, 'id' | 'sectionId' | 'position'>>(
  sections: readonly Pick<OutlineSection, 'id' | 'position'>[],
  subsections: readonly T[],
): T[] {
  const sectionOrder = new Map(
    [...sections].sort((a, b) => a.position - b.position || a.id - b.id).map((s, index) => [s.id, index]),
  );
  return subsections
    .filter((s) => sectionOrder.has(s.sectionId))
    .sort(
      (a, b) =>
        (sectionOrder.get(a.sectionId) ?? 0) - (sectionOrder.get(b.sectionId) ?? 0) ||
        a.position - b.position ||
        a.id - b.id,
    );
}
