import { type DomainEvent, type DomainEventName, domainEvents } from '@manara/contract';
import type { Db, Tx } from '../db/client.ts';
import type { EventBus } from './bus.ts';
import { type Clock, systemClock } from './clock.ts';
import type { JobQueue } from './jobs.ts';

/** What a service needs to publish an event: `ctx.events` in a request, `deps.events` elsewhere. */
export interface EventPublisher {
  /**
   * Publishes in the transaction `tx` (when given), so that the event exists exactly when the change
   * commits. `at`: what happened takes effect later (an announcement dated tomorrow); its listeners
   * run then, and check that it still holds.
   */
  publish<N extends DomainEventName>(
    name: N,
    payload: DomainEvent<N>,
    tx?: Db | Tx,
    options?: { at?: Date | undefined },
  ): Promise<void>;
}

/**
 * Typed domain events (declared in the contract's `domainEvents`). Publishing writes, in the
 * publisher's transaction, one job per durable listener and one to broadcast the event: so an
 * event exists exactly when its change was committed, each durable listener runs once (in
 * whichever process takes its job, retried until it succeeds), and every process's live
 * listeners (caches, streams) hear it on the bus after the commit.
 */
export interface DomainEvents extends EventPublisher {
  /**
   * Publishes and answers the ids of the jobs written. `heldForCaller`: the caller runs the jobs
   * itself after its commit (`jobs.runNow`); the workers take them only if it has not done so
   * within `HELD_FOR_CALLER_MILLISECONDS` (a process that died in between).
   */
  publishJobs<N extends DomainEventName>(
    name: N,
    payload: DomainEvent<N>,
    tx?: Db | Tx,
    options?: { heldForCaller?: boolean; at?: Date | undefined },
  ): Promise<number[]>;
  /**
   * A durable listener, named uniquely for the event (the listening module's name): it runs at
   * least once for each event, in one process; make it idempotent.
   */
  listen<N extends DomainEventName>(name: N, listener: string, handler: (event: DomainEvent<N>) => Promise<void>): void;
  /** A live listener in this process: hears every event after its commit, at most once, on the bus. */
  hear<N extends DomainEventName>(name: N, handler: (event: DomainEvent<N>) => void): Promise<() => Promise<void>>;
}

const BROADCAST = 'events.broadcast';

/** How long the workers leave the jobs of an event to the request that published it. */
export const HELD_FOR_CALLER_MILLISECONDS = 60_000;

export function createDomainEvents(jobs: JobQueue, bus: EventBus, clock: Clock = systemClock): DomainEvents {
  const listeners = new Map<DomainEventName, string[]>();
  jobs.handle(BROADCAST, async (payload) => {
    const { name, event } = payload as { name: DomainEventName; event: unknown };
    await bus.publish(`event:${name}`, event);
  });
  async function publishJobs<N extends DomainEventName>(
    name: N,
    payload: DomainEvent<N>,
    tx?: Db | Tx,
    options: { heldForCaller?: boolean; at?: Date | undefined } = {},
  ): Promise<number[]> {
    const event = domainEvents[name].parse(payload);
    const organizationId = event.organizationId;
    const now = clock.now().getTime();
    const later = options.at && options.at.getTime() > now ? options.at : undefined;
    const runAt = later ?? (options.heldForCaller ? new Date(now + HELD_FOR_CALLER_MILLISECONDS) : undefined);
    const ids: number[] = [];
    for (const listener of listeners.get(name) ?? []) {
      ids.push(await jobs.enqueue({ kind: `event:${name}:${listener}`, payload: event, organizationId, runAt }, tx));
    }
    ids.push(await jobs.enqueue({ kind: BROADCAST, payload: { name, event }, organizationId, runAt }, tx));
    return ids;
  }
  return {
    async publish(name, payload, tx, options) {
      await publishJobs(name, payload, tx, options);
    },
    publishJobs,
    listen(name, listener, handler) {
      const names = listeners.get(name) ?? [];
      if (names.includes(listener)) throw new Error(`${name} already has a listener named ${listener}`);
      listeners.set(name, [...names, listener]);
      jobs.handle(`event:${name}:${listener}`, (payload) => handler(domainEvents[name].parse(payload) as never));
    },
    hear(name, handler) {
      return bus.subscribe(`event:${name}`, (payload) => handler(domainEvents[name].parse(payload) as never));
    },
  };
}

/**
 * The events of one request. Their jobs are held for the request, which runs them itself as soon
 * as its work is done (`runPublished`, before it answers): the listeners' effects (a certificate
 * issued as the last lesson is finished) are there when the answer arrives, as they were when
 * listeners were called in the request. A job that fails is retried by the workers.
 */
export interface RequestEvents extends EventPublisher {
  /** Runs the jobs of the events published so far (those whose transaction committed); never throws. */
  runPublished(): Promise<void>;
}

export function createRequestEvents(
  events: DomainEvents,
  jobs: JobQueue,
  log: { error(object: object, message: string): void },
  clock: Clock = systemClock,
): RequestEvents {
  let written: number[] = [];
  return {
    async publish(name, payload, tx, options) {
      // An event that takes effect later is the workers' then, not the request's now.
      if (options?.at && options.at.getTime() > clock.now().getTime()) {
        await events.publishJobs(name, payload, tx, { at: options.at });
        return;
      }
      written.push(...(await events.publishJobs(name, payload, tx, { heldForCaller: true })));
    },
    async runPublished() {
      const ids = written;
      written = [];
      if (ids.length === 0) return;
      try {
        await jobs.runNow(ids);
      } catch (error) {
        // The workers run them when their hold ends.
        log.error({ err: error, jobIds: ids }, 'the jobs of the request’s events could not be run now');
      }
    },
  };
}
