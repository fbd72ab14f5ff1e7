/**
 * Until the page is hydrated, the stylesheet skips the layout of the sections below the first screen
 * (`content-visibility: auto`, app.css, docs/decisions/0029): the first layout, and the relayout when
 * the web fonts arrive, cover what is on screen. After hydration, every section gets its real layout
 * back, one section per task (a message, not a timer: it also runs when a test has stopped the page's
 * clock), so no task lays out the whole page; then `done` runs. Returns a stop function.
 */
export function layOutSkippedSections(done: () => void): () => void {
  const skipped = [...document.querySelectorAll<HTMLElement>('main > *, body > footer')].filter(
    (el) => getComputedStyle(el).contentVisibility === 'auto',
  );
  const channel = new MessageChannel();
  let stopped = false;
  const step = () => {
    if (stopped) return;
    const el = skipped.shift();
    if (!el) {
      channel.port1.close();
      done();
      return;
    }
    el.style.contentVisibility = 'visible';
    // Laid out now, in this task, alone: the sections already done keep their layout.
    void el.offsetHeight;
    channel.port2.postMessage(null);
  };
  channel.port1.onmessage = step;
  step();
  return () => {
    stopped = true;
    channel.port1.close();
  };
}
