import { LRUCache } from 'lru-cache';
import type { ChannelHandlers, NotifyChannel } from '../db/client.ts';

/**
 * What learners read of the organizations' content (course cards, catalogue pages and filter
 * options, course overviews), kept in this process's memory, and, per member, which courses they
 * enrolled in and wishlisted. Nothing is kept for a time: the database says when to forget. A
 * trigger on each table the content is built from notifies `content_changed` (everything is
 * forgotten), and one on enrolments and the wishlist notifies `viewer_changed` with the member
 * (their courses are forgotten), when the writing transaction commits, whoever wrote it and in
 * whichever process (migration `content-changes`, docs/decisions/performance.md).
 *
 * A value is kept only if no change was announced while it was read, so a read that overlapped a
 * write never outlives it; while the database's notifications cannot be heard (a PostgreSQL
 * listening connection that dropped), nothing is kept and everything is read.
 */
export interface ContentCache {
  /**
   * The kept value of `key`, else `load()`'s (kept if nothing changed meanwhile). `fresh` tells
   * whether a kept value still holds (one that depends on the time); one that does not is read again.
   */
  read<T extends object>(key: string, load: () => Promise<T>, fresh?: (value: T) => boolean): Promise<T>;
  /**
   * The kept values of `keys` (undefined where none), and `keep` for the values of the others,
   * read after this call: it keeps them only if nothing changed since.
   */
  lookup<T extends object>(keys: readonly string[]): { found: (T | undefined)[]; keep(key: string, value: T): void };
  /** The member's courses in the organization (enrolled, wishlisted), kept until a change of theirs. */
  viewer(orgId: number, userId: number, load: () => Promise<ViewerCourses>): Promise<ViewerCourses>;
  /**
   * A page of the member's own courses (`page` names the call, language and query), kept until a
   * change of theirs (an enrolment's row, the wishlist) or of the content.
   */
  memberPage<T extends object>(orgId: number, userId: number, page: string, load: () => Promise<T>): Promise<T>;
  /** The database's notifications (`Database.listen`), by channel. */
  readonly handlers: Readonly<Record<NotifyChannel, ChannelHandlers>>;
}

export interface ViewerCourses {
  enrolled: ReadonlySet<number>;
  wishlisted: ReadonlySet<number>;
}

/** An LRU of reads that a change forgets, never kept when it overlapped one. */
function keptReads(options: { maxSize: number; size: (value: object) => number }) {
  const kept = new LRUCache<string, object>({ maxSize: options.maxSize, sizeCalculation: options.size });
  let generation = 0;
  let live = true;
  const keeper = (since: number) => (key: string, value: object) => {
    if (live && since === generation) kept.set(key, value);
  };
  return {
    async read<T extends object>(key: string, load: () => Promise<T>, fresh?: (value: T) => boolean): Promise<T> {
      const found = kept.get(key) as T | undefined;
      if (found !== undefined && (fresh === undefined || fresh(found))) return found;
      const keep = keeper(generation);
      const value = await load();
      keep(key, value);
      return value;
    },
    lookup<T extends object>(keys: readonly string[]) {
      return { found: keys.map((key) => kept.get(key) as T | undefined), keep: keeper(generation) };
    },
    /** Forgets `key`, or everything; reads in flight are not kept either way. */
    forget(key?: string) {
      generation++;
      if (key === undefined) kept.clear();
      else kept.delete(key);
    },
    setLive(value: boolean) {
      live = value;
      generation++;
      kept.clear();
    },
  };
}

/** At most this many pages a member keeps (searches, filters, pages); more start the member's list again. */
const PAGES_PER_MEMBER = 16;

/**
 * A member's kept page (`page` of `member`), else `load()`'s, kept beside the member's other pages
 * if no change was announced meanwhile (their pages are one kept value, forgotten together).
 */
async function readMemberPage<T extends object>(
  pages: ReturnType<typeof keptReads>,
  member: string,
  page: string,
  load: () => Promise<T>,
): Promise<T> {
  const { found, keep } = pages.lookup<Map<string, object>>([member]);
  const kept = found[0];
  const hit = kept?.get(page) as T | undefined;
  if (hit !== undefined) return hit;
  const value = await load();
  const next = new Map(kept && kept.size < PAGES_PER_MEMBER ? kept : []);
  next.set(page, value);
  keep(member, next);
  return value;
}

/** What a channel's notifications do to each of `reads`: `forget(payload)`; while not heard, keep nothing. */
function channel(reads: readonly Pick<Forgetting, 'setLive'>[], forget: (payload: string) => void): ChannelHandlers {
  const setLive = (value: boolean) => {
    for (const r of reads) r.setLive(value);
  };
  return { heard: forget, down: () => setLive(false), up: () => setLive(true) };
}

/** What forgets everything at a change and keeps nothing while changes are not heard. */
interface Forgetting {
  forget(): void;
  setLive(value: boolean): void;
}

/** `alsoForgets`: what is read from the content as well (platform/guest-answers.ts), forgotten with it. */
export function createContentCache(options: { alsoForgets?: Forgetting } = {}): ContentCache {
  const also = options.alsoForgets ? [options.alsoForgets] : [];
  // About 32 MB of JSON text for the content, and 20,000 members' courses.
  const content = keptReads({ maxSize: 32 * 1024 * 1024, size: (value) => Math.max(1, JSON.stringify(value).length) });
  const viewers = keptReads({ maxSize: 20_000, size: () => 1 });
  // A member's pages show the content (cards, what is published) and their own rows: either change forgets them.
  const memberPages = keptReads({ maxSize: 5_000, size: () => 1 });
  return {
    read: content.read,
    lookup: content.lookup,
    viewer: (orgId, userId, load) => viewers.read(`${orgId}:${userId}`, load),
    memberPage: (orgId, userId, page, load) => readMemberPage(memberPages, `${orgId}:${userId}`, page, load),
    handlers: {
      content_changed: channel([content, memberPages, ...also], () => {
        content.forget();
        memberPages.forget();
        for (const other of also) other.forget();
      }),
      viewer_changed: channel([viewers, memberPages], (payload) => {
        const member = payload === '*' ? undefined : payload;
        viewers.forget(member);
        memberPages.forget(member);
      }),
    },
  };
}
