/**
 * Reading a request body, one reader for the site (Fetch API `Request`) and the chat service
 * (Node's `IncomingMessage`): the content type checked, a size limit (declared or streamed), and a
 * refused body drained so the answer goes out on a clean connection the client may reuse. Each
 * endpoint words its own answers from the status.
 */
import type { IncomingMessage } from 'node:http';

type BodyRead = { ok: true; text: string } | { ok: false; status: 400 | 413 | 415 };

/** The accepted content types (lower-case, without parameters), or a test of one. */
export type ContentTypes = readonly string[] | ((type: string) => boolean);

/** What a refused request's body may be read (and discarded) to keep the connection usable. */
const DRAIN_LIMIT_BYTES = 1024 * 1024;

const mediaType = (header: string | null | undefined) => (header ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
const accepts = (types: ContentTypes, type: string) => (typeof types === 'function' ? types(type) : types.includes(type));

/** JSON or a `+json` type (application/json, application/problem+json, …). */
export const isJsonType = (type: string) => /^application\/(.+\+)?json$/.test(type);

function declaredLength(header: string | null | undefined): number {
  return header === null || header === undefined || header === '' ? Number.NaN : Number(header);
}

/** Reads chunks until the end, or stops past `limit` bytes (and says how many were read). */
async function collect(chunks: AsyncIterator<Uint8Array>, limit: number): Promise<{ text: string } | { over: number }> {
  const parts: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await chunks.next();
    if (done) break;
    size += value.byteLength;
    if (size > limit) return { over: size };
    parts.push(value);
  }
  return { text: Buffer.concat(parts).toString('utf8') };
}

/**
 * Reads and discards what is left of a refused body (up to 1 MB); a larger body is left to Node,
 * which closes the connection. (Cancelling the stream would destroy the socket before the answer.)
 */
async function drain(reader: ReadableStreamDefaultReader<Uint8Array>, already = 0): Promise<void> {
  let size = already;
  try {
    while (size <= DRAIN_LIMIT_BYTES) {
      const { done, value } = await reader.read();
      if (done) return;
      size += value.byteLength;
    }
  } catch {
    // the client went away
  }
  reader.releaseLock();
}

/** Discards the body of a request refused before reading it (e.g. rate-limited). */
export async function discardBody(request: Request): Promise<void> {
  const declared = declaredLength(request.headers.get('content-length'));
  if (!request.body || (Number.isFinite(declared) && declared > DRAIN_LIMIT_BYTES)) return;
  await drain(request.body.getReader());
}

/**
 * A Fetch API request's body as text: 415 for a content type not in `types`, 413 over `limit`
 * bytes, 400 without a body.
 */
export async function readBody(request: Request, { limit, types }: { limit: number; types: ContentTypes }): Promise<BodyRead> {
  const declared = declaredLength(request.headers.get('content-length'));
  const refuse = async (status: 413 | 415, reader?: ReadableStreamDefaultReader<Uint8Array>, read = 0): Promise<BodyRead> => {
    const r = reader ?? request.body?.getReader();
    if (r && !(Number.isFinite(declared) && declared > DRAIN_LIMIT_BYTES)) await drain(r, read);
    else r?.releaseLock();
    return { ok: false, status };
  };
  if (!accepts(types, mediaType(request.headers.get('content-type')))) return refuse(415);
  if (Number.isFinite(declared) && declared > limit) return refuse(413);
  if (!request.body) return { ok: false, status: 400 };
  const reader = request.body.getReader();
  const read = await collect({ next: () => reader.read() as Promise<IteratorResult<Uint8Array>> }, limit);
  if ('over' in read) return refuse(413, reader, read.over);
  return { ok: true, text: read.text };
}

/**
 * A Node request's body as text, the same answers as `readBody`. A refused body goes on flowing
 * (discarded) so the answer can go out; over the limit, the answer should close the connection.
 * Rejects when the client goes away while sending.
 */
export function readNodeBody(req: IncomingMessage, { limit, types }: { limit: number; types: ContentTypes }): Promise<BodyRead> {
  if (!accepts(types, mediaType(req.headers['content-type']))) {
    req.resume();
    return Promise.resolve({ ok: false, status: 415 });
  }
  const declared = declaredLength(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > limit) {
    req.resume();
    return Promise.resolve({ ok: false, status: 413 });
  }
  return new Promise((resolve, reject) => {
    const parts: Buffer[] = [];
    let size = 0;
    let done = false;
    req.on('data', (chunk: Buffer) => {
      if (done) return;
      size += chunk.length;
      if (size > limit) {
        done = true;
        resolve({ ok: false, status: 413 });
        return;
      }
      parts.push(chunk);
    });
    req.on('end', () => {
      if (done) return;
      done = true;
      resolve({ ok: true, text: Buffer.concat(parts).toString('utf8') });
    });
    req.on('error', (error) => {
      if (done) return;
      done = true;
      reject(error);
    });
  });
}
