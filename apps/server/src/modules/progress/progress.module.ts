import {
  createSubsectionNote,
  deleteSubsectionNote,
  getCourseIsCompleted,
  getCourseSectionsProgress,
  getLastVisitedSubsection,
  getUserCourseStatistics,
  listCourseNotes,
  listUserActivityLog,
  markSubsectionFinished,
  setLastVisitedSubsection,
  unmarkSubsectionFinished,
  updateSubsectionNote,
} from '@manara/contract';
import { defineModule } from '../../platform/module.ts';
import * as activity from './activity-log.service.ts';
import * as notes from './notes.service.ts';
import { progressAccessRules } from './progress.access.ts';
import * as progress from './progress.service.ts';
import * as progressTables from './progress.tables.ts';

/** A learner's trace of a course: finished lessons and progress, the last visited lesson, notes; the activity log. */
export const progressModule = defineModule({
  name: 'progress',
  tables: progressTables,
  calls: {
    markSubsectionFinished,
    unmarkSubsectionFinished,
    getCourseSectionsProgress,
    getLastVisitedSubsection,
    setLastVisitedSubsection,
    getCourseIsCompleted,
    getUserCourseStatistics,
    listUserActivityLog,
    listCourseNotes,
    createSubsectionNote,
    updateSubsectionNote,
    deleteSubsectionNote,
  },
  handlers: ({ db }) => ({
    markSubsectionFinished: (ctx, { params }) => progress.setSubsectionFinished(db, ctx, params, true),
    unmarkSubsectionFinished: (ctx, { params }) => progress.setSubsectionFinished(db, ctx, params, false),
    getCourseSectionsProgress: (ctx, { params }) => progress.getCourseSectionsProgress(db, ctx, params.courseId),
    getLastVisitedSubsection: (ctx, { params }) => progress.getLastVisitedSubsection(db, ctx, params.courseId),
    setLastVisitedSubsection: (ctx, { params, body }) =>
      progress.setLastVisitedSubsection(db, ctx, params.courseId, body.subsectionId),
    getCourseIsCompleted: (ctx, { params }) => progress.getCourseIsCompleted(db, ctx, params.courseId),
    getUserCourseStatistics: (ctx, { params }) => progress.getUserCourseStatistics(db, ctx, params.userId),
    listUserActivityLog: (ctx, { params, query }) => activity.listUserActivityLog(db, ctx, params.userId, query),
    listCourseNotes: (ctx, { params, query }) => notes.listCourseNotes(db, ctx, params.courseId, query),
    createSubsectionNote: (ctx, { params, body }) => notes.createSubsectionNote(db, ctx, params.subsectionId, body),
    // The `noteOwner` rule found the caller's note.
    updateSubsectionNote: (ctx, { params, body, found }) => notes.updateSubsectionNote(db, ctx, found, params, body),
    deleteSubsectionNote: (ctx, { params, found }) => notes.deleteSubsectionNote(db, ctx, found, params),
  }),
  provides: {
    // Whose note it is: the guard asks it of the calls that change one.
    accessRules: progressAccessRules,
  },
});
