import {
  createSpecialization,
  deleteSpecialization,
  enrollInSpecialization,
  getManagedSpecialization,
  getSpecialization,
  listManagedSpecializations,
  listSpecializations,
  updateSpecialization,
} from '@manara/contract';
import { defineModule } from '../../platform/module.ts';
import { specializationCoverUse } from './specializations.media-uses.ts';
import * as specializations from './specializations.service.ts';
import * as specializationsTables from './specializations.tables.ts';
import * as management from './specializations-management.service.ts';

export const specializationsModule = defineModule({
  name: 'specializations',
  tables: specializationsTables,
  calls: {
    listSpecializations,
    getSpecialization,
    enrollInSpecialization,
    listManagedSpecializations,
    getManagedSpecialization,
    createSpecialization,
    updateSpecialization,
    deleteSpecialization,
  },
  // A specialization's cover is a public file (the media module's registry).
  provides: { mediaUses: [specializationCoverUse] },
  handlers: ({ db, extensions }) => ({
    listSpecializations: (ctx, { query }) => specializations.listSpecializations(db, ctx, query),
    getSpecialization: (ctx, { params }) => specializations.getSpecialization(db, ctx, params.specializationId),
    enrollInSpecialization: (ctx, { params }) =>
      specializations.enrollInSpecialization(db, ctx, params.specializationId),
    listManagedSpecializations: (ctx, { query }) => management.listManagedSpecializations(db, ctx, query),
    getManagedSpecialization: (ctx, { params }) =>
      management.getManagedSpecialization(db, ctx, params.specializationId),
    createSpecialization: (ctx, { body }) => management.createSpecialization({ db, extensions }, ctx, body),
    updateSpecialization: (ctx, { params, body }) =>
      management.updateSpecialization({ db, extensions }, ctx, params.specializationId, body),
    deleteSpecialization: (ctx, { params }) => management.deleteSpecialization(db, ctx, params.specializationId),
  }),
});
