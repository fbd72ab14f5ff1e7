import { afterFirstPaint } from './after-first-paint';

/**
 * The starter of the page's modules (docs/decisions/0028; shipped as text with `?inline-script`): after the
 * first paint (250 ms at most) it adds the module preloads the server took out of the head and a
 * live copy of React Router's inert module script (`bootId`), with the same text and nonce (the same
 * CSP hash or nonce).
 */
export default function starter(bootId: string, hrefs: string[]): void {
  const boot = document.getElementById(bootId) as HTMLScriptElement | null;
  if (!boot) return;
  afterFirstPaint(() => {
    for (const href of hrefs) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = href;
      document.head.appendChild(link);
    }
    const script = document.createElement('script');
    script.type = 'module';
    script.nonce = boot.nonce;
    script.textContent = boot.textContent;
    document.body.appendChild(script);
  }, 250);
}
