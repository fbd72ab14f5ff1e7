/**
 * `npm run test:topology` (docs/decisions/0025): the production topology on one machine, every part real and on
 * 127.0.0.1: two CMS instances on one PostgreSQL (a throwaway cluster), Redis, the chat service, and two site
 * servers behind nginx (deploy/nginx/site.conf.template, rendered for loopback ports), with a CDN
 * stand-in in front of that nginx (deploy/nginx/cdn.conf.template: a second nginx, proxy_cache keyed
 * on the URL alone). E-mails go to a shared `.eml` outbox (the default without SMTP), which is counted.
 *
 * It checks and prints:
 *   1. readiness through nginx (CMS and Redis);
 *   2. a publish in the CMS shows on BOTH site servers within 5 s (time per server), and so does a
 *      redirect published in the admin (docs/decisions/0035), with a content
 *      cache TTL of an hour: only the CMS's Redis broadcast can explain it; the chat hears it too;
 *   3. a rate limit holds across both servers (requests alternated between them);
 *   4. a contact posted through either server (and resent through the other) is stored once and
 *      e-mailed once;
 *   5. through the CDN stand-in: every address of /sitemap.xml (both languages) crawled twice by three
 *      kinds of visitor (no cookie; `lang` and analytics cookies; a campaign query and an external
 *      Referer): on the second pass ≥ 95 % cache HITs; no page in the wrong language, none with
 *      Set-Cookie, none varying on Cookie; and a publish in the CMS visible through the CDN within
 *      s-maxage (SHARED_CACHE_MAX_AGE_SECONDS: TOPOLOGY_CDN_MAX_AGE_SECONDS, default 60) + 5 s;
 *   6. one site server stopped (SIGTERM) in the middle of 100 contacts sent through nginx: every
 *      accepted contact is stored and e-mailed, none is lost (accepted / stored / e-mailed / failed);
 *   7. scheduled publishing with both CMS instances' jobs on (docs/decisions/0043; every
 *      TOPOLOGY_SCHEDULE_INTERVAL_SECONDS, on the clock, so both look at the same moments): a post
 *      scheduled 30 s ahead is live on both site servers within 60 s of its time (not before), and one
 *      scheduled to unpublish answers 404 on both — each done ONCE: one `[schedule]` line in the two
 *      CMS logs together, one `entry.publish` / `entry.unpublish` broadcast on Redis, one published
 *      row (or none) in PostgreSQL, for each of 4 posts to publish and 2 to unpublish at one time. Set
 *      up after check 2b (not during the 5 s checks), runs while 3–4 do, ends before the CDN crawl;
 *   8. a live chat hand-off (docs/decisions/0092) with the visitor on both site servers and the person on
 *      the second CMS instance: waiting, taken, messages both ways, every message in the first instance's
 *      view, the waiting visitor e-mailed once by the site servers' outbox.
 * Exits 1 when a check fails. Needs Debian's postgresql, redis-server and nginx (.ci/run installs them)
 * and the build (`npm run build`).
 */
import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { allSubmissionIds, contactPayload, parseMail, records } from '../apps/web/tests/forms-site';
import { adminFetch } from './lib/admin-token';
import { startCdn, startNginx, type TestNginx } from './lib/nginx';
import { spawnSync } from 'node:child_process';
import { type ContentChange, subscribeContentChanges } from '../packages/server-kit/src/redis';
import { type Postgres, postgresBin, startPostgres } from './lib/postgres';
import { startRedis, type TestRedis } from './lib/redis';
import {
  buildChatService,
  CHAT_SERVER_JS,
  freePort,
  ROOT,
  stackSecrets,
  startProcess,
  startSiteServer,
  stopProcess,
  waitFor,
} from './lib/stack';

const PUBLISH_WITHIN_MS = 5000;
const LOAD_CONTACTS = Number(process.env.TOPOLOGY_CONTACTS || 100);
const LOAD_CONCURRENCY = 8;
/** The load's contacts answered before one site server is stopped. */
const STOP_AFTER = Math.floor(LOAD_CONTACTS / 4);
/**
 * The site servers' s-maxage here (SHARED_CACHE_MAX_AGE_SECONDS): production's 60 s. Longer than one
 * pass of the crawl on a busy machine (up to 40 s seen with two cores shared), so the second pass finds
 * every page still fresh; the publish check waits up to this + 5 s.
 */
const CDN_MAX_AGE_SECONDS = Number(process.env.TOPOLOGY_CDN_MAX_AGE_SECONDS || 60);
/** At most this many sitemap addresses are crawled (the seeded site has far fewer). */
const CRAWL_MAX_ADDRESSES = 400;
const CRAWL_CONCURRENCY = 4;
const CRAWL_MIN_HIT_RATIO = 0.95;
/** Both CMS instances' schedule interval here (production's default is 20 s). */
const SCHEDULE_INTERVAL_SECONDS = Number(process.env.TOPOLOGY_SCHEDULE_INTERVAL_SECONDS || 5);
/** How far ahead the posts are scheduled, and the promise (docs/decisions/0043): live or gone within 60 s of the time. */
const SCHEDULE_AHEAD_MS = 30_000;
const SCHEDULE_WITHIN_MS = 60_000;
/** Posts scheduled at one time: several, so that each instance's job has a list to work through. */
const SCHEDULE_TO_PUBLISH = 4;
const SCHEDULE_TO_UNPUBLISH = 2;

