/**
 * Load test of the contact endpoint (bounded, loopback only): 200 valid submissions, 20 at a time,
 * through a site server on this build against the running test stack's CMS; then 20 of them sent
 * again (a client retrying). Asserts that every submission is stored exactly once (by its
 * submission_id) and e-mailed once, and prints the throughput.
 *
 *   set -a; . .data/<you>.env; set +a; WEB_BUILD_DIR=build-<you> npx tsx scripts/load-forms.ts
 *
 * LOAD_TOTAL / LOAD_CONCURRENCY change the numbers (at most 1000 / 50).
 */
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { allSubmissionIds, contactPayload, postJson, startSite } from '../apps/web/tests/forms-site';
import { stackFromEnv } from './lib/test-stack';

const TOTAL = Math.min(1000, Number(process.env.LOAD_TOTAL || 200));
const CONCURRENCY = Math.min(50, Number(process.env.LOAD_CONCURRENCY || 20));
const RETRIED = 20;
const MAX_ATTEMPTS = 3;

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

const outbox = mkdtempSync(join(tmpdir(), 'load-forms-outbox-'));
// Its own site server: the whole test comes from one IP, far over the production rate limit.
const site = await startSite(stack, { FORMS_RATE_LIMIT_MAX: '100000', OUTBOX_DIR: outbox });
const run = Date.now().toString(36);
const bodies = Array.from({ length: TOTAL }, (_, i) => contactPayload({ last_name: `Load ${run} ${i}`, language: i % 2 ? 'en' : 'es' }));
const latencies: number[] = [];
const statuses = new Map<number, number>();
let retries = 0;
let failed = 0;

async function send(body: Record<string, unknown>): Promise<boolean> {
  for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
    const started = performance.now();
    let status = 0;
    try {
      const res = await postJson(`${site.url}/api/contact`, body);
      status = res.status;
      await res.arrayBuffer();
    } catch {
      status = 0;
    }
    latencies.push(performance.now() - started);
    statuses.set(status, (statuses.get(status) ?? 0) + 1);
    if (status === 200) return true;
    retries++;
  }
  return false;
}

async function pool(items: Array<Record<string, unknown>>, width: number): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < items.length) {
        const body = items[next++];
        if (body && !(await send(body))) failed++;
      }
    }),
  );
}

let ok = true;
try {
  const started = performance.now();
  await pool(bodies, CONCURRENCY);
  const seconds = (performance.now() - started) / 1000;
  // Clients retrying submissions that were already stored.
  await pool(bodies.slice(0, RETRIED), RETRIED);

  const ids = new Set(bodies.map((b) => String(b.submission_id)));
  const counts = new Map<string, number>();
  for (const id of await allSubmissionIds(stack.cmsUrl, 'contact')) if (ids.has(id)) counts.set(id, (counts.get(id) ?? 0) + 1);
  const missing = [...ids].filter((id) => !counts.has(id));
  const duplicated = [...counts].filter(([, n]) => n > 1);
  const mails = readdirSync(outbox).filter((f) => f.endsWith('.eml'));
  const mailed = new Map<string, number>();
  for (const f of mails) {
    const id = [...ids].find((x) => f.includes(x));
    if (id) mailed.set(id, (mailed.get(id) ?? 0) + 1);
  }
  const sorted = [...latencies].sort((a, b) => a - b);
  const pct = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]?.toFixed(0);

  console.log(`load-forms: ${TOTAL} contact submissions, ${CONCURRENCY} at a time, then ${RETRIED} retried`);
  console.log(`  time ${seconds.toFixed(2)} s, throughput ${(TOTAL / seconds).toFixed(1)} submissions/s`);
  console.log(`  latency p50 ${pct(50)} ms, p95 ${pct(95)} ms, max ${sorted.at(-1)?.toFixed(0)} ms`);
  console.log(`  answers ${JSON.stringify(Object.fromEntries(statuses))}, client retries ${retries}, given up ${failed}`);
  console.log(
    `  stored ${counts.size}/${TOTAL}, missing ${missing.length}, duplicated ${duplicated.length}; e-mails ${mailed.size} (${mails.length} files)`,
  );

  if (failed || missing.length || duplicated.length) ok = false;
  if (mailed.size !== TOTAL || [...mailed.values()].some((n) => n !== 1)) ok = false;
  console.log(ok ? 'load-forms: OK, every submission stored exactly once' : 'load-forms: FAILED');
} finally {
  await site.stop();
  rmSync(outbox, { recursive: true, force: true });
}
process.exit(ok ? 0 : 1);
