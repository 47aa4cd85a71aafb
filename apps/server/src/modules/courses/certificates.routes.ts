import * as calls from '@manara/contract';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app.ts';
import { registerCall } from '../../platform/routes.ts';
import * as admin from './certificates.admin.service.ts';
import * as certificates from './certificates.service.ts';
import { courseProgressListeners } from './course-events.ts';

export function certificatesRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db } = deps;
  const { publicUrl } = deps.config;
  // A learner who meets the passing criteria gets the certificate as the progress is saved.
  if (!courseProgressListeners.includes(certificates.issueCertificateOnProgress)) {
    courseProgressListeners.push(certificates.issueCertificateOnProgress);
  }
  registerCall(app, deps, calls.listUserCourseCertificates, (ctx, { params, query }) =>
    certificates.listUserCourseCertificates(db, ctx, params.userId, query),
  );
  registerCall(app, deps, calls.getMyCourseCertificate, (ctx, { params }) =>
    certificates.getMyCourseCertificate(db, ctx, params),
  );
  registerCall(app, deps, calls.getCertificateVerification, (ctx, { params }) =>
    certificates.getCertificateVerification(db, ctx, params.certificateId, publicUrl),
  );
  registerCall(app, deps, calls.getCertificatePdf, (ctx, { params, query }) =>
    certificates.getCertificatePdf(db, params.certificateId, query.language ?? ctx.language, publicUrl),
  );
  registerCall(app, deps, calls.revokeCourseCertificate, (ctx, { params }) =>
    admin.revokeCourseCertificate(db, ctx, params.certificateId),
  );
  registerCall(app, deps, calls.getCourseCertificatesReport, (ctx, { params, query }) =>
    admin.getCourseCertificatesReport(db, ctx, params.courseId, query),
  );
  registerCall(app, deps, calls.issueCourseCertificates, (ctx, { params, body }) =>
    admin.issueCourseCertificates(db, ctx, params.courseId, body),
  );
  registerCall(app, deps, calls.getPassingCriteria, (ctx, { params }) =>
    admin.getPassingCriteria(db, ctx, params.courseId),
  );
  registerCall(app, deps, calls.updatePassingCriteria, (ctx, { params, body }) =>
    admin.updatePassingCriteria(db, ctx, params.courseId, body),
  );
}
