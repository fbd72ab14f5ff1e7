/**
 * The site server's batch of events on their way to the CMS (docs/decisions/0041): the collection
 * endpoint answers as soon as an event is queued here; every ANALYTICS_FLUSH_MS (or at once when
 * ANALYTICS_BATCH_MAX are waiting) one POST stores up to ANALYTICS_BATCH_MAX events (and 200 KB) in
 * the CMS's database. A failed POST keeps its events for the next try (each event carries its id, so a batch
 * the CMS stored but whose answer was lost is not stored twice); past ANALYTICS_QUEUE_MAX waiting
 * events the oldest are dropped (logged): measurement never holds memory the pages need. A server
 * shutting down stores what is still waiting before it exits (`settleAnalytics`).
 */
import { randomUUID } from 'node:crypto';
import { type AnalyticsEvent, blankEvent } from '@site/content/analytics-event';
import { env } from '~/config/env.server';

/** One event as the CMS stores it (declared once: @site/content/analytics-event; '' when unknown). */
export type OutgoingEvent = AnalyticsEvent;

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

/** This server's queue (one per process: the server and the routes share one bundle). */
const queue: Queue = { events: [], timer: null, running: null, failures: 0, dropped: 0 };

/** Why a beacon's events were not recorded (docs/decisions/0090): the dashboard shows how many of each. */
export type DropReason = 'bot' | 'opted_out' | 'rate_limited' | 'invalid' | 'queue_full';
const drops = new Map<DropReason, number>();

/**
 * Counts events not recorded; the counts go to the CMS with the next batch, one event per reason
 * (`type: 'dropped'`, `detail`: the reason, `value`: how many), so that no drop costs a request.
 */
export function noteDropped(reason: DropReason, n = 1): void {
  drops.set(reason, (drops.get(reason) ?? 0) + n);
  schedule();
}

/** The counts of drops so far, as events of the next batch (and counted afresh from now). */
function dropEvents(): OutgoingEvent[] {
  const out = [...drops.entries()].map(([reason, n]) => ({
    ...blankEvent(),
    event_id: randomUUID(),
    at: Date.now(),
    type: 'dropped' as const,
    detail: reason,
    value: n,
  }));
  drops.clear();
  return out;
}

/** Queues events for the CMS. */
export function enqueue(events: OutgoingEvent[]): void {
  const { ANALYTICS_BATCH_MAX, ANALYTICS_QUEUE_MAX } = env();
  queue.events.push(...events);
  const over = queue.events.length - ANALYTICS_QUEUE_MAX;
  if (over > 0) {
    queue.events.splice(0, over);
    queue.dropped += over;
    drops.set('queue_full', (drops.get('queue_full') ?? 0) + over);
    if (queue.dropped === over || queue.dropped % 10_000 < over)
      console.warn(`[analytics] queue full: ${queue.dropped} event(s) dropped so far`);
  }
  if (queue.events.length >= ANALYTICS_BATCH_MAX) void flush();
  else schedule();
}

function schedule(delay = env().ANALYTICS_FLUSH_MS): void {
  if (queue.timer || queue.running) return;
  queue.timer = setTimeout(() => {
    queue.timer = null;
    void flush();
  }, delay);
  queue.timer.unref();
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
  if (queue.running) return queue.running;
  if (queue.timer) {
    clearTimeout(queue.timer);
    queue.timer = null;
  }
  if (drops.size > 0) queue.events.push(...dropEvents());
  queue.running = (async () => {
    const { ANALYTICS_BATCH_MAX } = env();
    while (queue.events.length > 0) {
      const batch = queue.events.splice(0, batchLength(queue.events, ANALYTICS_BATCH_MAX));
      try {
        await post(batch);
        queue.failures = 0;
      } catch (error) {
        queue.events.unshift(...batch);
        queue.failures++;
        if (queue.failures === 1 || queue.failures % 20 === 0)
          console.error(`[analytics] storing ${batch.length} event(s) failed (try ${queue.failures}): ${String(error)}`);
        return;
      }
    }
  })().finally(() => {
    queue.running = null;
    // After a failure: try again later, backing off up to a minute.
    if (queue.events.length > 0) schedule(Math.min(60_000, env().ANALYTICS_FLUSH_MS * 2 ** Math.min(queue.failures, 6)));
  });
  return queue.running;
}

/**
 * Shutting down (SIGTERM), once no request is left to queue more: stores what is still waiting, one
 * try per batch. What the CMS then refuses is logged as lost; the shutdown timeout bounds the wait.
 */
export async function settleAnalytics(): Promise<void> {
  await queue.running;
  // The drops counted since the last batch go too.
  if (queue.events.length > 0 || drops.size > 0) await flush();
  if (queue.timer) {
    clearTimeout(queue.timer);
    queue.timer = null;
  }
  if (queue.events.length > 0) console.error(`[analytics] stopping with ${queue.events.length} event(s) not stored`);
}