interface Check {
  name: string;
  ok: boolean;
  figures: string;
}
const checks: Check[] = [];
function report(name: string, ok: boolean, figures: string): void {
  checks.push({ name, ok, figures });
  console.log(`[topology] ${ok ? 'PASS' : 'FAIL'} ${name}: ${figures}`);
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');

const cleanups: (() => Promise<void>)[] = [];

async function main(): Promise<void> {
  const started = Date.now();
  console.log(`[topology] load average at start: ${load()}`);
  await buildChatService();
  const dir = mkdtempSync(join(tmpdir(), 'topology-'));
  cleanups.push(async () => rmSync(dir, { recursive: true, force: true }));
  const dataDir = join(dir, 'data');
  const logDir = join(dir, 'logs');
  const outbox = join(dir, 'outbox');
  mkdirSync(join(dataDir, 'public/uploads'), { recursive: true });
  mkdirSync(outbox, { recursive: true });
  // The admin API helpers (records, adminFetch) read the editor's password from here.
  process.env.STACK_DATA_DIR = dataDir;

  const pg: Postgres = await startPostgres({ database: 'cms' });
  cleanups.push(async () => pg.stop());
  const redis: TestRedis = await startRedis();
  cleanups.push(redis.stop);
  console.log(`[topology] PostgreSQL ${pg.url}, Redis ${redis.url}`);

  const secrets = stackSecrets(dataDir);
  const { CHAT_API_TOKEN: chatToken, ...cmsSecrets } = secrets;
  const [cmsPort, cmsPortB, chatPort, portA, portB, nginxPort, cdnPort] = await Promise.all([
    freePort(),
    freePort(),
    freePort(),
    freePort(),
    freePort(),
    freePort(),
    freePort(),
  ]);
  const cmsUrl = `http://127.0.0.1:${cmsPort}`;
  const chatUrl = `http://127.0.0.1:${chatPort}`;
  const publicUrl = `http://127.0.0.1:${nginxPort}`;

  // The CMS on PostgreSQL, publishing content changes on Redis (no list of site servers).
  const cmsEnv = (port: number) => ({
    NODE_ENV: 'production',
    CMS_HOST: '127.0.0.1',
    CMS_PORT: String(port),
    CMS_DATA_DIR: dataDir,
    CMS_PUBLIC_DIR: join(dataDir, 'public'),
    DATABASE_URL: pg.url,
    REDIS_URL: redis.url,
    SITE_URL: publicUrl,
    SITE_WEBHOOK_URLS: '',
    SCHEDULE_INTERVAL_SECONDS: String(SCHEDULE_INTERVAL_SECONDS),
    STRAPI_TELEMETRY_DISABLED: 'true',
    BROWSER: 'none',
    ...cmsSecrets,
  });
  const strapiBin = join(ROOT, 'apps/cms/node_modules/.bin/strapi');
  const cmsStarted = Date.now();
  const cms = startProcess('cms', strapiBin, ['start'], join(ROOT, 'apps/cms'), cmsEnv(cmsPort), logDir, true);
  cleanups.push(() => stopProcess(cms.child));
  await waitFor(`${cmsUrl}/_health`, cms.child, cms.logFile, 900_000);
  console.log(`[topology] CMS on PostgreSQL up (first start, seeded) in ${((Date.now() - cmsStarted) / 1000).toFixed(1)} s`);
  // A second CMS instance on the same database (after the first has seeded it), for check 7: its
  // schedule job contests every due action with the first one's. Starts while the rest does.
  const cmsB = startProcess('cms-b', strapiBin, ['start'], join(ROOT, 'apps/cms'), cmsEnv(cmsPortB), logDir, true);
  cleanups.push(() => stopProcess(cmsB.child));
  const cmsBStarted = Date.now();
  const cmsBUp = waitFor(`http://127.0.0.1:${cmsPortB}/_health`, cmsB.child, cmsB.logFile, 300_000).then(() =>
    console.log(`[topology] second CMS instance up in ${((Date.now() - cmsBStarted) / 1000).toFixed(1)} s`),
  );
  // Awaited before check 7; a failure to start is reported there.
  cmsBUp.catch(() => undefined);

  const shared = { NODE_ENV: 'production', CMS_URL: cmsUrl, CMS_API_TOKEN: secrets.SITE_API_TOKEN, REDIS_URL: redis.url };
  const chat = startProcess(
    'chat',
    process.execPath,
    ['--enable-source-maps', CHAT_SERVER_JS],
    join(ROOT, 'apps/chat'),
    // The chat service's own CMS token (docs/decisions/0037).
    {
      ...shared,
      CMS_API_TOKEN: secrets.CHAT_SERVICE_API_TOKEN,
      CHAT_API_TOKEN: chatToken,
      CHAT_HOST: '127.0.0.1',
      CHAT_PORT: String(chatPort),
      CHAT_INDEX_TTL_SECONDS: '3600',
    },
    logDir,
    true,
  );
  cleanups.push(() => stopProcess(chat.child));
  await waitFor(`${chatUrl}/healthz`, chat.child, chat.logFile, 60_000);

  const siteEnv = {
    ...shared,
    CHAT_URL: chatUrl,
    CHAT_API_TOKEN: chatToken,
    WEBHOOK_SECRET: secrets.WEBHOOK_SECRET,
    OUTBOX_DIR: outbox,
    // An hour: a change that shows within seconds was dropped by the broadcast, not by age.
    CONTENT_CACHE_TTL_SECONDS: '3600',
    SHARED_CACHE_MAX_AGE_SECONDS: String(CDN_MAX_AGE_SECONDS),
  };
  const [siteA, siteB] = await Promise.all(
    [
      ['web-a', portA],
      ['web-b', portB],
    ].map(([name, port]) =>
      startSiteServer({ name: String(name), port: Number(port), env: siteEnv, logDir, quiet: true, siteUrl: publicUrl }),
    ),
  );
  if (!siteA || !siteB) throw new Error('site servers did not start');
  let bStopped = false;
  cleanups.push(() => stopProcess(siteA.child));
  cleanups.push(() => (bStopped ? Promise.resolve() : stopProcess(siteB.child)));
  const nginx: TestNginx = await startNginx([`127.0.0.1:${portA}`, `127.0.0.1:${portB}`], nginxPort);
  cleanups.push(nginx.stop);
  // The CDN stand-in: a second nginx with proxy_cache in front of the load balancer. (SITE_URL stays
  // the load balancer's address: the crawl takes the sitemap's paths, not its host.)
  const cdn: TestNginx = await startCdn(`127.0.0.1:${nginxPort}`, cdnPort);
  cleanups.push(cdn.stop);
  console.log(
    `[topology] CDN ${cdn.url} → nginx ${publicUrl} → site servers ${siteA.url} and ${siteB.url}; chat ${chatUrl}; CMS ${cmsUrl}`,
  );

  // 1. Readiness through nginx ------------------------------------------------------------------
  {
    const res = await fetch(`${publicUrl}/readyz`);
    const body = await res.text();
    report('readiness through nginx (CMS and Redis)', res.status === 200, `${res.status} ${body}`);
  }

  // The second CMS up before the timed checks (its start is heavy: it would slow them).
  await cmsBUp;

  // 2. A publish shows on both servers within 5 s ----------------------------------------------
  {
    const page = '/es/';
    for (const s of [siteA, siteB]) await (await fetch(`${s.url}${page}`)).text(); // cached on both
    const base = '/content-manager/single-types/api::home.home';
    const json = { 'content-type': 'application/json' };
    const before = (await (await adminFetch(cmsUrl, base)).json()) as { data: { tittle_partner_es: string } };
    const mark = `[topology ${Date.now()}]`;
    const title = `${before.data.tittle_partner_es} ${mark}`;
    const put = await adminFetch(cmsUrl, base, { method: 'PUT', headers: json, body: JSON.stringify({ tittle_partner_es: title }) });
    if (!put.ok) throw new Error(`edit: ${put.status} ${await put.text()}`);
    for (const s of [siteA, siteB]) {
      if ((await (await fetch(`${s.url}${page}`)).text()).includes(mark)) throw new Error('the draft showed before the publish');
    }
    const t0 = Date.now();
    const pub = await adminFetch(cmsUrl, `${base}/actions/publish`, { method: 'POST', headers: json, body: '{}' });
    if (!pub.ok) throw new Error(`publish: ${pub.status} ${await pub.text()}`);
    const seen = await Promise.all(
      [siteA, siteB].map(async (s) => {
        while (Date.now() - t0 < PUBLISH_WITHIN_MS + 5000) {
          if ((await (await fetch(`${s.url}${page}`)).text()).includes(mark)) return Date.now() - t0;
          await sleep(50);
        }
        return Number.POSITIVE_INFINITY;
      }),
    );
    const [a = Infinity, b = Infinity] = seen;
    report(
      `a publish shows on both site servers within ${PUBLISH_WITHIN_MS / 1000} s`,
      a <= PUBLISH_WITHIN_MS && b <= PUBLISH_WITHIN_MS,
      `site A ${a} ms, site B ${b} ms after the publish (content cache TTL 3600 s, no webhook list)`,
    );
    let chatHeard = false;
    for (let i = 0; i < 50 && !chatHeard; i++) {
      chatHeard = readFileSync(chat.logFile, 'utf8').includes('content changed (entry.publish)');
      if (!chatHeard) await sleep(100);
    }
    report('the chat index hears the publish on Redis', chatHeard, chatHeard ? 'index refresh scheduled' : 'no refresh logged');
  }

  // 2b. A redirect published in the admin answers 301 on both servers within 5 s (0035) --------
  {
    const base = '/content-manager/collection-types/api::redirect.redirect';
    const json = { 'content-type': 'application/json' };
    const from = `/servicios/topologia-${Date.now()}.html`;
    const created = await adminFetch(cmsUrl, base, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ from_path: from, to: '/es/servicio-sap' }),
    });
    const { data } = (await created.json()) as { data?: { documentId?: string } };
    if (!created.ok || !data?.documentId) throw new Error(`redirect: ${created.status}`);
    const t0 = Date.now();
    const pub = await adminFetch(cmsUrl, `${base}/${data.documentId}/actions/publish`, { method: 'POST', headers: json, body: '{}' });
    if (!pub.ok) throw new Error(`publish redirect: ${pub.status} ${await pub.text()}`);
    const seen = await Promise.all(
      [siteA, siteB].map(async (s) => {
        while (Date.now() - t0 < PUBLISH_WITHIN_MS + 5000) {
          const res = await fetch(`${s.url}${from}`, { redirect: 'manual' });
          await res.arrayBuffer();
          if (res.status === 301 && res.headers.get('location') === '/es/servicio-sap') return Date.now() - t0;
          await sleep(50);
        }
        return Number.POSITIVE_INFINITY;
      }),
    );
    const [a = Infinity, b = Infinity] = seen;
    report(
      `a redirect published in the admin answers 301 on both site servers within ${PUBLISH_WITHIN_MS / 1000} s`,
      a <= PUBLISH_WITHIN_MS && b <= PUBLISH_WITHIN_MS,
      `site A ${a} ms, site B ${b} ms after the publish (each server's table reloaded on the Redis broadcast)`,
    );
    await adminFetch(cmsUrl, `${base}/${data.documentId}`, { method: 'DELETE' });
  }

  // 7. Scheduled publishing with two CMS instances: set up now, checked while 3–4 run ---------------
  const scheduled = await scheduleCheck({
    cmsUrl,
    sites: [siteA, siteB],
    redisUrl: redis.url,
    pg,
    cmsLogs: { 'CMS A': cms.logFile, 'CMS B': cmsB.logFile },
  });

  // 3. A rate limit holds across both servers -------------------------------------------------
  {
    const visitor = '203.0.113.77';
    const statuses: number[] = [];
    for (let i = 0; i < 14; i++) {
      const server = i % 2 ? siteB : siteA;
      // An empty body: refused as invalid (400) after the rate limit, so nothing is stored.
      const res = await fetch(`${server.url}/api/contact`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': visitor },
        body: '{}',
      });
      await res.body?.cancel();
      statuses.push(res.status);
    }
    const limited = statuses.indexOf(429);
    report(
      'a rate limit holds across both servers (12 per minute, requests alternated A, B, A, …)',
      limited === 12 && statuses.slice(12).every((s) => s === 429) && statuses.slice(0, 12).every((s) => s === 400),
      `statuses ${statuses.join(' ')}: the ${limited + 1}th request was refused (each server alone saw ${limited >= 0 ? Math.ceil(limited / 2) : '?'} before it)`,
    );
  }

  const emlsFor = (id: string) => readdirSync(outbox).filter((f) => f.endsWith('.eml') && f.includes(id)).length;
  const post = (url: string, payload: unknown, ip: string) =>
    fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
      body: JSON.stringify(payload),
    });

  // 4. A contact posted through either server: stored once, e-mailed once -----------------------
  {
    const outcomes: string[] = [];
    let ok = true;
    for (const [label, first, second] of [
      ['site A then site B', siteA.url, siteB.url],
      ['nginx twice', publicUrl, publicUrl],
    ] as const) {
      const payload = contactPayload();
      const id = String(payload.submission_id);
      const r1 = await post(`${first}/api/contact`, payload, '192.0.2.10');
      const r2 = await post(`${second}/api/contact`, payload, '192.0.2.10');
      await Promise.all([r1.text(), r2.text()]);
      let mails = 0;
      for (let i = 0; i < 50 && mails === 0; i++) {
        mails = emlsFor(id);
        if (!mails) await sleep(100);
      }
      await sleep(300); // a second e-mail, if any, would be written by now
      mails = emlsFor(id);
      const stored = (await records(cmsUrl, 'contact', id)).length;
      ok &&= r1.status === 200 && r2.status === 200 && stored === 1 && mails === 1;
      outcomes.push(`${label}: answers ${r1.status}/${r2.status}, stored ${stored}, e-mailed ${mails}`);
    }
    report('a contact sent through either server is stored once and e-mailed once', ok, outcomes.join('; '));
  }

  // 8. A live chat hand-off across the servers: visitor on both site servers, the person on the other CMS ----
  await liveCheck({ cmsA: cmsUrl, cmsB: `http://127.0.0.1:${cmsPortB}`, siteA: siteA.url, siteB: siteB.url, outbox });

  // 7 (end): before the crawl, which must not see a post come or go.
  await scheduled.done;
  // Its part done, the second CMS stops (the crawl's timing is tight on a busy machine).
  await stopProcess(cmsB.child);

  // 5. Through the CDN stand-in ----------------------------------------------------------------
  await cdnChecks(cdn.url, cmsUrl);

  // 6. One site server stops in the middle of the load -----------------------------------------
  {
    const ids: string[] = [];
    const accepted: string[] = [];
    const failed: string[] = [];
    let answered = 0;
    let stoppedAt = -1;
    let next = 0;
    const t0 = Date.now();
    const worker = async () => {
      while (next < LOAD_CONTACTS) {
        const i = next++;
        const payload = contactPayload();
        const id = String(payload.submission_id);
        ids.push(id);
        // A visitor address per contact (behind nginx, the sites read it from X-Forwarded-For).
        const ip = `198.18.${Math.floor(i / 250)}.${(i % 250) + 1}`;
        try {
          const res = await post(`${publicUrl}/api/contact`, payload, ip);
          const body = (await res.json().catch(() => ({}))) as { ok?: boolean };
          if (res.status === 200 && body.ok) accepted.push(id);
          else failed.push(`${res.status}`);
        } catch (error) {
          failed.push(`network: ${String(error)}`);
        }
        answered++;
        if (answered === STOP_AFTER && stoppedAt < 0) {
          stoppedAt = Date.now() - t0;
          siteB.child.kill('SIGTERM'); // graceful: finish what is in flight, then exit
        }
      }
    };
    const bExit = new Promise<number | null>((resolve) => siteB.child.once('exit', (code) => resolve(code)));
    await Promise.all(Array.from({ length: LOAD_CONCURRENCY }, worker));
    const loadMs = Date.now() - t0;
    const exitCode = await Promise.race([bExit, sleep(30_000).then(() => 'still running')]);
    bStopped = exitCode !== 'still running';
    const storedSet = new Set(await allSubmissionIds(cmsUrl, 'contact'));
    const stored = ids.filter((id) => storedSet.has(id));
    const lost = accepted.filter((id) => !storedSet.has(id));
    let mailed = 0;
    for (let i = 0; i < 100; i++) {
      mailed = stored.filter((id) => emlsFor(id) > 0).length;
      if (mailed >= stored.length) break;
      await sleep(100);
    }
    const twice = stored.filter((id) => emlsFor(id) > 1).length;
    const log = nginx.accessLog();
    const served = (port: number) =>
      log.split('\n').filter((l) => l.includes('"/api/contact"') && l.includes(`"upstream":"127.0.0.1:${port}`)).length;
    const retried = log.split('\n').filter((l) => l.includes('"/api/contact"') && /"upstream":"[^"]*, /.test(l)).length;
    report(
      `one site server stopped mid-load: no submission lost (${LOAD_CONTACTS} contacts, ${LOAD_CONCURRENCY} at a time, through nginx)`,
      // Both servers took part (site B was not already out of the rotation when it was stopped).
      served(portB) > 0 &&
        failed.length === 0 &&
        lost.length === 0 &&
        accepted.length === LOAD_CONTACTS &&
        mailed === stored.length &&
        twice === 0,
      `sent ${LOAD_CONTACTS}, accepted ${accepted.length}, stored ${stored.length}, e-mailed ${mailed} (twice: ${twice}), lost ${lost.length}, failed ${failed.length}${failed.length ? ` (${[...new Set(failed)].join(', ')})` : ''}; site B got SIGTERM after ${STOP_AFTER} answers (${stoppedAt} ms) and exited ${exitCode}; load took ${loadMs} ms; nginx sent ${served(portA)} contacts to A and ${served(portB)} to B, ${retried} retried on the other server`,
    );
  }

  const failedChecks = checks.filter((c) => !c.ok);
  console.log(`\n[topology] summary (${((Date.now() - started) / 1000).toFixed(0)} s, load average now ${load()}):`);
  for (const c of checks) console.log(`  ${c.ok ? '✓' : '✗'} ${c.name}\n      ${c.figures}`);
  console.log(`${checks.length - failedChecks.length} passed, ${failedChecks.length} failed`);
  if (failedChecks.length) {
    for (const f of [cms.logFile, cmsB.logFile, chat.logFile, siteA.logFile, siteB.logFile]) {
      if (existsSync(f)) console.log(`--- ${f} (tail)\n${readFileSync(f, 'utf8').split('\n').slice(-25).join('\n')}`);
    }
    console.log(`--- nginx error log\n${nginx.errorLog().split('\n').slice(-25).join('\n')}`);
    console.log(`--- CDN nginx error log\n${cdn.errorLog().split('\n').slice(-25).join('\n')}`);
    process.exitCode = 1;
  }
}

