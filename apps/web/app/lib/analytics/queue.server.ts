/**
 * The site server's batch of events on their way to the CMS (docs/decisions/0041): the collection
 * endpoint answers as soon as an event is queued here; every ANALYTICS_FLUSH_MS (or at once when
 * ANALYTICS_BATCH_MAX are waiting) one POST stores up to ANALYTICS_BATCH_MAX events (and 200 KB) in
 * the CMS's database. A failed POST keeps its events for the next try (each event carries its id, so a batch
 * the CMS stored but whose answer was lost is not stored twice); past ANALYTICS_QUEUE_MAX waiting
 * events the oldest are dropped (logged): measurement never holds memory the pages need. A server
 * shutting down stores what is still waiting before it exits (`settleAnalytics`).
 */
import { env } from '~/config/env.server';

/** One event as the CMS stores it (apps/cms/src/analytics/store.ts; '' when unknown). */
export interface OutgoingEvent {
  event_id: string;
  at: number;
  type: 'pageview' | 'contact' | 'lead' | 'document' | 'chat_open' | 'chat_answered' | 'chat_unanswered' | 'vital';
  page: string;
  lang: string;
  entry: boolean;
  referrer: string;
  utm_source: string;
  utm_medium: string;
  utm_campaign: string;
  utm_term: string;
  utm_content: string;
  landing: string;
  device: string;
  country: string;
  visitor: string;
  detail: string;
  metric: string;
  value: number | null;
  rating: string;
}

/** An event's fields all empty: each kind of event fills in its own. */
export const blankEvent = (): Omit<OutgoingEvent, 'event_id' | 'at' | 'type'> => ({
  page: '',
  lang: '',
  entry: false,
  referrer: '',
  utm_source: '',
  utm_medium: '',
  utm_campaign: '',
  utm_term: '',
  utm_content: '',
  landing: '',
  device: '',
  country: '',
  visitor: '',
  detail: '',
  metric: '',
  value: null,
  rating: '',
});

const INGEST_PATH = '/api/site-analytics/events';
/** The CMS takes JSON bodies up to 256 KB (apps/cms/config/middlewares.ts): a batch stays under 200 KB. */
const BATCH_MAX_BYTES = 200_000;

/** How many of the first events fit in one batch (at least one: a single event is under 2 KB). */
export function batchLength(events: readonly OutgoingEvent[], maxEvents: number, maxBytes = BATCH_MAX_BYTES): number {
  let bytes = 20;
  let n = 0;
  while (n < events.length && n < maxEvents) {
    bytes += Buffer.byteLength(JSON.stringify(events[n])) + 1;
    if (bytes > maxBytes && n > 0) break;
    n++;
  }
  return n;
}

interface Queue {
  events: OutgoingEvent[];
  timer: NodeJS.Timeout | null;
  running: Promise<void> | null;
  failures: number;
  dropped: number;
}

const state: Queue = { events: [], timer: null, running: null, failures: 0, dropped: 0 };

/** Queues events for the CMS. */
export function enqueue(events: OutgoingEvent[]): void {
  const q = state;
  const { ANALYTICS_BATCH_MAX, ANALYTICS_QUEUE_MAX } = env();
  q.events.push(...events);
  const over = q.events.length - ANALYTICS_QUEUE_MAX;
  if (over > 0) {
    q.events.splice(0, over);
    q.dropped += over;
    if (q.dropped === over || q.dropped % 10_000 < over) console.warn(`[analytics] queue full: ${q.dropped} event(s) dropped so far`);
  }
  if (q.events.length >= ANALYTICS_BATCH_MAX) void flush();
  else schedule();
}

function schedule(delay = env().ANALYTICS_FLUSH_MS): void {
  const q = state;
  if (q.timer || q.running) return;
  q.timer = setTimeout(() => {
    q.timer = null;
    void flush();
  }, delay);
  q.timer.unref();
}

/**
 * A request to one of the CMS's measurement endpoints for site servers (`/api/site-analytics/…`,
 * authorised by this server's CMS token): the events' ingest and the visitor hash's daily salt.
 * Throws on a non-2xx answer, with its status and the start of its body.
 */
export async function toCms(path: string, timeoutMs: number, body?: unknown): Promise<Response> {
  const { CMS_URL, CMS_API_TOKEN } = env();
  const res = await fetch(`${CMS_URL.replace(/\/+$/, '')}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(CMS_API_TOKEN ? { authorization: `Bearer ${CMS_API_TOKEN}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(timeoutMs),
  });
  if (!res.ok) throw new Error(`CMS answered ${res.status}: ${(await res.text()).slice(0, 200)}`);
  return res;
}

async function post(batch: OutgoingEvent[]): Promise<void> {
  await toCms(INGEST_PATH, 15_000, { events: batch });
}

/** Sends what is waiting, batch after batch, until the queue is empty or the CMS fails. */
function flush(): Promise<void> {
  const q = state;
  if (q.running) return q.running;
  if (q.timer) {
    clearTimeout(q.timer);
    q.timer = null;
  }
  q.running = (async () => {
    const { ANALYTICS_BATCH_MAX } = env();
    while (q.events.length > 0) {
      const batch = q.events.splice(0, batchLength(q.events, ANALYTICS_BATCH_MAX));
      try {
        await post(batch);
        q.failures = 0;
      } catch (error) {
        q.events.unshift(...batch);
        q.failures++;
        if (q.failures === 1 || q.failures % 20 === 0)
          console.error(`[analytics] storing ${batch.length} event(s) failed (try ${q.failures}): ${String(error)}`);
        return;
      }
    }
  })().finally(() => {
    q.running = null;
    // After a failure: try again later, backing off up to a minute.
    if (q.events.length > 0) schedule(Math.min(60_000, env().ANALYTICS_FLUSH_MS * 2 ** Math.min(q.failures, 6)));
  });
  return q.running;
}

/**
 * Shutting down (SIGTERM), once no request is left to queue more: stores what is still waiting, one
 * try per batch. What the CMS then refuses is logged as lost; the shutdown timeout bounds the wait.
 */
export async function settleAnalytics(): Promise<void> {
  const q = state;
  await q.running;
  if (q.events.length > 0) await flush();
  if (q.timer) {
    clearTimeout(q.timer);
    q.timer = null;
  }
  if (q.events.length > 0) console.error(`[analytics] stopping with ${q.events.length} event(s) not stored`);
}
