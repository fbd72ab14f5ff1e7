/**
 * `npm run trace`: where a page's main-thread time goes, from Chromium's own performance trace (not
 * Lighthouse's simulation, whose figures swing with the machine's load). Loads each page in Debian's
 * Chromium at Lighthouse's phone size with the CPU 4× slower, records the trace with JavaScript
 * samples until the page has been quiet for 3 s, and prints every long task (≥ 50 ms) after the first
 * paint: what it was (script evaluation, a function call, a timer, an event, parsing, style, layout,
 * garbage collection) and the functions that took its time (self time, by file and line), then the
 * page's blocking time (the part of each such task past 50 ms) beside the machine's load average.
 *
 * SITE=http://… (a running site: `npm run test:stack`); the pages are the arguments (default
 * `/es/ /es/download`). TRACE_SIMULATE=1 runs the CPU at full speed and adds Lighthouse's kind of
 * figure: each task's thread time × 4, past 50 ms (steadier on a busy machine). TRACE_CLICK=<CSS selector> also clicks that element once the page is quiet
 * and reports the tasks of the interaction (TRACE_PRESS=Escape presses that key first, e.g. to close the lead
 * modal its timer opened). TRACE_RUNS=3 loads each page three times. A benchmark:
 * its figures go in reports, never in assertions.
 */
import { loadavg } from 'node:os';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH, PHONE_CPU_SLOWDOWN, PHONE_SCREEN } from './lib/chromium';

interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  /** Thread time (µs): the task's own CPU, without the time the thread waited for a busy machine. */
  tdur?: number;
  pid: number;
  tid: number;
  id?: string;
  args?: {
    name?: string;
    data?: {
      url?: string;
      functionName?: string;
      type?: string;
      startTime?: number;
      cpuProfile?: {
        nodes?: Array<{
          id: number;
          parent?: number;
          callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
        }>;
        samples?: number[];
      };
      timeDeltas?: number[];
    };
  };
}

const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'v8',
  'blink.user_timing',
  'loading',
  'disabled-by-default-v8.cpu_profiler',
];

const site = (process.env.SITE ?? '').replace(/\/$/, '');
if (!site) {
  console.error('SITE=http://… is required (npm run test:stack starts one)');
  process.exit(1);
}
const paths = process.argv.slice(2).length ? process.argv.slice(2) : ['/es/', '/es/download'];
const runs = Math.max(1, Number(process.env.TRACE_RUNS || 1));
const click = process.env.TRACE_CLICK;
/**
 * TRACE_SIMULATE=1: the CPU at full speed, and each task's thread time × 4 (Lighthouse's simulation)
 * instead of DevTools' 4× slower CPU; on a busy machine, the steadier figure.
 */
