import type { PublicMediaUse } from '../media/index.ts';
import { certificateTemplates } from './certificates.tables.ts';

/**
 * What a certificate template's file (its background) does to it (the media module's
 * `mediaUses`): public, since every certificate drawn with the template shows it through its
 * public link and PDF.
 */
export const certificateTemplateMediaUse: PublicMediaUse = {
  name: 'certificates: template background',
  table: certificateTemplates,
  columns: [certificateTemplates.mediaId],
  access: 'public',
};
