import { enrollInSpecialization, getSpecialization, listSpecializations } from '@manara/contract';
import { defineModule } from '../../platform/module.ts';
import * as specializations from './specializations.service.ts';

export const specializationsModule = defineModule({
  name: 'specializations',
  calls: { listSpecializations, getSpecialization, enrollInSpecialization },
  handlers: ({ db }) => ({
    listSpecializations: (ctx, { query }) => specializations.listSpecializations(db, ctx, query),
    getSpecialization: (ctx, { params }) => specializations.getSpecialization(db, ctx, params.specializationId),
    enrollInSpecialization: (ctx, { params }) =>
      specializations.enrollInSpecialization(db, ctx, params.specializationId),
  }),
});
