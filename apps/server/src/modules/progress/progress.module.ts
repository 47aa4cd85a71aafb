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
    // The `courseLearner` rule let the caller into the course and found their enrolment.
    getCourseSectionsProgress: (ctx, { found }) => progress.getCourseSectionsProgress(db, ctx, found),
    getLastVisitedSubsection: (ctx, { found }) => progress.getLastVisitedSubsection(db, ctx, found),
    setLastVisitedSubsection: (ctx, { body, found }) =>
      progress.setLastVisitedSubsection(db, ctx, found, body.subsectionId),
    getCourseIsCompleted: (ctx, { found }) => progress.getCourseIsCompleted(db, ctx, found),
    getUserCourseStatistics: (ctx, { params }) => progress.getUserCourseStatistics(db, ctx, params.userId),
    listUserActivityLog: (ctx, { params, query }) => activity.listUserActivityLog(db, ctx, params.userId, query),
    listCourseNotes: (ctx, { query, found }) => notes.listCourseNotes(db, ctx, found, query),
    // The `courseSubsectionLearner` rule did the same for the lesson's course.
    createSubsectionNote: (ctx, { params, body, found }) =>
      notes.createSubsectionNote(db, ctx, found, params.subsectionId, body),
    // The `noteOwner` rule found the caller's note.
    updateSubsectionNote: (ctx, { params, body, found }) => notes.updateSubsectionNote(db, ctx, found, params, body),
    deleteSubsectionNote: (ctx, { params, found }) => notes.deleteSubsectionNote(db, ctx, found, params),
  }),
  provides: {
    // Whose note it is: the guard asks it of the calls that change one.
    accessRules: progressAccessRules,
  },
});
