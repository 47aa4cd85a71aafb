/** Review moderation across the organization's courses (issue 13), in the administrator mode's courses area. */
export const REVIEW_MODERATION_PATH = '/portal/admin/course-reviews';
