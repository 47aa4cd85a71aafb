/**
 * The media usage registry (`mediaUses`): every column of the schema that points at files is
 * declared by the module that owns it, a declared public use is what makes a file public, and
 * `requireMediaAttachable` — the check of every write that points a column at a file — answers
 * the same for every module's uses.
 */
import { defineCall, getMedia, NoContent, signedIn } from '@manara/contract';
import { eq, is } from 'drizzle-orm';
import { integer, PgDialect, PgTable, pgTable, serial } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { appModules } from '../../app-modules.ts';
import * as schema from '../../db/schema.ts';
import { collectExtensions, defineModule } from '../../platform/module.ts';
import { createTestApp, errorCodeOf, ok, type TestApp } from '../../test/app.ts';
import { buildCourse } from '../../test/course-factories.ts';
import { buildOrg, buildSignedInMember } from '../../test/factories.ts';
import { buildMedia } from '../../test/media-factories.ts';
import { certificateTemplates } from '../certificates/certificates.tables.ts';
import { courseSubsections, subsectionAttachments } from '../course-content/course-content.tables.ts';
import { courses } from '../courses/courses.tables.ts';
import { organizations, organizationTerms, terminologyKeys } from '../organizations/organizations.tables.ts';
import { specializations } from '../specializations/specializations.tables.ts';
import { users } from '../users/users.tables.ts';
import { requireMediaAttachable } from './media.access.ts';
import { media } from './media.tables.ts';
import {
  checkMediaUses,
  columnLabel,
  isPublicMedia,
  type MediaUses,
  mediaColumnsOf,
  publicMediaQuery,
} from './media.uses.ts';

type Org = Awaited<ReturnType<typeof buildOrg>>;
type Member = { id: number; token: string; orgId: number };

/** The app's registry, as the media module reads it. */
const uses: MediaUses = collectExtensions(appModules).list('mediaUses');

/** `table.column` of every column of `tables` that references `media.id`. */
function columnsPointingAtMedia(tables: readonly PgTable[]): string[] {
  return tables.flatMap((table) => mediaColumnsOf(table).map(columnLabel)).sort();
}

/** The columns that point at files without a module saying what that does to them. */
function undeclaredColumns(tables: readonly PgTable[], registry: MediaUses): string[] {
  const declared = new Set(registry.flatMap((use) => use.columns.map(columnLabel)));
  return columnsPointingAtMedia(tables).filter((label) => !declared.has(label));
}

const schemaTables: PgTable[] = (Object.values(schema) as unknown[]).filter((value): value is PgTable =>
  is(value, PgTable),
);

describe('the registry is complete', () => {
  it('declares every column of the schema that references media.id, each once', () => {
    expect(undeclaredColumns(schemaTables, uses)).toEqual([]);
    const declared = uses.flatMap((use) => use.columns.map(columnLabel));
    expect(declared.sort()).toEqual(columnsPointingAtMedia(schemaTables));
    // Every declared column is one the schema has, in a table the schema lists.
    expect(() => checkMediaUses(uses)).not.toThrow();
    for (const use of uses) expect(schemaTables, use.name).toContain(use.table);
  });

  it('catches a new table that points at files without declaring it', () => {
    const probe = pgTable('probe_files', {
      id: serial('id').primaryKey(),
      fileId: integer('file_id').references(() => media.id),
    });
    expect(undeclaredColumns([...schemaTables, probe], uses)).toEqual(['probe_files.file_id']);
    const declaring = [
      ...uses,
      { name: 'probe', table: probe, columns: [probe.fileId], access: 'restricted' as const },
    ];
    expect(undeclaredColumns([...schemaTables, probe], declaring)).toEqual([]);
  });

  it('refuses declarations that name a column not pointing at files, or a name twice', () => {
    const [first] = uses;
    if (!first) throw new Error('no media uses');
    expect(() => checkMediaUses([{ ...first, name: 'wrong', table: courses, columns: [courses.categoryId] }])).toThrow(
      /courses.category_id is not a column of its table that references media.id/,
    );
    expect(() => checkMediaUses([{ ...first, table: courses, columns: [users.profileImageId] }])).toThrow(
      /not a column of its table/,
    );
    expect(() => checkMediaUses([first, first])).toThrow(/two media uses are named/);
  });
});

/** A call only these tests have: points nothing at the file, but asks the one check a write asks. */
const probeAttach = defineCall({
  method: 'POST',
  path: '/test/media-attach',
  summary: 'Asks requireMediaAttachable for a use of the registry (tests only).',
  tags: ['test'],
  access: signedIn,
  body: z.object({ use: z.string(), mediaId: z.number().int() }),
  response: NoContent,
  status: 204,
  errors: ['common-002', 'media-009'],
});

