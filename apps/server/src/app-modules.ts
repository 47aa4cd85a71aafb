import { announcementsModule } from './modules/announcements/index.ts';
import { authModule } from './modules/auth/index.ts';
import { catalogueModule } from './modules/catalogue/index.ts';
import { certificatesModule } from './modules/certificates/index.ts';
import { courseContentModule } from './modules/course-content/index.ts';
import { coursesModule } from './modules/courses/index.ts';
import { engagementModule } from './modules/engagement/index.ts';
import { enrolmentModule } from './modules/enrolment/index.ts';
import { frontendLoggerModule } from './modules/frontend-logger/index.ts';
import { mediaModule } from './modules/media/index.ts';
import { membersModule } from './modules/members/index.ts';
import { notificationsModule } from './modules/notifications/index.ts';
import { organizationsModule } from './modules/organizations/index.ts';
import { permissionsModule } from './modules/permissions/index.ts';
import { progressModule } from './modules/progress/index.ts';
import { reviewsModule } from './modules/reviews/index.ts';
import { specializationsModule } from './modules/specializations/index.ts';
import { supportModule } from './modules/support/index.ts';
import { systemModule } from './modules/system/index.ts';
import { usersModule } from './modules/users/index.ts';
import type { AppModule } from './platform/module.ts';

/**
 * The modules of the app, each by its manifest (platform/module.ts), in the order `buildApp`
 * registers them: their routes, durable listeners and extension points. A new module is added here.
 */
export const appModules: readonly AppModule[] = [
  systemModule,
  authModule,
  usersModule,
  membersModule,
  organizationsModule,
  permissionsModule,
  announcementsModule,
  supportModule,
  frontendLoggerModule,
  courseContentModule,
  progressModule,
  catalogueModule,
  coursesModule,
  enrolmentModule,
  certificatesModule,
  reviewsModule,
  specializationsModule,
  engagementModule,
  mediaModule,
  notificationsModule,
];
