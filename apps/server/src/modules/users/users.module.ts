import { getRegistrationForm, getUser, updateUser } from '@manara/contract';
import { defineModule } from '../../platform/module.ts';
import * as registrationForm from './registration-form.service.ts';
import { profileMediaUse } from './users.media-uses.ts';
import * as users from './users.service.ts';

export const usersModule = defineModule({
  name: 'users',
  calls: { getRegistrationForm, getUser, updateUser },
  // Profile and cover images are public files (the media module's registry).
  provides: { mediaUses: [profileMediaUse] },
  handlers: ({ db }) => ({
    getRegistrationForm: (ctx) => registrationForm.getRegistrationForm(db, ctx.orgId, ctx.language),
    getUser: (ctx, { params }) => users.getUser(db, ctx, params.userId),
    updateUser: (ctx, { params, body }) => users.updateUser(db, ctx, params.userId, body),
  }),
});
