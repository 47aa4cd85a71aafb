/** A server-sent event as a test reads it. */
export interface ReceivedEvent {
  id: string | undefined;
  event: string;
  data: { notification: { id: number; text: string } | null; unreadCount: number };
}

/**
 * Opens `GET sse` over real HTTP and reads its events one by one, as a browser's EventSource
 * would (Node has none): `next()` waits for the next event, `ended` settles when the server
 * closes the stream.
 */
export async function openStream(url: string, headers: Record<string, string> = {}) {
  const controller = new AbortController();
  const response = await fetch(url, { headers, signal: controller.signal });
  const queue: ReceivedEvent[] = [];
  const waiting: ((event: ReceivedEvent | null) => void)[] = [];
  let isEnded = false;
  let resolveEnded: () => void = () => undefined;
  const ended = new Promise<void>((resolve) => {
    resolveEnded = resolve;
  });
  function push(event: ReceivedEvent | null) {
    const waiter = waiting.shift();
    if (waiter) waiter(event);
    else if (event) queue.push(event);
  }
  async function read() {
    if (!response.body) return;
    const reader = response.body.getReader();
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        buffer += decoder.decode(value, { stream: true });
        let cut = buffer.indexOf('\n\n');
        while (cut >= 0) {
          const block = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          const fields = new Map<string, string>();
          for (const line of block.split('\n')) {
            if (line.startsWith(':')) continue;
            const at = line.indexOf(':');
            if (at > 0) fields.set(line.slice(0, at), line.slice(at + 1).trimStart());
          }
          const data = fields.get('data');
          if (data !== undefined) {
            push({ id: fields.get('id'), event: fields.get('event') ?? 'message', data: JSON.parse(data) });
          }
          cut = buffer.indexOf('\n\n');
        }
      }
    } catch {
      // Aborted by the test.
    }
    isEnded = true;
    resolveEnded();
    while (waiting.length > 0) push(null);
  }
  void read();
  return {
    status: response.status,
    response,
    ended,
    /** The next event; null once the stream has ended. */
    next(): Promise<ReceivedEvent | null> {
      const event = queue.shift();
      if (event) return Promise.resolve(event);
      if (isEnded) return Promise.resolve(null);
      return new Promise((resolve) => waiting.push(resolve));
    },
    close() {
      controller.abort();
    },
  };
}
