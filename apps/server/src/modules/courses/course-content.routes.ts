import * as calls from '@manara/contract';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app.ts';
import { registerCall } from '../../platform/routes.ts';
import { listUserActivityLog } from './activity-log.service.ts';
import * as content from './course-content.service.ts';
import * as notes from './notes.service.ts';
import * as progress from './progress.service.ts';

/** Learning a course: sections and lessons, finished lessons and progress, notes, the activity log. */
export function courseContentRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db } = deps;
  registerCall(app, deps, calls.listCourseSections, (ctx, { params }) =>
    content.listCourseSections(db, ctx, params.courseId),
  );
  registerCall(app, deps, calls.listCourseSubsectionIds, (ctx, { params }) =>
    content.listCourseSubsectionIds(db, ctx, params.courseId),
  );
  registerCall(app, deps, calls.getCourseSubsection, (ctx, { params }) =>
    content.getCourseSubsection(db, ctx, params.subsectionId),
  );

  registerCall(app, deps, calls.markSubsectionFinished, (ctx, { params }) =>
    progress.setSubsectionFinished(db, ctx, params, true),
  );
  registerCall(app, deps, calls.unmarkSubsectionFinished, (ctx, { params }) =>
    progress.setSubsectionFinished(db, ctx, params, false),
  );
  registerCall(app, deps, calls.getCourseSectionsProgress, (ctx, { params }) =>
    progress.getCourseSectionsProgress(db, ctx, params.courseId),
  );
  registerCall(app, deps, calls.getLastVisitedSubsection, (ctx, { params }) =>
    progress.getLastVisitedSubsection(db, ctx, params.courseId),
  );
  registerCall(app, deps, calls.setLastVisitedSubsection, (ctx, { params, body }) =>
    progress.setLastVisitedSubsection(db, ctx, params.courseId, body.subsectionId),
  );
  registerCall(app, deps, calls.getCourseIsCompleted, (ctx, { params }) =>
    progress.getCourseIsCompleted(db, ctx, params.courseId),
  );
  registerCall(app, deps, calls.getUserCourseStatistics, (ctx, { params }) =>
    progress.getUserCourseStatistics(db, ctx, params.userId),
  );
  registerCall(app, deps, calls.listUserActivityLog, (ctx, { params, query }) =>
    listUserActivityLog(db, ctx, params.userId, query),
  );

  registerCall(app, deps, calls.listCourseNotes, (ctx, { params, query }) =>
    notes.listCourseNotes(db, ctx, params.courseId, query),
  );
  registerCall(app, deps, calls.createSubsectionNote, (ctx, { params, body }) =>
    notes.createSubsectionNote(db, ctx, params.subsectionId, body),
  );
  registerCall(app, deps, calls.updateSubsectionNote, (ctx, { params, body }) =>
    notes.updateSubsectionNote(db, ctx, params, body),
  );
  registerCall(app, deps, calls.deleteSubsectionNote, (ctx, { params }) => notes.deleteSubsectionNote(db, ctx, params));
}
