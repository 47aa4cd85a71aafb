import type { IncomingMessage, ServerResponse } from 'node:http';
import { type Language, NOTIFICATION_STREAM_EVENTS, type NotificationStreamEvent } from '@manara/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { decodeJwt } from 'jose';
import type { Db } from '../../db/client.ts';
import type { AppDeps } from '../../platform/app-deps.ts';
import type { Clock } from '../../platform/clock.ts';
import { AppError } from '../../platform/errors.ts';
import { unsafeLiveSessionIds } from '../auth/index.ts';
import type { NotificationTemplateDef } from './notifications.registry.ts';
import { notificationsAfter, unreadCountOf } from './notifications.service.ts';
import {
  type StreamMessage,
  sumPortals,
  toNotification,
  toWire,
  userChannel,
  type WireNotification,
} from './notifications.view.ts';

/** How many missed notifications a reconnecting stream is sent; more are read from the lists. */
const REPLAY_LIMIT = 500;
/** A client that reads slower than this much buffered output is dropped; it reconnects and replays. */
const MAX_BUFFERED_BYTES = 1_000_000;

interface Stream {
  orgId: number;
  userId: number;
  sessionId: number;
  language: Language;
  portals: readonly number[] | undefined;
  /** When the access token it was opened with expires: the stream ends then. */
  expiresAt: number;
  /** Live messages that arrived while the replay was read. */
  pending: StreamMessage[] | null;
  lastId: number;
  raw: ServerResponse;
}

export interface StreamQuery {
  userId: number;
  token: string;
  language?: Language | undefined;
  portals?: readonly number[] | undefined;
  lastEventId?: number | undefined;
}

export interface StreamHub {
  open(request: FastifyRequest, reply: FastifyReply, query: StreamQuery): Promise<FastifyReply>;
  /** Keep-alive comments to every stream, and the end of those whose session or token ended. */
  sweep(): Promise<void>;
  /** Streams open in this process. */
  size(): number;
  /** Users whose channel this process listens to. */
  listenedUsers(): number;
  close(): Promise<void>;
}

type HubDeps = Pick<AppDeps, 'db' | 'bus' | 'tokens' | 'sessions' | 'clock' | 'config'>;

/**
 * The live streams of one process (`GET sse`). Each user's channel on the bus is listened to
 * while, and only while, one of their streams is open here (with Redis: one SUBSCRIBE per user
 * on the process's one subscriber connection), so every process hears what any process publishes.
 */
