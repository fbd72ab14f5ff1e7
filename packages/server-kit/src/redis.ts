/**
 * Redis, when REDIS_URL is set: one connection per process for commands (rate limits, readiness)
 * and one for the content-change subscription. Without REDIS_URL nothing here is used.
 */
import { Redis } from 'ioredis';

/** The channel the CMS publishes content changes on (apps/cms/src/bootstrap/webhooks.ts: the same name). */
export const CONTENT_CHANNEL = 'site:content-changed';

/** What the CMS publishes: the Strapi event and what it was about. */
export interface ContentChange {
  event: string;
  model: string | null;
  uid: string | null;
}

function connect(url: string, name: string): Redis {
  const client = new Redis(url, {
    connectionName: name,
    // A command fails fast while Redis is away (the rate limiter then counts in memory) instead of
    // queueing for ever; the connection keeps retrying in the background.
    maxRetriesPerRequest: 1,
    connectTimeout: 3000,
    retryStrategy: (times) => Math.min(times * 200, 2000),
  });
  // Without a listener an unreachable Redis would be an unhandled 'error' event.
  client.on('error', () => undefined);
  return client;
}

const connections = new Map<string, Redis>();

/** The process's command connection to `url`. */
export function sharedRedis(url: string): Redis {
  let client = connections.get(url);
  if (!client) {
    client = connect(url, `${process.title}-${process.pid}`);
    connections.set(url, client);
  }
  return client;
}

/** Readiness: null when Redis answers PING within `timeoutMs`, else the reason. */
export async function redisProblem(url: string, timeoutMs = 2000): Promise<string | null> {
  const client = sharedRedis(url);
  try {
    const answer = await Promise.race([
      client.ping(),
      new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs).unref()),
    ]);
    return answer === 'PONG' ? null : `Redis answered ${answer}`;
  } catch (error) {
    return `Redis unreachable: ${error instanceof Error ? error.message : String(error)}`;
  }
}

/**
 * Calls `onChange` for every content change published on Redis, and once more after a lost
 * connection comes back (a change may have been published meanwhile). Never throws: while Redis is
 * unreachable it keeps trying; `subscribed` resolves once the subscription holds. `close` ends it.
 */
export function subscribeContentChanges(
  url: string,
  onChange: (change: ContentChange | null) => void,
): { subscribed: Promise<void>; close: () => Promise<void> } {
  const client = connect(url, `${process.title}-${process.pid}-subscriber`);
  let subscribed = false;
  let closed = false;
  client.on('message', (channel: string, message: string) => {
    if (channel !== CONTENT_CHANNEL) return;
    onChange(parseChange(message));
  });
  client.on('ready', () => {
    // ioredis subscribes again by itself after a reconnection.
    if (subscribed) onChange(null);
  });
  const attempt = async (): Promise<void> => {
    while (!closed) {
      try {
        await client.subscribe(CONTENT_CHANNEL);
        subscribed = true;
        return;
      } catch {
        await new Promise((r) => setTimeout(r, 1000).unref());
      }
    }
  };
  return {
    subscribed: attempt(),
    close: async () => {
      closed = true;
      await client.quit().catch(() => client.disconnect());
    },
  };
}

/** Publishes a content change (tests; the CMS publishes with its own client). Resolves with the number of subscribers. */
export function publishContentChange(url: string, change: ContentChange): Promise<number> {
  return sharedRedis(url).publish(CONTENT_CHANNEL, JSON.stringify(change));
}

function parseChange(message: string): ContentChange | null {
  try {
    const value = JSON.parse(message) as Partial<ContentChange> | null;
    if (!value || typeof value.event !== 'string') return null;
    return { event: value.event, model: value.model ?? null, uid: value.uid ?? null };
  } catch {
    return null;
  }
}