const probeModule = defineModule({
  name: 'media-attach-probe',
  calls: { probeAttach },
  handlers: (deps) => ({
    probeAttach: async (ctx, { body }) => {
      const use = deps.extensions.list('mediaUses').find((u) => u.name === body.use);
      if (!use) throw new Error(`no media use ${body.use}`);
      await requireMediaAttachable(deps, ctx, use, [{ id: body.mediaId }]);
      return null;
    },
  }),
});

let t: TestApp;
let org: Org;
let admin: Member;
let uploader: Member;
let instructor: Member;

beforeAll(async () => {
  t = await createTestApp({}, { modules: [...appModules, probeModule] });
  org = await buildOrg(t.db);
  admin = await buildSignedInMember(t, org, 'organization_admin');
  uploader = await buildSignedInMember(t, org, 'instructor');
  instructor = await buildSignedInMember(t, org, 'instructor');
});
afterAll(() => t?.close());

/**
 * Points one declared column of each module at a file, as that module's own writes would: keyed
 * by `table.column`, one for every column of the registry (a new use needs its line here).
 */
const pointAt: Record<string, (mediaId: number) => Promise<unknown>> = {
  'courses.cover_image_id': async (id) => buildCourse(t.db, org.id, { course: { coverImageId: id } }),
  'courses.introductory_video_id': async (id) =>
    buildCourse(t.db, org.id, { course: { introductoryVideoId: id, isPublished: false } }),
  'organizations.logo_id': (id) => t.db.update(organizations).set({ logoId: id }).where(eq(organizations.id, org.id)),
  'organizations.icon_id': (id) => t.db.update(organizations).set({ iconId: id }).where(eq(organizations.id, org.id)),
  'organizations.certificate_icon_id': (id) =>
    t.db.update(organizations).set({ certificateIconId: id }).where(eq(organizations.id, org.id)),
  'organization_terms.media_id': async (id) => {
    const [key] = await t.db.select().from(terminologyKeys).limit(1);
    await t.db
      .insert(organizationTerms)
      .values({ organizationId: org.id, terminologyKeyId: key?.id as number, language: 'en', mediaId: id })
      .onConflictDoUpdate({
        target: [organizationTerms.organizationId, organizationTerms.terminologyKeyId, organizationTerms.language],
        set: { mediaId: id },
      });
  },
  'users.profile_image_id': (id) => t.db.update(users).set({ profileImageId: id }).where(eq(users.id, admin.id)),
  'users.cover_image_id': (id) => t.db.update(users).set({ coverImageId: id }).where(eq(users.id, admin.id)),
  'specializations.cover_image_id': (id) =>
    t.db.insert(specializations).values({ organizationId: org.id, name: 'Path', coverImageId: id }),
  'certificate_templates.media_id': (id) =>
    t.db.insert(certificateTemplates).values({ organizationId: org.id, name: 'Template', mediaId: id }),
  'course_subsections.video_media_id': async (id) => {
    const course = await buildCourse(t.db, org.id, { sections: [1] });
    const lessonId = course.sections[0]?.subsectionIds[0] as number;
    await t.db.update(courseSubsections).set({ videoMediaId: id }).where(eq(courseSubsections.id, lessonId));
  },
  'subsection_attachments.media_id': async (id) => {
    const course = await buildCourse(t.db, org.id, { sections: [1] });
    await t.db
      .insert(subsectionAttachments)
      .values({ subsectionId: course.sections[0]?.subsectionIds[0] as number, mediaId: id });
  },
};

/** Every declared column, with the use that declares it. */
const declaredColumns = uses.flatMap((use) => use.columns.map((column) => ({ use, label: columnLabel(column) })));

/** Opens a file's URL as a browser does for someone not signed in. */
function openAnonymously(mediaId: number) {
  return t.app.inject({ method: 'GET', url: `/api/media/${mediaId}/file` });
}

/** A published file of the organization uploaded by `uploader`, with its bytes in storage. */
function uploadedFile() {
  return buildMedia(t.db, org.id, { uploadedById: uploader.id, storage: t.deps.storage });
}

