/** Small HTTP helpers of the service: bounded bodies, JSON answers, client addresses, rate limits. */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { isIP } from 'node:net';

export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  if (res.headersSent) return;
  const payload = JSON.stringify(body);
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': String(Buffer.byteLength(payload)),
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
    ...headers,
  });
  res.end(payload);
}

/** The request body as text, at most `limit` bytes (413 beyond), JSON content type only (415 otherwise). */
export function readJsonText(req: IncomingMessage, limit: number): Promise<string> {
  const type = (req.headers['content-type'] ?? '').toLowerCase();
  if (!/^application\/(.+\+)?json\b/.test(type)) {
    return Promise.reject(new HttpError(415, 'The body must be JSON (Content-Type: application/json).'));
  }
  return readBodyText(req, limit);
}

/** The request body as text, at most `limit` bytes (413 beyond), whatever its type. */
export function readBodyText(req: IncomingMessage, limit: number): Promise<string> {
  const declared = Number(req.headers['content-length'] ?? '0');
  if (declared > limit) {
    req.resume();
    return Promise.reject(new HttpError(413, `The body is ${declared} bytes; at most ${limit} are accepted.`, { connection: 'close' }));
  }
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let done = false;
    req.on('data', (chunk: Buffer) => {
      if (done) return;
      size += chunk.length;
      if (size > limit) {
        done = true;
        reject(new HttpError(413, `The body is larger than ${limit} bytes.`, { connection: 'close' }));
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => {
      if (done) return;
      done = true;
      resolve(Buffer.concat(chunks).toString('utf8'));
    });
    req.on('error', (error) => {
      if (done) return;
      done = true;
      reject(new HttpError(400, `The body could not be read (${error.message}).`));
    });
  });
}

export function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw new HttpError(400, 'The body is not valid JSON.');
  }
}

const normaliseIp = (ip: string) => (ip.startsWith('::ffff:') && isIP(ip.slice(7)) === 4 ? ip.slice(7) : ip);

const isLoopback = (ip: string) => ip === '::1' || /^127\./.test(ip);

/**
 * The visitor's address: the peer's, or, when the peer is a trusted proxy (the site's server, which
 * forwards the visitor's address), the last X-Forwarded-For entry.
 */
export function clientIp(req: IncomingMessage, trust: string): string {
  const peer = normaliseIp(req.socket.remoteAddress ?? '');
  const trusted =
    trust === 'loopback'
      ? isLoopback(peer)
      : trust === 'none'
        ? false
        : trust
            .split(',')
            .map((s) => s.trim())
            .includes(peer);
  const forwarded = req.headers['x-forwarded-for'];
  if (trusted && typeof forwarded === 'string') {
    const last = normaliseIp(forwarded.split(',').pop()?.trim() ?? '');
    if (isIP(last)) return last;
  }
  return peer || 'unknown';
}

/** A fixed-window counter per key (client IP). */
export function createRateLimiter(limit: number, windowMs: number, now: () => number = Date.now) {
  const windows = new Map<string, { start: number; count: number }>();
  let lastSweep = now();
  return {
    /** Counts one request; returns the seconds to wait when over the limit, else 0. */
    hit(key: string): number {
      const t = now();
      if (t - lastSweep > windowMs) {
        for (const [k, w] of windows) if (t - w.start >= windowMs) windows.delete(k);
        lastSweep = t;
      }
      const w = windows.get(key);
      if (!w || t - w.start >= windowMs) {
        windows.set(key, { start: t, count: 1 });
        return 0;
      }
      w.count += 1;
      return w.count > limit ? Math.max(1, Math.ceil((w.start + windowMs - t) / 1000)) : 0;
    },
  };
}
