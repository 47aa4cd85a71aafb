import {
  createCertificateTemplate,
  deleteCertificateTemplate,
  getCertificatePdf,
  getCertificateVerification,
  getCourseCertificatesReport,
  getMyCourseCertificate,
  getPassingCriteria,
  issueCourseCertificates,
  listCertificateTemplates,
  listUserCourseCertificates,
  revokeCourseCertificate,
  updateCertificateTemplate,
  updatePassingCriteria,
} from '@manara/contract';
import { defineModule } from '../../platform/module.ts';
import * as templates from './certificate-templates.service.ts';
import * as admin from './certificates.admin.service.ts';
import { certificateTemplateMediaUse } from './certificates.media-uses.ts';
import { certificateIssuedTemplate } from './certificates.notifications.ts';
import * as certificates from './certificates.service.ts';
import * as certificatesTables from './certificates.tables.ts';

export const certificatesModule = defineModule({
  name: 'certificates',
  tables: certificatesTables,
  calls: {
    listUserCourseCertificates,
    getMyCourseCertificate,
    getCertificateVerification,
    getCertificatePdf,
    revokeCourseCertificate,
    getCourseCertificatesReport,
    issueCourseCertificates,
    getPassingCriteria,
    updatePassingCriteria,
    listCertificateTemplates,
    createCertificateTemplate,
    updateCertificateTemplate,
    deleteCertificateTemplate,
  },
  // A template's background is a public file (the media module's registry): certificates are public.
  provides: { mediaUses: [certificateTemplateMediaUse], notificationTemplates: [certificateIssuedTemplate] },
  // A learner who meets the passing criteria gets the certificate as their progress is saved.
  listens: ({ db, events, clock, extensions }) => ({
    'progress.changed': async (event) => {
      await certificates.evaluateCourseCertificate(
        { db, events, clock, criteria: extensions.list('certificateCriteria') },
        { orgId: event.organizationId, courseId: event.courseId, userId: event.userId },
      );
    },
  }),
  handlers: ({ db, config, extensions, storage }) => {
    const { publicUrl } = config;
    // Grade and attendance providers of other modules (`provides: { certificateCriteria }`).
    const criteria = extensions.list('certificateCriteria');
    return {
      listUserCourseCertificates: (ctx, { params, query }) =>
        certificates.listUserCourseCertificates(db, ctx, params.userId, query),
      getMyCourseCertificate: (ctx, { params }) => certificates.getMyCourseCertificate(db, ctx, params, criteria),
      getCertificateVerification: (ctx, { params }) =>
        certificates.getCertificateVerification(db, ctx, params.certificateId, publicUrl),
      getCertificatePdf: (ctx, { params, query }) =>
        certificates.getCertificatePdf(
          { db, storage },
          params.certificateId,
          query.language ?? ctx.language,
          publicUrl,
        ),
      revokeCourseCertificate: (ctx, { params }) => admin.revokeCourseCertificate(db, ctx, params.certificateId),
      // The `courseAuthor` rule checked the caller and found the course (`found`).
      getCourseCertificatesReport: (ctx, { found, query }) =>
        admin.getCourseCertificatesReport(db, ctx, found.course, query, criteria),
      issueCourseCertificates: (ctx, { found, body }) => admin.issueCourseCertificates(db, ctx, found, body, criteria),
      getPassingCriteria: (ctx, { found }) => admin.getPassingCriteria(db, ctx, found.course),
      updatePassingCriteria: (ctx, { found, body }) => admin.updatePassingCriteria(db, ctx, found.course, body),
      listCertificateTemplates: (ctx) => templates.listCertificateTemplates(db, ctx),
      createCertificateTemplate: (ctx, { body }) => templates.createCertificateTemplate({ db, extensions }, ctx, body),
      updateCertificateTemplate: (ctx, { params, body }) =>
        templates.updateCertificateTemplate({ db, extensions }, ctx, params.templateId, body),
      deleteCertificateTemplate: (ctx, { params }) => templates.deleteCertificateTemplate(db, ctx, params.templateId),
    };
  },
});