describe("each module's declared use decides whether a file is public", () => {
  it('has a way to point every declared column at a file', () => {
    expect(Object.keys(pointAt).sort()).toEqual(declaredColumns.map((c) => c.label).sort());
  });

  it.each(declaredColumns.map((c) => [c.label, c] as const))('%s', async (_label, { use, label }) => {
    const file = await uploadedFile();
    expect(await isPublicMedia(t.db, uses, file.id)).toBe(false);
    await pointAt[label]?.(file.id);
    const isPublic = use.access === 'public';
    expect(await isPublicMedia(t.db, uses, file.id)).toBe(isPublic);
    // Without the module's declaration, nothing else would make this file public.
    expect(
      await isPublicMedia(
        t.db,
        uses.filter((u) => u !== use),
        file.id,
      ),
    ).toBe(false);
    const opened = await openAnonymously(file.id);
    expect(opened.statusCode).toBe(isPublic ? 200 : 403);
    if (!isPublic) expect(opened.json().errorCode).toBe('media-004');
  });

  it('makes a file public when it becomes a specialization cover, not before, and not once deleted', async () => {
    const file = await uploadedFile();
    const before = await t.request(getMedia, {
      params: { mediaId: file.id },
      as: { orgId: org.id, token: uploader.token },
    });
    expect(ok(before).isPublic).toBe(false);
    const [path] = await t.db
      .insert(specializations)
      .values({ organizationId: org.id, name: 'Leadership', coverImageId: file.id })
      .returning();
    const after = await t.request(getMedia, {
      params: { mediaId: file.id },
      as: { orgId: org.id, token: uploader.token },
    });
    expect(after.body).toMatchObject({ isPublic: true, downloadUrl: file.url });
    expect((await openAnonymously(file.id)).statusCode).toBe(200);

    await t.db
      .update(specializations)
      .set({ isDeleted: true })
      .where(eq(specializations.id, path?.id as number));
    expect(await isPublicMedia(t.db, uses, file.id)).toBe(false);
  });

  it("keeps a deleted course's cover private, and an unpublished file closed wherever it is used", async () => {
    const cover = await uploadedFile();
    await buildCourse(t.db, org.id, { course: { coverImageId: cover.id, isDeleted: true } });
    expect(await isPublicMedia(t.db, uses, cover.id)).toBe(false);

    const hidden = await buildMedia(t.db, org.id, { uploadedById: uploader.id, isPublished: false });
    await t.db.update(users).set({ profileImageId: hidden.id }).where(eq(users.id, uploader.id));
    expect((await openAnonymously(hidden.id)).statusCode).toBe(403);
  });

  it('asks the public question in one statement built from the declared identifiers', () => {
    const query = publicMediaQuery(uses, 42);
    if (!query) throw new Error('no public use');
    const { sql: text, params } = new PgDialect().sqlToQuery(query);
    // One `exists` per public use, on the quoted table and columns; the id only ever a parameter.
    expect(text.match(/exists \(select 1 from /g)).toHaveLength(uses.filter((u) => u.access === 'public').length);
    expect(text).toContain('exists (select 1 from "specializations" where ("specializations"."cover_image_id" = $');
    expect(text).toContain('"courses"."is_deleted" = $');
    expect(text).not.toContain('42');
    expect(params).toContain(42);
    expect(text).not.toMatch(/course_subsections|subsection_attachments/);
    expect(
      publicMediaQuery(
        uses.filter((u) => u.access === 'restricted'),
        42,
      ),
    ).toBeNull();
  });
});

describe("requireMediaAttachable answers the same for every module's uses", () => {
  /** Asks the check, as a write of `use` would, for `member`. */
  async function attach(use: string, mediaId: number, member: Member) {
    return t.request(probeAttach, { body: { use, mediaId }, as: { orgId: org.id, token: member.token } });
  }

  it.each(uses.map((use) => [use.name, use] as const))('%s', async (name, use) => {
    // The uploader may use their own file, published or not; an administrator any file.
    const own = await buildMedia(t.db, org.id, { uploadedById: instructor.id, isPublished: false });
    expect((await attach(name, own.id, instructor)).status).toBe(204);
    const theirs = await uploadedFile();
    expect((await attach(name, theirs.id, admin)).status).toBe(204);

    // Another member's private file: the caller cannot even open it, so it is not found.
    const hidden = await attach(name, theirs.id, instructor);
    expect(hidden.status).toBe(404);
    expect(errorCodeOf(hidden)).toBe('common-002');

    // A file already public may take another public place, never a restricted one (its
    // learners would keep it when the public use goes).
    const published = await uploadedFile();
    await pointAt['specializations.cover_image_id']?.(published.id);
    const reused = await attach(name, published.id, instructor);
    if (use.access === 'public') {
      expect(reused.status).toBe(204);
    } else {
      expect(reused.status).toBe(403);
      expect(errorCodeOf(reused)).toBe('media-009');
    }

    // Another organization's file does not exist here.
    const foreign = await buildMedia(t.db, (await buildOrg(t.db)).id);
    expect((await attach(name, foreign.id, admin)).status).toBe(404);
  });
});
