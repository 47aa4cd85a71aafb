/** The organization's specializations in the staff portal (issue 13), in the administrator mode's courses area. */
export const SPECIALIZATIONS_ADMIN_PATH = '/portal/admin/specializations';
