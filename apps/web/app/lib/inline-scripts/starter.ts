import { afterFirstPaint } from './after-first-paint';

/** Module preloads added per task: starting a fetch costs the page's thread 0.3–1.3 ms each (traced). */
const PRELOADS_PER_TASK = 4;

/**
 * The starter of the page's modules (docs/decisions/0028; shipped as text with `?inline-script`): after the
 * first paint (250 ms at most) it adds the module preloads the server took out of the head and a
 * live copy of React Router's inert module script (`bootId`), with the same text and nonce (the same
 * CSP hash or nonce).
 *
 * The preloads go in a few per task (decision 0071): the browser starts each fetch inside
 * `appendChild`, and the 23–30 of a page added at once made one 5–32 ms task (4× that on a phone).
 * The tasks are messages, so they also run when a test has stopped the page's timers; the module
 * script comes in the last one, after every preload.
 */
export default function starter(bootId: string, hrefs: string[]): void {
  const boot = document.getElementById(bootId) as HTMLScriptElement | null;
  if (!boot) return;
  afterFirstPaint(() => {
    const channel = new MessageChannel();
    let next = 0;
    const step = () => {
      for (const href of hrefs.slice(next, next + PRELOADS_PER_TASK)) {
        const link = document.createElement('link');
        link.rel = 'modulepreload';
        link.href = href;
        document.head.appendChild(link);
      }
      next += PRELOADS_PER_TASK;
      if (next < hrefs.length) {
        channel.port2.postMessage(0);
        return;
      }
      channel.port1.onmessage = null;
      const script = document.createElement('script');
      script.type = 'module';
      script.nonce = boot.nonce;
      script.textContent = boot.textContent;
      document.body.appendChild(script);
    };
    channel.port1.onmessage = step;
    step();
  }, 250);
}