export function createStreamHub(deps: HubDeps, templates: ReadonlyMap<number, NotificationTemplateDef>): StreamHub {
  const streams = new Set<Stream>();
  const channels = new Map<string, { streams: Set<Stream>; unsubscribe: Promise<() => Promise<void>> }>();

  function write(stream: Stream, chunk: string): void {
    if (stream.raw.writableEnded || stream.raw.destroyed) return;
    if (stream.raw.writableLength > MAX_BUFFERED_BYTES) {
      void end(stream);
      return;
    }
    stream.raw.write(chunk);
  }

  function sendUnread(stream: Stream, unreadCount: number): void {
    const event: NotificationStreamEvent = { notification: null, unreadCount };
    write(stream, `event: ${NOTIFICATION_STREAM_EVENTS.unread}\ndata: ${JSON.stringify(event)}\n\n`);
  }

  function send(stream: Stream, message: StreamMessage): void {
    const unreadCount = sumPortals(message.unread, stream.portals);
    if (message.kind === 'unread') sendUnread(stream, unreadCount);
    else sendNotification(stream, message.notification, unreadCount);
  }

  function sendNotification(stream: Stream, wire: WireNotification, unreadCount: number): void {
    if (wire.id <= stream.lastId) return;
    if (stream.portals && !stream.portals.includes(wire.portal)) return;
    stream.lastId = wire.id;
    const event: NotificationStreamEvent = {
      notification: toNotification(wire, templates, stream.language),
      unreadCount,
    };
    write(
      stream,
      `id: ${wire.id}\nevent: ${NOTIFICATION_STREAM_EVENTS.notification}\ndata: ${JSON.stringify(event)}\n\n`,
    );
  }

  function listen(stream: Stream): void {
    const channel = userChannel(stream.orgId, stream.userId);
    let entry = channels.get(channel);
    if (!entry) {
      const members = new Set<Stream>();
      entry = {
        streams: members,
        unsubscribe: deps.bus.subscribe(channel, (payload) => {
          const message = payload as StreamMessage;
          for (const s of members) {
            if (s.pending) s.pending.push(message);
            else send(s, message);
          }
        }),
      };
      channels.set(channel, entry);
    }
    entry.streams.add(stream);
  }

  async function unlisten(stream: Stream): Promise<void> {
    const channel = userChannel(stream.orgId, stream.userId);
    const entry = channels.get(channel);
    if (!entry) return;
    entry.streams.delete(stream);
    if (entry.streams.size > 0) return;
    channels.delete(channel);
    const unsubscribe = await entry.unsubscribe;
    await unsubscribe();
  }

  function end(stream: Stream): Promise<void> {
    if (!streams.delete(stream)) return Promise.resolve();
    if (!stream.raw.writableEnded) stream.raw.end();
    return unlisten(stream).catch(() => undefined);
  }

  return {
    async open(request, reply, query) {
      const claims = await deps.tokens.verifyAccess(query.token);
      if (!claims || claims.userId !== query.userId) throw new AppError('auth-006');
      const user = await deps.sessions.findSessionUser(claims.userId, claims.orgId, claims.sessionId);
      if (!user?.membership || user.deactivatedAt) throw new AppError('auth-006');
      const exp = decodeJwt(query.token).exp ?? 0;
      const header = request.headers['last-event-id'];
      const fromHeader = typeof header === 'string' && /^\d{1,10}$/.test(header) ? Number(header) : undefined;
      const lastEventId = fromHeader ?? query.lastEventId;

      reply.hijack();
      const raw = reply.raw;
      raw.writeHead(200, {
        ...(reply.getHeaders() as Record<string, string>),
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store, no-transform',
        connection: 'keep-alive',
        // Proxies (nginx) must pass each event on at once.
        'x-accel-buffering': 'no',
      });
      raw.socket?.setNoDelay(true);
      const stream: Stream = {
        orgId: claims.orgId,
        userId: claims.userId,
        sessionId: claims.sessionId,
        language: query.language ?? user.preferredLanguage,
        portals: query.portals,
        expiresAt: exp * 1000,
        pending: [],
        lastId: lastEventId ?? 0,
        raw,
      };
      streams.add(stream);
      (request.raw as IncomingMessage).on('close', () => void end(stream));
      raw.on('close', () => void end(stream));
      raw.write(`retry: 3000\n\n`);
      // Listen first, then read what was missed: nothing published in between is lost (the
      // messages wait in `pending`, and ids already sent are skipped).
      listen(stream);
      try {
        const missed =
          lastEventId === undefined
            ? []
            : await notificationsAfter(deps.db, stream.orgId, stream.userId, lastEventId, stream.portals, REPLAY_LIMIT);
        const unreadCount = await unreadCountOf(deps.db, stream.orgId, stream.userId, stream.portals);
        for (const row of missed) sendNotification(stream, toWire(row), unreadCount);
        // The badge is right from the first moment, also when nothing was missed.
        if (missed.length === 0) sendUnread(stream, unreadCount);
      } catch (error) {
        request.log.error({ err: error }, 'notification stream replay failed');
        await end(stream);
        return reply;
      }
      const pending = stream.pending ?? [];
      stream.pending = null;
      for (const message of pending) send(stream, message);
      return reply;
    },

    async sweep() {
      const now = deps.clock.now().getTime();
      for (const stream of [...streams]) {
        if (stream.expiresAt <= now) await end(stream);
        else write(stream, ': keep-alive\n\n');
      }
      const sessionIds = [...new Set([...streams].map((s) => s.sessionId))];
      if (sessionIds.length === 0) return;
      const live = await unsafeLiveSessions(deps, sessionIds);
      for (const stream of [...streams]) if (!live.has(stream.sessionId)) await end(stream);
    },

    size: () => streams.size,
    listenedUsers: () => channels.size,

    async close() {
      await Promise.all([...streams].map((stream) => end(stream)));
    },
  };
}

/**
 * Which of these sessions are still live (not revoked, not expired). Unsafe: by session ids alone,
 * those of the streams this process holds, of every organization.
 */
async function unsafeLiveSessions(deps: { db: Db; clock: Clock }, sessionIds: readonly number[]): Promise<Set<number>> {
  const live = new Set<number>();
  for (let i = 0; i < sessionIds.length; i += 5_000) {
    for (const id of await unsafeLiveSessionIds(deps.db, deps.clock.now(), sessionIds.slice(i, i + 5_000))) {
      live.add(id);
    }
  }
  return live;
}
