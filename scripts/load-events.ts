/**
 * Load test of the measurement endpoint (docs/decisions/0041; bounded, loopback only): a site server
 * of its own on this build, against the running test stack's CMS. Sends LOAD_EVENTS page views
 * (default 20000, at most 100000), LOAD_PER_REQUEST events a request (default 1, as the beacon sends
 * a page view; at most 10), LOAD_CONCURRENCY requests at a time (default 32, at most 128), while
 * another loop times page requests (`/es/`) before (back to back) and during the load (10 a second). Then waits until the CMS
 * holds them and checks the count is exact (none lost, none doubled). Prints events/s and the page
 * latencies. LOAD_SERVERS (default 1, at most 4) site servers share the load (round robin), each
 * with its own batches to the CMS: the count must still be exact.
 *
 *   set -a; . .data/<you>.env; set +a; npx tsx scripts/load-events.ts
 */
import { randomUUID } from 'node:crypto';
import { adminFetch } from './lib/admin-token';
import { startSite } from '../apps/web/tests/forms-site';
import { stackFromEnv } from './lib/test-stack';

const EVENTS = Math.min(100_000, Number(process.env.LOAD_EVENTS || 20_000));
const PER_REQUEST = Math.max(1, Math.min(10, Number(process.env.LOAD_PER_REQUEST || 1)));
const CONCURRENCY = Math.max(1, Math.min(128, Number(process.env.LOAD_CONCURRENCY || 32)));
const SERVERS = Math.max(1, Math.min(4, Number(process.env.LOAD_SERVERS || 1)));

const stack = stackFromEnv();
if (!stack) {
  console.error('No stack: start one with `npm run test:stack -- .data/<you>.env` and load its variables.');
  process.exit(2);
}
const loopback = (url: string) => ['127.0.0.1', 'localhost', '[::1]'].includes(new URL(url).hostname);
if (!loopback(stack.cmsUrl)) {
  console.error(`Refusing to load-test a CMS that is not on loopback: ${stack.cmsUrl}`);
  process.exit(2);
}

// Its own site servers: the whole test comes from one IP, far over the production rate limit.
const sites = await Promise.all(Array.from({ length: SERVERS }, () => startSite(stack, { ANALYTICS_RATE_LIMIT_MAX: '10000000' })));
const site = sites[0] as (typeof sites)[number];
const campaign = `load-${randomUUID().slice(0, 8)}`;
const UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const body = JSON.stringify({
  events: Array.from({ length: PER_REQUEST }, (_, i) => ({
    type: 'pageview',
    entry: true,
    page: i % 2 ? '/en/servicio-sap' : '/es/servicio-sap',
    lang: i % 2 ? 'en' : 'es',
    ref: 'www.google.com',
    utm: { source: 'load', campaign },
    w: 390,
  })),
});

const quantile = (values: number[], q: number) => {
  const s = [...values].sort((a, b) => a - b);
  return s.length ? (s[Math.min(s.length - 1, Math.ceil(s.length * q) - 1)] ?? 0) : 0;
};

/**
 * Times page requests (the page cache's answer of `/es/`): `count` back to back, or, until `stop`
 * resolves, one every 100 ms (a visitor's page among the beacons, not a second load).
 */
async function timePages(stop: Promise<unknown> | null, count = 200): Promise<number[]> {
  const times: number[] = [];
  let done = false;
  stop?.then(() => {
    done = true;
  });
  for (let i = 0; stop ? !done : i < count; i++) {
    const started = performance.now();
    const res = await fetch(`${site.url}/es/`, { headers: { 'user-agent': UA } });
    await res.arrayBuffer();
    times.push(performance.now() - started);
    if (stop) await new Promise((r) => setTimeout(r, 100));
  }
  return times;
}

try {
  await timePages(null, 20); // warm-up
  const before = await timePages(null, 200);
  const requests = Math.ceil(EVENTS / PER_REQUEST);
  let next = 0;
  let accepted = 0;
  const statuses = new Map<number, number>();
  const started = performance.now();
  const worker = async () => {
    while (next < requests) {
      const target = (sites[next % SERVERS] as typeof site).url;
      next++;
      let status = 0;
      try {
        const res = await fetch(`${target}/api/events`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin: target, 'user-agent': UA },
          body,
        });
        status = res.status;
        await res.arrayBuffer();
      } catch {
        status = 0;
      }
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
      if (status === 202) accepted += PER_REQUEST;
    }
  };
  const load = Promise.all(Array.from({ length: CONCURRENCY }, worker));
  const during = await timePages(load);
  await load;
  const seconds = (performance.now() - started) / 1000;
  // Stored exactly: the campaign's visits in the CMS equal the events accepted.
  let stored = -1;
  const storedBy = Date.now() + 120_000;
  while (Date.now() < storedBy) {
    const res = await adminFetch(stack.cmsUrl, `/site-analytics/summary?preset=today&campaign=${campaign}`);
    stored = ((await res.json()) as { data: { totals: { visits: number } } }).data.totals.visits;
    if (stored >= accepted) break;
    await new Promise((r) => setTimeout(r, 500));
  }
  const storeSeconds = (performance.now() - started) / 1000;
  const fmt = (v: number) => v.toFixed(1);
  console.log(
    `events: ${accepted} accepted of ${EVENTS} (${PER_REQUEST} per request, ${CONCURRENCY} at a time, ${SERVERS} site server(s)); statuses ${JSON.stringify(Object.fromEntries(statuses))}`,
  );
  console.log(`endpoint: ${Math.round(accepted / seconds)} events/s (${Math.round(requests / seconds)} requests/s) over ${fmt(seconds)} s`);
  console.log(
    `stored in the CMS: ${stored} of ${accepted} after ${fmt(storeSeconds)} s (${Math.round(stored / storeSeconds)} events/s end to end)`,
  );
  console.log(`page /es/ before: p50 ${fmt(quantile(before, 0.5))} ms, p95 ${fmt(quantile(before, 0.95))} ms (${before.length} requests)`);
  console.log(`page /es/ during: p50 ${fmt(quantile(during, 0.5))} ms, p95 ${fmt(quantile(during, 0.95))} ms (${during.length} requests)`);
  if (stored !== accepted) {
    console.error(`count not exact: ${stored} stored, ${accepted} accepted`);
    process.exitCode = 1;
  }
} finally {
  await Promise.all(sites.map((s) => s.stop()));
}
