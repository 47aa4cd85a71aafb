/**
 * Course certificates: passing criteria, issuing (on progress or by an administrator), the PDF,
 * verification and the report.
 *
 * The module's public surface: other modules and the app import this file (and tables from
 * `certificates.tables.ts`), never the files behind it (`.dependency-cruiser.cjs`).
 */

export { requireCertificateTemplate } from './certificate-templates.service.ts';
export { type CertificateCriterion, type LearnerMeasure, measureGrades } from './certificates.criteria.ts';
export { certificatesModule } from './certificates.module.ts';
export {
  /** How many certificates a learner was issued in the organization. */
  countIssuedCertificates,
  /** The organization's issued certificates, a read view to join. */
  issuedCertificatesIn,
} from './certificates.reads.ts';
