/** The organization's certificate templates, in the administration mode's organization area. */
export const CERTIFICATE_TEMPLATES_PATH = '/portal/admin/organization/certificate-templates';