/**
 * Check 8 (docs/decisions/0092): the live hand-off needs nothing but the shared database. A visitor
 * starts a conversation on site server A and asks for a person on B; the person (the super-admin, the
 * only user here) is on the Conversations page of the second CMS instance, takes it and writes there;
 * the visitor reads it through A and answers through B; the first CMS instance's view holds every
 * message. The waiting visitor is e-mailed once (no Sales user here: to the super-admins), whichever
 * site server's outbox sends it.
 */
async function liveCheck(o: { cmsA: string; cmsB: string; siteA: string; siteB: string; outbox: string }): Promise<void> {
  const json = { 'content-type': 'application/json' };
  const steps: string[] = [];
  let ok = true;
  const expectStep = (what: string, good: boolean) => {
    steps.push(`${what} ${good ? 'ok' : 'FAILED'}`);
    ok &&= good;
  };
  const settings = '/content-manager/single-types/api::firm-setting.firm-setting';
  const open = { office_days: 'every-day', office_opens: '00:00', office_closes: '23:59', handoff_wait_seconds: 120 };
  const saved = await adminFetch(o.cmsB, settings, { method: 'PUT', headers: json, body: JSON.stringify(open) });
  expectStep('office hours saved on CMS B', saved.ok);
  try {
    const ref = String(Date.now()).slice(-6);
    const id = randomUUID();
    const started = await fetch(`${o.siteA}/api/chat`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({
        message: [{ id: 'q1', role: 'user', content: `Quiero hablar con una persona (${ref})` }],
        idConversation: id,
        language: 'es',
      }),
    });
    await started.text();
    const cookie = (started.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    expectStep('conversation started on site A', started.status === 200 && cookie !== '');
    const visitor = async (site: string, action: string, extra: Record<string, unknown> = {}) => {
      const res = await fetch(`${site}/api/chat/live`, {
        method: 'POST',
        headers: { ...json, cookie },
        body: JSON.stringify({ action, idConversation: id, ...extra }),
      });
      return {
        status: res.status,
        body: (await res.json().catch(() => ({}))) as { state?: string; agent?: string; messages?: Array<{ text: string }> },
      };
    };
    const agent = (cms: string, path: string, body?: unknown) =>
      adminFetch(cms, `/chat-live${path}`, body === undefined ? {} : { method: 'POST', headers: json, body: JSON.stringify(body) });
    expectStep('the person on the Conversations page of CMS B', (await agent(o.cmsB, '/queue')).ok);
    const t0 = Date.now();
    const asked = await visitor(o.siteB, 'request');
    expectStep('waiting (asked on site B)', asked.body.state === 'waiting');
    const found = await adminFetch(
      o.cmsA,
      `/content-manager/collection-types/api::chatbot-conversation.chatbot-conversation?filters[idConversation][$eq]=${id}`,
    );
    const documentId = ((await found.json()) as { results: Array<{ documentId: string }> }).results[0]?.documentId ?? '';
    const queue = (await (await agent(o.cmsB, '/queue')).json()) as { items?: Array<{ documentId: string; status: string }> };
    expectStep('listed waiting on CMS B', queue.items?.some((i) => i.documentId === documentId && i.status === 'waiting') === true);
    expectStep('taken on CMS B', (await agent(o.cmsB, `/conversations/${documentId}/take`, {})).ok);
    expectStep(
      'the person writes on CMS B',
      (await agent(o.cmsB, `/conversations/${documentId}/message`, { text: `Hola (${ref}), ¿en qué te ayudo?` })).ok,
    );
    const read = await visitor(o.siteA, 'state');
    expectStep(
      'the visitor reads it on site A',
      read.body.state === 'live' && (read.body.messages ?? []).some((m) => m.text.includes(`Hola (${ref})`)),
    );
    expectStep(
      'the visitor answers on site B',
      (await visitor(o.siteB, 'message', { text: `Sobre SAP (${ref})`, id: 'v1' })).status === 200,
    );
    const view = (await (await agent(o.cmsA, `/conversations/${documentId}`)).json()) as {
      lines?: Array<{ speaker: string; text: string }>;
    };
    const lines = view.lines ?? [];
    expectStep(
      'CMS A holds both messages',
      lines.some((l) => l.speaker === 'person' && l.text.includes(`Hola (${ref})`)) &&
        lines.some((l) => l.speaker === 'visitor' && l.text === `Sobre SAP (${ref})`),
    );
    const exchangeMs = Date.now() - t0;
    expectStep('ended on site A', (await visitor(o.siteA, 'end')).status === 200);
    // The e-mail to the firm: the outbox of either site server (every 30 s by default) sends it once.
    const notices = () =>
      readdirSync(o.outbox).filter(
        (f) => f.includes('-notification-') && parseMail(readFileSync(join(o.outbox, f), 'utf8')).text.includes(ref),
      ).length;
    let mailed = 0;
    const waitFrom = Date.now();
    while (mailed === 0 && Date.now() - waitFrom < 45_000) {
      mailed = notices();
      if (!mailed) await sleep(250);
    }
    await sleep(1500);
    mailed = notices();
    expectStep(`e-mailed once (${mailed})`, mailed === 1);
    report(
      'a live chat hand-off across two site servers and two CMS instances (docs/decisions/0092)',
      ok,
      `${steps.join('; ')}; request to the visitor's read of the reply and the CMS's view of both: ${exchangeMs} ms; e-mail in the outbox after ${((Date.now() - waitFrom) / 1000).toFixed(1)} s`,
    );
  } finally {
    await adminFetch(o.cmsB, settings, {
      method: 'PUT',
      headers: json,
      body: JSON.stringify({ office_days: 'monday-friday', office_opens: '09:00', office_closes: '18:00', handoff_wait_seconds: null }),
    });
  }
}

