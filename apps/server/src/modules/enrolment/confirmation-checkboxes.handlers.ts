import {
  createConfirmationCheckbox,
  deleteConfirmationCheckbox,
  listAuthoringConfirmationCheckboxes,
  listConfirmationCheckboxes,
  listConfirmationResponses,
  respondToConfirmationCheckboxes,
} from '@manara/contract';
import type { AppDeps } from '../../platform/app-deps.ts';
import type { Handlers } from '../../platform/module.ts';
import * as checkboxes from './confirmation-checkboxes.service.ts';

/** The statements a learner confirms before enrolling, their answers, and their authoring. */
export const confirmationCheckboxesCalls = {
  listConfirmationCheckboxes,
  respondToConfirmationCheckboxes,
  listConfirmationResponses,
  listAuthoringConfirmationCheckboxes,
  createConfirmationCheckbox,
  deleteConfirmationCheckbox,
};

export function confirmationCheckboxesHandlers({ db }: AppDeps): Handlers<typeof confirmationCheckboxesCalls> {
  return {
    listConfirmationCheckboxes: (ctx, { params }) => checkboxes.listCheckboxes(db, ctx, params.courseId),
    respondToConfirmationCheckboxes: (ctx, { params, body }) =>
      checkboxes.respondToCheckboxes(db, ctx, params.courseId, body),
    // The `courseAuthor` rule of these four calls checked the caller.
    listConfirmationResponses: (ctx, { params, query }) => checkboxes.listResponses(db, ctx, params.courseId, query),
    listAuthoringConfirmationCheckboxes: (_ctx, { params }) => checkboxes.listAuthoringCheckboxes(db, params.courseId),
    createConfirmationCheckbox: (_ctx, { params, body }) => checkboxes.createCheckbox(db, params.courseId, body),
    deleteConfirmationCheckbox: (_ctx, { params }) => checkboxes.deleteCheckbox(db, params.courseId, params.checkboxId),
  };
}
