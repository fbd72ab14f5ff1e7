/** Small HTTP helpers of the service: bounded bodies, JSON answers (client addresses, rate limits and body reading: @site/server-kit). */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { type ContentTypes, isJsonType, readNodeBody } from '@site/server-kit';

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
  return readText(req, limit, isJsonType);
}

/** The request body as text, at most `limit` bytes (413 beyond), whatever its type (the CMS's notices). */
export function readBodyText(req: IncomingMessage, limit: number): Promise<string> {
  return readText(req, limit, () => true);
}

async function readText(req: IncomingMessage, limit: number, types: ContentTypes): Promise<string> {
  let read: Awaited<ReturnType<typeof readNodeBody>>;
  try {
    read = await readNodeBody(req, { limit, types });
  } catch (error) {
    throw new HttpError(400, `The body could not be read (${error instanceof Error ? error.message : String(error)}).`);
  }
  if (read.ok) return read.text;
  if (read.status === 415) throw new HttpError(415, 'The body must be JSON (Content-Type: application/json).');
  if (read.status === 413) {
    const declared = Number(req.headers['content-length'] ?? Number.NaN);
    const message =
      declared > limit ? `The body is ${declared} bytes; at most ${limit} are accepted.` : `The body is larger than ${limit} bytes.`;
    throw new HttpError(413, message, { connection: 'close' });
  }
  throw new HttpError(400, 'The body is empty.');
}

export function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw new HttpError(400, 'The body is not valid JSON.');
  }
}
