/**
 * Reading a request body on the site's own endpoints (forms, chat proxy): the content type checked,
 * a size limit (declared or streamed), and a refused body drained so the answer goes out on a clean
 * connection the client may reuse. Each endpoint words its own answers from the status.
 */

export type BodyRead = { ok: true; text: string } | { ok: false; status: 400 | 413 | 415 };

/** What a refused request's body may be read (and discarded) to keep the connection usable. */
const DRAIN_LIMIT_BYTES = 1024 * 1024;

function declaredLength(request: Request): number {
  return Number(request.headers.get('content-length') ?? Number.NaN);
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
  const declared = declaredLength(request);
  if (!request.body || (Number.isFinite(declared) && declared > DRAIN_LIMIT_BYTES)) return;
  await drain(request.body.getReader());
}

/**
 * The body as text: 415 for a content type not in `types`, 413 over `limit` bytes, 400 without a
 * body.
 */
export async function readBody(request: Request, { limit, types }: { limit: number; types: readonly string[] }): Promise<BodyRead> {
  const type = (request.headers.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  const declared = declaredLength(request);
  const refuse = async (status: 413 | 415, reader?: ReadableStreamDefaultReader<Uint8Array>, read = 0): Promise<BodyRead> => {
    const r = reader ?? request.body?.getReader();
    if (r && !(Number.isFinite(declared) && declared > DRAIN_LIMIT_BYTES)) await drain(r, read);
    else r?.releaseLock();
    return { ok: false, status };
  };
  if (!types.includes(type)) return refuse(415);
  if (Number.isFinite(declared) && declared > limit) return refuse(413);
  if (!request.body) return { ok: false, status: 400 };
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) return refuse(413, reader, size);
    chunks.push(value);
  }
  return { ok: true, text: Buffer.concat(chunks).toString('utf8') };
}
