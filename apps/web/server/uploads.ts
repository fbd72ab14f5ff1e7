/**
 * The media proxy (`/uploads/<name>` → the CMS's uploads folder; docs/decisions/0020): conditional requests
 * answered 304 (If-None-Match, If-Modified-Since), byte ranges answered 206 (Range, If-Range: the
 * browser's PDF viewer), and hashed file names (Strapi's `<name>_<10 hex>.<ext>`, never rewritten)
 * cached for a year, immutable. Works whether or not the CMS itself honours these headers.
 */
import type { Request, Response } from 'express';
import { Readable, Transform } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { uploadName } from './security';

/** Strapi's upload names end in `_` and a 10-hex-digit hash: new content gets a new name. */
const HASHED = /_[0-9a-f]{10}\.[a-z0-9]+$/i;
const IMMUTABLE = 'public, max-age=31536000, immutable';
const UNHASHED = 'public, max-age=86400, stale-while-revalidate=604800';

/** A validator for the file: the CMS's ETag, else one from its size and modification time. */
function validatorOf(headers: Headers): string | null {
  const etag = headers.get('etag');
  if (etag) return etag;
  const size = headers.get('content-length');
  const modified = Date.parse(headers.get('last-modified') ?? '');
  if (!size || Number.isNaN(modified)) return null;
  return `W/"${Number(size).toString(16)}-${modified.toString(16)}"`;
}

const opaque = (tag: string) => tag.trim().replace(/^W\//, '');

/** RFC 9110 §13.1: If-None-Match (weak comparison) outranks If-Modified-Since. */
function isNotModified(req: Request, etag: string | null, lastModified: string | null): boolean {
  const inm = req.get('if-none-match');
  if (inm) {
    if (!etag) return false;
    return inm.trim() === '*' || inm.split(',').some((t) => opaque(t) === opaque(etag));
  }
  const ims = Date.parse(req.get('if-modified-since') ?? '');
  const modified = Date.parse(lastModified ?? '');
  return !Number.isNaN(ims) && !Number.isNaN(modified) && Math.floor(modified / 1000) <= Math.floor(ims / 1000);
}

/** One byte range of `size` bytes (`bytes=a-b`, `a-`, `-n`), 'unsatisfiable', or null (ignored: whole file). */
function parseRange(header: string | undefined, size: number): { start: number; end: number } | 'unsatisfiable' | null {
  if (!header) return null;
  const m = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!m || (m[1] === '' && m[2] === '')) return null; // several ranges or another unit: the whole file
  let start: number;
  let end: number;
  if (m[1] === '') {
    const suffix = Number(m[2]);
    if (suffix === 0) return 'unsatisfiable';
    start = Math.max(size - suffix, 0);
    end = size - 1;
  } else {
    start = Number(m[1]);
    end = m[2] === '' ? size - 1 : Math.min(Number(m[2]), size - 1);
  }
  if (start >= size || start > end) return 'unsatisfiable';
  return { start, end };
}

/** Passes bytes start..end (inclusive) of a stream. */
function slice(start: number, end: number): Transform {
  let at = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      const from = Math.max(start - at, 0);
      const to = Math.min(end + 1 - at, chunk.length);
      if (from < to) this.push(chunk.subarray(from, to));
      at += chunk.length;
      done();
    },
  });
}

export async function proxyUpload(cmsUrl: string, req: Request, res: Response): Promise<void> {
  const name = uploadName(req.originalUrl);
  if (!name) {
    res.status(400).type('text/plain').send('Bad media path.');
    return;
  }
  let upstream: globalThis.Response;
  try {
    upstream = await fetch(`${cmsUrl}/uploads/${name}`, { signal: AbortSignal.timeout(15000), redirect: 'error' });
  } catch {
    res.status(502).end();
    return;
  }
  if (!upstream.ok || !upstream.body) {
    await upstream.body?.cancel();
    res.status(upstream.status === 404 ? 404 : 502).end();
    return;
  }
  const etag = validatorOf(upstream.headers);
  const lastModified = upstream.headers.get('last-modified');
  const type = upstream.headers.get('content-type') ?? 'application/octet-stream';
  res.setHeader('Cache-Control', HASHED.test(name) ? IMMUTABLE : UNHASHED);
  res.setHeader('Accept-Ranges', 'bytes');
  if (etag) res.setHeader('ETag', etag);
  if (lastModified) res.setHeader('Last-Modified', lastModified);
  // A media file is not a page: no page CSP (it would get in the way of the browser's PDF viewer),
  // but an uploaded SVG opened on its own must not run scripts on this origin.
  res.removeHeader('Content-Security-Policy');
  if (type.includes('svg')) {
    res.setHeader('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; img-src data:; sandbox");
  }
  if (isNotModified(req, etag, lastModified)) {
    await upstream.body.cancel();
    res.status(304).end();
    return;
  }
  res.setHeader('Content-Type', type);
  const size = Number(upstream.headers.get('content-length') ?? Number.NaN);
  const ifRange = req.get('if-range');
  const rangeApplies = Number.isFinite(size) && (!ifRange || (etag !== null && !etag.startsWith('W/') && ifRange.trim() === etag));
  const range = rangeApplies ? parseRange(req.get('range'), size) : null;
  const body = Readable.fromWeb(upstream.body as WebReadableStream);
  body.on('error', () => res.destroy());
  if (range === 'unsatisfiable') {
    body.destroy();
    res.status(416).setHeader('Content-Range', `bytes */${size}`);
    res.end();
    return;
  }
  if (range) {
    res.status(206);
    // A byte range of the file as stored: no compression on the way.
    res.setHeader('Cache-Control', `${res.getHeader('Cache-Control')}, no-transform`);
    res.setHeader('Content-Range', `bytes ${range.start}-${range.end}/${size}`);
    res.setHeader('Content-Length', range.end - range.start + 1);
    body.pipe(slice(range.start, range.end)).pipe(res);
    return;
  }
  if (Number.isFinite(size)) res.setHeader('Content-Length', size);
  body.pipe(res);
}
