import { listOrganizationCourses } from '@manara/contract';
import type { AppDeps } from '../../platform/app-deps.ts';
import type { Handlers } from '../../platform/module.ts';
import * as organizationCourses from './organization-courses.service.ts';

/** The administrators' list of every course of the organization. */
export const organizationCoursesCalls = { listOrganizationCourses };

export function organizationCoursesHandlers({ db }: AppDeps): Handlers<typeof organizationCoursesCalls> {
  return {
    listOrganizationCourses: (ctx, { query }) => organizationCourses.listOrganizationCourses(db, ctx, query),
  };
}
