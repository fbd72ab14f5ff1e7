/**
 * The page's scripts start after its first paint (docs/decisions/0028). React Router's `<Scripts>`
 * puts a `<link rel="modulepreload">` for every module of the page in the head and an inline module
 * script that imports them, so the browser fetches ~120 KB of JavaScript alongside the stylesheets,
 * the hero image and the fonts that the first paint needs, and on a fast line runs React before it
 * paints. The scripts only enhance HTML that already reads and works (decision 0012), so they may
 * come second: the module preloads are taken out of the HTML, React Router's module script is kept
 * inert (`type="text/x-after-paint"`), and a small inline script (inline-scripts/starter.ts), once the browser
 * reports its first paint (Paint Timing; 250 ms at most), adds the preloads and a live copy of the
 * module script (same text: the same CSP hash or nonce).
 *
 * The whole document is rewritten at once (held until its end): the first HTML of every page is
 * rendered from loaders that have all finished, and the page cache holds it whole anyway.
 */
import { Transform, type TransformCallback } from 'node:stream';
import { inlineScript } from '~/lib/inline-scripts/inline-script';
import starter from '~/lib/inline-scripts/starter?inline-script';

const PRELOAD = /<link\b[^>]*\brel="modulepreload"[^>]*>/g;
const MODULE_SCRIPT = /<script\b([^>]*)\btype="module"([^>]*)>([\s\S]*?)<\/script>/;
export const BOOT_ID = 'rr-boot';

/** Rewrites one page's HTML (unchanged when it has no module script: nothing to defer). */
export function scriptsAfterPaint(html: string, nonce?: string): string {
  const boot = MODULE_SCRIPT.exec(html);
  if (!boot) return html;
  const hrefs: string[] = [];
  for (const link of html.match(PRELOAD) ?? []) {
    const href = /\bhref="([^"]+)"/.exec(link)?.[1];
    if (href) hrefs.push(href.replaceAll('&amp;', '&'));
  }
  const [whole, before = '', after = '', body = ''] = boot;
  const attrs = `${before}${after}`.replace(/\s+async(="[^"]*")?/, '').replace(/\s+id="[^"]*"/, '');
  const nonceAttr = nonce ? ` nonce="${nonce}"` : '';
  const replaced =
    `<script${attrs.trimEnd()} type="text/x-after-paint" id="${BOOT_ID}">${body}</script>` +
    `<script${nonceAttr}>${inlineScript(starter, BOOT_ID, hrefs)}</script>`;
  return html.replace(whole, () => replaced).replace(PRELOAD, '');
}

/** The same, on the stream of one page's HTML (React's rendering): held until its end. */
export function scriptsAfterPaintStream(nonce?: string): Transform {
  const chunks: Buffer[] = [];
  return new Transform({
    transform(chunk: Buffer | string, _encoding, callback: TransformCallback) {
      chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
      callback();
    },
    flush(callback: TransformCallback) {
      callback(null, Buffer.from(scriptsAfterPaint(Buffer.concat(chunks).toString('utf8'), nonce)));
    },
  });
}