/** What a browser sends for a page (the site treats a document request differently from a fetch). */
const BROWSER_ACCEPT = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';
const CAMPAIGN = 'utm_source=news&utm_medium=email&utm_campaign=x';

interface Visitor {
  kind: string;
  url: (address: string) => string;
  headers: Record<string, string>;
}
const VISITORS: readonly Visitor[] = [
  { kind: 'no cookie', url: (a) => a, headers: { accept: BROWSER_ACCEPT, 'accept-language': 'en-US,en;q=0.9' } },
  {
    kind: 'cookies',
    url: (a) => a,
    headers: { accept: BROWSER_ACCEPT, 'accept-language': 'es-ES,es;q=0.9', cookie: 'lang=es; _ga=GA1.1.1.1' },
  },
  {
    kind: 'campaign',
    url: (a) => `${a}${a.includes('?') ? '&' : '?'}${CAMPAIGN}`,
    headers: { accept: BROWSER_ACCEPT, referer: 'https://news.example.com/issue-12' },
  },
];

interface Seen {
  address: string;
  kind: string;
  pass: number;
  status: number;
  cache: string;
  lang: string | undefined;
  setCookies: string[];
  vary: string;
  /** A redirect's Location. */
  location: string;
}

/** The sitemap's page addresses (path and query), through the CDN. */
async function sitemapAddresses(cdnUrl: string): Promise<string[]> {
  const res = await fetch(`${cdnUrl}/sitemap.xml`);
  const xml = await res.text();
  if (res.status !== 200) throw new Error(`sitemap: ${res.status}`);
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) =>
    (m[1] ?? '')
      .replaceAll('&lt;', '<')
      .replaceAll('&gt;', '>')
      .replaceAll('&quot;', '"')
      .replaceAll('&apos;', "'")
      .replaceAll('&amp;', '&'),
  );
  // Loopback only: the path and query of each address, asked of the CDN.
  const addresses = [
    ...new Set(
      locs.map((loc) => {
        const u = new URL(loc);
        return `${u.pathname}${u.search}`;
      }),
    ),
  ];
  return addresses.slice(0, CRAWL_MAX_ADDRESSES);
}

