import { NOTIFICATION_STREAM_EVENTS, type NotificationStreamEvent } from '@manara/contract';

/** A stream event as every tab of the browser hears it. */
export interface LiveEvent {
  type: 'notification' | 'unread-count';
  id: string | null;
  data: NotificationStreamEvent;
}

/** What the browser gives; tests hand in their own. */
export interface StreamEnvironment {
  locks: LockManager | undefined;
  createEventSource(url: string): EventSource;
  createChannel(name: string): BroadcastChannel | null;
  random(): number;
}

const browser: StreamEnvironment = {
  locks: globalThis.navigator?.locks,
  createEventSource: (url) => new EventSource(url),
  createChannel: (name) => (typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(name)),
  random: Math.random,
};

/** Reconnection waits 1 s, 2 s, 4 s, … up to 30 s, with jitter, and starts again from 1 s once connected. */
export function reconnectDelay(attempt: number, random: () => number = Math.random): number {
  const base = Math.min(30_000, 1_000 * 2 ** attempt);
  return Math.round(base * (0.5 + random() / 2));
}

export interface StreamOptions {
  userId: number;
  orgId: number;
  /** The current access token (it changes on refresh); null when signed out. */
  getToken(): string | null;
  /** `portals` of the stream, as the bell counts them. */
  portals: string;
  onEvent(event: LiveEvent): void;
  env?: Partial<StreamEnvironment>;
}

/**
 * One live stream per browser, not per tab (a browser allows six connections to a host over
 * HTTP/1.1): the tabs of one user ask for one Web Lock; the tab that holds it (the leader) opens
 * `GET sse` and passes every event to the other tabs through a BroadcastChannel. When the leader
 * closes, another tab gets the lock and takes over from the last event id. A lost connection is
 * opened again with backoff, with the current token and the last event id (the server replays
 * what was missed). Answers the function that stops it (sign-out, another user).
 */
export function startNotificationStream(options: StreamOptions): () => void {
  const env = { ...browser, ...options.env };
  const name = `manara-notifications:${options.orgId}:${options.userId}`;
  const channel = env.createChannel(name);
  const abort = new AbortController();
  let stopped = false;
  let source: EventSource | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let attempt = 0;
  let lastEventId: string | null = null;
  let releaseLeadership: () => void = () => undefined;

  if (channel) {
    channel.onmessage = (message: MessageEvent<LiveEvent>) => {
      if (message.data.id) lastEventId = message.data.id;
      options.onEvent(message.data);
    };
  }

  function deliver(type: LiveEvent['type']) {
    return (message: MessageEvent<string>) => {
      if (message.lastEventId) lastEventId = message.lastEventId;
      const event: LiveEvent = { type, id: message.lastEventId || null, data: JSON.parse(message.data) };
      options.onEvent(event);
      channel?.postMessage(event);
    };
  }

  function connect(): void {
    if (stopped) return;
    const token = options.getToken();
    if (!token) return;
    const query = new URLSearchParams({ userId: String(options.userId), token, portals: options.portals });
    if (lastEventId) query.set('lastEventId', lastEventId);
    const opened = env.createEventSource(`/api/sse?${query}`);
    source = opened;
    opened.onopen = () => {
      attempt = 0;
    };
    opened.addEventListener(NOTIFICATION_STREAM_EVENTS.notification, deliver('notification') as EventListener);
    opened.addEventListener(NOTIFICATION_STREAM_EVENTS.unread, deliver('unread-count') as EventListener);
    // The server ends a stream when its token expires: open it again ourselves, with the new token.
    opened.onerror = () => {
      opened.close();
      if (source === opened) source = null;
      if (stopped) return;
      timer = setTimeout(connect, reconnectDelay(attempt, env.random));
      attempt += 1;
    };
  }

  if (env.locks) {
    env.locks
      .request(name, { signal: abort.signal }, () => {
        if (stopped) return undefined;
        connect();
        // Held until this tab stops (signs out, closes): then another tab leads.
        return new Promise<void>((resolve) => {
          releaseLeadership = resolve;
        });
      })
      .catch(() => undefined);
  } else {
    // No Web Locks: every tab holds its own stream.
    connect();
  }

  return () => {
    stopped = true;
    clearTimeout(timer);
    source?.close();
    source = null;
    releaseLeadership();
    abort.abort();
    channel?.close();
  };
}
