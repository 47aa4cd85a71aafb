import type { RestrictedMediaUse } from '../media/index.ts';
import { certificateTemplates } from './certificates.tables.ts';

/**
 * What a certificate template's file (its background) does to it (the media module's
 * `mediaUses`): nothing more than it was. The server draws it into the certificates' PDF; the file
 * itself opens only for its uploader and the organization's administrators.
 */
export const certificateTemplateMediaUse: RestrictedMediaUse = {
  name: 'certificates: template background',
  table: certificateTemplates,
  columns: [certificateTemplates.mediaId],
  access: 'restricted',
};