/** One pass: every address asked by every kind of visitor, a few at a time. */
async function crawl(cdnUrl: string, addresses: string[], pass: number): Promise<Seen[]> {
  const jobs = addresses.flatMap((address) => VISITORS.map((visitor) => ({ address, visitor })));
  const seen: Seen[] = [];
  let next = 0;
  const worker = async () => {
    while (next < jobs.length) {
      const job = jobs[next++];
      if (!job) break;
      const { address, visitor } = job;
      const res = await fetch(`${cdnUrl}${visitor.url(address)}`, { headers: visitor.headers, redirect: 'manual' });
      const html = await res.text();
      seen.push({
        address,
        kind: visitor.kind,
        pass,
        status: res.status,
        cache: res.headers.get('x-cache-status') || '-',
        lang: /<html\b[^>]*\slang="([^"]*)"/.exec(html)?.[1],
        setCookies: res.headers.getSetCookie(),
        vary: res.headers.get('vary') ?? '',
        location: res.headers.get('location') ?? '',
      });
    }
  };
  await Promise.all(Array.from({ length: CRAWL_CONCURRENCY }, worker));
  return seen;
}

/** "HIT 170, MISS 10": how many of each value. */
function tally(values: string[]): string {
  const counts = new Map<string, number>();
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
  return [...counts].map(([k, n]) => `${k} ${n}`).join(', ');
}

