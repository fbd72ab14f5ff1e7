/**
 * Work split into tasks of its own after hydration, so that no task of the page's start-up is long
 * on a phone (Total Blocking Time). `inNextTask` queues a function for a task of its own, in order:
 * a message, not a timer, so it also runs when a test has stopped the page's clock.
 */
const queue: Array<() => void> = [];
let channel: MessageChannel | null = null;

export function inNextTask(work: () => void): void {
  if (!channel) {
    channel = new MessageChannel();
    channel.port1.onmessage = () => queue.shift()?.();
  }
  queue.push(work);
  channel.port2.postMessage(null);
}

/**
 * Until the page is hydrated, the stylesheet skips the layout of the sections below the first screen
 * (`content-visibility: auto`, app.css, docs/decisions/0029): the first layout, and the relayout when
 * the web fonts arrive, cover what is on screen. After hydration, every section gets its real layout
 * back, one section per task (none in hydration's own task: reading the sections' style there would
 * add a style pass to it; and that reading in a task of its own before them), so no task lays out
 * the whole page; then `done` runs. Returns a stop
 * function.
 */
export function layOutSkippedSections(done: () => void): () => void {
  let stopped = false;
  let skipped: HTMLElement[] | null = null;
  const step = () => {
    if (stopped) return;
    if (!skipped) {
      // Reading the sections' style brings the whole page's style up to date after hydration's changes:
      // a task of its own, before the first section's layout.
      skipped = [...document.querySelectorAll<HTMLElement>('main > *, body > footer')].filter(
        (el) => getComputedStyle(el).contentVisibility === 'auto',
      );
      inNextTask(step);
      return;
    }
    const el = skipped.shift();
    if (!el) {
      done();
      return;
    }
    el.style.contentVisibility = 'visible';
    // Laid out now, in this task, alone: the sections already done keep their layout.
    void el.offsetHeight;
    inNextTask(step);
  };
  inNextTask(step);
  return () => {
    stopped = true;
  };
}
