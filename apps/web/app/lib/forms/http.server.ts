/**
 * HTTP plumbing of the form endpoints: JSON answers, the request body read with a size limit and a
 * content-type check.
 */

/** Bodies larger than this are refused with 413 (the largest valid contact is about 6 KB). */
export const BODY_LIMIT_BYTES = 32 * 1024;

const NO_STORE = { 'cache-control': 'no-store' };

export function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return Response.json(body, { status, headers: { ...NO_STORE, ...headers } });
}

/** A refusal with a clear message (and per-field error codes for invalid input). */
export function fail(status: number, error: string, extra: Record<string, unknown> = {}, headers: Record<string, string> = {}): Response {
  return json({ ok: false, error, ...extra }, status, headers);
}

export function methodNotAllowed(): Response {
  return fail(405, 'Method not allowed: use POST with a JSON body', {}, { allow: 'POST' });
}

export type BodyResult = { ok: true; value: unknown } | { ok: false; response: Response };

/** What a refused request's body may be read (and discarded) to keep the connection usable. */
const DRAIN_LIMIT_BYTES = 1024 * 1024;

/**
 * Reads and discards what is left of a refused body (up to 1 MB), so the answer goes out on a clean
 * connection that the client may reuse; a larger body is left to Node, which closes the connection.
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
  const declared = Number(request.headers.get('content-length') ?? Number.NaN);
  if (!request.body || (Number.isFinite(declared) && declared > DRAIN_LIMIT_BYTES)) return;
  await drain(request.body.getReader());
}

/** Reads a JSON body: 415 for another content type, 413 over the limit, 400 for malformed JSON. */
export async function readJson(request: Request, limit = BODY_LIMIT_BYTES): Promise<BodyResult> {
  const type = (request.headers.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase();
  const declared = Number(request.headers.get('content-length') ?? Number.NaN);
  const refuse = async (response: Response, reader?: ReadableStreamDefaultReader<Uint8Array>, read = 0) => {
    const r = reader ?? request.body?.getReader();
    if (r && !(Number.isFinite(declared) && declared > DRAIN_LIMIT_BYTES)) await drain(r, read);
    else r?.releaseLock();
    return { ok: false as const, response };
  };
  if (type !== 'application/json') return refuse(fail(415, 'Unsupported content type: send application/json'));
  const tooLarge = () => fail(413, `Request body too large: the limit is ${limit} bytes`);
  if (Number.isFinite(declared) && declared > limit) return refuse(tooLarge());
  if (!request.body) return { ok: false, response: fail(400, 'Empty body: send a JSON object') };
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    // Not cancelled (that would destroy the socket before the answer): drained, or left to Node.
    if (size > limit) return refuse(tooLarge(), reader, size);
    chunks.push(value);
  }
  const text = Buffer.concat(chunks).toString('utf8');
  if (!text.trim()) return { ok: false, response: fail(400, 'Empty body: send a JSON object') };
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false, response: fail(400, 'Malformed JSON body') };
  }
}
