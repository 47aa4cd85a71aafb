import { LRUCache } from 'lru-cache';
import type { Clock } from './clock.ts';

/**
 * Guests' answers, kept whole (issue 11; docs/decisions/performance.md, "Guests' answers, kept
 * whole"), as Discourse's anonymous cache keeps a guest's page. A call whose answer to a guest is the
 * same kept object for every guest who sends the same request (the catalogue's pages, its filter
 * options, a course's overview, the organization's dashboard) names itself in its module's
 * `keptForGuests`. The first guest's request runs the whole route; its answer is kept here by what
 * the request says (organization, language, path and query), and the next guest's identical request
 * is answered from here, before its input is validated, its context built and its access checked
 * again: those steps answered the same a moment ago, and nothing they read has changed since,
 * because every change of what they read forgets everything kept here:
 *
 * - the content (`content_changed`, the same notification that empties the content cache; nothing
 *   is kept while it is not heard);
 * - the organization: its existence, settings and dashboard (`organization.changed`);
 * - who may do what (`identity.changed`): the organization's own permissions.
 *
 * An answer that holds until a time (a catalogue page whose first course expires) is kept until
 * then (`answerHoldsUntil`). As in the other caches, an answer whose reading overlapped a change is
 * not kept. A signed-in caller's request never reads or fills it.
 */
export interface GuestAnswers {
  /** The answer kept for `key` that still holds by `clock`, else undefined. */
  find(key: string, clock: Clock): object | undefined;
  /** For a request that found nothing: keeps its answer under `key`, unless something changed since this call. */
  keeper(key: string): (answer: object) => void;
  /** Forgets every answer (a change of anything they were read from). */
  forget(): void;
  /** While the content's changes are not heard, nothing is kept. */
  setLive(live: boolean): void;
}

/** When kept answers stop holding (ms), for those that do not hold until a change alone. */
const holdsUntil = new WeakMap<object, number>();

/** Says that `answer`, kept for every caller, holds until `until` (ms), or until a change alone (null). */
export function answerHoldsUntil(answer: object, until: number | null): void {
  if (until !== null) holdsUntil.set(answer, until);
}

/** At most this many requests' answers; each is an object its producer keeps as well. */
const MAX_ANSWERS = 500;

export function createGuestAnswers(): GuestAnswers {
  const kept = new LRUCache<string, object>({ max: MAX_ANSWERS });
  let generation = 0;
  let live = true;
  return {
    find(key, clock) {
      const answer = kept.get(key);
      if (answer === undefined) return undefined;
      const until = holdsUntil.get(answer);
      if (until === undefined || clock.now().getTime() < until) return answer;
      kept.delete(key);
      return undefined;
    },
    keeper(key) {
      const since = generation;
      return (answer) => {
        if (live && since === generation) kept.set(key, answer);
      };
    },
    forget() {
      generation++;
      kept.clear();
    },
    setLive(value) {
      live = value;
      generation++;
      kept.clear();
    },
  };
}
