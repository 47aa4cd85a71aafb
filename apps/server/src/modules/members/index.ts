/**
 * Members administration (issue 13): the organization's members for its administrators —
 * list, permission sets, deactivation, approval, forced password resets, invitations, imports.
 *
 * The module's public surface: other modules and the app import this file, never the files
 * behind it (`.dependency-cruiser.cjs`).
 */
export { membersModule } from './members.module.ts';
