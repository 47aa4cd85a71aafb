/**
 * The time, asked of one object the app is given, never of `Date` directly where time decides
 * something (job backoff, expiries): tests move a manual clock instead of sleeping.
 */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** A clock that stands still until told to move, for tests. */
export interface ManualClock extends Clock {
  set(to: Date): void;
  advance(milliseconds: number): void;
}

export function createManualClock(start: Date = new Date()): ManualClock {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    set: (to) => {
      current = to.getTime();
    },
    advance: (milliseconds) => {
      current += milliseconds;
    },
  };
}

/** The real time plus an offset that only grows: time flows, and a test may also jump it ahead. */
export interface ShiftableClock extends Clock {
  advance(milliseconds: number): void;
}

export function createShiftableClock(): ShiftableClock {
  let offset = 0;
  return {
    now: () => new Date(Date.now() + offset),
    advance: (milliseconds) => {
      offset += Math.max(0, milliseconds);
    },
  };
}