async function cdnChecks(cdnUrl: string, cmsUrl: string): Promise<void> {
  const addresses = await sitemapAddresses(cdnUrl);
  const langOf = (address: string) => /^\/(es|en)\//.exec(address)?.[1];
  const perLang = tally(addresses.map((a) => langOf(a) ?? 'no language prefix'));
  const t1 = Date.now();
  const first = await crawl(cdnUrl, addresses, 1);
  const firstMs = Date.now() - t1;
  const t2 = Date.now();
  const second = await crawl(cdnUrl, addresses, 2);
  const secondMs = Date.now() - t2;
  const all = [...first, ...second];
  const hits = second.filter((s) => s.cache === 'HIT').length;
  const ratio = second.length ? hits / second.length : 0;
  // Among the answers that are pages (200): what the CDN does with the pages themselves.
  const pages = second.filter((s) => s.status === 200);
  const pageHits = pages.filter((s) => s.cache === 'HIT').length;
  const perKind = VISITORS.map((v) => {
    const of = second.filter((s) => s.kind === v.kind);
    return `${v.kind} ${of.filter((s) => s.cache === 'HIT').length}/${of.length}`;
  }).join(', ');
  // Every answer that is no page, once per address and status (all visitors and passes together).
  const notOk = all.filter((s) => s.status !== 200);
  const notOkList = [...new Set(notOk.map((s) => `${s.address} ${s.status}${s.location ? ` → ${s.location}` : ''} (${s.kind})`))];
  report(
    `CDN: second crawl of the sitemap through the cache ≥ ${CRAWL_MIN_HIT_RATIO * 100} % HITs (${addresses.length} addresses × ${VISITORS.length} visitors)`,
    ratio >= CRAWL_MIN_HIT_RATIO && addresses.length > 0,
    `${(ratio * 100).toFixed(1)} % HITs (${hits}/${second.length}; ${perKind}; second pass ${tally(second.map((s) => s.cache))}; among the 200 pages ${pageHits}/${pages.length}); first pass ${tally(first.map((s) => s.cache))}; addresses ${perLang}; passes took ${firstMs} ms and ${secondMs} ms (s-maxage ${CDN_MAX_AGE_SECONDS} s)`,
  );
  report(
    'CDN: every sitemap address answers 200 to every visitor',
    notOk.length === 0 && all.length > 0,
    `${notOk.length} of ${all.length} answers not 200${notOkList.length ? `: ${notOkList.slice(0, 12).join('; ')}${notOkList.length > 12 ? `; and ${notOkList.length - 12} more` : ''}` : ''}`,
  );
  // A page's language is its <html lang>; a redirect's is the prefix of its Location (a redirect
  // to a bare address or to the other language leaves the address's language).
  const langOfAnswer = (s: Seen) => (s.status >= 300 && s.status < 400 ? langOf(new URL(s.location, cdnUrl).pathname) : s.lang);
  const wrong = all.filter((s) => langOfAnswer(s) !== langOf(s.address));
  const wrongList = [...new Set(wrong.map((s) => `${s.address} → ${s.status} lang=${langOfAnswer(s) ?? 'none'} (${s.kind}, ${s.cache})`))];
  report(
    'CDN: no page in the wrong language (<html lang> or a redirect Location matches the address prefix; both passes, every visitor)',
    wrong.length === 0 && all.length > 0,
    `${wrong.length} of ${all.length} responses in the wrong language${wrongList.length ? `: ${wrongList.slice(0, 8).join('; ')}${wrongList.length > 8 ? `; and ${wrongList.length - 8} more` : ''}` : ''}`,
  );
  const withCookie = all.filter((s) => s.setCookies.length > 0);
  const cookieNames = withCookie.flatMap((s) => s.setCookies.map((c) => c.split('=')[0] ?? ''));
  report(
    'CDN: no response with Set-Cookie (from the cache or not)',
    withCookie.length === 0 && all.length > 0,
    `${withCookie.length} of ${all.length} responses with Set-Cookie${withCookie.length ? ` (cookies: ${tally(cookieNames)}; visitors: ${tally(withCookie.map((s) => s.kind))}; cache: ${tally(withCookie.map((s) => s.cache))})` : ''}`,
  );
  const varyCookie = all.filter((s) => /\bcookie\b/i.test(s.vary));
  report(
    'CDN: no response varies on Cookie',
    varyCookie.length === 0 && all.length > 0,
    `${varyCookie.length} of ${all.length} responses with Vary containing Cookie; Vary seen: ${tally(all.map((s) => s.vary || '(none)'))}`,
  );

  // A publish shows through the CDN within s-maxage + 5 s.
  const page = '/es/';
  const viaCdn = async () => {
    const res = await fetch(`${cdnUrl}${page}`, { headers: { accept: BROWSER_ACCEPT } });
    return { cache: res.headers.get('x-cache-status') || '-', html: await res.text() };
  };
  // Held by the CDN just before the edit (after the crawl it may be stale: asked again, bounded).
  let cachedBefore = (await viaCdn()).cache;
  for (let i = 0; i < 20 && cachedBefore !== 'HIT'; i++) {
    await sleep(250);
    cachedBefore = (await viaCdn()).cache;
  }
  const base = '/content-manager/single-types/api::home.home';
  const json = { 'content-type': 'application/json' };
  const before = (await (await adminFetch(cmsUrl, base)).json()) as { data: { tittle_partner_es: string } };
  const mark = `[cdn ${Date.now()}]`;
  const put = await adminFetch(cmsUrl, base, {
    method: 'PUT',
    headers: json,
    body: JSON.stringify({ tittle_partner_es: `${before.data.tittle_partner_es} ${mark}` }),
  });
  if (!put.ok) throw new Error(`edit: ${put.status} ${await put.text()}`);
  const limitMs = (CDN_MAX_AGE_SECONDS + 5) * 1000;
  const t0 = Date.now();
  const pub = await adminFetch(cmsUrl, `${base}/actions/publish`, { method: 'POST', headers: json, body: '{}' });
  if (!pub.ok) throw new Error(`publish: ${pub.status} ${await pub.text()}`);
  let shownAfter = Number.POSITIVE_INFINITY;
  let shownAs = '';
  const stale: string[] = [];
  // Bounded: a little past the limit, four requests a second.
  while (Date.now() - t0 < limitMs + 5000) {
    const { cache, html } = await viaCdn();
    if (html.includes(mark)) {
      shownAfter = Date.now() - t0;
      shownAs = cache;
      break;
    }
    stale.push(cache);
    await sleep(250);
  }
  report(
    `CDN: a publish shows through the CDN within s-maxage + 5 s (${CDN_MAX_AGE_SECONDS + 5} s) of a page it had cached`,
    // Only a page the CDN held (a HIT just before the edit) proves anything.
    cachedBefore === 'HIT' && shownAfter <= limitMs,
    `${page} showed the change ${Number.isFinite(shownAfter) ? `${(shownAfter / 1000).toFixed(1)} s` : 'never'} after the publish (as ${shownAs || '-'}; the old page before it: ${tally(stale)}; ${cachedBefore} just before the edit); s-maxage ${CDN_MAX_AGE_SECONDS} s`,
  );
}

