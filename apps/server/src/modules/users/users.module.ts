import {
  createRegistrationField,
  createRegistrationGroup,
  deleteRegistrationField,
  deleteRegistrationGroup,
  getManagedRegistrationForm,
  getRegistrationForm,
  getUser,
  moveRegistrationField,
  moveRegistrationGroup,
  updateRegistrationField,
  updateRegistrationGroup,
  updateUser,
} from '@manara/contract';
import { defineModule } from '../../platform/module.ts';
import * as registrationForm from './registration-form.service.ts';
import * as formBuilder from './registration-form-admin.service.ts';
import { profileMediaUse } from './users.media-uses.ts';
import * as users from './users.service.ts';
import * as usersTables from './users.tables.ts';

export const usersModule = defineModule({
  name: 'users',
  tables: usersTables,
  calls: {
    getRegistrationForm,
    getUser,
    updateUser,
    getManagedRegistrationForm,
    createRegistrationGroup,
    updateRegistrationGroup,
    moveRegistrationGroup,
    deleteRegistrationGroup,
    createRegistrationField,
    updateRegistrationField,
    moveRegistrationField,
    deleteRegistrationField,
  },
  // Profile and cover images are public files (the media module's registry).
  provides: { mediaUses: [profileMediaUse] },
  handlers: ({ db }) => ({
    getRegistrationForm: (ctx) => registrationForm.getRegistrationForm(db, ctx.orgId, ctx.language),
    getUser: (ctx, { params }) => users.getUser(db, ctx, params.userId),
    updateUser: (ctx, { params, body }) => users.updateUser(db, ctx, params.userId, body),
    // The registration form builder of the staff portal.
    getManagedRegistrationForm: (ctx) => formBuilder.getManagedRegistrationForm(db, ctx.orgId),
    createRegistrationGroup: (ctx, { body }) => formBuilder.createRegistrationGroup(db, ctx, body),
    updateRegistrationGroup: (ctx, { params, body }) =>
      formBuilder.updateRegistrationGroup(db, ctx, params.groupId, body),
    moveRegistrationGroup: (ctx, { params, body }) =>
      formBuilder.moveRegistrationGroup(db, ctx, params.groupId, body.direction),
    deleteRegistrationGroup: (ctx, { params }) => formBuilder.deleteRegistrationGroup(db, ctx, params.groupId),
    createRegistrationField: (ctx, { body }) => formBuilder.createRegistrationField(db, ctx, body),
    updateRegistrationField: (ctx, { params, body }) =>
      formBuilder.updateRegistrationField(db, ctx, params.fieldId, body),
    moveRegistrationField: (ctx, { params, body }) =>
      formBuilder.moveRegistrationField(db, ctx, params.fieldId, body.direction),
    deleteRegistrationField: (ctx, { params }) => formBuilder.deleteRegistrationField(db, ctx, params.fieldId),
  }),
});
