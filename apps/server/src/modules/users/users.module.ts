import { getRegistrationForm, getUser, updateUser } from '@manara/contract';
import { defineModule } from '../../platform/module.ts';
import * as registrationForm from './registration-form.service.ts';
import * as users from './users.service.ts';

export const usersModule = defineModule({
  name: 'users',
  calls: { getRegistrationForm, getUser, updateUser },
  handlers: ({ db }) => ({
    getRegistrationForm: (ctx) => registrationForm.getRegistrationForm(db, ctx.orgId, ctx.language),
    getUser: (ctx, { params }) => users.getUser(db, ctx, params.userId),
    updateUser: (ctx, { params, body }) => users.updateUser(db, ctx, params.userId, body),
  }),
});