interface Post {
  documentId: string;
  slug_en: string | null;
}

/**
 * Check 7: schedules SCHEDULE_TO_PUBLISH new posts to publish and SCHEDULE_TO_UNPUBLISH (published
 * now) to unpublish, all at one time 30 s ahead, and returns at once with the check's promise
 * (`done`), which watches both site servers, the Redis broadcasts, the two CMS logs and the database
 * until the actions are done (or 60 s past the time). Several posts at one time: each instance's job
 * reads the due list at the same moment and then works through it, a publish after another, so
 * without the claim deciding, the posts the other instance already took would be published again.
 */
async function scheduleCheck(o: {
  cmsUrl: string;
  sites: { url: string }[];
  redisUrl: string;
  pg: Postgres;
  cmsLogs: Record<string, string>;
}): Promise<{ done: Promise<void> }> {
  const UID = 'api::blog-card.blog-card';
  const base = `/content-manager/collection-types/${UID}`;
  const json = { 'content-type': 'application/json' };
  const heard: Array<ContentChange & { at: number }> = [];
  const subscription = subscribeContentChanges(o.redisUrl, (change) => {
    if (change) heard.push({ ...change, at: Date.now() });
  });
  await subscription.subscribed;
  const run = Date.now().toString(36);
  const at = Date.now() + SCHEDULE_AHEAD_MS;
  const when = new Date(at).toISOString();
  const create = async (title: string, field: 'publish_at' | 'unpublish_at'): Promise<Post> => {
    const res = await adminFetch(o.cmsUrl, base, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({
        tittle_es: `${title} ${run}`,
        tittle_en: `${title} ${run}`,
        publication_date: '2026-11-27',
        Blog_detail: { paragraph_es: 'Cuerpo.', paragraphs_en: 'Body.' },
        [field]: when,
      }),
    });
    const { data } = (await res.json()) as { data?: Post };
    if (!res.ok || !data?.documentId || !data.slug_en) throw new Error(`schedule: creating a post: ${res.status}`);
    return data;
  };
  const toPublish: Post[] = [];
  const toUnpublish: Post[] = [];
  for (let i = 0; i < SCHEDULE_TO_PUBLISH; i++) toPublish.push(await create(`Scheduled ${i}`, 'publish_at'));
  for (let i = 0; i < SCHEDULE_TO_UNPUBLISH; i++) {
    const post = await create(`Withdrawn ${i}`, 'unpublish_at');
    const pub = await adminFetch(o.cmsUrl, `${base}/${post.documentId}/actions/publish`, { method: 'POST', headers: json, body: '{}' });
    if (!pub.ok) throw new Error(`schedule: publishing a post to withdraw: ${pub.status} ${await pub.text()}`);
    toUnpublish.push(post);
  }
  const setUpMs = Date.now() - (at - SCHEDULE_AHEAD_MS);
  const [firstPublish, firstUnpublish] = [toPublish[0], toUnpublish[0]];
  if (!firstPublish || !firstUnpublish) throw new Error('schedule: no posts');

  const status = async (site: string, post: Post) => {
    const res = await fetch(`${site}/en/blog-details/${post.slug_en}`, { redirect: 'manual' });
    await res.arrayBuffer();
    return res.status;
  };
  const check = async (): Promise<void> => {
    // Per site server, watched on the first post of each kind: when the scheduled post first
    // answered 200 and the withdrawn one 404 (ms after the time), and what they answered before it.
    const live = o.sites.map(() => Number.POSITIVE_INFINITY);
    const gone = o.sites.map(() => Number.POSITIVE_INFINITY);
    const early: string[] = [];
    while (Date.now() < at + SCHEDULE_WITHIN_MS + 5000 && !(live.every(Number.isFinite) && gone.every(Number.isFinite))) {
      await Promise.all(
        o.sites.map(async (site, i) => {
          const [p, u] = await Promise.all([status(site.url, firstPublish), status(site.url, firstUnpublish)]);
          const t = Date.now() - at;
          if (t < 0) {
            if (p !== 404) early.push(`site ${i + 1}: the scheduled post ${p} ${t} ms before its time`);
            if (u !== 200) early.push(`site ${i + 1}: the withdrawn post ${u} ${t} ms before its time`);
            return;
          }
          if (p === 200 && !Number.isFinite(live[i] ?? 0)) live[i] = t;
          if (u === 404 && !Number.isFinite(gone[i] ?? 0)) gone[i] = t;
        }),
      );
      await sleep(1000);
    }
    // One more look of both jobs: a second publish (a claim that let both through, or a time left
    // set) would come by then.
    await sleep(SCHEDULE_INTERVAL_SECONDS * 1000 + 1500);
    await subscription.close();
    // Every post, on both site servers, at the end.
    const wrongAtEnd: string[] = [];
    for (const [i, site] of o.sites.entries()) {
      for (const post of toPublish) if ((await status(site.url, post)) !== 200) wrongAtEnd.push(`site ${i + 1}: ${post.slug_en} not live`);
      for (const post of toUnpublish)
        if ((await status(site.url, post)) !== 404) wrongAtEnd.push(`site ${i + 1}: ${post.slug_en} still live`);
    }

    // The job's lines in each CMS log per post, and when it logged them (Strapi's local-time stamp).
    const logs = Object.entries(o.cmsLogs).map(([name, file]) => [name, readFileSync(file, 'utf8').split('\n')] as const);
    const jobTimes: number[] = [];
    const done = (posts: Post[], verb: string) => {
      const byInstance = new Map<string, number>();
      const perPost = posts.map((post) => {
        const needle = `[schedule] ${verb} ${UID} ${post.documentId}`;
        let n = 0;
        for (const [name, lines] of logs) {
          for (const l of lines.filter((line) => line.includes(needle))) {
            n++;
            byInstance.set(name, (byInstance.get(name) ?? 0) + 1);
            const stamp = /^\[(\d{4}-\d\d-\d\d) (\d\d:\d\d:\d\d\.\d+)\]/.exec(l);
            if (stamp) jobTimes.push(new Date(`${stamp[1]}T${stamp[2]}`).getTime() - at);
          }
        }
        return n;
      });
      return {
        perPost,
        byInstance: Object.keys(o.cmsLogs)
          .map((name) => `${name} ${byInstance.get(name) ?? 0}`)
          .join(', '),
      };
    };
    const published = done(toPublish, 'published');
    const unpublished = done(toUnpublish, 'unpublished');
    // The broadcasts the site servers hear, from the time on (the setup's own publishes came before it).
    const after = heard.filter((h) => h.uid === UID && h.at >= at);
    const broadcasts = (event: string) => after.filter((h) => h.event === event).length;
    const ids = [...toPublish, ...toUnpublish].map((p) => `'${p.documentId}'`).join(', ');
    const rows = psql(
      o.pg,
      `SELECT document_id, count(*) FILTER (WHERE published_at IS NOT NULL), count(*) FILTER (WHERE published_at IS NULL), count(publish_at) + count(unpublish_at) FROM blog_cards WHERE document_id IN (${ids}) GROUP BY document_id`,
    );
    const row = (post: Post) =>
      rows
        .find((r) => r[0] === post.documentId)
        ?.slice(1)
        .join('/') ?? 'none';
    const rowsOf = (posts: Post[]) => tally(posts.map(row));
    const secs = (ms: number[]) => ms.map((t) => (Number.isFinite(t) ? `${(t / 1000).toFixed(1)} s` : 'never')).join(' and ');
    const onTime = (ms: number[]) => ms.every((t) => t >= 0 && t <= SCHEDULE_WITHIN_MS);
    const once = (perPost: number[]) => perPost.every((n) => n === 1);
    report(
      `scheduled publishing with two CMS instances on one PostgreSQL (jobs every ${SCHEDULE_INTERVAL_SECONDS} s): on time (≤ ${SCHEDULE_WITHIN_MS / 1000} s), on both site servers, each action once`,
      early.length === 0 &&
        wrongAtEnd.length === 0 &&
        onTime(live) &&
        onTime(gone) &&
        once(published.perPost) &&
        once(unpublished.perPost) &&
        broadcasts('entry.publish') === toPublish.length &&
        broadcasts('entry.unpublish') === toUnpublish.length &&
        toPublish.every((p) => row(p) === '1/1/0') &&
        toUnpublish.every((p) => row(p) === '0/1/0'),
      `${toPublish.length} posts to publish and ${toUnpublish.length} to unpublish, all at one time ${SCHEDULE_AHEAD_MS / 1000} s ahead (set up in ${setUpMs} ms); the first post live on site A and B ${secs(live)} after its time, the first withdrawn one 404 ${secs(gone)} after (the job logged its actions ${jobTimes.length ? `${(Math.min(...jobTimes) / 1000).toFixed(1)}–${(Math.max(...jobTimes) / 1000).toFixed(1)} s` : 'never'} after the time); publishes per post ${published.perPost.join(' ')} (by ${published.byInstance}), unpublishes per post ${unpublished.perPost.join(' ')} (by ${unpublished.byInstance}); Redis broadcasts for blog cards from the time on: ${after.length ? tally(after.map((h) => h.event)) : 'none'}; rows in PostgreSQL (published/draft/times left): scheduled posts ${rowsOf(toPublish)}, withdrawn posts ${rowsOf(toUnpublish)}${early.length ? `; before the time: ${early.slice(0, 4).join('; ')}` : ''}${wrongAtEnd.length ? `; at the end: ${wrongAtEnd.slice(0, 4).join('; ')}` : ''}`,
    );
    for (const post of [...toPublish, ...toUnpublish]) await adminFetch(o.cmsUrl, `${base}/${post.documentId}`, { method: 'DELETE' });
  };
  return {
    done: check().catch((error: unknown) => {
      report('scheduled publishing with two CMS instances on one PostgreSQL', false, String(error));
    }),
  };
}

/** A query's rows (tab-separated columns) through `psql`, as the CMS's database user. */
function psql(pg: Postgres, sql: string): string[][] {
  const r = spawnSync(
    join(postgresBin(), 'psql'),
    ['-h', pg.host, '-p', String(pg.port), '-U', pg.user, '-d', pg.database, '-At', '-F', '\t', '-c', sql],
    { encoding: 'utf8', env: { ...process.env, PGPASSWORD: pg.password } },
  );
  if (r.status !== 0) throw new Error(`psql: ${r.stderr}`);
  return r.stdout
    .split('\n')
    .filter(Boolean)
    .map((l) => l.split('\t'));
}

async function cleanup(): Promise<void> {
  for (const c of cleanups.reverse()) await c().catch((error: unknown) => console.warn(`[topology] cleanup: ${String(error)}`));
}

try {
  await main();
} catch (error) {
  console.error(`[topology] ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  process.exitCode = 1;
} finally {
  await cleanup();
}