const SLOWDOWN_SIMULATED = process.env.TRACE_SIMULATE === '1' ? PHONE_CPU_SLOWDOWN : 0;
const ms = (us: number) => Math.round(us / 100) / 10;
const shortUrl = (url: string | undefined) => (url ?? '').replace(/^.*\/assets\//, '').replace(/^https?:\/\/[^/]+/, '') || '(inline)';

/** What one top-level event inside a task was. */
function label(e: TraceEvent): string {
  const d = e.args?.data;
  switch (e.name) {
    case 'FunctionCall':
      return `call ${d?.functionName || '(anonymous)'} ${shortUrl(d?.url ?? '')}`;
    case 'EvaluateScript':
    case 'v8.compileModule':
    case 'v8.evaluateModule':
      return `${e.name} ${shortUrl(d?.url ?? '')}`;
    case 'EventDispatch':
      return `event ${d?.type ?? ''}`;
    default:
      return e.name;
  }
}

interface Sample {
  ts: number;
  /** Until the next sample (at most 5 ms: a gap is idle time, not this function's). */
  dur: number;
  frame: string;
}

/** The JavaScript samples of the main thread's CPU profile, each with its leaf function. */
function samplesOf(events: TraceEvent[], pid: number): Sample[] {
  const out: Sample[] = [];
  const profiles = new Map<string, { time: number; nodes: Map<number, string> }>();
  for (const e of events) {
    if (e.pid !== pid) continue;
    if (e.name === 'Profile' && e.id) profiles.set(e.id, { time: e.args?.data?.startTime ?? e.ts, nodes: new Map() });
    if (e.name !== 'ProfileChunk' || !e.id) continue;
    const p = profiles.get(e.id);
    const chunk = e.args?.data;
    if (!p || !chunk) continue;
    for (const n of chunk.cpuProfile?.nodes ?? []) {
      const f = n.callFrame;
      p.nodes.set(
        n.id,
        `${f.functionName || '(anonymous)'} ${shortUrl(f.url)}${f.url ? `:${f.lineNumber + 1}:${f.columnNumber + 1}` : ''}`,
      );
    }
    const deltas = chunk.timeDeltas ?? [];
    (chunk.cpuProfile?.samples ?? []).forEach((node, i) => {
      p.time += deltas[i] ?? 0;
      out.push({ ts: p.time, dur: 0, frame: p.nodes.get(node) ?? '?' });
    });
  }
  out.sort((a, b) => a.ts - b.ts);
  out.forEach((s, i) => {
    s.dur = Math.min(5000, (out[i + 1]?.ts ?? s.ts) - s.ts);
  });
  return out;
}

function report(title: string, events: TraceEvent[], from: 'fcp' | number) {
  // The page's renderer: the one that parsed the site's HTML (the browser's own pages have theirs).
  const parsed = events.find((e) => e.name === 'ParseHTML' && JSON.stringify(e.args ?? {}).includes(site));
  const main = events.find((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain' && e.pid === parsed?.pid);
  if (!main) {
    console.log(`${title}: no renderer main thread in the trace`);
    return;
  }
  const onMain = events.filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X' && typeof e.dur === 'number');
  // The first paint (the main thread's first Paint event): Total Blocking Time counts from there.
  const nav = onMain.find((e) => e.name === 'ParseHTML')?.ts ?? onMain[0]?.ts ?? 0;
  const fcp = onMain.find((e) => e.name === 'Paint' && e.ts > nav)?.ts ?? nav;
  const start = from === 'fcp' ? fcp : from;
  const tasks = onMain.filter((e) => e.name === 'RunTask' && (e.dur ?? 0) >= 50_000 && e.ts + (e.dur ?? 0) > start);
  const samples = samplesOf(events, main.pid);
  let blocking = 0;
  // Lighthouse's way (Lantern): the page's tasks measured at full speed, each × 4, past 50 ms. From
  // thread time, so a busy machine inflates it far less than the wall-clock figure.
  const simulated = onMain
    .filter((e) => e.name === 'RunTask' && e.ts >= start)
    .reduce((sum, e) => sum + Math.max(0, (e.tdur ?? e.dur ?? 0) * SLOWDOWN_SIMULATED - 50_000), 0);
  const cpu = onMain.filter((e) => e.name === 'RunTask' && e.ts >= start).reduce((sum, e) => sum + (e.tdur ?? 0), 0);
  console.log(`\n${title}${fcp ? ` — first paint ${ms(fcp - nav)} ms after the HTML's first parse` : ''}`);
  for (const task of tasks) {
    const end = task.ts + (task.dur ?? 0);
    blocking += Math.max(0, end - Math.max(task.ts, start) - 50_000);
    console.log(`  task at ${ms(task.ts - nav)} ms: ${ms(task.dur ?? 0)} ms`);
    // Its direct children (the largest first), by what they were.
    const inside = onMain.filter((e) => e !== task && e.ts >= task.ts && e.ts + (e.dur ?? 0) <= end);
    const top = inside.filter(
      (e) => !inside.some((p) => p !== e && p.ts <= e.ts && p.ts + (p.dur ?? 0) >= e.ts + (e.dur ?? 0) && (p.dur ?? 0) > (e.dur ?? 0)),
    );
    const byKind = new Map<string, number>();
    for (const e of top) byKind.set(label(e), (byKind.get(label(e)) ?? 0) + (e.dur ?? 0));
    for (const [k, d] of [...byKind].sort((a, b) => b[1] - a[1]).slice(0, 6))
      if (d >= 2000) console.log(`      ${ms(d).toString().padStart(6)} ms  ${k}`);
    // Style and layout anywhere inside (forced by script, or the task's own).
    const styleLayout = inside.filter((e) => e.name === 'Layout' || e.name === 'UpdateLayoutTree').reduce((a, e) => a + (e.dur ?? 0), 0);
    if (styleLayout >= 2000) console.log(`      (style + layout inside: ${ms(styleLayout)} ms)`);
    const self = new Map<string, number>();
    for (const s of samples) if (s.ts >= task.ts && s.ts <= end) self.set(s.frame, (self.get(s.frame) ?? 0) + s.dur);
    const byFile = new Map<string, number>();
    for (const [f, d] of self) {
      const file = f.split(' ')[1]?.replace(/:\d+:\d+$/, '') ?? '?';
      byFile.set(file, (byFile.get(file) ?? 0) + d);
    }
    console.log(
      `      js by file: ${[...byFile]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 6)
        .map(([f, d]) => `${f} ${ms(d)}`)
        .join(', ')}`,
    );
    const hot = [...self].sort((a, b) => b[1] - a[1]).slice(0, 8);
    for (const [f, d] of hot) if (d >= 2000) console.log(`         js ${ms(d).toString().padStart(6)} ms  ${f}`);
  }
  // JavaScript self time of the whole load after the first paint, by file (the beacon's, a chunk's).
  const whole = new Map<string, number>();
  for (const sample of samples) {
    if (sample.ts < start) continue;
    const file = sample.frame.split(' ')[1]?.replace(/:\d+:\d+$/, '') ?? '?';
    whole.set(file, (whole.get(file) ?? 0) + sample.dur);
  }
  console.log(
    `  js self time after the first paint, by file: ${[...whole]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 12)
      .map(([f, d]) => `${f} ${ms(d)}`)
      .join(', ')}`,
  );
  console.log(
    `  long tasks: ${tasks.length}; blocking time (past 50 ms each): ${ms(blocking)} ms; main-thread CPU after the first paint ${ms(cpu)} ms${SLOWDOWN_SIMULATED > 1 ? `; simulated blocking time (thread time × ${SLOWDOWN_SIMULATED}) ${ms(simulated)} ms` : ''}; load average ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
}

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  for (const path of paths) {
    for (let run = 0; run < runs; run++) {
      const context = await browser.newContext({ ...PHONE_SCREEN, isMobile: true, hasTouch: true });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      if (!SLOWDOWN_SIMULATED) await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE_CPU_SLOWDOWN });
      await browser.startTracing(page, { categories: CATEGORIES });
      await page.goto(`${site}${path}`, { waitUntil: 'load' });
      await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached', timeout: 60_000 });
      // real wait: the page's own quiet window after hydration (lead modal's chunk, fonts, beacon).
      await page.waitForTimeout(3000);
      let clickedAt = 0;
      if (process.env.TRACE_PRESS) {
        await page.keyboard.press(process.env.TRACE_PRESS);
        await page.waitForTimeout(1500);
      }
      if (click) {
        clickedAt = (await page.evaluate(() => performance.timeOrigin + performance.now())) * 1000;
        await page.locator(click).first().click();
        // real wait: the interaction's tasks and its next paint.
        await page.waitForTimeout(1500);
      }
      const events = (JSON.parse((await browser.stopTracing()).toString('utf8')) as { traceEvents: TraceEvent[] }).traceEvents;
      report(`${path} (load${runs > 1 ? `, run ${run + 1}` : ''})`, events, 'fcp');
      if (click) {
        // The trace's clock is not the page's: the click's tasks are those after the last `click` mark.
        const clicks = events.filter((e) => e.name === 'EventDispatch' && e.args?.data?.type === 'click');
        const at = clicks.at(-1)?.ts;
        if (at) report(`${path} click ${click}`, events, at - 20_000);
        else console.log(`no click event recorded (clicked at ${clickedAt})`);
      }
      await context.close();
    }
  }
} finally {
  await browser.close();
}
