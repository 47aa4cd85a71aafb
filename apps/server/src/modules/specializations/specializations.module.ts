import { enrollInSpecialization, getSpecialization, listSpecializations } from '@manara/contract';
import { defineModule } from '../../platform/module.ts';
import { specializationCoverUse } from './specializations.media-uses.ts';
import * as specializations from './specializations.service.ts';

export const specializationsModule = defineModule({
  name: 'specializations',
  calls: { listSpecializations, getSpecialization, enrollInSpecialization },
  // A specialization's cover is a public file (the media module's registry).
  provides: { mediaUses: [specializationCoverUse] },
  handlers: ({ db }) => ({
    listSpecializations: (ctx, { query }) => specializations.listSpecializations(db, ctx, query),
    getSpecialization: (ctx, { params }) => specializations.getSpecialization(db, ctx, params.specializationId),
    enrollInSpecialization: (ctx, { params }) =>
      specializations.enrollInSpecialization(db, ctx, params.specializationId),
  }),
});
