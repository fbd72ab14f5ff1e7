/**
 * The page's module preloads fetched at low priority (docs/decisions/0028): React Router's `<Scripts>`
 * renders `<link rel="modulepreload">` for every module of the page, which Chrome fetches at high
 * priority, in competition with the stylesheets, the hero image and the fonts that the first paint
 * needs. The scripts only enhance HTML that already reads and works, so they may come second:
 * `fetchpriority="low"` keeps them preloaded (no import waterfall) but behind what is painted.
 *
 * A byte-level transform of the HTML stream, because `<Scripts>` has no option for it; the marker is
 * ASCII, so searching the bytes is safe in UTF-8, and a marker split across two chunks is found by
 * holding back the last bytes of each chunk until the next one.
 */
import { Transform, type TransformCallback } from 'node:stream';

const MARKER = Buffer.from('rel="modulepreload"');
const LOWERED = Buffer.from('rel="modulepreload" fetchpriority="low"');

/** Adds `fetchpriority="low"` to every `rel="modulepreload"` link of an HTML buffer. */
export function lowerModulePreloads(html: Buffer): Buffer {
  const parts: Buffer[] = [];
  let from = 0;
  for (let at = html.indexOf(MARKER, from); at >= 0; at = html.indexOf(MARKER, from)) {
    parts.push(html.subarray(from, at), LOWERED);
    from = at + MARKER.length;
  }
  if (from === 0) return html;
  parts.push(html.subarray(from));
  return Buffer.concat(parts);
}

/** The same, on a stream of HTML chunks (React's rendering). */
export function lowPriorityModules(): Transform {
  let held = Buffer.alloc(0);
  return new Transform({
    transform(chunk: Buffer | string, _encoding, callback: TransformCallback) {
      const joined = Buffer.concat([held, Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk)]);
      // Hold back the bytes that may begin a marker completed by the next chunk; a whole marker that
      // straddles the cut goes out with what precedes it.
      let cut = Math.max(0, joined.length - (MARKER.length - 1));
      for (let at = joined.indexOf(MARKER); at >= 0 && at < cut; at = joined.indexOf(MARKER, at + 1)) {
        if (at + MARKER.length > cut) cut = at + MARKER.length;
      }
      held = Buffer.from(joined.subarray(cut));
      callback(null, lowerModulePreloads(joined.subarray(0, cut)));
    },
    flush(callback: TransformCallback) {
      callback(null, lowerModulePreloads(held));
    },
  });
}
